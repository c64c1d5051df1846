import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// Seeded mutations of the fixtures of each input kind, read and taken through the pipeline.
///
/// JSON chart spec, CSV, Vega-Lite, SVG export: read by ``ChartInputReader`` and, when they read, taken through the whole
/// pipeline (observations, analysis, description, audio score, narration script):
/// every case succeeds or throws ``ChartModel/ChartSpecError`` or ``ChartA11yError``. A crash
/// would end the test process.
///
/// `CHART_FUZZ_CASES` sets the cases per kind (see `FuzzGenerator`).
@Suite("Fuzz: chart inputs")
struct InputFuzzTests {
  private static func seeds(_ folder: String, ending: String) throws -> [Data] {
    try Fixtures.names(in: folder, ending: ending).map {
      try Data(
        contentsOf: Fixtures.root.appendingPathComponent(folder).appendingPathComponent(
          $0 + ending))
    }
  }

  private static func fuzz(
    _ kind: ChartInputKind, seeds: [Data], seed: UInt64, directory: String
  ) {
    var generator = FuzzGenerator(seed: seed)
    let base = Fixtures.root.appendingPathComponent(directory)
    for index in 0..<FuzzGenerator.caseCount {
      let data = generator.mutate(generator.pick(seeds))
      do {
        let imported = try ChartInputReader.read(
          data, kind: kind, file: "case-\(index)", baseDirectory: base)
        let analysis = ChartAnalysis(try AccessibleChart(imported.document))
        _ = ChartDescription(analysis, options: DescriptionOptions(level: .trends))
        let score = ScoreComposer.compose(
          analysis, options: SonificationOptions(spec: imported.document.spec.sonification))
        _ = NarrationScript(analysis: analysis, score: score, level: .trends)
      } catch is ChartSpecError {
      } catch is ChartA11yError {
      } catch {
        Issue.record("\(kind) case \(index): unexpected \(type(of: error)): \(error)")
      }
    }
  }

  @Test("Mutated chart specs read or throw a chart error")
  func chartSpecs() throws {
    Self.fuzz(
      .chartSpec, seeds: try Self.seeds("charts", ending: ".chart.json"), seed: 0x5EED_0101,
      directory: "charts")
  }

  @Test("Mutated CSV files read or throw a chart error")
  func csvFiles() throws {
    Self.fuzz(
      .csv, seeds: try Self.seeds("charts/data", ending: ".csv"), seed: 0x5EED_0102,
      directory: "charts/data")
  }

  @Test("Mutated Vega-Lite specs read or throw a chart error")
  func vegaLiteSpecs() throws {
    Self.fuzz(
      .vegaLite, seeds: try Self.seeds("vega-lite", ending: ".json"), seed: 0x5EED_0103,
      directory: "vega-lite")
  }

  @Test("Mutated SVG exports read or throw a chart error")
  func svgExports() throws {
    Self.fuzz(
      .svgExport, seeds: try Self.seeds("svg", ending: ".svg"), seed: 0x5EED_0104,
      directory: "svg")
  }
}
