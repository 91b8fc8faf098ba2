// pandoc Markdown's definition lists (pandoc manual, "Definition lists"): a one-line term, then one or more
// definitions, each starting with ":" or "~" and a space, its later lines indented four spaces. A blank line between
// the term and its definition makes the definition's text paragraphs (loose); without one it is bare text (compact).
// A cmark-gfm block extension through the public API alone: <dl>, <dt> and <dd> are CUSTOM_BLOCKs.
//
// The parser reads line by line and cannot look ahead, so a term is recognised when its definition's marker comes:
// the paragraph just read (still open, or the last block before a blank line) becomes the term, moved into a list.
// In a compact list the next term's line was read as a lazy continuation of the definition before (pandoc's test
// suite: "apple / :   red fruit / orange / :   orange fruit"): a marker after a definition of two or more lines takes
// its last line as the new term. A list that closed before its next term (a loose one) is joined with the one that
// term opens afterwards.
//
// No process-wide state: each node's role is told by its user data, the address of one of these constants.

#include "CMarkPandoc.h"
#include "pandoc_nodes.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static const char list_mark = 0, list_after_blank_mark = 0, term_mark = 0, compact_mark = 0, loose_mark = 0;

static bool is_ours(cmark_syntax_extension *self, cmark_node *node, const char *mark) {
  return node && cmark_node_get_syntax_extension(node) == self &&
         cmark_node_get_type(node) == CMARK_NODE_CUSTOM_BLOCK &&
         cmark_node_get_user_data(node) == mark;
}

/// A list is marked, while it reads blank lines, as one after a blank line: a definition then is loose.
static bool is_list(cmark_syntax_extension *self, cmark_node *node) {
  return is_ours(self, node, &list_mark) || is_ours(self, node, &list_after_blank_mark);
}

static bool is_blank_line(const unsigned char *input, int len, int offset) {
  for (; offset < len; offset++)
    if (input[offset] != ' ' && input[offset] != '\t' && input[offset] != '\n' && input[offset] != '\r')
      return false;
  return true;
}

/// The width of a definition marker at `offset` (":" or "~", then spaces or a tab, then text), or 0.
static int marker_width(const unsigned char *input, int len, int offset) {
  if (offset >= len || (input[offset] != ':' && input[offset] != '~'))
    return 0;
  int width = 1;
  while (offset + width < len && (input[offset + width] == ' ' || input[offset + width] == '\t'))
    width++;
  return width > 1 && !is_blank_line(input, len, offset + width) ? width : 0;
}

/// Whether the paragraph `node` holds one line (a term).
static bool is_one_line(cmark_node *node) {
  const char *content = cmark_node_get_string_content(node);
  if (!content || !*content)
    return false;
  const char *newline = strchr(content, '\n');
  return !newline || newline[1] == 0;
}

static cmark_node *make(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *parent, const char *mark,
                        const char *enter, const char *exit) {
  cmark_node *node =
      cmark_parser_add_child(parser, parent, CMARK_NODE_CUSTOM_BLOCK, cmark_parser_get_first_nonspace_column(parser));
  cmark_node_set_syntax_extension(node, self);
  cmark_node_set_user_data(node, (void *)mark);
  cmark_node_set_on_enter(node, enter);
  cmark_node_set_on_exit(node, exit);
  return node;
}

/// `paragraph` as the term of a list (a new one after it, which it moves into).
static cmark_node *term_list(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *paragraph) {
  cmark_node *list = make(self, parser, cmark_node_parent(paragraph), &list_mark, "<dl>", "</dl>");
  cmark_node_append_child(list, paragraph);
  cmark_node_set_type(paragraph, CMARK_NODE_CUSTOM_BLOCK);
  cmark_node_set_syntax_extension(paragraph, self);
  cmark_node_set_user_data(paragraph, (void *)&term_mark);
  cmark_node_set_on_enter(paragraph, "<dt>");
  cmark_node_set_on_exit(paragraph, "</dt>");
  return list;
}

/// In an open list after a compact definition of several lines: its last line, read lazily, as the next term.
static void split_term(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *list) {
  cmark_node *last = cmark_node_last_child(cmark_node_last_child(list));
  if (!last || cmark_node_get_type(last) != CMARK_NODE_PARAGRAPH || is_one_line(last))
    return;
  char *content = strdup(cmark_node_get_string_content(last));
  if (!content)
    return;
  size_t length = strlen(content);
  while (length > 0 && content[length - 1] == '\n')
    content[--length] = 0;
  char *newline = strrchr(content, '\n');
  if (!newline) {
    free(content);
    return;
  }
  cmark_node *term = make(self, parser, list, &term_mark, "<dt>", "</dt>");
  cmark_node_set_string_content(term, newline + 1);
  newline[1] = 0;
  cmark_node_set_string_content(last, content);
  free(content);
}

static cmark_node *open_definition(cmark_syntax_extension *self, int indented, cmark_parser *parser,
                                   cmark_node *parent, unsigned char *input, int len) {
  int offset = cmark_parser_get_first_nonspace(parser);
  int width = indented ? 0 : marker_width(input, len, offset);
  if (width == 0)
    return NULL;
  cmark_node *list = NULL;
  bool loose = false;
  if (cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH) {
    if (!is_one_line(parent))
      return NULL;
    list = term_list(self, parser, parent);
  } else if (is_list(self, parent)) {
    split_term(self, parser, parent);
    list = parent;
    loose = cmark_node_get_user_data(parent) == &list_after_blank_mark;
    cmark_node_set_user_data(parent, (void *)&list_mark);
  } else {
    cmark_node *last = cmark_node_last_child(parent);
    if (!last || cmark_node_get_type(last) != CMARK_NODE_PARAGRAPH || !is_one_line(last))
      return NULL;
    list = term_list(self, parser, last);
    loose = true;
  }
  cmark_node *definition = make(self, parser, list, loose ? &loose_mark : &compact_mark, "<dd>", "</dd>");
  cmark_parser_advance_offset(parser, (const char *)input, offset + width - cmark_parser_get_offset(parser), 0);
  return definition;
}

/// A list goes on over blank lines, definitions and indented lines; a definition over blank and indented lines
/// (the indentation is its own).
static int continues(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                     cmark_node *container) {
  int offset = cmark_parser_get_first_nonspace(parser);
  bool blank = is_blank_line(input, len, offset);
  int indent = cmark_parser_get_first_nonspace_column(parser) - cmark_parser_get_column(parser);
  if (is_list(self, container)) {
    // The mark stays until the definition's marker has read it.
    bool marker = !blank && indent < 4 && marker_width(input, len, offset) > 0;
    if (blank || !marker)
      cmark_node_set_user_data(container, (void *)(blank ? &list_after_blank_mark : &list_mark));
    return blank || indent >= 4 || marker;
  }
  if (blank)
    return 1;
  if (indent < 4)
    return 0;
  cmark_parser_advance_offset(parser, (const char *)input, 4, 1);
  return 1;
}

static int holds_inlines(cmark_syntax_extension *self, cmark_node *node) {
  return is_ours(self, node, &term_mark);
}

static int can_contain(cmark_syntax_extension *self, cmark_node *node, cmark_node_type child) {
  if (is_ours(self, node, &term_mark))
    return (child & CMARK_NODE_TYPE_MASK) != CMARK_NODE_TYPE_BLOCK;
  return (child & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_BLOCK && child != CMARK_NODE_ITEM;
}

/// A compact definition's paragraph loses its <p>; a list that follows another directly joins it.
static bool picks_list(cmark_node *node, void *self) { return is_list(self, node); }

static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  (void)parser;
  cmark_iter *iterator = cmark_iter_new(document);
  while (cmark_iter_next(iterator) != CMARK_EVENT_DONE) {
    cmark_node *node = cmark_iter_get_node(iterator);
    if (cmark_iter_get_event_type(iterator) != CMARK_EVENT_EXIT)
      continue;
    // A definition that goes on after a blank line (a second paragraph, a code block) is loose whatever came before
    // it, as pandoc reads it (its raw definition then ends with a blank line: every paragraph is a Para).
    bool single = cmark_node_first_child(node) == cmark_node_last_child(node);
    if (is_ours(self, node, &compact_mark) && single) {
      for (cmark_node *child = cmark_node_first_child(node); child; child = cmark_node_next(child))
        if (cmark_node_get_type(child) == CMARK_NODE_PARAGRAPH && cmark_node_set_type(child, CMARK_NODE_CUSTOM_BLOCK))
          cmark_node_set_on_enter(child, "");
    }
  }
  cmark_iter_free(iterator);
  // The lists, gathered first: joining them changes the tree, which an iterator must not see.
  size_t count;
  cmark_node **lists = epubbuild_gather(document, picks_list, self, &count);
  for (size_t index = 0; index < count; index++) {
    cmark_node *previous = cmark_node_previous(lists[index]);
    if (!is_list(self, previous))
      continue;
    while (cmark_node_first_child(lists[index]))
      cmark_node_append_child(previous, cmark_node_first_child(lists[index]));
    cmark_node_free(lists[index]);
  }
  free(lists);
  return document;
}

cmark_syntax_extension *epubbuild_definition_lists_extension(void) {
  return epubbuild_make_extension((epubbuild_extension_functions){.name = "epubbuild-definition-lists",
                                                              .open = open_definition,
                                                              .match = continues,
                                                              .can_contain = can_contain,
                                                              .holds_inlines = holds_inlines,
                                                              .postprocess = postprocess});
}
