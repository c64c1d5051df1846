import ChartModel
import Foundation

/// A Vega aggregate operation over one group's values.
///
/// Missing and non-numeric values are skipped, as Vega does, except by `count` (every row) and
/// `missing`. Quantiles use linear interpolation between order statistics (R-7, d3's
/// `quantile`, which Vega uses); `stdev` and `variance` are sample statistics.
enum VegaAggregateOp: String, CaseIterable {
  case count, valid, missing, distinct, sum, mean, average, median, min, max, q1, q3
  case stdev, variance, stderr

  /// The result for one group.
  ///
  /// - Parameter values: The group's values of the field, `nil` where missing.
  /// - Returns: The aggregate, `nil` when there is no value to aggregate.
  /// - Complexity: O(*n* log *n*) for the order statistics, O(*n*) otherwise.
  func apply(to values: [DataValue?]) -> Double? {
    switch self {
    case .count: return Double(values.count)
    case .missing: return Double(values.filter { $0 == nil }.count)
    case .valid: return Double(values.filter { $0 != nil }.count)
    case .distinct: return Double(Set(values.compactMap { $0 }).count)
    default: break
    }
    let numbers = values.compactMap { $0?.numericValue }.filter(\.isFinite)
    guard !numbers.isEmpty else { return self == .sum ? 0 : nil }
    let count = Double(numbers.count)
    let mean = numbers.reduce(0, +) / count
    switch self {
    case .sum: return numbers.reduce(0, +)
    case .mean, .average: return mean
    case .min: return numbers.min()
    case .max: return numbers.max()
    case .median: return Self.quantile(numbers.sorted(), 0.5)
    case .q1: return Self.quantile(numbers.sorted(), 0.25)
    case .q3: return Self.quantile(numbers.sorted(), 0.75)
    case .variance, .stdev, .stderr:
      guard numbers.count > 1 else { return nil }
      let variance = numbers.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (count - 1)
      if self == .variance { return variance }
      return self == .stdev ? variance.squareRoot() : (variance / count).squareRoot()
    default: return nil
    }
  }

  /// Vega-Lite's verbal title: `Mean of price`, `Count of Records`.
  func title(of field: String?) -> String {
    if self == .count { return "Count of Records" }
    let name = self == .average ? "Average" : rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    return "\(name) of \(field ?? "Records")"
  }

  /// The R-7 quantile of sorted values.
  ///
  /// - Precondition: `sorted` is non-empty and ascending.
  static func quantile(_ sorted: [Double], _ probability: Double) -> Double {
    precondition(!sorted.isEmpty, "quantile of no values")
    let position = Double(sorted.count - 1) * probability
    let lower = Int(position.rounded(.down))
    let upper = Swift.min(lower + 1, sorted.count - 1)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
  }
}
