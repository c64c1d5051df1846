import ChartImport
import ChartModel
import Foundation

/// Reads the chart an image file shows, as `describe` would: the chart file beside it with
/// the same stem when there is one (its exact data), else the file itself by its kind (an SVG
/// export read from its marks or drawing).
enum ChartImageReading {
  /// The analysis of the chart in a file, or `nil` when it cannot be read (a picture, an SVG
  /// without recoverable data, an invalid chart file).
  ///
  /// - Parameters:
  ///   - url: The image or chart file.
  ///   - dataRoot: Another folder the chart file's data may be in.
  /// - Returns: The analysis, or `nil`.
  /// - Complexity: O(*n*) in the size of the file and its data.
  static func analysis(of url: URL, dataRoot: URL?) -> ChartAnalysis? {
    let siblings = AltTextCurrency.siblingChartCandidates(of: url).filter { $0 != url }
    let isSVG = ChartInputKind.svgExport.extensions.contains {
      url.lastPathComponent.lowercased().hasSuffix($0)
    }
    let candidates = (isSVG ? siblings : []) + [url]
    for candidate in candidates where FileManager.default.isReadableFile(atPath: candidate.path) {
      guard
        let input = try? ChartInputFile(
          contentsOf: candidate, name: candidate.lastPathComponent),
        let imported = try? ChartInputReader.read(
          input.data, kind: input.kind, file: candidate.lastPathComponent,
          baseDirectory: candidate.deletingLastPathComponent(), dataRoot: dataRoot),
        let chart = try? AccessibleChart(imported.document)
      else { continue }
      return ChartAnalysis(chart)
    }
    return nil
  }

  /// The analysis of the chart an SVG export's bytes show, or `nil`.
  static func analysis(ofSVG data: Data) -> ChartAnalysis? {
    guard
      let imported = try? ChartInputReader.read(
        data, kind: .svgExport, file: "<stdin>",
        baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)),
      let chart = try? AccessibleChart(imported.document)
    else { return nil }
    return ChartAnalysis(chart)
  }
}
