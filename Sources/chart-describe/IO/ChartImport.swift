import ChartModel
import Foundation

/// Turns an input's bytes into a chart by its detected kind, reporting import diagnostics.
enum ChartImport {
  /// Reads a chart spec, a Vega-Lite spec, or a CSV or TSV file.
  ///
  /// - Parameters:
  ///   - data: The input's bytes.
  ///   - name: The file name used for detection, or `nil` for standard input.
  ///   - displayName: The name used in messages.
  ///   - baseDirectory: The folder relative data paths are resolved against.
  ///   - options: How to plot a CSV or TSV file, and the command's usage for errors.
  ///   - io: Where notes and warnings are written.
  /// - Returns: The validated chart with its data.
  /// - Throws: ``ChartModel/ChartSpecError`` for invalid input; ``UsageError`` when CSV options
  ///   are given for a spec.
  static func load(
    _ data: Data, name: String?, displayName: String, baseDirectory: URL,
    options: ChartInputOptions, io: TerminalIO
  ) throws -> ChartDocument {
    let kind = ChartInputKind.detect(name: name, data: data)
    if !options.csv.isEmpty, kind != .csv, kind != .tsv {
      throw options.misplacedOptionsError(inputName: displayName, kind: kind)
    }
    let imported = try ChartInputReader.read(
      data, kind: kind, file: displayName, baseDirectory: baseDirectory, csvOptions: options.csv)
    for diagnostic in imported.diagnostics {
      io.diagnose(
        displayName, diagnostic.path?.description, severity: diagnostic.severity.rawValue,
        diagnostic.message)
    }
    return imported.document
  }
}
