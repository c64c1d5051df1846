import ChartA11y
import ChartImport
import ChartModel

/// Input options every command that reads a chart shares: how to plot a CSV or TSV file, and
/// the folder a spec's data files may be in besides the spec's own (`--data-root`).
///
/// A command adds ``ChartInputOptions/keys`` to its `CommandSpec` options, parses them
/// with ``init(_:spec:)`` and passes them to `InputSource.loadDocument(io:options:)`.
struct ChartInputOptions: Equatable {
  /// The CSV quick-mode options; all empty for chart specs and Vega-Lite.
  var csv = CSVChartOptions()
  /// `--data-root` as given: another folder a spec's data files may be in
  /// (``ChartModel/DataFolderRule``).
  var dataRoot: String?
  /// The command's name, for a usage error found after reading the input.
  var command: String?

  /// The help's first sentence for a command that reads what `describe` reads (sonify,
  /// narrate, explore), two lines of the help's width.
  static let sameInputsAsDescribe = """
    Reads the same inputs as 'describe': a chart spec, a Vega-Lite spec, a CSV
    or TSV file plotted with --mark, --x, --y and --series, or an SVG export.
    """

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

  /// The options' keys.
  ///
  /// Each is read with ``ArgumentScanner/given(_:)`` or has a `nil` default: absent, the CSV
  /// reader decides (`CSVChartOptions`: a line mark, whose default here is only for help, and
  /// fields and types inferred).
  enum Key {
    static let mark = OptionKey(
      name: "mark", valueName: "mark", help: "CSV input: the mark to draw.",
      defaultValue: MarkKind.line)
    static let x = OptionKey<String?>(
      name: "x", valueName: "field",
      help: "CSV input: the field on the x axis (default: the first column).", defaultValue: nil)
    static let y = RepeatedOptionKey<String>(
      name: "y", valueName: "field",
      help: "CSV input: a field on the y axis, each a series named by its header; repeat it, "
        + "or separate fields with commas.",
      helpDefault: .text("every number column; the first with --series"))
    static let series = OptionKey<String?>(
      name: "series", valueName: "field",
      help: "CSV input: the field whose values name the series.",
      defaultValue: nil)
    static let order = OptionKey<String?>(
      name: "order", valueName: "field",
      help: "CSV input: the field a line connects its points in order of (a connected "
        + "scatter plot).", defaultValue: nil, helpDefault: .text("data order"))
    static let xType = OptionKey<CSVXType?>(
      name: "x-type", valueName: "type",
      help: "CSV input: the type of the x field; ordinal categories are read in the order "
        + "they first appear.",
      defaultValue: nil,
      helpDefault: .text("inferred"))
    static let yType = OptionKey<ValueType?>(
      name: "y-type", valueName: "type", help: "CSV input: the type of the y field.",
      defaultValue: nil,
      helpDefault: .text("inferred"))
    static let title = OptionKey<String?>(
      name: "title", valueName: "text", help: "CSV input: the chart title.", defaultValue: nil)
    static let delimiter = OptionKey<CSVDelimiter?>(
      name: "delimiter", valueName: "character",
      help: "CSV input: the character between fields (or the character itself: , ; |).",
      defaultValue: nil,
      helpDefault: .text("found in the file"))
    static let decimal = OptionKey<DecimalMark?>(
      name: "decimal", valueName: "mark",
      help: "CSV input and a chart spec's CSV: the decimal mark of every number, for numbers "
        + "such as 1,234 that read either way.", defaultValue: nil,
      helpDefault: .text("found in each column"))
    static let dateFormat = OptionKey<String?>(
      name: "date-format", valueName: "format",
      help: "CSV input and a chart spec's CSV: the strftime-style format of date cells, such "
        + "as %d/%m/%Y.", defaultValue: nil, helpDefault: .text("found in each column"))
    static let dataRoot = OptionKey<String?>(
      name: "data-root", valueName: "folder",
      help: "A folder a spec's data files may be in besides the spec's own folder.",
      defaultValue: nil, helpDefault: .text("the spec's folder only"))
  }

  /// The options, for a command's `CommandSpec`.
  static let keys: [any OptionDeclaration] = [
    Key.mark, Key.x, Key.y, Key.series, Key.order, Key.xType, Key.yType, Key.title,
    Key.delimiter, Key.decimal, Key.dateFormat, Key.dataRoot,
  ]

  /// Options with nothing set.
  init() {}

  /// Reads the options from a scanned command line.
  init(_ scanner: ArgumentScanner, spec: CommandSpec) throws(UsageError) {
    csv.mark = try scanner.given(Key.mark)
    csv.x = try scanner[Key.x]
    csv.yFields = try scanner[Key.y]
    csv.dialect = CSVDialectOptions(
      delimiter: try scanner[Key.delimiter], decimal: try scanner[Key.decimal],
      dateFormat: try scanner[Key.dateFormat])
    csv.series = try scanner[Key.series]
    csv.order = try scanner[Key.order]
    let xType = try scanner[Key.xType]
    csv.xType = xType?.valueType
    csv.xOrdered = xType?.isOrdinal == true ? true : nil
    csv.yType = try scanner[Key.yType]
    csv.title = try scanner[Key.title]
    dataRoot = try scanner[Key.dataRoot]
    command = spec.qualifiedName
  }

  /// The usage error for CSV options given with an input of `kind` that does not read them,
  /// or `nil`: the plotting options apply to CSV and TSV input, `--delimiter` to CSV,
  /// `--decimal` and `--date-format` to a chart spec's CSV file too.
  func misplacedOptionsError(inputName: String, kind: ChartInputKind) -> UsageError? {
    var plotting = csv
    plotting.dialect = CSVDialectOptions()
    if !plotting.isEmpty, !kind.isDelimitedData {
      return UsageError(
        "'--mark', '--x', '--y', '--series', '--x-type', '--y-type' and '--title' apply only "
          + "to CSV and TSV input; \(inputName) is \(kind.name)",
        command: command)
    }
    let readsCSV: Bool
    switch kind {
    case .csv, .tsv, .chartSpec: readsCSV = true
    case .vegaLite, .svgExport, .svgInPage: readsCSV = false
    }
    if csv.dialect.delimiter != nil, kind != .csv {
      return UsageError(
        "'--delimiter' applies only to CSV input; \(inputName) is \(kind.name)", command: command)
    }
    if csv.dialect != CSVDialectOptions(), !readsCSV {
      return UsageError(
        "'--decimal' and '--date-format' apply only to CSV and TSV input and a chart spec's "
          + "CSV file; \(inputName) is \(kind.name)", command: command)
    }
    return nil
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
