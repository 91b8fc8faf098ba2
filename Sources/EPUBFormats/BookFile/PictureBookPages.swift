import EPUBModel
import EPUBSupport

/// `pages:` — a picture book or comic made from images: a folder (its
/// images in name order, `page2` before `page10`), or a list of images,
/// `{file, title}` and folders. Each image becomes one fixed-layout page the
/// size of the image; the pages take alternate sides of a spread from
/// `first-page:`. A page's title is its text alternative and its entry in
/// the contents: `title:`, or for a folder's image the text file of the same
/// name beside it (`page-1.txt` for `page-1.png`).
package enum PictureBookPages {
    package static let imageExtensions = ["jpg", "jpeg", "png", "gif", "webp", "svg"]

    package struct Page {
        package let file: String
        package let location: SourceLocation
        package var title: String?
        /// For a folder's image, the text file beside it that describes it.
        package var descriptionFile: String?
    }

    /// The pages `field` names, in reading order.
    package static func pages(
        _ field: YAMLField, directory: String, files: any SourceFiles,
        warnings: inout [Diagnostic]
    ) throws(BuildError) -> [Page] {
        var result: [Page] = []
        for entry in field.items {
            if case .mapping = entry.node {
                let fields = try entry.mapping(known: BookKeys.picturePage)
                guard let file = fields["file"] else { throw entry.failure("a page needs its image 'file'") }
                result.append(
                    Page(
                        file: try image(file, directory: directory, files: files), location: file.location,
                        title: try fields["title"]?.nonEmptyString()))
                continue
            }
            let name = try entry.nonEmptyString()
            let path = Paths.absolute(name, relativeTo: directory)
            if files.isFolder(path) {
                var images: [String] = []
                let names = files.names(inFolder: path)
                // The stems of the folder's images: a text file of the same stem describes its image.
                let imageStems = Set(
                    names.filter { imageExtensions.contains(Paths.fileExtension($0)) }.map(Paths.deletingExtension))
                // Hidden files, and the thumbnails caches Windows leaves in picture folders, are no pages.
                for child in names
                where !child.hasPrefix(".") && !["thumbs.db", "desktop.ini"].contains(child.lowercased()) {
                    let file = path + "/" + child
                    guard files.isFile(file) else { continue }
                    let isDescription =
                        Paths.fileExtension(child) == "txt" && imageStems.contains(Paths.deletingExtension(child))
                    guard imageExtensions.contains(Paths.fileExtension(child)) || isDescription else {
                        warnings.append(
                            Diagnostic(
                                .warning, .unsupportedChapterFormat, at: entry.location, stage: .load,
                                "'\(child)' in '\(name)' is not a JPEG, PNG, GIF, WebP or SVG image; it is not a page"))
                        continue
                    }
                    if !isDescription { images.append(child) }
                }
                guard !images.isEmpty else {
                    throw entry.failure("folder '\(name)' holds no JPEG, PNG, GIF, WebP or SVG image")
                }
                for image in images.sorted(by: NaturalOrder.areInIncreasingOrder) {
                    let descriptionFile = path + "/" + Paths.deletingExtension(image) + ".txt"
                    let description = files.text(atPath: descriptionFile).map {
                        $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    }
                    result.append(
                        Page(
                            file: path + "/" + image, location: entry.location,
                            title: description?.isEmpty == false ? description : nil,
                            descriptionFile: descriptionFile))
                }
            } else {
                result.append(
                    Page(file: try image(entry, directory: directory, files: files), location: entry.location))
            }
        }
        return result
    }

    /// The image file `field` names, checked to exist and to be an image.
    private static func image(_ field: YAMLField, directory: String, files: any SourceFiles) throws(BuildError)
        -> String
    {
        let name = try field.nonEmptyString()
        let path = Paths.absolute(name, relativeTo: directory)
        guard files.isFile(path) else {
            throw field.failure("page '\(name)' \(files.absence(of: path))", code: .missingFile)
        }
        guard imageExtensions.contains(Paths.fileExtension(path)) else {
            throw field.failure(
                "page '\(name)' is not a JPEG, PNG, GIF, WebP or SVG image, nor a folder of them",
                code: .unsupportedChapterFormat)
        }
        return path
    }

    /// The side of the spread the page at `index` (0 the first) takes: the
    /// first page's side, then alternating, as a printed book's pages do.
    package static func spread(ofPage index: Int, first: PageSpread) -> PageSpread {
        guard first != .center else { return .center }
        return index % 2 == 0 ? first : (first == .left ? .right : .left)
    }
}
