/// BibTeX's `crossref` and biblatex's `xdata`: an entry inherits the fields it lacks from the entries it names
/// (DBLP's `@inproceedings` has its year, editors and publisher in the `@proceedings` it names). In a biblatex file
/// a field may change its name on the way, as biblatex's manual (appendix B) and pandoc have it: the parent
/// `@proceedings`' `title` is the child `@inproceedings`' `booktitle`. `@xdata` entries are not works: they are
/// not listed.
enum BibTeXCrossref {
    static func resolved(_ entries: [BibTeXEntry], biblatex: Bool) -> [BibTeXEntry] {
        // The last entry of a key is the one that counts, as for the bibliography's entries.
        let byKey = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        return entries.filter { $0.type != "xdata" }.map { inheriting($0, byKey, biblatex: biblatex, depth: 0) }
    }

    /// Fields that belong to the parent entry alone (biblatex's manual, appendix B, "fields not inherited").
    static let notInherited: Set<String> = [
        "ids", "crossref", "xref", "xdata", "entryset", "entrysubtype", "execute", "label", "options", "presort",
        "related", "relatedoptions", "relatedstring", "relatedtype", "shorthand", "shorthandintro", "sortkey",
    ]

    private static func inheriting(
        _ entry: BibTeXEntry, _ byKey: [String: BibTeXEntry], biblatex: Bool, depth: Int
    ) -> BibTeXEntry {
        // A chain that loops (a crossref of itself, two entries naming each other) stops here.
        guard depth < 8 else { return entry }
        var result = entry
        let parents = ["crossref", "xdata"].compactMap(entry.value).flatMap { $0.split { $0 == "," || $0 == " " } }
        for key in parents {
            guard let parent = byKey[String(key)], parent.key != entry.key else { continue }
            let full = inheriting(parent, byKey, biblatex: biblatex, depth: depth + 1)
            for (name, value) in full.fields where !notInherited.contains(name) {
                let targets = biblatex ? inheritedNames(name, from: parent.type, to: entry.type) : [name]
                for target in targets where result.value(target) == nil { result.fields.append((target, value)) }
            }
        }
        return result
    }

    /// The names a parent's field takes in a child of type `child`: the titles of a whole become the child's
    /// `main…`, `book…` or `journal…` titles; short and sort titles name only the parent.
    static func inheritedNames(_ name: String, from parent: String, to child: String) -> [String] {
        let ofBook =
            ["mvbook", "book"].contains(parent) && ["inbook", "bookinbook", "suppbook"].contains(child)
            || parent == "mvbook" && child == "book"
        if name == "author", ofBook { return ["bookauthor", "author"] }
        guard let prefix = titlePrefix(from: parent, to: child) else { return [name] }
        switch name {
        case "title", "subtitle": return [prefix + name]
        case "titleaddon": return [prefix == "journal" ? name : prefix + name]
        case "shorttitle", "sorttitle", "indextitle", "indexsorttitle": return []
        default: return [name]
        }
    }

    /// `main` for a multi-volume parent, `book` for a book's part, `journal` for a periodical's article.
    private static func titlePrefix(from parent: String, to child: String) -> String? {
        switch (parent, child) {
        case ("mvbook", "book"), ("mvbook", "inbook"), ("mvbook", "bookinbook"), ("mvbook", "suppbook"),
            ("mvproceedings", "proceedings"), ("mvproceedings", "inproceedings"):
            return "main"
        case ("mvcollection", _), ("mvreference", _):
            let children = ["collection", "reference", "incollection", "inreference", "suppcollection"]
            return children.contains(child) ? "main" : nil
        case ("book", "inbook"), ("book", "bookinbook"), ("book", "suppbook"), ("proceedings", "inproceedings"):
            return "book"
        case ("collection", _), ("reference", _):
            return ["incollection", "inreference", "suppcollection"].contains(child) ? "book" : nil
        case ("periodical", "article"), ("periodical", "suppperiodical"):
            return "journal"
        default: return nil
        }
    }
}
