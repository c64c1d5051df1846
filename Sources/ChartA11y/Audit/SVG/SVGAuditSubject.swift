import ChartImport
import ChartModel
import Foundation

/// An SVG file as the rules see it: the document, and the data its alt text may describe.
public struct SVGAuditSubject: Sendable {
  /// The digest of one source of the data an SVG shows.
  public struct DataDigest: Hashable, Sendable {
    /// Where the data came from, in words: `the data its marks carry`, or a file name.
    public var source: String
    /// ``ChartDigest/digest(of:)`` of that data.
    public var digest: String
    /// The alt text chart-describe would write for that data, to tell an edited title or
    /// description; `nil` when not computed.
    public var expected: AltTextContent?

    /// Creates a data digest.
    public init(source: String, digest: String, expected: AltTextContent? = nil) {
      self.source = source
      self.digest = digest
      self.expected = expected
    }
  }

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
  /// The source name of the data an SVG's own marks carry.
  static let ownMarksSource = "the data its marks carry"

  /// A subject with the digests of the data the file shows, computed only when the file
  /// records an alt-text digest (``SVGAltText/digestAttribute``).
  ///
  /// Two sources are tried, and each one that can be read gives a digest: the data labels of
  /// the file's own marks (``SVGChartRecovery``), and the first chart file beside the SVG with
  /// the same stem (``siblingChartCandidates(of:)``), read by its detected kind. A source that
  /// cannot be read (no data labels, an invalid chart file) is left out: the chart file is
  /// audited on its own.
  ///
  /// - Parameters:
  ///   - document: The SVG document.
  ///   - url: The SVG file, or `nil` when it has no folder (no sibling is looked for).
  /// - Complexity: O(*n*) in the size of the file and of the sibling chart's data.
  public init(reading document: SVGDocument, at url: URL?) {
    var digests: [DataDigest] = []
    if document.root.attributes[SVGAltText.digestAttribute] != nil {
      if let recovered = try? SVGChartRecovery.recover(from: document.labelledElements),
        let chart = try? AccessibleChart(recovered.document)
      {
        digests.append(
          DataDigest(
            source: Self.ownMarksSource, digest: ChartDigest.digest(of: chart),
            expected: AltTextContent(ChartAnalysis(chart))))
      }
      if let url,
        let sibling = Self.siblingChartCandidates(of: url).first(where: {
          FileManager.default.isReadableFile(atPath: $0.path)
        }), let input = try? ChartInputFile(contentsOf: sibling, name: sibling.lastPathComponent)
      {
        let name = sibling.lastPathComponent
        if let imported = try? ChartInputReader.read(
          input.data, kind: input.kind, file: name,
          baseDirectory: sibling.deletingLastPathComponent()),
          let chart = try? AccessibleChart(imported.document)
        {
          digests.append(
            DataDigest(
              source: "'\(name)'", digest: ChartDigest.digest(of: chart),
              expected: AltTextContent(ChartAnalysis(chart))))
        }
      }
    }
    self.init(document: document, dataDigests: digests)
  }

  /// The chart files that may hold an SVG's data, in the order they are tried: for
  /// `sales.svg`, `sales.chart.json`, `sales.vl.json` and `sales.json` in the same folder (so
  /// `cars.vl.svg` finds `cars.vl.json`).
  ///
  /// - Parameter url: The SVG file.
  /// - Returns: The candidate files, which need not exist.
  public static func siblingChartCandidates(of url: URL) -> [URL] {
    let name = url.lastPathComponent
    let suffix = ChartInputKind.svgExport.extensions.first { name.lowercased().hasSuffix($0) }
    let stem = suffix.map { String(name.dropLast($0.count)) } ?? name
    let folder = url.deletingLastPathComponent()
    return ["\(stem).chart.json", "\(stem).vl.json", "\(stem).json"].map {
      folder.appendingPathComponent($0)
    }
  }
}
