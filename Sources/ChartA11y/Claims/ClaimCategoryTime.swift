import ChartModel

/// Whether a time written in a claim (a year, quarter or month) names a plotted date or a
/// category written as a time ("Q3 2023", "Mar 2020", "2007").
enum ClaimCategoryTime {
  /// Whether the time contains the date: the same year, and quarter or month when written.
  static func matches(_ position: ClaimPosition, date: GregorianDateTime) -> Bool {
    switch position {
    case .year(let year): return date.year == year
    case .quarter(let quarter, let year):
      return (date.month - 1) / 3 + 1 == quarter && (year.map { $0 == date.year } ?? true)
    case .month(let month, let year):
      return date.month == month && (year.map { $0 == date.year } ?? true)
    case .number, .text: return false
    }
  }

  /// Whether the time names a category: its words hold the year, the quarter (`Q3`) or the
  /// month (by its English name or three-letter abbreviation, as CSV files write them).
  static func matches(_ position: ClaimPosition, category: String) -> Bool {
    let words = category.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    let years = words.compactMap { Int($0) }.filter { (1000...2999).contains($0) }
    func hasYear(_ year: Int?) -> Bool {
      guard let year else { return true }
      return years.contains(year)
    }
    switch position {
    case .year(let year): return years.contains(year)
    case .quarter(let quarter, let year):
      return words.contains("q\(quarter)") && hasYear(year)
    case .month(let month, let year):
      let names = monthNames[month - 1]
      return words.contains { $0 == names.full || $0 == names.short } && hasYear(year)
    case .number, .text: return false
    }
  }

  /// Month names as category labels write them, January first.
  private static let monthNames: [(full: String, short: String)] = [
    ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may", "may"),
    ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep"),
    ("october", "oct"), ("november", "nov"), ("december", "dec"),
  ]
}
