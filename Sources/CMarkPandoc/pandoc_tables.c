// pandoc Markdown's simple tables (pandoc manual, "Tables", extension simple_tables), and the blocks every table
// kind here is made of (grid tables, pandoc_grid_tables.c; captions and pipe tables, pandoc_table_captions.c),
// written as pandoc's HTML5 writer writes them: <caption>, <thead>/<tbody>, rows classed "header", "odd" and "even",
// cells aligned by style="text-align: …;". A cmark-gfm block extension through the public API alone: the table, its
// row groups, rows and cells are CUSTOM_BLOCKs whose on_enter carries the tag and its data-sourcepos (cmark-gfm
// writes none for a custom block); cells hold their text as string content, so cmark-gfm's inline phase reads their
// Markdown with the rest of the document (links resolve, notes number).
//
// A simple table's header is one line, its column layout the line of dashes under it. The parser reads a line at a
// time, and cmark-gfm reads a line of dashes with spaces as a thematic break before asking an extension, so the
// table is caught one line earlier: a line that would start a paragraph at the top level (or in a fenced div) opens
// a "candidate" block that keeps the line. The candidate's next line decides: a line of dashes makes it a table;
// anything else turns it into the paragraph cmark-gfm would have opened (same node, same source position), which
// then reads the line as a paragraph does (continuation, setext underline, a table's delimiter row). A line that may
// be a lazy continuation (the line before was not blank and ended in a paragraph) opens no candidate, and neither
// does one that may be a link reference definition ("["): a candidate still open when the document ends becomes a
// paragraph only after the inline phase, too late for a definition to be read.
//
// Columns are counted as pandoc counts them (doclayout's realLength): a character one, an East Asian wide one two, a
// combining or zero-width one none; tabs are expanded to stops of four first.
//
// A multiline table, and a headerless one (simple or multiline), starts with a line of dashes, which cmark-gfm reads
// as a thematic break before any extension sees it; it then offers the extensions the rest of that line (nothing)
// with the break as the parent, and a block opens there, keeping the line. The block reads the lines after it twice:
// as text, kept, and as Markdown, its children, for what it is if no table comes of it (no closing line of dashes
// before the end): at the end it then gives way to its children, after the break. A line of dashes under rows closes
// a headerless table (one line a row, or rows blank lines apart), made of the kept lines; under plain lines it may be
// the line under a multiline table's header instead, which the next line tells (a row: the header, and the body read
// on, to its last line of dashes; a blank line or the end: the headerless table, made meanwhile, which also stands,
// the body after it as it was read, when the body has no last line). A table drops the children (their paragraphs
// emptied first, so that their inlines are never read, and freed after the inline phase, when none is open) and the
// break.
//
// No process-wide state: a node's role is told by its user data, the address of one of `epubbuild_table_marks`.

#include "CMarkPandoc.h"
#include "pandoc_tables.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// A candidate's user data is `&candidate_marks[n]`, n the spaces before its line's text (0 to 3).
static const char candidate_marks[4] = {0};
const char epubbuild_table_marks[TABLE_MARK_COUNT] = {0};
#define table_mark epubbuild_table_marks[TABLE_MARK]
#define open_table_mark epubbuild_table_marks[OPEN_TABLE_MARK]
#define group_mark epubbuild_table_marks[GROUP_MARK]
#define row_mark epubbuild_table_marks[ROW_MARK]
#define cell_mark epubbuild_table_marks[CELL_MARK]
#define caption_mark epubbuild_table_marks[CAPTION_MARK]

/// Which tables the extension reads (its private data, set when it is made).
static int kinds_of(cmark_syntax_extension *self) { return (int)(intptr_t)cmark_syntax_extension_get_private(self); }

static bool is_candidate(cmark_node *node) {
  const char *mark = cmark_node_get_user_data(node);
  return mark >= candidate_marks && mark < candidate_marks + 4;
}

static bool is_blank(const unsigned char *input, int len, int offset) {
  for (int end = epubbuild_line_end(input, len, offset); offset < end; offset++)
    if (input[offset] != ' ' && input[offset] != '\t')
      return false;
  return true;
}

char *epubbuild_expand_tabs(const unsigned char *text, int len, int column) {
  int tabs = 0;
  for (int index = 0; index < len; index++)
    tabs += text[index] == '\t';
  char *out = malloc((size_t)len + (size_t)tabs * 3 + 1);
  if (!out)
    return NULL;
  int size = 0;
  for (int index = 0; index < len; index++) {
    if (text[index] == '\t') {
      do
        out[size++] = ' ';
      while (++column % 4 != 0);
      continue;
    }
    out[size++] = (char)text[index];
    column += (text[index] & 0xC0) != 0x80; // tab stops count characters, as cmark-gfm's do
  }
  out[size] = 0;
  return out;
}

char *epubbuild_rest_of_line(cmark_parser *parser, unsigned char *input, int len) {
  int offset = cmark_parser_get_offset(parser);
  return epubbuild_expand_tabs(input + offset, epubbuild_line_end(input, len, offset) - offset,
                               cmark_parser_get_column(parser));
}

/// How many columns a character takes, as pandoc counts a table's columns (doclayout's realLength): two for East
/// Asian wide and full-width characters (and emoji), none for combining marks and zero-width characters, else one.
int epubbuild_char_width(uint32_t code) {
  if ((code >= 0x0300 && code <= 0x036F) || (code >= 0x200B && code <= 0x200F) || (code >= 0x20D0 && code <= 0x20FF) ||
      (code >= 0xFE00 && code <= 0xFE0F) || (code >= 0xFE20 && code <= 0xFE2F) || code == 0xFEFF)
    return 0;
  if ((code >= 0x1100 && code <= 0x115F) || (code >= 0x2E80 && code <= 0x303E) || (code >= 0x3041 && code <= 0x33FF) ||
      (code >= 0x3400 && code <= 0x4DBF) || (code >= 0x4E00 && code <= 0x9FFF) || (code >= 0xA000 && code <= 0xA4CF) ||
      (code >= 0xAC00 && code <= 0xD7A3) || (code >= 0xF900 && code <= 0xFAFF) || (code >= 0xFE30 && code <= 0xFE4F) ||
      (code >= 0xFF00 && code <= 0xFF60) || (code >= 0xFFE0 && code <= 0xFFE6) ||
      (code >= 0x1F300 && code <= 0x1F64F) || (code >= 0x1F900 && code <= 0x1F9FF) ||
      (code >= 0x20000 && code <= 0x3FFFD))
    return 2;
  return 1;
}

/// The code point at `text` (UTF-8, checked by the parser) and its length in bytes (never past the string's end).
uint32_t epubbuild_decode(const char *text, int *length) {
  const unsigned char *c = (const unsigned char *)text;
  uint32_t code = c[0];
  int more = code >= 0xF0 ? 3 : code >= 0xE0 ? 2 : code >= 0xC0 ? 1 : 0;
  code &= more == 3 ? 0x07 : more == 2 ? 0x0F : more == 1 ? 0x1F : 0xFF;
  int size = 1;
  for (; more > 0 && (c[size] & 0xC0) == 0x80; more--)
    code = (code << 6) | (c[size++] & 0x3F);
  *length = size;
  return code;
}

/// The byte offset in the C string `line` of the character at column `column` (counted as `epubbuild_char_width`
/// counts), or of the first one after it; the line's length when it is shorter.
int epubbuild_byte_at_column(const char *line, int column) {
  int offset = 0, seen = 0;
  while (line[offset]) {
    int length;
    int width = epubbuild_char_width(epubbuild_decode(line + offset, &length));
    if (seen >= column && width > 0)
      return offset;
    seen += width;
    offset += length;
  }
  return offset;
}

static int column_count(const char *line, int bytes) {
  int columns = 0;
  for (int index = 0; index < bytes && line[index];) {
    int length;
    columns += epubbuild_char_width(epubbuild_decode(line + index, &length));
    index += length;
  }
  return columns;
}

/// The runs of dashes of a line of dashes and spaces (`line` starts at its container's content): their starts and
/// lengths in characters, or 0 when it is no such line (at most three spaces before its first dash).
static int dash_runs(const char *line, int *starts, int *lengths, int capacity) {
  int count = 0, column = 0;
  while (line[column] == ' ')
    column++;
  if (column > 3 || line[column] != '-')
    return 0;
  while (line[column]) {
    if (line[column] == ' ') {
      column++;
      continue;
    }
    if (line[column] != '-')
      return 0;
    int start = column;
    while (line[column] == '-')
      column++;
    if (count < capacity) {
      starts[count] = start;
      lengths[count] = column - start;
    }
    count++;
  }
  return count;
}

/// The `count` runs of dashes of the table's line of dashes, as one allocation the caller frees: their starts, then
/// their lengths (`starts + count`). NULL when memory runs out or the line has not `count` runs.
static int *column_runs(const char *dashes, int count) {
  int *starts = malloc(sizeof(int) * (size_t)count * 2);
  if (starts && dash_runs(dashes, starts, starts + count, count) != count) {
    free(starts);
    return NULL;
  }
  return starts;
}

/// Column `index` of `line` as pandoc cuts it: from its run's start to the next run's start (the last to the end).
static char *cut(const char *line, const int *starts, int count, int index) {
  int from = epubbuild_byte_at_column(line, starts[index]);
  int to = index + 1 < count ? epubbuild_byte_at_column(line, starts[index + 1]) : (int)strlen(line);
  if (to < from)
    to = from;
  char *out = malloc((size_t)(to - from) + 1);
  if (!out)
    return NULL;
  memcpy(out, line + from, (size_t)(to - from));
  out[to - from] = 0;
  return out;
}

static char *trim(char *text) {
  size_t length = strlen(text);
  while (length > 0 && (text[length - 1] == ' ' || text[length - 1] == '\t'))
    text[--length] = 0;
  char *start = text;
  while (*start == ' ' || *start == '\t')
    start++;
  memmove(text, start, strlen(start) + 1);
  return text;
}

/// pandoc's alignment of a column from its header's text over the dashes: flush left only (left), flush right only
/// (right), neither (center), both (default). 'L', 'R', 'C' or 'D'.
static char alignment(const char *header_cell, int dash_length) {
  size_t length = strlen(header_cell);
  while (length > 0 && header_cell[length - 1] == ' ')
    length--;
  if (length == 0)
    return 'D';
  bool left_space = header_cell[0] == ' ';
  // pandoc (alignType) counts the header's characters here, not the columns they take: "魚魚" is flush left of four
  // dashes.
  int characters = 0;
  for (size_t index = 0; index < length; index++)
    characters += ((unsigned char)header_cell[index] & 0xC0) != 0x80;
  bool right_space = characters < dash_length;
  return left_space ? (right_space ? 'C' : 'R') : (right_space ? 'L' : 'D');
}

static const char *style_of(char align) {
  return align == 'L' ? " style=\"text-align: left;\""
                      : align == 'R' ? " style=\"text-align: right;\""
                                     : align == 'C' ? " style=\"text-align: center;\"" : "";
}

cmark_node *epubbuild_table_block(cmark_syntax_extension *self, const void *mark, const char *enter,
                                  const char *exit) {
  cmark_node *node = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK);
  if (!node)
    return NULL;
  cmark_node_set_syntax_extension(node, self);
  cmark_node_set_user_data(node, (void *)mark);
  cmark_node_set_on_enter(node, enter);
  cmark_node_set_on_exit(node, exit);
  return node;
}

static cmark_node *group(cmark_syntax_extension *self, cmark_node *table, const char *name) {
  char enter[16], exit[16];
  snprintf(enter, sizeof enter, "<%s>", name);
  snprintf(exit, sizeof exit, "</%s>", name);
  cmark_node *node = epubbuild_table_block(self, &group_mark, enter, exit);
  if (node)
    cmark_node_append_child(table, node);
  return node;
}

/// A row of `group` (a <thead> or <tbody>), classed as pandoc classes it, on line `line` from `from` to `to`.
cmark_node *epubbuild_table_row(cmark_syntax_extension *self, cmark_node *group, bool header, int line, int from,
                                int to) {
  int before = 0;
  for (cmark_node *row = cmark_node_first_child(group); row; row = cmark_node_next(row))
    before++;
  char enter[96];
  snprintf(enter, sizeof enter, "<tr class=\"%s\" data-sourcepos=\"%d:%d-%d:%d\">",
           header ? "header" : before % 2 == 0 ? "odd" : "even", line, from, line, to);
  cmark_node *row = epubbuild_table_block(self, &row_mark, enter, "</tr>");
  if (row)
    cmark_node_append_child(group, row);
  return row;
}

/// A cell of `row` holding `text`, whose inlines cmark-gfm's inline phase reads.
cmark_node *epubbuild_table_cell(cmark_syntax_extension *self, cmark_node *row, bool header, char align,
                                 const char *text) {
  char enter[64];
  snprintf(enter, sizeof enter, "<%s%s>", header ? "th" : "td", style_of(align));
  cmark_node *cell = epubbuild_table_block(self, &cell_mark, enter, header ? "</th>" : "</td>");
  if (!cell)
    return NULL;
  cmark_node_set_string_content(cell, text ? text : "");
  cmark_node_append_child(row, cell);
  return cell;
}

/// The table's layout, kept as its string content: the columns' alignments, a line end, the line of dashes (and,
/// while a table that starts with a line of dashes is read, a line end and the lines it has read).
static int layout(cmark_node *table, const char **aligns, char **dashes) {
  const char *content = cmark_node_get_string_content(table);
  const char *newline = content ? strchr(content, '\n') : NULL;
  *aligns = "";
  *dashes = NULL;
  if (!newline)
    return 0;
  *aligns = content;
  *dashes = strndup(newline + 1, strcspn(newline + 1, "\n"));
  return *dashes ? (int)(newline - content) : 0;
}

/// A line of the table (from its container's content) as a row of cells cut at the dashes' columns.
static void add_row(cmark_syntax_extension *self, cmark_node *table, cmark_node *group, bool header,
                    const char *line, int line_number, int from) {
  const char *aligns;
  char *dashes;
  int count = layout(table, &aligns, &dashes);
  if (count == 0)
    return;
  int *starts = column_runs(dashes, count);
  if (!starts) {
    free(dashes);
    return;
  }
  cmark_node *row =
      epubbuild_table_row(self, group, header, line_number, from, from + column_count(line, (int)strlen(line)));
  for (int index = 0; row && index < count; index++) {
    char *text = cut(line, starts, count, index);
    if (text)
      epubbuild_table_cell(self, row, header, aligns[index], trim(text));
    free(text);
  }
  free(starts);
  free(dashes);
}

/// Whether the table has a <colgroup>: a multiline table (widths given), not a simple one.
static bool has_colgroup(cmark_node *table) {
  for (cmark_node *child = cmark_node_first_child(table); child; child = cmark_node_next(child))
    if (epubbuild_has_mark(child, &group_mark) && strncmp(cmark_node_get_on_enter(child), "<colgroup", 9) == 0)
      return true;
  return false;
}

/// The relative widths pandoc gives a multiline table's columns: each column's dashes and the spaces after them
/// (the last's dashes and one) over 72, the line length pandoc assumes, in `widths`; their sum, rounded, returned,
/// or -1 when they fill the line (pandoc then gives the table no width).
static int column_widths(cmark_node *table, int *widths, int capacity) {
  const char *aligns;
  char *dashes;
  int count = layout(table, &aligns, &dashes);
  int *runs = count > 0 ? malloc(sizeof(int) * (size_t)count * 3) : NULL;
  int total = 0, indent = 0;
  if (runs && dash_runs(dashes, runs, runs + count, count) == count) {
    int *lengths = runs + count * 2;
    for (int index = 0; index < count; index++) {
      lengths[index] = index + 1 < count ? runs[index + 1] - runs[index] : runs[count + index] + 1;
      total += lengths[index];
    }
    // pandoc (widthsFromIndices): a last column narrower than the one before by one or two is as wide as it; the
    // widths are over 72 columns, or over the whole line (its indent too) when that is longer.
    if (count >= 2 && lengths[count - 1] < lengths[count - 2] && lengths[count - 2] - lengths[count - 1] <= 2) {
      total += lengths[count - 2] - lengths[count - 1];
      lengths[count - 1] = lengths[count - 2];
    }
    indent = runs[0];
    int over = total + indent > 72 ? total + indent : 72;
    for (int index = 0; index < count && index < capacity; index++)
      widths[index] = lengths[index] * 100 / over;
    total = total + indent > 72 ? (total < over ? (total * 100 + over / 2) / over : -1) : (total * 100 + 36) / 72;
  }
  free(runs);
  free(dashes);
  return total;
}

/// Writes the table's tag with its source position, from its first line to `end_line`, and a multiline table's
/// width (a multiline table is the one with a <colgroup>).
static void set_extent(cmark_node *table, int end_line, int end_column) {
  char enter[128], style[32] = "";
  int width = has_colgroup(table) ? column_widths(table, NULL, 0) : -1;
  if (width >= 0)
    snprintf(style, sizeof style, " style=\"width:%d%%;\"", width);
  snprintf(enter, sizeof enter, "<table%s data-sourcepos=\"%d:%d-%d:%d\">", style, cmark_node_get_start_line(table),
           cmark_node_get_start_column(table), end_line, end_column);
  cmark_node_set_on_enter(table, enter);
}

/// The candidate `node`, whose header line `header` (from its container's content) is followed by the line of
/// dashes `dashes`, made a simple table with its header row.
static void make_simple_table(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *node, const char *header,
                              const char *dashes, int count) {
  int *starts = column_runs(dashes, count);
  char *content = malloc((size_t)count + strlen(dashes) + 2);
  if (!starts || !content) {
    free(starts);
    free(content);
    return;
  }
  for (int index = 0; index < count; index++) {
    char *text = cut(header, starts, count, index);
    content[index] = text ? alignment(text, starts[count + index]) : 'D';
    free(text);
  }
  sprintf(content + count, "\n%s", dashes);
  cmark_node_set_type(node, CMARK_NODE_CUSTOM_BLOCK);
  cmark_node_set_string_content(node, content);
  cmark_node_set_user_data(node, (void *)&open_table_mark);
  cmark_node_set_on_exit(node, "</table>");
  int line = cmark_node_get_start_line(node);
  add_row(self, node, group(self, node, "thead"), true, header, line, cmark_node_get_start_column(node));
  set_extent(node, line + 1, cmark_parser_get_column(parser) + 1 + column_count(dashes, (int)strlen(dashes)));
  free(starts);
  free(content);
}

/// The text of column `index` of `lines` (a line end after each), each line's part trimmed, the non-empty ones joined
/// by line ends: a multiline table's cell.
static char *column_text(const char *lines, const int *starts, int count, int index) {
  char *copy = strdup(lines), *text = malloc(strlen(lines) + 2), *out = text;
  if (!copy || !text) {
    free(copy);
    free(text);
    return NULL;
  }
  *out = 0;
  for (char *line = copy, *next; line; line = next) {
    next = strchr(line, '\n');
    if (next)
      *next++ = 0;
    char *part = cut(line, starts, count, index);
    if (part && *trim(part))
      out += sprintf(out, "%s%s", out > text ? "\n" : "", part);
    free(part);
  }
  free(copy);
  return text;
}

/// pandoc's alignment of a multiline table's column: the shortest non-empty part of its header lines decides, as a
/// simple table's one header line does.
static char multiline_alignment(const char *header, const int *starts, int count, int index, int dash_length) {
  char *copy = strdup(header), *shortest = NULL;
  for (char *line = copy, *next; line; line = next) {
    next = strchr(line, '\n');
    if (next)
      *next++ = 0;
    char *part = cut(line, starts, count, index);
    size_t length = part ? strlen(part) : 0;
    while (length > 0 && part[length - 1] == ' ')
      part[--length] = 0;
    if (length > 0 && (!shortest || column_count(part, (int)length) < column_count(shortest, (int)strlen(shortest)))) {
      free(shortest);
      shortest = part;
    } else {
      free(part);
    }
  }
  char align = shortest ? alignment(shortest, dash_length) : 'D';
  free(shortest);
  free(copy);
  return align;
}

/// A <colgroup> for the table's columns, as wide as pandoc makes a multiline table's (`column_widths`).
static void add_colgroup(cmark_syntax_extension *self, cmark_node *table, int count) {
  int *widths = malloc(sizeof(int) * (size_t)count);
  char *colgroup = malloc((size_t)count * 40 + 16);
  if (widths && colgroup) {
    column_widths(table, widths, count);
    char *out = colgroup + sprintf(colgroup, "<colgroup>");
    for (int index = 0; index < count; index++)
      out += sprintf(out, "\n<col style=\"width: %d%%\" />", widths[index]);
    cmark_node *columns = epubbuild_table_block(self, &group_mark, colgroup, "</colgroup>");
    if (columns)
      cmark_node_append_child(table, columns);
  }
  free(widths);
  free(colgroup);
}

/// `node`, whose header lines `header` (from line `header_line`) are followed by the line of dashes `dashes`, made a
/// multiline table with its header row and its columns' widths; its body is read next.
static void make_multiline_table(cmark_syntax_extension *self, cmark_node *node, const char *header,
                                 const char *dashes, int count, int header_line) {
  int *starts = column_runs(dashes, count);
  char *content = malloc((size_t)count + strlen(dashes) + 2);
  if (!starts || !content) {
    free(starts);
    free(content);
    return;
  }
  for (int index = 0; index < count; index++)
    content[index] = multiline_alignment(header, starts, count, index, starts[count + index]);
  sprintf(content + count, "\n%s", dashes);
  cmark_node_set_string_content(node, content);
  cmark_node_set_on_exit(node, "</table>");
  add_colgroup(self, node, count);
  cmark_node *head = group(self, node, "thead");
  int from = cmark_node_get_start_column(node);
  cmark_node *row = head ? epubbuild_table_row(self, head, true, header_line, from, from + (int)strlen(dashes)) : NULL;
  for (int index = 0; row && index < count; index++) {
    char *text = column_text(header, starts, count, index);
    epubbuild_table_cell(self, row, true, content[index], text);
    free(text);
  }
  free(starts);
  free(content);
}

/// Appends the parts of `line` to the cells of `row` (a line end between a cell's lines).
static void extend_row(cmark_node *table, cmark_node *row, const char *line) {
  const char *aligns;
  char *dashes;
  int count = layout(table, &aligns, &dashes);
  int *starts = count > 0 ? column_runs(dashes, count) : NULL;
  if (starts) {
    int index = 0;
    for (cmark_node *cell = cmark_node_first_child(row); cell && index < count; cell = cmark_node_next(cell), index++) {
      char *part = cut(line, starts, count, index);
      const char *kept = cmark_node_get_string_content(cell);
      char *joined = part && *trim(part) ? malloc(strlen(kept) + strlen(part) + 2) : NULL;
      if (joined) {
        sprintf(joined, "%s%s%s", kept, *kept ? "\n" : "", part);
        cmark_node_set_string_content(cell, joined);
      }
      free(joined);
      free(part);
    }
  }
  free(starts);
  free(dashes);
}

/// What a table makes of a line of its body (from its container's content, line `number`, column `from`).
typedef void (*body_line_func)(cmark_syntax_extension *self, cmark_node *table, cmark_node *body, const char *line,
                               int number, int from);

/// A line of a table after its header, not blank: a line of dashes is its last line; any other is handed to `add`
/// with the table's <tbody> (made for the first).
static int take_table_line(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                           cmark_node *table, body_line_func add) {
  char *line = epubbuild_rest_of_line(parser, input, len);
  if (!line)
    return 0;
  int number = cmark_parser_get_line_number(parser);
  int from = cmark_parser_get_column(parser) + 1;
  if (dash_runs(line, NULL, NULL, 0) > 0) {
    cmark_node_set_user_data(table, (void *)&table_mark);
  } else {
    cmark_node *body = cmark_node_last_child(table);
    const char *enter = body ? cmark_node_get_on_enter(body) : NULL;
    if (!enter || strcmp(enter, "<tbody>") != 0)
      body = group(self, table, "tbody");
    if (body)
      add(self, table, body, line, number, from);
  }
  set_extent(table, number, from + column_count(line, (int)strlen(line)) - 1);
  free(line);
  epubbuild_take_line(parser, input, len);
  return 1;
}

/// A simple table's line: a row.
static void add_simple_line(cmark_syntax_extension *self, cmark_node *table, cmark_node *body, const char *line,
                            int number, int from) {
  add_row(self, table, body, false, line, number, from);
}

/// A line of a multiline table's row: the row's first (`opens`) makes the row, with empty cells; its parts are
/// added to the row's cells.
static void add_row_line(cmark_syntax_extension *self, cmark_node *table, cmark_node *body, const char *line,
                         int number, int from, bool opens) {
  if (opens) {
    const char *aligns;
    char *dashes;
    int count = layout(table, &aligns, &dashes);
    int to = from + column_count(line, (int)strlen(line));
    cmark_node *row = epubbuild_table_row(self, body, false, number, from, to);
    for (int index = 0; row && index < count; index++)
      epubbuild_table_cell(self, row, false, aligns[index], "");
    free(dashes);
  }
  if (cmark_node_last_child(body))
    extend_row(table, cmark_node_last_child(body), line);
}

/// The candidate's header lines as its container's content has them: the first's indent, then the lines.
static char *header_lines(cmark_node *node) {
  const char *text = cmark_node_get_string_content(node);
  int indent = (int)((const char *)cmark_node_get_user_data(node) - candidate_marks);
  text = text ? text : "";
  char *line = malloc(strlen(text) + 5);
  if (line)
    sprintf(line, "%*s%s", indent, "", text);
  return line;
}

/// The candidate `node` as the paragraph cmark-gfm would have opened for its lines (each without its indent).
static void make_paragraph(cmark_node *node) {
  const char *text = cmark_node_get_string_content(node);
  char *content = malloc(strlen(text) + 2), *out = content;
  cmark_node_set_syntax_extension(node, NULL);
  cmark_node_set_user_data(node, NULL);
  if (!content)
    return;
  for (bool line_start = true; *text; text++) {
    if (line_start && (*text == ' ' || *text == '\t'))
      continue;
    *out++ = *text;
    line_start = *text == '\n';
  }
  strcpy(out, out > content && out[-1] == '\n' ? "" : "\n");
  cmark_node_set_string_content(node, content);
  free(content);
}

/// Whether a table starts with the thematic break before it: the line of dashes it was opened on.
static bool on_break(cmark_node *node) {
  cmark_node *previous = cmark_node_previous(node);
  return previous && cmark_node_get_type(previous) == CMARK_NODE_THEMATIC_BREAK &&
         cmark_node_get_start_line(previous) == cmark_node_get_start_line(node);
}

/// Whether the line at `offset` is plain text that continues a paragraph in every reading: it starts with a letter
/// or a digit, and is no ordered list item. A multiline table's header line; any other ends the candidate.
static bool is_plain_text(const unsigned char *input, int len, int offset) {
  unsigned char c = offset < len ? input[offset] : 0;
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 0x80))
    return false;
  int digits = 0;
  while (offset + digits < len && input[offset + digits] >= '0' && input[offset + digits] <= '9')
    digits++;
  return !(digits > 0 && offset + digits < len && (input[offset + digits] == '.' || input[offset + digits] == ')'));
}

/// Whether the line that opened no other block may be a lazy continuation of an open paragraph: the line before
/// was not blank, and the last block read (the innermost last one) is a paragraph.
static bool may_be_lazy(cmark_parser *parser, cmark_node *parent) {
  if (cmark_parser_get_line_number(parser) <= 1 || cmark_parser_get_last_line_length(parser) == 0)
    return false;
  cmark_node *node = parent;
  while (cmark_node_parent(node))
    node = cmark_node_parent(node);
  while (cmark_node_last_child(node))
    node = cmark_node_last_child(node);
  // Block parsing: the tree holds blocks only (cmark-gfm reads inlines at the end).
  return cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH || is_candidate(node);
}

/// Where a table may start: the top level, a block quote, a list item, a fenced div.
static bool may_hold_table(cmark_node *parent) {
  cmark_node_type type = cmark_node_get_type(parent);
  if (type == CMARK_NODE_DOCUMENT || type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_ITEM)
    return true;
  const char *enter = cmark_node_get_type(parent) == CMARK_NODE_CUSTOM_BLOCK ? cmark_node_get_on_enter(parent) : NULL;
  return enter && strncmp(enter, "<div", 4) == 0;
}

// MARK: Tables that start with a line of dashes

/// How far a block opened on a line of dashes has read (its user data): the line alone, rows, a blank line after a
/// row, a line of dashes under rows that may be a multiline table's header (a headerless table is made meanwhile),
/// the body under that header (a line of it, a blank line), a headerless table.
enum { DASHES_ONLY, IN_ROWS, AFTER_BLANK, UNDER_HEADER, IN_BODY, BODY_BLANK, HEADLESS, DASHED_STATE_COUNT };
static const char dashed_marks[DASHED_STATE_COUNT] = {0};

/// The state of `node` when it is a block opened on a line of dashes, else -1.
static int dashed_state(cmark_node *node) {
  const void *mark = cmark_node_get_user_data(node);
  for (int state = 0; cmark_node_get_type(node) == CMARK_NODE_CUSTOM_BLOCK && state < DASHED_STATE_COUNT; state++)
    if (mark == &dashed_marks[state])
      return state;
  return -1;
}

/// The most lines a table that starts with a line of dashes has (pandoc's have no bound; a book's are far shorter).
enum { most_dashed_lines = 500 };

static void set_state(cmark_node *node, int state) { cmark_node_set_user_data(node, (void *)&dashed_marks[state]); }

static bool picks_dashed(cmark_node *node, void *context) {
  (void)context;
  return dashed_state(node) >= 0;
}

/// The lines the block has read, a line end between two: after the layout once a table is made of them.
static const char *read_lines(cmark_node *node) {
  const char *text = cmark_node_get_string_content(node);
  for (int skip = dashed_state(node) >= UNDER_HEADER ? 2 : 0; text && skip > 0; skip--) {
    text = strchr(text, '\n');
    text = text ? text + 1 : "";
  }
  return text ? text : "";
}

static void keep_line(cmark_node *node, const char *line) {
  const char *kept = cmark_node_get_string_content(node);
  kept = kept ? kept : "";
  char *joined = malloc(strlen(kept) + strlen(line) + 2);
  if (joined) {
    sprintf(joined, "%s\n%s", kept, line);
    cmark_node_set_string_content(node, joined);
  }
  free(joined);
}

/// Empties the text of every paragraph and heading under `node` (open ones too, which cmark-gfm then drops): the
/// rows' first reading as Markdown, which a table replaces, reads no inlines (no note or footnote referred to twice).
/// It is dropped after the inline phase, when none of it is open any more.
static void mute_first_reading(cmark_node *node) {
  cmark_iter *iterator = cmark_iter_new(node);
  while (iterator && cmark_iter_next(iterator) != CMARK_EVENT_DONE) {
    cmark_node *child = cmark_iter_get_node(iterator);
    cmark_node_type type = cmark_node_get_type(child);
    if (cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER &&
        (type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING))
      cmark_node_set_string_content(child, "");
  }
  cmark_iter_free(iterator);
}

/// Frees the table's groups (a table made before the next line told it is none): never open, they go at once.
static void drop_groups(cmark_node *node) {
  for (cmark_node *child = cmark_node_first_child(node), *next; child; child = next) {
    next = cmark_node_next(child);
    if (epubbuild_has_mark(child, &group_mark))
      cmark_node_free(child);
  }
}

/// Frees what `node` read as Markdown before it was a table (its children but the table's groups).
static void drop_first_reading(cmark_node *node) {
  for (cmark_node *child = cmark_node_first_child(node), *next; child; child = next) {
    next = cmark_node_next(child);
    if (!epubbuild_has_mark(child, &group_mark))
      cmark_node_free(child);
  }
}

/// The first row's line in `lines` (after the line of dashes), or "".
static char *first_row(const char *lines) {
  const char *row = strchr(lines, '\n');
  row = row ? row + 1 : "";
  return strndup(row, strcspn(row, "\n"));
}

/// The rows of `lines` (the table's lines from its first: `skip` lines before its body, the rows, the last line of
/// dashes) in a <tbody> of `table`, from column `from`; the table's extent to its last line.
static void add_body_rows(cmark_syntax_extension *self, cmark_node *table, const char *lines, int skip, bool multiline,
                          int from) {
  cmark_node *body = group(self, table, "tbody");
  char *copy = strdup(lines), *last = copy ? strrchr(copy, '\n') : NULL;
  if (!body || !last) {
    free(copy);
    return;
  }
  *last = 0;
  const char *closing = last + 1;
  int number = cmark_node_get_start_line(table) + skip - 1;
  bool opens = true;
  char *row = copy;
  for (int index = 0; row && index < skip; index++) {
    row = strchr(row, '\n');
    row = row ? row + 1 : NULL;
  }
  for (; row;) {
    char *next = strchr(row, '\n');
    if (next)
      *next++ = 0;
    number++;
    if (!*row) {
      opens = true;
    } else if (multiline) {
      add_row_line(self, table, body, row, number, from, opens);
      opens = false;
    } else {
      add_row(self, table, body, false, row, number, from);
    }
    row = next;
  }
  set_extent(table, number + 1, from - 1 + column_count(closing, (int)strlen(closing)));
  free(copy);
}

/// The rows read (after the line of dashes, up to the last line of dashes) made the body of a headerless table: one
/// line each (`multiline` false), or lines a blank line apart. The columns are the first line's runs, aligned as the
/// first row's line sits under them (pandoc's rule for a header); a multiline table's widths as pandoc gives them.
static void make_headless(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *node, bool multiline) {
  char *lines = strdup(read_lines(node)), *first = lines ? first_row(lines) : NULL;
  char *top = lines ? strndup(lines, strcspn(lines, "\n")) : NULL;
  int count = top ? dash_runs(top, NULL, NULL, 0) : 0;
  int *runs = count > 0 ? column_runs(top, count) : NULL;
  char *content = runs ? malloc((size_t)count + strlen(top) + strlen(lines) + 3) : NULL;
  if (content && first) {
    for (int index = 0; index < count; index++) {
      char *text = cut(first, runs, count, index);
      content[index] = text ? alignment(text, runs[count + index]) : 'D';
      free(text);
    }
    sprintf(content + count, "\n%s\n%s", top, lines);
    cmark_node_set_string_content(node, content);
    cmark_node_set_on_exit(node, "</table>");
    if (multiline)
      add_colgroup(self, node, count);
    add_body_rows(self, node, lines, 1, multiline, cmark_parser_get_column(parser) + 1);
  }
  free(lines);
  free(first);
  free(top);
  free(runs);
  free(content);
}

/// Whether the rows read (after the line of dashes, before the last line) may be a multiline table's header: each
/// is plain text (`is_plain_text`) at most three spaces in.
static bool may_be_header(const char *lines) {
  const char *line = strchr(lines, '\n');
  const char *last = strrchr(lines, '\n');
  for (line = line ? line + 1 : NULL; line && line <= last;) {
    int length = (int)strcspn(line, "\n"), indent = 0;
    while (indent < length && line[indent] == ' ')
      indent++;
    if (indent > 3 || !is_plain_text((const unsigned char *)line, length, indent))
      return false;
    line += length + 1;
  }
  return true;
}

/// Whether a line since the line of dashes was not kept (the block's lines, with the one at the parser, are fewer
/// than the lines since): a lazy continuation (in a block quote or a list item), which cmark-gfm gave a row's
/// paragraph without asking the block. No table then.
static bool lost_a_line(cmark_parser *parser, cmark_node *node) {
  const char *lines = read_lines(node);
  int kept = 2;
  for (const char *end = strchr(lines, '\n'); end; end = strchr(end + 1, '\n'))
    kept++;
  return kept != cmark_parser_get_line_number(parser) - cmark_node_get_start_line(node) + 1;
}

/// A line of dashes under rows (`dashes`, kept with them): a headerless table's last line, simple when no blank line
/// came between its rows, multiline else. Under plain lines with no blank line between them, and in two runs or
/// more, it may be the line under a multiline table's header: the next line tells (`make_headed`).
static int end_rows(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                    cmark_node *node, const char *dashes) {
  if (lost_a_line(parser, node))
    return 0;
  keep_line(node, dashes);
  const char *lines = read_lines(node);
  bool gaps = strstr(lines, "\n\n") != NULL;
  bool header = !gaps && (kinds_of(self) & EPUBBUILD_MULTILINE_TABLES) && dash_runs(dashes, NULL, NULL, 0) >= 2 &&
                may_be_header(lines);
  if (!header && !(kinds_of(self) & (gaps ? EPUBBUILD_MULTILINE_TABLES : EPUBBUILD_SIMPLE_TABLES)))
    return 0;
  if (!header)
    mute_first_reading(node);
  make_headless(self, parser, node, gaps);
  set_state(node, header ? UNDER_HEADER : HEADLESS);
  epubbuild_take_line(parser, input, len);
  // A headerless table is done: what the block read as Markdown is closed with it, and dropped afterwards.
  return header;
}

/// A line of dashes under plain lines followed by a blank line or the end: the headerless table made of them stands
/// if simple tables are read; else there is no table, and the line of dashes is the thematic break it was.
static void settle_header(cmark_node *node, int kinds) {
  if (kinds & EPUBBUILD_SIMPLE_TABLES) {
    mute_first_reading(node);
    set_state(node, HEADLESS);
    return;
  }
  drop_groups(node);
  cmark_node *rule = cmark_node_new(CMARK_NODE_THEMATIC_BREAK);
  if (rule)
    cmark_node_append_child(node, rule);
  set_state(node, IN_ROWS);
}

/// The line after a line of dashes under plain lines: a row makes those lines a multiline table's header; a blank
/// line (or the end) leaves the headerless table made of them, if simple tables are read, else no table at all.
static int after_header(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                        cmark_node *node) {
  if (!is_blank(input, len, cmark_parser_get_offset(parser))) {
    char *line = epubbuild_rest_of_line(parser, input, len);
    if (line)
      keep_line(node, line);
    free(line);
    set_state(node, IN_BODY);
    return line != NULL;
  }
  settle_header(node, kinds_of(self));
  return 0;
}

/// The index of the line under a multiline table's header in `lines` (the table's, from its top line): the first
/// line of dashes after the top one.
static int separator_index(const char *lines) {
  int index = 1;
  for (const char *line = strchr(lines, '\n'); line; line = strchr(line + 1, '\n'), index++) {
    char *copy = strndup(line + 1, strcspn(line + 1, "\n"));
    bool dashes = copy && dash_runs(copy, NULL, NULL, 0) > 0;
    free(copy);
    if (dashes)
      return index;
  }
  return -1;
}

/// A line of dashes under a multiline table's body (`dashes`): its last line. The table is made of the lines kept,
/// in place of the headerless table made of the header and of what the lines were read as.
static int end_body(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                    cmark_node *node, const char *dashes) {
  if (lost_a_line(parser, node))
    return 0;
  keep_line(node, dashes);
  char *lines = strdup(read_lines(node));
  int separator = lines ? separator_index(lines) : -1;
  if (separator < 2) {
    free(lines);
    return 0;
  }
  char *header = strchr(lines, '\n') + 1, *line = header;
  for (int index = 1; index < separator; index++)
    line = strchr(line, '\n') + 1;
  line[-1] = 0;
  char *rule = strndup(line, strcspn(line, "\n"));
  mute_first_reading(node);
  drop_groups(node);
  if (rule) {
    make_multiline_table(self, node, header, rule, dash_runs(rule, NULL, NULL, 0), cmark_node_get_start_line(node) + 1);
    line[-1] = '\n';
    add_body_rows(self, node, lines, separator + 1, true, cmark_parser_get_column(parser) + 1);
    cmark_node_set_user_data(node, (void *)&table_mark);
  }
  free(rule);
  free(lines);
  epubbuild_take_line(parser, input, len);
  return 0;
}

/// A multiline table's header and body with no last line of dashes (a blank line after the header, or the end):
/// pandoc reads a headerless table of the header's lines, made meanwhile if simple tables are read, and the body
/// as what it is, read meanwhile as the block's children; else the lines of dashes are thematic breaks.
static void settle_body(cmark_node *node, int kinds) {
  cmark_node *header = cmark_node_first_child(node);
  if (!(kinds & EPUBBUILD_SIMPLE_TABLES)) {
    drop_groups(node);
    cmark_node *rule = cmark_node_new(CMARK_NODE_THEMATIC_BREAK);
    if (rule && header)
      cmark_node_insert_after(header, rule);
    set_state(node, IN_ROWS);
    return;
  }
  if (header && !epubbuild_has_mark(header, &group_mark))
    cmark_node_free(header);
  cmark_node *after = node;
  for (cmark_node *child = cmark_node_first_child(node), *next; child; child = next) {
    next = cmark_node_next(child);
    if (!epubbuild_has_mark(child, &group_mark) && cmark_node_insert_after(after, child))
      after = child;
  }
  set_state(node, HEADLESS);
}

/// The line of dashes given the spaces between its container's prefix (which ends at byte `content`, where the
/// first row's ends) and its first dash: at most three, or it is no table's line.
static bool indent_top_line(cmark_node *node, int content) {
  int indent = cmark_node_get_start_column(node) - 1 - content;
  const char *top = cmark_node_get_string_content(node);
  char *line = indent >= 0 && indent <= 3 ? malloc(strlen(top) + 4) : NULL;
  if (line) {
    sprintf(line, "%*s%s", indent, "", top);
    cmark_node_set_string_content(node, line);
  }
  free(line);
  return line != NULL;
}

/// Whether `top` and `line` start what pandoc reads as a YAML metadata block ("---", then "key: value"), never a
/// table: CommonMark's reading is kept (a thematic break, and a setext heading when "---" closes it).
static bool starts_yaml(const char *top, const char *line) {
  size_t key = strspn(line, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-");
  return strcmp(top, "---") == 0 && key > 0 && line[key] == ':' && (line[key + 1] == ' ' || line[key + 1] == 0);
}

/// A line read by the block opened on a line of dashes: a row (read as Markdown too, as the block's children, which
/// is what stays when no table comes of it), a blank line (a second one, or one right after the line of dashes,
/// ends it: no table), a line of dashes after rows (`end_rows`).
static int continue_dashed(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                           cmark_node *node) {
  int offset = cmark_parser_get_offset(parser), state = dashed_state(node);
  if (state == UNDER_HEADER)
    return after_header(self, parser, input, len, node);
  // The lines are kept by copying them all again (cmark-gfm's API appends to no node's text): a block that reads
  // on past `most_dashed_lines` lines is no table, which keeps a line of dashes over a long chapter linear.
  if (cmark_parser_get_line_number(parser) - cmark_node_get_start_line(node) > most_dashed_lines)
    return 0;
  char *line = epubbuild_rest_of_line(parser, input, len);
  bool in_body = state == IN_BODY || state == BODY_BLANK;
  int result = 0;
  if (!line || state == HEADLESS) {
    result = 0;
  } else if (is_blank(input, len, offset)) {
    // Rows are one or more blank lines apart, as in pandoc; a blank line right after the line of dashes ends it.
    result = state != DASHES_ONLY;
    if (result) {
      keep_line(node, "");
      set_state(node, in_body ? BODY_BLANK : AFTER_BLANK);
    }
  } else if (dash_runs(line, NULL, NULL, 0) > 0) {
    result = state == DASHES_ONLY ? 0
             : in_body            ? end_body(self, parser, input, len, node, line)
                                  : end_rows(self, parser, input, len, node, line);
  } else if (state == DASHES_ONLY && !indent_top_line(node, cmark_parser_get_offset(parser))) {
    result = 0;
  } else if (state == DASHES_ONLY && starts_yaml(cmark_node_get_string_content(node), line)) {
    result = 0;
  } else {
    keep_line(node, line);
    set_state(node, in_body ? IN_BODY : IN_ROWS);
    result = 1;
  }
  free(line);
  return result;
}

/// On a line of dashes, which cmark-gfm has read as a thematic break and then hands the rest of (nothing) to the
/// extensions with the break as the parent: a block that reads the lines after it as its children, and keeps them
/// as text, for a table that starts with that line (a multiline table, a headerless one) to be made of them.
static cmark_node *open_dashed(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *rule,
                               unsigned char *input, int len) {
  if (!(kinds_of(self) & (EPUBBUILD_SIMPLE_TABLES | EPUBBUILD_MULTILINE_TABLES)) ||
      !may_hold_table(cmark_node_parent(rule)))
    return NULL;
  // From the break's first dash (its start column is a byte offset): the spaces before it, within its container's
  // prefix ("> ", a list item's indent), are counted when the first row tells where that prefix ends.
  int start = cmark_node_get_start_column(rule) - 1;
  if (start < 0 || start >= len)
    return NULL;
  char *line = epubbuild_expand_tabs(input + start, epubbuild_line_end(input, len, start) - start, start);
  cmark_node *node = NULL;
  if (line && dash_runs(line, NULL, NULL, 0) > 0) {
    node = cmark_parser_add_child(parser, rule, CMARK_NODE_CUSTOM_BLOCK, cmark_node_get_start_column(rule));
    cmark_node_set_syntax_extension(node, self);
    set_state(node, DASHES_ONLY);
    cmark_node_set_string_content(node, line);
  }
  free(line);
  return node;
}

/// After the inline phase: a block opened on a line of dashes that made no table gives way to what it read (the
/// thematic break stays before it); one that made a table drops that first reading, as does a multiline table.
static void settle_dashed(cmark_syntax_extension *self, cmark_node *document) {
  size_t count;
  cmark_node **nodes = epubbuild_gather(document, picks_dashed, NULL, &count);
  for (size_t index = 0; index < count; index++) {
    cmark_node *node = nodes[index];
    if (dashed_state(node) == UNDER_HEADER)
      settle_header(node, kinds_of(self));
    if (dashed_state(node) == IN_BODY || dashed_state(node) == BODY_BLANK)
      settle_body(node, kinds_of(self));
    if (dashed_state(node) == HEADLESS) {
      cmark_node_set_user_data(node, (void *)&table_mark);
      continue;
    }
    for (cmark_node *child; (child = cmark_node_first_child(node)) && cmark_node_insert_before(node, child);)
      continue;
    cmark_node_free(node);
  }
  free(nodes);
}

/// A candidate opens where a simple table may start (after a thematic break too, which cmark-gfm hands over as the
/// parent: the break has matched the line, as it matches any). On a line of dashes (the break's own line) a block
/// opens that may be a table starting there.
static cmark_node *open_candidate(cmark_syntax_extension *self, int indented, cmark_parser *parser,
                                  cmark_node *parent, unsigned char *input, int len) {
  bool after_break = cmark_node_get_type(parent) == CMARK_NODE_THEMATIC_BREAK;
  if (after_break && cmark_node_get_start_line(parent) == cmark_parser_get_line_number(parser))
    return open_dashed(self, parser, parent, input, len);
  int first = cmark_parser_get_first_nonspace(parser);
  int indent = first - cmark_parser_get_offset(parser);
  if (indented || indent < 0 || indent > 3 || first >= len || is_blank(input, len, first) || input[first] == '[' ||
      !(kinds_of(self) & EPUBBUILD_SIMPLE_TABLES) || !may_hold_table(after_break ? cmark_node_parent(parent) : parent) ||
      may_be_lazy(parser, parent))
    return NULL;
  // Typed as the paragraph it is if no table comes of it, which takes the line as a paragraph does (so that a list
  // holding it stays tight), and a lazy continuation line after it as one does.
  cmark_node *node = cmark_parser_add_child(parser, parent, CMARK_NODE_PARAGRAPH, first + 1);
  cmark_node_set_syntax_extension(node, self);
  cmark_node_set_user_data(node, (void *)&candidate_marks[indent]);
  return node;
}

/// The candidate's next line: a line of dashes of two or more runs makes a simple table of it (one run is a setext
/// heading's underline, which pandoc reads first); anything else makes the candidate a paragraph, which then reads
/// the line.
static int decide(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                  cmark_node *node) {
  char *line = epubbuild_rest_of_line(parser, input, len);
  char *raw = header_lines(node);
  // The header's line and its line end; a lazy continuation line after it (in a block quote or a list item, which
  // cmark-gfm adds to the candidate as to the paragraph it is typed as) makes it a paragraph.
  size_t length = raw ? strcspn(raw, "\r\n") : 0;
  const char *after = raw ? raw + length : "";
  after += *after == '\r';
  after += *after == '\n';
  bool lazy = *after != 0;
  char *header =
      raw ? epubbuild_expand_tabs((const unsigned char *)raw, (int)length, cmark_parser_get_column(parser)) : NULL;
  free(raw);
  int count = line && header && !lazy ? dash_runs(line, NULL, NULL, 0) : 0;
  bool table = count >= 2;
  if (table)
    make_simple_table(self, parser, node, header, line, count);
  else
    make_paragraph(node);
  if (table)
    epubbuild_take_line(parser, input, len);
  free(line);
  free(header);
  return table || !is_blank(input, len, cmark_parser_get_first_nonspace(parser));
}

/// A simple table goes on to a blank line, or to a line of dashes (its last line).
static int continue_table(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                          cmark_node *table) {
  if (cmark_node_get_user_data(table) != &open_table_mark || is_blank(input, len, cmark_parser_get_offset(parser)))
    return 0;
  return take_table_line(self, parser, input, len, table, add_simple_line);
}

static int matches(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len,
                   cmark_node *node) {
  if (is_candidate(node))
    return decide(self, parser, input, len, node);
  if (dashed_state(node) >= 0)
    return continue_dashed(self, parser, input, len, node);
  return continue_table(self, parser, input, len, node);
}

int epubbuild_table_holds_inlines(cmark_syntax_extension *self, cmark_node *node) {
  (void)self;
  return epubbuild_has_mark(node, &cell_mark) || epubbuild_has_mark(node, &caption_mark) || is_candidate(node);
}

int epubbuild_table_can_contain(cmark_syntax_extension *self, cmark_node *node, cmark_node_type child) {
  (void)self;
  // A block opened on a line of dashes reads its lines as Markdown too (what stays if no table comes of them).
  if (dashed_state(node) >= 0)
    return (child & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_BLOCK && child != CMARK_NODE_ITEM;
  if (epubbuild_has_mark(node, &cell_mark) || epubbuild_has_mark(node, &caption_mark) || is_candidate(node))
    return (child & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_INLINE;
  return child == CMARK_NODE_CUSTOM_BLOCK;
}

static cmark_node *inline_tag(const char *tag) {
  cmark_node *node = cmark_node_new(CMARK_NODE_CUSTOM_INLINE);
  if (node)
    cmark_node_set_on_enter(node, tag);
  return node;
}

/// A cell or a caption whose tags are still its block's.
static bool is_loose_cell(cmark_node *node, void *context) {
  (void)context;
  return (epubbuild_has_mark(node, &cell_mark) || epubbuild_has_mark(node, &caption_mark)) &&
         *cmark_node_get_on_enter(node);
}

/// Gathers the cells first: giving them inlines changes the tree, which an iterator must not see.
void epubbuild_tighten_cells(cmark_node *document) {
  size_t count;
  cmark_node **cells = epubbuild_gather(document, is_loose_cell, NULL, &count);
  for (size_t index = 0; index < count; index++) {
    cmark_node *open = inline_tag(cmark_node_get_on_enter(cells[index]));
    cmark_node *close = inline_tag(cmark_node_get_on_exit(cells[index]));
    if (open && close && cmark_node_prepend_child(cells[index], open) && cmark_node_append_child(cells[index], close)) {
      cmark_node_set_on_enter(cells[index], "");
      cmark_node_set_on_exit(cells[index], "");
    } else {
      cmark_node_free(open);
      cmark_node_free(close);
    }
  }
  free(cells);
}

/// A candidate still open when the document ended (its inlines read) is the paragraph it would have been.
static void settle_candidates(cmark_node *document) {
  cmark_iter *iterator = cmark_iter_new(document);
  while (cmark_iter_next(iterator) != CMARK_EVENT_DONE) {
    cmark_node *node = cmark_iter_get_node(iterator);
    if (cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER &&
        cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH && is_candidate(node)) {
      cmark_node_set_syntax_extension(node, NULL);
      cmark_node_set_user_data(node, NULL);
    }
  }
  cmark_iter_free(iterator);
}

/// After the inline phase: tables still open when the document ended are marked done; a multiline table's top line,
/// read as a thematic break, is taken out; candidates left open become paragraphs.
static bool is_table_on_break(cmark_node *node, void *context) {
  (void)context;
  return epubbuild_has_mark(node, &table_mark) && on_break(node);
}

static cmark_node *postprocess(cmark_syntax_extension *self, cmark_parser *parser, cmark_node *document) {
  (void)parser;
  settle_candidates(document);
  settle_dashed(self, document);
  cmark_iter *iterator = cmark_iter_new(document);
  while (cmark_iter_next(iterator) != CMARK_EVENT_DONE) {
    cmark_node *node = cmark_iter_get_node(iterator);
    if (cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER &&
        epubbuild_has_mark(node, &open_table_mark))
      cmark_node_set_user_data(node, (void *)&table_mark);
  }
  cmark_iter_free(iterator);
  // A table that starts with a line of dashes: the thematic break cmark-gfm read there goes, and so does what the
  // lines after it were read as before they were the table's.
  size_t count;
  cmark_node **tables = epubbuild_gather(document, is_table_on_break, NULL, &count);
  for (size_t index = 0; index < count; index++) {
    cmark_node_free(cmark_node_previous(tables[index]));
    drop_first_reading(tables[index]);
  }
  free(tables);
  epubbuild_tighten_cells(document);
  return document;
}

cmark_syntax_extension *epubbuild_tables_extension(int kinds) {
  return epubbuild_make_extension((epubbuild_extension_functions){.name = "epubbuild-tables",
                                                              .private_data = (void *)(intptr_t)kinds,
                                                              .open = open_candidate,
                                                              .match = matches,
                                                              .can_contain = epubbuild_table_can_contain,
                                                              .holds_inlines = epubbuild_table_holds_inlines,
                                                              .postprocess = postprocess});
}
