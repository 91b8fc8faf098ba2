import EPUBSupport
import Foundation
import XMLTree

/// GitBook's content-ref cards (`{% content-ref url="setup.md" %}[setup.md](setup.md){% endcontent-ref %}`, which
/// `TemplateTagScanner` makes a `<div class="content-ref">`): GitBook's own export writes the link's text as the file's
/// name, and the card shows the page's title. Such a link is made a mention (`title="mention"`), which
/// `CrossReferenceText` gives the target's title, as it gives GitBook's page mentions theirs. A link whose text
/// the author chose keeps it.
enum ContentReferences {
    static func mayHaveCards(_ html: String) -> Bool { ByteSearch.contains("content-ref", in: html) }

    static func apply(to body: XMLNode) {
        for card in body.descendants where card.name == "div" && card.attribute("class") == "content-ref" {
            for link in card.descendants where link.name == "a" && link.attribute("title") == nil {
                guard let href = link.attribute("href"), showsFileName(link.textContent, of: href) else { continue }
                link.setAttribute("title", "mention")
            }
        }
    }

    /// Whether `text` is the address or the name of the file (or folder) it names, as GitBook's export writes it.
    private static func showsFileName(_ text: String, of href: String) -> Bool {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let path = String(href.prefix { $0 != "#" && $0 != "?" })
        let decoded = path.removingPercentEncoding ?? path
        let trimmed = decoded.hasSuffix("/") ? String(decoded.dropLast()) : decoded
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        return !text.isEmpty && [href, path, decoded, trimmed, name].contains(text)
    }
}
