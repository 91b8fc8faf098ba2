// pandoc's attributes as HTML attributes: see pandoc_attributes.h.

#include "pandoc_attributes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

char *epubbuild_append_escaped(char *out, const unsigned char *text, int length) {
  for (int index = 0; index < length; index++) {
    unsigned char c = text[index];
    const char *entity = c == '"' ? "&quot;" : c == '&' ? "&amp;" : c == '<' ? "&lt;" : NULL;
    if (entity) {
      size_t size = strlen(entity);
      memcpy(out, entity, size);
      out += size;
    } else {
      *out++ = (char)text[index];
    }
  }
  return out;
}

/// The end of the attribute word or value at `offset`: a quoted value's closing quote is included.
static int word_end(const unsigned char *text, int end, int offset) {
  if (offset < end && (text[offset] == '"' || text[offset] == '\'')) {
    unsigned char quote = text[offset];
    for (offset++; offset < end && text[offset] != quote; offset++)
      ;
    return offset < end ? offset + 1 : end;
  }
  while (offset < end && !is_space(text[offset]))
    offset++;
  return offset;
}

/// A key=value word at `offset`: the key's length and the value's range (its quotes left out); the word's end.
static int key_value(const unsigned char *text, int end, int offset, int *key_length, int *value_start,
                     int *value_length) {
  const unsigned char *equals = memchr(text + offset, '=', (size_t)(word_end(text, end, offset) - offset));
  if (!equals || equals == text + offset)
    return -1;
  *key_length = (int)(equals - text) - offset;
  *value_start = (int)(equals - text) + 1;
  int stop = word_end(text, end, *value_start);
  *value_length = stop - *value_start;
  if (*value_length >= 2 && (text[*value_start] == '"' || text[*value_start] == '\'') &&
      text[stop - 1] == text[*value_start]) {
    (*value_start)++;
    *value_length -= 2;
  }
  return stop;
}

bool epubbuild_are_attributes(const unsigned char *text, int end) {
  for (int offset = 0; offset < end;) {
    if (is_space(text[offset])) {
      offset++;
      continue;
    }
    int key_length, value_start, value_length, stop;
    if (text[offset] == '#' || text[offset] == '.') {
      stop = word_end(text, end, offset);
      if (stop - offset < 2)
        return false;
    } else if ((stop = key_value(text, end, offset, &key_length, &value_start, &value_length)) < 0) {
      return false;
    }
    offset = stop;
  }
  return true;
}

/// A key=value attribute: pandoc's HTML writer keeps the attributes HTML has (and its EPUB writer epub:type), and writes
/// others as "data-" ones. The key keeps only the characters an XML name allows there, lowercased (a data attribute's
/// name has no capitals).
static char *append_key_value(char *out, const unsigned char *key, int key_length, const unsigned char *value,
                              int value_length) {
  static const char *const kept[] = {"lang", "dir", "title", "style", "epub:type"};
  bool keep = false;
  for (size_t index = 0; index < sizeof kept / sizeof *kept; index++)
    keep |= (int)strlen(kept[index]) == key_length && memcmp(kept[index], key, (size_t)key_length) == 0;
  bool data_already = key_length > 5 && memcmp(key, "data-", 5) == 0;
  char *start = out;
  memcpy(out, keep || data_already ? " " : " data-", keep || data_already ? 1 : 6);
  out += keep || data_already ? 1 : 6;
  char *name = out;
  for (int index = 0; index < key_length; index++) {
    unsigned char c = key[index];
    if (c >= 'A' && c <= 'Z')
      c = (unsigned char)(c - 'A' + 'a');
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || (keep && c == ':'))
      *out++ = (char)c;
  }
  if (out == name)
    return start;
  memcpy(out, "=\"", 2);
  out = epubbuild_append_escaped(out + 2, value, value_length);
  *out++ = '"';
  return out;
}

/// An image's width or height as pandoc's HTML5 writer writes it: pixels ("300", "300px") as the attribute, another
/// unit ("50%", "3em", "2in") in the style, its number as pandoc shows a fraction ("50.0%"). False when `value` is no
/// dimension.
static bool append_dimension(char **attributes, char **style, const char *name, const unsigned char *value,
                             int length) {
  int digits = 0, dots = 0;
  while (digits < length && ((value[digits] >= '0' && value[digits] <= '9') || value[digits] == '.'))
    dots += value[digits++] == '.';
  if (digits == 0 || dots > 1 || digits > 20)
    return false;
  const unsigned char *unit = value + digits;
  int unit_length = length - digits;
  static const char *const units[] = {"%", "em", "cm", "mm", "in", "inch", "pt", "pc"};
  bool pixels = unit_length == 0 || (unit_length == 2 && memcmp(unit, "px", 2) == 0), known = pixels;
  for (size_t index = 0; index < sizeof units / sizeof *units; index++)
    known |= (int)strlen(units[index]) == unit_length && memcmp(units[index], unit, (size_t)unit_length) == 0;
  if (!known)
    return false;
  if (pixels) {
    *attributes += sprintf(*attributes, " %s=\"%.*s\"", name, digits, (const char *)value);
    return true;
  }
  bool inch = unit_length == 4;
  *style += sprintf(*style, ";%s:%.*s%s%.*s", name, digits, (const char *)value, dots ? "" : ".0",
                    inch ? 2 : unit_length, (const char *)unit);
  return true;
}

/// The key=value word at `offset` appended to `others` (a style, and an image's width and height, to `dimensions` and
/// `style`, which holds each part after a ";"); returns the word's end.
static int append_other(char **others, char **dimensions, char **style, const unsigned char *text, int end, int offset,
                        bool image) {
  int key_length, value_start, value_length;
  int stop = key_value(text, end, offset, &key_length, &value_start, &value_length);
  if (stop < 0)
    return word_end(text, end, offset);
  const unsigned char *key = text + offset;
  bool width = key_length == 5 && memcmp(key, "width", 5) == 0, height = key_length == 6 && !memcmp(key, "height", 6);
  if (image && (width || height) &&
      append_dimension(dimensions, style, width ? "width" : "height", text + value_start, value_length))
    return stop;
  // One style attribute, a written one and an image's dimensions together.
  if (key_length == 5 && memcmp(key, "style", 5) == 0) {
    *(*style)++ = ';';
    *style = epubbuild_append_escaped(*style, text + value_start, value_length);
    return stop;
  }
  *others = append_key_value(*others, key, key_length, text + value_start, value_length);
  return stop;
}

char *epubbuild_html_attributes(const unsigned char *text, int end, bool image) {
  size_t size = (size_t)end * 20 + 64;
  char *result = malloc(size), *classes = malloc(size), *others = malloc(size), *dimensions = malloc(size),
       *style = malloc(size);
  if (!result || !classes || !others || !dimensions || !style) {
    free(result);
    result = NULL;
    goto done;
  }
  char *out = result, *class_end = classes, *others_end = others, *dimensions_end = dimensions, *style_end = style;
  for (int offset = 0; offset < end;) {
    while (offset < end && is_space(text[offset]))
      offset++;
    int stop = word_end(text, end, offset), length = stop - offset;
    if (length > 1 && text[offset] == '#') {
      out += sprintf(out, " id=\"");
      out = epubbuild_append_escaped(out, text + offset + 1, length - 1);
      *out++ = '"';
    } else if (length > 1 && text[offset] == '.') {
      *class_end++ = ' ';
      class_end = epubbuild_append_escaped(class_end, text + offset + 1, length - 1);
    } else if (length > 0) {
      stop = append_other(&others_end, &dimensions_end, &style_end, text, end, offset, image);
    }
    offset = stop > offset ? stop : offset + 1;
  }
  if (class_end > classes)
    out += sprintf(out, " class=\"%.*s\"", (int)(class_end - classes - 1), classes + 1);
  out += sprintf(out, "%.*s%.*s", (int)(others_end - others), others, (int)(dimensions_end - dimensions), dimensions);
  if (style_end > style)
    out += sprintf(out, " style=\"%.*s\"", (int)(style_end - style - 1), style + 1);
  *out = 0;
done:
  free(classes);
  free(others);
  free(dimensions);
  free(style);
  return result;
}
