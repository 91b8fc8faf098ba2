// pandoc Markdown's inline notes, "^[text]" (pandoc manual, "Inline notes"), as a cmark-gfm syntax extension written
// against its public API alone. A note's text is read by the same parser as the chapter: the match makes a paragraph
// whose string content is that text and appends it, inside a block of its own, to the document, where the inline
// phase (which walks the document to its end) reaches it later; its sub- and superscripts, links and nested notes are
// read as anywhere else.
//
// The output is what cmark-gfm writes for "[^1]" and its definition, so that the build's footnote pass treats both
// alike. cmark-gfm numbers its own notes after the inline phase, and its definitions keep their labels in fields the
// public API cannot set, so an inline note cannot be made one of them: the postprocess step, which runs after
// cmark-gfm's numbering, numbers the inline notes after the "[^n]" ones (n + 1, n + 2, … in reading order) and places
// them after those in the list of notes; the footnote pass (FootnoteFormatter) then numbers and lists every note in
// the order it is first referred to, as pandoc does.
//
// No process-wide state: the nodes made carry the extension as their mark and point at each other.

#include "CMarkPandoc.h"
#include "pandoc_nodes.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int backticks_at(cmark_inline_parser *inline_parser, int offset) {
  int run = 0;
  while (cmark_inline_parser_peek_at(inline_parser, offset + run) == '`')
    run++;
  return run;
}

/// The offset just past the code span whose opening run of `run` backticks is at `offset`; with no closing run of as
/// many, just past the opening run (its backticks are text).
static int past_code_span(cmark_inline_parser *inline_parser, int offset, int run) {
  for (int end = offset + run; cmark_inline_parser_peek_at(inline_parser, end) != 0; end++) {
    int closing = backticks_at(inline_parser, end);
    if (closing == run)
      return end + closing;
    end += closing;
  }
  return offset + run;
}

/// The offset of the "]" that closes the note whose "[" is at `open`, or -1: brackets nest, a backslash escapes the
/// character after it, and a code span's brackets do not count.
static int closing_bracket(cmark_inline_parser *inline_parser, int open) {
  int depth = 0;
  for (int offset = open;;) {
    unsigned char c = cmark_inline_parser_peek_at(inline_parser, offset);
    if (c == 0)
      return -1;
    if (c == '`') {
      offset = past_code_span(inline_parser, offset, backticks_at(inline_parser, offset));
      continue;
    }
    if (c == '[')
      depth++;
    else if (c == ']' && --depth == 0)
      return offset;
    offset += c == '\\' && cmark_inline_parser_peek_at(inline_parser, offset + 1) != 0 ? 2 : 1;
  }
}

static cmark_node *document_of(cmark_node *node) {
  while (cmark_node_parent(node))
    node = cmark_node_parent(node);
  return node;
}

static cmark_node *match(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent,
                         unsigned char character, cmark_inline_parser *inline_parser) {
  (void)parser;
  int offset = cmark_inline_parser_get_offset(inline_parser);
  // "[^[": a footnote reference's label, which cmark-gfm's core reads (see pandoc_inlines.c).
  if (character != '^' || cmark_inline_parser_peek_at(inline_parser, offset + 1) != '[' ||
      (offset > 0 && cmark_inline_parser_peek_at(inline_parser, offset - 1) == '['))
    return NULL;
  int close = closing_bracket(inline_parser, offset + 1);
  if (close < 0 || close == offset + 2)
    return NULL;
  size_t length = (size_t)(close - offset - 2);
  char *text = malloc(length + 1);
  if (!text)
    return NULL;
  for (size_t index = 0; index < length; index++)
    text[index] = (char)cmark_inline_parser_peek_at(inline_parser, offset + 2 + (int)index);
  text[length] = 0;
  cmark_mem *memory = cmark_get_default_mem_allocator();
  cmark_node *note = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory);
  cmark_node *paragraph = cmark_node_new_with_mem(CMARK_NODE_PARAGRAPH, memory);
  cmark_node *reference = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, memory);
  cmark_node_set_string_content(paragraph, text);
  free(text);
  cmark_node_append_child(note, paragraph);
  cmark_node_append_child(document_of(parent), note);
  cmark_node_set_syntax_extension(note, self);
  cmark_node_set_syntax_extension(reference, self);
  cmark_node_set_user_data(reference, note);
  cmark_inline_parser_set_offset(inline_parser, close + 1);
  return reference;
}

static void number_reference(cmark_node *reference, int number) {
  char html[160];
  snprintf(html, sizeof html,
           "<sup class=\"footnote-ref\"><a href=\"#fn-inline-%d\" id=\"fnref-inline-%d\" data-footnote-ref>"
           "%d</a></sup>",
           number, number, number);
  cmark_node_set_on_enter(reference, html);
}

/// The note as cmark-gfm writes a definition: a list item whose last paragraph ends with the link back. `opens` and
/// `closes`: whether it is the first and the last of the chapter's notes (no "[^n]" note wrote the list's start).
static void number_note(cmark_node *note, int number, bool opens, bool closes) {
  char html[320];
  snprintf(html, sizeof html, "%s<li id=\"fn-inline-%d\">",
           opens ? "<section class=\"footnotes\" data-footnotes>\n<ol>\n" : "",
           number);
  cmark_node_set_on_enter(note, html);
  cmark_node_set_on_exit(note, closes ? "</li>\n</ol>\n</section>" : "</li>");
  snprintf(html, sizeof html,
           " <a href=\"#fnref-inline-%d\" class=\"footnote-backref\" data-footnote-backref "
           "aria-label=\"Back to content\">\xE2\x86\xA9</a>",
           number);
  cmark_node *backlink = cmark_node_new_with_mem(CMARK_NODE_HTML_INLINE, cmark_get_default_mem_allocator());
  cmark_node_set_literal(backlink, html);
  cmark_node_append_child(cmark_node_last_child(note), backlink);
}

/// A note's reference: an inline of this extension's.
static bool is_reference(cmark_node *node, void *self) {
  return cmark_node_get_syntax_extension(node) == self && cmark_node_get_type(node) == CMARK_NODE_CUSTOM_INLINE;
}

/// Numbers the inline notes after the "[^n]" notes, writes cmark-gfm's footnote HTML around them, and moves each
/// note after the ones before it.
static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  (void)parser;
  int defined = 0;
  for (cmark_node *child = cmark_node_first_child(document); child; child = cmark_node_next(child))
    defined += cmark_node_get_type(child) == CMARK_NODE_FOOTNOTE_DEFINITION;
  size_t gathered;
  cmark_node **references = epubbuild_gather(document, is_reference, self, &gathered);
  int count = (int)gathered;
  for (int index = 0; index < count; index++) {
    cmark_node *note = cmark_node_get_user_data(references[index]);
    number_reference(references[index], defined + index + 1);
    number_note(note, defined + index + 1, defined == 0 && index == 0, defined == 0 && index == count - 1);
    cmark_node_unlink(note);
    cmark_node_append_child(document, note);
  }
  free(references);
  return document;
}

cmark_syntax_extension *epubbuild_inline_notes_extension(void) {
  return epubbuild_make_extension((epubbuild_extension_functions){
      .name = "epubbuild-inline-notes", .match_inline = match, .special = '^', .postprocess = postprocess});
}
