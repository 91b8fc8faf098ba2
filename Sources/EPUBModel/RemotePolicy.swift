/// book.yaml's `remote:` — builds never download anything.
public enum RemotePolicy: String, CaseIterable, Sendable {
    /// Every remote resource becomes a link to it, with a warning.
    case link
    /// Remote audio and video stay remote, declared in the manifest; any other remote resource is an error.
    case keep
}
