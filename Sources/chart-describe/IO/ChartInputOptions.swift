import ChartA11y
import ChartModel

/// Input options every command that reads a chart shares: how to plot a CSV or TSV file.
///
/// A command adds ``ChartInputOptions/specOptions`` to its `CommandSpec` options, parses them
/// with ``init(_:spec:)`` and passes them to `InputSource.loadDocument(io:options:)`.
struct ChartInputOptions: Equatable {
  /// The CSV quick-mode options; all empty for chart specs and Vega-Lite.
  var csv = CSVChartOptions()
  /// The command's usage line and name, for a usage error found after reading the input.
  var usage: (line: String, command: String)?

  static func == (left: ChartInputOptions, right: ChartInputOptions) -> Bool {
    left.csv == right.csv && left.usage?.line == right.usage?.line
  }

  /// The `<input>` argument of every command that reads one chart, for its `CommandSpec`.
  ///
  /// - Parameter isRequired: Whether it must be given; otherwise the bundled chart is read.
  /// - Returns: The argument, named `input`.
  static func inputArgument(isRequired: Bool) -> CommandSpec.Argument {
    CommandSpec.Argument(
      name: "input",
      help: "A chart spec, Vega-Lite spec, CSV file or SVG export, or '-' for standard input.",
      isRequired: isRequired)
  }

  /// The options, for a command's `CommandSpec`.
  static let specOptions: [CommandSpec.Option] = [
    .init(
      name: "mark", short: nil, valueName: "mark", help: "CSV input: the mark to draw.",
      values: MarkKind.allValueStrings, defaultValue: "line"),
    .init(
      name: "x", short: nil, valueName: "field",
      help: "CSV input: the field on the x axis (default: the first column)."),
    .init(
      name: "y", short: nil, valueName: "field",
      help: "CSV input: the field on the y axis (default: the first number column)."),
    .init(
      name: "series", short: nil, valueName: "field",
      help: "CSV input: the field whose values name the series."),
    .init(
      name: "x-type", short: nil, valueName: "type", help: "CSV input: the type of the x field.",
      values: ValueType.allValueStrings, defaultValue: "inferred"),
    .init(
      name: "y-type", short: nil, valueName: "type", help: "CSV input: the type of the y field.",
      values: ValueType.allValueStrings, defaultValue: "inferred"),
    .init(name: "title", short: nil, valueName: "text", help: "CSV input: the chart title."),
  ]

  /// Options with nothing set.
  init() {}

  /// Reads the options from a scanned command line.
  init(_ scanner: ArgumentScanner, spec: CommandSpec) throws(UsageError) {
    csv.mark = try scanner.value("mark", as: MarkKind.self, spec: spec)
    csv.x = scanner.options["x"]
    csv.y = scanner.options["y"]
    csv.series = scanner.options["series"]
    csv.xType = try scanner.value("x-type", as: ValueType.self, spec: spec)
    csv.yType = try scanner.value("y-type", as: ValueType.self, spec: spec)
    csv.title = scanner.options["title"]
    usage = (spec.usage, spec.qualifiedName)
  }

  /// The usage error for CSV options given with another kind of input.
  func misplacedOptionsError(inputName: String, kind: ChartInputKind) -> UsageError {
    UsageError(
      "'--mark', '--x', '--y', '--series', '--x-type', '--y-type' and '--title' apply only to "
        + "CSV and TSV input; \(inputName) is \(kind.name)", usage: usage?.line,
      command: usage?.command)
  }
}

extension MarkKind: ArgumentValue {}

extension ValueType: ArgumentValue {
  init?(argument: String) {
    switch argument {
    case "nominal", "ordinal": self = .categorical
    default: self.init(rawValue: argument)
    }
  }
  static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
