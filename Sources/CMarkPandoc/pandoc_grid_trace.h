// A grid table's lines traced into cells (pandoc_grid_trace.c), for pandoc_grid_tables.c to write.
#ifndef PANDOC_GRID_TRACE_H
#define PANDOC_GRID_TRACE_H

#include <stdbool.h>

/// A line as columns: column c is `text[starts[c] ..< starts[c + 1]]`, empty for the second column of a wide
/// character, holding the zero-width ones after its own.
typedef struct {
  char *text;
  int *starts;
  int length;
} grid_line_t;

/// The lines of `text` (each ended by a line feed) as columns, trailing spaces left out; their count.
int epubbuild_grid_lines(const char *text, grid_line_t **out);
void epubbuild_free_grid_lines(grid_line_t *lines, int count);

/// The ASCII character in column `column` of `line`; a space past its end, 0 for any other.
char epubbuild_grid_char(const grid_line_t *line, int column);

/// A cell: its borders' lines and columns, and its place in the table's rows and columns.
typedef struct {
  int top, left, bottom, right;
  int row, column, row_span, column_span;
} grid_cell_t;

/// A traced table: `rows` rows whose top borders are on `row_lines` (one more, the bottom border, ends the last),
/// `columns` columns whose left edges are `column_edges` (one more, the right edge), and for each place of the
/// table the index of the cell that covers it (`owners`, row by row; -1 where none does, an empty cell).
typedef struct {
  grid_cell_t *cells;
  int cell_count;
  int rows, columns;
  int *row_lines, *column_edges, *owners;
  /// Each column's alignment: 'L', 'R', 'C' or 'D'.
  char *aligns;
  /// The header's rows (above a "+===+" border), and the first row of the foot (between a "+===+" border and a
  /// last one; `rows` when there is none).
  int head_rows, foot_start;
} grid_table_t;

/// The cells of a grid table's `count` lines (its top border first), traced as pandoc 3 traces them: from each
/// cell's top left corner right along its top border, down its right one, back along its bottom and up its left.
/// The index of the first line holding text that no cell holds (a border that closes no cell, cells that
/// overlap): the table is then no table, so that no word of it is lost; -1 when every character is in a cell or on
/// a border, `table` then filled in.
int epubbuild_trace_grid(const grid_line_t *lines, int count, grid_table_t *table);
void epubbuild_free_grid_table(grid_table_t *table);

#endif
