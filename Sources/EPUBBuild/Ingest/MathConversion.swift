import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// TeX formulas to MathML through KaTeX (Debian's `katex` package), all of a
/// book's at once in one `node` process, not one process per formula: a
/// book without math never starts it, so needs no KaTeX installed.
/// KaTeX runs with its defaults for untrusted input (a bounded macro
/// expansion; no command it would have to trust) but for `\href` and `\url`
/// to an http, https or mailto address.
///
/// The formulas are read as MathJax reads a page (`KaTeXScript`); the
/// book's own macros (`math-macros:`) come first.
enum MathConversion {
    /// A formula's MathML, or KaTeX's message for why there is none.
    typealias Result = Swift.Result<MathML, Failure>

    /// What KaTeX made of a formula: its MathML, and for an `align` or
    /// `gather` whose rows have a `\tag`, each row's number as MathML (nil
    /// for a row without one), which KaTeX 0.16 leaves out of the formula's.
    struct MathML {
        let markup: String
        var rowNumbers: [String?] = []
        /// The id of a numbered formula, which `\\eqref` links to; of each numbered row, for a row environment.
        var id: String?
        var rowIds: [String?] = []
    }

    struct Failure: Error {
        let message: String
    }

    /// Where Debian installs Node modules; the `node` of NodeSource or nvm does not look there.
    static let modulePaths = ["/usr/share/nodejs", "/usr/lib/nodejs", "/usr/local/lib/node_modules"]

    private struct Output: Decodable {
        let mathml: String?
        let rowTags: [String?]?
        let id: String?
        let rowIds: [String?]?
        let error: String?
    }

    /// The MathML of each formula, in order, each read with the macros of
    /// `macros` (`\name` → its expansion) and of the formulas before it, and
    /// numbered as `numbering` says, `pages` being each formula's page (chapter
    /// file; all on one when empty); a failure of the whole run (no `node`, no
    /// KaTeX) is thrown with what to install.
    static func convert(
        _ formulas: [TeXMath.Formula], pages: [Int] = [], macros: [String: String] = [:],
        numbering: MathNumbering = MathNumbering()
    ) throws(Failure) -> [Result] {
        guard !formulas.isEmpty else { return [] }
        let input = try Self.input(formulas, pages: pages, macros: macros, numbering: numbering)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", KaTeXScript.program]
        var environment = ProcessInfo.processInfo.environment
        environment["NODE_PATH"] = (modulePaths + [environment["NODE_PATH"]].compactMap { $0 }).joined(separator: ":")
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do { try process.run() } catch {
            throw Failure(
                message:
                    "TeX math needs KaTeX, and 'node' could not be started (\(FileError.describe(error))): install Debian's katex package, or set 'math: false'"
            )
        }
        write(input, to: stdin)
        let (output, errors) = try read(stdout, stderr, of: process)
        guard process.terminationStatus == 0, let results = try? JSONDecoder().decode([Output].self, from: output),
            results.count == formulas.count
        else {
            throw failure(status: process.terminationStatus, errors: errors)
        }
        return results.map(result(of:))
    }

    /// What `process` wrote to its standard output and error, once it ended. Both are read at once: either may
    /// fill its pipe while the other is read. A read interrupted by a signal is retried (`FileHandle.readAll`);
    /// one that fails stops KaTeX, which would otherwise wait on a pipe no one reads, and is thrown with why.
    private static func read(_ stdout: Pipe, _ stderr: Pipe, of process: Process) throws(Failure) -> (Data, Data) {
        let errorReader = PipeReader(stderr.fileHandleForReading)
        let output: Swift.Result<Data, ReadFailure>
        do { output = .success(try stdout.fileHandleForReading.readAll()) } catch { output = .failure(error) }
        if case .failure = output { process.terminate() }
        let errors = errorReader.result()
        process.waitUntilExit()
        switch (output, errors) {
        case (.failure(let failure), _), (_, .failure(let failure)):
            throw Failure(message: "KaTeX's answer could not be read: \(failure)")
        case (.success(let output), .success(let errors)):
            return (output, errors)
        }
    }

    /// The JSON KaTeXScript reads: the macros, and each formula's TeX and whether it is a display one.
    private static func input(
        _ formulas: [TeXMath.Formula], pages: [Int], macros: [String: String], numbering: MathNumbering
    ) throws(Failure) -> Data {
        let formulas = formulas.enumerated().map { index, formula in
            [formula.tex, formula.display, pages.indices.contains(index) ? pages[index] : 0] as [Any]
        }
        do {
            return try JSONSerialization.data(
                withJSONObject: [
                    "macros": macros, "formulas": formulas, "numbering": numbering.numbered.rawValue,
                    "scope": numbering.scope.rawValue,
                ] as [String: Any],
                options: .sortedKeys)
        } catch {
            throw Failure(message: "the formulas could not be handed to KaTeX: \(error)")
        }
    }

    /// Writes `input` to the process's standard input and closes it, on another thread: a pipe holds only so
    /// much, and KaTeX answers as it reads.
    private static func write(_ input: Data, to stdin: Pipe) {
        let writer = Thread {
            // A `node` that ends early (no KaTeX) must not take the build down with SIGPIPE while its input
            // is still being written: the write fails instead, and the exit status says why. The signal goes
            // to the thread that wrote (signal(7)), so only this one blocks it, and takes it if it came; the
            // process's own handling of SIGPIPE, a program's that uses the library, is left as it was.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &now) == SIGPIPE {}
        }
        writer.start()
    }

    /// Why the run gave no MathML, from its exit `status` and the first error on its standard error: with what
    /// to install when KaTeX or node is missing.
    private static func failure(status: Int32, errors: Data) -> Failure {
        let detail =
            String(decoding: errors, as: UTF8.self).split(separator: "\n").first { $0.contains("Error") }.map(
                String.init) ?? "exit status \(status)"
        let missing = detail.contains("Cannot find module 'katex'") || status == 127
        return Failure(
            message: missing
                ? "TeX math needs KaTeX, which is not installed: install Debian's katex package (apt-get install katex), or set 'math: false'"
                : "KaTeX failed: \(detail)")
    }

    /// One formula's MathML as KaTeXScript answered, or KaTeX's message.
    private static func result(of output: Output) -> Result {
        if let mathml = output.mathml, mathml.hasPrefix("<math") {
            return .success(
                MathML(markup: mathml, rowNumbers: output.rowTags ?? [], id: output.id, rowIds: output.rowIds ?? []))
        }
        // KaTeX underlines the place it stopped with U+0332 after each character (`\̲s̲i̲d̲e̲s̲e̲t̲`), which a
        // terminal shows as noise: the message already gives the position.
        return .failure(
            Failure(
                message: output.error.map {
                    String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\u{0332}" }))
                } ?? "KaTeX gave no MathML"))
    }

    /// Puts each formula's MathML into its placeholder in `body`, which stays
    /// as `<span class="math">`; the TeX is kept as the `alttext` that
    /// `describedMath` and screen readers use. A numbered formula's id is its
    /// placeholder's, a numbered row's its `mtr`'s; an `\eqref` links to it,
    /// through `pageReference`: the reference of page `n`'s source from this
    /// one's ("" for this one).
    static func insert(
        _ mathml: [Int: (tex: String, mathml: MathML)], into body: XMLNode,
        pageReference: (Int) -> String = { _ in "" }
    ) {
        for placeholder in body.descendants
        where placeholder.isElement && placeholder.attribute(TeXMath.placeholderAttribute) != nil {
            guard let index = placeholder.attribute(TeXMath.placeholderAttribute).flatMap(Int.init),
                let formula = mathml[index],
                let tree = try? XMLTree.parse(xml: Data(formula.mathml.markup.utf8)), let root = tree.root
            else { continue }
            placeholder.removeAttribute(TeXMath.placeholderAttribute)
            placeholder.setAttribute("class", "math")
            root.setAttribute("alttext", formula.tex)
            if !formula.mathml.rowNumbers.isEmpty {
                let numbers = formula.mathml.rowNumbers.map { number in
                    number.flatMap { try? XMLTree.parse(xml: Data($0.utf8)) }
                }
                MathMLRepair.number(rowsOf: root, with: numbers.map { $0?.root })
                // KaTeX's annotation holds the TeX it was given, without the rows' tags.
                root.descendants.first { $0.isElement && $0.name == "annotation" }?.setText(formula.tex)
            }
            MathMLRepair.repair(root)
            MathMLRepair.dropTeXAnnotation(of: root)
            placeholder.appendCopy(of: root)
            guard let math = placeholder.elementChildren.last else { continue }
            if let id = formula.mathml.id { placeholder.setAttribute("id", id) }
            let rows = math.descendants.first { $0.isElement && $0.name == "mtable" }?.elementChildren.filter {
                $0.name == "mtr"
            }
            for (row, id) in zip(rows ?? [], formula.mathml.rowIds) {
                if let id { row.setAttribute("id", id) }
            }
            linkReferences(in: math, of: placeholder, pageReference: pageReference)
        }
    }

    /// Takes the placeholders of formulas `numbers` (macro definitions) out of `body`, and a paragraph they leave
    /// empty.
    static func remove(_ numbers: Set<Int>, from body: XMLNode) {
        guard !numbers.isEmpty else { return }
        let placeholders = body.descendants.filter { node in
            node.isElement
                && node.attribute(TeXMath.placeholderAttribute).flatMap(Int.init).map(numbers.contains) == true
        }
        for placeholder in placeholders {
            let parent = placeholder.parent
            placeholder.remove()
            if let parent, parent.name == "p", parent.elementChildren.isEmpty,
                parent.textContent.allSatisfy(\.isWhitespace)
            {
                parent.remove()
            }
        }
    }

    /// The formulas KaTeX refused, as their TeX in `<code class="math tex">`, where pandoc shows a formula it
    /// cannot convert.
    static func insert(unconverted tex: [Int: String], into body: XMLNode) {
        guard !tex.isEmpty else { return }
        for placeholder in body.descendants
        where placeholder.isElement && placeholder.attribute(TeXMath.placeholderAttribute) != nil {
            guard let index = placeholder.attribute(TeXMath.placeholderAttribute).flatMap(Int.init),
                let formula = tex[index]
            else { continue }
            placeholder.removeAttribute(TeXMath.placeholderAttribute)
            placeholder.setAttribute("class", "math")
            let code = placeholder.appendElement("code", text: formula)
            code.setAttribute("class", "tex")
        }
    }

    /// KaTeXScript's `\eqref` links (`epubbuild-eq:<page>#<id>`) made the chapter's: `#id`, or the other page's
    /// source and `#id`, which Resolve follows as it follows a Markdown link (to the page's file, or the part
    /// of a split chapter that holds the id). A formula that is only the reference, as most are
    /// (`$\eqref{x}$`), becomes an XHTML link around its math: MathML 3 allows `href` on any presentation
    /// element and epubcheck accepts it, but MathML Core, which Chromium-based reading systems follow, has no
    /// links. A reference within a longer formula keeps its MathML `href`, where the formula has no other place.
    private static func linkReferences(in math: XMLNode, of placeholder: XMLNode, pageReference: (Int) -> String) {
        let prefix = "epubbuild-eq:"
        var links: [XMLNode] = []
        for element in math.descendants where element.isElement {
            guard let href = element.attribute("href"), href.hasPrefix(prefix), let hash = href.firstIndex(of: "#"),
                let page = Int(href.dropFirst(prefix.count).prefix { $0 != "#" })
            else { continue }
            element.setAttribute("href", pageReference(page) + String(href[hash...]))
            links.append(element)
        }
        let shown = math.descendants.first { $0.isElement && $0.name == "semantics" }?.elementChildren.filter {
            !$0.name.hasPrefix("annotation")
        }
        // KaTeX writes `\href{…}{\text{(1)}}` as `<mrow><mtext href="…">(1)</mtext></mrow>`.
        var only = shown?.count == 1 ? shown?.first : nil
        while let row = only, row.name == "mrow", row.attribute("href") == nil, row.elementChildren.count == 1 {
            only = row.elementChildren.first
        }
        guard let only, links.contains(where: { only.isSame(as: $0) }),
            let href = only.attribute("href"), let parent = placeholder.parent,
            !(sequence(first: placeholder, next: \.parent).contains { $0.isElement && $0.name == "a" })
        else { return }
        only.removeAttribute("href")
        let link = parent.insertElement("a", before: placeholder)
        link.setAttribute("href", href)
        placeholder.move(intoEndOf: link)
    }

    /// The link from source file `from` to source file `file`, relative, as a Markdown link would write it.
    static func reference(to file: String, from: String) -> String {
        let here = Paths.directory(of: from).split(separator: "/"), there = file.split(separator: "/")
        let common = zip(here, there).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: here.count - common) + there.dropFirst(common).map(String.init)
        return path.joined(separator: "/").addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class PipeReader: @unchecked Sendable {
        private var data = Swift.Result<Data, ReadFailure>.success(Data())
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread { [self] in
                do throws(ReadFailure) { data = .success(try handle.readAll()) } catch { data = .failure(error) }
                done.signal()
            }.start()
        }

        /// What the pipe held, once it is closed; `data` is written before `done` is signalled and read after.
        func result() -> Swift.Result<Data, ReadFailure> {
            done.wait()
            return data
        }
    }
}
