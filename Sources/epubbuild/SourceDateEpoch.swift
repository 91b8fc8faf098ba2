import ArgumentParser
import EPUBSupport
import Foundation

/// `SOURCE_DATE_EPOCH` (reproducible-builds.org): the build's date, so that the
/// same sources give the same bytes on any machine at any time.
enum SourceDateEpoch {
    /// The latest second whose year still has four digits: `dcterms:modified`
    /// is `CCYY-MM-DDThh:mm:ssZ` (EPUB 3.3 §5.5.6).
    static let latest: Int64 = 253_402_300_799  // 9999-12-31T23:59:59Z

    /// The specification: "The value MUST be an ASCII representation of an integer
    /// with no fractional component, identical to the output format of `date +%s`",
    /// and a build "MUST" fail rather than use a malformed value.
    static func parse(_ text: String) throws -> Date {
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let seconds = Int64(text), seconds <= latest
        else {
            throw ValidationError(
                "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970 (as `date +%s` prints) up to \(latest), not '\(text)'"
            )
        }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}
