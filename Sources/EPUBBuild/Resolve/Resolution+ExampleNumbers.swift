import EPUBModel
import XMLTree

/// pandoc's example lists (`(@)`, `(@label)`) numbered through the whole book, as pandoc numbers them through the
/// one document its files make: the second chapter's first example follows the first chapter's last, and `(@label)`
/// in any chapter is the number of the example so labelled in any other. Each chapter's Markdown numbered its own
/// (CMarkPandoc's pandoc_lists.c): its lists carry their labels (`data-example-labels="2=good"`) and its references
/// their label (`<span data-example-ref="good">`), which this pass reads and takes away.
extension Resolution {
    mutating func numberExamples() {
        guard spec.markdownDialect.extensions.contains(.exampleLists) else { return }
        var numbers: [String: Int] = [:]
        var references: [XMLNode] = []
        var before = 0
        for chapter in chapters {
            var last = before
            var citations: [XMLNode] = []
            var own: [String: Int] = [:]
            for element in chapter.document.body?.descendants ?? [] {
                if element.attribute("data-example-ref") != nil {
                    references.append(element)
                } else if Self.mayReferToExample(element) {
                    citations.append(element)
                } else if element.hasName("ol"),
                    element.attribute("class")?.split(separator: " ").contains("example")
                        == true
                {
                    last = max(last, Self.renumber(element, after: before, labels: &own))
                }
            }
            // A key its own chapter labels was read there already: left a citation, it is one (`@{good}`).
            references += citations.filter { own[$0.attribute("data-cites") ?? ""] == nil }
            numbers.merge(own) { first, _ in first }
            before = last
        }
        for reference in references {
            let label = reference.attribute("data-example-ref") ?? reference.attribute("data-cites")
            if let label, let number = numbers[label] {
                reference.setText(String(number))
                reference.unwrap()
            } else if reference.attribute("data-example-ref") != nil {
                reference.unwrap()
            }
        }
        guard !numbers.isEmpty else { return }
        for chapter in chapters {
            chapter.document.body.map { Self.numberWrittenReferences(in: $0, numbers: numbers) }
        }
    }

    /// `@label` left as text by a chapter that has no example so labelled (another chapter has), outside code: the
    /// example's number. `@label` must stand alone: no letter or digit before it, no label character or `:` after it
    /// (`@fig:one` is pandoc-crossref's).
    private static func numberWrittenReferences(in body: XMLNode, numbers: [String: Int]) {
        for text in ProseTexts.holding("@", in: body) {
            let written = text.textContent
            var result = ""
            var rest = written[...]
            while let at = rest.firstIndex(of: "@") {
                result += rest[..<at]
                let label = rest[rest.index(after: at)...].prefix {
                    $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_"
                }
                let after = rest[rest.index(after: at)...].dropFirst(label.count).first
                let before = result.last
                if let number = numbers[String(label)], !label.isEmpty, after != ":",
                    before.map({ !$0.isLetter && !$0.isNumber }) ?? true
                {
                    result += String(number)
                } else {
                    result += "@" + label
                }
                rest = rest[rest.index(after: at)...].dropFirst(label.count)
            }
            result += rest
            if result != written { text.setText(result) }
        }
    }

    /// A citation written in the text (`@good`, one key, no brackets), which pandoc reads as the number of the example
    /// labelled so when there is one, in whatever chapter: the chapter's own examples were read so as it was parsed.
    private static func mayReferToExample(_ element: XMLNode) -> Bool {
        element.hasName("span") && element.attribute("data-in-text") != nil
            && element.attribute("class") == "citation" && element.attribute("data-cites")?.contains(" ") == false
    }

    /// An example list's first number moved past the `before` examples of the chapters before its own, its labels'
    /// numbers recorded (the first of a label written twice wins, as in pandoc); the last number it shows.
    private static func renumber(_ list: XMLNode, after before: Int, labels: inout [String: Int]) -> Int {
        let start = before + (list.attribute("start").flatMap { Int($0) } ?? 1)
        if start == 1 { list.removeAttribute("start") } else { list.setAttribute("start", String(start)) }
        for pair in (list.attribute("data-example-labels") ?? "").split(separator: " ") {
            guard let equals = pair.firstIndex(of: "="), let position = Int(pair[..<equals]) else { continue }
            let label = String(pair[pair.index(after: equals)...])
            if labels[label] == nil { labels[label] = start + position - 1 }
        }
        list.removeAttribute("data-example-labels")
        return start + list.elementChildren.filter { $0.hasName("li") }.count - 1
    }
}
