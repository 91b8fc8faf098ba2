import EPUBSupport
import Foundation
import XMLTree

/// PlantUML diagrams (```` ```plantuml ````, ```` ```puml ````) drawn by
/// Debian's `plantuml` (1.2020.2, Java) as inline SVG, in a
/// `<figure class="diagram plantuml">` where the code block was. PlantUML's
/// JVM takes a second or two to start, so all the diagrams of a book (of
/// each wave of chapters Ingest reads) are drawn by one run, as KaTeX
/// converts all formulas at once (`MathConversion`): `Diagrams` leaves a
/// placeholder on each code block, and `BookIngester` draws them together.
///
/// PlantUML must not reach the network: 1.2020.2 has no security profile
/// (`PLANTUML_SECURITY_PROFILE` came in 2021), and it fetches an
/// `!include https://…` at once, so a diagram that includes anything but
/// the standard library (`!include <C4/C4_Container>`, inside the jar), or
/// shows a picture from an address (`<img:https://…>`), is not drawn. The
/// run is in an empty folder of its own (a relative `!include` finds
/// nothing), its Java sends any connection to a proxy that is not there,
/// and it is stopped after `timeout` seconds.
enum PlantUMLDrawing {
    /// A fence's diagram, waiting for the book's PlantUML run.
    struct Diagram: Sendable {
        /// The code block's text, as written.
        var source: String
        /// `plantuml` or `puml`: the fence's language, for the figure that keeps the source.
        var language: String
        /// Where the fence is, for a warning.
        var location: SourceLocation
    }

    /// Why a diagram is not drawn, in words that follow "not drawn: ".
    struct Failure: Error, Equatable {
        let message: String
    }

    /// Found once on PATH, as `GraphvizDrawing.dot` is.
    static let plantuml: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/plantuml" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// The attribute on a code block's `<pre>` that waits for its drawing: the diagram's number in the chapter.
    static let placeholderAttribute = "data-epubbuild-plantuml"

    /// A diagram larger than this is not drawn (PlantUML's own limit is on pixels, not text).
    private static let largestDiagram = 60_000

    /// Seconds the whole run may take: the JVM's start, then each diagram's share.
    static func timeout(forDiagrams count: Int) -> Double { 60 + 5 * Double(count) }

    /// One SVG document per `@start…`/`@end…` block of each diagram, in
    /// order, or why it is not drawn; one PlantUML run for all of them.
    static func draw(_ diagrams: [Diagram]) -> [Result<[Data], Failure>] {
        var results = diagrams.map(admission(of:))
        let drawn = results.indices.filter { if case .success = results[$0] { true } else { false } }
        guard !drawn.isEmpty else { return results }
        /// `results` with every diagram to be drawn failed for the same reason.
        func failingAll(_ message: String) -> [Result<[Data], Failure>] {
            for index in drawn { results[index] = .failure(Failure(message: message)) }
            return results
        }
        guard let plantuml else { return failingAll("PlantUML is not installed") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "epubbuild-plantuml-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in"), output = folder.appendingPathComponent("out")
        do {
            try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            for index in drawn {
                try Data(prepared(diagrams[index].source).utf8).write(
                    to: input.appendingPathComponent(name(index) + ".puml"))
            }
        } catch {
            return failingAll("its source could not be written for PlantUML (\(FileError.describe(error)))")
        }
        let run = self.run(
            plantuml, files: drawn.map { "in/\(name($0)).puml" }, in: folder, timeout: timeout(forDiagrams: drawn.count)
        )
        let refused = refusedLines(in: run.errors)
        for index in drawn {
            results[index] = outcome(
                of: index, source: diagrams[index].source, run: run, refused: refused, output: output)
        }
        return results
    }

    /// Success (nothing drawn yet) for a diagram PlantUML may be handed, or why it may not.
    private static func admission(of diagram: Diagram) -> Result<[Data], Failure> {
        if let refusal = refusal(of: diagram.source) { return .failure(refusal) }
        return diagram.source.utf8.count > largestDiagram
            ? .failure(Failure(message: "it is larger than \(largestDiagram / 1000) kB")) : .success([])
    }

    /// The line of each diagram PlantUML could not read, by the name of its file. PlantUML says "Error line 3 in
    /// file: /tmp/…/in/d0002.puml" for each; its picture says so too, and is not used.
    private static func refusedLines(in errors: String) -> [String: Int] {
        var refused: [String: Int] = [:]
        for line in errors.split(separator: "\n") where line.hasPrefix("Error line ") {
            guard let file = line.range(of: " in file: ") else { continue }
            let number = line[line.index(line.startIndex, offsetBy: 11)..<file.lowerBound]
            refused[URL(fileURLWithPath: String(line[file.upperBound...])).deletingPathExtension().lastPathComponent] =
                Int(number) ?? 0
        }
        return refused
    }

    /// What the run made of diagram `index`: its pictures, read from `output`, or why there are none.
    private static func outcome(
        of index: Int, source: String, run: Run, refused: [String: Int], output: URL
    ) -> Result<[Data], Failure> {
        if let message = run.failure { return .failure(Failure(message: message)) }
        if let line = refused[name(index)] {
            let wrapped = !hasStartLine(source)
            return .failure(
                Failure(message: "PlantUML reports an error at line \(line + (wrapped ? 0 : 1)) of the diagram"))
        }
        // A fence may hold several diagrams: `d0001.svg`, then `d0001_001.svg`, `d0001_002.svg`…
        var pictures: [Data] = []
        while let picture = FileManager.default.contents(
            atPath: output.appendingPathComponent(
                name(index) + (pictures.isEmpty ? "" : String(format: "_%03d", pictures.count)) + ".svg"
            ).path)
        {
            pictures.append(picture)
        }
        if pictures.isEmpty { return .failure(Failure(message: "PlantUML drew nothing for it")) }
        if GraphvizDrawing.dot == nil,
            pictures.contains(where: {
                ByteSearch.contains("Cannot find Graphviz", in: String(decoding: $0, as: UTF8.self))
            })
        {
            // A class, component or activity diagram is laid out by Graphviz's dot; without it PlantUML draws a
            // notice instead.
            return .failure(Failure(message: "PlantUML lays it out with Graphviz's dot, which is not installed"))
        }
        return .success(pictures)
    }

    /// `d0001`: the file a diagram is handed to PlantUML in, named by its place in the run.
    private static func name(_ index: Int) -> String { String(format: "d%04d", index + 1) }

    private static func hasStartLine(_ source: String) -> Bool {
        source.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("@start") }
    }

    /// The source as PlantUML gets it: wrapped in `@startuml`/`@enduml` when
    /// the fence has no `@start…` line; a name after `@startuml` (which
    /// would name the SVG file, where the run looks for it by its own name) dropped.
    static func prepared(_ source: String) -> String {
        let source = source.replacingOccurrences(of: "\r\n", with: "\n")
        guard hasStartLine(source) else {
            return "@startuml\n" + source + (source.hasSuffix("\n") ? "" : "\n") + "@enduml\n"
        }
        return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("@start") else { return String(line) }
            return String(trimmed.prefix { !$0.isWhitespace && $0 != "(" })
        }.joined(separator: "\n")
    }

    /// PlantUML's preprocessor functions whose value comes from the machine, not the diagram.
    static let machineBuiltins = ["%getenv", "%load_json", "%file_exists", "%dirpath", "%filename", "%date", "%now"]

    /// Why a diagram is not handed to PlantUML: it would read a file, an address or the machine's state.
    static func refusal(of source: String) -> Failure? {
        for line in source.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            // `!include`, `!include_many`, `!include_once`, `!includeurl`, `!includesub`, `!includedef`, `!import`.
            let lowered = trimmed.lowercased()
            if lowered.hasPrefix("!include") || lowered.hasPrefix("!import") {
                let target = trimmed.drop { !$0.isWhitespace }.drop(while: \.isWhitespace)
                // The standard library, inside the jar.
                if target.hasPrefix("<") && !target.contains("://") { continue }
                return Failure(
                    message: target.contains("://") || lowered.hasPrefix("!includeurl")
                        ? "it includes an address ('\(trimmed)'), and epubbuild draws offline"
                        : "it includes a file ('\(trimmed)'), which PlantUML is not let read; only the standard library's '<…>' can be included"
                )
            }
            // Creole's `<img:https://…>` and `<img src="https://…">` fetch the picture; `<img:/home/…>` reads the
            // machine's file.
            let pictures = lowered.split(separator: "<img").dropFirst().map { picture in
                picture.prefix { $0 != ">" }.replacingOccurrences(of: "src=", with: "").trimmingCharacters(
                    in: CharacterSet(charactersIn: ": \"'"))
            }
            if pictures.contains(where: { $0.contains("://") }) {
                return Failure(
                    message: "it shows a picture from an address ('\(trimmed)'), and epubbuild draws offline")
            }
            if pictures.contains(where: { $0.hasPrefix("/") || $0.hasPrefix("~") }) {
                return Failure(
                    message:
                        "it shows a picture from a file of the machine ('\(trimmed)'), which PlantUML is not let read")
            }
            // Built-in functions that read the machine it is drawn on: an environment variable, a file, the clock.
            // A book shows what its author wrote, the same bytes wherever it is built.
            if let builtin = machineBuiltins.first(where: { lowered.contains($0 + "(") }) {
                return Failure(message: "it calls \(builtin)(), which reads the machine it is drawn on ('\(trimmed)')")
            }
        }
        return nil
    }

    private struct Run {
        var errors: String
        /// Why no diagram of the run is drawn, when the run itself failed.
        var failure: String?
    }

    private static func run(_ plantuml: String, files: [String], in folder: URL, timeout: Double) -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: plantuml)
        // `:nornd`: ids from the diagram, not random ones, so a book is the same bytes each time; no metadata (the
        // source again, compressed).
        process.arguments =
            ["-tsvg:nornd", "-nometadata", "-charset", "UTF-8", "-o", folder.appendingPathComponent("out").path] + files
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        // No window system: the JVM runs headless (Debian's launcher looks at DISPLAY).
        environment["DISPLAY"] = nil
        // The dot Graphviz diagrams are drawn with, or none: PlantUML would look in /usr/bin itself, where the book's
        // PATH may not.
        environment["GRAPHVIZ_DOT"] = GraphvizDrawing.dot ?? folder.appendingPathComponent("no-dot").path
        // Every connection Java would open goes to a proxy on a port nothing listens on: refused at once, not sent.
        environment["JAVA_TOOL_OPTIONS"] = [
            "-Djava.net.useSystemProxies=false", "-DsocksProxyHost=127.0.0.1", "-DsocksProxyPort=9",
            "-Dhttp.proxyHost=127.0.0.1", "-Dhttp.proxyPort=9", "-Dhttps.proxyHost=127.0.0.1", "-Dhttps.proxyPort=9",
            "-Dftp.proxyHost=127.0.0.1", "-Dftp.proxyPort=9", "-Dhttp.nonProxyHosts=", "-Djava.awt.headless=true",
        ].joined(separator: " ")
        process.environment = environment
        // Written to a file, not a pipe: nothing waits for the other end, however much PlantUML says.
        let errorFile = folder.appendingPathComponent("errors.txt")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil),
            let errors = try? FileHandle(forWritingTo: errorFile)
        else {
            return Run(errors: "", failure: "PlantUML's messages could not be kept")
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch {
            try? errors.close()
            return Run(errors: "", failure: "PlantUML could not be started (\(FileError.describe(error)))")
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                process.waitUntilExit()
                break
            }
            usleep(10_000)
        }
        try? errors.close()
        let text = String(decoding: FileManager.default.contents(atPath: errorFile.path) ?? Data(), as: UTF8.self)
        if timedOut { return Run(errors: text, failure: "PlantUML did not finish within \(Int(timeout)) seconds") }
        // 0: all drawn; 200: some diagram has an error (named on standard error); anything else: the run failed.
        guard process.terminationStatus == 0 || process.terminationStatus == 200 else {
            let detail =
                text.split(separator: "\n").first { !$0.hasPrefix("Picked up JAVA_TOOL_OPTIONS") }.map(String.init)
                ?? "exit status \(process.terminationStatus)"
            return Run(errors: text, failure: "PlantUML failed (\(detail))")
        }
        return Run(errors: text, failure: nil)
    }

    /// Puts a diagram's pictures where its code block was: `<figure
    /// class="diagram plantuml">` with one inline `<svg>` for each.
    /// `number` (the diagram's place in its chapter) keeps the ids its
    /// shadows use apart from another diagram's on the same page.
    static func insert(_ pictures: [Data], source: String, number: Int, replacing pre: XMLNode) -> Bool {
        guard let parent = pre.parent else { return false }
        var roots: [XMLNode] = []
        for picture in pictures {
            guard let tree = try? XMLTree.parse(xmlDroppingDoctype: picture, url: "diagram.svg"), let root = tree.root,
                root.name == "svg", root.namespaceURI == XMLTree.svgNamespace
            else { return false }
            roots.append(root)
        }
        let label = "PlantUML diagram: " + source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (part, root) in roots.enumerated() {
            clean(root, prefix: "plantuml\(number)" + (part == 0 ? "" : "-\(part + 1)") + "-")
            root.setAttribute("role", "img")
            root.setAttribute("aria-label", label)
        }
        let figure = parent.insertElement("figure", before: pre)
        figure.setAttribute("class", "diagram plantuml")
        for root in roots { figure.appendCopy(of: root) }
        pre.remove()
        return true
    }

    /// PlantUML's SVG made what EPUB takes, drawing the same.
    private static func clean(_ root: XMLNode, prefix: String) {
        SVGContentRepair.apply(in: root, inline: true)
        // SVG 1.1 attributes SVG 2 dropped, and `preserveAspectRatio="none"`, which would stretch the drawing when a
        // reader narrows it.
        for name in ["contentScriptType", "contentStyleType", "zoomAndPan", "preserveAspectRatio", "version"] {
            root.removeAttribute(name)
        }
        keepBackground(of: root)
        let elements = [root] + root.descendants
        // `<!--MD5=[…]\nclass Book-->` before each entity: nothing a reader needs.
        for comment in elements.flatMap({ $0.children.filter { $0.kind == .comment } }) { comment.remove() }
        let referenced = referencedIDs(in: elements, prefix: prefix)
        for element in elements {
            renameIDs(of: element, referenced)
            if element.name == "a" { repairLink(element) }
        }
    }

    /// `style="width:96px;height:127px;background:#FFFFFF;"`: the size is in width and height already; a background
    /// is kept.
    private static func keepBackground(of root: XMLNode) {
        guard let style = root.attribute("style") else { return }
        let kept = style.split(separator: ";").filter {
            $0.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("background")
        }
        if kept.isEmpty {
            root.removeAttribute("style")
        } else {
            root.setAttribute("style", kept.joined(separator: ";"))
        }
    }

    /// The ids something refers to, each with its new name: the prefix and a number, in the order first referred
    /// to. The shadows' filters are found by id (`filter="url(#fy6sbepkv6yc1)"`); entities' ids (`id="Foo"`,
    /// `id="Foo->Baz"`) are found by nothing.
    private static func referencedIDs(in elements: [XMLNode], prefix: String) -> [String: String] {
        var referenced: [String: String] = [:]
        for element in elements {
            for attribute in element.attributes {
                for match in attribute.value.matches(of: #/url\(#([^)]+)\)/#) where referenced[String(match.1)] == nil {
                    referenced[String(match.1)] = prefix + "\(referenced.count + 1)"
                }
            }
        }
        return referenced
    }

    /// The element's id and its references renamed as `referenced` says; an id nothing refers to dropped.
    private static func renameIDs(of element: XMLNode, _ referenced: [String: String]) {
        if let id = element.attribute("id") {
            if let renamed = referenced[id] {
                element.setAttribute("id", renamed)
            } else {
                element.removeAttribute("id")
            }
        }
        for attribute in element.attributes where attribute.value.contains("url(#") {
            let value = attribute.value.replacing(#/url\(#([^)]+)\)/#) { match in
                "url(#" + (referenced[String(match.1)] ?? String(match.1)) + ")"
            }
            element.setAttribute(
                attribute.name, value, namespace: attribute.namespace,
                prefix: attribute.namespace == XMLTree.xlinkNamespace ? "xlink" : nil)
        }
    }

    /// A link: `<a href xlink:href target="_top" title xlink:title xlink:show="new" xlink:actuate xlink:type>`;
    /// SVG 1.1 knows xlink:href and xlink:title.
    private static func repairLink(_ element: XMLNode) {
        if let href = element.attribute("href"), element.attribute("href", namespace: XMLTree.xlinkNamespace) == nil {
            element.setAttribute("href", href, namespace: XMLTree.xlinkNamespace, prefix: "xlink")
        }
        for name in ["href", "target", "title"] { element.removeAttribute(name) }
        for name in ["show", "actuate", "type"] {
            element.removeAttribute(name, namespace: XMLTree.xlinkNamespace)
        }
    }
}
