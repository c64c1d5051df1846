import Foundation

/// What a text column's cells are as dates, decided once per column of a table (issue 42).
///
/// Two readings of ``DataTable/resolve(_:at:)`` ask about a column of text:
/// - whether a field without a declared type is temporal (``looksTemporal(_:)``): its first
///   1,000 cells that are not empty are ISO 8601 dates with a `-` after their first character
///   (so `-1234` is a negative number's text, not the year 1235 BC);
/// - whether a categorical field names dates (``categoricalInstants(_:)``): every cell that is not
///   empty is a date of a fixed ``ISODateForm`` or an ISO 8601 date-time that gives its
///   offset from UTC, named on its clock (``DateClock``).
///
/// Each stops at the first cell that cannot be such a date, so a column of names costs a
/// cell or two, not a parse of every cell; and a table answers each once per column
/// (``DataTable/textLooksTemporal(column:)``, ``DataTable/textCategoricalInstants(column:)``),
/// however many encodings and checks read it.
package enum TextColumnDates {
  /// How many cells, at most, decide whether a field without a type is temporal.
  ///
  /// A bound, so that a long column is not parsed only to be inferred; a column whose later
  /// cells are not dates is refused at its first such cell when it is read as temporal.
  package static let inferenceSample = 1_000

  /// An instant and its text's offset from UTC in seconds east (`nil` when the text gives
  /// none); `NaN` and `nil` for an empty cell.
  package typealias Instant = (seconds: Double, offsetSeconds: Int?)

  /// Whether a field of this column without a declared type is temporal.
  ///
  /// - Parameter values: The cells; empty text is a missing cell.
  /// - Returns: `true` when the first ``inferenceSample`` cells that are not empty (at least
  ///   one) are ISO 8601 dates with a `-` after their first character.
  /// - Complexity: O(min(*n*, ``inferenceSample``)) for a column of dates; up to the first
  ///   cell that is not one for any other.
  package static func looksTemporal(_ values: [String]) -> Bool {
    var parser = TemporalColumn()
    var seen = 0
    for text in values where !text.isEmpty {
      // A byte search: a "-" joined to a combining mark is no `Character` "-", but no such
      // text is a date either, so the answer is the same.
      guard text.utf8.dropFirst().contains(UInt8(ascii: "-")),
        parser.seconds(fromText: text) != nil
      else { return false }
      seen += 1
      if seen == inferenceSample { break }
    }
    return seen > 0
  }

  /// Every cell's instant, when the column holds dates a categorical field names as dates;
  /// else `nil`.
  ///
  /// - Parameter values: The cells; empty text is a missing cell.
  /// - Returns: One instant a cell, or `nil` when a cell is not such a date or none is present.
  /// - Complexity: O(*n*) for a column of dates; up to the first cell that is not one for any
  ///   other.
  package static func categoricalInstants(_ values: [String]) -> [Instant]? {
    var instants: [Instant] = []
    instants.reserveCapacity(values.count)
    var anyPresent = false
    for text in values {
      if text.isEmpty {
        instants.append((.nan, nil))
        continue
      }
      if let fixed = ISODateForm.read(text) {
        instants.append((fixed.seconds, fixed.form == .dateTimeUTC ? 0 : nil))
      } else if let instant = TemporalParser.instant(fromISO8601: text),
        instant.offsetSeconds != nil
      {
        instants.append(instant)
      } else {
        return nil
      }
      anyPresent = true
    }
    return anyPresent ? instants : nil
  }
}

/// The ``TextColumnDates`` answers for a table's text columns, each given when first asked
/// for and kept for the table's lifetime; shared by the table's copies (any change of the
/// columns makes a new memo).
///
/// Not part of a table's value: two tables with the same cells are equal whatever either has
/// decided so far.
final class TextColumnDatesMemo: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var temporal: [Int: Bool] = [:]
  private var categorical: [Int: [TextColumnDates.Instant]?] = [:]

  /// ``TextColumnDates/looksTemporal(_:)`` of a column, decided now if it was not yet.
  func looksTemporal(column index: Int, _ values: [String]) -> Bool {
    memoised(&temporal, index) { TextColumnDates.looksTemporal(values) }
  }

  /// ``TextColumnDates/categoricalInstants(_:)`` of a column, read now if it was not yet.
  func categoricalInstants(column index: Int, _ values: [String]) -> [TextColumnDates.Instant]? {
    memoised(&categorical, index) { TextColumnDates.categoricalInstants(values) }
  }

  /// The known answer, or `decide()`'s, kept.
  ///
  /// Decided outside the lock: two threads asking at once decide the same thing.
  private func memoised<Answer>(
    _ answers: inout [Int: Answer], _ index: Int, _ decide: () -> Answer
  ) -> Answer {
    lock.lock()
    if let known = answers[index] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let answer = decide()
    lock.lock()
    answers[index] = answer
    lock.unlock()
    return answer
  }

  static func == (lhs: TextColumnDatesMemo, rhs: TextColumnDatesMemo) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
