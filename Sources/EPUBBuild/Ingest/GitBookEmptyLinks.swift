import EPUBModel
import EPUBSupport
import XMLTree

/// GitBook's editor writes a link it shows as nothing (a heading's permalink to the page it was imported from) as an
/// empty one, `[](https://…)`, or an empty bold one, `[****](https://…)`, which Markdown reads as four asterisks. Such
/// a link to another site is left out, as GitBook shows it: the heading had read "React Native****", and an empty link
/// drew an accessibility warning its author could not act on. One to a page of the book is made a mention, so that
/// it reads as its target's title (`CrossReferenceText`).
enum GitBookEmptyLinks {
    /// cmark-gfm writes such a link's end right after its start or after its asterisks: most chapters skip the walk.
    static func mayHaveEmptyLinks(_ html: String) -> Bool {
        ByteSearch.contains("\"></a>", in: html) || ByteSearch.contains("*</a>", in: html)
            || ByteSearch.contains("_</a>", in: html)
    }

    static func apply(to body: XMLNode) {
        for link in body.descendants where link.name == "a" && link.elementChildren.isEmpty {
            guard let href = link.attribute("href"), link.textContent.allSatisfy({ "*_ ".contains($0) }) else {
                continue
            }
            if ReferenceURL(href).isRemote {
                link.remove()
            } else {
                for child in link.children { child.remove() }
                link.setAttribute("title", "mention")
            }
        }
    }
}
