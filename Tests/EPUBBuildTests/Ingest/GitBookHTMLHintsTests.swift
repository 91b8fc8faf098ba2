import Foundation
import Testing

/// GitBook's Git Sync writes a hint in a table's cell or an indented list item as
/// `<div data-gb-custom-block data-tag="hint" data-style="…">`: the same admonition as the `{% hint %}` form, its
/// label in the book's language. It had been a plain `<div>`, with no label or box.
@Suite struct GitBookHTMLHintsTests {
    @Test func anHTMLHintIsTheAdmonitionItsTagFormIs() throws {
        let page = """
            # Blocks

            {% hint style="info" %}
            Tag form.
            {% endhint %}

            | Setting | Notes |
            | --- | --- |
            | a | <div data-gb-custom-block data-tag="hint" data-style="warning"><p>In a cell.</p></div> |

            * An item

              <div data-gb-custom-block data-tag="hint" data-style="success" id="tip-1"><p>In a list.</p></div>

            <div data-gb-custom-block data-tag="tabs"><p>Another block.</p></div>
            """
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\"}\n", "SUMMARY.md": "# Summary\n\n* [Blocks](README.md)\n",
            "README.md": page,
        ])
        let (epub, _) = try TestBuild.build(folder + "/book.json")
        let file = try EPUBFile(epub)
        func values(_ xpath: String) throws -> [String] { try file.values(xpath, in: "EPUB/text/README.xhtml") }
        #expect(try values("//h:aside/@class") == ["admonition note", "admonition warning", "admonition tip"])
        #expect(try values("//h:aside/h:p[@class='admonition-title']") == ["Note", "Warning", "Tip"])
        #expect(try values("//h:td/h:aside/h:p[2]") == ["In a cell."])
        #expect(try values("//h:li/h:aside[@id='tip-1']/@role") == ["doc-tip"])
        // Another kind of block is left as it is: its words stay.
        #expect(try values("//h:div[@data-tag='tabs']/h:p") == ["Another block."])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
