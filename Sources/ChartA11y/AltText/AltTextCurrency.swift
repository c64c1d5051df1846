import ChartImport
import ChartModel
import Foundation

/// The one verdict on whether an SVG's alt text is current: `audit`
/// (``SVGAltTextStaleRule``), `alt-text --check` and `alt-text --write` all decide by it, so
/// following any one's advice satisfies the others.
///
/// The alt text is compared with each source of the data the SVG may have been described
/// from; the file does not record which one `alt-text` used:
/// 1. a chart given with `--spec`, when there is one (then it is the only source);
/// 2. the SVG itself, read as every command reads an SVG export (``ChartInputReader``: its
///    marks' labels, or its drawing), which is what `alt-text` describes without `--spec`;
/// 3. the first chart file beside it with the same stem
///    (``siblingChartCandidates(of:)``).
public enum AltTextCurrency {
  /// The source name of the data an SVG's own marks carry.
  public static let ownMarksSource = "the data its marks carry"

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

  /// The digests of the sources that can be read, in the order above; a source that cannot
  /// be read is left out.
  ///
  /// - Parameters:
  ///   - svg: The file's bytes.
  ///   - url: The file, or `nil` when it has no folder (no sibling is looked for).
  ///   - given: The chart given with `--spec`, if any.
  ///   - limits: Reading limits.
  /// - Returns: One digest per readable source, with the alt text written for it.
  /// - Complexity: O(*n*) in the size of the file and of the sibling chart's data.
  public static func sources(
    of svg: Data, at url: URL?, given: AccessibleChart? = nil, limits: SVGLimits = SVGLimits()
  ) -> [AltTextSource] {
    func digest(_ chart: AccessibleChart, _ source: String) -> AltTextSource {
      AltTextSource(
        source: source, digest: ChartDigest.digest(of: chart),
        expected: AltTextContent(ChartAnalysis(chart)),
        isApproximate: chart.drawingReading != nil)
    }
    if let given { return [digest(given, "the chart given")] }
    var digests: [AltTextSource] = []
    let folder =
      url?.deletingLastPathComponent()
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    if let imported = try? ChartInputReader.read(
      svg, kind: .svgExport, file: url?.lastPathComponent ?? "<stdin>", baseDirectory: folder,
      svgLimits: limits), let chart = try? AccessibleChart(imported.document)
    {
      digests.append(digest(chart, ownMarksSource))
    }
    if let url,
      let sibling = siblingChartCandidates(of: url).first(where: {
        FileManager.default.isReadableFile(atPath: $0.path)
      }), let input = try? ChartInputFile(contentsOf: sibling, name: sibling.lastPathComponent),
      let imported = try? ChartInputReader.read(
        input.data, kind: input.kind, file: sibling.lastPathComponent,
        baseDirectory: sibling.deletingLastPathComponent()),
      let chart = try? AccessibleChart(imported.document)
    {
      digests.append(digest(chart, "'\(sibling.lastPathComponent)'"))
    }
    return digests
  }

  /// The verdict against the sources: `.current` when the alt text is current for one of
  /// them; `.missing` without a name or digest; `.edited` when the digest matches a source but
  /// the words written for it were changed; `.stale` when no source matches and one of them is
  /// exact data; `nil` (undecided) when the only sources are read from a drawing, whose values
  /// are approximate, or there is none: alt text written from a chart given with `--spec`
  /// cannot be told from stale alt text without that chart.
  ///
  /// - Returns: The status and the source it was decided by (`nil` for `.missing`, and for
  ///   `.stale`, which no source matches), or `nil` when undecided.
  /// - Complexity: O(*s*) in the sources.
  public static func status(of document: SVGDocument, sources: [AltTextSource])
    -> (status: SVGAltTextStatus, source: AltTextSource?)?
  {
    let statuses = sources.map {
      SVGAltText.status(of: document, digest: $0.digest, expected: $0.expected)
    }
    if let index = statuses.firstIndex(of: .current) { return (.current, sources[index]) }
    if SVGAltText.status(of: document, digest: "") == .missing { return (.missing, nil) }
    if let index = statuses.firstIndex(of: .edited) { return (.edited, sources[index]) }
    return sources.contains { !$0.isApproximate } ? (.stale, nil) : nil
  }
}

/// The digest of one source of the data an SVG shows, and the alt text written for it.
public struct AltTextSource: Hashable, Sendable {
  /// Where the data came from, in words: `the data its marks carry`, or a file name.
  public var source: String
  /// ``ChartDigest/digest(of:)`` of that data.
  public var digest: String
  /// The alt text chart-describe would write for that data, to tell an edited title or
  /// description; `nil` when not computed.
  public var expected: AltTextContent?
  /// Whether the data was read from a drawing, its values approximate: a digest that does not
  /// match it is no evidence of stale alt text.
  public var isApproximate: Bool

  /// Creates a source's digest.
  public init(
    source: String, digest: String, expected: AltTextContent? = nil, isApproximate: Bool = false
  ) {
    self.source = source
    self.digest = digest
    self.expected = expected
    self.isApproximate = isApproximate
  }
}
