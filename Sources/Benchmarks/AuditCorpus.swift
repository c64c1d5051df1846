import Foundation

/// The `audit` case's input: chart specs of 1,000 points each, shaped like the corpus of
/// `scripts/make_audit_corpus.py` (four series of 250 years in inline rows, a line with a
/// rule, every third chart with accessibility problems so that every rule reports).
///
/// The values are the seeded random walk (``RandomWalk``), 1,000 a file, so the same count
/// gives the same files on every machine.
enum AuditCorpus {
  /// The points in each spec.
  static let pointsPerFile = 1_000

  /// The number of specs for a benchmark size: one per 1,000 points, at least one.
  static func fileCount(points count: Int) -> Int {
    max(1, count / pointsPerFile)
  }

  /// Writes the specs into `folder` (created if needed) and returns their URLs in order.
  ///
  /// - Parameters:
  ///   - count: The benchmark size; ``fileCount(points:)`` specs are written.
  ///   - folder: Where to write `chart-<n>.chart.json`.
  /// - Returns: The specs' URLs.
  /// - Throws: Errors from creating the folder or writing a file.
  /// - Complexity: O(count).
  static func write(points count: Int, to folder: URL) throws -> [URL] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = fileCount(points: count)
    let values = RandomWalk.values(count: files * pointsPerFile)
    let regions = ["North", "South", "East", "West"]
    let palettes = [
      ["#0072b2", "#d55e00", "#009e73", "#cc79a7"], ["blue", "teal", "indigo", "mint"],
      ["#d62728", "#2ca02c", "#1f77b4", "#9467bd"], ["#1b4f72", "#7d3c98", "#b9770e", "#196f3d"],
    ]
    let years = pointsPerFile / regions.count
    var urls: [URL] = []
    for file in 0..<files {
      var rows: [String] = []
      rows.reserveCapacity(pointsPerFile)
      for (series, region) in regions.enumerated() {
        for year in 0..<years {
          let value = values[file * pointsPerFile + series * years + year] + 100
          rows.append(#"{"year":\#(1900 + year),"region":"\#(region)","sales":\#(value)}"#)
        }
      }
      let flaw = file % 3 == 0
      let hidden = flaw && file % 2 == 0
      let position = flaw ? #","position":{"by":{"field":"region","label":"Region"}}"# : ""
      let sonification =
        flaw ? #","sonification":{"minimumFrequencyHz":50,"noteDurationSeconds":0.02}"# : ""
      let spec = """
        {"version":1,"title":"Sales by region, chart \(file)",\
        "data":{"values":[\(rows.joined(separator: ","))]},\
        "axes":{"y":{"title":"Sales","unit":"USD","hidden":\(hidden)}},\
        "legend":{"hidden":\(flaw)},\
        "foregroundStyleScale":{"domain":["North","South","East","West"],\
        "range":[\(palettes[file % palettes.count].map { "\"\($0)\"" }.joined(separator: ","))]},\
        "marks":[{"type":"line",\
        "x":{"field":"year","label":"Year","type":"temporal","unit":"year"},\
        "y":{"field":"sales","label":"Sales"},\
        "series":{"field":"region","label":"Region"},\
        "foregroundStyle":{"by":{"field":"region","label":"Region"}}\(position)},\
        {"type":"rule","y":{"value":50,"label":"\(flaw ? "" : "Target")"}}]\(sonification)}
        """
      let url = folder.appendingPathComponent("chart-\(file).chart.json")
      try Data(spec.utf8).write(to: url)
      urls.append(url)
    }
    return urls
  }
}
