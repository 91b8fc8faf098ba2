import ArgumentParser
import EPUBBuild
import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a new book: a book.yaml that says what each key does, two chapters, a cover and a .gitignore.",
        discussion: """
            The book builds as it is (`epubbuild build DIR`). Nothing is overwritten: a folder that already holds \
            one of its files is refused.
            """
    )

    @Argument(help: ArgumentHelp("The book's folder, made if missing (default: the current folder).", valueName: "dir"))
    var folder = "."

    @Option(help: ArgumentHelp("The title (default: the folder's name, in words).", valueName: "title"))
    var title: String?

    @Option(
        help: ArgumentHelp("The author (default: your name from the system, else a placeholder).", valueName: "name"))
    var author: String?

    @Option(
        help: ArgumentHelp(
            "The language, a BCP 47 tag (default: the one LANG names, else en).", valueName: "tag"))
    var language: String?

    func validate() throws {
        if let language, !LanguageTag.isWellFormed(language) {
            throw ValidationError("--language takes a BCP 47 tag such as en, en-GB or ja, not '\(language)'")
        }
        // Refused here, where it is typed, rather than by the first build of the project it would write.
        if let language, let unregistered = LanguageTag.unregisteredLanguage(of: language) {
            let meant = unregistered.meant.map { " — did you mean '\($0.tag)' (\($0.name))?" } ?? ""
            throw ValidationError("--language '\(language)' names no registered language\(meant)")
        }
        if let title, title.allSatisfy(\.isWhitespace) {
            throw ValidationError("--title is empty: give the book's title, or leave the option out")
        }
    }

    func run() throws {
        let path = Paths.absolute(folder, relativeTo: FileManager.default.currentDirectoryPath)
        let book = StarterBook(
            title: title ?? Self.title(fromFolder: Paths.lastComponent(path)),
            author: author ?? Self.userName() ?? "Your Name",
            language: language ?? Self.language(fromLocale: ProcessInfo.processInfo.environment["LANG"]) ?? "en")
        do { try book.write(to: path) } catch {
            Console.error(error.description)
            throw ExitCode.failure
        }
        let shown = folder == "." ? "" : " " + folder
        print("wrote a new book in \(Paths.display(path)): build it with `epubbuild build\(shown)`")
    }

    /// `my-first_book` → "My First Book".
    static func title(fromFolder name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        let title = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return title.isEmpty ? "My Book" : title
    }

    /// `de_DE.UTF-8` → `de-DE`; `C` and `POSIX` name no language.
    static func language(fromLocale locale: String?) -> String? {
        guard let locale, let code = locale.split(separator: ".").first, code != "C", code != "POSIX" else {
            return nil
        }
        let tag = code.replacingOccurrences(of: "_", with: "-")
        return LanguageTag.isWellFormed(tag) && LanguageTag.unregisteredLanguage(of: tag) == nil ? tag : nil
    }

    /// The user's full name from the password database's GECOS field, if it holds one.
    static func userName() -> String? {
        guard let entry = getpwuid(getuid()), let gecos = entry.pointee.pw_gecos else { return nil }
        let name = String(cString: gecos).split(separator: ",").first.map(String.init) ?? ""
        return name.trimmingCharacters(in: .whitespaces).isEmpty ? nil : name
    }
}
