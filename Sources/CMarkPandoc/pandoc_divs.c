// pandoc Markdown's fenced divs (pandoc manual, "Divs and Spans"): "::: warning" or "::: {#id .class key=value}" opens
// one, a line of three or more colons alone closes the innermost open one, and they nest. A cmark-gfm block extension
// through the public API alone: the div is a CUSTOM_BLOCK whose on_enter is its "<div …>" tag, holding the blocks
// between its fences, which cmark-gfm parses as anywhere else.
//
// cmark-gfm asks an open block's extension whether each line continues it, outermost block first, before the
// blocks inside. A closing fence belongs to a div only when nothing open inside it takes the line first: a fenced
// code block or an HTML block (open while cmark-gfm still collects its lines as string content, which it empties
// when it closes the block) or a div not yet closed (marked closed, through its user data, when its fence closes it).
// No process-wide state: the mark is the address of a constant.

#include "CMarkPandoc.h"
#include "pandoc_nodes.h"
#include "pandoc_attributes.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char closed_mark = 0;

static bool is_space(unsigned char c) { return c == ' ' || c == '\t'; }

static bool is_line_end(unsigned char c) { return c == 0 || c == '\n' || c == '\r'; }

/// The number of colons at `offset`, when there are three or more (a fence), else 0.
static int fence_length(const unsigned char *input, int len, int offset) {
  int colons = 0;
  while (offset + colons < len && input[offset + colons] == ':')
    colons++;
  return colons >= 3 ? colons : 0;
}

/// Whether the rest of the line from `offset` is spaces and colons only (a fence's optional closing colons).
static bool only_colons_left(const unsigned char *input, int len, int offset) {
  for (; offset < len && !is_line_end(input[offset]); offset++)
    if (!is_space(input[offset]) && input[offset] != ':')
      return false;
  return true;
}

/// Moves the parser past the rest of the line (a fence's), up to its line end.
static void skip_line(cmark_parser *parser, unsigned char *input, int len) {
  int end = cmark_parser_get_offset(parser);
  while (end < len && !is_line_end(input[end]))
    end++;
  cmark_parser_advance_offset(parser, (const char *)input, end - cmark_parser_get_offset(parser), 0);
}

static bool is_closing_fence(const unsigned char *input, int len, int offset) {
  int colons = fence_length(input, len, offset);
  return colons > 0 && only_colons_left(input, len, offset + colons);
}

/// The attributes of an opening fence at `offset`, as the range [start, end) of `input`: pandoc's braces' inside, or
/// one word (a class); false when the line is no opening fence.
static bool opening_attributes(const unsigned char *input, int len, int offset, int *start, int *end) {
  int colons = fence_length(input, len, offset);
  if (colons == 0)
    return false;
  offset += colons;
  while (offset < len && is_space(input[offset]))
    offset++;
  if (offset < len && input[offset] == '{') {
    const unsigned char *close = memchr(input + offset, '}', (size_t)(len - offset));
    if (!close)
      return false;
    *start = offset + 1;
    *end = (int)(close - input);
    return only_colons_left(input, len, *end + 1);
  }
  *start = offset;
  while (offset < len && !is_line_end(input[offset]) && !is_space(input[offset]) && input[offset] != ':' &&
         input[offset] != '{')
    offset++;
  *end = offset;
  return *end > *start && only_colons_left(input, len, offset);
}

static cmark_node *open_div(cmark_syntax_extension *self, int indented, cmark_parser *parser, cmark_node *parent,
                            unsigned char *input, int len) {
  int start, end;
  int offset = cmark_parser_get_first_nonspace(parser);
  // A div starts after a blank line (a paragraph's line of colons is text), and has attributes.
  if (indented || cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH ||
      !opening_attributes(input, len, offset, &start, &end))
    return NULL;
  bool braced = start > 0 && input[start - 1] == '{';
  char *attributes = braced ? epubbuild_html_attributes(input + start, end - start, false) : NULL;
  char *tag = malloc((size_t)(end - start) * 6 + (attributes ? strlen(attributes) : 0) + 64);
  if (!tag || (braced && !attributes)) {
    free(tag);
    free(attributes);
    return NULL;
  }
  if (braced) {
    sprintf(tag, "<div%s>", attributes);
  } else {
    char *out = tag + sprintf(tag, "<div class=\"");
    out = epubbuild_append_escaped(out, input + start, end - start);
    strcpy(out, "\">");
  }
  free(attributes);
  cmark_node *div =
      cmark_parser_add_child(parser, parent, CMARK_NODE_CUSTOM_BLOCK, cmark_parser_get_first_nonspace_column(parser));
  cmark_node_set_syntax_extension(div, self);
  cmark_node_set_on_enter(div, tag);
  cmark_node_set_on_exit(div, "</div>");
  free(tag);
  skip_line(parser, input, len);
  return div;
}

/// Whether a block still open inside `div` takes a closing fence's line before `div` may.
static bool inside_takes_line(cmark_syntax_extension *self, cmark_node *div) {
  for (cmark_node *node = cmark_node_last_child(div); node; node = cmark_node_last_child(node)) {
    cmark_node_type type = cmark_node_get_type(node);
    if (cmark_node_get_syntax_extension(node) == self && type == CMARK_NODE_CUSTOM_BLOCK &&
        cmark_node_get_user_data(node) != &closed_mark)
      return true;
    const char *content = cmark_node_get_string_content(node);
    if ((type == CMARK_NODE_CODE_BLOCK || type == CMARK_NODE_HTML_BLOCK) && content && *content)
      return true;
  }
  return false;
}

static int continues_div(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                         cmark_node *div) {
  if (!is_closing_fence(input, len, cmark_parser_get_first_nonspace(parser)) || inside_takes_line(self, div))
    return 1;
  cmark_node_set_user_data(div, (void *)&closed_mark);
  skip_line(parser, input, len);
  return 0;
}

static int can_contain(cmark_syntax_extension *self, cmark_node *node, cmark_node_type child) {
  (void)self;
  (void)node;
  return (child & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_BLOCK && child != CMARK_NODE_ITEM;
}

cmark_syntax_extension *epubbuild_fenced_divs_extension(void) {
  return epubbuild_make_extension((epubbuild_extension_functions){
      .name = "epubbuild-fenced-divs", .open = open_div, .match = continues_div, .can_contain = can_contain});
}
