/// How `epubbuild unpack` works.
public struct UnpackOptions: Sendable {
    /// Replace an existing non-empty target.
    public var force = false
    /// Every EPUB of this run: `--force` never replaces a folder holding one.
    public var inputs: [String] = []
    public var limits = ArchiveLimits()
    /// Flattened HTML: embed images and fonts as `data:` URIs (else copy them into `OUT_files/`).
    public var embed = true
    /// Flattened HTML: keep scripts — `<script>`, event handler attributes,
    /// `javascript:` URLs, frames and embedded objects (all dropped by default).
    public var keepScripts = false
    /// Flattened HTML: leave out spine items marked `linear="no"` (by default they come after the others).
    public var dropNonLinear = false

    public init() {}
}
