import ChartImport
import ChartModel

/// What an audit rule checks: a chart (its spec, data and accessible view), an SVG document,
/// or a page showing chart images.
public enum AuditSubject: Sendable {
  /// A valid chart spec with its data.
  case chart(ChartAuditSubject)
  /// A well-formed SVG document, read within ``SVGLimits``, with the data it shows.
  case svg(SVGAuditSubject)
  /// An HTML, Markdown or notebook page and the local chart images it shows.
  case page(PageAuditSubject)

  /// The charts the input describes in words, with those words: a spec's title and summary,
  /// an SVG's title and descriptions, a page's images' alt texts and captions.
  public var describedCharts: [DescribedChart] {
    switch self {
    case .chart(let subject):
      let texts = [
        subject.spec.title.map {
          ChartCarriedText($0, origin: .specTitle, path: SpecPath.root.appending("title"))
        },
        subject.spec.summary.map {
          ChartCarriedText($0, origin: .specSummary, path: SpecPath.root.appending("summary"))
        },
      ].compactMap { $0 }
      let chart = subject.chart
      return [DescribedChart(name: nil, texts: texts) { ChartAnalysis(chart) }]
    case .svg(let subject): return subject.describedCharts
    case .page(let subject): return subject.describedCharts
    }
  }

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

  /// The colours behind the marks, bottom first, each with where it is set: the spec's
  /// `background`, then an imported format's (``ChartModel/ChartDocument/declaredBackground``:
  /// Vega-Lite's `background` or `config.background`, then `view.fill` or `config.view.fill`).
  public var backgroundLayers: [DeclaredColor] {
    let own = spec.background.map {
      DeclaredColor(
        text: $0, path: SpecPath.root.appending("background"), distinguishesSeries: false)
    }
    return (own.map { [$0] } ?? []) + document.declaredBackground
  }

  /// What the marks are drawn on: the background layers blended, each over the one below,
  /// from white (a translucent layer, or one with an opacity below 1, lets the one below
  /// show); a layer the audit cannot read is skipped, so the default is white.
  public var background: SRGBColor {
    backgroundLayers.reduce(SRGBColor(rgb: 0xFFFFFF)) { below, layer in
      switch NamedColors.resolve(layer.text, darkScheme: false) {
      case .color(let color):
        return layer.opacity < 1 ? color.blended(layer.opacity, over: below) : color
      case .translucent(let color, let alpha):
        return color.blended(alpha * layer.opacity, over: below)
      case .unauditable, .unknown: return below
      }
    }
  }

  /// Whether every background layer is a colour the audit reads, so contrast against it can
  /// be measured.
  public var hasAuditableBackground: Bool {
    backgroundLayers.allSatisfy { layer in
      switch NamedColors.resolve(layer.text, darkScheme: false) {
      case .color, .translucent: return true
      case .unauditable, .unknown: return false
      }
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
