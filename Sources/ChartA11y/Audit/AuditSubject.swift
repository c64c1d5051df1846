import ChartModel

/// What an audit rule checks: a chart (its spec, data and accessible view) or an SVG document.
public enum AuditSubject: Sendable {
  /// A valid chart spec with its data.
  case chart(ChartAuditSubject)
  /// A well-formed SVG document, read within ``SVGLimits``, with the data it shows.
  case svg(SVGAuditSubject)

  /// The chart, or `nil` for an SVG file.
  public var chart: ChartAuditSubject? {
    if case .chart(let chart) = self { return chart }
    return nil
  }

  /// The SVG file, or `nil` for a chart.
  public var svgFile: SVGAuditSubject? {
    if case .svg(let file) = self { return file }
    return nil
  }

  /// The SVG document, or `nil` for a chart.
  public var svg: SVGDocument? { svgFile?.document }
}

/// A chart as the rules see it: the raw spec (hidden marks included), its data, the accessible
/// view, and the thresholds in effect.
public struct ChartAuditSubject: Sendable {
  /// The validated chart with its data.
  public var document: ChartDocument
  /// The accessible view: what a screen reader, the describer and the audio graph read.
  public var chart: AccessibleChart
  /// The thresholds in effect.
  public var thresholds: AuditThresholds
  /// Every mark with its JSON path and effective modifiers (a plot's inherited), in spec order.
  public var marks: [(element: Int, path: SpecPath, mark: MarkSpec)]

  /// Creates a subject, flattening the marks once.
  public init(document: ChartDocument, chart: AccessibleChart, thresholds: AuditThresholds) {
    self.document = document
    self.chart = chart
    self.thresholds = thresholds
    marks = document.flattenedMarks
  }

  /// The spec.
  public var spec: ChartSpec { document.spec }

  /// The marks not hidden from accessibility.
  public var visibleMarks: [(element: Int, path: SpecPath, mark: MarkSpec)] {
    marks.filter { !$0.mark.modifiers.isHidden }
  }

  /// The spec's background (default white); a translucent one blended over white, and one the
  /// audit cannot read taken as white.
  public var background: SRGBColor {
    let white = SRGBColor(rgb: 0xFFFFFF)
    switch NamedColors.resolve(spec.background ?? "white", darkScheme: false) {
    case .color(let color): return color
    case .translucent(let color, let alpha): return color.blended(alpha, over: white)
    case .unauditable, .unknown: return white
    }
  }

  /// Whether the spec's background is dark, so SwiftUI colours take their dark-mode values.
  public var hasDarkBackground: Bool { background.isDark }

  /// The path of an encoding member such as `foregroundStyle.by` or `groupedBy[1]`, one
  /// component per key and per index.
  public static func path(_ markPath: SpecPath, member: String) -> SpecPath {
    member.split(separator: ".").reduce(markPath) { path, part in
      guard part.hasSuffix("]"), let open = part.firstIndex(of: "["),
        let index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)])
      else { return path.appending(String(part)) }
      return path.appending(String(part[..<open])).appending(index: index)
    }
  }
}
