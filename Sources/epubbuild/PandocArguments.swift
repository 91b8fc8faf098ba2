import EPUBFormats
import EPUBSupport
import Foundation
import Yams

/// A pandoc command line made the one the parser reads: its options an EPUB has no use for settled (`settled`), and
/// its defaults files (`pandoc -d book.yaml`, `--defaults=book.yaml`), a command line written as YAML, expanded. Each
/// is
/// read as the options it stands for, in its place among the arguments, so what follows it wins, as in pandoc
/// (`input-files: [a.md]`, `metadata: {title: T}`, `css: style.css`, `number-sections: true`, …). A key that shapes
/// only pandoc's other outputs or its run (`verbosity`, `wrap`, `html-math-method`) changes nothing and is passed
/// over; the others are read as their options are, refusals and warnings included.
enum PandocArguments {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `arguments` with each `-d FILE`, `--defaults FILE` and `--defaults=FILE` replaced by what the file says, and
    /// pandoc's options an EPUB has no use for settled before the parser sees them (`settled`).
    static func expanded(_ arguments: [String]) throws(Failure) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            var file: String?
            if argument == "-d" || argument == "--defaults", index + 1 < arguments.count {
                file = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--defaults=") {
                file = String(argument.dropFirst("--defaults=".count))
            }
            if let file { result += try options(in: located(file)) } else { result.append(argument) }
            index += 1
        }
        let commands = ["init", "serve", "unpack", "info", "pack", "help"]
        return result.first.map(commands.contains) == true ? result : settled(result)
    }

    /// pandoc's options that shape only its own HTML or its other formats, or its run: an EPUB is the same without
    /// them (`--wrap=none`, `--self-contained`, `--columns 80`). Dropped here, as options of the parser each one
    /// cost every run's start a share of 4 million instructions.
    static let unusedFlags: Set<String> = [
        "--self-contained", "--embed-resources", "--section-divs", "--preserve-tabs", "--strip-comments", "--ascii",
        "--mathjax", "--katex", "--webtex", "--trace", "--fail-if-warnings", "--no-check-certificate", "--file-scope",
        "--listings", "--sandbox", "-i", "--reference-links", "--natbib", "--biblatex", "--atx-headers",
        "--html-q-tags",
        "--list-tables",
    ]
    static let unusedOptions: Set<String> = [
        "--columns", "--wrap", "--epub-subdirectory", "--reference-location", "--eol", "--dpi",
        "--pdf-engine", "--tab-stop", "--log", "--request-header", "--markdown-headings", "--abbreviations",
        "--extract-media", "--reference-doc", "--email-obfuscation", "--slide-level", "--ipynb-output",
        "--pdf-engine-opt", "--track-changes",
    ]
    static let optionalValueFlags: Set<String> = ["--webtex", "--mathjax", "--katex"]

    /// The filter `--filter NAME`, `--filter=NAME` or `-F NAME` at `index` names, and how many arguments it takes.
    private static func filterNamed(_ arguments: [String], at index: Int) -> (value: String, width: Int)? {
        valueOf("--filter", short: "-F", in: arguments, at: index)
    }

    /// The value of option `name` (or `short`) at `index`, `--name VALUE` or `--name=VALUE`, and how many arguments
    /// it takes.
    private static func valueOf(_ name: String, short: String? = nil, in arguments: [String], at index: Int)
        -> (value: String, width: Int)?
    {
        let argument = arguments[index]
        if argument.hasPrefix(name + "=") { return (String(argument.dropFirst(name.count + 1)), 1) }
        guard argument == name || argument == short, index + 1 < arguments.count else { return nil }
        return (arguments[index + 1], 2)
    }

    /// pandoc's EPUB takes its stylesheet from the data folder's `epub.css` when no `--css` is given: that file,
    /// as `--css`, when it is there.
    private static func dataDirectoryStylesheet(_ folder: String, given arguments: [String]) -> [String] {
        let css = (folder as NSString).appendingPathComponent("epub.css")
        let hasCSS = arguments.contains { $0 == "--css" || $0 == "-c" || $0.hasPrefix("--css=") }
        return !hasCSS && FileManager.default.fileExists(atPath: css) ? ["--css", css] : []
    }

    /// pandoc's options that would change the book and are not done: named in one warning (`--pandoc-unmade`).
    static let unmadeOptions = [
        "--number-offset": "--number-offset",
        "--indented-code-classes": "--indented-code-classes", "--syntax-definition": "--syntax-definition",
        "-H": "-H/--include-in-header", "--include-in-header": "-H/--include-in-header",
        "-B": "-B/--include-before-body", "--include-before-body": "-B/--include-before-body",
        "-A": "-A/--include-after-body", "--include-after-body": "-A/--include-after-body",
        "--id-prefix": "--id-prefix", "-T": "--title-prefix", "--title-prefix": "--title-prefix",
        "--figure-caption-position": "--figure-caption-position",
        "--table-caption-position": "--table-caption-position",
    ]

    /// pandoc 1's options, which old Makefiles still pass (pandoc 2.17 takes `--base-header-level` and
    /// `--strip-empty-paragraphs` with a warning, and refuses the others, naming what replaced them). Each is read
    /// as what replaced it, and named in one warning (`--pandoc-old`): a flag pandoc 2 made the default, or that
    /// shaped only pandoc 1's HTML, is dropped.
    static let oldFlags: [String: [String]] = [
        "--smart": [], "-S": [], "--normalize": [], "--strip-empty-paragraphs": [], "--parse-raw": [], "-R": [],
        "--html5": [], "-5": [], "--no-tex-ligatures": [], "--old-dashes": [], "--latexmathml": [], "-m": [],
        "--mimetex": [], "--jsmath": [], "--gladtex": [], "--chapters": ["--top-level-division=chapter"],
    ]
    /// pandoc's other names of options epubbuild takes (`-r markdown`, `--read=gfm`: its `-f`).
    static let aliases = ["-r": "-f", "--read": "--from"]

    /// pandoc 1's options with a value, each made the options that replaced it.
    static let oldOptions: [String: @Sendable (String) -> [String]] = [
        "--epub-stylesheet": { ["--css", $0] },
        "--base-header-level": { level in ["--shift-heading-level-by=\((Int(level) ?? 1) - 1)"] },
    ]

    /// `arguments` without the options an EPUB has no use for, and each option it would need but the build does not
    /// do as `--pandoc-unmade NAME`; a value after one (`--columns 80`, `--wrap=none`) goes with it. pandoc 1's
    /// options are made pandoc 2's (`oldFlags`, `oldOptions`).
    static func settled(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            defer { index += 1 }
            var argument = arguments[index]
            var name = String(argument.prefix { $0 != "=" })
            if let alias = aliases[name] {
                argument = alias + argument.dropFirst(name.count)
                name = alias
            }
            // pandoc 3's `--toc=true`, `--number-sections=false`: the flag, or nothing.
            if let flag = booleanFlag(argument, name: name) {
                // `=false` after the flag turns it off, as pandoc reads a later option over an earlier one.
                if let flag { result.append(flag) } else { result.removeAll { flagNames(name).contains($0) } }
                continue
            }
            if let replacement = Self.syntaxHighlighting(argument, name: name) {
                result += replacement
                continue
            }
            // `--webtex=URL`, `--mathjax=URL`, `--katex=URL`: a value only after `=`.
            if unusedFlags.contains(argument) || (argument != name && optionalValueFlags.contains(name)) { continue }
            if let folder = valueOf("--data-dir", in: arguments, at: index) {
                result += dataDirectoryStylesheet(folder.value, given: arguments)
                index += folder.width - 1
                continue
            }
            // The filter pandoc 2.11 made `--citeproc`: old Makefiles still name it.
            if let filter = filterNamed(arguments, at: index), filter.value == "pandoc-citeproc" {
                result.append("--citeproc")
                index += filter.width - 1
                continue
            }
            if let replacement = oldFlags[name] {
                result += replacement + ["--pandoc-old=" + name]
                continue
            }
            if let replace = oldOptions[name] {
                let value =
                    name == argument
                    ? (index + 1 < arguments.count ? arguments[index + 1] : "")
                    : String(
                        argument.dropFirst(name.count + 1))
                if name == argument { index += 1 }
                result += replace(value) + ["--pandoc-old=" + name]
                continue
            }
            let takesValue = unusedOptions.contains(name) || unmadeOptions[name] != nil
            guard takesValue else {
                result.append(argument)
                continue
            }
            if let shown = unmadeOptions[name] { result.append("--pandoc-unmade=" + shown) }
            if name == argument { index += 1 }  // its value is the next argument
        }
        return result
    }

    /// pandoc 3's flags that take `=true` or `=false` (its manual writes `--toc[=true|false]`; Makefiles switch them
    /// with
    /// a variable): they had been refused ("does not take any value").
    static let booleanFlags: Set<String> = [
        "--toc", "--table-of-contents", "--number-sections", "--standalone", "--citeproc", "--strip-comments",
        "--section-divs", "--file-scope", "--preserve-tabs", "--self-contained", "--embed-resources", "--ascii",
        "--reference-links", "--listings", "--incremental", "--fail-if-warnings", "--sandbox", "--list-tables",
        "--html-q-tags", "--no-check-certificate", "--trace", "--mathml", "--link-images",
    ]

    /// `--name=true` as the flag `--name` (dropped with the others an EPUB has no use for), `--name=false` as nothing:
    /// `.some(nil)`. nil for another argument.
    private static func booleanFlag(_ argument: String, name: String) -> String?? {
        guard argument != name, booleanFlags.contains(name) else { return nil }
        switch argument.dropFirst(name.count + 1).lowercased() {
        case "true", "yes", "on": return .some(unusedFlags.contains(name) ? nil : name)
        case "false", "no", "off": return .some(nil)
        default: return nil
        }
    }

    /// The names of the flag `name`, long and short (`--number-sections`, `-N`).
    private static func flagNames(_ name: String) -> Set<String> {
        let names: [Set<String>] = [
            ["--toc", "--table-of-contents"], ["--number-sections", "-N"], ["--standalone", "-s"],
            ["--citeproc", "-C"],
        ]
        return names.first { $0.contains(name) } ?? [name]
    }

    /// pandoc 3.8's `--syntax-highlighting=none|default|idiomatic|STYLE`, which replaced `--no-highlight` and
    /// `--highlight-style`: the one of those it stands for. nil for another argument.
    private static func syntaxHighlighting(_ argument: String, name: String) -> [String]? {
        guard name == "--syntax-highlighting", argument != name else { return nil }
        let value = String(argument.dropFirst(name.count + 1))
        switch value {
        case "none": return ["--no-highlight"]
        case "default", "idiomatic": return []
        default: return ["--highlight-style=" + value]
        }
    }

    /// Keys whose value is one option's (`key: value` → `--option value`).
    private static let valueOptions = [
        "from": "-f", "reader": "-f", "to": "-t", "writer": "-t", "output-file": "-o",
        "epub-cover-image":
            "--epub-cover-image", "epub-metadata": "--epub-metadata", "toc-depth": "--toc-depth",
        "top-level-division": "--top-level-division", "csl": "--csl", "epub-chapter-level": "--split-level",
        "split-level": "--split-level", "shift-heading-level-by": "--shift-heading-level-by",
        "template": "--template", "highlight-style": "--highlight-style", "epub-title-page": "--epub-title-page",
        "metadata-file": "--metadata-file", "default-image-extension": "--default-image-extension",
    ]
    /// Keys whose list (or one value) is an option each (`css: [a.css, b.css]` → `--css a.css --css b.css`).
    private static let listOptions = [
        "css": "--css", "epub-fonts": "--epub-embed-font", "bibliography": "--bibliography",
        "metadata-files": "--metadata-file", "filters": "--filter",
    ]
    /// Keys that are a flag when true.
    private static let flags = [
        "toc": "--toc", "table-of-contents": "--toc", "number-sections": "-N", "citeproc": "-C", "standalone": "-s",
    ]

    /// Where pandoc finds the defaults file `-d name` names: as written, then with `.yaml` added when it has no
    /// extension (`-d epub`), in the current folder, then in the `defaults` folder of pandoc's data folder
    /// (`~/.local/share/pandoc/defaults`). As written when none is there, for the error to name it.
    static func located(_ name: String, beside including: String? = nil) -> String {
        let environment = ProcessInfo.processInfo.environment
        // An empty XDG_DATA_HOME is an unset one (XDG Base Directory).
        let xdg = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let data = (xdg ?? environment["HOME"].map { $0 + "/.local/share" }).map {
            $0 + "/pandoc/defaults"
        }
        let names = Paths.fileExtension(name).isEmpty ? [name, name + ".yaml"] : [name]
        let folders = [nil, including.map { ($0 as NSString).deletingLastPathComponent }, data].compactMap { $0 }
        let candidates = names + folders.flatMap { folder in names.map { folder + "/" + $0 } }
        return candidates.first { FileManager.default.isReadableFile(atPath: $0) } ?? name
    }

    private static func options(in file: String, depth: Int = 0) throws(Failure) -> [String] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw Failure(description: "\(file): error: pandoc defaults file cannot be read")
        }
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch {
            // At its line and column, in the build's own form.
            throw Failure(description: BookSpecLoader.yamlSyntaxError(error, path: file).description)
        }
        guard case .mapping(let mapping)? = node else {
            throw Failure(
                description: "\(file): error: a pandoc defaults file is a mapping of options (from: markdown)")
        }
        var options: [String] = []
        var inputs: [String] = []
        var included: [String] = []
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            // `defaults:` names more defaults files, read first, so that this file's own options follow and win.
            if name == "defaults" {
                guard depth < 8 else {
                    throw Failure(description: "\(file): error: pandoc defaults files include each other in a loop")
                }
                for name in strings(value) {
                    included += try self.options(
                        in: located(interpolated(name, file: file), beside: file), depth: depth + 1)
                }
                continue
            }
            options += try self.options(name, value, inputs: &inputs, file: file)
        }
        return withoutPairs(in: included, thatAreSetIn: options) + options + inputs
    }

    /// `included`'s options without the `-M KEY=…` and `-V KEY=…` whose key `options` sets: pandoc merges defaults
    /// files key by key, a value of the including file replacing the included one's (two would make a list).
    private static func withoutPairs(in included: [String], thatAreSetIn options: [String]) -> [String] {
        func key(_ value: String) -> Substring { value.prefix { $0 != "=" && $0 != ":" } }
        let set = Set(
            zip(options, options.dropFirst()).filter { ["-M", "-V"].contains($0.0) }.map { $0.0 + key($0.1) })
        var result: [String] = []
        var index = 0
        while index < included.count {
            let option = included[index]
            if ["-M", "-V"].contains(option), index + 1 < included.count,
                set.contains(option + key(included[index + 1]))
            {
                index += 2
                continue
            }
            result.append(option)
            index += 1
        }
        return result
    }

    private static func options(_ name: String, _ value: Node, inputs: inout [String], file: String) throws(Failure)
        -> [String]
    {
        let values = strings(value).map { interpolated($0, file: file) }
        if let option = valueOptions[name], let last = values.last { return [option, last] }
        if let option = listOptions[name] { return values.flatMap { [option, $0] } }
        if let flag = flags[name] { return value.bool == true ? [flag] : [] }
        switch name {
        case "input-files", "input-file":
            inputs += values
            return []
        case "resource-path": return values.isEmpty ? [] : ["--resource-path", values.joined(separator: ":")]
        case "metadata", "variables":
            guard case .mapping(let pairs) = value else { return [] }
            let option = name == "metadata" ? "-M" : "-V"
            return pairs.flatMap { pair in
                strings(pair.value).flatMap { [option, (pair.key.string ?? "") + "=" + $0] }
            }
        // pandoc's `ERROR` level shows no warning, as `--quiet` (pandoc's and epubbuild's) does.
        case "verbosity": return values.last?.uppercased() == "ERROR" ? ["--quiet"] : []
        default:
            // Its run (log-file) or its other outputs (wrap, columns, html-math-method, pdf-engine).
            return []
        }
    }

    /// pandoc's variables in a defaults file's paths: `${.}` is the file's own folder, `${USERDATA}` pandoc's data
    /// folder (`~/.local/share/pandoc`), `${HOME}` and any other `${NAME}` the environment's; an unknown one is
    /// left as it is. (Metadata values are never paths, and `metadata:` is read apart.)
    static func interpolated(_ text: String, file: String) -> String {
        guard text.contains("${") else { return text }
        let environment = ProcessInfo.processInfo.environment
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            result += rest[..<open.lowerBound]
            let name = String(rest[open.upperBound..<close])
            let folder = (file as NSString).deletingLastPathComponent
            let value: String? =
                switch name {
                case ".": folder.isEmpty ? "." : folder
                case "USERDATA": environment["HOME"].map { $0 + "/.local/share/pandoc" }
                default: environment[name]
                }
            result += value ?? "${\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static func strings(_ node: Node) -> [String] {
        switch node {
        case .scalar(let scalar): [scalar.string]
        case .sequence(let sequence): sequence.compactMap(\.string)
        default: []
        }
    }
}
