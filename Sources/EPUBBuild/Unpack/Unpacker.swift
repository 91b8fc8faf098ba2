/// `epubbuild unpack`: an EPUB back into plain files.
public struct Unpacker: Sendable {
    public enum Mode: Sendable {
        /// An editable project: book.yaml, chapters, styles, images, fonts.
        case project
        /// The container exactly as stored.
        case raw
        /// One self-contained HTML file.
        case html
    }

    public var options: UnpackOptions

    public init(options: UnpackOptions = UnpackOptions()) {
        self.options = options
    }

    /// Unpacks `epub` to `target` (a folder, or the HTML file); returns what was skipped or changed.
    public func unpack(_ epub: String, to target: String, mode: Mode) throws(BuildError) -> [Diagnostic] {
        var options = options
        options.inputs.append(epub)
        let reader = try EPUBReader(path: epub, limits: options.limits)
        switch mode {
        case .raw:
            return try RawExtractor.extract(reader.archive, to: target, options: options)
        case .project:
            let publication = try reader.read()
            return try ProjectWriter(reader: reader, publication: publication, options: options).write(to: target)
        case .html:
            let publication = try reader.read()
            return try HTMLFlattener(reader: reader, publication: publication, options: options).write(to: target)
        }
    }
}
