import EPUBSupport

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
        try run(epub, to: target, mode: mode).warnings
    }

    /// Unpacks `epub` to `target`, timing the Open stage and the Extract or Flatten stage.
    public func run(_ epub: String, to target: String, mode: Mode) throws(BuildError) -> UnpackReport {
        var options = options
        options.inputs.append(epub)
        var clock = StageClock(onStage: nil)
        let warnings: [Diagnostic]
        switch mode {
        case .raw:
            let reader = try clock.run(.open) { () throws(BuildError) in
                try EPUBReader(path: epub, limits: options.limits)
            }
            warnings = try clock.run(.extract) { () throws(BuildError) in
                try RawExtractor.extract(reader.archive, to: target, options: options)
            }
        case .project, .html:
            let (reader, publication) = try clock.run(.open) { () throws(BuildError) in
                try Self.open(epub, options: options)
            }
            warnings = try write(publication, of: reader, to: target, mode: mode, options: options, clock: &clock)
        }
        return UnpackReport(output: target, warnings: warnings, timings: clock.timings)
    }

    /// Unpacks an EPUB already opened (an archive held in memory, as the fuzzer
    /// hands one over) to a project or one HTML page.
    public func run(opened reader: EPUBReader, to target: String, mode: Mode) throws(BuildError) -> UnpackReport {
        var clock = StageClock(onStage: nil)
        let publication = try clock.run(.open) { () throws(BuildError) in try reader.read() }
        let warnings =
            mode == .raw
            ? try clock.run(.extract) { () throws(BuildError) in
                try RawExtractor.extract(reader.archive, to: target, options: options)
            }
            : try write(publication, of: reader, to: target, mode: mode, options: options, clock: &clock)
        return UnpackReport(output: target, warnings: warnings, timings: clock.timings)
    }

    private func write(
        _ publication: Publication, of reader: EPUBReader, to target: String, mode: Mode, options: UnpackOptions,
        clock: inout StageClock
    ) throws(BuildError) -> [Diagnostic] {
        if mode == .html {
            return try clock.run(.flatten) { () throws(BuildError) in
                try HTMLFlattener(reader: reader, publication: publication, options: options).write(to: target)
            }
        }
        return try clock.run(.extract) { () throws(BuildError) in
            try ProjectWriter(reader: reader, publication: publication, options: options).write(to: target)
        }
    }

    private static func open(_ epub: String, options: UnpackOptions) throws(BuildError) -> (EPUBReader, Publication) {
        let reader = try EPUBReader(path: epub, limits: options.limits)
        return (reader, try reader.read())
    }
}
