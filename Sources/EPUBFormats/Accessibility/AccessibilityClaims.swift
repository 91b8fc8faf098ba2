import EPUBModel

/// Derives a book's accessibility metadata from what its content holds
/// (`AccessibilityFacts`) and what book.yaml states: a claim is made only
/// when the content backs it (EPUB Accessibility 1.1 §5.1; the
/// discoverability vocabulary of schema.org).
package enum AccessibilityClaims {
    package static func metadata(
        facts: AccessibilityFacts, statement: AccessibilityStatement?, hasPageList: Bool,
        fixedLayout: Bool, pageSource: String? = nil
    ) -> AccessibilityMetadata {
        var metadata = AccessibilityMetadata()
        let visual = facts.images > facts.decorativeImages
        // A picture book's pages are images only: its text is their alternatives, not a way the content is read.
        let textual = facts.documentsWithText > 0 || !visual
        metadata.accessModes = (textual ? ["textual"] : []) + (visual ? ["visual"] : [])
        // Text alone suffices only when every image can be read as text.
        if !visual {
            metadata.accessModesSufficient = ["textual"]
        } else if textual {
            metadata.accessModesSufficient =
                facts.everyImageHasText ? ["textual", "textual,visual"] : ["textual,visual"]
        } else {
            metadata.accessModesSufficient = facts.everyImageHasText ? ["visual", "textual"] : ["visual"]
        }
        var features = ["tableOfContents", "readingOrder"]
        if facts.headings > 0 && facts.skippedHeadingLevels == 0 { features.append("structuralNavigation") }
        if visual && facts.everyImageHasText { features.append("alternativeText") }
        if hasPageList { features += ["pageNavigation", "printPageNumbers"] }
        if facts.math > 0 { features.append("MathML") }
        if facts.math > 0 && facts.mathWithoutText == 0 { features.append("describedMath") }
        if !fixedLayout { features.append("displayTransformability") }
        metadata.features = features
        metadata.hazards = statement?.hazards ?? ["none"]
        metadata.summary =
            statement?.summary
            ?? summary(
                facts: facts, hasPageList: hasPageList, fixedLayout: fixedLayout,
                hazards: metadata.hazards)
        metadata.conformsTo = statement?.conformsTo
        metadata.certifiedBy = statement?.certifiedBy
        metadata.certifierCredential = statement?.certifierCredential
        metadata.pageBreakSource = hasPageList ? pageSource : nil
        return metadata
    }

    /// A summary for people, from the same facts as the claims (EPUB Accessibility 1.1 §5.1.2).
    package static func summary(facts: AccessibilityFacts, hasPageList: Bool, fixedLayout: Bool, hazards: [String])
        -> String
    {
        var sentences = [
            "This publication has a table of contents\(hasPageList ? ", a list of the print edition's pages" : "") and a logical reading order."
        ]
        if facts.headings > 0 {
            sentences.append(
                facts.skippedHeadingLevels == 0
                    ? "Its headings nest without skipping levels."
                    : "Some of its headings skip levels (\(facts.skippedHeadingLevels)), so navigating by heading is less reliable."
            )
        }
        let described = facts.images - facts.decorativeImages
        if described > 0 {
            let missing = facts.imagesWithoutText
            sentences.append(
                missing == 0
                    ? (described == 1
                        ? "Its image has a text alternative."
                        : "All \(described) of its images have text alternatives.")
                    : missing == described
                        ? "Its images have no text alternatives."
                        : "\(missing) of its \(described) images \(missing == 1 ? "has" : "have") no text alternative.")
        }
        if facts.tablesWithoutHeaders > 0 {
            sentences.append(
                "\(facts.tablesWithoutHeaders) of its \(facts.tables) tables \(facts.tablesWithoutHeaders == 1 ? "has" : "have") no header cells."
            )
        }
        if facts.math > 0 {
            sentences.append(
                "Its mathematics is in MathML\(facts.mathWithoutText == 0 ? ", with text descriptions" : "").")
        }
        sentences.append(
            fixedLayout
                ? "Its pages have a fixed layout, so text cannot be resized or reflowed."
                : "Its text can be resized and restyled.")
        sentences.append(
            hazards == ["none"] ? "It has no known hazards." : "Hazards: \(hazards.joined(separator: ", ")).")
        return sentences.joined(separator: " ")
    }
}
