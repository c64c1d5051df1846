import ChartModel
import Foundation

/// Operations on Vega-Lite row values shared by transforms and encodings.
enum VegaValues {
  /// A value read as an instant: dates as they are, texts by ``VegaDateParser``, whole numbers
  /// from 1 to 9999 as years and other numbers as milliseconds since 1970.
  static func date(_ value: DataValue) -> Date? {
    switch value {
    case .date(let date): return date
    case .category(let text): return VegaDateParser.date(from: text)
    case .number(let number):
      if number == number.rounded(), (1...9999).contains(number) {
        return TemporalParser.date(year: Int(number))
      }
      return Date(timeIntervalSince1970: number / 1000)
    }
  }

  /// A value read as a number: numbers as they are, number texts parsed, dates as milliseconds.
  static func number(_ value: DataValue) -> Double? {
    switch value {
    case .number(let number): return number
    case .date(let date): return date.timeIntervalSince1970 * 1000
    case .category(let text): return CellNumber.value(text.trimmingCharacters(in: .whitespaces))
    }
  }

  /// Groups rows by fields (in first-occurrence order of the groups) and makes one row each.
  ///
  /// - Parameters:
  ///   - rows: The rows.
  ///   - fields: The grouping fields; each output row carries their values.
  ///   - summarize: Computes the other fields of a group's row.
  /// - Returns: One row per group, in first-occurrence order.
  /// - Complexity: O(*n*) plus the cost of `summarize`.
  static func grouped(
    _ rows: [VegaRow], by fields: [String], summarize: ([VegaRow]) -> VegaRow
  ) -> [VegaRow] {
    var order: [[DataValue?]] = []
    var groups: [[DataValue?]: [VegaRow]] = [:]
    for row in rows {
      let key = fields.map { row[$0] }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(row)
    }
    return order.map { key in
      var result = summarize(groups[key] ?? [])
      for (field, value) in zip(fields, key) { result[field] = value }
      return result
    }
  }

  /// Adds bin start and end fields, with Vega's nice bins over the field's extent.
  ///
  /// - Throws: ``VegaUnsupported`` for bin parameters other than `maxbins`, `step`, `extent`
  ///   and `binned`, and for values whose range is too wide to bin (its width overflows).
  static func binned(
    _ rows: [VegaRow], field: String, bin: JSONValue, start: String, end: String,
    at path: SpecPath
  ) throws(VegaUnsupported) -> [VegaRow] {
    if let keys = bin.object?.keys {
      let unknown = Set(keys).subtracting(["maxbins", "step", "extent", "binned", "nice"])
      if let first = unknown.sorted().first {
        throw VegaUnsupported(
          message: "bin parameter '\(first)' is not supported", path: path.appending("bin"))
      }
    }
    let numbers = rows.map { $0[field].flatMap(number) }
    let finite = numbers.compactMap { $0 }.filter(\.isFinite)
    var low = finite.min() ?? 0
    var high = finite.max() ?? 0
    if let extent = bin["extent"]?.array?.compactMap(\.number), extent.count == 2 {
      low = extent[0]
      high = extent[1]
    }
    // `maxbins` as Vega reads it, any number; one that is not a count (NaN, 1e300) would
    // otherwise trap converting to `Int`.
    let maximumBins = bin["maxbins"]?.number.flatMap { $0.isNaN ? nil : $0 } ?? 10
    let bins = VegaBin(
      extent: low...Swift.max(low, high),
      maximumBins: Int(Swift.min(Swift.max(maximumBins.rounded(.down), 1), 1e9)),
      fixedStep: bin["step"]?.number)
    // Bins over a range wider than a Double holds (-1e308 to 1e308) have no finite width or
    // bounds: a value would silently lose its bin. Refused, naming the range.
    guard (high - low).isFinite, bins.start.isFinite, bins.stop.isFinite, bins.step.isFinite,
      bins.step > 0, (bins.stop - bins.start).isFinite
    else {
      throw VegaUnsupported(
        message:
          "the values of '\(field)' run from \(low) to \(high), a range too wide to bin (its "
          + "width is beyond the largest number, about 1.8e308)", path: path.appending("bin"))
    }
    var result = rows
    for index in result.indices {
      guard let value = numbers[index], value.isFinite else { continue }
      let binStart = bins.binStart(of: value)
      result[index][start] = .number(binStart)
      result[index][end] = .number(binStart + bins.step)
    }
    return result
  }
}
