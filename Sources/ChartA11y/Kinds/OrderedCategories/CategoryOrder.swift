import ChartModel
import Foundation

/// The order a categorical axis' categories follow, read from their text: months, weekdays,
/// numbers (ordinal years, counts such as cylinders) or numeric ranges ("10–19"), each
/// strictly ascending in the chart's order; or the order the chart declares
/// (``AxisSpec/ordered``), whatever the names.
public enum CategoryOrder: String, Hashable, Sendable, Encodable {
  /// Month names or their three-letter abbreviations (English), in calendar order.
  case months
  /// Weekday names or their three-letter abbreviations (English), in the order of a week
  /// starting on Monday or on Sunday.
  case weekdays
  /// Numbers, such as ordinal years ("2001", "2002"), ascending.
  case numbers
  /// Numeric ranges ("0–9", "10-19", "20 to 29"), ascending by their starts.
  case ranges
  /// Periods of the calendar as spreadsheets label them (``PeriodLabel``): years with
  /// footnote marks ("2018*"), seasons ("2019/20"), quarters ("Q1 2023"), halves, fiscal years
  /// ("FY2021") or months of a year ("Jan 2020"), ascending by their starts.
  case periods
  /// The order the chart declares its categories to have (low, medium, high; a Vega-Lite
  /// ordinal sort, ascending or descending), in the order they are drawn.
  case declared

  /// The fewest categories read as ordered by their numbers or ranges, or by the chart's
  /// declaration: with two, any pair of numbers is "in order" ("4" and "8" cylinders).
  public static let minimumCount = 3
  /// The fewest categories read as ordered when every one names a time of one kind (months,
  /// weekdays, ``PeriodLabel`` periods): two are already a before and an after ("FY2021",
  /// "FY2022"), as a sighted reader sees them.
  public static let minimumTimeCount = 2

  private static let monthNames = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ]
  private static let weekdayNames = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  ]

  /// The order these categories follow, or `nil` for nominal categories (or fewer than
  /// ``minimumTimeCount`` names of times, or ``minimumCount`` of anything else).
  ///
  /// - Parameters:
  ///   - categories: The axis' categories, in the chart's order.
  ///   - declared: Whether the chart declares the drawn order one of meaning
  ///     (``AxisDescriptor/declaresOrder``): `false` gives `nil` whatever the names (the
  ///     categories are sorted by value); `true` gives the order the names follow, else
  ///     ``declared``; `nil` the order the names follow, if any.
  /// - Complexity: O(*n*) in the categories.
  public init?(_ categories: [String], declared: Bool? = nil) {
    guard categories.count >= Self.minimumTimeCount, declared != false else { return nil }
    let texts = categories.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    if let time = Self.timeOrder(categories, texts: texts) {
      self = time
    } else if categories.count < Self.minimumCount {
      return nil
    } else if Self.ascending(texts.map(Self.number)) {
      self = .numbers
    } else if Self.ascending(texts.map(Self.rangeStart)) {
      self = .ranges
    } else if declared == true {
      self = .declared
    } else {
      return nil
    }
  }

  /// The order of categories that all name times of one kind, ascending: months, weekdays
  /// (a week from Monday or from Sunday), ``PeriodLabel`` periods, or plain four-digit years
  /// (``numbers``); `nil` for any other.
  ///
  /// - Parameters:
  ///   - categories: The categories as written.
  ///   - texts: The same, trimmed and lowercased.
  /// - Returns: ``months``, ``weekdays``, ``periods`` or ``numbers``, or `nil`.
  private static func timeOrder(_ categories: [String], texts: [String]) -> CategoryOrder? {
    if Self.ascending(texts.map { Self.index($0, in: Self.monthNames) }) {
      return .months
    } else if Self.ascending(texts.map { Self.index($0, in: Self.weekdayNames) })
      || Self.ascending(texts.map { Self.index($0, in: Self.weekdayNames).map { ($0 + 1) % 7 } })
    {
      return .weekdays
    } else if let starts = PeriodLabel.starts(of: categories),
      Self.ascending(starts, allowingTies: true)
    {
      // Ties are distinct labels of one period ("2019", then "2019*" revised), in order.
      // Plain years alone ("2021", "2022") keep the order of numbers they always had.
      return categories.contains { PeriodLabel($0) != nil } ? .periods : .numbers
    }
    return nil
  }

  /// The preposition a position on this category is said with when the axis's categories
  /// name times: "in" for a month ("in July") when every category names a month, "on" for a
  /// weekday ("on Monday") when every one names a weekday, "in" for a period ("in 2019/20",
  /// ``PeriodLabel``) when every one names a period of one kind; `nil` for any other category
  /// ("for North"), and for a month's or weekday's name among others ("for April" beside
  /// "Bob" and "Carol", people's names).
  ///
  /// - Parameters:
  ///   - category: The category.
  ///   - categories: The axis's categories.
  /// - Returns: "in", "on", or `nil`.
  /// - Complexity: O(1) for a category that names no time, else O(*n*) in the categories
  ///   until one names none (at most 14 names of one kind, with their abbreviations: 24).
  public static func timePreposition(of category: String, among categories: [String])
    -> String?
  {
    func names(_ names: [String]) -> (String) -> Bool {
      { index($0.trimmingCharacters(in: .whitespaces).lowercased(), in: names) != nil }
    }
    for (kind, preposition) in [(monthNames, "in"), (weekdayNames, "on")] {
      let isTime = names(kind)
      if isTime(category) && categories.allSatisfy(isTime) { return preposition }
    }
    // A period among periods of one kind, at least one of them not a plain year ("2017"
    // beside "2018*"): "in 2018*", "in Q1 2023".
    if PeriodLabel.starts(of: [category]) != nil,
      categories.contains(where: { PeriodLabel($0) != nil }),
      PeriodLabel.starts(of: categories) != nil
    {
      return "in"
    }
    return nil
  }

  /// The position of a full name or its three-letter abbreviation (with or without a full
  /// stop) in `names`.
  private static func index(_ text: String, in names: [String]) -> Int? {
    let bare = text.hasSuffix(".") ? String(text.dropLast()) : text
    return names.firstIndex { $0 == bare || (bare.count == 3 && $0.hasPrefix(bare)) }
  }

  /// A plain number, thousands separators allowed ("1,200").
  private static func number(_ text: String) -> Double? {
    Double(text.replacingOccurrences(of: ",", with: "")).flatMap { $0.isFinite ? $0 : nil }
  }

  /// The start of "a–b", "a-b", "a — b" or "a to b" where both ends are numbers and a < b.
  private static func rangeStart(_ text: String) -> Double? {
    for separator in ["–", "—", " to ", "-"] {
      let parts = text.components(separatedBy: separator)
      guard parts.count == 2,
        let low = number(parts[0].trimmingCharacters(in: .whitespaces)),
        let high = number(parts[1].trimmingCharacters(in: .whitespaces)), low < high
      else { continue }
      return low
    }
    return nil
  }

  /// Whether every key is present and strictly ascending (or not descending, with
  /// `allowingTies`).
  private static func ascending<Key: Comparable>(_ keys: [Key?], allowingTies: Bool = false)
    -> Bool
  {
    var previous: Key?
    for key in keys {
      guard let key else { return false }
      if let previous, allowingTies ? key < previous : key <= previous { return false }
      previous = key
    }
    return true
  }
}
