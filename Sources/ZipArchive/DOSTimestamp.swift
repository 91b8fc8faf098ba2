import Foundation

/// The MS-DOS date and time a zip entry carries. Stored as UTC fields so the
/// archive does not depend on the time zone of the machine that wrote it.
public struct DOSTimestamp: Equatable, Sendable {
    public var date: UInt16
    public var time: UInt16

    /// The DOS encoding holds 1980-01-01 to 2107-12-31; a date outside is
    /// clamped to the nearest end. The fields come from gmtime_r(3): a
    /// Foundation Calendar cost 1.6 M instructions to make, for every archive.
    public init(_ instant: Date) {
        let interval = instant.timeIntervalSince1970.isNaN ? 0 : instant.timeIntervalSince1970.rounded(.down)
        var seconds = time_t(min(max(interval, 315_532_800), 4_354_819_199))
        var fields = tm()
        gmtime_r(&seconds, &fields)
        let year = Int(fields.tm_year) + 1900
        let (month, day) = (Int(fields.tm_mon) + 1, Int(fields.tm_mday))
        let (hour, minute, second) = (Int(fields.tm_hour), Int(fields.tm_min), Int(fields.tm_sec))
        date = UInt16((year - 1980) << 9 | month << 5 | day)
        time = UInt16(hour << 11 | minute << 5 | second / 2)
    }
}
