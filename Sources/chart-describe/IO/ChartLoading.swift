import ChartA11y
import ChartImport
import ChartModel
import Foundation

/// Turns an input's bytes into a chart by its detected kind, reporting import diagnostics.
enum ChartLoading {
  /// Reads a chart of any ``ChartImport/ChartInputKind``: a chart spec, a Vega-Lite spec, a
  /// CSV or TSV file, or an SVG export.
  ///
  /// - Parameters:
  ///   - input: The input's bytes and detected kind.
  ///   - displayName: The name used in messages.
  ///   - baseDirectory: The folder relative data paths are resolved against.
  ///   - options: How to plot a CSV or TSV file, the folder data files may be in besides
  ///     `baseDirectory` (``ChartModel/DataFolderRule``), and the command for usage errors.
  ///   - svgLimits: The limits an SVG export is read within.
  ///   - io: Where notes and warnings are written, as `name: place: note: message`.
  /// - Returns: The validated chart with its data.
  /// - Throws: ``ChartModel/ChartSpecError`` for an invalid input; ``ChartImport/ChartImportError``
  ///   for an SVG that is invalid or holds no recoverable data; ``UsageError`` when CSV options
  ///   are given for another kind.
  static func load(
    _ input: ChartInputFile, displayName: String, baseDirectory: URL,
    options: ChartInputOptions, svgLimits: SVGLimits = SVGLimits(), io: TerminalIO
  ) throws -> ChartDocument {
    if let error = options.misplacedOptionsError(inputName: displayName, kind: input.kind) {
      throw error
    }
    let imported = try ChartInputReader.read(
      input.data, kind: input.kind, file: displayName, baseDirectory: baseDirectory,
      dataRoot: options.dataRoot.map { io.url(for: $0) },
      csvOptions: options.csv, svgLimits: svgLimits)
    for diagnostic in imported.diagnostics {
      io.diagnose(
        displayName, diagnostic.path?.description, severity: diagnostic.severity.rawValue,
        diagnostic.message)
    }
    return imported.document
  }
}
