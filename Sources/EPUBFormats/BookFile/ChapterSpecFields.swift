import EPUBModel
import EPUBSupport

/// Checks for the per-chapter keys that both book.yaml and a chapter's front matter may set.
package enum ChapterSpecFields {
    package static func type(_ field: YAMLField) throws(BuildError) -> String {
        let value = try field.nonEmptyString()
        guard StructuralSemantics.sectionTerms.contains(value) else {
            throw field.failure(
                "type '\(value)' is not an EPUB structural semantics term for a section — did you mean '\(StructuralSemantics.nearest(to: value))'? (chapter, preface, appendix, …)"
            )
        }
        return value
    }

    package static func id(_ field: YAMLField) throws(BuildError) -> String {
        let value = try field.nonEmptyString()
        guard value.wholeMatch(of: /[A-Za-z][A-Za-z0-9_-]*/) != nil else {
            throw field.failure("id '\(value)' must start with a letter and hold only letters, digits, '-' and '_'")
        }
        return value
    }

    /// The formats `format:` names: what a chapter file whose name does not tell it is read as.
    package enum Format: String, CaseIterable {
        case markdown, xhtml, html

        package var sourceFormat: SourceFormat {
            switch self {
            case .markdown: .markdown
            case .xhtml: .xhtml
            case .html: .html
            }
        }
    }
}
