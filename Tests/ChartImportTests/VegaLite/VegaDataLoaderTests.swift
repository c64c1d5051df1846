import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartImport

@Suite("Vega-Lite data loading")
struct VegaDataLoaderTests {
  @Test("Top-level datasets, local CSV and JSON files are read relative to the spec")
  func dataSources() throws {
    try withTemporaryFolder(holding: [
      "d.csv": "k,v\na,1\nb,2\n", "d.json": #"[{"k": "a", "v": 3}]"#, "d.tsv": "k\tv\nz\t9\n",
    ]) { folder in
      for (source, expected) in [
        (#""data": {"url": "d.csv"}"#, ["1", "2"]), (#""data": {"url": "d.json"}"#, ["3"]),
        (#""data": {"url": "d.tsv"}"#, ["9"]),
        (#""data": {"name": "t"}, "datasets": {"t": [{"k": "x", "v": 7}]}"#, ["7"]),
      ] {
        let chart = try importVegaLite(
          """
          {\(source), "mark": "bar",
           "encoding": {"x": {"field": "k", "type": "nominal"},
                        "y": {"field": "v", "type": "quantitative"}}}
          """, directory: folder)
        #expect(cells(chart, "v") == expected)
      }
    }
  }

  @Test("A remote url is an unreadable-data error at its path")
  func remoteURL() {
    #expect(
      throws: ChartSpecError(
        .unreadableData(
          "remote data 'https://example.com/d.csv' is not fetched (chart-describe works "
            + "offline); download it and give its local path"),
        path: SpecPath.root.appending("data").appending("url"))
    ) {
      try importVegaLite(
        #"{"data": {"url": "https://example.com/d.csv"}, "mark": "bar", "encoding": {}}"#)
    }
  }

  @Test("A missing local file is an unreadable-data error")
  func missingFile() {
    #expect(
      throws: ChartSpecError(
        .unreadableData("data file 'nope.csv' does not exist"),
        path: SpecPath.root.appending("layer").appending(index: 0).appending("data")
          .appending("url"))
    ) {
      try importVegaLite(
        #"{"layer": [{"data": {"url": "nope.csv"}, "mark": "bar", "encoding": {}}]}"#)
    }
  }

  @Test("Inline CSV text and sequences are data too")
  func inlineTextAndSequence() throws {
    let text = try importVegaLite(
      #"""
      {"data": {"values": "k,v\na,1\nb,2", "format": {"type": "csv"}}, "mark": "bar",
       "encoding": {"x": {"field": "k", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """#)
    #expect(cells(text, "v") == ["1", "2"])
    let sequence = try importVegaLite(
      """
      {"data": {"sequence": {"start": 0, "stop": 4, "as": "x"}},
       "transform": [{"calculate": "datum.x * datum.x", "as": "y"}], "mark": "line",
       "encoding": {"x": {"field": "x", "type": "quantitative"},
                    "y": {"field": "y", "type": "quantitative"}}}
      """)
    #expect(cells(sequence, "y") == ["0", "1", "4", "9"])
  }
}
