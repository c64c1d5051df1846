import ChartImport
import ChartModel
import Foundation
import Testing

@Suite("Input kind detection")
struct ChartInputKindTests {
  @Test(
    "Kinds are detected by extension, then by content",
    arguments: zip(
      [
        ("a.csv", "{}"), ("a.TSV", "x"), ("a.vl.json", "{}"),
        ("a.json", #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json"}"#),
        ("a.json", #"{"version": 1, "marks": []}"#), ("data", "year,value\n1,2\n"),
        ("data", "year\tvalue\n1\t2\n"), ("-", "  \n{\"version\": 1}"),
        ("b.json", #"{"mark": "bar", "data": {"values": []}}"#),
        ("c.json", #"{"version": 1, "marks": [{"type": "bar"}]}"#),
        ("d.chart.json", #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json"}"#),
        ("e.SVG", "a,b\n1,2\n"), ("-", "\u{FEFF} \n<?xml version=\"1.0\"?><svg/>"),
        ("chart", "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>"),
        ("chart.txt", "\t<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\"><svg/>"),
        ("f.tab", "<svg/>"), ("g", "<table>,x\n"),
      ],
      [
        ChartInputKind.csv, .tsv, .vegaLite, .vegaLite, .chartSpec, .csv, .tsv, .chartSpec,
        .vegaLite, .chartSpec, .chartSpec, .svgExport, .svgExport, .svgExport, .svgExport, .tsv,
        .csv,
      ]))
  func detection(input: (name: String, content: String), expected: ChartInputKind) {
    #expect(ChartInputKind.detect(name: input.name, data: Data(input.content.utf8)) == expected)
  }

  @Test("Each kind's extensions name it, and no extension names two kinds")
  func extensions() {
    for kind in ChartInputKind.allCases {
      for suffix in kind.extensions {
        #expect(ChartInputKind.detect(name: "x" + suffix.uppercased()) == kind, "\(suffix)")
      }
    }
    #expect(ChartInputKind.detect(name: "chart.json") == nil)
    #expect(ChartInputKind.detect(name: nil) == nil)
    #expect(ChartInputKind.allCases.filter(\.isDelimitedData) == [.csv, .tsv])
  }
}
