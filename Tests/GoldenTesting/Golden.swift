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
  public static var specNames: [String] {
    let folder = root.appendingPathComponent("charts")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".chart.json") }
      .map { String($0.dropLast(".chart.json".count)) }.sorted()
  }

  /// The valid specs: those whose name has neither `_invalid` nor `_inaccessible`.
  public static var validSpecNames: [String] {
    specNames.filter { !$0.contains("_invalid") && !$0.contains("_inaccessible") }
  }

  /// The URL of a chart spec by name.
  public static func spec(_ name: String) -> URL {
    root.appendingPathComponent("charts").appendingPathComponent("\(name).chart.json")
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
