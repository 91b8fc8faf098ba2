// pandoc Markdown's raw attribute (pandoc manual, "Extension: raw_attribute"): a fenced code block whose info string
// is "{=FORMAT}", or a code span followed at once by "{=FORMAT}", is raw content of that format. A code span followed
// by other attributes, "`x = 1`{#id .haskell}", has them ("Extension: inline_code_attributes"), as pandoc's HTML
// writer writes them. pandoc's EPUB writer
// passes HTML's (html, html4, html5) and EPUB's (epub, epub3) as they are and leaves out every other format; so does
// this extension, marking what it leaves out for the caller to tell the author (`epubbuild_dropped_raw_format`).
//
// A cmark-gfm extension through the public API alone: a code block is retyped after parsing (postprocess), keeping
// its source position, as an HTML block or as an empty CUSTOM_BLOCK; a code span when the "{" after it is read, as
// inline HTML or an empty CUSTOM_INLINE. Retyping frees the code node's own strings (cmark_node_set_type), so its
// text is copied first. No process-wide state: a node left out is marked by its user data, the address of a constant,
// and keeps its format as its string content.

#include "CMarkPandoc.h"
#include "pandoc_attributes.h"
#include "pandoc_nodes.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char dropped_mark = 0;

static bool is_format_character(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

/// The length of "{=FORMAT}" (spaces allowed inside the braces) at the start of `text`, or 0; the format's start and
/// length in `*start` and `*length`.
static int raw_attribute(const unsigned char *text, int len, int *start, int *length) {
  int offset = 0;
  if (len < 4 || text[offset++] != '{')
    return 0;
  while (offset < len && text[offset] == ' ')
    offset++;
  if (offset >= len || text[offset++] != '=')
    return 0;
  *start = offset;
  while (offset < len && is_format_character(text[offset]))
    offset++;
  *length = offset - *start;
  while (offset < len && text[offset] == ' ')
    offset++;
  return *length > 0 && offset < len && text[offset] == '}' ? offset + 1 : 0;
}

/// Whether pandoc's EPUB writer writes raw content of `format` (its HTML writer's `isRawHtml`, and EPUB's own).
static bool is_written(const unsigned char *format, int length) {
  static const char *const written[] = {"html", "html4", "html5", "epub", "epub3"};
  for (size_t index = 0; index < sizeof written / sizeof *written; index++)
    if ((int)strlen(written[index]) == length && memcmp(written[index], format, (size_t)length) == 0)
      return true;
  return false;
}

/// `node` (a code block or span) as raw content of `format`: HTML when it is written, else nothing, marked.
static void make_raw(cmark_node *node, const unsigned char *format, int length, bool block) {
  char *name = malloc((size_t)length + 1);
  const char *literal = cmark_node_get_literal(node);
  char *text = strdup(literal ? literal : "");
  if (!name || !text) {
    free(name);
    free(text);
    return;
  }
  memcpy(name, format, (size_t)length);
  name[length] = 0;
  if (is_written(format, length)) {
    if (cmark_node_set_type(node, block ? CMARK_NODE_HTML_BLOCK : CMARK_NODE_HTML_INLINE))
      cmark_node_set_literal(node, text);
  } else if (cmark_node_set_type(node, block ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE)) {
    cmark_node_set_on_enter(node, "");
    cmark_node_set_on_exit(node, "");
    cmark_node_set_user_data(node, (void *)&dropped_mark);
    cmark_node_set_string_content(node, name);
  }
  free(name);
  free(text);
}

/// `code` (a code span) as `<code ATTRIBUTES>…</code>`, inline HTML: the attributes are `text[0..<end]`, inside the
/// braces. False when memory runs out (the span is then left as it is).
static bool give_attributes(cmark_node *code, const unsigned char *text, int end) {
  char *attributes = epubbuild_html_attributes(text, end, false);
  const char *literal = cmark_node_get_literal(code);
  size_t length = literal ? strlen(literal) : 0;
  // Escaping makes a character at most six ("&quot;").
  char *html = attributes ? malloc(strlen(attributes) + 6 * length + 16) : NULL;
  if (!html) {
    free(attributes);
    return false;
  }
  char *out = html + sprintf(html, "<code%s>", attributes);
  out = epubbuild_append_escaped(out, (const unsigned char *)(literal ? literal : ""), (int)length);
  strcpy(out, "</code>");
  free(attributes);
  bool done = cmark_node_set_type(code, CMARK_NODE_HTML_INLINE) && cmark_node_set_literal(code, html);
  free(html);
  return done;
}

/// "`code`{=FORMAT}": the "{" right after a code span makes the span raw content; "`code`{.python}" gives it
/// attributes (`flags` 2). The braces are consumed.
static cmark_node *match(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                         unsigned char character, cmark_inline_parser *inline_parser) {
  (void)parser;
  unsigned flags = (unsigned)(uintptr_t)cmark_syntax_extension_get_private(self);
  int offset = cmark_inline_parser_get_offset(inline_parser);
  cmark_node *code = cmark_node_last_child(parent);
  if (character != '{' || !code || cmark_node_get_type(code) != CMARK_NODE_CODE || offset == 0 ||
      cmark_inline_parser_peek_at(inline_parser, offset - 1) != '`')
    return NULL;
  unsigned char attribute[80];
  int len = 0;
  while (len < (int)sizeof attribute && cmark_inline_parser_peek_at(inline_parser, offset + len) != 0) {
    attribute[len] = cmark_inline_parser_peek_at(inline_parser, offset + len);
    len++;
  }
  int start, length, end = (flags & 1) ? raw_attribute(attribute, len, &start, &length) : 0;
  if (end > 0) {
    make_raw(code, attribute + start, length, false);
  } else {
    // The inside of the braces, up to the first "}" (an attribute value holds none).
    const unsigned char *close = memchr(attribute, '}', (size_t)len);
    int inside = close ? (int)(close - attribute) - 1 : -1;
    if (!(flags & 2) || inside < 0 || !epubbuild_are_attributes(attribute + 1, inside) ||
        !give_attributes(code, attribute + 1, inside))
      return NULL;
    end = inside + 2;
  }
  cmark_inline_parser_set_offset(inline_parser, offset + end);
  cmark_node *nothing = cmark_node_new_with_mem(CMARK_NODE_TEXT, cmark_get_default_mem_allocator());
  cmark_node_set_literal(nothing, "");
  return nothing;
}

static bool is_code_block(cmark_node *node, void *context) {
  (void)context;
  return cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK;
}

static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  (void)parser;
  if (!((unsigned)(uintptr_t)cmark_syntax_extension_get_private(self) & 1))
    return document;
  size_t count;
  cmark_node **blocks = epubbuild_gather(document, is_code_block, NULL, &count);
  for (size_t index = 0; index < count; index++) {
    const char *info = cmark_node_get_fence_info(blocks[index]);
    int start, length, len = info ? (int)strlen(info) : 0;
    while (len > 0 && (info[len - 1] == ' ' || info[len - 1] == '\t'))
      len--;
    if (info && len > 0 && raw_attribute((const unsigned char *)info, len, &start, &length) == len)
      make_raw(blocks[index], (const unsigned char *)info + start, length, true);
  }
  free(blocks);
  return document;
}

const char *epubbuild_dropped_raw_format(cmark_node *node) {
  return cmark_node_get_user_data(node) == &dropped_mark ? cmark_node_get_string_content(node) : NULL;
}

cmark_syntax_extension *epubbuild_raw_attribute_extension(unsigned flags) {
  return epubbuild_make_extension((epubbuild_extension_functions){.name = "epubbuild-raw-attribute",
                                                                  .private_data = (void *)(uintptr_t)flags,
                                                                  .match_inline = match,
                                                                  .special = '{',
                                                                  .postprocess = postprocess});
}
