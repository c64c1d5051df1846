import ChartA11y
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
}
