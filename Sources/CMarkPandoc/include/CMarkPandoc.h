#ifndef CMARK_PANDOC_H
#define CMARK_PANDOC_H

#include <cmark-gfm-extension_api.h>

/// The attribute of the `<span>` that holds an image's description, rendered, right after the image: a figure's
/// caption (pandoc's `implicit_figures`), which the build places or removes (`Captions`, `FigureCaptions`).
#define EPUBBUILD_CAPTION_ATTRIBUTE "data-epubbuild-caption"

/// pandoc Markdown's `^superscript^` (pandoc manual, "Superscripts and subscripts"). Made once per
/// process; attach it to each parser that reads pandoc's Markdown.
cmark_syntax_extension *epubbuild_superscript_extension(void);

/// pandoc Markdown's `~subscript~` and `~~strikeout~~` (a single tilde is not GitHub's strikeout there).
cmark_syntax_extension *epubbuild_subscript_extension(void);
cmark_syntax_extension *epubbuild_mark_extension(void);

/// pandoc Markdown's inline notes, `^[text]`, written as cmark-gfm writes its footnotes and numbered after the
/// chapter's `[^n]` notes. Made once per process; attach it to each parser that reads pandoc's Markdown.
cmark_syntax_extension *epubbuild_inline_notes_extension(void);

/// pandoc Markdown's fenced divs, `::: warning` / `::: {#id .class key=value}` … `:::`, nested, as `<div>` elements.
cmark_syntax_extension *epubbuild_fenced_divs_extension(void);

/// pandoc Markdown's definition lists (`Term` then `:   definition` or `~ definition`), compact and loose.
cmark_syntax_extension *epubbuild_definition_lists_extension(void);

/// pandoc Markdown's line blocks (`| line`, a line that starts with a space continuing the one before) as
/// `<div class="line-block">`, the lines apart by `<br />`, their leading spaces non-breaking.
cmark_syntax_extension *epubbuild_line_blocks_extension(void);

/// pandoc Markdown's ordered lists as pandoc writes them (`<ol start="3" type="a">`), every ordered list of the
/// chapter; `flags`: 1 reads `fancy_lists`' markers ("a.", "(iv)", "#."), 2 `example_lists`' ("(@label)" and
/// "@label" references), 4 keeps a list's first number (`startnum`; without it every list starts at 1).
cmark_syntax_extension *epubbuild_ordered_lists_extension(unsigned flags);

/// A code span's or code block's braces in pandoc Markdown. `flags` 1: the raw attribute, "```{=html}" blocks and
/// "`<b>x</b>`{=html}" spans are raw HTML (so are epub's), another format's are left out, each marked for
/// `epubbuild_dropped_raw_format`. `flags` 2: inline code attributes, "`x = 1`{#id .haskell}" as
/// `<code id="id" class="haskell">`.
cmark_syntax_extension *epubbuild_raw_attribute_extension(unsigned flags);

/// pandoc Markdown's bracketed spans, `[text]{#id .class key=value}` as `<span>` (`flags` 1), and link and image
/// attributes, `[a](u){.c}`, `![a](i.png){width=50%}` (`flags` 2), as pandoc's HTML writer writes them.
cmark_syntax_extension *epubbuild_attributes_extension(unsigned flags);

/// The format of raw content the raw attribute extension left out at `node`, or NULL when `node` is none.
const char *epubbuild_dropped_raw_format(cmark_node *node);

/// The table kinds `epubbuild_tables_extension` reads.
enum { EPUBBUILD_SIMPLE_TABLES = 1, EPUBBUILD_MULTILINE_TABLES = 2 };

/// pandoc Markdown's simple tables (a header line over a line of dashes whose runs are the columns) and multiline
/// tables (a line of dashes, header lines, a line of dashes, rows separated by blank lines, a line of dashes), and
/// both without a header (a line of dashes giving the columns, rows, a line of dashes), as `kinds` says, written as pandoc's HTML5 writer writes them. Attach it after every other block extension.
cmark_syntax_extension *epubbuild_tables_extension(int kinds);

/// Lets a cell of cmark-gfm's own pipe tables hold any inline, the other extensions' too (pandoc's spans, inline
/// notes, superscripts, citations), which its table extension refused: they were dropped from cells without a word.
/// Changes the registered "table" extension, shared by the process: call it once, where the extensions are
/// registered, before any parser reads.
void epubbuild_open_pipe_table_cells(void);

/// pandoc Markdown's grid tables ("+---+" borders, cells holding blocks). A cell's Markdown is read by a parser of
/// its own, made with `options` (the document parser's) and the document parser's extensions.
cmark_syntax_extension *epubbuild_grid_tables_extension(int options);

/// The index of the first line of the grid table `text` (its lines, the top border first) holding text no traced cell
/// holds (a border that closes no cell), for which the table is read as text; -1 when every cell closes.
int epubbuild_grid_table_misfit(const char *text);

/// pandoc Markdown's table captions: a paragraph "Table: text" or ": text" before or after a table, as its <caption>.
/// GitHub's pipe tables are rebuilt to hold one, written as pandoc writes tables. Attach it after the table
/// extensions: it works on the tables they have made.
cmark_syntax_extension *epubbuild_table_captions_extension(void);

/// pandoc Markdown's citations, `[see @doe99, p. 3; @smith]`, `@doe99`, `[-@doe99]`, as
/// `<span class="citation" data-cites="…">` spans holding `<span data-citation-key="…">` keys, for the build to render.
cmark_syntax_extension *epubbuild_citations_extension(void);

#endif
