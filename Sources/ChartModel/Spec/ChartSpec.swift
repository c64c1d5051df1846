/// A chart as a versioned, normalized value: the form the JSON chart spec decodes to.
///
/// The spec says what is plotted and how, never how it is rendered in pixels. Data is either
/// inline or a CSV file beside the spec; ``ChartDocument`` pairs a spec with its loaded data.
///
///     let spec = try ChartSpec.decode(from: jsonData)
///     try spec.validate()
public struct ChartSpec: Hashable, Sendable {
  /// The highest spec version this library reads.
  public static let currentVersion = 1

  /// The spec format version (JSON key `version`).
  ///
  /// Required.
  public var version: Int
  /// The chart title (JSON key `title`).
  public var title: String?
  /// The author's own summary, quoted verbatim as level-4 context (JSON key `summary`).
  public var summary: String?
  /// The data rows (JSON key `data`).
  ///
  /// Default value: none.
  public var data: DataSpec
  /// Axis titles, units, visibility and scales (JSON key `axes`).
  public var axes: AxesSpec
  /// Legend settings (JSON key `legend`).
  public var legend: LegendSpec
  /// Series order and colours (JSON key `foregroundStyleScale`).
  public var foregroundStyleScale: ForegroundStyleScaleSpec?
  /// The plot's background colour, a name or `#rrggbb` (JSON key `background`).
  ///
  /// Used by the contrast audit. Default value: white.
  public var background: String?
  /// The author's audio-graph settings (JSON key `sonification`).
  public var sonification: SonificationSpec?
  /// Per-chart audit settings (JSON key `audit`).
  public var audit: AuditSettingsSpec?
  /// The chart's content in drawing order (JSON key `marks`).
  ///
  /// Arrays keep order, which is why content is a list and not an object.
  public var marks: [ChartElementSpec]

  /// Creates a spec.
  public init(
    version: Int = ChartSpec.currentVersion, title: String? = nil, summary: String? = nil,
    data: DataSpec = .none, axes: AxesSpec = AxesSpec(), legend: LegendSpec = LegendSpec(),
    foregroundStyleScale: ForegroundStyleScaleSpec? = nil, background: String? = nil,
    sonification: SonificationSpec? = nil, audit: AuditSettingsSpec? = nil,
    marks: [ChartElementSpec]
  ) {
    self.version = version
    self.title = title
    self.summary = summary
    self.data = data
    self.axes = axes
    self.legend = legend
    self.foregroundStyleScale = foregroundStyleScale
    self.background = background
    self.sonification = sonification
    self.audit = audit
    self.marks = marks
  }
}
