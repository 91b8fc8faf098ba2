import EPUBSupport
import Foundation
import XMLTree

/// A Graphviz graph (```` ```dot ````) drawn by Graphviz's `dot` (Debian's
/// graphviz package) as inline SVG, in a `<figure class="diagram graphviz">`
/// where its code block was. Nothing is drawn when `dot` is not installed or
/// refuses the graph: the caller then keeps the source.
enum GraphvizDrawing {
    /// Found once on PATH: run directly, so a missing program is known before anything is written to it.
    static let dot: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// A graph larger than a pipe holds is not drawn: its input is written before its output is read.
    private static let largestGraph = 60_000

    static func draw(_ graph: String, replacing pre: XMLNode) -> Bool {
        guard let svg = svg(of: graph), let parent = pre.parent else { return false }
        let root: XMLNode?
        do {
            root = try XMLTree.parse(xmlDroppingDoctype: svg, url: "graph.svg").root
        } catch {
            return false
        }
        guard let root, root.name == "svg" else { return false }
        SVGContentRepair.apply(in: root, inline: true)
        // dot names every graph, node and edge (`graph0`, `node1`): two graphs in one page would repeat ids, and
        // nothing refers to them.
        root.removeAttribute("id")
        for element in root.descendants where element.isElement { element.removeAttribute("id") }
        // dot's titles name the graph ("G"), which says nothing: the graph's source, on one line, is its text
        // alternative.
        root.setAttribute("role", "img")
        root.setAttribute(
            "aria-label", "Graphviz diagram: " + graph.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        let figure = parent.insertElement("figure", before: pre)
        figure.setAttribute("class", "diagram graphviz")
        figure.appendCopy(of: root)
        pre.remove()
        return true
    }

    private static func svg(of graph: String) -> Data? {
        let input = Data(graph.utf8)
        guard let dot, input.count <= largestGraph else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return process.terminationStatus == 0 && !output.isEmpty ? output : nil
    }
}
