import Markdown
import Testing

/// pandoc Markdown's tables (CMarkPandoc's pandoc_tables.c, pandoc_grid_tables.c, pandoc_table_captions.c): the
/// HTML pandoc 2.17's `-t html5` writes for the same text, source positions aside.
@Suite struct PandocTableTests {
    private let pandoc: MarkdownRenderer.Syntax = [
        .tables, .footnotes, .superscript, .subscript, .fencedDivs, .definitionLists, .simpleTables, .gridTables,
        .tableCaptions, .multilineTables,
    ]

    private func html(_ markdown: String, _ syntax: MarkdownRenderer.Syntax? = nil) -> String {
        MarkdownRenderer.html(from: markdown, syntax: syntax ?? pandoc)
            .replacingOccurrences(of: #" data-sourcepos="[^"]*""#, with: "", options: .regularExpression)
    }

    private let simple = """
          Right     Left     Center     Default
        -------     ------ ----------   -------
             12     12        12            12
            123     123       123          123

        Table:  Demonstration of simple table syntax.

        """

    @Test func simpleTablesAlignColumnsByTheirHeaders() {
        let expected = """
            <table>
            <caption>Demonstration of simple table syntax.</caption>
            <thead>
            <tr class="header">
            <th style="text-align: right;">Right</th>
            <th style="text-align: left;">Left</th>
            <th style="text-align: center;">Center</th>
            <th>Default</th>
            </tr>
            </thead>
            <tbody>
            <tr class="odd">
            <td style="text-align: right;">12</td>
            <td style="text-align: left;">12</td>
            <td style="text-align: center;">12</td>
            <td>12</td>
            </tr>
            <tr class="even">
            <td style="text-align: right;">123</td>
            <td style="text-align: left;">123</td>
            <td style="text-align: center;">123</td>
            <td>123</td>
            </tr>
            </tbody>
            </table>

            """
        #expect(html(simple) == expected)
    }

    /// Cells are read with the document: emphasis, code, and links to references defined anywhere in it.
    @Test func simpleTableCellsHoldInlineMarkdown() {
        let markdown = "Name  Link\n----  --------------\n*a*   [ref] and `x|y`\n\n[ref]: /u\n"
        #expect(
            html(markdown).contains(
                "<td><em>a</em></td>\n<td style=\"text-align: left;\"><a href=\"/u\">ref</a> and <code>x|y</code></td>")
        )
    }

    /// What is no simple table stays what CommonMark reads: a setext heading, a paragraph's lines, a lazy line, a
    /// definition list's term, a thematic break.
    @Test(arguments: [
        ("Heading\n-------\n", "<h2>Heading</h2>\n"),
        ("one\ntwo\n\nthree\n", "<p>one\ntwo</p>\n<p>three</p>\n"),
        ("> quote\nlazy\n", "<blockquote>\n<p>quote\nlazy</p>\n</blockquote>\n"),
        ("Term\n:   definition\n", "<dl>\n<dt>\nTerm\n</dt>\n<dd>\ndefinition\n</dd>\n</dl>\n"),
        ("text\n\n- - -\n", "<p>text</p>\n<hr />\n"),
        ("[ref]: /u\n", ""),
        ("last line", "<p>last line</p>\n"),
    ])
    func whatIsNoSimpleTable(markdown: String, expected: String) {
        #expect(html(markdown) == expected)
    }

    private let multiline = """
        -------------------------------------------------------------
         Centered   Default           Right Left
          Header    Aligned         Aligned Aligned
        ----------- ------- --------------- -------------------------
           First    row                12.0 Example of a row that
                                            spans multiple lines.

          Second    row                 5.0 Here is another one. Note
                                            the blank line between
                                            rows.
        -------------------------------------------------------------

        Table: Here is the caption. It, too, may span
        multiple lines.

        """

    /// pandoc's manual's multiline table: `pandoc -f markdown -t html5`'s output, white space aside (a cell's
    /// lines keep their line ends here, pandoc joins them with spaces).
    @Test func multilineTablesJoinTheirCellsLines() {
        let pandocHTML = """
            <table style="width:86%;"> <caption>Here is the caption. It, too, may span multiple lines.</caption> \
            <colgroup> <col style="width: 16%" /> <col style="width: 11%" /> <col style="width: 22%" /> \
            <col style="width: 36%" /> </colgroup> <thead> <tr class="header"> \
            <th style="text-align: center;">Centered Header</th> <th>Default Aligned</th> \
            <th style="text-align: right;">Right Aligned</th> <th style="text-align: left;">Left Aligned</th> </tr> \
            </thead> <tbody> <tr class="odd"> <td style="text-align: center;">First</td> <td>row</td> \
            <td style="text-align: right;">12.0</td> \
            <td style="text-align: left;">Example of a row that spans multiple lines.</td> </tr> <tr class="even"> \
            <td style="text-align: center;">Second</td> <td>row</td> <td style="text-align: right;">5.0</td> \
            <td style="text-align: left;">Here is another one. Note the blank line between rows.</td> </tr> \
            </tbody> </table>
            """
        let ours = html(multiline).replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        #expect(ours.trimmingCharacters(in: .whitespaces) == pandocHTML)
        // The top line of dashes is the table's, not a thematic break; the table's position starts there.
        #expect(!html(multiline).contains("<hr"))
        #expect(
            MarkdownRenderer.html(from: multiline, syntax: pandoc).hasPrefix(
                "<table style=\"width:86%;\" data-sourcepos=\"1:"))
    }

    /// A thematic break stays one when what follows is no multiline table: a setext heading (a YAML block's shape),
    /// a paragraph.
    @Test(arguments: [
        ("---\ntitle: x\n---\n", "<hr />\n<h2>title: x</h2>\n"),
        ("text\n\n---\nMore text\n\nafter\n", "<p>text</p>\n<hr />\n<p>More text</p>\n<p>after</p>\n"),
        ("---\n\nA  B\n", "<hr />\n<p>A  B</p>\n"),
    ])
    func whatIsNoMultilineTable(markdown: String, expected: String) {
        #expect(html(markdown) == expected)
    }

    @Test func captionsComeBeforeOrAfterPipeTables() {
        let table = "| a | b |\n|---|--:|\n| *x* | `y` |\n"
        let after = html(table + "\n: The caption\n")
        #expect(after.hasPrefix("<table>\n<caption>The caption</caption>\n<thead>\n<tr class=\"header\">\n<th>a</th>"))
        #expect(after.contains("<td style=\"text-align: right;\"><code>y</code></td>"))
        #expect(html("Table: Before\n\n" + table).hasPrefix("<table>\n<caption>Before</caption>"))
        // The caption before wins; the one after stays a paragraph.
        #expect(html("Table: Before\n\n" + table + "\nTable: After\n").hasSuffix("</table>\n<p>Table: After</p>\n"))
        #expect(html("Table:x\n\n" + table).hasPrefix("<table>\n<caption>x</caption>"))
        #expect(html(":x\n\n" + table).hasPrefix("<table>\n<caption>x</caption>"))
        #expect(!html(":: x\n\n" + table).contains("<caption>"))
    }

    /// GitHub's Markdown keeps cmark-gfm's own pipe tables, and no caption.
    @Test func gitHubsPipeTablesAreUnchanged() {
        let output = html("| a |\n|---|\n| b |\n\nTable: no caption\n", .gitHub)
        #expect(
            output
                == "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b</td>\n</tr>\n</tbody>\n</table>\n<p>Table: no caption</p>\n"
        )
    }

    @Test func eachTableKindHasItsSwitch() {
        #expect(!html(simple, pandoc.subtracting(.simpleTables)).contains("<table"))
        #expect(!html(grid, pandoc.subtracting(.gridTables)).contains("<table"))
        #expect(!html(simple, pandoc.subtracting(.tableCaptions)).contains("<caption"))
        // Without multiline tables, the lines between the first two lines of dashes are a headerless simple table, as
        // pandoc -f markdown-multiline_tables reads them.
        #expect(!html(multiline, pandoc.subtracting(.multilineTables)).contains("<colgroup"))
        #expect(!html(multiline, pandoc.subtracting([.multilineTables, .simpleTables])).contains("<table"))
        #expect(html(multiline, pandoc.subtracting(.simpleTables)).contains("<table"))
        #expect(!html(simple, pandoc.subtracting(.simpleTables)).contains("<table"))
    }

    /// Tables that start with their line of dashes, which gives their columns: headerless simple tables (one line a
    /// row) and multiline ones (rows blank lines apart), aligned as their first row sits under the dashes; a multiline
    /// table with no last line of dashes, which is a headerless table of its header and the rest as it is; and what
    /// is no table (no closing line of dashes, a blank line right after the first).
    /// The expected HTML is pandoc 2.17's (`pandoc -f markdown -t html5`), white space collapsed, ids aside.
    @Test(arguments: [
        (
            "-------     ------ ----------   -------\n     12     12        12             12\n    123     123       123           123\n      1     1          1              1\n-------     ------ ----------   -------\n",
            "<table> <tbody> <tr class=\"odd\"> <td style=\"text-align: right;\">12</td> <td style=\"text-align: left;\">12</td> <td style=\"text-align: center;\">12</td> <td style=\"text-align: right;\">12</td> </tr> <tr class=\"even\"> <td style=\"text-align: right;\">123</td> <td style=\"text-align: left;\">123</td> <td style=\"text-align: center;\">123</td> <td style=\"text-align: right;\">123</td> </tr> <tr class=\"odd\"> <td style=\"text-align: right;\">1</td> <td style=\"text-align: left;\">1</td> <td style=\"text-align: center;\">1</td> <td style=\"text-align: right;\">1</td> </tr> </tbody> </table>"
        ),
        (
            "----------- ------- --------------- -------------------------\n   First    row                12.0 Example of a row that\n                                    spans multiple lines.\n\n  Second    row                 5.0 Here is another one. Note\n                                    the blank line between\n                                    rows.\n----------- ------- --------------- -------------------------\n\n: Here is a multiline table without a header.\n",
            "<table style=\"width:86%;\"> <caption>Here is a multiline table without a header.</caption> <colgroup> <col style=\"width: 16%\" /> <col style=\"width: 11%\" /> <col style=\"width: 22%\" /> <col style=\"width: 36%\" /> </colgroup> <tbody> <tr class=\"odd\"> <td style=\"text-align: center;\">First</td> <td style=\"text-align: left;\">row</td> <td style=\"text-align: right;\">12.0</td> <td style=\"text-align: left;\">Example of a row that spans multiple lines.</td> </tr> <tr class=\"even\"> <td style=\"text-align: center;\">Second</td> <td style=\"text-align: left;\">row</td> <td style=\"text-align: right;\">5.0</td> <td style=\"text-align: left;\">Here is another one. Note the blank line between rows.</td> </tr> </tbody> </table>"
        ),
        (
            "Text.\n\n-----\nfoo\n-----\n\nafter\n",
            "<p>Text.</p> <table> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">foo</td> </tr> </tbody> </table> <p>after</p>"
        ),
        (
            "----- -----\nfoo   bar\n----- -----\n\nnext\n",
            "<table> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">foo</td> <td style=\"text-align: left;\">bar</td> </tr> </tbody> </table> <p>next</p>"
        ),
        (
            "---\n# Chapter\n\nText\n\n---\n",
            "<table style=\"width:6%;\"> <colgroup> <col style=\"width: 5%\" /> </colgroup> <tbody> <tr class=\"odd\"> <td># Chapter</td> </tr> <tr class=\"even\"> <td>Text</td> </tr> </tbody> </table>"
        ),
        (
            "----- -----\n      bar\n----- -----\n",
            "<table> <tbody> <tr class=\"odd\"> <td></td> <td style=\"text-align: left;\">bar</td> </tr> </tbody> </table>"
        ),
        (
            "------ ------\n漢字   *abc*\n------ ------\n",
            "<table> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">漢字</td> <td style=\"text-align: left;\"><em>abc</em></td> </tr> </tbody> </table>"
        ),
        (
            "-------\t-------\nfoo\tbar\n-------\t-------\n",
            "<table> <tbody> <tr class=\"odd\"> <td>foo bar</td> <td></td> </tr> </tbody> </table>"
        ),
        (
            "x\r\n\r\n----- -----\r\n  foo bar\r\n----- -----\r\n",
            "<p>x</p> <table> <tbody> <tr class=\"odd\"> <td style=\"text-align: right;\">foo</td> <td style=\"text-align: left;\">bar</td> </tr> </tbody> </table>"
        ),
        (
            "::: note\n----- -----\nfoo   bar\n----- -----\n:::\n",
            "<div class=\"note\"> <table> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">foo</td> <td style=\"text-align: left;\">bar</td> </tr> </tbody> </table> </div>"
        ),
        (
            "- - -\nThe end.\n",
            "<hr /> <p>The end.</p>"
        ),
        (
            "----- -----\nfoo   bar\nbaz   qux\n",
            "<hr /> <p>foo bar baz qux</p>"
        ),
        (
            "----- -----\nfoo   bar\n\n\nbaz   qux\n",
            "<hr /> <p>foo bar</p> <p>baz qux</p>"
        ),
        (
            "----- -----\nfoo   bar\n----- -----\nnext\n",
            "<table> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">foo</td> <td style=\"text-align: left;\">bar</td> </tr> </tbody> </table> <p>next</p>"
        ),
        (
            "---------\nHead Two\n---- ----\na    b\n\n\nc    d\n---------\n",
            "<table style=\"width:14%;\"> <colgroup> <col style=\"width: 6%\" /> <col style=\"width: 6%\" /> </colgroup> <thead> <tr class=\"header\"> <th>Head</th> <th style=\"text-align: left;\">Two</th> </tr> </thead> <tbody> <tr class=\"odd\"> <td>a</td> <td style=\"text-align: left;\">b</td> </tr> <tr class=\"even\"> <td>c</td> <td style=\"text-align: left;\">d</td> </tr> </tbody> </table>"
        ),
        (
            "---------\nHead Two\n---- ----\na    b\n\n# Title\n\nmore\n",
            "<table> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">Head Two</td> </tr> </tbody> </table> <p>a b</p> <h1>Title</h1> <p>more</p>"
        ),
        (
            "- x\n\n  ----- -----\n  foo   bar\n  ----- -----\n  - item\n",
            "<ul> <li><p>x</p> <table> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">foo</td> <td style=\"text-align: left;\">bar</td> </tr> </tbody> </table> <ul> <li>item</li> </ul></li> </ul>"
        ),
        (
            "-----\n\nfoo\n-----\n",
            "<hr /> <h2>foo</h2>"
        ),
        (
            "----- -----\n# Heading\n- item\n",
            "<hr /> <h1>Heading</h1> <ul> <li>item</li> </ul>"
        ),
    ])
    func tablesStartingWithTheirDashes(markdown: String, expected: String) {
        #expect(collapsed(html(markdown)) == collapsed(expected))
    }

    /// HTML with its white space collapsed, none between tags: our line ends and pandoc's fall in other places.
    private func collapsed(_ html: String) -> String {
        html.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: "> <", with: "><").replacingOccurrences(of: "<li> ", with: "<li>")
            .trimmingCharacters(in: .whitespaces)
    }

    /// A table that starts with its dashes reads its rows as Markdown first (what stays if no table comes of them):
    /// that reading is dropped, and a note referred to in a cell is referred to once, from the cell.
    @Test func aNoteInATableStartingWithItsDashesIsReferredToOnce() {
        let output = html(
            "---------- ----------\nfoo[^1]    ^[inline]\n---------- ----------\n\n[^1]: The note.\n",
            pandoc.union(.inlineNotes))
        #expect(output.hasPrefix("<table>\n<tbody>"), "\(output)")
        #expect(output.components(separatedBy: "data-footnote-ref").count == 3, "\(output)")
        #expect(output.components(separatedBy: "class=\"footnote-backref\"").count == 3, "\(output)")
        #expect(!output.contains("fnref-1-2") && !output.contains("<hr"), "\(output)")
    }

    /// Simple, multiline and headerless tables in block quotes and list items, as pandoc reads them there; a line
    /// that continues a quote's paragraph lazily keeps doing so, and a table's widths are pandoc's (a last column
    /// one or two narrower than the one before is as wide), tabs stop as they would from the line's start. pandoc
    /// 2.17's HTML, white space collapsed.
    @Test(arguments: [
        (
            "- Item:\n\n    Right  Left\n    -----  ----\n       12  ab\n\n- next\n",
            "<ul> <li><p>Item:</p> <table> <thead> <tr class=\"header\"> <th>Right</th> <th>Left</th> </tr> </thead> <tbody> <tr class=\"odd\"> <td>12</td> <td>ab</td> </tr> </tbody> </table></li> <li><p>next</p></li> </ul>"
        ),
        (
            "> Right  Left\n> -----  ----\n>    12  ab\n",
            "<blockquote> <table> <thead> <tr class=\"header\"> <th>Right</th> <th>Left</th> </tr> </thead> <tbody> <tr class=\"odd\"> <td>12</td> <td>ab</td> </tr> </tbody> </table> </blockquote>"
        ),
        (
            "> ----- -----\n> foo   bar\n> ----- -----\n",
            "<blockquote> <table> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">foo</td> <td style=\"text-align: left;\">bar</td> </tr> </tbody> </table> </blockquote>"
        ),
        (
            "- item\n\n  -------------\n  Head   Other\n  -----  -----\n  a      b\n  -------------\n",
            "<ul> <li><p>item</p> <table style=\"width:19%;\"> <colgroup> <col style=\"width: 9%\" /> <col style=\"width: 9%\" /> </colgroup> <thead> <tr class=\"header\"> <th style=\"text-align: left;\">Head</th> <th>Other</th> </tr> </thead> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">a</td> <td>b</td> </tr> </tbody> </table></li> </ul>"
        ),
        (
            "> quote\nlazy\n",
            "<blockquote> <p>quote lazy</p> </blockquote>"
        ),
        (
            "> Right  Left\nlazy\n",
            "<blockquote> <p>Right Left lazy</p> </blockquote>"
        ),
        (
            "> - A  B\n>   -- --\n>   1  2\n",
            "<blockquote> <ul> <li><table> <thead> <tr class=\"header\"> <th style=\"text-align: left;\">A</th> <th style=\"text-align: left;\">B</th> </tr> </thead> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">1</td> <td style=\"text-align: left;\">2</td> </tr> </tbody> </table></li> </ul> </blockquote>"
        ),
        (
            "> 魚魚  B\r\n> ----  --\r\n> x     y\r\n",
            "<blockquote> <table> <thead> <tr class=\"header\"> <th style=\"text-align: left;\">魚魚</th> <th style=\"text-align: left;\">B</th> </tr> </thead> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">x</td> <td style=\"text-align: left;\">y</td> </tr> </tbody> </table> </blockquote>"
        ),
        (
            "-------------\nHead   Other\n-----  -----\na      b\n-------------\n",
            "<table style=\"width:19%;\"> <colgroup> <col style=\"width: 9%\" /> <col style=\"width: 9%\" /> </colgroup> <thead> <tr class=\"header\"> <th style=\"text-align: left;\">Head</th> <th>Other</th> </tr> </thead> <tbody> <tr class=\"odd\"> <td style=\"text-align: left;\">a</td> <td>b</td> </tr> </tbody> </table>"
        ),
        (
            "- x\n\n  A\tB\n  --\t--\n  1\t2\n",
            "<ul> <li><p>x</p> <table> <thead> <tr class=\"header\"> <th>A B</th> <th></th> </tr> </thead> <tbody> <tr class=\"odd\"> <td>1 2</td> <td></td> </tr> </tbody> </table></li> </ul>"
        ),
        (
            "- a\n\n  ----- -----\n  foo   bar\n",
            "<ul> <li><p>a</p> <hr /> <p>foo bar</p></li> </ul>"
        ),
    ])
    func tablesInQuotesAndLists(markdown: String, expected: String) {
        #expect(collapsed(html(markdown)) == collapsed(expected))
    }

    /// A table that starts with its dashes has at most 500 lines: past them, what the lines were read as stays (a
    /// thematic break over a long run of paragraphs is read in linear time, never kept whole again for each line).
    @Test func aLineOfDashesOverALongChapterIsNoTable() {
        let paragraphs = (1...400).map { "Paragraph \($0)." }.joined(separator: "\n\n")
        let output = html("---\n" + paragraphs + "\n\n---\n")
        #expect(!output.contains("<table"))
        #expect(output.components(separatedBy: "<hr />").count == 3)
        #expect(output.contains("<p>Paragraph 400.</p>"))
    }

    private let grid = """
        +---------------+---------------+--------------------+
        | Fruit         | Price         | Advantages         |
        +===============+===============+====================+
        | Bananas       | $1.34         | - built-in wrapper |
        |               |               | - bright color     |
        +---------------+---------------+--------------------+
        | Oranges       | $2.10         | - cures scurvy     |
        |               |               | - tasty            |
        +---------------+---------------+--------------------+

        """

    @Test func gridTablesHoldBlocks() {
        let expected = """
            <table style="width:74%;">
            <colgroup>
            <col style="width: 22%" />
            <col style="width: 22%" />
            <col style="width: 29%" />
            </colgroup>
            <thead>
            <tr class="header">
            <th>Fruit</th>
            <th>Price</th>
            <th>Advantages</th>
            </tr>
            </thead>
            <tbody>
            <tr class="odd">
            <td>Bananas</td>
            <td>$1.34</td>
            <td><ul>
            <li>built-in wrapper</li>
            <li>bright color</li>
            </ul></td>
            </tr>
            <tr class="even">
            <td>Oranges</td>
            <td>$2.10</td>
            <td><ul>
            <li>cures scurvy</li>
            <li>tasty</li>
            </ul></td>
            </tr>
            </tbody>
            </table>

            """
        #expect(html(grid) == expected)
    }

    /// Alignment from the colons of the header's border (or the top one, headless); a cell of several paragraphs
    /// keeps them; a code block in a cell is code.
    @Test func gridTablesAlignAndKeepParagraphs() {
        let aligned =
            "+-----+-----+-----+\n| a   | b   | c   |\n+====:+:====+:===:+\n| 1   | 2   | 3   |\n+-----+-----+-----+\n"
        let output = html(aligned)
        #expect(output.contains("<th style=\"text-align: right;\">a</th>\n<th style=\"text-align: left;\">b</th>"))
        #expect(output.contains("<td style=\"text-align: center;\">3</td>"))
        #expect(html("+:--+\n| a |\n+---+\n").contains("<td style=\"text-align: left;\">a</td>"))
        let blocks = html(
            "+--------+\n| one    |\n|        |\n| two    |\n+--------+\n| ```    |\n| code   |\n| ```    |\n+--------+\n"
        )
        #expect(blocks.contains("<td><p>one</p>\n<p>two</p></td>"))
        #expect(blocks.contains("<td><pre><code>code\n</code></pre></td>"))
    }

    /// Columns count characters as pandoc does: an East Asian wide character two, a zero-width one none; alignment
    /// counts characters.
    @Test func gridTableColumnsCountWideCharactersTwice() {
        #expect(html("+--+----+\n|魚|fish|\n+--+----+\n").contains("<td>魚</td>\n<td>fish</td>"))
        #expect(html("+-------+---------+\n|می‌خواهم|I want to|\n+-------+---------+\n").contains("<td>I want to</td>"))
        // Alignment counts the header's characters, not its columns (pandoc's alignType): "  名前" over six dashes
        // ends short of them, so the column is centred, as pandoc 2.17 writes it.
        #expect(html("  名前    Link\n------  ----\n  魚     x\n").contains("<td style=\"text-align: center;\">魚</td>"))
    }

    /// A cell spans rows or columns where its borders are left out, as pandoc 3 traces them (the example of pandoc's
    /// manual): `rowspan` and `colspan`, each column's width as pandoc's, the header's cell over two columns.
    @Test func gridCellsSpanRowsAndColumns() {
        let spanning = """
            +---------------------+----------+
            | Property            | Earth    |
            +=============+=======+==========+
            |             | min   | -89.2 °C |
            | Temperature +-------+----------+
            | 1961-1990   | mean  | 14 °C    |
            |             +-------+----------+
            |             | max   | 56.7 °C  |
            +-------------+-------+----------+

            """
        let expected = """
            <table style="width:46%;">
            <colgroup>
            <col style="width: 19%" />
            <col style="width: 11%" />
            <col style="width: 15%" />
            </colgroup>
            <thead>
            <tr class="header">
            <th colspan="2">Property</th>
            <th>Earth</th>
            </tr>
            </thead>
            <tbody>
            <tr class="odd">
            <td rowspan="3">Temperature
            1961-1990</td>
            <td>min</td>
            <td>-89.2 °C</td>
            </tr>
            <tr class="even">
            <td>mean</td>
            <td>14 °C</td>
            </tr>
            <tr class="odd">
            <td>max</td>
            <td>56.7 °C</td>
            </tr>
            </tbody>
            </table>

            """
        #expect(html(spanning) == expected)
        #expect(MarkdownRenderer.gridTableMisfit(spanning.split(separator: "\n")) == nil)
    }

    /// A spanning cell takes its first column's alignment and holds blocks; `+===+` borders at the end set off a
    /// foot, as pandoc 3 reads them.
    @Test func spanningGridCellsAlignAndHoldBlocks() {
        let output = html(
            "+-----+-----+-----+\n| a   | b         |\n+====:+:====+=====+\n| 1   | - x       |\n|     | - y       |\n"
                + "+-----+-----+-----+\n| one paragraph   |\n|                 |\n| and another     |\n+=====+=====+=====+\n"
                + "| f   | g   | h   |\n+=====+=====+=====+\n")
        #expect(
            output.contains(
                "<th style=\"text-align: right;\">a</th>\n<th colspan=\"2\" style=\"text-align: left;\">b</th>"))
        #expect(
            output.contains("<td colspan=\"2\" style=\"text-align: left;\"><ul>\n<li>x</li>\n<li>y</li>\n</ul></td>"))
        #expect(
            output.contains(
                "<td colspan=\"3\" style=\"text-align: right;\"><p>one paragraph</p>\n<p>and another</p></td>"))
        #expect(output.contains("</tbody>\n<tfoot>\n<tr class=\"odd\">\n<td style=\"text-align: right;\">f</td>"))
    }

    /// Text that no cell's borders close around (a border broken by a letter, a row with no border under it) makes
    /// the lines no table but a paragraph, every word kept, and the renderer says which line holds it; pandoc 3 drops
    /// such text.
    @Test func brokenGridTablesAreText() {
        let broken = "+------+------+\n| a    | b    |\n+------+--x---+\n"
        #expect(html(broken).hasPrefix("<p>+------+------+"))
        #expect(html(broken).contains("| a    | b    |"))
        #expect(MarkdownRenderer.gridTableMisfit(broken.split(separator: "\n")) == 1)
        let open = "+------+------+\n| a    | b    |\n| c    | d    |\n"
        #expect(!html(open).contains("<table"))
        #expect(MarkdownRenderer.gridTableMisfit(open.split(separator: "\n")) == 1)
        #expect(MarkdownRenderer.gridTableMisfit(grid.split(separator: "\n")) == nil)
    }

    /// Odd text never reads out of bounds or traps: ragged rows, tabs, CRLF, empty cells, lone borders, wide
    /// characters across columns; each reads as something.
    @Test(arguments: [
        "+---+---+\n| a | b\n+---+---+\n", "+---+\n", "+---+\n|", "+-+-+\n||||\n+-+-+\n",
        "+---+---+\r\n| a | b |\r\n+---+---+\r\n",
        "+---+\t+\n|\t|\n+---+\n", "+---+---+\n|   |   |\n+---+---+\n", "+--+\n|魚魚魚魚|\n+--+\n", "A  B\n-  -\n",
        "A\tB\n--\t--\n\tx\n",
        "A  B\r\n-- --\r\n1  2\r\n", "é́  b\n--  --\nx\n", "A  B\n--  --\n\n", "Table:\n\n| a |\n|---|\n",
        ": cap\n\n+---+\n| a |\n+---+\n", "+---+\n| a |\n+===+\n", "-----\nA    B\n--  --\n",
        "----\nA  B\n-- --\n\n\nx\n",
        "-----\nA\tB\n--\t--\nx\ty\n\n\tz\n-----\n", "---\n魚  B\n--  --\n魚魚魚魚  x\n---\n",
        // Tables that start with their dashes: no row, ragged rows, open blocks among the rows when the last line
        // comes (a fence, a list, a quote), a header followed by a list item, CRLF, tabs, wide characters, the end.
        "---\n", "--- ---\n\n", "--- ---\n\n\n", "- -\n\t\ty\n- -\n", "-----\r\n漢字\r\n-----\r\n",
        "-- --\n```\ncode\n-- --\n```\n", "-- --\n- a\n\n  b\n-- --\n", "---\n> q\n---\n", "-- --\nab cd\n-- --\n- x\n",
        "-- --\nab cd\n-- --\n", "-- --\nab cd\n-- --", "-- --\nab\n\n-- --", "-----  -----\n魚魚魚魚魚魚x\n-----  -----\n",
        "--- ---\n  \t\n--- ---\n", "--- ---\nx\n--- ---\nab cd\n\n\n", "::: d\n--- ---\nx\n:::\n",
        // In block quotes and list items: tabs, CRLF, a lazy line, an unclosed table, prefixes that change.
        "> -- --\r\n> a  b\r\nlazy\r\n> -- --\r\n", "- -- --\n  a  b\n",
        "> A  B\n>-- --\n>1  2\n", "- a\n\n  -- --\n  x  y\n\n\n  -- --\n", ">   -- --\n> x\n>   -- --\n",
        "- A  B\n  -- --\n- 1  2\n", "> ---\n> title: x\n> ---\n",
        // Grids a trace must not trip over: a corner with no cell, a long last cell, borders inside a cell, a place
        // no cell covers, pluses everywhere, wide characters on a border.
        "+---+---+\n| a + b |\n+---+---+\n", "+---+---+\n| a | bbbbbbb |\n+---+---+\n", "+---+\n|+-+|\n+---+\n",
        "+---+---+\n| a     |\n+---+   |\n| b |   |\n+---+---+\n", "+-+-+\n+++++\n+-+-+\n",
        "+--+--+\n|魚|  |\n+--魚--+\n",
    ])
    func oddTablesReadSafely(markdown: String) {
        #expect(!html(markdown).isEmpty)
    }
}
