import ChartModel

/// A text a chart carries for readers who cannot see it, with where it is written.
public struct ChartCarriedText: Hashable, Sendable {
  /// Where the text comes from.
  public enum Origin: String, Hashable, Sendable, CaseIterable {
    /// The SVG's `<title>`.
    case svgTitle = "<title>"
    /// The SVG's `<desc>`.
    case svgDescription = "<desc>"
    /// The SVG's `aria-label`.
    case ariaLabel = "aria-label"
    /// An element an `aria-labelledby` names.
    case ariaLabelledBy = "aria-labelledby"
    /// An element an `aria-describedby` names.
    case ariaDescribedBy = "aria-describedby"
    /// An HTML `<img alt>`.
    case htmlAlt = "alt"
    /// A Markdown image's alt text, `![…]`.
    case markdownAlt = "![…]"
    /// The `<figcaption>` of the image's `<figure>`.
    case figureCaption = "<figcaption>"
    /// A chart spec's `title`.
    case specTitle = "title"
    /// A chart spec's `summary`.
    case specSummary = "summary"
  }

  /// The text, whitespace collapsed.
  public var text: String
  /// Where it comes from.
  public var origin: Origin
  /// The 1-based line it is on in the audited file, when known.
  public var line: Int?
  /// The 1-based column, in UTF-16 code units, where its element starts (a page's image),
  /// when known.
  public var column: Int?
  /// The JSON path of a chart spec's text (`$.summary`), for its line.
  public var path: SpecPath?

  /// Creates a text, collapsing its whitespace.
  public init(
    _ text: String, origin: Origin, line: Int? = nil, column: Int? = nil, path: SpecPath? = nil
  ) {
    self.text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    self.origin = origin
    self.line = line
    self.column = column
    self.path = path
  }
}

/// A chart and the texts that describe it, as one audit input holds them: an SVG and its own
/// title and description, a page's image and its alt text and caption, or a spec and its
/// summary.
public struct DescribedChart: Sendable {
  /// The chart's file as the page names it (`charts/sales.svg`), or `nil` for the audited
  /// file itself.
  public var name: String?
  /// The texts.
  public var texts: [ChartCarriedText]
  /// Reads the chart, on demand (only when a text makes a claim), or `nil` when it cannot be
  /// read (a PNG, an SVG without recoverable data).
  public var analysis: @Sendable () -> ChartAnalysis?

  /// Creates a described chart.
  public init(
    name: String?, texts: [ChartCarriedText], analysis: @escaping @Sendable () -> ChartAnalysis?
  ) {
    self.name = name
    self.texts = texts
    self.analysis = analysis
  }
}
