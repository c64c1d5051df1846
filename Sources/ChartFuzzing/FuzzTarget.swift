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
    }
  }

  /// The fixtures the cases mutate: a folder of `fixtures`, the names' ending, and the folder
  /// relative data paths are read from; `nil` for targets whose cases are generated whole.
  var seedFiles: (folder: String, ending: String)? {
    switch self {
    case .chartSpec: ("charts", ".chart.json")
    case .csv: ("charts/data", ".csv")
    case .vegaLite: ("vega-lite", ".json")
    case .svg: ("svg", ".svg")
    case .svgGeometry: ("svg", ".matplotlib.svg")
    case .vegaExpression, .pathData, .specPath: nil
    }
  }
}
