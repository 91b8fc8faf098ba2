import EPUBSupport
import Foundation

/// A BibTeX or biblatex entry as a CSL item, mapped as pandoc maps it (types, fields, the title's case), so that
/// a .bib file cites the same with epubbuild as with `pandoc --citeproc`.
enum BibTeXConversion {
    static let types: [String: String] = [
        "article": "article-journal", "book": "book", "booklet": "pamphlet", "bookinbook": "chapter",
        "collection": "book", "electronic": "webpage", "inbook": "chapter", "incollection": "chapter",
        "inreference": "entry-encyclopedia", "inproceedings": "paper-conference", "conference": "paper-conference",
        "manual": "book", "mastersthesis": "thesis", "misc": "", "mvbook": "book", "online": "webpage",
        "patent": "patent", "periodical": "article-journal", "phdthesis": "thesis", "proceedings": "book",
        "reference": "book", "report": "report", "techreport": "report", "thesis": "thesis",
        "unpublished": "manuscript", "www": "webpage",
    ]

    /// Fields copied as they are (after LaTeX), by BibTeX name.
    static let plainFields: [String: String] = [
        "volume": "volume", "edition": "edition", "note": "note", "isbn": "ISBN", "issn": "ISSN",
        "chapter": "chapter-number", "volumes": "number-of-volumes", "pagetotal": "number-of-pages",
        "address": "publisher-place", "location": "publisher-place", "publisher": "publisher",
        "journal": "container-title", "journaltitle": "container-title", "shorttitle": "title-short",
        "type": "genre", "version": "version", "eventtitle": "event-title", "venue": "event-place",
        "abstract": "abstract", "annote": "annote", "pmid": "PMID",
    ]

    /// Fields read verbatim: no LaTeX in addresses.
    static let verbatimFields: [String: String] = ["doi": "DOI", "url": "URL"]

    /// Name fields, by BibTeX name.
    static let nameFields = [
        "author": "author", "editor": "editor", "translator": "translator", "bookauthor": "container-author",
    ]

    /// The entry as a CSL item, for a book in `language` (the locale's: its titles are in sentence case only for
    /// an English book).
    static func reference(_ entry: BibTeXEntry, language: String = "en-US") -> Reference {
        let type = types[entry.type] ?? ""
        var reference = Reference(id: entry.key, type: type, location: entry.location)
        for (name, value) in entry.fields {
            if let variable = verbatimFields[name] {
                reference.fields[variable] = value.trimmingWhitespace
            } else if let variable = plainFields[name], reference.fields[variable] == nil {
                reference.fields[variable] = LaTeXText(value).markedString
            } else if let variable = nameFields[name] {
                reference.names[variable] = BibTeXNames.names(value)
            }
        }
        reference.fields["language"] = ReferenceLanguage.tag(entry)
        // pandoc lowers a title's capitals only where title case may raise them again: an English entry in an
        // English book; a German title's nouns keep their capitals.
        let untitles =
            ReferenceLanguage.isEnglish(language)
            && reference.fields["language"].map(ReferenceLanguage.isEnglish) != false
        titles(entry, untitles: untitles, into: &reference)
        publisher(entry, into: &reference)
        numbers(entry, into: &reference)
        dates(entry, into: &reference)
        eprint(entry, into: &reference)
        return reference
    }

    private static func titles(_ entry: BibTeXEntry, untitles: Bool, into reference: inout Reference) {
        let title = { (value: String) in untitles ? SentenceCase.untitle(value) : LaTeXText(value).markedString }
        if var main = entry.value("title").map(title) {
            if let subtitle = entry.value("subtitle").map(title) { main += ": " + subtitle }
            reference.fields["title"] = main
            if reference.fields["title-short"] == nil, let colon = main.firstIndex(of: ":") {
                reference.fields["title-short"] = String(main[..<colon])
            }
        }
        if let booktitle = entry.value("booktitle"), reference.fields["container-title"] == nil {
            reference.fields["container-title"] = title(booktitle)
        }
        if let series = entry.value("series") {
            reference.fields["collection-title"] = title(series)
        }
    }

    /// Where biblatex's `eprinttype` (BibTeX's `archivePrefix`) is found online, by the address pandoc makes of an
    /// `eprint`: `eprint = {1706.03762}, eprinttype = {arXiv}` is https://arxiv.org/abs/1706.03762.
    static let eprintAddresses = [
        "arxiv": "https://arxiv.org/abs/", "jstor": "https://www.jstor.org/stable/",
        "pubmed": "https://www.ncbi.nlm.nih.gov/pubmed/", "googlebooks": "https://books.google.com?id=",
    ]

    /// The eprint's address as the entry's URL, unless it has a `url` of its own (pandoc's order).
    private static func eprint(_ entry: BibTeXEntry, into reference: inout Reference) {
        guard reference.fields["URL"] == nil, let eprint = entry.value("eprint"),
            let type = entry.value("eprinttype") ?? entry.value("archiveprefix"),
            let address = eprintAddresses[type.trimmingWhitespace.lowercased()]
        else { return }
        reference.fields["URL"] = address + eprint.trimmingWhitespace
    }

    /// biblatex's localization keys a `type` field may name, in the words pandoc's citeproc shows for them.
    static let typeKeys = [
        "mathesis": "Master’s thesis", "phdthesis": "PhD thesis", "candthesis": "Candidate thesis",
        "techreport": "technical report", "resreport": "research report", "software": "computer software",
        "datacd": "data CD", "audiocd": "audio CD", "patent": "patent", "patentde": "German patent",
        "patenteu": "European patent", "patentfr": "French patent", "patentuk": "British patent",
        "patentus": "U.S. patent", "patreq": "patent request",
    ]

    private static func publisher(_ entry: BibTeXEntry, into reference: inout Reference) {
        let sources = ["publisher", "school", "institution", "organization", "howpublished"]
        if reference.fields["publisher"] == nil, let value = sources.lazy.compactMap(entry.value).first {
            reference.fields["publisher"] = LaTeXText(value).markedString
        }
        if reference.fields["genre"] == nil {
            reference.fields["genre"] = ["phdthesis": "PhD thesis", "mastersthesis": "Master’s thesis"][entry.type]
        } else if let key = reference.fields["genre"], let word = typeKeys[key.lowercased()] {
            // biblatex's `type = {mathesis}` names a localization key, not text (biblatex manual §4.9.2.13).
            reference.fields["genre"] = word
        }
    }

    private static func numbers(_ entry: BibTeXEntry, into reference: inout Reference) {
        if let pages = entry.value("pages") {
            reference.fields["page"] = LaTeXText(pages).string.replacingOccurrences(of: "–", with: "-")
        }
        guard let number = entry.value("number").map({ LaTeXText($0).string }) else { return }
        if reference.type == "article-journal" {
            reference.fields["issue"] = number
        } else if entry.value("series") != nil && reference.type != "report" {
            reference.fields["collection-number"] = number
        } else {
            reference.fields["number"] = number
        }
        if let issue = entry.value("issue") { reference.fields["issue"] = LaTeXText(issue).string }
    }

    private static func dates(_ entry: BibTeXEntry, into reference: inout Reference) {
        if let date = entry.value("date").map({ LaTeXText($0).string }) {
            reference.dates["issued"] = ReferenceDate.edtf(date) ?? ReferenceDate(parts: [], literal: date)
        } else if let year = entry.value("year").map({ LaTeXText($0).string }) {
            if let number = Int(year) {
                var parts = [number]
                if let month = entry.value("month").flatMap(month) {
                    parts.append(month)
                    if let day = entry.value("day").flatMap({ Int($0) }) { parts.append(day) }
                }
                reference.dates["issued"] = ReferenceDate(parts: [parts])
            } else {
                reference.dates["issued"] = ReferenceDate(parts: [], literal: year)
            }
        }
        for (field, variable) in [("urldate", "accessed"), ("origdate", "original-date"), ("eventdate", "event-date")] {
            if let date = entry.value(field).flatMap(ReferenceDate.edtf) { reference.dates[variable] = date }
        }
    }

    /// `3`, `mar`'s expansion `March`, or `March`: the month's number.
    private static func month(_ value: String) -> Int? {
        if let number = Int(value), (1...12).contains(number) { return number }
        let names = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        return names.firstIndex(of: String(value.lowercased().prefix(3))).map { $0 + 1 }
    }
}
