// pandoc Markdown's table captions (pandoc manual, "Tables", extension table_captions): a paragraph starting
// "Table:" or ":" just before a table, or else just after it, is the table's <caption>. Run after the inline phase,
// on the parsed tree: the caption's inlines are moved, as they are, from the paragraph into a <caption> block that
// becomes the table's first child.
//
// GitHub's pipe tables (cmark-gfm's own table extension, whose rendering has no place for a caption) are rebuilt
// first as the blocks pandoc_tables.c makes, written as pandoc writes its tables: each cell's inlines moved over.

#include "CMarkPandoc.h"
#include "pandoc_tables.h"

#include <cmark-gfm-core-extensions.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_gfm(cmark_node *node, const char *type) {
  const char *name = cmark_node_get_type_string(node);
  return name && strcmp(name, type) == 0 && cmark_node_get_syntax_extension(node) &&
         cmark_node_get_syntax_extension(node) == cmark_find_syntax_extension("table");
}

static bool is_table(cmark_node *node) {
  return epubbuild_has_mark(node, &epubbuild_table_marks[TABLE_MARK]) ||
         epubbuild_has_mark(node, &epubbuild_table_marks[OPEN_TABLE_MARK]);
}

/// Gives the inlines under `node` their own copies of their text. cmark-gfm's inline phase leaves a text's
/// literal (and a reference link's destination) pointing into the block it was read from; asking for it makes the
/// node keep a copy of its own, so the block may be freed once its inlines have moved.
static void own_literals(cmark_node *node) {
  cmark_iter *iterator = cmark_iter_new(node);
  while (cmark_iter_next(iterator) != CMARK_EVENT_DONE) {
    cmark_node *inline_node = cmark_iter_get_node(iterator);
    switch (cmark_node_get_type(inline_node)) {
    case CMARK_NODE_TEXT:
    case CMARK_NODE_CODE:
    case CMARK_NODE_HTML_INLINE:
    case CMARK_NODE_FOOTNOTE_REFERENCE:
      cmark_node_get_literal(inline_node);
      break;
    case CMARK_NODE_LINK:
    case CMARK_NODE_IMAGE:
      cmark_node_get_url(inline_node);
      cmark_node_get_title(inline_node);
      break;
    default:
      break;
    }
  }
  cmark_iter_free(iterator);
}

static void move_children(cmark_node *from, cmark_node *to) {
  own_literals(from);
  while (cmark_node_first_child(from))
    if (!cmark_node_append_child(to, cmark_node_first_child(from)))
      cmark_node_free(cmark_node_first_child(from));
}

static void write_sourcepos(char *out, size_t size, const char *tag, cmark_node *node) {
  snprintf(out, size, "<%s data-sourcepos=\"%d:%d-%d:%d\">", tag, cmark_node_get_start_line(node),
           cmark_node_get_start_column(node), cmark_node_get_end_line(node), cmark_node_get_end_column(node));
}

/// One GitHub table row as a row of `table`, in the row group its kind goes to.
static void rebuild_row(cmark_syntax_extension *self, cmark_node *table, cmark_node *gfm_row, const uint8_t *aligns,
                        int columns) {
  bool header = cmark_gfm_extensions_get_table_row_is_header(gfm_row) != 0;
  cmark_node *group = cmark_node_last_child(table);
  const char *wanted = header ? "<thead>" : "<tbody>";
  if (!group || strcmp(cmark_node_get_on_enter(group), wanted) != 0) {
    group = epubbuild_table_block(self, &epubbuild_table_marks[GROUP_MARK], wanted, header ? "</thead>" : "</tbody>");
    if (!group)
      return;
    cmark_node_append_child(table, group);
  }
  int line = cmark_node_get_start_line(gfm_row);
  cmark_node *row = epubbuild_table_row(self, group, header, line, cmark_node_get_start_column(gfm_row),
                                        cmark_node_get_end_column(gfm_row));
  int index = 0;
  for (cmark_node *cell = cmark_node_first_child(gfm_row); row && cell; cell = cmark_node_next(cell), index++) {
    uint8_t align = aligns && index < columns ? aligns[index] : 0;
    char letter = align == 'l' ? 'L' : align == 'r' ? 'R' : align == 'c' ? 'C' : 'D';
    cmark_node *ours = epubbuild_table_cell(self, row, header, letter, "");
    if (ours)
      move_children(cell, ours);
  }
}

/// A GitHub table rebuilt as ours, in its place.
static cmark_node *rebuild(cmark_syntax_extension *self, cmark_node *gfm) {
  char enter[96];
  write_sourcepos(enter, sizeof enter, "table", gfm);
  cmark_node *table = epubbuild_table_block(self, &epubbuild_table_marks[TABLE_MARK], enter, "</table>");
  if (!table)
    return gfm;
  const uint8_t *aligns = cmark_gfm_extensions_get_table_alignments(gfm);
  int columns = cmark_gfm_extensions_get_table_columns(gfm);
  for (cmark_node *row = cmark_node_first_child(gfm); row; row = cmark_node_next(row))
    rebuild_row(self, table, row, aligns, columns);
  if (!cmark_node_insert_before(gfm, table)) {
    cmark_node_free(table);
    return gfm;
  }
  cmark_node_free(gfm);
  return table;
}

/// The length of a caption's marker ("Table:", or a ":" not followed by punctuation: pandoc's isPunctuation, which
/// leaves out symbols such as "$" or "+") at the start of the paragraph `node`, with the spaces after it; 0 when it
/// is no caption.
static size_t caption_marker(cmark_node *node) {
  cmark_node *text = node ? cmark_node_first_child(node) : NULL;
  if (!text || cmark_node_get_type(node) != CMARK_NODE_PARAGRAPH || cmark_node_get_type(text) != CMARK_NODE_TEXT)
    return 0;
  const char *literal = cmark_node_get_literal(text);
  size_t length = 0;
  if (strncmp(literal, "Table:", 6) == 0)
    length = 6;
  else if (literal[0] == ':' && literal[1] != 0 && !strchr("!\"#%&'()*,-./:;?@[\\]_{}", literal[1]))
    length = 1;
  else
    return 0;
  while (literal[length] == ' ' || literal[length] == '\t')
    length++;
  return length;
}

/// The paragraph `paragraph` as the caption of `table`.
static void make_caption(cmark_syntax_extension *self, cmark_node *table, cmark_node *paragraph, size_t marker) {
  char enter[96];
  write_sourcepos(enter, sizeof enter, "caption", paragraph);
  cmark_node *caption = epubbuild_table_block(self, &epubbuild_table_marks[CAPTION_MARK], enter, "</caption>");
  if (!caption)
    return;
  cmark_node *text = cmark_node_first_child(paragraph);
  char *rest = strdup(cmark_node_get_literal(text) + marker);
  if (rest && *rest)
    cmark_node_set_literal(text, rest);
  else
    cmark_node_free(text);
  free(rest);
  // A caption whose first line holds only its marker starts on the next line.
  cmark_node *first = cmark_node_first_child(paragraph);
  if (first && cmark_node_get_type(first) == CMARK_NODE_SOFTBREAK)
    cmark_node_free(first);
  move_children(paragraph, caption);
  cmark_node_prepend_child(table, caption);
  cmark_node_free(paragraph);
}

static void caption(cmark_syntax_extension *self, cmark_node *table) {
  cmark_node *before = cmark_node_previous(table), *after = cmark_node_next(table);
  size_t marker = caption_marker(before);
  if (marker > 0) {
    make_caption(self, table, before, marker);
  } else if ((marker = caption_marker(after)) > 0) {
    make_caption(self, table, after, marker);
  }
}

static bool is_any_table(cmark_node *node, void *context) {
  (void)context;
  return is_table(node) || is_gfm(node, "table");
}

/// Gathers the tables first: rebuilding and captioning change the tree, which an iterator must not see.
static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  (void)parser;
  size_t count;
  cmark_node **tables = epubbuild_gather(document, is_any_table, NULL, &count);
  for (size_t index = 0; index < count; index++) {
    cmark_node *table = is_table(tables[index]) ? tables[index] : rebuild(self, tables[index]);
    if (is_table(table))
      caption(self, table);
  }
  free(tables);
  epubbuild_tighten_cells(document);
  return document;
}

cmark_syntax_extension *epubbuild_table_captions_extension(void) {
  return epubbuild_make_extension((epubbuild_extension_functions){.name = "epubbuild-table-captions",
                                                                  .can_contain = epubbuild_table_can_contain,
                                                                  .holds_inlines = epubbuild_table_holds_inlines,
                                                                  .postprocess = postprocess});
}

/// cmark-gfm's table extension lets a cell hold its own list of inlines only (text, code, emphasis, links, images,
/// strikethrough, raw HTML, footnote references): cmark_node_append_child refused every other, so a citation, a
/// span, an inline note or a superscript in a pipe table's cell was dropped, text and all. Here a cell holds any
/// inline; a table and its rows hold the extension's own blocks, as before (a row's cells, a table's rows: no
/// other extension's block is ever offered to them).
static int open_cell_can_contain(cmark_syntax_extension *extension, cmark_node *node, cmark_node_type child) {
  (void)extension;
  const char *type = cmark_node_get_type_string(node);
  if (type && strcmp(type, "table_cell") == 0)
    return (child & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_INLINE;
  return (child & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_BLOCK && child > CMARK_NODE_FOOTNOTE_DEFINITION;
}

void epubbuild_open_pipe_table_cells(void) {
  cmark_syntax_extension *table = cmark_find_syntax_extension("table");
  if (table)
    cmark_syntax_extension_set_can_contain_func(table, open_cell_can_contain);
}
