import EPUBSupport
import Foundation

/// One file of the finished container, in the order it is written: what
/// tests inspect before anything is zipped.
public struct PackageFile: Equatable, Sendable {
    /// The path from the container root (`EPUB/text/intro.xhtml`).
    public var path: ContainerPath
    public var contents: PackageResource.Contents
    /// Store rather than deflate: `mimetype` must be stored, and compressed
    /// media gain nothing from deflate.
    public var stored: Bool

    public init(path: ContainerPath, contents: PackageResource.Contents, stored: Bool = false) {
        self.path = path
        self.contents = contents
        self.stored = stored
    }
}
