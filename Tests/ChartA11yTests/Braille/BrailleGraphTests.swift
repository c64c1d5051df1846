import ChartA11y
import ChartModel
import Foundation
import GoldenTesting
import Testing

@Suite("Braille graphs: levels, gaps, groups, the marked point")
struct BrailleGraphTests {
  @Test("Each quarter of the range is one level: 1 + min(3, ⌊4 (v − lo) ÷ (hi − lo)⌋)")
  func levels() {
    let graph = BrailleGraph(values: [0, 1, 2, 3, 4, 5, 6, 7, 8])
    #expect(graph.levels == [1, 1, 2, 2, 3, 3, 4, 4, 4])
    #expect(graph.cells(marking: nil) == "⣀⣀⣤⣤⣶⣶⣿⣿⣿")
    #expect(graph.range == 0...8)
    #expect(BrailleGraph.level(of: 1.99, in: 0...8) == 1)
    #expect(BrailleGraph.level(of: 2, in: 0...8) == 2)
    #expect(BrailleGraph.level(of: 5, in: 5...5) == 1)
  }

  @Test("A gap is a blank cell; the marked cell keeps its left column, a marked gap is ⡁")
  func gapsAndMarks() {
    let graph = BrailleGraph(values: [-4, nil, 0, 4])
    #expect(graph.cells(marking: nil) == "⣀⠀⣶⣿")
    #expect(graph.cells(marking: 0) == "⡀⠀⣶⣿")
    #expect(graph.cells(marking: 1) == "⣀⡁⣶⣿")
    #expect(graph.cells(marking: 3) == "⣀⠀⣶⡇")
  }

  @Test("More points than cells: groups of ⌈n ÷ cells⌉, each drawn at its mean")
  func groups() {
    // Means of pairs: 1, 3, 5, 7, 9 (and a last group of one, 10).
    let graph = BrailleGraph(values: [0, 2, 2, 4, 4, 6, 6, 8, 8, 10, 10], maximumCells: 6)
    #expect(graph.groupSize == 2)
    #expect(graph.range == 1...10)
    #expect(graph.levels == [1, 1, 2, 3, 4, 4])
    #expect(graph.cell(ofPoint: 0) == 0 && graph.cell(ofPoint: 3) == 1)
    #expect(graph.cell(ofPoint: 10) == 5)
  }

  /// A line chart of `blocks` runs of five points at steps of 1, the runs `spacing` apart, each
  /// point's y its run's number: every jump is one gap of `spacing` − 5 missing positions
  /// (four regular steps in five differences, RegularStep's 80 %), and a point's slot in the
  /// graph is its x.
  static func blocks(_ blocks: Int, spacing: Int) throws -> ChartAnalysis {
    let rows = (0..<blocks).flatMap { block in
      (0..<5).map { #"{"x": \#(block * spacing + $0), "y": \#(block)}"# }
    }
    let json = """
      {"version": 1, "data": {"values": [\(rows.joined(separator: ", "))]},
       "marks": [{"type": "line", "x": {"field": "x", "type": "quantitative"},
                  "y": {"field": "y", "type": "quantitative"}}]}
      """
    let document = try ChartDocument(
      json: Data(json.utf8), baseDirectory: URL(fileURLWithPath: "/"))
    return ChartAnalysis(try AccessibleChart(document))
  }

  @Test("Gaps are drawn as the blank slots they stand for, grouped like points")
  func gapSlots() throws {
    let analysis = try Self.blocks(6, spacing: 12)
    #expect(analysis.series[0].missingRuns.map(\.count) == Array(repeating: 7, count: 5))
    // The same slots spelt out one by one: 5 points, 7 gaps, ..., 5 points (67 slots).
    var expanded: [Double?] = []
    for block in 0..<6 {
      if block > 0 { expanded += Array(repeating: nil, count: 7) }
      expanded += Array(repeating: Double(block), count: 5)
    }
    for cells in [100, 40, 9, 1] {
      let graph = BrailleGraph(analysis, seriesIndex: 0, maximumCells: cells)
      let reference = BrailleGraph(values: expanded, maximumCells: cells)
      #expect(graph.levels == reference.levels, "\(cells) cells")
      #expect(graph.groupSize == reference.groupSize && graph.range == reference.range)
      for point in 0..<30 {
        #expect(graph.cell(ofPoint: point) == (point / 5 * 12 + point % 5) / graph.groupSize)
      }
    }
  }

  @Test("A hundred gaps of a million positions are drawn in 40 cells, without a slot each")
  func millionPositionGaps() throws {
    let analysis = try Self.blocks(100, spacing: 1_000_000)
    #expect(analysis.series[0].missingRuns.map(\.count) == Array(repeating: 999_995, count: 99))
    let started = ContinuousClock.now
    let graph = BrailleGraph(analysis, seriesIndex: 0)
    let elapsed = ContinuousClock.now - started
    // 99,000,005 slots: 5 points in each block, 999,995 missing after all but the last.
    #expect(graph.groupSize == 2_475_001)
    #expect(graph.levels.count == 40)
    // Group 0 holds blocks 0–2 (mean 1), the last blocks 97–99 (mean 98).
    #expect(graph.range == 1...98)
    #expect(graph.levels.first == 1 && graph.levels.last == 4 && !graph.levels.contains(nil))
    for point in [0, 4, 5, 251, 499] {
      let slot = point / 5 * 1_000_000 + point % 5
      #expect(graph.cell(ofPoint: point) == slot / 2_475_001)
    }
    // One slot per position took 1.6 GB and seconds; runs take microseconds.
    #expect(elapsed < .seconds(1), "\(elapsed)")
  }
}
