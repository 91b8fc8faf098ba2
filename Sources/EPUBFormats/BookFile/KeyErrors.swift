import EPUBSupport

/// The errors of a book file's keys, gathered as the keys are read, so one run reports every key written wrong (a
/// misspelt key, a missing cover and a date that is not one) rather than the first alone.
final class KeyErrors {
    private(set) var diagnostics: [Diagnostic] = []

    /// What `read` gives, or nil when it fails, its error kept.
    @discardableResult
    func gather<T>(_ read: () throws(BuildError) -> T) -> T? {
        do {
            return try read()
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }

    /// Keeps `error` beside the others.
    func add(_ error: BuildError) { diagnostics += error.diagnostics }

    /// Every error gathered, at once.
    func throwIfAny() throws(BuildError) {
        guard !diagnostics.isEmpty else { return }
        throw BuildError(diagnostics)
    }
}
