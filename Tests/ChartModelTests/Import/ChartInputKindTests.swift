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
      ],
      [
        ChartInputKind.csv, .tsv, .vegaLite, .vegaLite, .chartSpec, .csv, .tsv, .chartSpec,
        .vegaLite, .chartSpec, .chartSpec,
      ]))
  func detection(input: (name: String, content: String), expected: ChartInputKind) {
    #expect(ChartInputKind.detect(name: input.name, data: Data(input.content.utf8)) == expected)
  }
}
