/// An error raised while reading a drawing into a chart: an SVG export that is not safe,
/// well-formed SVG, or one whose drawing holds no data a description could be made from.
///
/// Errors in a chart spec, a Vega-Lite spec or a CSV file are ``ChartModel/ChartSpecError``s,
/// at the JSON path or line they concern.
public struct ChartImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// An SVG document that cannot be read: the line (1-based) where the reader stopped, when
    /// known, and why.
    case invalidSVG(line: Int?, reason: String)
    /// An input that holds no data a description could be made from, and why.
    case noChartData(reason: String)
  }
  /// What went wrong.
  public var kind: Kind
  /// Creates an error of the given kind.
  public init(_ kind: Kind) { self.kind = kind }
  /// A lowercase message without a final period.
  public var description: String {
    switch kind {
    case .invalidSVG(let line, let reason):
      return line.map { "invalid SVG at line \($0): \(reason)" } ?? "invalid SVG: \(reason)"
    case .noChartData(let reason): return "no data to describe: \(reason)"
    }
  }
}
