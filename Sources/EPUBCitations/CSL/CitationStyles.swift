import EPUBSupport

/// Where Debian installs CSL's styles and locales (citation-style-language-styles and -locales), and the style a
/// book gets when it names none.
public enum CitationStyles {
    public static let folder = "/usr/share/citation-style-language/styles"
    public static let locales = "/usr/share/citation-style-language/locales"
    public static let defaultStyle = "chicago-author-date"

    /// Whether the style `name` stands for writes its citations as notes; false for one that cannot be read (the
    /// build reports it where it renders the citations).
    public static func isNoteStyle(_ name: String?) -> Bool {
        (try? load(name, shownAt: SourceLocation(path: "")))?.isNoteStyle ?? false
    }

    /// The style `name` stands for: a .csl file's absolute path, or the name of an installed style.
    public static func load(_ name: String?, shownAt location: SourceLocation) throws(BuildError) -> CSLStyle {
        let name = name ?? defaultStyle
        if name.hasPrefix("/") {
            return try CSLStyle.load(path: name, shownAs: Paths.display(name))
        }
        let path = folder + "/" + name + ".csl"
        guard Paths.isRegularFile(path) else {
            throw BuildError(
                .cslSyntax, at: location, stage: .load,
                "no citation style '\(name)' — name a .csl file, or a style installed in \(folder) (Debian package citation-style-language-styles)"
            )
        }
        return try CSLStyle.load(path: path, shownAs: name + ".csl")
    }
}
