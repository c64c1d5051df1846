import ChartA11y
import ChartImport
import ChartModel
import Foundation

/// One measured operation of the benchmark, run on the seeded random walk of a given length.
enum BenchmarkCase: String, CaseIterable, Sendable {
  /// ``SummaryStatistics`` (count, extrema, compensated mean, first, last) in one pass over
  /// the values as a dense `[Double]`.
  case statistics
  /// ``MannKendall/test(_:alpha:)``, the original test.
  case mannKendall = "mann-kendall"
  /// ``SensSlope/estimate(_:)``, the exact median pairwise slope.
  case sensSlope = "sens-slope"
  /// Mann-Kendall and Sen's slope, what pymannkendall's `original_test` computes:
  /// ``MannKendall/testWithSensSlope(_:alpha:)``, the two on two threads at once.
  case mannKendallAndSen = "mann-kendall-sen"
  /// ``TrendAnalysis``: whole-series test and slope, change points, segment tests, extremes.
  case shape
  /// The whole `describe` pipeline from a chart spec and CSV file to plain text.
  case describe
  /// The `describe` pipeline from a chart spec whose CSV file is the same walk in a European
  /// spreadsheet's dialect (`;` between fields, `,` as the decimal mark: `12,3456`), so that
  /// the table prints the cost of the dialect beside `describe` (issue 38: at most 1.2 times).
  case describeEuropean = "describe-european"
  /// ``CSVReader/read(_:file:dialect:)`` of the walk's CSV file alone: the part of
  /// `describe` that the dialect changes.
  case readCSV = "read-csv"
  /// The same of the walk in the European dialect.
  case readCSVEuropean = "read-csv-european"
  /// The same, to `--format json`, streamed in pieces (``JSONRenderer/write(_:description:pieceBytes:to:)``)
  /// that are counted and dropped, as `describe --format json` writes them to a file.
  case describeJSON = "describe-json"
  /// ``Auditor/auditFile(at:)`` on one chart spec of 1,000 points (inline rows) per 1,000 of
  /// the size, on one thread: `chart-describe audit --jobs 1` without the report
  /// (``AuditCorpus``).
  case audit

  /// The name printed in the table.
  var title: String {
    switch self {
    case .statistics: return "one-pass statistics"
    case .mannKendall: return "Mann-Kendall"
    case .sensSlope: return "Sen's slope"
    case .mannKendallAndSen: return "Mann-Kendall + Sen"
    case .shape: return "trend and shape"
    case .describe: return "describe (CSV to text)"
    case .describeEuropean: return "describe (European CSV)"
    case .readCSV: return "read CSV"
    case .readCSVEuropean: return "read CSV (European)"
    case .describeJSON: return "describe (CSV to JSON)"
    case .audit: return "audit (specs of 1e3 points)"
    }
  }

  /// The input a case needs, prepared outside the timed region.
  enum Input {
    /// The values of the walk.
    case values([Double])
    /// The walk as observations at x = 0, 1, 2, ...
    case observations([Observation])
    /// The chart spec file reading the walk's CSV.
    case chart(URL)
    /// Chart spec files to audit.
    case files([URL])
  }

  /// Builds the input for `count` values; `chart` is the spec the parent wrote for `describe`.
  ///
  /// - Parameters:
  ///   - count: The series length.
  ///   - chart: The chart spec of the same walk (used by `describe` only; `audit` writes its
  ///     specs into a folder beside it).
  /// - Returns: The prepared input.
  /// - Throws: Errors writing the audit's specs.
  func input(count: Int, chart: URL) throws -> Input {
    switch self {
    case .audit:
      return .files(
        try AuditCorpus.write(
          points: count,
          to: chart.deletingLastPathComponent().appendingPathComponent("audit-corpus")))
    case .describe, .describeJSON: return .chart(chart)
    case .readCSV:
      return .chart(chart.deletingLastPathComponent().appendingPathComponent("walk.csv"))
    case .readCSVEuropean:
      return .chart(chart.deletingLastPathComponent().appendingPathComponent("walk-eu.csv"))
    case .describeEuropean:
      return .chart(
        chart.deletingLastPathComponent().appendingPathComponent(RandomWalk.europeanChartName))
    case .shape:
      let values = RandomWalk.values(count: count)
      return .observations(
        values.enumerated().map { Observation(x: .number(Double($0.offset)), value: $0.element) })
    default: return .values(RandomWalk.values(count: count))
    }
  }

  /// Runs the case once on a prepared input.
  ///
  /// - Parameter input: The input from ``input(count:chart:)``.
  /// - Returns: A number derived from the result, so the work cannot be optimised away.
  /// - Throws: Errors of the measured operation (too little data, an unreadable chart).
  func run(_ input: Input) throws -> Double {
    switch (self, input) {
    case (.statistics, .values(let values)):
      return SummaryStatistics(values: values) { .number(Double($0)) }?.mean ?? .nan
    case (.mannKendall, .values(let values)):
      return try MannKendall.test(values).z
    case (.sensSlope, .values(let values)):
      return try SensSlope.estimate(values).slope
    case (.mannKendallAndSen, .values(let values)):
      let (test, line) = try MannKendall.testWithSensSlope(values)
      return test.z + line.slope
    case (.shape, .observations(let observations)):
      guard let trend = TrendAnalysis(observations, unit: nil) else { return .nan }
      return trend.mannKendall.z
    case (.describe, .chart(let url)), (.describeEuropean, .chart(let url)):
      let analysis = try Self.analysis(of: url)
      return Double(PlainTextRenderer.render(ChartDescriber.describe(analysis)).utf8.count)
    case (.readCSV, .chart(let url)), (.readCSVEuropean, .chart(let url)):
      return Double(try CSVReader.read(Data(contentsOf: url), file: url.lastPathComponent).rowCount)
    case (.describeJSON, .chart(let url)):
      let analysis = try Self.analysis(of: url)
      var bytes = 0
      try JSONRenderer.write(analysis, description: ChartDescriber.describe(analysis)) {
        bytes += $0.utf8.count
      }
      return Double(bytes)
    case (.audit, .files(let urls)):
      let auditor = Auditor()
      return Double(urls.reduce(0) { $0 + auditor.auditFile(at: $1).count })
    default:
      return .nan
    }
  }

  /// Reads and analyses a chart spec as `chart-describe describe` does: the document is a
  /// temporary, freed before the analysis.
  ///
  /// - Throws: Errors reading or validating the chart.
  private static func analysis(of url: URL) throws -> ChartAnalysis {
    let data = try Data(contentsOf: url)
    let chart = try AccessibleChart(
      ChartDocument(json: data, baseDirectory: url.deletingLastPathComponent()))
    return ChartAnalysis(chart)
  }
}
