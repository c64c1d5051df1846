import Foundation

/// Tells whether a numeric axis holds years, so that its numbers are written as years are
/// ("1730", not "1,730").
///
/// The rule, in order:
/// 1. a name (axis title, encoding label or field) with the word "year", "years", "yr" or
///    "yyyy" (any case, as a whole word: "Year", "birth_year", "Year of release"), and every
///    value a whole number: years;
/// 2. a name with a word of time ("date", "time", "period", "season", "when") and every value
///    a whole number from 1000 to 2100: years (a date axis given as plain numbers);
/// 3. anything else: not years (a count from 1000 to 2100 titled "Sales" keeps its separator).
enum YearAxis {
  private static let yearWords: Set<String> = ["year", "years", "yr", "yyyy"]
  private static let timeWords: Set<String> = ["date", "time", "period", "season", "when"]

  /// Whether an axis with these names and values holds years.
  ///
  /// - Parameters:
  ///   - names: The axis title, the encoding's label and field name.
  ///   - values: The axis's values; non-finite values are skipped.
  /// - Returns: `true` by the rule above; `false` without a finite value.
  /// - Complexity: O(*n*) in the values and the names' length.
  static func holdsYears(names: [String], values: some Collection<Double>) -> Bool {
    let finite = values.lazy.filter(\.isFinite)
    guard !finite.isEmpty, finite.allSatisfy({ $0 == $0.rounded() }) else { return false }
    let words = Set(
      names.flatMap { name in
        name.lowercased().split { !$0.isLetter }.map(String.init)
      })
    if !words.isDisjoint(with: yearWords) { return true }
    return !words.isDisjoint(with: timeWords) && finite.allSatisfy { (1000...2100).contains($0) }
  }
}
