/// A colour a source format paints a chart's marks with, and its place in that source.
///
/// A chart spec names its colours in its own members (`foregroundStyle`,
/// `foregroundStyleScale.range`); an imported format keeps them here, so that the audit checks
/// the colours the source draws with and names the source's JSON path. Vega-Lite fills it from
/// `mark.color`/`fill`/`stroke`, constant `color`/`fill`/`stroke` encodings, their scales'
/// `range` and categorical `scheme`, and `config.mark`/`config.range.category`
/// (``VegaColors``).
public struct DeclaredColor: Hashable, Sendable {
  /// The colour as written, such as `#eeca3b`, `steelblue` or `rgb(255 255 255 / 50%)`.
  public var text: String
  /// Where the colour comes from when it is not written at `path` itself, such as
  /// `colour 6 of scheme 'tableau10'`; `nil` when `text` is at `path`.
  public var origin: String?
  /// The JSON path in the source, such as `$.layer[1].mark.color`.
  public var path: SpecPath
  /// The series it paints, when the source says (a scale's `domain` entry).
  public var seriesName: String?
  /// Whether it tells series apart (a scale colour), rather than painting every mark of a view.
  public var distinguishesSeries: Bool
  /// The mark's own opacity, 0–1, which the colour's alpha is multiplied by.
  ///
  /// Vega-Lite's `opacity` times `fillOpacity` or `strokeOpacity`. Default value: 1.
  public var opacity: Double

  /// Creates a declared colour.
  public init(
    text: String, origin: String? = nil, path: SpecPath, seriesName: String? = nil,
    distinguishesSeries: Bool, opacity: Double = 1
  ) {
    self.text = text
    self.origin = origin
    self.path = path
    self.seriesName = seriesName
    self.distinguishesSeries = distinguishesSeries
    self.opacity = min(max(opacity, 0), 1)
  }
}
