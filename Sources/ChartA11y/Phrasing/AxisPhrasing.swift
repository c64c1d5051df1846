import ChartImport
import ChartModel
import Foundation

/// Reads values on an axis, in English.
///
/// A date by the axis's calendar unit, a number with the axis's unit, a position with its
/// preposition. ``EnglishPhrasebook`` reads ``Phrase/value(_:on:)`` through it, and so do the
/// outputs whose sentences are not yet built from parts (docs/phrasing.md).
enum AxisPhrasing {
  /// A plotted value read in the axis's terms: a date by its unit, a number with the unit.
  static func value(_ value: DataValue, on axis: AxisDescriptor, precise: Bool = false) -> String {
    switch value {
    case .category(let text): return text
    case .date(let date): return self.date(date, on: axis)
    case .number(let number): return self.number(number, on: axis, precise: precise)
    }
  }

  /// A position with its preposition: "in 1948", "in March 2024", "on 4 March 2024",
  /// "at 14:00 on 4 March 2024" (as "at 4 March 2024, 14:00"), "for Denver", "in July" and
  /// "on Monday" for a month or weekday category (``CategoryOrder/timePreposition(of:among:)``),
  /// "at 3.5".
  static func at(_ value: DataValue, on axis: AxisDescriptor) -> String {
    let text = self.value(value, on: axis)
    switch value {
    case .category(let category):
      // A month or a weekday among months or weekdays is a time: "in July", "on Monday";
      // other categories "for North".
      let preposition = CategoryOrder.timePreposition(of: category, among: axis.categories)
      return "\(preposition ?? "for") \(text)"
    case .number: return "at \(text)"
    case .date:
      switch axis.writtenDateUnit {
      case .year, .quarter, .month: return "in \(text)"
      case .week: return "in the \(text)"
      case .day: return "on \(text)"
      case .hour, .minute, .second, nil: return "at \(text)"
      }
    }
  }

  /// The most tied positions named; more are counted ("for A, B, C and 2 more").
  static let maximumNamedPositions = 3

  /// Positions with the first's preposition, as ``at(_:on:)`` writes one: "for A, B and D",
  /// "at 0, 2 and 5"; past ``maximumNamedPositions``, "for A, B, C and 2 more".
  ///
  /// - Precondition: `positions` is not empty.
  /// - Complexity: O(*k*) in the positions.
  static func at(all positions: [DataValue], on axis: AxisDescriptor) -> String {
    named(positions, on: axis) { at($0, on: axis) }
  }

  /// Positions without a preposition: "A, B and D", "A, B, C and 2 more".
  ///
  /// - Complexity: O(*k*) in the positions.
  static func values(all positions: [DataValue], on axis: AxisDescriptor) -> String {
    named(positions, on: axis) { value($0, on: axis) }
  }

  /// The first ``maximumNamedPositions`` positions, the first written by `first`, the others
  /// counted.
  private static func named(
    _ positions: [DataValue], on axis: AxisDescriptor, first: (DataValue) -> String
  ) -> String {
    let named = positions.prefix(maximumNamedPositions)
    var texts = named.first.map { [first($0)] } ?? []
    texts += named.dropFirst().map { value($0, on: axis) }
    if positions.count > named.count { texts.append("\(positions.count - named.count) more") }
    return ListPhrasing.joined(texts)
  }

  /// A number on an axis: a date for a temporal axis (seconds since 1970), a whole year
  /// without separators on an axis of years (``AxisDescriptor/holdsYears``), else a quantity.
  ///
  /// With `precise`, numbers keep six significant digits (``ValueFormatter/preciseNumber(_:)``).
  ///
  /// With the axis's number format (``AxisDescriptor/format``), the number is written as the
  /// chart writes it ("4%", "$1,235", "3.2M"), the axis's unit after it unless the format
  /// already writes it (a `$` format and a `$` unit, a percent format and a `%` unit);
  /// `precise` keeps the format's style at six significant digits
  /// (``ChartModel/NumberFormat/precise(for:)``); a format without a precision writes a
  /// summary at three (``ChartModel/NumberFormat/summary(for:)``).
  static func number(_ number: Double, on axis: AxisDescriptor, precise: Bool = false) -> String {
    self.number(number, on: axis, precise: precise, digits: axis.summaryDigits)
  }

  /// A number on an axis as ``number(_:on:precise:)`` writes it, a summary at `digits`
  /// significant digits rather than the axis's ``AxisDescriptor/summaryDigits``.
  private static func number(
    _ number: Double, on axis: AxisDescriptor, precise: Bool, digits: Int
  ) -> String {
    if axis.kind == .temporal {
      return date(Date(timeIntervalSince1970: number), on: axis)
    }
    if case .number(let format) = axis.format, number.isFinite {
      let text =
        (precise
        ? format.precise(for: number)
        : format.summary(for: number, digits: digits)).string(number)
      guard let unit = axis.unit, !unit.isEmpty else { return text }
      let written =
        (format.symbol == "$" && unit == "$")
        || ((format.kind == .percent || format.kind == .percentRounded) && unit == "%")
      return written ? text : ValueFormatter(unit: unit).withUnit(text)
    }
    if axis.holdsYears, number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return ValueFormatter(unit: axis.unit).quantity(number, precise: precise, digits: digits)
  }

  /// The two ends of a range on an axis, written to the same decimals: "from 92.41 to
  /// 100.97", never "from 92.41 to 101" (which reads as past the highest value, 100.97).
  ///
  /// Each end is first written as a summary (``AxisDescriptor/summaryDigits``); the end whose
  /// text has fewer decimals is then written with more significant digits until it has as
  /// many as the other (a plain number is padded: "5.000" for 4.9999 beside "0.389"). An end
  /// that is exactly its shorter text (0, 100, 8 %) stays as it is, as does an end written in
  /// another style than the other (`522,000` and `32.2 million`, `522k` and `32.2M`, dates),
  /// and an end that would need more than ``maximumPaddedDigits`` significant digits beside a
  /// far smaller one (0.11 beside 0.000…0135, never 0.109922561474386).
  /// Each end is then within half a unit of its last written digit of its true value, and an
  /// end with fewer decimals than the other is exact.
  ///
  /// - Parameters:
  ///   - low: The lower end.
  ///   - high: The upper end.
  ///   - axis: The axis the ends lie on.
  /// - Returns: The two ends as text, with the axis's unit or format.
  /// - Complexity: O(1): at most 15 writings of each end.
  static func range(_ low: Double, _ high: Double, on axis: AxisDescriptor) -> (
    low: String, high: String
  ) {
    let digits = axis.summaryDigits
    var ends = [low, high].map { number($0, on: axis, precise: false, digits: digits) }
    guard axis.kind == .numeric, low.isFinite, high.isFinite,
      WrittenDecimals.style(of: ends[0]) == WrittenDecimals.style(of: ends[1])
    else { return (ends[0], ends[1]) }
    let decimals = ends.map(WrittenDecimals.count(in:))
    let target = decimals.max() ?? 0
    for (index, value) in [low, high].enumerated()
    where decimals[index] < target && paddedDigits(value, decimals: target) <= maximumPaddedDigits {
      // An end that is exactly its shorter text stays: 0, 100, 8.
      let full = number(value, on: axis, precise: false, digits: 15)
      guard WrittenDecimals.count(in: full) > decimals[index] else { continue }
      if axis.format == nil, abs(value) < 999_500 {
        // A plain number, padded: 5.000, not 5 for 4.9999.
        let text = ValueFormatter.number(value, decimals: target)
        ends[index] = ValueFormatter(unit: axis.unit).withUnit(text)
      } else {
        // A format of the chart's, or a named scale: the first writing with the decimals.
        ends[index] =
          (digits + 1...15).lazy.map { number(value, on: axis, precise: false, digits: $0) }
          .first(where: { WrittenDecimals.count(in: $0) >= target }) ?? full
      }
    }
    return (ends[0], ends[1])
  }

  /// The most significant digits an end of a range is padded to so that both ends have the
  /// same decimals: 5, two more than a summary's three, so that 223.02 may stand beside 7.07
  /// but a density of 0.11 is not written to 15 digits beside 1.35e-28.
  static let maximumPaddedDigits = 5

  /// The significant digits `value` shows when written with `decimals` decimals.
  private static func paddedDigits(_ value: Double, decimals: Int) -> Int {
    guard value != 0, value.isFinite else { return 0 }
    return decimals + Int(log10(abs(value)).rounded(.down)) + 1
  }

  /// A date on an axis: by the axis's time format when it has one (``AxisFormatting``),
  /// else by its calendar unit.
  static func date(_ date: Date, on axis: AxisDescriptor) -> String {
    if case .time(let format) = axis.format { return format.string(date) }
    return ValueFormatter.date(date, unit: axis.writtenDateUnit, clock: axis.clock)
  }

  /// What one position of an axis is, as a count names it: a category, a period of the axis's
  /// calendar unit ("hours"), else a value.
  static func positionNoun(on axis: AxisDescriptor) -> Noun {
    switch axis.kind {
    case .categorical: .category
    case .temporal, .numeric: axis.calendarUnit.map(Noun.period) ?? .value
    }
  }

  /// Runs of missing positions as a list, each longer run with its size when there are
  /// several (one run's size is the missing count said before it): "1918–1937 (20 years),
  /// 1939", the first six, then ", and 4 more runs".
  ///
  /// - Parameters:
  ///   - runs: The runs, in order.
  ///   - axis: The axis whose positions they are.
  ///   - noun: What one missing position is (a period of the axis's calendar unit, a value, a
  ///     category), counted for each run of more than one.
  ///   - book: The phrasebook that counts them.
  /// - Returns: The list, without a final full stop.
  /// - Complexity: O(1): at most six runs are worded.
  static func runs(
    _ runs: [MissingRun], on axis: AxisDescriptor, sized noun: Noun, phrasebook book: any Phrasebook
  ) -> String {
    let listed = runs.prefix(6).map { run -> String in
      if run.count == 1 { return value(run.start, on: axis) }
      let span = "\(value(run.start, on: axis))–\(value(run.end, on: axis))"
      return runs.count == 1 ? span : span + " (\(book.phrase(.count(run.count, noun))))"
    }
    let more = runs.count > 6 ? ", and \(runs.count - 6) more runs" : ""
    return listed.joined(separator: ", ") + more
  }
}
