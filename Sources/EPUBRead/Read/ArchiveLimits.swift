/// Bounds on what opening an untrusted EPUB may cost: zip bombs are refused
/// before they are inflated, and inflation stops at the bound anyway.
public struct ArchiveLimits: Sendable {
    /// All entries together, uncompressed.
    public var totalBytes: UInt64 = 2 << 30
    public var entryCount = 20_000
    /// Uncompressed size ÷ compressed size of one entry (text rarely passes 20).
    public var compressionRatio: UInt64 = 1_000

    public init() {}
}
