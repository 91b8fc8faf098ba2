import EPUBSupport

/// The source files a link's path may name. mdBook writes `chapter.md` as
/// `chapter.html` and a folder's `README.md` as its `index.html`, and tells
/// authors to link chapters by those names; a link to a folder means its
/// index page. The file as written comes first, so a real HTML chapter wins.
enum LinkTargetFiles {
    static func candidates(for file: String, in files: any SourceFiles) -> [String] {
        var result = [file]
        let folder = Paths.directory(of: file)
        switch Paths.fileExtension(file) {
        case "html", "htm":
            let base = Paths.deletingExtension(file)
            result += [base + ".md", base + ".markdown"]
            if Paths.lastComponent(base) == "index" { result += [folder + "/README.md", folder + "/readme.md"] }
        case "":
            // A site's clean address for a page (`/en/05-hello-world` on VitePress, Docusaurus, mkdocs): its Markdown.
            result += [file + ".md", file + ".markdown"]
            if files.isFolder(file) {
                result += ["README.md", "readme.md", "index.md", "index.html", "index.xhtml"].map { file + "/" + $0 }
            }
        default:
            break
        }
        return result
    }

    /// Where the page for `file`, a chapter source below `root`, is published
    /// on mdBook's web edition: `guide/intro.md` → `guide/intro.html`, `README.md` → `index.html`.
    static func publishedPath(of file: String, root: String) -> String {
        let relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : Paths.lastComponent(file)
        guard ["md", "markdown"].contains(Paths.fileExtension(relative)) else { return relative }
        let base = Paths.deletingExtension(relative)
        let name =
            Paths.lastComponent(base).lowercased() == "readme"
            ? String(base.dropLast(Paths.lastComponent(base).count)) + "index" : base
        return name + ".html"
    }
}
