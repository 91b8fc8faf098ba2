import Foundation
import Testing

@testable import EPUBBuild

/// GitHub's `:name:` shortcodes (pandoc's `emoji`, on in `gfm`): shown as the emoji, written as pandoc writes it,
/// never inside code or an address, and left as text where GitHub leaves it.
@Suite struct EmojiTests {
    /// The first paragraph's markup and the code block's text, of a one-chapter book of `markdown` read `from` a
    /// dialect, built without a warning and epubcheck-clean.
    private func build(_ markdown: String, from dialect: String) throws -> (paragraph: String, code: [String]) {
        let (epub, report) = try TestBuild.oneChapter(markdown, from: dialect)
        #expect(report.warnings.isEmpty, "\(dialect): \(report.warnings)")
        try EPUBStructure.expectEPUBCheckClean(epub)
        let page = String(decoding: try EPUBFile(epub).data("EPUB/text/a.xhtml"), as: UTF8.self)
        let paragraph = page.firstMatch(of: /<p>(.*?)<\/p>/.dotMatchesNewlines())!.output.1
        return (String(paragraph), try EPUBFile(epub).values("//h:pre/h:code", in: "EPUB/text/a.xhtml"))
    }

    static let chapter = """
        Done :white_check_mark: :+1::tada: — `:smile:`, :nope:, std::io::Read, 12:30:45, [go :rocket:](https://x.org/:fire:)

            :smile: in code
        """

    @Test func shortcodesAreEmojiInGitHubsMarkdown() throws {
        let (paragraph, code) = try build(Self.chapter, from: "gfm")
        #expect(
            paragraph
                == "Done <span class=\"emoji\" data-emoji=\"white_check_mark\">✅</span> "
                + "<span class=\"emoji\" data-emoji=\"+1\">👍</span><span class=\"emoji\" data-emoji=\"tada\">🎉</span>"
                + " — <code>:smile:</code>, :nope:, std::io::Read, 12:30:45, <a href=\"https://x.org/:fire:\">go "
                + "<span class=\"emoji\" data-emoji=\"rocket\">🚀</span></a>")
        #expect(code == [":smile: in code\n"])
    }

    /// pandoc's own Markdown, CommonMark and `gfm-emoji` (mdBook's) keep the shortcode as text.
    @Test(arguments: ["markdown", "commonmark", "gfm-emoji"])
    func otherDialectsKeepTheText(dialect: String) throws {
        let (paragraph, _) = try build(Self.chapter, from: dialect)
        #expect(paragraph.hasPrefix("Done :white_check_mark: :+1::tada: "))
        #expect(!paragraph.contains("emoji"))
    }

    @Test func theScanFindsOnlyANameBetweenColons() {
        #expect(Emoji.mayHaveShortcodes("a :b: c"))
        #expect(Emoji.mayHaveShortcodes(":+1:"))
        #expect(!Emoji.mayHaveShortcodes("std::io and https://x.org and 12: 30"))
        #expect(!Emoji.mayHaveShortcodes(":a b:"))
    }

    /// A heading's emoji written as a shortcode is its name in the heading's anchor, as GitHub's and pandoc's
    /// (`gfm_auto_identifiers`): a README's `#rocket-launch` reaches `## :rocket: Launch`. It had been a broken link.
    @Test func aHeadingsShortcodeIsItsNameInTheAnchor() throws {
        let (epub, report) = try TestBuild.oneChapter("# A\n\n## :rocket: Launch\n\nSee [launch](#rocket-launch).\n")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let file = try EPUBFile(epub)
        #expect(try file.values("//h:h2/@id", in: "EPUB/text/a.xhtml") == ["rocket-launch"])
        #expect(try file.values("//h:p/h:a/@href", in: "EPUB/text/a.xhtml") == ["#rocket-launch"])
    }
}
