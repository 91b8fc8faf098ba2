// pandoc Markdown's ordered lists (pandoc manual, "Ordered lists"): beyond CommonMark's "1." and "1)", the markers of
// `fancy_lists` ("a.", "B)", "(iv)", "(1)", "#.") and of `example_lists` ("(@)", "(@label)", numbered through the
// whole chapter, "@label" in the text standing for its number), and pandoc's HTML for every ordered list:
// `<ol start="3" type="a">`, `type="1"` for decimal numbers, `class="example"` for examples; without `startnum` a
// list starts at 1 whatever its first number.
//
// A cmark-gfm block extension through the public API alone. A list this extension opens is cmark-gfm's own LIST and
// ITEM nodes with the extension as theirs, so that the extension decides which lines continue them (an item's
// content column is its user data) while cmark-gfm still finds whether the list is tight; the list's user data is
// the address of one of the constants below, which says its style and delimiter, and its list type is left unset,
// so that a CommonMark "1." line after it never joins it. Afterwards (postprocess) every ordered list, CommonMark's
// too, is moved into a CUSTOM_BLOCK whose on_enter is pandoc's `<ol …>`; a tight list's paragraphs write no `<p>`.
// Items are numbered as pandoc numbers them, from the first marker's number: a later marker's own number is not read.
//
// Which markers are read is the extension's private data (the flags below), set when it is made, never changed: no
// process-wide state.

#include "CMarkPandoc.h"
#include "pandoc_lists.h"
#include "pandoc_nodes.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum style { DECIMAL, LOWER_ALPHA, UPPER_ALPHA, LOWER_ROMAN, UPPER_ROMAN, DEFAULT_STYLE, EXAMPLE, STYLE_COUNT };
enum list_delimiter { PERIOD, ONE_PAREN, TWO_PARENS, DELIMITER_COUNT };

static const char list_marks[STYLE_COUNT][DELIMITER_COUNT] = {{0}};
static const char ordered_list_mark = 0, reference_mark = 0;

static unsigned flags_of(cmark_syntax_extension *self) {
  return (unsigned)(uintptr_t)cmark_syntax_extension_get_private(self);
}

struct marker {
  int style, delimiter, number, width, label_start, label_length;
};

static bool is_lower(unsigned char c) { return c >= 'a' && c <= 'z'; }
static bool is_upper(unsigned char c) { return c >= 'A' && c <= 'Z'; }
static bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static bool is_label(unsigned char c) { return is_lower(c) || is_upper(c) || is_digit(c) || c == '-' || c == '_'; }
static bool is_line_end(unsigned char c) { return c == 0 || c == '\n' || c == '\r'; }

static int roman_value(unsigned char c) {
  switch (c | 0x20) {
  case 'i': return 1;
  case 'v': return 5;
  case 'x': return 10;
  case 'l': return 50;
  case 'c': return 100;
  case 'd': return 500;
  case 'm': return 1000;
  default: return 0;
  }
}

/// The roman numeral at `offset` in one case (lower or upper), its length in `*length`; 0 when there is none.
static int roman(const unsigned char *input, int len, int offset, bool upper, int *length) {
  int total = 0, count = 0;
  while (offset + count < len && (upper ? is_upper(input[offset + count]) : is_lower(input[offset + count])) &&
         roman_value(input[offset + count]) > 0 && count < 12)
    count++;
  for (int index = 0; index < count; index++) {
    int value = roman_value(input[offset + index]);
    bool subtracted = index + 1 < count && roman_value(input[offset + index + 1]) > value;
    total += subtracted ? -value : value;
  }
  *length = count;
  return total > 0 ? total : 0;
}

/// The number of `style` at `offset`, its length in `*length`; 0 when there is none.
static int number_of(const unsigned char *input, int len, int offset, int style, int *length) {
  *length = 0;
  if (offset >= len)
    return 0;
  unsigned char c = input[offset];
  switch (style) {
  case DECIMAL: {
    int value = 0;
    while (offset + *length < len && is_digit(input[offset + *length]) && *length < 9)
      value = value * 10 + (input[offset + (*length)++] - '0');
    return *length > 0 ? (value > 0 ? value : 1) : 0;
  }
  case LOWER_ALPHA:
  case UPPER_ALPHA:
    if (style == LOWER_ALPHA ? !is_lower(c) : !is_upper(c))
      return 0;
    *length = 1;
    return (c | 0x20) - 'a' + 1;
  case LOWER_ROMAN:
  case UPPER_ROMAN:
    return roman(input, len, offset, style == UPPER_ROMAN, length);
  case DEFAULT_STYLE:
    *length = c == '#';
    return c == '#';
  case EXAMPLE:
    if (c != '@')
      return 0;
    for (*length = 1; offset + *length < len && is_label(input[offset + *length]);)
      (*length)++;
    return 1;
  }
  return 0;
}

/// Whether what follows a marker ending at `offset` lets it be one: a space or tab, or the line's end; after a capital
/// letter and a period (pandoc: "B. Russell" is no list item), a tab or two spaces.
static bool may_follow(const unsigned char *input, int len, int offset, const struct marker *marker) {
  bool capital = marker->delimiter == PERIOD &&
                 (marker->style == UPPER_ALPHA ||
                  (marker->style == UPPER_ROMAN && marker->width == 2));
  if (offset >= len || is_line_end(input[offset]))
    return !capital;
  if (input[offset] == '\t')
    return true;
  return input[offset] == ' ' && (!capital || (offset + 1 < len && (input[offset + 1] == ' ' || input[offset + 1] == '\t')));
}

/// The marker of `style` at `offset` ("(" number ")", or number "." or ")"), into `*marker`.
static bool marker_of_style(const unsigned char *input, int len, int offset, int style, struct marker *marker) {
  bool parens = offset < len && input[offset] == '(';
  int start = offset + parens, length;
  int number = number_of(input, len, start, style, &length);
  if (number == 0 || start + length >= len)
    return false;
  unsigned char close = input[start + length];
  if (parens ? close != ')' : close != '.' && close != ')')
    return false;
  // CommonMark's own "1." and "1)" are cmark-gfm's; a decimal marker here is "(1)".
  if (style == DECIMAL && !parens)
    return false;
  *marker = (struct marker){style, parens ? TWO_PARENS : close == '.' ? PERIOD : ONE_PAREN, number,
                            start + length + 1 - offset, start + 1, length - 1};
  return may_follow(input, len, start + length + 1, marker);
}

/// The marker at `offset`, of `style` when it is not -1, else of the first style pandoc tries that fits.
static bool marker_at(const unsigned char *input, int len, int offset, int style, unsigned flags,
                      struct marker *marker) {
  static const int tried[] = {DECIMAL, EXAMPLE, DEFAULT_STYLE, LOWER_ROMAN, LOWER_ALPHA, UPPER_ROMAN, UPPER_ALPHA};
  for (size_t index = 0; index < sizeof tried / sizeof *tried; index++) {
    int candidate = tried[index];
    if ((style >= 0 && candidate != style) || (candidate == EXAMPLE ? !(flags & 2) : !(flags & 1)))
      continue;
    // pandoc reads a lone "i" or "I" as a roman one and any other single letter as a letter.
    struct marker found;
    if (!marker_of_style(input, len, offset, candidate, &found))
      continue;
    int digits = found.width - (found.delimiter == TWO_PARENS ? 2 : 1);
    if (style < 0 && (candidate == LOWER_ROMAN || candidate == UPPER_ROMAN) && digits == 1 && found.number != 1)
      continue;
    *marker = found;
    return true;
  }
  return false;
}

static bool is_ours(cmark_syntax_extension *self, cmark_node *node, cmark_node_type type) {
  return node && cmark_node_get_syntax_extension(node) == self && cmark_node_get_type(node) == type;
}

static void style_of(cmark_node *list, int *style, int *delimiter) {
  ptrdiff_t mark = (const char *)cmark_node_get_user_data(list) - &list_marks[0][0];
  bool known = mark >= 0 && mark < STYLE_COUNT * DELIMITER_COUNT;
  *style = known ? (int)(mark / DELIMITER_COUNT) : DECIMAL;
  *delimiter = known ? (int)(mark % DELIMITER_COUNT) : PERIOD;
}

/// Spaces after a marker ending at `offset`: the item's text starts after one to four; after none (an empty item) or
/// five or more (indented code), one column after the marker, as in CommonMark.
static int spaces_after(const unsigned char *input, int len, int offset, bool *empty) {
  int spaces = 0;
  while (offset + spaces < len && input[offset + spaces] == ' ')
    spaces++;
  *empty = offset + spaces >= len || is_line_end(input[offset + spaces]);
  return *empty || spaces > 4 || spaces == 0 ? (spaces > 0 ? 1 : 0) : spaces;
}

static cmark_node *add_item(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *list,
                            unsigned char *input, int len, const struct marker *marker) {
  int offset = cmark_parser_get_first_nonspace(parser);
  int indent = cmark_parser_get_indent(parser);
  cmark_node *item =
      cmark_parser_add_child(parser, list, CMARK_NODE_ITEM, cmark_parser_get_first_nonspace_column(parser));
  cmark_node_set_syntax_extension(item, self);
  bool empty;
  int spaces = spaces_after(input, len, offset + marker->width, &empty);
  int content = indent + marker->width + (empty || spaces == 0 ? 1 : spaces);
  cmark_node_set_user_data(item, (void *)(intptr_t)content);
  char *label = marker->style == EXAMPLE ? malloc((size_t)marker->label_length + 1) : NULL;
  if (label) {
    memcpy(label, input + marker->label_start, (size_t)marker->label_length);
    label[marker->label_length] = 0;
    cmark_node_set_string_content(item, label);
  }
  free(label);
  cmark_parser_advance_offset(parser, (const char *)input, offset + marker->width - cmark_parser_get_offset(parser),
                              0);
  cmark_parser_advance_offset(parser, (const char *)input, spaces, 1);
  return item;
}

static cmark_node *open_item(cmark_syntax_extension *self, int indented, cmark_parser *parser, cmark_node *parent,
                             unsigned char *input, int len) {
  // pandoc: a list starts after a blank line, not inside a paragraph, but for a list inside a list item's text.
  if (indented || (cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH &&
                   cmark_node_get_type(cmark_node_parent(parent)) != CMARK_NODE_ITEM))
    return NULL;
  int offset = cmark_parser_get_first_nonspace(parser), style = -1, delimiter = -1;
  cmark_node *list = is_ours(self, parent, CMARK_NODE_LIST) ? parent : NULL;
  if (list)
    style_of(list, &style, &delimiter);
  struct marker marker;
  unsigned flags = flags_of(self);
  if (!list || !marker_at(input, len, offset, style, flags, &marker) || marker.delimiter != delimiter) {
    if (!marker_at(input, len, offset, -1, flags, &marker))
      return NULL;
    // A new list: cmark-gfm closes the one before, which holds items only.
    list = cmark_parser_add_child(parser, parent, CMARK_NODE_LIST, cmark_parser_get_first_nonspace_column(parser));
    cmark_node_set_syntax_extension(list, self);
    cmark_node_set_user_data(list, (void *)&list_marks[marker.style][marker.delimiter]);
    cmark_node_set_list_start(list, marker.number);
  }
  return add_item(self, parser, list, input, len, &marker);
}

/// A list goes on until a line opens something else; an item over blank lines (once it holds something) and lines
/// indented to its content.
static int continues(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                     cmark_node *container) {
  if (cmark_node_get_type(container) == CMARK_NODE_LIST)
    return 1;
  (void)self;
  int content = (int)(intptr_t)cmark_node_get_user_data(container);
  if (cmark_parser_is_blank(parser)) {
    if (!cmark_node_first_child(container))
      return 0;
    cmark_parser_advance_offset(parser, (const char *)input,
                                cmark_parser_get_first_nonspace(parser) - cmark_parser_get_offset(parser), 0);
    return 1;
  }
  if (cmark_parser_get_indent(parser) < content)
    return 0;
  (void)len;
  cmark_parser_advance_offset(parser, (const char *)input, content, 1);
  return 1;
}

static int can_contain(cmark_syntax_extension *self, cmark_node *node, cmark_node_type child) {
  (void)self;
  if (cmark_node_get_type(node) == CMARK_NODE_LIST || cmark_node_get_user_data(node) == &ordered_list_mark)
    return child == CMARK_NODE_ITEM;
  // An item holds blocks, and in a tight list, once rewritten, its paragraphs' text.
  if (cmark_node_get_type(node) == CMARK_NODE_ITEM)
    return child != CMARK_NODE_ITEM;
  return (child & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_INLINE;
}

// MARK: Example references

/// "@label" in the text: a reference to the example list item of that label, its number written afterwards.
static cmark_node *match_reference(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                                   unsigned char character, cmark_inline_parser *inline_parser) {
  (void)parser;
  (void)parent;
  int offset = cmark_inline_parser_get_offset(inline_parser), length = 0;
  if (character != '@')
    return NULL;
  while (is_label(cmark_inline_parser_peek_at(inline_parser, offset + 1 + length)) && length < 200)
    length++;
  if (length == 0)
    return NULL;
  char label[length + 1];
  for (int index = 0; index < length; index++)
    label[index] = (char)cmark_inline_parser_peek_at(inline_parser, offset + 1 + index);
  label[length] = 0;
  cmark_node *reference = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, cmark_get_default_mem_allocator());
  cmark_node_set_syntax_extension(reference, self);
  cmark_node_set_user_data(reference, (void *)&reference_mark);
  cmark_node_set_string_content(reference, label);
  cmark_inline_parser_set_offset(inline_parser, offset + 1 + length);
  return reference;
}

// MARK: Postprocess

/// Nodes gathered by `epubbuild_gather`.
struct gathered {
  cmark_node **nodes;
  size_t count;
};

/// This extension's lists and cmark-gfm's ordered ones.
static bool is_ordered_list(cmark_node *node, void *self) {
  return is_ours(self, node, CMARK_NODE_LIST) ||
         (cmark_node_get_type(node) == CMARK_NODE_LIST && cmark_node_get_list_type(node) == CMARK_ORDERED_LIST);
}

/// A reference to an example: this extension's "@label", or a citation's in-text key that is an example's label.
static bool is_reference(cmark_node *node, void *self) {
  (void)self;
  return cmark_node_get_type(node) == CMARK_NODE_CUSTOM_INLINE && cmark_node_get_user_data(node) == &reference_mark;
}

static bool is_example_list(cmark_node *node, void *context) {
  (void)context;
  int style, delimiter;
  if (cmark_node_get_type(node) != CMARK_NODE_LIST)
    return false;
  style_of(node, &style, &delimiter);
  return style == EXAMPLE;
}

cmark_node **epubbuild_example_items(cmark_node *document, size_t *count) {
  size_t lists_count, items = 0;
  cmark_node **lists = epubbuild_gather(document, is_example_list, NULL, &lists_count);
  for (size_t index = 0; index < lists_count; index++)
    for (cmark_node *item = cmark_node_first_child(lists[index]); item; item = cmark_node_next(item))
      items++;
  cmark_node **found = items ? malloc(sizeof *found * items) : NULL;
  *count = 0;
  for (size_t index = 0; found && index < lists_count; index++)
    for (cmark_node *item = cmark_node_first_child(lists[index]); item; item = cmark_node_next(item))
      found[(*count)++] = item;
  free(lists);
  return found;
}

void epubbuild_refer_to_example(cmark_node *node, const char *label) {
  while (cmark_node_first_child(node))
    cmark_node_free(cmark_node_first_child(node));
  cmark_node_set_user_data(node, (void *)&reference_mark);
  cmark_node_set_string_content(node, label);
}

/// The number of the example labelled `label`, 0 when none is.
static int example_number(struct gathered *lists, cmark_syntax_extension *self, const char *label) {
  int number = 0;
  for (size_t index = 0; index < lists->count; index++) {
    int style, delimiter;
    if (!is_ours(self, lists->nodes[index], CMARK_NODE_LIST))
      continue;
    style_of(lists->nodes[index], &style, &delimiter);
    if (style != EXAMPLE)
      continue;
    for (cmark_node *item = cmark_node_first_child(lists->nodes[index]); item; item = cmark_node_next(item)) {
      number++;
      const char *own = cmark_node_get_string_content(item);
      if (own && *own && strcmp(own, label) == 0)
        return number;
    }
  }
  return 0;
}

/// An example list's labels, for the build to number examples through the whole book (ExampleNumbers.swift): each
/// labelled item as "position=label" (from 1), apart by spaces; labels are letters, digits, '-' and '_' alone. NULL
/// when no item is labelled; the caller frees it.
static char *example_labels(cmark_node *list) {
  size_t size = 1;
  for (cmark_node *item = cmark_node_first_child(list); item; item = cmark_node_next(item)) {
    const char *own = cmark_node_get_string_content(item);
    if (own && *own)
      size += strlen(own) + 24;
  }
  if (size == 1)
    return NULL;
  char *labels = malloc(size);
  if (!labels)
    return NULL;
  size_t written = 0;
  int position = 0;
  for (cmark_node *item = cmark_node_first_child(list); item; item = cmark_node_next(item)) {
    position++;
    const char *own = cmark_node_get_string_content(item);
    if (own && *own)
      written += (size_t)snprintf(labels + written, size - written, "%s%d=%s", written ? " " : "", position, own);
  }
  return labels;
}

/// pandoc's `<ol …>` for `list`, numbered from `start`.
static void write_tag(char *tag, size_t size, cmark_syntax_extension *self, cmark_node *list, int start) {
  static const char *const types[] = {"1", "a", "A", "i", "I", "", "1"};
  int style = DECIMAL, delimiter = PERIOD;
  if (is_ours(self, list, CMARK_NODE_LIST))
    style_of(list, &style, &delimiter);
  if (style != EXAMPLE && !(flags_of(self) & 4))
    start = 1;
  int written = snprintf(tag, size, "<ol");
  if (start != 1)
    written += snprintf(tag + written, size - (size_t)written, " start=\"%d\"", start);
  if (style == EXAMPLE)
    written += snprintf(tag + written, size - (size_t)written, " class=\"example\"");
  if (style != DEFAULT_STYLE)
    written += snprintf(tag + written, size - (size_t)written, " type=\"%s\"", types[style]);
  char *labels = style == EXAMPLE ? example_labels(list) : NULL;
  // Labels too many for the tag are left out: the list is still numbered, a later chapter's reference to it is not.
  if (labels && (size_t)written + strlen(labels) + 128 < size)
    written += snprintf(tag + written, size - (size_t)written, " data-example-labels=\"%s\"", labels);
  free(labels);
  snprintf(tag + written, size - (size_t)written, " data-sourcepos=\"%d:%d-%d:%d\">", cmark_node_get_start_line(list),
           cmark_node_get_start_column(list), cmark_node_get_end_line(list), cmark_node_get_end_column(list));
}

/// `list`'s items moved into a CUSTOM_BLOCK that writes pandoc's tag; a tight list's paragraphs become inlines that
/// write nothing but their text (an item of cmark-gfm's own list is made the extension's, to hold them).
static void rewrite(cmark_syntax_extension *self, cmark_node *list, int start) {
  char tag[4096];
  write_tag(tag, sizeof tag, self, list, start);
  bool tight = cmark_node_get_list_tight(list);
  cmark_node *block = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, cmark_get_default_mem_allocator());
  cmark_node_set_syntax_extension(block, self);
  cmark_node_set_user_data(block, (void *)&ordered_list_mark);
  cmark_node_set_on_enter(block, tag);
  cmark_node_set_on_exit(block, "</ol>");
  cmark_node_insert_before(list, block);
  while (cmark_node_first_child(list)) {
    cmark_node *item = cmark_node_first_child(list);
    cmark_node_append_child(block, item);
    cmark_node_set_syntax_extension(item, self);
    for (cmark_node *child = cmark_node_first_child(item); tight && child; child = cmark_node_next(child))
      if (cmark_node_get_type(child) == CMARK_NODE_PARAGRAPH && cmark_node_set_type(child, CMARK_NODE_CUSTOM_INLINE)) {
        cmark_node_set_on_enter(child, "");
        cmark_node_set_on_exit(child, "");
      }
  }
  cmark_node_free(list);
}

static void number_references(cmark_syntax_extension *self, struct gathered *lists, struct gathered *references) {
  for (size_t index = 0; index < references->count; index++) {
    const char *label = cmark_node_get_string_content(references->nodes[index]);
    int number = label ? example_number(lists, self, label) : 0;
    // A found label is kept for the build, which numbers examples through the whole book; one the chapter lacks
    // stays the text it was (`@fig:one` is pandoc-crossref's, read from the text later; the build finds a label of
    // another chapter's there).
    char text[512];
    if (number > 0) {
      snprintf(text, sizeof text, "<span data-example-ref=\"%s\">%d", label, number);
      cmark_node_set_on_exit(references->nodes[index], "</span>");
    } else {
      snprintf(text, sizeof text, "@%s", label ? label : "");
      cmark_node_set_on_exit(references->nodes[index], "");
    }
    cmark_node_set_on_enter(references->nodes[index], text);
  }
}

static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  (void)parser;
  struct gathered lists, references;
  lists.nodes = epubbuild_gather(document, is_ordered_list, self, &lists.count);
  references.nodes = epubbuild_gather(document, is_reference, self, &references.count);
  number_references(self, &lists, &references);
  int examples = 0;
  for (size_t index = 0; index < lists.count; index++) {
    cmark_node *list = lists.nodes[index];
    int style = DECIMAL, delimiter = PERIOD, start = cmark_node_get_list_start(list);
    if (is_ours(self, list, CMARK_NODE_LIST))
      style_of(list, &style, &delimiter);
    if (style == EXAMPLE) {
      start = examples + 1;
      for (cmark_node *item = cmark_node_first_child(list); item; item = cmark_node_next(item))
        examples++;
    }
    rewrite(self, list, start);
  }
  free(lists.nodes);
  free(references.nodes);
  return document;
}

cmark_syntax_extension *epubbuild_ordered_lists_extension(unsigned flags) {
  // "@label" references are read with example lists only.
  return epubbuild_make_extension((epubbuild_extension_functions){.name = "epubbuild-ordered-lists",
                                                                  .private_data = (void *)(uintptr_t)flags,
                                                                  .open = open_item,
                                                                  .match = continues,
                                                                  .can_contain = can_contain,
                                                                  .postprocess = postprocess,
                                                                  .match_inline = flags & 2 ? match_reference : NULL,
                                                                  .special = '@'});
}
