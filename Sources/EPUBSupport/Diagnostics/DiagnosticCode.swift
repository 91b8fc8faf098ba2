import XMLTree

/// The rule a diagnostic reports. The raw value is the code `--json` prints
/// and the manual lists (docs/building.md): it never changes once released, so scripts and CI
/// can filter on it (`select(.code == "remote-resource")`) while the wording
/// of messages improves. New rules get new codes; none is reused.
public enum DiagnosticCode: String, Codable, Sendable, CaseIterable {
    // Load: book.yaml, SUMMARY.md, front matter, lists of books
    case bookFileUnreadable = "book-file-unreadable"
    case yamlSyntax = "yaml-syntax"
    case metadataXMLSyntax = "metadata-xml-syntax"
    case unknownKey = "unknown-key"
    case duplicateKey = "duplicate-key"
    case missingKey = "missing-key"
    case invalidValue = "invalid-value"
    case unknownType = "unknown-type"
    case missingFile = "missing-file"
    case unsupportedChapterFormat = "unsupported-chapter-format"
    case duplicateChapter = "duplicate-chapter"
    case noChapters = "no-chapters"
    case missingLanguage = "missing-language"
    case unregisteredLanguage = "unregistered-language"
    case wordsInEnglish = "words-in-english"
    case summaryEntrySkipped = "summary-entry-skipped"
    case emptyContents = "empty-contents"
    case summaryEntryWithoutExtension = "summary-entry-without-extension"
    case listUnreadable = "list-unreadable"
    case preprocessorNotRun = "preprocessor-not-run"
    case mathConfigurationUnread = "math-configuration-unread"
    case scriptConfigurationUnread = "script-configuration-unread"
    case bibliographySyntax = "bibliography-syntax"
    case duplicateCitationKey = "duplicate-citation-key"
    case cslSyntax = "csl-syntax"

    // Ingest: chapter sources
    case chapterUnreadable = "chapter-unreadable"
    case invalidUTF8 = "invalid-utf8"
    case encodingConverted = "encoding-converted"
    case malformedXHTML = "malformed-xhtml"
    case undefinedEntity = "undefined-entity"
    case entityDeclaration = "entity-declaration"
    case htmlElementReplaced = "html-element-replaced"
    case htmlAttributeReplaced = "html-attribute-replaced"
    case htmlContentDropped = "html-content-dropped"
    case htmlCommentRewritten = "html-comment-rewritten"
    case htmlStructureRepaired = "html-structure-repaired"
    case htmlStructureInvalid = "html-structure-invalid"
    case missingAlt = "missing-alt"
    case unlistedDocument = "unlisted-document"
    case directiveFailed = "directive-failed"
    case directiveNotRendered = "directive-not-rendered"
    case diagramNotRendered = "diagram-not-rendered"
    case markdownNotRead = "markdown-not-read"
    case rawFormatLeftOut = "raw-format-left-out"
    case noteLeftOut = "note-left-out"
    case mathFailed = "math-failed"
    case mathUnclosed = "math-unclosed"
    case citationNotFound = "citation-not-found"

    // Resolve: links, ids, resources
    case brokenLink = "broken-link"
    case duplicateID = "duplicate-id"
    case linkOutsideBook = "link-outside-book"
    case unfollowableLink = "unfollowable-link"
    case missingResource = "missing-resource"
    case remoteResource = "remote-resource"
    case remoteNotAllowed = "remote-not-allowed"
    case unsupportedMediaType = "unsupported-media-type"
    case notAnImage = "not-an-image"
    case imageTypeMismatch = "image-type-mismatch"
    case webpWithoutFallback = "webp-without-fallback"
    case svgRefused = "svg-refused"
    case svgScriptRemoved = "svg-script-removed"
    case svgForeignObjectReplaced = "svg-foreign-object-replaced"
    case stylesheetUnreadable = "stylesheet-unreadable"
    case cssPropertyRemoved = "css-property-removed"
    case invalidCSSLeftOut = "invalid-css-left-out"
    // Resolve: accessibility of the content (EPUB Accessibility 1.1 §4, WCAG)
    case headingLevelSkipped = "heading-level-skipped"
    case tableWithoutHeaders = "table-without-headers"
    case emptyLink = "empty-link"
    case unmarkedLanguage = "unmarked-language"
    case accessibilityClaim = "accessibility-claim"

    // Transform and Package: templates and what they produce
    case templateMissing = "template-missing"
    case templateError = "template-error"
    case templateOutput = "template-output"
    case layoutRequirement = "layout-requirement"

    // Check: epubcheck on the EPUB written (`build --check`)
    case epubcheck = "epubcheck"
    case epubcheckMissing = "epubcheck-missing"

    // Write, Extract, Flatten: files written
    case outputNotEPUB = "output-not-epub"
    case writeFailed = "write-failed"
    case targetExists = "target-exists"
    case targetRefused = "target-refused"
    case nameClash = "name-clash"

    // Open: reading an EPUB
    case notAZip = "not-a-zip"
    case missingContainer = "missing-container"
    case missingPackage = "missing-package"
    case malformedPackage = "malformed-package"
    case archiveTooLarge = "archive-too-large"
    case unsafeEntry = "unsafe-entry"
    case damagedEntry = "damaged-entry"
    case missingItem = "missing-item"

    // Extract and Flatten: what an unpacked book cannot keep
    case obfuscatedFont = "obfuscated-font"
    case notRebuildable = "not-rebuildable"
    case bookFileRenamed = "book-file-renamed"
    case scriptRemoved = "script-removed"
    case chapterSkipped = "chapter-skipped"
    case mediaOverlayDropped = "media-overlay-dropped"

    /// The code for a document libxml2 refused: `malformed` for an XHTML chapter, or for a document of an EPUB.
    package static func parseFailure(_ kind: XMLParseError.Kind, malformed: DiagnosticCode) -> DiagnosticCode {
        switch kind {
        case .malformed, .tooDeep, .tooManyAttributes: malformed
        case .undefinedEntity: .undefinedEntity
        case .declaredEntities: .entityDeclaration
        }
    }

    /// The code for what the HTML-to-XHTML conversion changed.
    package init(_ kind: XMLTree.ConversionNote.Kind) {
        switch kind {
        case .elementReplaced: self = .htmlElementReplaced
        case .attributeReplaced: self = .htmlAttributeReplaced
        case .contentDropped: self = .htmlContentDropped
        case .commentRewritten: self = .htmlCommentRewritten
        }
    }
}

extension Diagnostic {
    /// The warning for what converting a chapter's HTML changed (an element or attribute replaced, head content
    /// dropped, a comment rewritten), at `location`.
    package init(_ note: XMLTree.ConversionNote, at location: SourceLocation) {
        self.init(.warning, DiagnosticCode(note.kind), at: location, stage: .ingest, note.message)
    }
}
