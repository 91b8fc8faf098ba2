import EPUBSupport
import Foundation

/// A book's files, and the template folders' files from the disk: the
/// default stylesheet (`Templates/book.css`) and what it refers to are
/// packaged like the book's own, whatever `SourceFiles` holds the book.
struct TemplateFolderFiles: SourceFiles {
    let book: any SourceFiles
    let folders: [String]
    private let disk = DiskFiles()

    private func source(of path: String) -> any SourceFiles {
        folders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ? disk : book
    }

    func contents(atPath path: String) -> Data? { source(of: path).contents(atPath: path) }
    func head(atPath path: String, count: Int) -> Data? { source(of: path).head(atPath: path, count: count) }
    func isFile(_ path: String) -> Bool { source(of: path).isFile(path) }
    func isFolder(_ path: String) -> Bool { source(of: path).isFolder(path) }
    func names(inFolder folder: String) -> [String] { source(of: folder).names(inFolder: folder) }
    func modificationDate(ofPath path: String) -> Date? { source(of: path).modificationDate(ofPath: path) }
    func diskPath(of path: String) -> String? { source(of: path).diskPath(of: path) }
}
