import ChartModel

/// Reads the tick labels matplotlib's date axes print in part, completing each to its date.
///
/// matplotlib's `ConciseDateFormatter` labels ticks by the unit they step in — days as "05",
/// a month's first day as "Mar", months as "Feb" and a year's first month as "2024" — and
/// prints the rest once, beside the axis, as an offset text ("2024-Mar", "2024") that names
/// the last tick's year and month. pandas' date converter (`Series.plot()` over a
/// `DatetimeIndex`) prints the first tick in full, on lines ("04", "Mar", "2024"; "Jan",
/// "2024"), and the others by their day or month, a new month or year again in full.
///
/// Each tick's date is its label's day, month and year where it prints them, else carried
/// from the tick before (a day not after the one before starts the next month; a month not
/// after the one before, the next year); the first tick's comes back from the first tick that
/// prints its year (and month), or from the last tick's offset text. The completed dates must then run in axis order and
/// agree with the offset text, and their positions fit a time scale within half a pixel
/// (``AxisScaleFit``), which a wrong completion would not.
///
/// Source: matplotlib `dates.ConciseDateFormatter` (formats `%Y`, `%b`, `%d`, `%H:%M`; zero
/// formats `%b` on a month's first day, `%Y` in January; offset formats `%Y`, `%Y-%b`,
/// `%Y-%b-%d`), pandas `plotting/_matplotlib/converter.py` (`TimeSeries_DateFormatter`).
enum MatplotlibDateTicks {
  /// The date parts a label prints.
  struct Parts: Equatable, Sendable {
    var year: Int?
    var month: Int?
    var day: Int?
    /// Whether it prints a time of day ("12:00").
    var hasTime = false
    /// Whether it prints a day with a leading zero ("05"), which no number label does.
    var isPaddedDay = false

    /// The parts of a label, or `nil` when it is not a date in part.
    ///
    /// `nil` when one of its words is not a year, a month's name, a day or a time of day, or
    /// the label is a date in digits ("2020-01"). Words are split at spaces, line breaks and
    /// hyphens.
    init?(_ label: String) {
      let words = label.split { $0 == " " || $0 == "\n" || $0 == "-" || $0 == "," }
      guard !words.isEmpty, words.count <= 4 else { return nil }
      for word in words {
        let text = String(word)
        if text.allSatisfy({ $0.isASCII && $0.isNumber }) {
          guard let number = Int(text) else { return nil }
          if text.count == 4, (1000...2999).contains(number), year == nil {
            year = number
          } else if text.count <= 2, (1...31).contains(number), day == nil {
            day = number
            isPaddedDay = text.hasPrefix("0")
          } else {
            return nil
          }
        } else if let index = MatplotlibDateTicks.month(text), month == nil {
          month = index
        } else if text.contains(":"),
          text.split(separator: ":").allSatisfy({ part in part.allSatisfy(\.isNumber) })
        {
          hasTime = true
        } else {
          return nil
        }
      }
      // A year and a number with no month's name is a date in digits ("2020-01"), printed in
      // full, not in part.
      if year != nil && day != nil && month == nil { return nil }
    }
  }

  /// The English month a word names (its first three letters at least, any case), 1–12.
  static func month(_ word: String) -> Int? {
    guard word.count >= 3 else { return nil }
    let lower = word.lowercased()
    return months.firstIndex { $0.hasPrefix(lower) }.map { $0 + 1 }
  }

  private static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ]

  /// The ticks with their labels completed to ISO 8601 dates (`2024-03-05`), and the offset
  /// text used, or `nil` when the axis does not print dates in part (no month name and no
  /// padded day among its labels, or no year in them or beside them).
  ///
  /// - Parameters:
  ///   - ticks: The labelled ticks, in any order.
  ///   - texts: The axis's other texts (its title, an offset text).
  /// - Returns: The completed ticks and the offset text read, if any.
  /// - Throws: ``ChartImportError`` `.noChartData` for an axis that prints dates in part but
  ///   whose dates cannot be completed truthfully (times of day, no year or month to start
  ///   from, or a completion that disagrees with the offset text).
  /// - Complexity: O(*n* log *n*) for *n* ticks.
  static func complete(_ ticks: [AxisTick], texts: [String]) throws(ChartImportError) -> (
    ticks: [AxisTick], offset: String?
  )? {
    let sorted = ticks.filter { !$0.label.isEmpty }.sorted { $0.pixel < $1.pixel }
    guard sorted.count >= 2 else { return nil }
    var parsed: [Parts] = []
    for tick in sorted {
      guard let parts = Parts(tick.label) else { return nil }
      parsed.append(parts)
    }
    let offsetText = texts.first { text in Parts(text).map { $0.year != nil } ?? false }
    let offset = offsetText.flatMap(Parts.init)
    let partial = parsed.contains { $0.month != nil || $0.isPaddedDay }
    guard partial, parsed.contains(where: { $0.year != nil }) || offset != nil else {
      return nil
    }
    func refuse(_ why: String) -> ChartImportError {
      ChartImportError(
        .noChartData(
          reason:
            "an axis prints dates in part (such as '\(sorted[0].label)'\(offsetText.map { " beside '\($0)'" } ?? ""), "
            + "as matplotlib's ConciseDateFormatter and pandas' date axes do), and \(why), so its "
            + "dates are not read"))
    }
    if parsed.contains(where: \.hasTime) || offset?.hasTime == true {
      throw refuse("it prints times of day, which are not completed")
    }
    let byDay = parsed.contains { $0.day != nil }
    // The first tick's year and month, walked back from the first tick that prints its own
    // (pandas prints a new month or year in full), else from the last tick's offset text.
    var year: Int
    var month: Int
    let anchor: Int
    if let index = parsed.firstIndex(where: { $0.year != nil && ($0.month != nil || !byDay) }),
      let own = parsed[index].year
    {
      (anchor, year, month) = (index, own, parsed[index].month ?? 1)
    } else if let offset, let own = offset.year, offset.month != nil || !byDay {
      (anchor, year, month) = (parsed.count - 1, own, offset.month ?? 12)
    } else {
      throw refuse("no year and month to start from are printed")
    }
    for index in (0...anchor).reversed() {
      let parts = parsed[index]
      if let own = parts.year { year = own }
      if let own = parts.month { month = own }
      guard index > 0 else { break }
      let left = parsed[index - 1]
      if byDay, (left.day ?? 1) >= (parts.day ?? 1) {
        (year, month) = month == 1 ? (year - 1, 12) : (year, month - 1)
      } else if !byDay, (left.month ?? 1) >= (parts.month ?? 1) {
        year -= 1
      }
    }
    var days: [Int] = []
    var previousDay = 0
    for (index, parts) in parsed.enumerated() {
      if index > 0 {
        if let own = parts.year {
          year = own
          month = parts.month ?? (byDay ? month : 1)
        } else if let own = parts.month {
          if own <= month && !(byDay && own == month && (parts.day ?? 1) > previousDay) {
            year += 1
          }
          month = own
        } else if byDay, (parts.day ?? 1) <= previousDay {
          (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
      }
      let day = byDay ? (parts.day ?? 1) : 1
      previousDay = day
      days.append(GregorianDays.days(year: year, month: month, day: day))
    }
    guard zip(days, days.dropFirst()).allSatisfy({ $0 < $1 }) else {
      throw refuse("the dates completed do not run in order along the axis")
    }
    if let offset, let last = days.last {
      let date = GregorianDays.date(ofDay: last)
      guard offset.year == date.year, offset.month.map({ $0 == date.month }) ?? true else {
        throw refuse("the dates completed do not end in the year and month it prints beside them")
      }
    }
    // Ticks of months that stand evenly by month rather than by day are pandas' periods
    // (`freq="M"`: positions count months, not days), which a time scale would misplace by a
    // day or two between them.
    if !byDay, parsed.count >= 3 {
      let monthIndices = days.map { day -> Double in
        let date = GregorianDays.date(ofDay: day)
        return Double(date.year * 12 + date.month - 1)
      }
      let pixels = sorted.map(\.pixel)
      let byMonth = AxisScaleFit.line(monthIndices, pixels).residual
      if byMonth < AxisScaleFit.line(days.map(Double.init), pixels).residual {
        throw refuse(
          "its ticks stand evenly by month, not by day (pandas' monthly periods), whose places "
            + "between ticks are not dates on a time scale")
      }
    }
    let completed = zip(sorted, days).map { tick, day in
      let date = GregorianDays.date(ofDay: day)
      let text = String(format: "%04d-%02d-%02d", date.year, date.month, date.day)
      return AxisTick(pixel: tick.pixel, label: text)
    }
    return (completed, offsetText)
  }
}
