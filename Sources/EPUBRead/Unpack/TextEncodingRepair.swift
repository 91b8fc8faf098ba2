import EPUBSupport
import Foundation

/// A text file of an EPUB (a content document, a stylesheet, an SVG drawing) made the UTF-8 the build reads and
/// EPUB 3.3 §6.1.2 and §6.3.1 want: converted from the encoding it declares (ISO-8859-1, Shift_JIS, UTF-16,
/// UTF-32, EBCDIC), or, when it declares none and is not UTF-8 either, its stray bytes read as windows-1252, as a
/// browser falls back to. Either way with a warning; the build would otherwise stop at the first stray byte.
enum TextEncodingRepair {
    /// `data` as UTF-8, or nil when it is UTF-8 already. `action` ends the warning: what becomes of the text.
    static func utf8(
        _ data: Data, shown: String, stage: BuildStage, action: String, warnings: inout [Diagnostic]
    ) -> Data? {
        if let (converted, encoding) = DeclaredEncoding.text(data) {
            guard let encoding else { return nil }
            warnings.append(
                Diagnostic(
                    .warning, .encodingConverted, at: SourceLocation(path: shown), stage: stage,
                    "in \(encoding), as it declares; \(action)"))
            return Data(converted.utf8)
        }
        let (line, column) = DeclaredEncoding.firstInvalidUTF8(in: data)
        let (text, repaired) = DeclaredEncoding.repairingUTF8(data)
        warnings.append(
            Diagnostic(
                .warning, .invalidUTF8, at: SourceLocation(path: shown, line: line, column: column), stage: stage,
                "not valid UTF-8: \(repaired) byte\(repaired == 1 ? "" : "s") that no encoding it declares explains, "
                    + "taken as windows-1252, as a browser takes them; \(action)"))
        return Data(text.utf8)
    }
}
