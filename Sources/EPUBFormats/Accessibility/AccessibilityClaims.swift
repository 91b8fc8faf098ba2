import EPUBModel

/// Derives a book's accessibility metadata from what its content holds
/// (`AccessibilityFacts`) and what book.yaml states: a claim is made only
/// when the content backs it (EPUB Accessibility 1.1 §5.1; the
/// discoverability vocabulary of schema.org).
package enum AccessibilityClaims {
    package static func metadata(
        facts: AccessibilityFacts, statement: AccessibilityStatement?, hasPageList: Bool,
        fixedLayout: Bool, language: String, pageSource: String? = nil
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
        // No hazard is claimed absent where audio or video may flash or sound: the build cannot tell (a rebuilt book
        // with a video had claimed "none").
        metadata.hazards = statement?.hazards ?? (facts.timeBasedMedia > 0 ? ["unknown"] : ["none"])
        metadata.summary =
            statement?.summary
            ?? summary(
                facts: facts, hasPageList: hasPageList, fixedLayout: fixedLayout,
                hazards: metadata.hazards, language: language)
        metadata.conformsTo = statement?.conformsTo
        metadata.certifiedBy = statement?.certifiedBy
        metadata.certifierCredential = statement?.certifierCredential
        metadata.pageBreakSource = hasPageList ? pageSource : nil
        return metadata
    }

    /// A summary for people, from the same facts as the claims, in the book's language (EPUB Accessibility 1.1
    /// §5.1.2).
    package static func summary(
        facts: AccessibilityFacts, hasPageList: Bool, fixedLayout: Bool, hazards: [String], language: String
    ) -> String {
        let text = AccessibilitySummaryText(language: language)
        var sentences = [hasPageList ? text.tableOfContentsAndPages : text.tableOfContents]
        if facts.headings > 0 {
            sentences.append(facts.skippedHeadingLevels == 0 ? text.headingsNest : text.headingsSkipLevels)
        }
        let described = facts.images - facts.decorativeImages
        if described > 0 {
            let missing = facts.imagesWithoutText
            sentences.append(
                missing == 0
                    ? text.imagesDescribed : missing == described ? text.imagesUndescribed : text.someImagesUndescribed)
        }
        if facts.tablesWithoutHeaders > 0 { sentences.append(text.someTablesWithoutHeaders) }
        if facts.math > 0 { sentences.append(facts.mathWithoutText == 0 ? text.describedMath : text.math) }
        sentences.append(fixedLayout ? text.fixedLayout : text.reflowable)
        sentences.append(text.hazards(hazards))
        // Chinese and Japanese sentences end in 。 and run on without a space.
        return sentences.joined(separator: sentences[0].hasSuffix("。") ? "" : " ")
    }
}
