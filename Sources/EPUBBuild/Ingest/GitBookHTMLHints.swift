import EPUBModel
import EPUBSupport
import XMLTree

/// GitBook's hints as its Git Sync writes them where a `{% hint %}` tag cannot go (in a table's cell, in an indented
/// list item): `<div data-gb-custom-block data-tag="hint" data-style="info">…</div>`. Each is the admonition the tag
/// form is (`TemplateTagScanner.openAdmonition`), so a reader sees one kind of box for one kind of hint: the HTML
/// form had been a plain `<div>`, its words kept but not its label or box.
enum GitBookHTMLHints {
    static func mayHaveHints(_ html: String) -> Bool { ByteSearch.contains("data-gb-custom-block", in: html) }

    static func apply(to body: XMLNode, words: GeneratedWords) {
        let hints = body.descendants.filter {
            $0.hasName("div") && $0.attribute("data-gb-custom-block") != nil && $0.attribute("data-tag") == "hint"
        }
        for hint in hints {
            let kind = TemplateTagScanner.hintKinds[hint.attribute("data-style") ?? "info"] ?? "note"
            let id = hint.attribute("id")
            let aside = hint.replace(withElement: "aside")
            aside.setAttribute("class", "admonition \(kind)")
            aside.setAttribute("role", kind == "tip" ? "doc-tip" : "note")
            if let id { aside.setAttribute("id", id) }
            aside.prependElement("p", text: words.hintTitle(of: kind)).setAttribute("class", "admonition-title")
        }
    }
}
