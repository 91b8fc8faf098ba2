import Foundation

/// The MS-DOS date and time a zip entry carries. Stored as UTC fields so the
/// archive does not depend on the time zone of the machine that wrote it.
public struct DOSTimestamp: Equatable, Sendable {
    public var date: UInt16
    public var time: UInt16

    /// The DOS encoding cannot go below 1980-01-01; earlier dates are clamped.
    public init(_ instant: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        let year = max(1980, min(2107, parts.year ?? 1980))
        let clamped = (parts.year ?? 1980) < 1980
        let month = clamped ? 1 : parts.month ?? 1
        let day = clamped ? 1 : parts.day ?? 1
        let hour = clamped ? 0 : parts.hour ?? 0
        let minute = clamped ? 0 : parts.minute ?? 0
        let second = clamped ? 0 : parts.second ?? 0
        date = UInt16((year - 1980) << 9 | month << 5 | day)
        time = UInt16(hour << 11 | minute << 5 | second / 2)
    }
}
