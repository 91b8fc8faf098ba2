// Tracing a grid table's cells as pandoc 3 does (its gridtables library, Text.GridTable.Trace): a cell may span
// rows or columns, its borders left out where it spans (pandoc manual, "Grid tables"). Corners are taken in reading
// order, starting with the table's top left one; from each, the trace follows the top border right to a "+", goes
// down from there to a "+" from which the bottom border leads back to a "+" under the corner, and up to it; the
// first such path is the cell, and its top right and bottom left corners are corners of cells to come. Every "+"
// on a cell's border is a row's or a column's edge, so the table's rows and columns are those that cut a cell's
// border: a cell's spans count the edges it crosses.
//
// pandoc drops what no cell holds (a cell whose border is broken): here the table is then no table, and its lines
// stay text, so that a reader never loses a word of it.

#include "pandoc_grid_trace.h"
#include "pandoc_tables.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Lines as columns

/// `line` (a C string of `bytes` bytes) as columns, trailing spaces left out.
static bool columns(grid_line_t *out, const char *line, int bytes) {
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

int epubbuild_grid_lines(const char *text, grid_line_t **out) {
  int count = 0;
  for (const char *c = text; *c; c++)
    count += *c == '\n';
  grid_line_t *lines = calloc((size_t)count + 1, sizeof *lines);
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

void epubbuild_free_grid_lines(grid_line_t *lines, int count) {
  for (int index = 0; index < count; index++) {
    free(lines[index].text);
    free(lines[index].starts);
  }
  free(lines);
}

char epubbuild_grid_char(const grid_line_t *line, int column) {
  if (column < 0 || column >= line->length)
    return ' ';
  int from = line->starts[column], to = line->starts[column + 1];
  unsigned char c = (unsigned char)line->text[from];
  return to > from && c < 0x80 ? (char)c : 0;
}

// MARK: - Following borders

enum { MISSING = -1 };

typedef struct {
  const grid_line_t *lines;
  int count, width;
  /// The lines whose "=" and ":" are read as "-": the top border and the "+===+" ones, whose colons say alignment.
  bool *plain;
  /// The lines and columns that are edges of rows and columns: a "+" on a traced cell's border.
  bool *row_edges, *column_edges;
  /// Steps left: a crafted grid (thousands of "+" that close no cell) is given up before its trace grows
  /// quadratic, and stays text.
  long budget;
} tracer_t;

/// The character at `row`, `column`: MISSING past the line's end.
static int at(tracer_t *tracer, int row, int column) {
  tracer->budget--;
  const grid_line_t *line = &tracer->lines[row];
  if (column >= line->length)
    return MISSING;
  char c = epubbuild_grid_char(line, column);
  return tracer->plain[row] && (c == '=' || c == ':') ? '-' : c;
}

static bool scan_up(tracer_t *tracer, int top, int left, int bottom) {
  for (int row = bottom - 1; row > top; row--) {
    int c = at(tracer, row, left);
    if (c != '+' && c != '|')
      return false;
  }
  return true;
}

static bool scan_left(tracer_t *tracer, int top, int left, int bottom, int right) {
  if (at(tracer, bottom, left) != '+')
    return false;
  for (int column = right - 1; column > left; column--) {
    int c = at(tracer, bottom, column);
    if (c != '+' && c != '-')
      return false;
  }
  return scan_up(tracer, top, left, bottom);
}

/// Down the border at `right` to the first "+" that closes the cell; a line's end, or text, ends the last column
/// too (pandoc reads a last cell whose lines do not all close).
static bool scan_down(tracer_t *tracer, int top, int left, int right, int *bottom) {
  for (int row = top + 1; row < tracer->count && tracer->budget > 0; row++) {
    int c = at(tracer, row, right);
    if (c == '+' && scan_left(tracer, top, left, row, right)) {
      *bottom = row;
      return true;
    }
    if (c != '+' && c != '|' && right != tracer->width - 1)
      return false;
  }
  return false;
}

/// Whether `row` is a border from `left` to the grid's right edge ("+", "-" or nothing).
static bool closes_rest_of_line(tracer_t *tracer, int left, int row) {
  if (at(tracer, row, left) != '+')
    return false;
  for (int column = left + 1; column < tracer->width; column++) {
    int c = at(tracer, row, column);
    if (c != '+' && c != '-' && c != MISSING)
      return false;
  }
  return true;
}

/// A top border that ends at `end` opens a last cell as wide as the longest line (pandoc reads a row whose last
/// cell runs past the top border's end), down to the first border that reaches so far.
static bool last_cell_in_row(tracer_t *tracer, int top, int left, int end, int *bottom) {
  if (end >= tracer->width || at(tracer, top, end) != MISSING)
    return false;
  for (int row = top + 1; row < tracer->count; row++)
    if (closes_rest_of_line(tracer, left, row)) {
      *bottom = row;
      return true;
    }
  return false;
}

/// The cell whose top left corner is at `top`, `left`: its bottom right corner.
static bool trace_cell(tracer_t *tracer, int top, int left, int *bottom, int *right) {
  int last_corner = -1;
  for (int column = left + 1; column < tracer->width && tracer->budget > 0; column++) {
    int c = at(tracer, top, column);
    if (c == '-')
      continue;
    if (c != '+')
      break;
    last_corner = column;
    if (scan_down(tracer, top, left, column, bottom)) {
      *right = column;
      return true;
    }
  }
  *right = tracer->width - 1;
  return last_corner >= 0 && last_cell_in_row(tracer, top, left, last_corner + 1, bottom);
}

/// The edges a traced cell's border shows: each "+" on it (a last cell of a row, its bottom and right alone).
static void mark_edges(tracer_t *tracer, const grid_cell_t *cell, bool last_in_row) {
  tracer->row_edges[cell->bottom] = true;
  tracer->column_edges[cell->right] = true;
  for (int column = cell->left + 1; !last_in_row && column < cell->right; column++) {
    tracer->column_edges[column] |= at(tracer, cell->top, column) == '+';
    tracer->column_edges[column] |= at(tracer, cell->bottom, column) == '+';
  }
  for (int row = cell->top + 1; !last_in_row && row < cell->bottom; row++) {
    tracer->row_edges[row] |= at(tracer, row, cell->left) == '+';
    tracer->row_edges[row] |= at(tracer, row, cell->right) == '+';
  }
}

/// Every cell, in the order of their top left corners (reading order); their count.
static int trace_cells(tracer_t *tracer, grid_cell_t *cells, int capacity) {
  int count = 0;
  size_t places = (size_t)tracer->count * (size_t)tracer->width;
  bool *corners = calloc(places, sizeof *corners);
  if (!corners)
    return 0;
  corners[0] = true;
  tracer->row_edges[0] = tracer->column_edges[0] = true;
  // A cell's new corners (its top right, its bottom left) come after its own in reading order: one pass finds all.
  for (size_t place = 0; place < places && count < capacity && tracer->budget > 0; place++) {
    int top = (int)(place / (size_t)tracer->width), left = (int)(place % (size_t)tracer->width), bottom, right;
    if (!corners[place] || !trace_cell(tracer, top, left, &bottom, &right))
      continue;
    grid_cell_t cell = {.top = top, .left = left, .bottom = bottom, .right = right};
    mark_edges(tracer, &cell, at(tracer, top, right) != '+');
    cells[count++] = cell;
    corners[(size_t)top * (size_t)tracer->width + (size_t)right] = true;
    corners[(size_t)bottom * (size_t)tracer->width + (size_t)left] = true;
  }
  free(corners);
  return tracer->budget > 0 ? count : 0;
}

// MARK: - Rows, columns and what they hold

/// The first line with a character that is in no cell and on no border (text no cell holds), or inside two cells
/// (which stops the marking: it stays linear in the grid's size), or -1.
static int lost_text(tracer_t *tracer, const grid_cell_t *cells, int count) {
  size_t places = (size_t)tracer->count * (size_t)tracer->width;
  bool *inside = calloc(places ? places : 1, sizeof *inside);
  if (!inside)
    return 0;
  int found = -1;
  for (int index = 0; index < count && found < 0; index++)
    for (int row = cells[index].top + 1; row < cells[index].bottom && found < 0; row++)
      for (int column = cells[index].left + 1; column < cells[index].right && found < 0; column++) {
        bool *place = &inside[(size_t)row * (size_t)tracer->width + (size_t)column];
        found = *place ? row : -1;
        *place = true;
      }
  for (int row = 0; row < tracer->count && found < 0; row++)
    for (int column = 0; column < tracer->lines[row].length && found < 0; column++) {
      int c = at(tracer, row, column);
      if (!inside[(size_t)row * (size_t)tracer->width + (size_t)column] && !(c && strchr(" +-|=:", c)))
        found = row;
    }
  free(inside);
  return found;
}

/// `edges` (`size` flags) as the ascending list of those set, and each one's rank in `ranks` (-1 where unset); the
/// list's length.
static int rank_edges(const bool *edges, int size, int *list, int *ranks) {
  int count = 0;
  for (int index = 0; index < size; index++) {
    ranks[index] = edges[index] ? count : -1;
    if (edges[index])
      list[count++] = index;
  }
  return count;
}

/// Each cell's row, column and spans, and the places each covers; the first line of a cell that overlaps another
/// (or whose corner is no edge), or -1.
static int place_cells(grid_table_t *table, const int *row_ranks, const int *column_ranks) {
  for (int index = 0; index < table->rows * table->columns; index++)
    table->owners[index] = -1;
  for (int index = 0; index < table->cell_count; index++) {
    grid_cell_t *cell = &table->cells[index];
    cell->row = row_ranks[cell->top];
    cell->column = column_ranks[cell->left];
    cell->row_span = row_ranks[cell->bottom] - cell->row;
    cell->column_span = column_ranks[cell->right] - cell->column;
    if (cell->row < 0 || cell->column < 0 || cell->row_span < 1 || cell->column_span < 1)
      return cell->top;
    for (int row = cell->row; row < cell->row + cell->row_span; row++)
      for (int column = cell->column; column < cell->column + cell->column_span; column++) {
        int *owner = &table->owners[row * table->columns + column];
        if (*owner >= 0)
          return cell->top + 1;
        *owner = index;
      }
  }
  return -1;
}

/// The character at `row`, `column` as written: MISSING past the line's end.
static int raw(const tracer_t *tracer, int row, int column) {
  if (column >= tracer->lines[row].length)
    return MISSING;
  return epubbuild_grid_char(&tracer->lines[row], column);
}

/// The alignments a border's runs of `fill` give, one a run (":" at a run's ends), when `row` is such a border
/// from the grid's left edge to its right one; their count, or -1.
static int border_runs(const tracer_t *tracer, int row, char fill, char *aligns, int capacity) {
  if (raw(tracer, row, 0) != '+')
    return -1;
  int count = 0;
  for (int start = 1; start < tracer->width - 1;) {
    int end = start + 1;
    bool right = false;
    for (;; end++) {
      int c = raw(tracer, row, end);
      if (c == '+')
        break;
      if (c == ':' && raw(tracer, row, end + 1) == '+') {
        right = true;
        end++;
        break;
      }
      if (c != fill)
        return -1;
    }
    bool left = raw(tracer, row, start) == ':';
    if (count < capacity)
      aligns[count++] = left && right ? 'C' : left ? 'L' : right ? 'R' : 'D';
    start = end + 1;
  }
  return count;
}

/// The header's rows and the foot's first, from the "+===+" borders (`separators`, `count` of them), and the
/// columns' alignments, from the first of them or else the top border, run by run, as pandoc 3 takes them.
static void find_parts(const tracer_t *tracer, grid_table_t *table, const int *separators, int count,
                       const int *row_ranks) {
  int bottom = table->row_lines[table->rows];
  table->head_rows = 0;
  table->foot_start = table->rows;
  // A lone "+===+" at the bottom heads nothing: pandoc 3 makes the whole table a header over an empty body.
  if (count > 0 && separators[0] != bottom && row_ranks[separators[0]] >= 0)
    table->head_rows = row_ranks[separators[0]];
  if (count > 1 && separators[count - 1] == bottom && row_ranks[separators[count - 2]] >= 0)
    table->foot_start = row_ranks[separators[count - 2]];
  memset(table->aligns, 'D', (size_t)table->columns);
  border_runs(tracer, count > 0 ? separators[0] : 0, count > 0 ? '=' : '-', table->aligns, table->columns);
}

/// The table's rows, columns and cells' places from the traced cells; the first line of a cell that overlaps
/// another, or -1.
static int lay_out(tracer_t *tracer, grid_table_t *table, const int *separators, int count) {
  int *row_ranks = malloc(sizeof(int) * (size_t)tracer->count);
  int *column_ranks = malloc(sizeof(int) * (size_t)tracer->width);
  table->row_lines = malloc(sizeof(int) * (size_t)tracer->count);
  table->column_edges = malloc(sizeof(int) * (size_t)tracer->width);
  int misfit = 0;
  if (row_ranks && column_ranks && table->row_lines && table->column_edges) {
    table->rows = rank_edges(tracer->row_edges, tracer->count, table->row_lines, row_ranks) - 1;
    table->columns = rank_edges(tracer->column_edges, tracer->width, table->column_edges, column_ranks) - 1;
    table->owners = malloc(sizeof(int) * (size_t)(table->rows * table->columns + 1));
    table->aligns = malloc((size_t)table->columns + 1);
    misfit = table->owners && table->aligns && table->rows > 0 && table->columns > 0
                 ? place_cells(table, row_ranks, column_ranks)
                 : 0;
    if (misfit < 0)
      find_parts(tracer, table, separators, count, row_ranks);
  }
  free(row_ranks);
  free(column_ranks);
  return misfit;
}

void epubbuild_free_grid_table(grid_table_t *table) {
  free(table->cells);
  free(table->row_lines);
  free(table->column_edges);
  free(table->owners);
  free(table->aligns);
  memset(table, 0, sizeof *table);
}

/// The "+===+" borders (after the top one), read as plain borders while tracing; their count.
static int find_separators(tracer_t *tracer, int *separators) {
  int count = 0;
  tracer->plain[0] = true;
  for (int row = 1; row < tracer->count; row++)
    if (border_runs(tracer, row, '=', NULL, 0) >= 0) {
      tracer->plain[row] = true;
      separators[count++] = row;
    }
  return count;
}

int epubbuild_trace_grid(const grid_line_t *lines, int count, grid_table_t *table) {
  memset(table, 0, sizeof *table);
  tracer_t tracer = {.lines = lines, .count = count};
  for (int row = 0; row < count; row++)
    tracer.width = lines[row].length > tracer.width ? lines[row].length : tracer.width;
  if (count < 2 || tracer.width < 2)
    return 0;
  size_t places = (size_t)count * (size_t)tracer.width;
  tracer.budget = 32L * (long)places + 10000;
  tracer.plain = calloc((size_t)count, sizeof(bool));
  tracer.row_edges = calloc((size_t)count, sizeof(bool));
  tracer.column_edges = calloc((size_t)tracer.width, sizeof(bool));
  int *separators = malloc(sizeof(int) * (size_t)count);
  // Each cell has a corner of its own, a "+": there are no more cells than those.
  size_t corners = 0;
  for (int row = 0; row < count; row++)
    for (const char *c = lines[row].text; *c; c++)
      corners += *c == '+';
  table->cells = malloc(sizeof(grid_cell_t) * (corners + 1));
  int misfit = 0;
  if (tracer.plain && tracer.row_edges && tracer.column_edges && separators && table->cells) {
    int separator_count = find_separators(&tracer, separators);
    table->cell_count = trace_cells(&tracer, table->cells, (int)corners);
    misfit = lost_text(&tracer, table->cells, table->cell_count);
    // A grid of borders alone, no cell among them, is no table either.
    if (misfit < 0 && table->cell_count == 0)
      misfit = 0;
    if (misfit < 0)
      misfit = lay_out(&tracer, table, separators, separator_count);
  }
  free(tracer.plain);
  free(tracer.row_edges);
  free(tracer.column_edges);
  free(separators);
  if (misfit >= 0)
    epubbuild_free_grid_table(table);
  return misfit;
}
