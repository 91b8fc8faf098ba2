import Foundation
import XMLTree

/// Heading attributes as mdBook (pulldown-cmark) and pandoc read them:
/// `## Options {#options .wide}` gives the heading `id="options"` and
/// `class="wide"`, and the braces leave its text. Other `key=value` pairs
/// become `data-key` attributes, which EPUB allows on any element. pandoc's
/// `{-}` is its `{.unnumbered}`.
enum HeadingAttributes {
    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    // Compiled once, not at every heading. A Regex is never mutated after it is built; Swift 6 cannot prove that, hence
    // nonisolated(unsafe).
    nonisolated(unsafe) private static let attributeBlock =
        /[ \t]*\{[ \t]*((?:[#.][\w:-]+|-|[A-Za-z][\w-]*=(?:"[^"]*"|[^\s"}]+))(?:[ \t]+(?:[#.][\w:-]+|-|[A-Za-z][\w-]*=(?:"[^"]*"|[^\s"}]+)))*)[ \t]*\}$/
    nonisolated(unsafe) private static let attributeWord = /[#.][\w:-]+|-(?=\s|$)|[A-Za-z][\w-]*=(?:"[^"]*"|[^\s"}]+)/

    static func apply(to body: XMLNode) {
        for heading in body.descendants where headings.contains(heading.name) {
            guard let last = heading.children.last, last.kind == .text else { continue }
            let text = last.textContent
            guard text.hasSuffix("}"), let match = text.firstMatch(of: Self.attributeBlock)
            else { continue }
            var classes: [String] = heading.attribute("class").map { [$0] } ?? []
            for word in match.1.matches(of: Self.attributeWord).map({ String($0.output) }) {
                if word == "-" {
                    classes.append("unnumbered")
                } else if word.hasPrefix("#") {
                    heading.setAttribute("id", String(word.dropFirst()))
                } else if word.hasPrefix(".") {
                    classes.append(String(word.dropFirst()))
                } else if let equals = word.firstIndex(of: "=") {
                    let value = word[word.index(after: equals)...].trimmingCharacters(
                        in: CharacterSet(charactersIn: "\""))
                    heading.setAttribute("data-" + word[..<equals].lowercased(), value)
                }
            }
            if !classes.isEmpty { heading.setAttribute("class", classes.joined(separator: " ")) }
            last.setText(String(text[..<match.range.lowerBound]))
        }
    }
}
