import Foundation

/// The benchmark's plain-text table: one row per case or reference, columns aligned with
/// spaces (no box drawing), times in milliseconds or seconds, memory in megabytes.
struct BenchmarkTable {
  /// Whether ``render()`` starts with the column headings.
  var printsHeader: Bool
  private var rows: [[String]] = []

  /// Creates an empty table.
  ///
  /// - Parameter printsHeader: Whether the rendered text starts with the headings.
  init(printsHeader: Bool = true) {
    self.printsHeader = printsHeader
  }

  /// Adds a measurement.
  ///
  /// - Parameters:
  ///   - count: The series length.
  ///   - name: The case or reference.
  ///   - seconds: The best time, or `nil` when the run failed.
  ///   - processorSeconds: The least processor time of a run, or `nil`.
  ///   - peakBytes: The peak resident memory of its process, or `nil`.
  ///   - versus: For a reference, the Swift case it is compared with and that case's time;
  ///     the ratio is the reference's wall time over the Swift wall time (above 1: Swift is
  ///     faster).
  mutating func add(
    count: Int, name: String, seconds: Double?, processorSeconds: Double?, peakBytes: Int?,
    versus: (name: String, seconds: Double)? = nil
  ) {
    var ratio = ""
    if let seconds, let versus {
      ratio = "\(Self.ratio(seconds / versus.seconds)) Swift's \(versus.name)"
    }
    rows.append([
      Self.count(count), name, seconds.map(Self.duration) ?? "failed",
      processorSeconds.map(Self.duration) ?? "-",
      peakBytes.map { String(format: "%.1f MB", Double($0) / 1e6) } ?? "-", ratio,
    ])
  }

  /// The rows as text, each line ending in a newline.
  func render() -> String {
    let header = ["n", "case", "wall time", "CPU time", "peak memory", "wall time ratio"]
    let all = printsHeader ? [header] + rows : rows
    let widths = [4, 29, 10, 10, 11]
    return all.map { row in
      row.enumerated().map { column, cell in
        column < widths.count
          ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : cell
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
    }.joined()
  }

  /// "1e4" for powers of ten, otherwise the plain number.
  static func count(_ count: Int) -> String {
    let exponent = Int(log10(Double(count)).rounded())
    return Double(count) == pow(10, Double(exponent)) ? "1e\(exponent)" : String(count)
  }

  /// "7.90 ms" or "1.23 s".
  static func duration(_ seconds: Double) -> String {
    seconds < 1
      ? String(format: "%.3g ms", seconds * 1000) : String(format: "%.3g s", seconds)
  }

  /// "308x" or "0.15x".
  static func ratio(_ value: Double) -> String {
    value >= 10 ? String(format: "%.0fx", value) : String(format: "%.2gx", value)
  }
}
