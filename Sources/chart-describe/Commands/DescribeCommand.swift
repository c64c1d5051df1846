import ChartA11y
import ChartBraille
import ChartModel

/// `chart-describe describe`: writes a text description of a chart.
struct DescribeCommand: Command {
  static let spec = CommandSpec(
    name: "describe",
    abstract: "Describe a chart in words: construction, statistics and trends.",
    discussion: """
      Reads a JSON chart spec (see docs/chart-spec.md), a Vega-Lite v5 or v6 spec
      (docs/vega-lite.md), a CSV or TSV file plotted with --mark, --x, --y and
      --series, or a Vega or Vega-Lite SVG export, its data read from its marks'
      aria-labels (docs/alt-text.md). --level brief writes one sentence (what is
      measured over what, the highest value, the overall direction); standard, the
      default, the construction, statistics and trends in plain words ("a clear
      rise"); detailed adds each test's name and figures (1, 2, 3 are read as brief,
      standard, detailed; the configuration file's [describe] section can save a
      level, docs/configuration.md). The author's summary is always quoted.
      Without <input>, describes the bundled ridgeline chart
      of US baby names, 1880-2017. --format table writes the data as one table
      (a column per series, or per value of a box; a row per x in chart order;
      an empty cell is a gap) in Markdown, CSV (RFC 4180, CRLF; notes go to
      standard error) or HTML.
      --format braille draws each series as a line of Unicode braille cells for a
      refreshable display (--braille-text adds the description in Unicode
      braille); --format brf writes the description as a Braille Ready Format
      file for an embosser, translated by liblouis (docs/braille.md).
      """,
    arguments: [ChartInputOptions.inputArgument(isRequired: false)],
    options: [
      Key.format, Key.tableFormat, Key.maximumRows, Key.level, Key.maximumSeries, Key.output,
      ConfigurationArguments.noConfig,
    ] + BrailleArguments.keys + ChartInputOptions.keys,
    exitStatuses: CommandSpec.exitStatuses([
      .init(
        status: .serviceUnavailable,
        meaning: "--format brf or --braille-text without the liblouis braille table."),
      .init(status: .configuration, meaning: "The configuration file has a bad line."),
    ]))

  /// The options' keys, each declared once with its default.
  enum Key {
    static let format = OptionKey(
      name: "format", valueName: "format", help: "The output format.",
      defaultValue: DescribeFormat.text)
    static let tableFormat = OptionKey(
      name: "table-format", valueName: "format", help: "The table's format, with --format table.",
      defaultValue: TableFormat.markdown)
    static let maximumRows = OptionKey<Int?>(
      name: "max-rows", valueName: "count",
      help: "With --format table, show at most this many rows and state how many are left out.",
      defaultValue: nil)
    static let level = OptionKey<Verbosity?>(
      name: "level", valueName: "level", help: "How much is said.", defaultValue: nil,
      helpDefault: .text("the configuration file's, else standard"))
    static let maximumSeries = OptionKey(
      name: "max-series", valueName: "count",
      help: "How many series to describe in detail; the rest are summed up together.",
      defaultValue: DescriptionOptions().maximumDetailedSeries)
    static let output = OptionKey<String?>(
      name: "output", short: "o", valueName: "path",
      help: "Write to this file (replaced atomically) instead of standard output.",
      defaultValue: nil)
  }

  var input: InputSource
  var format: DescribeFormat
  var tableFormat: TableFormat
  var maximumRows: Int?
  /// `--level`, or `nil` for the configuration file's (else standard).
  var level: Verbosity?
  var maximumSeries: Int
  /// Whether `--no-config` was given.
  var ignoresConfiguration: Bool
  var output: OutputTarget
  var inputOptions: ChartInputOptions
  var braille: BrailleArguments

  init(_ arguments: [String]) throws(UsageError) {
    let spec = Self.spec
    let scanner = try ArgumentScanner(arguments, spec: spec)
    input = try scanner.input(spec: spec)
    format = try scanner[Key.format]
    tableFormat = try scanner[Key.tableFormat]
    maximumRows = try scanner[Key.maximumRows]
    if let maximumRows, maximumRows < 0 {
      throw scanner.usageError("'--max-rows' must be 0 or more", spec: spec)
    }
    level = try scanner[Key.level]
    maximumSeries = try scanner.count(Key.maximumSeries, spec: spec)
    ignoresConfiguration = scanner[ConfigurationArguments.noConfig]
    output = OutputTarget(argument: try scanner[Key.output])
    inputOptions = try ChartInputOptions(scanner, spec: spec)
    braille = try BrailleArguments(scanner, spec: spec)
  }

  var inputName: String? { input.displayName }

  func run(_ io: inout TerminalIO) throws -> ExitStatus {
    let configuration = try ConfigurationArguments.configuration(
      ignored: ignoresConfiguration, io: io)
    let options = DescriptionOptions(
      verbosity: level ?? configuration.describeLevel ?? .standard,
      maximumDetailedSeries: maximumSeries)
    // The document (spec and data table) is a temporary, freed once the accessible view is
    // built, so it is not held while the series are analysed (0.2 GB at ten million rows).
    let chart = try AccessibleChart(input.loadDocument(io: &io, options: inputOptions))
    let analysis = ChartAnalysis(chart)
    let description = ChartDescriber.describe(analysis, options: options)
    let text: String
    switch format {
    case .text: text = PlainTextRenderer.render(description)
    case .markdown: text = MarkdownRenderer.render(description)
    case .json:
      // Streamed: the data points are written as they are formatted, never held as one text.
      try output.write(io: &io) { emit in
        try JSONRenderer.write(analysis, description: description, to: emit)
      }
      return .success
    case .table: text = table(analysis, io: io)
    case .braille:
      let graphs = BrailleGraphRenderer.render(analysis, maximumCells: braille.layout.width)
      text =
        braille.includesText
        ? try BrailleTextRenderer.unicode(description, table: braille.table) + "\n" + graphs
        : graphs
    case .brf:
      text = try BrailleTextRenderer.brf(description, table: braille.table, layout: braille.layout)
    }
    try output.write(text, io: &io)
    return .success
  }

  /// The data table in the chosen format; for CSV, which has no place for them, the notes
  /// (gaps, rows left out) go to standard error as `note:` lines.
  private func table(_ analysis: ChartAnalysis, io: TerminalIO) -> String {
    var table = DataTableView(analysis)
    if let maximumRows { table = table.limited(toRows: maximumRows) }
    switch tableFormat {
    case .markdown: return DataTableMarkdownRenderer.render(table)
    case .html: return DataTableHTMLRenderer.render(table)
    case .csv:
      for note in table.notes + [table.omissionNote].compactMap({ $0 }) {
        io.diagnose(inputName, nil, severity: "note", note)
      }
      return DataTableCSVRenderer.render(table)
    }
  }
}
