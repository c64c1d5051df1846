/// A parser the fuzz cases are run against, named as `chart-describe-fuzz --parser` takes it.
///
/// Each runs the entry point the commands use: ``ChartA11y/ChartInputReader`` for the input
/// kinds (and for Vega expressions, inside a Vega-Lite spec's `calculate` and `filter`),
/// ``ChartImport/SVGPathData`` for path data, and `JSONDecoder` for spec paths as the audit
/// configuration reads them.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// JSON chart specs: mutated fixtures of `fixtures/charts`.
  case chartSpec = "spec"
  /// CSV files: mutated fixtures of `fixtures/charts/data`.
  case csv
  /// Vega-Lite specs: mutated fixtures of `fixtures/vega-lite`.
  case vegaLite = "vega-lite"
  /// Vega expressions from the grammar, mutated or repeated past the nesting limit, read as a
  /// Vega-Lite spec's `calculate` and `filter` transforms.
  case vegaExpression = "vega-expression"
  /// SVG exports: mutated fixtures of `fixtures/svg`.
  case svg
  /// matplotlib drawings read from their geometry, with hostile numbers, transform lists and
  /// clip references put into their attributes.
  case svgGeometry = "svg-geometry"
  /// SVG path data (`d` attributes) from path tokens.
  case pathData = "path-data"
  /// Spec paths (`$.marks[0].x`) as audit suppressions write them.
  case specPath = "spec-path"
  /// SVG exports of the other tools (plotly, ggplot2, pygal, lets-plot, bokeh, plotnine,
  /// pandas): mutated fixtures of `fixtures/svg-tools` and its folders, read from their
  /// drawing.
  case svgTools = "svg-tools"
  /// CSV files as spreadsheets write them (delimiters, decimal marks, units, written dates,
  /// wide tables): mutated fixtures of `fixtures/csv`.
  case csvDialect = "csv-dialect"
  /// Charts carrying hand-written alt text, audited: mutated SVGs of `fixtures/claims` and its
  /// folders, whose texts the `false-chart-claim` rule splits into claims and checks.
  case altText = "alt-text"
  /// Pages that show charts: mutated `.html`, `.md` and `.ipynb` files of `fixtures/claims`,
  /// scanned for their images, alt texts and captions as each page syntax.
  case page

  /// The seed a run of this target starts from unless given another; the fuzz tests use it.
  public var defaultSeed: UInt64 {
    switch self {
    case .chartSpec: 0x5EED_0101
    case .csv: 0x5EED_0102
    case .vegaLite: 0x5EED_0103
    case .svg: 0x5EED_0104
    case .vegaExpression: 0x5EED_0001
    case .specPath: 0x5EED_0002
    case .svgGeometry: 0x5EED_06E0
    case .pathData: 0x9A7D
    case .svgTools: 0x5EED_0105
    case .csvDialect: 0x5EED_0106
    case .altText: 0x5EED_0107
    case .page: 0x5EED_0108
    }
  }

  /// The fixtures the cases mutate: a folder of `fixtures` (the folder relative data paths
  /// are read from), the names' endings, and whether its folders are searched too; `nil` for
  /// targets whose cases are generated whole.
  var seedFiles: (folder: String, endings: [String], nested: Bool)? {
    switch self {
    case .chartSpec: ("charts", [".chart.json"], false)
    case .csv: ("charts/data", [".csv"], false)
    case .vegaLite: ("vega-lite", [".json"], false)
    case .svg: ("svg", [".svg"], false)
    case .svgGeometry: ("svg", [".matplotlib.svg"], false)
    case .svgTools: ("svg-tools", [".svg"], true)
    case .csvDialect: ("csv", [".csv"], false)
    case .altText: ("claims", [".svg"], true)
    case .page: ("claims", [".html", ".md", ".ipynb"], false)
    case .vegaExpression, .pathData, .specPath: nil
    }
  }
}
