/// The clock a temporal field's dates are kept and written on, chosen from the offsets from
/// UTC its texts give (`2024-03-10T01:00:00-05:00`).
///
/// A reader should see the hour the data gives, so a field whose dates all give one offset
/// is kept on that offset's wall clock, the data's own local time, and written without a
/// mark: `2024-03-10T01:00:00-05:00` is "10 March 2024, 01:00", never the UTC "06:00". When
/// the offsets differ (a daylight-saving change inside the data, or data from several zones)
/// no one wall clock holds every instant: dates all at a local midnight are kept as those
/// local days (a day is a day whatever its offset, so daily data across a daylight-saving
/// change stays daily and a missing day is still found), and anything else is kept in UTC and
/// written with "UTC" after each time. Dates without an offset (or with `Z`) are UTC, as
/// before, written without a mark. ``DataTable/resolve(_:at:)`` makes the choice once per
/// field (``clock(of:)``).
public enum DateClock: Hashable, Sendable {
  /// UTC, the clock of dates without an offset or with `Z`; written without a mark.
  case utc
  /// Every date gives this offset from UTC, in seconds east (`-18000` for `-05:00`): the
  /// dates are kept as that wall clock's readings and written without a mark.
  case localOffset(seconds: Int)
  /// The offsets differ but every date is a local midnight: the dates are kept as those local
  /// days.
  case localDays
  /// The offsets differ and dates hold times of day: kept in UTC and written with "UTC".
  case markedUTC

  /// The clock for a field's instants and their offsets, with each instant as kept on it.
  ///
  /// - Parameter instants: Each cell's instant (seconds since 1970, `NaN` for a missing cell)
  ///   and its text's offset (seconds east of UTC, `nil` for none, which counts as UTC).
  /// - Returns: The clock and the seconds to keep (wall-clock readings counted as if they were
  ///   UTC for ``localOffset(seconds:)`` and ``localDays``; the instants themselves
  ///   otherwise).
  /// - Complexity: O(*n*).
  public static func clock(of instants: [(seconds: Double, offsetSeconds: Int?)]) -> (
    clock: DateClock, seconds: [Double]
  ) {
    let present = instants.filter { !$0.seconds.isNaN }
    let offsets = Set(present.map { $0.offsetSeconds ?? 0 })
    let instantSeconds = instants.map(\.seconds)
    guard let first = offsets.first else { return (.utc, instantSeconds) }
    let local = instants.map { $0.seconds + Double($0.offsetSeconds ?? 0) }
    if offsets.count == 1 {
      return first == 0 ? (.utc, instantSeconds) : (.localOffset(seconds: first), local)
    }
    let allMidnights = local.allSatisfy {
      $0.isNaN || $0.truncatingRemainder(dividingBy: 86_400) == 0
    }
    return allMidnights ? (.localDays, local) : (.markedUTC, instantSeconds)
  }

  /// What follows a written time of day: " UTC" on ``markedUTC``, else nothing.
  public var timeMark: String {
    switch self {
    case .markedUTC: " UTC"
    case .utc, .localOffset, .localDays: ""
    }
  }

  /// The zone designator of an RFC 3339 (§5.6) time on this clock: `Z` for UTC, `-05:00`
  /// for a local offset, and none for local days (ISO 8601's local time, which only a
  /// declared unit finer than a day writes).
  public var zoneDesignator: String {
    switch self {
    case .utc, .markedUTC: return "Z"
    case .localDays: return ""
    case .localOffset(let seconds):
      let minutes = abs(seconds) / 60
      return (seconds < 0 ? "-" : "+") + TemporalParser.padded(minutes / 60, 2) + ":"
        + TemporalParser.padded(minutes % 60, 2)
    }
  }
}
