import XMLTree

extension ContentModelRepair {
    /// `epub:switch` is deprecated (EPUB 3.3 Appendix D; epubcheck RSC-017),
    /// and a page holding one must be declared `switch` (OPF-014). Each
    /// switch is replaced by what it would show: the first `epub:case` in a
    /// namespace every EPUB 3 reading system renders (MathML, SVG, XHTML),
    /// else its `epub:default`.
    /// `epub:trigger` (deprecated with it, EPUB 3.3 Appendix D) is removed:
    /// its media controls need XML Events, which no current reading system runs.
    mutating func replaceDeprecatedElements(_ switches: [XMLNode]) {
        for element in switches where element.parent != nil {
            if element.name == "trigger" {
                report(element, "<epub:trigger> (deprecated)", "removed")
                element.remove()
                continue
            }
            let chosen = element.shownCaseOfSwitch
            report(
                element, "<epub:switch> (deprecated)",
                chosen?.name == "case"
                    ? "replaced by its case in \(chosen!.attribute("required-namespace")!)"
                    : "replaced by its default content")
            if let chosen {
                for child in chosen.children { child.move(before: element) }
            }
            element.remove()
        }
    }
}
