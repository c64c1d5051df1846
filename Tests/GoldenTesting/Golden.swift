import Foundation
import Testing

/// Locates the repository's `fixtures` folder from this source file, so recording writes into
/// the source tree.
public enum Fixtures {
  /// The `fixtures` folder.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fixtures")

  /// The names of the chart specs in `fixtures/charts`, without `.chart.json`, sorted.
  ///
  /// - Throws: ``FixtureFolderError`` when the folder is missing or holds no chart spec.
  public static var specNames: [String] {
    get throws { try names(in: "charts", ending: ".chart.json") }
  }

  /// The valid specs: those whose name has neither `_invalid` nor `_inaccessible`.
  ///
  /// - Throws: ``FixtureFolderError`` when `fixtures/charts` is missing or has none.
  public static var validSpecNames: [String] {
    get throws {
      let names = try specNames.filter { !$0.contains("_invalid") && !$0.contains("_inaccessible") }
      guard !names.isEmpty else {
        throw FixtureFolderError(folder: "charts", ending: ".chart.json")
      }
      return names
    }
  }

  /// The names of the files in a folder of `fixtures` that end in a suffix, without it, sorted.
  ///
  /// Parameterized tests take their cases from here inside `try`, so that a moved or emptied
  /// folder fails them instead of running no case.
  ///
  /// - Parameters:
  ///   - folder: The folder, relative to `fixtures`, such as `vega-lite`.
  ///   - suffix: The ending, such as `.vl.json`.
  /// - Returns: The names without the ending, sorted.
  /// - Throws: ``FixtureFolderError`` when the folder cannot be listed or has no such file.
  public static func names(in folder: String, ending suffix: String) throws -> [String] {
    let url = root.appendingPathComponent(folder)
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: url.path)
    } catch {
      throw FixtureFolderError(folder: folder, ending: suffix)
    }
    let names = files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
    guard !names.isEmpty else { throw FixtureFolderError(folder: folder, ending: suffix) }
    return names.sorted()
  }

  /// Every chart the narration tests run on: the valid chart specs and the Vega-Lite corpus,
  /// by their path under `fixtures` (`charts/sales-report.chart.json`,
  /// `vega-lite/stocks-line.vl.json`).
  ///
  /// - Throws: ``FixtureFolderError`` when either folder is missing or empty.
  public static var narratedChartPaths: [String] {
    get throws {
      try validSpecNames.map { "charts/\($0).chart.json" }
        + names(in: "vega-lite", ending: ".vl.json").map { "vega-lite/\($0).vl.json" }
    }
  }

  /// The Vega-Lite corpus `scripts/vega_corpus.py --keep DIR` writes, when the environment
  /// variable `CHART_DESCRIBE_CORPUS` names that folder: absolute paths of its `.vl.json`
  /// specs, sorted; empty otherwise (the corpus needs Python packages the build does not).
  public static var corpusChartPaths: [String] {
    guard let folder = ProcessInfo.processInfo.environment["CHART_DESCRIBE_CORPUS"],
      !folder.isEmpty,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return [] }
    let base = URL(fileURLWithPath: folder, isDirectory: true)
    return names.filter { $0.hasSuffix(".vl.json") }.sorted().map {
      base.appendingPathComponent($0).path
    }
  }

  /// The charts the speech-engine and sound corpus tests run on (eSpeak NG speaking every
  /// sentence, or the tone synthesizer rendering every score):
  /// every narrated chart and the corpus (``narratedChartPaths``, ``corpusChartPaths``) in
  /// the full tier, ``speechSubsetPaths`` in the fast tier (``TestTier``).
  ///
  /// - Throws: ``FixtureFolderError`` when a fixture folder is missing or empty.
  public static var speechChartPaths: [String] {
    get throws { TestTier.isFull ? try narratedChartPaths + corpusChartPaths : speechSubsetPaths }
  }

  /// A fixed few of the narrated charts that between them have every chart kind, cue (tone
  /// event kind), timbre and narration step of them all; `SpeechSubsetTests` checks that and
  /// names the charts to add when a new kind or cue appears.
  public static let speechSubsetPaths: [String] = [
    "charts/commute-times-histogram.chart.json", "charts/driving-connected-scatter.chart.json",
    "charts/energy-mix-normalized.chart.json", "charts/monthly-temperature-heatmap.chart.json",
    "charts/ranked-reversed-sqrt.chart.json", "charts/reaction-time-intervals.chart.json",
    "charts/revenue-margin-two-axes.chart.json", "charts/sales-report.chart.json",
    "charts/share-price-candlestick-by-direction.chart.json",
    "charts/ticket-priority-ordered.chart.json", "charts/us-baby-names-ridgeline.chart.json",
    "charts/water-intake.chart.json", "vega-lite/household-budget-pie.vl.json",
  ]

  /// A fixture's URL from its path under `fixtures`, or an absolute path as it is (a corpus
  /// chart, ``corpusChartPaths``).
  public static func url(_ path: String) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
  }

  /// The URL of a chart spec by name.
  public static func spec(_ name: String) -> URL {
    root.appendingPathComponent("charts").appendingPathComponent("\(name).chart.json")
  }
}

/// A fixture folder that is missing, or holds no file of the kind a test lists.
public struct FixtureFolderError: Error, CustomStringConvertible {
  /// The folder, relative to `fixtures`.
  public var folder: String
  /// The ending looked for.
  public var ending: String

  /// `fixtures/charts has no *.chart.json file (missing or moved?)`.
  public var description: String {
    "fixtures/\(folder) has no *\(ending) file (missing or moved?)"
  }
}

/// Compares text with a golden file under `fixtures/`, showing a line diff on a mismatch.
///
/// Both sides are normalized to end in exactly one newline. With `RECORD_GOLDEN=1` the file is
/// rewritten and the expectation still fails, so a recording run is never mistaken for a pass.
public func expectGolden(
  _ actual: String, at relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = Fixtures.root.appendingPathComponent(relativePath)
  let normalized = actual.trimmingCharacters(in: .newlines) + "\n"
  if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(normalized.utf8).write(to: url, options: .atomic)
    Issue.record(
      "recorded \(relativePath); run again without RECORD_GOLDEN", sourceLocation: sourceLocation)
    return
  }
  guard let data = try? Data(contentsOf: url) else {
    Issue.record(
      "missing golden file \(relativePath); run with RECORD_GOLDEN=1 to create it",
      sourceLocation: sourceLocation)
    return
  }
  let expected = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines) + "\n"
  // return-allowed: the comparison is the check; a match records nothing.
  guard expected != normalized else { return }
  Issue.record(
    "\(relativePath) differs:\n\(lineDiff(expected: expected, actual: normalized))",
    sourceLocation: sourceLocation)
}

/// A minimal line diff: lines only in the golden file with `-`, only in the actual with `+`.
func lineDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let difference = new.difference(from: old)
  var lines: [String] = []
  for change in difference {
    switch change {
    case .remove(let offset, let line, _): lines.append("-\(offset + 1): \(line)")
    case .insert(let offset, let line, _): lines.append("+\(offset + 1): \(line)")
    }
  }
  return lines.joined(separator: "\n")
}

extension Fixtures {
  /// The cases of a parameterized test, or an error when there is none: a test whose cases are
  /// filtered from the fixtures fails, instead of passing having checked nothing, when the
  /// filter stops matching.
  ///
  ///     @Test(arguments: try Fixtures.nonEmpty(paths.filter(hasGaps), "charts with gaps"))
  ///
  /// - Parameters:
  ///   - cases: The filtered cases.
  ///   - what: What the cases are, for the error's message.
  /// - Returns: `cases`, when it is not empty.
  /// - Throws: ``NoTestCaseError`` when `cases` is empty.
  public static func nonEmpty<Cases: Collection>(_ cases: Cases, _ what: String) throws -> Cases {
    guard !cases.isEmpty else { throw NoTestCaseError(what: what) }
    return cases
  }
}

/// A parameterized test found no case to check (``Fixtures/nonEmpty(_:_:)``).
public struct NoTestCaseError: Error, CustomStringConvertible {
  /// What the test looked for, such as `narrated charts with separate notes`.
  public var what: String

  /// `no narrated charts with separate notes to test`.
  public var description: String { "no \(what) to test" }
}
