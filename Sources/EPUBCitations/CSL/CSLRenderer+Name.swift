import Foundation

/// One person's or organisation's name: display or sort order, long or short, initials, particles and
/// `<name-part>` formatting (CSL 1.0.2 "Name-part Order", "Name-part Formatting").
extension CSLRenderer {
    func name(
        _ person: ReferenceName, index: Int, node: CSLNode, option: (String) -> String?, _ context: RenderContext
    ) -> RichText {
        // A literal name, or a family name alone; one with a particle (`the GCC Developer Community`: BibTeX's von
        // part) goes on, so that the long form keeps the particle.
        if let literal = person.literal
            ?? (person.given == nil && person.droppingParticle == nil ? person.family : nil),
            person.given == nil
        {
            return part("family", .text(literal), node)
        }
        let family = [person.nonDroppingParticle, person.family].compactMap { $0 }.joined(separator: " ")
        var form = node["form"] ?? option("form") ?? "long"
        var initialize = option("initialize-with")
        if form == "short", context.mode == .citation, index == 0,
            let needsWholeNames = context.ambiguousFamilies[person.family ?? ""]
        {
            form = "long"
            if needsWholeNames { initialize = nil }
        }
        let familyText = part("family", .text(family), node)
        guard form != "short" else { return familyText }
        var given = person.given ?? ""
        if let initialsWith = initialize {
            given = Self.initials(given, with: initialsWith, initialize: option("initialize") != "false")
        }
        let givenText = part("given", .text(given), node)
        let dropping = person.droppingParticle ?? ""
        let inverted = context.mode == .sort || isInvertedName(index, option)
        var builder = RichTextBuilder(punctuationInQuote: false)
        if inverted {
            let separator = option("sort-separator") ?? ", "
            let demote = style.root["demote-non-dropping-particle"] ?? "display-and-sort"
            let particle = person.nonDroppingParticle ?? ""
            let demoted =
                !particle.isEmpty && (demote == "display-and-sort" || (context.mode == .sort && demote == "sort-only"))
            builder.append(demoted ? part("family", .text(person.family ?? ""), node) : familyText)
            let tail = [dropping, demoted ? particle : ""].filter { !$0.isEmpty }.joined(separator: " ")
            if !given.isEmpty || !tail.isEmpty {
                builder.append(separator)
                builder.append(.sequence([givenText, .text((given.isEmpty || tail.isEmpty ? "" : " ") + tail)]))
            }
            if let suffix = person.suffix { builder.append(separator + suffix) }
        } else {
            if !given.isEmpty { builder.append(.sequence([givenText, .text(" ")])) }
            if !dropping.isEmpty { builder.append(dropping + " ") }
            builder.append(familyText)
            if let suffix = person.suffix { builder.append(" " + suffix) }
        }
        return builder.result
    }

    private func isInvertedName(_ index: Int, _ option: (String) -> String?) -> Bool {
        switch option("name-as-sort-order") {
        case "all": true
        case "first": index == 0
        default: false
        }
    }

    /// A `<name-part name=…>`'s formatting and affixes on that part.
    private func part(_ partName: String, _ text: RichText, _ node: CSLNode) -> RichText {
        guard let partNode = node.children("name-part").first(where: { $0["name"] == partName }) else { return text }
        return decorate(text, partNode)
    }

    /// "Donald E." → "D. E." (initialize-with=". "); "Jean-Paul" → "J.-P.".
    static func initials(_ given: String, with suffix: String, initialize: Bool) -> String {
        let words = given.split(separator: " ").map { word -> String in
            let parts = word.split(separator: "-").map { part -> String in
                guard let first = part.first else { return "" }
                let isInitial = part.count == 1 || (part.count == 2 && part.last == ".")
                guard initialize || isInitial else { return String(part) }
                return String(first) + suffix.trimmingCharacters(in: .whitespaces)
            }
            return parts.joined(separator: "-")
        }
        let spacing = suffix.hasSuffix(" ") ? " " : ""
        return words.joined(separator: spacing).trimmingCharacters(in: .whitespaces)
    }
}
