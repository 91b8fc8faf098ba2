// pandoc Markdown's grid tables (pandoc manual, "Tables", extension grid_tables): a border "+---+---+" above and
// below, rows separated by such borders, "|" between cells, "+===+" under the header, ":" at a border's ends for
// alignment. A cell holds blocks (paragraphs, lists, code), read as Markdown.
//
// Parsing: a line "+---…+" opens the table, which takes every following line that starts with "+" or "|"; its lines
// are kept (tabs expanded) as the block's string content. After the inline phase (postprocess, within
// cmark_parser_finish and so within the caller's inline-phase lock), the lines are cut into cells and each cell's
// text is read by a parser of its own with the same options and extensions, its HTML becoming the cell's. A cell's
// blocks thus have no source positions of their own (the positions would be the cell's lines, not the file's); its
// row carries the file's. References defined elsewhere in the document are not known to a cell's parser: a
// `[text][ref]` in a grid cell stays text (pipe and simple tables' cells are read with the document and have them).
//
// The cells are traced as pandoc 3 traces them (pandoc_grid_trace.c): a cell may span rows or columns, the borders
// between its parts left out, and is written with `rowspan` and `colspan`. Lines a trace cannot cut into cells
// without losing text (a border that closes no cell) are text, a paragraph, as pandoc 2.17 reads what it cannot
// cut (the build warns about it). Columns are counted in characters, as pandoc counts them: an East Asian wide
// character two, a zero-width one none.
//
// No process-wide state: the parser options are the extension's private data, set when it is made.

#include "CMarkPandoc.h"
#include "pandoc_grid_trace.h"
#include "pandoc_tables.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char grid_mark = 0;

/// The parser options, kept as the extension's private data.
typedef struct {
  int options;
} settings_t;

static int options_of(cmark_syntax_extension *self) {
  settings_t *settings = cmark_syntax_extension_get_private(self);
  return settings ? settings->options : CMARK_OPT_DEFAULT;
}


/// Whether the line at `offset` is a grid table's top border: "+", then runs of "-" (":" at their ends), each
/// closed by "+", then spaces only.
static bool is_top_border(const unsigned char *input, int len, int offset) {
  if (offset >= len || input[offset] != '+')
    return false;
  int end = epubbuild_line_end(input, len, offset);
  while (end > offset && (input[end - 1] == ' ' || input[end - 1] == '\t'))
    end--;
  if (end - offset < 3 || input[end - 1] != '+')
    return false;
  for (int index = offset + 1; index < end; index++) {
    unsigned char c = input[index];
    if (c == '+' && input[index - 1] == '+')
      return false;
    if (c != '-' && c != ':' && c != '+')
      return false;
  }
  return true;
}

/// Appends the line from the parser's offset (tabs expanded) to the table's lines.
static void keep_line(cmark_node *table, cmark_parser *parser, unsigned char *input, int len) {
  char *line = epubbuild_rest_of_line(parser, input, len);
  const char *kept = cmark_node_get_string_content(table);
  char *joined = line && kept ? malloc(strlen(kept) + strlen(line) + 2) : NULL;
  if (joined) {
    sprintf(joined, "%s%s\n", kept, line);
    cmark_node_set_string_content(table, joined);
  }
  free(joined);
  free(line);
}

static cmark_node *open_grid(cmark_syntax_extension *self, int indented, cmark_parser *parser, cmark_node *parent,
                             unsigned char *input, int len) {
  int first = cmark_parser_get_first_nonspace(parser);
  if (indented || cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH || !is_top_border(input, len, first))
    return NULL;
  cmark_node *table = cmark_parser_add_child(parser, parent, CMARK_NODE_CUSTOM_BLOCK, first + 1);
  cmark_node_set_syntax_extension(table, self);
  cmark_node_set_user_data(table, (void *)&grid_mark);
  cmark_node_set_string_content(table, "");
  keep_line(table, parser, input, len);
  epubbuild_take_line(parser, input, len);
  return table;
}

static int continue_grid(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                         cmark_node *table) {
  (void)self;
  int first = cmark_parser_get_first_nonspace(parser);
  if (first >= len || (input[first] != '+' && input[first] != '|') ||
      cmark_parser_get_indent(parser) > 3)
    return 0;
  keep_line(table, parser, input, len);
  epubbuild_take_line(parser, input, len);
  return 1;
}

static int can_contain(cmark_syntax_extension *self, cmark_node *node, cmark_node_type child) {
  if (cmark_node_get_user_data(node) == &grid_mark)
    return 0;
  return epubbuild_table_can_contain(self, node, child);
}

// MARK: - Cutting the lines into cells

/// The spaces every line of a cell (its lines `first..<last`, its columns after `from` and before `to`) opens
/// with, blank lines aside: pandoc reads a centred cell (`|      Name    |`) as its text, not as indented code.
static int common_indent(const grid_line_t *lines, int first, int last, int from, int to) {
  int common = -1;
  for (int index = first; index < last; index++) {
    int column = from + 1;
    while (column < to && column < lines[index].length && epubbuild_grid_char(&lines[index], column) == ' ')
      column++;
    if (column < to && column < lines[index].length && (common < 0 || column - from - 1 < common))
      common = column - from - 1;
  }
  return common < 0 ? 0 : common;
}

/// A cell's text: what its borders enclose, the spaces all its lines open with removed, trailing ones too.
static char *cell_text(const grid_line_t *lines, const grid_cell_t *cell) {
  size_t size = 1;
  for (int index = cell->top + 1; index < cell->bottom; index++)
    size += strlen(lines[index].text) + 1;
  char *text = malloc(size);
  if (!text)
    return NULL;
  char *out = text;
  int indent = common_indent(lines, cell->top + 1, cell->bottom, cell->left, cell->right);
  for (int index = cell->top + 1; index < cell->bottom; index++) {
    const grid_line_t *line = &lines[index];
    int start = cell->left + 1 + indent;
    int end = cell->right < line->length ? cell->right : line->length;
    if (start < end) {
      memcpy(out, line->text + line->starts[start], (size_t)(line->starts[end] - line->starts[start]));
      out += line->starts[end] - line->starts[start];
    }
    while (out > text && out[-1] == ' ')
      out--;
    *out++ = '\n';
  }
  *out = 0;
  return text;
}

// MARK: - Reading a cell's Markdown

/// `markdown` read as the document is (same options but source positions, same extensions but `skipped`): its
/// HTML, without a lone paragraph's <p> (pandoc writes a cell of one paragraph as plain text).
static char *cell_html(cmark_parser *outer, cmark_syntax_extension *skipped, int options, const char *markdown) {
  options &= ~CMARK_OPT_SOURCEPOS;
  cmark_parser *parser = cmark_parser_new(options);
  if (!parser)
    return NULL;
  for (cmark_llist *item = cmark_parser_get_syntax_extensions(outer); item; item = item->next)
    if (item->data != skipped)
      cmark_parser_attach_syntax_extension(parser, item->data);
  cmark_parser_feed(parser, markdown, strlen(markdown));
  cmark_node *document = cmark_parser_finish(parser);
  char *html = NULL;
  if (document) {
    int paragraphs = 0;
    for (cmark_node *child = cmark_node_first_child(document); child; child = cmark_node_next(child))
      paragraphs += cmark_node_get_type(child) == CMARK_NODE_PARAGRAPH;
    for (cmark_node *child = cmark_node_first_child(document); paragraphs == 1 && child; child = cmark_node_next(child))
      if (cmark_node_get_type(child) == CMARK_NODE_PARAGRAPH && cmark_node_set_type(child, CMARK_NODE_CUSTOM_BLOCK)) {
        cmark_node_set_on_enter(child, "");
        cmark_node_set_on_exit(child, "");
      }
    html = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser));
    cmark_node_free(document);
  }
  cmark_parser_free(parser);
  if (html) {
    size_t length = strlen(html);
    while (length > 0 && html[length - 1] == '\n')
      html[--length] = 0;
  }
  return html;
}

// MARK: - Building the table

typedef struct {
  cmark_syntax_extension *self;
  cmark_parser *parser;
  cmark_node *table;
  const grid_line_t *lines;
  const grid_table_t *grid;
  int first_line;
  int first_column;
} builder_t;

/// A cell of `row` holding `cell`'s blocks (an empty one for a place no cell covers), with its spans and its first
/// column's alignment, as pandoc 3 writes them (`<td rowspan="3" style="…">`).
static void add_cell(const builder_t *builder, cmark_node *row, bool header, const grid_cell_t *cell) {
  char *text = cell ? cell_text(builder->lines, cell) : NULL;
  char *html = text ? cell_html(builder->parser, NULL, options_of(builder->self), text) : NULL;
  char align = cell ? builder->grid->aligns[cell->column] : 'D';
  cmark_node *node = epubbuild_table_cell(builder->self, row, header, align, "");
  char spans[64] = "";
  if (cell && cell->row_span > 1)
    snprintf(spans, sizeof spans, " rowspan=\"%d\"", cell->row_span);
  if (cell && cell->column_span > 1)
    snprintf(spans + strlen(spans), sizeof spans - strlen(spans), " colspan=\"%d\"", cell->column_span);
  const char *tag = node ? cmark_node_get_on_enter(node) : NULL;
  char *enter = tag ? malloc(strlen(tag) + strlen(spans) + (html ? strlen(html) : 0) + 8) : NULL;
  if (enter) {
    // The spans go after the element's name ("<td", "<th"), before the alignment's style.
    sprintf(enter, "%.3s%s%s%s%s", tag, spans, tag + 3, html ? html : "", header ? "</th>" : "</td>");
    cmark_node_set_on_enter(node, enter);
    cmark_node_set_on_exit(node, "");
    cmark_node_set_user_data(node, (void *)&epubbuild_table_marks[HTML_MARK]);
  }
  free(enter);
  free(html);
  free(text);
}

static cmark_node *group(const builder_t *builder, const char *name) {
  char enter[16], exit[16];
  snprintf(enter, sizeof enter, "<%s>", name);
  snprintf(exit, sizeof exit, "</%s>", name);
  cmark_node *node = epubbuild_table_block(builder->self, &epubbuild_table_marks[GROUP_MARK], enter, exit);
  if (node)
    cmark_node_append_child(builder->table, node);
  return node;
}

/// The rows `from..<to` in a group of their own (`thead`, `tbody`, `tfoot`), none when there are none: each the
/// cells that start in it, and an empty cell where none covers a place.
static void add_part(const builder_t *builder, const char *name, int from, int to, bool header) {
  const grid_table_t *grid = builder->grid;
  cmark_node *part = from < to ? group(builder, name) : NULL;
  for (int row = from; part && row < to; row++) {
    int line = builder->first_line + grid->row_lines[row] + 1;
    cmark_node *node = epubbuild_table_row(builder->self, part, header, line, builder->first_column,
                                           builder->first_column + grid->column_edges[grid->columns]);
    for (int column = 0; node && column < grid->columns; column++) {
      int owner = grid->owners[row * grid->columns + column];
      const grid_cell_t *cell = owner >= 0 ? &grid->cells[owner] : NULL;
      if (!cell || (cell->row == row && cell->column == column))
        add_cell(builder, node, header, cell);
    }
  }
}

/// pandoc's relative widths: each column's width in characters (between its edges, and one edge) over 72, the
/// line length pandoc assumes; the table's width their sum.
static void add_widths(const builder_t *builder) {
  const grid_table_t *grid = builder->grid;
  char *colgroup = malloc((size_t)grid->columns * 40 + 32), *out = colgroup;
  if (!colgroup)
    return;
  out += sprintf(out, "<colgroup>");
  for (int column = 0; column < grid->columns; column++) {
    int width = grid->column_edges[column + 1] - grid->column_edges[column];
    out += sprintf(out, "\n<col style=\"width: %d%%\" />", width * 100 / 72);
  }
  cmark_node *node = epubbuild_table_block(builder->self, &epubbuild_table_marks[GROUP_MARK], colgroup, "</colgroup>");
  if (node)
    cmark_node_append_child(builder->table, node);
  free(colgroup);
  int total = grid->column_edges[grid->columns] - grid->column_edges[0];
  const char *enter = cmark_node_get_on_enter(builder->table);
  char *styled = malloc(strlen(enter) + 32);
  if (styled && strncmp(enter, "<table ", 7) == 0) {
    sprintf(styled, "<table style=\"width:%d%%;\" %s", (total * 100 + 36) / 72, enter + 7);
    cmark_node_set_on_enter(builder->table, styled);
  }
  free(styled);
}

/// The table's lines, when they fit no table, as the paragraph pandoc reads them as.
static void make_text(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *table, int options,
                      const char *text) {
  // Read without grid tables: the same lines would make the same table again.
  char *html = cell_html(parser, self, options, text);
  char *enter = malloc((html ? strlen(html) : 0) + 96);
  if (enter) {
    sprintf(enter, "<p data-sourcepos=\"%d:%d-%d:%d\">%s</p>", cmark_node_get_start_line(table),
            cmark_node_get_start_column(table), cmark_node_get_end_line(table), cmark_node_get_end_column(table),
            html ? html : "");
    cmark_node_set_on_enter(table, enter);
    cmark_node_set_on_exit(table, "");
  }
  free(enter);
  free(html);
}

/// `table` made the table its traced cells say: a header above a "+===+" border, a foot between two such borders
/// at its end, a body between them.
static void make_table(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *table,
                       const grid_line_t *lines, const grid_table_t *grid) {
  char enter[96];
  snprintf(enter, sizeof enter, "<table data-sourcepos=\"%d:%d-%d:%d\">", cmark_node_get_start_line(table),
           cmark_node_get_start_column(table), cmark_node_get_end_line(table), cmark_node_get_end_column(table));
  cmark_node_set_on_enter(table, enter);
  cmark_node_set_on_exit(table, "</table>");
  cmark_node_set_user_data(table, (void *)&epubbuild_table_marks[TABLE_MARK]);
  builder_t builder = {self, parser, table, lines, grid, cmark_node_get_start_line(table),
                       cmark_node_get_start_column(table)};
  add_widths(&builder);
  add_part(&builder, "thead", 0, grid->head_rows, true);
  add_part(&builder, "tbody", grid->head_rows, grid->foot_start, false);
  add_part(&builder, "tfoot", grid->foot_start, grid->rows, false);
}

static void build(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *table) {
  char *text = strdup(cmark_node_get_string_content(table));
  grid_line_t *lines = NULL;
  int count = text ? epubbuild_grid_lines(text, &lines) : 0;
  grid_table_t grid;
  if (count > 0 && epubbuild_trace_grid(lines, count, &grid) < 0) {
    make_table(self, parser, table, lines, &grid);
    epubbuild_free_grid_table(&grid);
  } else if (text) {
    make_text(self, parser, table, options_of(self), text);
    cmark_node_set_user_data(table, (void *)&epubbuild_table_marks[HTML_MARK]);
  }
  if (lines)
    epubbuild_free_grid_lines(lines, count);
  free(text);
}

int epubbuild_grid_table_misfit(const char *text) {
  char *expanded = malloc(strlen(text) * 4 + 2), *out = expanded;
  if (!expanded)
    return -1;
  for (const char *line = text; *line;) {
    const char *end = line + strcspn(line, "\r\n");
    char *copy = epubbuild_expand_tabs((const unsigned char *)line, (int)(end - line), 0);
    if (copy)
      out += sprintf(out, "%s\n", copy);
    free(copy);
    line = *end == '\r' && end[1] == '\n' ? end + 2 : *end ? end + 1 : end;
  }
  *out = 0;
  grid_line_t *lines = NULL;
  int count = epubbuild_grid_lines(expanded, &lines);
  grid_table_t grid;
  int found = count > 0 ? epubbuild_trace_grid(lines, count, &grid) : 0;
  if (found < 0)
    epubbuild_free_grid_table(&grid);
  if (lines)
    epubbuild_free_grid_lines(lines, count);
  free(expanded);
  return found;
}

static bool is_grid(cmark_node *node, void *context) {
  (void)context;
  return epubbuild_has_mark(node, &grid_mark);
}

static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  size_t count;
  cmark_node **tables = epubbuild_gather(document, is_grid, NULL, &count);
  for (size_t index = 0; index < count; index++)
    build(self, parser, tables[index]);
  free(tables);
  return document;
}

static void free_settings(cmark_mem *mem, void *settings) {
  (void)mem;
  free(settings);
}

cmark_syntax_extension *epubbuild_grid_tables_extension(int options) {
  settings_t *settings = malloc(sizeof *settings);
  if (settings)
    settings->options = options;
  return epubbuild_make_extension((epubbuild_extension_functions){.name = "epubbuild-grid-tables",
                                                              .private_data = settings,
                                                              .free_private = free_settings,
                                                              .open = open_grid,
                                                              .match = continue_grid,
                                                              .can_contain = can_contain,
                                                              .holds_inlines = epubbuild_table_holds_inlines,
                                                              .postprocess = postprocess});
}
