import EPUBSupport

/// Where a book's files go in an unpacked project. The project's root is the
/// lowest folder of the container holding every file written and the package
/// document (the package document's folder in most books; the container root
/// when an image sits in `images/` beside `OEBPS/`), so `../images/p.png` still finds its file.
struct ProjectLayout {
    /// The root, as a container path (`.root` for the container root).
    let root: ContainerPath
    /// book.yaml's name: `book.yaml`, unless the book has a file of that name there.
    let bookFile: String

    /// `files` are the container paths of everything the project holds. The
    /// root is never below the package document's folder: hrefs are written
    /// relative to it, and a page's `../Text/b.xhtml` climbs to it and back.
    init(files: [ContainerPath], packagePath: ContainerPath) {
        var common: [Substring]?
        for file in files + [packagePath] {
            let folder = file.string.split(separator: "/").dropLast()
            guard let shared = common else { common = Array(folder); continue }
            common = Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
        }
        let root = ContainerPath((common ?? []).joined(separator: "/"))
        self.root = root
        let taken = Set(files.map { ($0.relativePath(below: root) ?? $0.string).lowercased() })
        var name = "book.yaml"
        var counter = 1
        while taken.contains(name) {
            name = "book-\(counter).yaml"
            counter += 1
        }
        bookFile = name
    }

    /// The path inside the project of the container file at `containerPath`.
    func path(of containerPath: ContainerPath) -> String {
        containerPath.relativePath(below: root) ?? containerPath.string
    }
}
