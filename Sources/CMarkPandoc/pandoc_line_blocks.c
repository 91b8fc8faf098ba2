// pandoc Markdown's line blocks (pandoc manual, "Line blocks"): lines that start with "|" and a space, at the start
// of their block (not indented), keep their line breaks and their leading spaces; a line that starts with a space
// continues the line before it; "|" alone is an empty line. pandoc's HTML writer makes one
// `<div class="line-block">` with `<br />` between the lines and each leading space a non-breaking one.
//
// A cmark-gfm block extension through the public API alone. The block is a CUSTOM_BLOCK that takes each of its lines
// whole (so nothing in a line, "# x" or "- x", opens a block) and keeps each as a child of its own, not open, whose
// string content is the line's text: pandoc reads each line's inlines on their own, so emphasis never spans two
// lines, and the inline phase reads each child so. Afterwards (postprocess) each line becomes an inline that writes
// nothing but its inlines, a line break between two lines.
//
// While it is read the block is typed a block quote: cmark-gfm marks the block that takes a line as ending with a
// blank line when nothing is left of that line to read, and a list whose item ends so is loose; a block quote's
// lines are never counted blank (blocks.c, add_text_to_container), as a line block's should not be. The
// postprocess step makes it a CUSTOM_BLOCK again.
//
// No process-wide state: the block and its lines are told apart by their user data, the address of a constant.

#include "CMarkPandoc.h"
#include "pandoc_nodes.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static const char block_mark = 0, line_mark = 0;

static bool is_ours(cmark_syntax_extension *self, cmark_node *node, const char *mark) {
  return node && cmark_node_get_syntax_extension(node) == self && cmark_node_get_user_data(node) == mark;
}

static bool is_line_end(unsigned char c) { return c == 0 || c == '\n' || c == '\r'; }

static bool is_space(unsigned char c) { return c == ' ' || c == '\t'; }

/// The end of the line's text from `offset`, trailing spaces left out.
static int text_end(const unsigned char *input, int len, int offset) {
  int end = offset;
  while (end < len && !is_line_end(input[end]))
    end++;
  while (end > offset && is_space(input[end - 1]))
    end--;
  return end;
}

/// Whether the line at `offset` is one of a line block's: "|" then a space, or nothing but spaces to the line's end.
static bool starts_line(const unsigned char *input, int len, int offset) {
  return offset < len && input[offset] == '|' &&
         ((offset + 1 < len && input[offset + 1] == ' ') || text_end(input, len, offset + 1) == offset + 1);
}

/// Moves the parser to the line's end: the whole line is the block's.
static void take_line(cmark_parser *parser, unsigned char *input, int len) {
  int end = cmark_parser_get_offset(parser);
  while (end < len && !is_line_end(input[end]))
    end++;
  cmark_parser_advance_offset(parser, (const char *)input, end - cmark_parser_get_offset(parser), 0);
}

/// `content` followed by `text[0..<length]`, after `separator` and `spaces` non-breaking spaces, as a new C string.
static char *joined(const char *content, const char *separator, int spaces, const unsigned char *text, int length) {
  size_t had = content ? strlen(content) : 0, between = strlen(separator);
  char *result = malloc(had + between + (size_t)spaces * 2 + (size_t)length + 1);
  if (!result)
    return NULL;
  char *out = result;
  memcpy(out, content ? content : "", had);
  out += had;
  memcpy(out, separator, between);
  out += between;
  for (int index = 0; index < spaces; index++, out += 2)
    memcpy(out, "\xC2\xA0", 2);
  memcpy(out, text, (size_t)length);
  out[length] = 0;
  return result;
}

/// Appends the line at the parser's offset ("| text") to `block` as a line of its own.
static void add_line(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *block, unsigned char *input,
                     int len) {
  int offset = cmark_parser_get_offset(parser) + 1;
  // "|" and one space, then each space or tab a non-breaking space.
  offset += offset < len && is_space(input[offset]);
  int spaces = 0;
  while (offset + spaces < len && is_space(input[offset + spaces]))
    spaces++;
  int end = text_end(input, len, offset + spaces);
  if (end == offset + spaces)
    spaces = 0;
  char *content = joined(NULL, "", spaces, input + offset + spaces, end - offset - spaces);
  cmark_node *line = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, cmark_get_default_mem_allocator());
  if (!content || !line) {
    free(content);
    if (line)
      cmark_node_free(line);
    return;
  }
  cmark_node_set_syntax_extension(line, self);
  cmark_node_set_user_data(line, (void *)&line_mark);
  cmark_node_set_string_content(line, content);
  free(content);
  cmark_node_append_child(block, line);
  take_line(parser, input, len);
}

/// Appends the continuation line at the parser's offset (" text") to the block's last line.
static void continue_line(cmark_node *block, cmark_parser *parser, unsigned char *input, int len) {
  cmark_node *line = cmark_node_last_child(block);
  int offset = cmark_parser_get_first_nonspace(parser);
  char *content = joined(cmark_node_get_string_content(line), "\n", 0, input + offset,
                         text_end(input, len, offset) - offset);
  if (content)
    cmark_node_set_string_content(line, content);
  free(content);
  take_line(parser, input, len);
}

static cmark_node *open_block(cmark_syntax_extension *self, int indented, cmark_parser *parser, cmark_node *parent,
                              unsigned char *input, int len) {
  // pandoc: "|" at the block's first column, not after a paragraph's line (which it continues).
  int offset = cmark_parser_get_first_nonspace(parser), end = text_end(input, len, offset);
  if (indented || cmark_parser_get_indent(parser) > 0 || cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH ||
      !starts_line(input, len, offset))
    return NULL;
  cmark_node *block = cmark_parser_add_child(parser, parent, CMARK_NODE_BLOCK_QUOTE,
                                             cmark_parser_get_first_nonspace_column(parser));
  cmark_node_set_syntax_extension(block, self);
  cmark_node_set_user_data(block, (void *)&block_mark);
  // The first line may be a pipe table's header row ("| a | b |", or "| a | b"): it is kept as written, for the table.
  if (end > offset + 1) {
    char *header = malloc((size_t)(end - offset) + 2);
    if (header) {
      memcpy(header, input + offset, (size_t)(end - offset));
      memcpy(header + end - offset, "\n", 2);
      cmark_node_set_string_content(block, header);
    }
    free(header);
  }
  add_line(self, parser, block, input, len);
  return block;
}

/// Whether the line at `offset` may be a pipe table's delimiter row ("|---|:--:|"); the table extension decides.
static bool is_delimiter_row(const unsigned char *input, int len, int offset) {
  bool dash = false;
  for (int end = text_end(input, len, offset); offset < end; offset++) {
    if (input[offset] == 0 || !strchr("-:| \t", input[offset]))
      return false;
    dash |= input[offset] == '-';
  }
  return dash;
}

/// pandoc reads a pipe table before a line block, and this parser cannot look ahead: a block of one line that may be
/// a table's header row (kept as its string content), followed by a delimiter row, becomes the paragraph that
/// cmark-gfm's table extension, asked about this line next, makes a table of.
static bool yields_to_table(cmark_node *block, unsigned char *input, int len, int offset) {
  const char *header = cmark_node_get_string_content(block);
  cmark_node *line = cmark_node_first_child(block);
  if (!header || !*header || !line || cmark_node_next(line) || !is_delimiter_row(input, len, offset))
    return false;
  cmark_node_free(line);
  cmark_node_set_syntax_extension(block, NULL);
  cmark_node_set_user_data(block, NULL);
  return cmark_node_set_type(block, CMARK_NODE_PARAGRAPH);
}

/// A line block goes on over its "|" lines and lines that start with a space (continuations); a blank line or any
/// other ends it.
static int continues(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                     cmark_node *block) {
  if (cmark_parser_is_blank(parser))
    return 0;
  int offset = cmark_parser_get_offset(parser);
  if (cmark_parser_get_indent(parser) < 4 && yields_to_table(block, input, len, cmark_parser_get_first_nonspace(parser)))
    return 1;
  if (cmark_parser_get_indent(parser) == 0 && starts_line(input, len, offset)) {
    add_line(self, parser, block, input, len);
    return 1;
  }
  if (offset < len && input[offset] == ' ' && cmark_node_last_child(block)) {
    continue_line(block, parser, input, len);
    return 1;
  }
  return 0;
}

static int holds_inlines(cmark_syntax_extension *self, cmark_node *node) { return is_ours(self, node, &line_mark); }

static int can_contain(cmark_syntax_extension *self, cmark_node *node, cmark_node_type child) {
  (void)node;
  (void)self;
  return child == CMARK_NODE_CUSTOM_BLOCK || (child & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_INLINE;
}

/// The block a CUSTOM_BLOCK again, its lines inline wrappers that write nothing of their own, a line break between
/// two. (A line node stays: its inlines' text points into its string content, which freeing it would free.)
static void join_lines(cmark_node *block) {
  cmark_mem *memory = cmark_get_default_mem_allocator();
  for (cmark_node *line = cmark_node_first_child(block); line; line = cmark_node_next(line)) {
    if (!cmark_node_set_type(line, CMARK_NODE_CUSTOM_INLINE))
      continue;
    cmark_node_set_on_enter(line, "");
    cmark_node_set_on_exit(line, "");
    if (cmark_node_next(line)) {
      cmark_node *line_break = cmark_node_new_with_mem(CMARK_NODE_LINEBREAK, memory);
      cmark_node_insert_after(line, line_break);
      line = line_break;
    }
  }
  cmark_node_set_type(block, CMARK_NODE_CUSTOM_BLOCK);
  cmark_node_set_on_enter(block, "<div class=\"line-block\">");
  cmark_node_set_on_exit(block, "</div>");
}

static bool is_block(cmark_node *node, void *self) { return is_ours(self, node, &block_mark); }

static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  (void)parser;
  size_t count;
  cmark_node **blocks = epubbuild_gather(document, is_block, self, &count);
  for (size_t index = 0; index < count; index++)
    join_lines(blocks[index]);
  free(blocks);
  return document;
}

cmark_syntax_extension *epubbuild_line_blocks_extension(void) {
  return epubbuild_make_extension((epubbuild_extension_functions){.name = "epubbuild-line-blocks",
                                                              .open = open_block,
                                                              .match = continues,
                                                              .can_contain = can_contain,
                                                              .holds_inlines = holds_inlines,
                                                              .postprocess = postprocess});
}
