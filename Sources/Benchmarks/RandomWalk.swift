import Foundation

/// A seeded Gaussian random walk, the benchmark's input series.
///
/// Steps are standard normal (Box & Muller 1958) drawn from SplitMix64 (Steele, Lea & Flood
/// 2014), then rounded to four decimals, so the same `count` gives the same series on every
/// machine and the CSV holds exactly the values the in-memory cases use.
enum RandomWalk {
  /// The seed of every benchmark series.
  static let seed: UInt64 = 20_261_129

  /// The first `count` values of the walk.
  ///
  /// - Parameter count: The number of values.
  /// - Returns: The values, each a multiple of 0.0001.
  /// - Complexity: O(count).
  static func values(count: Int) -> [Double] {
    var state = seed
    func uniform() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11 + 1) * 0x1p-53
    }
    var level = 0.0
    var values = [Double](repeating: 0, count: count)
    for index in 0..<count {
      let step = (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform())
      level = ((level + step) * 10_000).rounded() / 10_000
      values[index] = level
    }
    return values
  }

  /// The chart spec of the walk in a European dialect, beside `walk.chart.json`.
  static let europeanChartName = "walk-eu.chart.json"

  /// Writes `values` as a two-column CSV (`step,value`) and a line chart spec reading it, and
  /// the same in a European spreadsheet's dialect (`step;value`, `12,3456`: `walk-eu.csv` and
  /// ``europeanChartName``).
  ///
  /// - Parameters:
  ///   - values: The series; each must be a multiple of 0.0001 below 1e12 in magnitude.
  ///   - folder: The folder to write the files into.
  /// - Returns: The plain chart spec's URL.
  /// - Throws: Errors from creating the folder or writing the files.
  /// - Complexity: O(count), with a fixed-size write buffer.
  static func writeChart(_ values: [Double], to folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = try writeChart(values, to: folder, european: true)
    return try writeChart(values, to: folder, european: false)
  }

  /// Writes one dialect's CSV file and chart spec.
  private static func writeChart(_ values: [Double], to folder: URL, european: Bool) throws
    -> URL
  {
    let name = european ? "walk-eu" : "walk"
    let delimiter = UInt8(ascii: european ? ";" : ",")
    let csv = folder.appendingPathComponent("\(name).csv")
    guard FileManager.default.createFile(atPath: csv.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    let handle = try FileHandle(forWritingTo: csv)
    var buffer: [UInt8] = Array("step".utf8) + [delimiter] + Array("value\n".utf8)
    buffer.reserveCapacity(1 << 20)
    for (index, value) in values.enumerated() {
      appendInteger(index, to: &buffer)
      buffer.append(delimiter)
      appendFixed(value, to: &buffer)
      // The point is five bytes from the end: `12.3456`.
      if european { buffer[buffer.count - 5] = UInt8(ascii: ",") }
      buffer.append(UInt8(ascii: "\n"))
      if buffer.count > (1 << 20) - 64 {
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try handle.write(contentsOf: buffer)
    try handle.close()
    let spec = """
      {
        "version": 1,
        "title": "Random walk, \(values.count) steps",
        "data": { "csv": "\(name).csv" },
        "marks": [
          { "type": "line",
            "x": { "field": "step", "label": "Step" },
            "y": { "field": "value", "label": "Value" } }
        ]
      }
      """
    let url = folder.appendingPathComponent("\(name).chart.json")
    try Data(spec.utf8).write(to: url)
    return url
  }

  /// Appends the decimal digits of a non-negative integer.
  private static func appendInteger(_ value: Int, to buffer: inout [UInt8]) {
    var digits: [UInt8] = []
    var rest = value
    repeat {
      digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    buffer.append(contentsOf: digits.reversed())
  }

  /// Appends a multiple of 0.0001 with exactly four decimals, such as `-12.0450`.
  private static func appendFixed(_ value: Double, to buffer: inout [UInt8]) {
    let scaled = Int((abs(value) * 10_000).rounded())
    if value < 0 && scaled != 0 { buffer.append(UInt8(ascii: "-")) }
    appendInteger(scaled / 10_000, to: &buffer)
    buffer.append(UInt8(ascii: "."))
    let fraction = scaled % 10_000
    for divisor in [1000, 100, 10, 1] {
      buffer.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
    }
  }
}
