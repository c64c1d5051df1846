import ChartA11y
import ChartImport
import ChartModel
import Foundation

/// Where a chart comes from: a path, standard input (`-`), or the bundled default chart.
enum InputSource: Equatable {
  case path(String)
  case standardInput
  case bundledDefault

  init(argument: String?) {
    switch argument {
    case nil: self = .bundledDefault
    case "-": self = .standardInput
    case let path?: self = .path(path)
    }
  }

  /// The name used in messages: the path as given, `<stdin>`, or the default chart's name.
  var displayName: String {
    switch self {
    case .path(let path): return path
    case .standardInput: return "<stdin>"
    case .bundledDefault: return "us-baby-names-ridgeline.chart.json"
    }
  }

  /// Reads and validates the chart: a chart spec, a Vega-Lite spec, a CSV or TSV file, or an
  /// SVG export.
  ///
  /// A file is read by ``ChartA11y/ChartInputFile/init(contentsOf:name:svgLimits:)`` and its
  /// kind detected by ``ChartA11y/ChartInputKind/detect(name:data:)``. Import notes and
  /// warnings are written to standard error as `name: place: warning: message`.
  ///
  /// - Parameters:
  ///   - io: The streams; notes and warnings go to standard error.
  ///   - options: How to plot a CSV or TSV file; the CSV options must be empty for other
  ///     kinds.
  /// - Returns: The validated chart with its data.
  /// - Throws: ``ChartModel/FileReadError`` when the file cannot be read; ``InputError`` when
  ///   the bundled chart is missing; ``ChartSpecError`` when the input or its data is invalid;
  ///   ``ChartImport/ChartImportError`` for an SVG that is invalid or holds no recoverable data;
  ///   ``UsageError`` when CSV options are given for another kind.
  func loadDocument(io: inout TerminalIO, options: ChartInputOptions = ChartInputOptions())
    throws -> ChartDocument
  {
    switch self {
    case .standardInput:
      return try ChartLoading.load(
        ChartInputFile(data: try io.standardInput(), name: nil), displayName: displayName,
        baseDirectory: io.currentDirectory, options: options, io: io)
    case .path(let path):
      let url = io.url(for: path)
      return try load(url, name: path, options: options, io: io)
    case .bundledDefault:
      guard
        let url = Bundle.module.url(
          forResource: "us-baby-names-ridgeline.chart", withExtension: "json",
          subdirectory: "DefaultChart/charts")
      else {
        throw InputError(file: displayName, reason: "the bundled default chart is missing")
      }
      return try load(url, name: displayName, options: options, io: io)
    }
  }

  private func load(_ url: URL, name: String, options: ChartInputOptions, io: TerminalIO)
    throws -> ChartDocument
  {
    try ChartLoading.load(
      ChartInputFile(contentsOf: url, name: name), displayName: name,
      baseDirectory: url.deletingLastPathComponent(), options: options, io: io)
  }
}
