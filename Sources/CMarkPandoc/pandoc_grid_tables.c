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
// Cells spanning rows or columns (a border or a "|" missing at a column's edge) are not read: the table is then
// text, a paragraph, as pandoc 2.17 reads what it cannot cut (the build warns about it). Columns are counted in
// characters (Unicode code points), as pandoc counts them; an East Asian wide character counts one.
//
// No process-wide state: the parser options are the extension's private data, set when it is made.

#include "CMarkPandoc.h"
#include "pandoc_tables.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char grid_mark = 0;

/// A line as columns: column c is `text[starts[c] ..< starts[c + 1]]`, empty for the second column of a wide
/// character, holding the zero-width ones after its own.
typedef struct {
  char *text;
  int *starts;
  int length;
} line_t;

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

/// `line` (a C string of `bytes` bytes) as columns, trailing spaces left out.
static bool columns(line_t *out, const char *line, int bytes) {
  out->text = malloc((size_t)bytes + 1);
  out->starts = malloc(sizeof(int) * ((size_t)bytes * 2 + 1));
  if (!out->text || !out->starts)
    return false;
  memcpy(out->text, line, (size_t)bytes);
  out->text[bytes] = 0;
  int column = 0;
  for (int offset = 0; offset < bytes;) {
    int size;
    int width = epubbuild_char_width(epubbuild_decode(out->text + offset, &size));
    if (width > 0)
      out->starts[column++] = offset;
    if (width > 1)
      out->starts[column++] = offset + size;
    offset += size;
  }
  out->starts[column] = bytes;
  // Trailing spaces: column `column - 1` a lone space; its start is then where the line's columns end.
  while (column > 0 && out->starts[column] - out->starts[column - 1] == 1 && out->text[out->starts[column - 1]] == ' ')
    column--;
  out->length = column;
  return true;
}

/// The lines of `text`.
static int split_lines(const char *text, line_t **out) {
  int count = 0;
  for (const char *c = text; *c; c++)
    count += *c == '\n';
  line_t *lines = calloc((size_t)count + 1, sizeof *lines);
  if (!lines)
    return 0;
  int index = 0;
  for (const char *start = text; *start && index < count; index++) {
    const char *end = strchr(start, '\n');
    if (!columns(&lines[index], start, (int)(end - start))) {
      free(lines[index].text);
      free(lines[index].starts);
      break;
    }
    start = end + 1;
  }
  *out = lines;
  return index;
}

static void free_lines(line_t *lines, int count) {
  for (int index = 0; index < count; index++) {
    free(lines[index].text);
    free(lines[index].starts);
  }
  free(lines);
}

/// The ASCII character in column `column` of `line`; a space past its end, 0 for any other.
static char char_at(const line_t *line, int column) {
  if (column < 0 || column >= line->length)
    return ' ';
  int from = line->starts[column], to = line->starts[column + 1];
  unsigned char c = (unsigned char)line->text[from];
  return to > from && c < 0x80 ? (char)c : 0;
}

/// The columns' edges: where the top border has its "+"s (the first at `edges[0]`).
static int find_edges(const line_t *top, int **edges) {
  int count = 0;
  for (int column = 0; column < top->length; column++)
    count += char_at(top, column) == '+';
  *edges = malloc(sizeof(int) * (size_t)(count > 0 ? count : 1));
  if (!*edges)
    return 0;
  count = 0;
  for (int column = 0; column < top->length; column++)
    if (char_at(top, column) == '+')
      (*edges)[count++] = column;
  return count;
}

static bool is_border(const line_t *line) { return char_at(line, 0) == '+'; }

/// Whether a border fits the columns: "+" at every edge, only "-", "=" or ":" between them (what follows the last
/// edge is left out, as pandoc leaves it).
static bool border_fits(const line_t *line, const int *edges, int count) {
  for (int edge = 0; edge + 1 < count; edge++) {
    if (char_at(line, edges[edge]) != '+')
      return false;
    for (int column = edges[edge] + 1; column < edges[edge + 1]; column++) {
      char c = char_at(line, column);
      if (c != '-' && c != '=' && c != ':')
        return false;
    }
  }
  return char_at(line, edges[count - 1]) == '+';
}

/// Whether a row's line fits: "|" at every edge but the last that it reaches (pandoc reads a short or long last
/// cell up to the last edge).
static bool row_fits(const line_t *line, const int *edges, int count) {
  for (int edge = 0; edge + 1 < count; edge++)
    if (edges[edge] < line->length && char_at(line, edges[edge]) != '|')
      return false;
  return char_at(line, 0) == '|';
}

/// A column's alignment from a border's colons: 'L', 'R', 'C' or 'D'.
static char border_alignment(const line_t *border, int from, int to) {
  bool left = char_at(border, from + 1) == ':', right = char_at(border, to - 1) == ':';
  return left && right ? 'C' : left ? 'L' : right ? 'R' : 'D';
}

/// The spaces every line of a cell (rows `first..<last`, its column starting after `from`) opens with, blank lines
/// aside: pandoc reads a centred cell (`|      Name    |`) as its text, not as indented code.
static int common_indent(const line_t *lines, int first, int last, int from, int to) {
  int common = -1;
  for (int index = first; index < last; index++) {
    int column = from + 1;
    while (column < to && column < lines[index].length && char_at(&lines[index], column) == ' ')
      column++;
    if (column < to && column < lines[index].length && (common < 0 || column - from - 1 < common))
      common = column - from - 1;
  }
  return common < 0 ? 0 : common;
}

/// A cell's text: its column's part of rows `first..<last`, the spaces all its lines open with removed, trailing
/// ones too. The last column's (`last_column`) runs to its line's end, less a closing "|" at or past the edge, as
/// pandoc reads it.
static char *cell_text(const line_t *lines, int first, int last, int from, int to, bool last_column) {
  size_t size = 1;
  for (int index = first; index < last; index++)
    size += strlen(lines[index].text) + 1;
  char *text = malloc(size);
  if (!text)
    return NULL;
  char *out = text;
  int indent = common_indent(lines, first, last, from, to);
  for (int index = first; index < last; index++) {
    const line_t *line = &lines[index];
    int start = from + 1 + indent;
    int end = to < line->length ? to : line->length;
    if (last_column && line->length > to)
      end = char_at(line, line->length - 1) == '|' ? line->length - 1 : line->length;
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
  const line_t *lines;
  const int *edges;
  int count;
  const char *aligns;
  int first_line;
  int first_column;
} grid_t;

/// The rows `first..<last` of the lines as one row of the table's `group`.
static void add_row(const grid_t *grid, cmark_node *group, bool header, int first, int last) {
  int line = grid->first_line + first;
  cmark_node *row = epubbuild_table_row(grid->self, group, header, line, grid->first_column,
                                        grid->first_column + grid->edges[grid->count - 1]);
  int options = options_of(grid->self);
  for (int edge = 0; row && edge + 1 < grid->count; edge++) {
    char *text =
        cell_text(grid->lines, first, last, grid->edges[edge], grid->edges[edge + 1], edge + 2 == grid->count);
    char *html = text ? cell_html(grid->parser, NULL, options, text) : NULL;
    cmark_node *cell = epubbuild_table_cell(grid->self, row, header, grid->aligns[edge], "");
    if (cell) {
      const char *tag = cmark_node_get_on_enter(cell);
      char *enter = malloc(strlen(tag) + (html ? strlen(html) : 0) + 8);
      if (enter) {
        sprintf(enter, "%s%s%s", tag, html ? html : "", header ? "</th>" : "</td>");
        cmark_node_set_on_enter(cell, enter);
        cmark_node_set_on_exit(cell, "");
        cmark_node_set_user_data(cell, (void *)&epubbuild_table_marks[HTML_MARK]);
      }
      free(enter);
    }
    free(html);
    free(text);
  }
}

/// pandoc's relative widths: each column's width in characters (its dashes and one edge) over 72, the line
/// length pandoc assumes; the table's width their sum.
static void add_widths(const grid_t *grid) {
  char *colgroup = malloc((size_t)grid->count * 40 + 32), *out = colgroup;
  if (!colgroup)
    return;
  out += sprintf(out, "<colgroup>");
  int total = 0;
  for (int edge = 0; edge + 1 < grid->count; edge++) {
    int width = grid->edges[edge + 1] - grid->edges[edge];
    total += width;
    out += sprintf(out, "\n<col style=\"width: %d%%\" />", width * 100 / 72);
  }
  cmark_node *group = epubbuild_table_block(grid->self, &epubbuild_table_marks[GROUP_MARK], colgroup, "</colgroup>");
  if (group)
    cmark_node_append_child(grid->table, group);
  free(colgroup);
  const char *enter = cmark_node_get_on_enter(grid->table);
  char *styled = malloc(strlen(enter) + 32);
  if (styled && strncmp(enter, "<table ", 7) == 0) {
    sprintf(styled, "<table style=\"width:%d%%;\" %s", (total * 100 + 36) / 72, enter + 7);
    cmark_node_set_on_enter(grid->table, styled);
  }
  free(styled);
}

static cmark_node *group(const grid_t *grid, const char *name) {
  char enter[16], exit[16];
  snprintf(enter, sizeof enter, "<%s>", name);
  snprintf(exit, sizeof exit, "</%s>", name);
  cmark_node *node = epubbuild_table_block(grid->self, &epubbuild_table_marks[GROUP_MARK], enter, exit);
  if (node)
    cmark_node_append_child(grid->table, node);
  return node;
}

/// The first line that does not fit the top border's columns (a cell spanning rows or columns, a second header
/// border, no closing border), or -1 when they all do; `header_end` the header's border, or 0.
static int misfit(const line_t *lines, int count, const int *edges, int edge_count, int *header_end) {
  *header_end = 0;
  if (edge_count < 2 || count < 2)
    return 0;
  for (int index = 1; index < count; index++) {
    bool border = is_border(&lines[index]);
    if (border ? !border_fits(&lines[index], edges, edge_count) : !row_fits(&lines[index], edges, edge_count))
      return index;
    bool doubled = false;
    for (int column = 0; border && column < lines[index].length; column++)
      doubled |= char_at(&lines[index], column) == '=';
    if (doubled && (*header_end != 0 || index + 1 == count))
      return index;
    if (doubled)
      *header_end = index;
  }
  return is_border(&lines[count - 1]) ? -1 : count - 1;
}

/// The rows between borders, the header's (before a "+===+" border) in a <thead>.
static void add_rows(grid_t *grid, int count, int header_end) {
  cmark_node *head = header_end > 0 ? group(grid, "thead") : NULL, *body = NULL;
  int start = 1;
  for (int index = 1; index < count; index++) {
    if (!is_border(&grid->lines[index]))
      continue;
    bool header = index <= header_end;
    if (!header && !body)
      body = group(grid, "tbody");
    if (index > start && (header ? head : body))
      add_row(grid, header ? head : body, header, start, index);
    start = index + 1;
  }
}

static void alignments(const line_t *lines, int header_end, const int *edges, int count, char *aligns) {
  const line_t *source = header_end > 0 ? &lines[header_end] : &lines[0];
  for (int edge = 0; edge + 1 < count; edge++)
    aligns[edge] = border_alignment(source, edges[edge], edges[edge + 1]);
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

static void build(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *table) {
  int options = options_of(self);
  char *text = strdup(cmark_node_get_string_content(table));
  line_t *lines = NULL;
  int count = text ? split_lines(text, &lines) : 0;
  int *edges = NULL;
  int edge_count = count > 0 ? find_edges(&lines[0], &edges) : 0;
  char *aligns = edge_count > 0 ? malloc((size_t)edge_count) : NULL;
  int header_end = 0;
  if (aligns && misfit(lines, count, edges, edge_count, &header_end) < 0) {
    char enter[96];
    snprintf(enter, sizeof enter, "<table data-sourcepos=\"%d:%d-%d:%d\">", cmark_node_get_start_line(table),
             cmark_node_get_start_column(table), cmark_node_get_end_line(table), cmark_node_get_end_column(table));
    cmark_node_set_on_enter(table, enter);
    cmark_node_set_on_exit(table, "</table>");
    cmark_node_set_user_data(table, (void *)&epubbuild_table_marks[TABLE_MARK]);
    alignments(lines, header_end, edges, edge_count, aligns);
    grid_t grid = {self, parser, table, lines, edges, edge_count, aligns, cmark_node_get_start_line(table),
                   cmark_node_get_start_column(table)};
    add_widths(&grid);
    add_rows(&grid, count, header_end);
  } else if (text) {
    make_text(self, parser, table, options, text);
    cmark_node_set_user_data(table, (void *)&epubbuild_table_marks[HTML_MARK]);
  }
  free(aligns);
  free(edges);
  if (lines)
    free_lines(lines, count);
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
  line_t *lines = NULL;
  int count = split_lines(expanded, &lines);
  int *edges = NULL;
  int edge_count = count > 0 ? find_edges(&lines[0], &edges) : 0;
  int header_end;
  int found = count > 0 && edges ? misfit(lines, count, edges, edge_count, &header_end) : -1;
  free(edges);
  if (lines)
    free_lines(lines, count);
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
