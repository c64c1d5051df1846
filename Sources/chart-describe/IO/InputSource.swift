import ChartA11y
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

  /// Reads and validates the chart: a chart spec, a Vega-Lite spec, or a CSV or TSV file.
  ///
  /// The kind is detected by ``ChartModel/ChartInputKind/detect(name:data:)``. Import notes and
  /// warnings are written to standard error as `name: place: warning: message`.
  ///
  /// - Parameters:
  ///   - io: The streams; notes and warnings go to standard error.
  ///   - options: How to plot a CSV or TSV file; the CSV options must be empty for other
  ///     kinds.
  /// - Returns: The validated chart with its data.
  /// - Throws: ``InputError`` when the file cannot be read; ``ChartSpecError`` when it or its
  ///   data is invalid; ``UsageError`` when CSV options are given for a spec.
  func loadDocument(io: inout TerminalIO, options: ChartInputOptions = ChartInputOptions())
    throws -> ChartDocument
  {
    switch self {
    case .standardInput:
      return try ChartImport.load(
        io.readStandardInput(), name: nil, displayName: displayName,
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
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw InputError(file: name, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw InputError(file: name, reason: "is a folder, not a chart file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw InputError(file: name, reason: "cannot read the file (permission denied?)")
    }
    return try ChartImport.load(
      data, name: name, displayName: name, baseDirectory: url.deletingLastPathComponent(),
      options: options, io: io)
  }
}
