// What pandoc's table extensions share (pandoc_tables.c): the blocks a table is made of and the column arithmetic.
#ifndef PANDOC_TABLES_H
#define PANDOC_TABLES_H

#include "pandoc_nodes.h"

#include <cmark-gfm-extension_api.h>
#include <stdbool.h>
#include <stdint.h>

/// The roles of a table's blocks, each told by its user data: the address of one of `epubbuild_table_marks`.
/// HTML_MARK: a block whose on_enter is all its HTML (a grid table's cell, read by a parser of its own).
enum {
  TABLE_MARK,
  OPEN_TABLE_MARK,
  GROUP_MARK,
  ROW_MARK,
  CELL_MARK,
  CAPTION_MARK,
  HTML_MARK,
  TABLE_MARK_COUNT
};
extern const char epubbuild_table_marks[TABLE_MARK_COUNT];

/// What a table's blocks hold: cells and captions inlines, the others blocks (every table extension's functions).
int epubbuild_table_holds_inlines(cmark_syntax_extension *self, cmark_node *node);
int epubbuild_table_can_contain(cmark_syntax_extension *self, cmark_node *node, cmark_node_type child);

/// Moves each cell's and caption's tags into inlines at its ends, so that they are written on one line with its
/// text (cmark-gfm writes a line end after a custom block's on_enter). After the inline phase.
void epubbuild_tighten_cells(cmark_node *document);

/// `text[0..<len]` (one line, without its end, starting at column `column`) with tabs expanded to stops of four
/// characters: a new C string.
char *epubbuild_expand_tabs(const unsigned char *text, int len, int column);

/// The line from the parser's offset to its end, tabs expanded to stops counted from the line's start (pandoc
/// expands them before it reads a block quote's or a list item's content): a new C string.
char *epubbuild_rest_of_line(cmark_parser *parser, unsigned char *input, int len);

/// The columns a character takes in a table: 2 for East Asian wide ones, 0 for combining and zero-width ones, else 1.
int epubbuild_char_width(uint32_t code);

/// The code point at `text` (a C string) and its length in bytes, never reading past the string's end.
uint32_t epubbuild_decode(const char *text, int *length);

/// The byte offset in the C string `line` of the character at column `column` (widths as `epubbuild_char_width`
/// counts them), or of the first one after it; the line's length when it is shorter.
int epubbuild_byte_at_column(const char *line, int column);

/// A CUSTOM_BLOCK of `self` marked `mark`, written as `enter` … `exit`.
cmark_node *epubbuild_table_block(cmark_syntax_extension *self, const void *mark, const char *enter, const char *exit);

/// A row of `group` (a <thead> or <tbody>), classed as pandoc classes it, on line `line` from column `from` to `to`.
cmark_node *epubbuild_table_row(cmark_syntax_extension *self, cmark_node *group, bool header, int line, int from,
                                int to);

/// A cell of `row` holding `text` ('L', 'R', 'C' or 'D' its alignment), whose inlines the inline phase reads.
cmark_node *epubbuild_table_cell(cmark_syntax_extension *self, cmark_node *row, bool header, char align,
                                 const char *text);

#endif
