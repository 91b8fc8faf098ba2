/// Dates in the W3C profile of ISO 8601 (`2024`, `2024-05`, `2024-05-01`,
/// `2024-05-01T10:00:00Z`), the form OPF's dc:date takes.
package enum W3CDTF {
    package static func isValid(_ date: String) -> Bool {
        date.wholeMatch(of: /\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?/) != nil
    }
}
