import ChartImport
import ChartModel
import Foundation

/// An SVG file as the rules see it: the document, and the data its alt text may describe.
public struct SVGAuditSubject: Sendable {
  /// The digest of one source of the data an SVG shows (``AltTextSource``).
  public typealias DataDigest = AltTextSource

  /// The document, read within ``SVGLimits``.
  public var document: SVGDocument
  /// The digests of the data the file shows, one per source that could be read.
  ///
  /// The sources are the data its own marks carry (``SVGChartRecovery``) and a chart file
  /// beside it with the same stem. Empty when the file records no alt-text digest, or when no source could be read.
  public var dataDigests: [DataDigest]
  /// The chart the file shows with its own texts (title, descriptions, ARIA names), for the
  /// claims in them; empty when not read.
  public var describedCharts: [DescribedChart] = []

  /// Creates a subject.
  public init(document: SVGDocument, dataDigests: [DataDigest] = []) {
    self.document = document
    self.dataDigests = dataDigests
  }

  /// The file's own texts with the chart they describe: the chart file beside it, else the
  /// file itself read as `describe` reads it (``ChartImageReading``).
  ///
  /// - Parameters:
  ///   - data: The file's bytes, read when it has no folder.
  ///   - url: The file, or `nil` for standard input.
  ///   - dataRoot: Another folder a chart file's data may be in.
  public mutating func readTexts(of data: Data, at url: URL?, dataRoot: URL?) {
    let texts = SVGChartTexts.texts(of: document)
    guard !texts.isEmpty else { return }
    describedCharts = [
      DescribedChart(name: nil, texts: texts) {
        if let url { return ChartImageReading.analysis(of: url, dataRoot: dataRoot) }
        return ChartImageReading.analysis(ofSVG: data)
      }
    ]
  }
}

// MARK: - Reading the data an SVG shows

extension SVGAuditSubject {

  /// A subject with the digests of the data the file shows, computed only when the file
  /// records an alt-text digest (``SVGAltText/digestAttribute``).
  ///
  /// The sources are ``AltTextCurrency/sources(of:at:given:limits:)``'s, the ones `alt-text
  /// --check` and `--write` use: the file read as every command reads an SVG export, and the
  /// first chart file beside it with the same stem. A source that cannot be read is left out:
  /// the chart file is audited on its own.
  ///
  /// - Parameters:
  ///   - document: The SVG document.
  ///   - url: The SVG file, or `nil` when it has no folder (no sibling is looked for).
  /// - Complexity: O(*n*) in the size of the file and of the sibling chart's data.
  public init(reading document: SVGDocument, at url: URL?) {
    let digests =
      document.root.attributes[SVGAltText.digestAttribute] == nil
      ? [] : AltTextCurrency.sources(of: Data(document.bytes), at: url)
    self.init(document: document, dataDigests: digests)
  }

  /// The chart files that may hold an SVG's data
  /// (``AltTextCurrency/siblingChartCandidates(of:)``).
  public static func siblingChartCandidates(of url: URL) -> [URL] {
    AltTextCurrency.siblingChartCandidates(of: url)
  }

}
