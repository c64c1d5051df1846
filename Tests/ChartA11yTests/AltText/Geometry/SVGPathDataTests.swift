import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("SVG path data: every command, relative and absolute, bounded")
struct SVGPathDataTests {
  static func points(_ d: String) throws -> [[SVGPoint]] {
    try SVGPathData(d).subpaths.map(\.points)
  }

  static func p(_ x: Double, _ y: Double) -> SVGPoint { SVGPoint(x: x, y: y) }

  @Test("Move, line, horizontal, vertical and close, absolute and relative")
  func straight() throws {
    let path = try SVGPathData("M 10 20 L 30 40 h 5 v -10 H 0 V 1 l 1 1 z m 2 2 1 1")
    #expect(
      path.subpaths.map(\.points) == [
        [
          Self.p(10, 20), Self.p(30, 40), Self.p(35, 40), Self.p(35, 30), Self.p(0, 30),
          Self.p(0, 1), Self.p(1, 2),
        ],
        // After z the current point is the subpath's start; m's extra pairs are line-tos.
        [Self.p(12, 22), Self.p(13, 23)],
      ])
    #expect(path.subpaths.map(\.isClosed) == [true, false])
    #expect(path.errorOffset == nil)
  }

  @Test("Curves and arcs contribute their end points")
  func curves() throws {
    #expect(
      try Self.points("M0 0C1 1 2 2 3 3S5 5 6 6Q7 7 8 8T9 9A5 5 0 0 1 19 9a1 1 0 1 0 1 1")
        == [
          [
            Self.p(0, 0), Self.p(3, 3), Self.p(6, 6), Self.p(8, 8), Self.p(9, 9),
            Self.p(19, 9), Self.p(20, 10),
          ]
        ])
    // Arc flags need no separator: "a1 1 0 00 1 1" is rx 1, ry 1, rotation 0, flags 0 0.
    #expect(try Self.points("M0 0a1 1 0 001 1") == [[Self.p(0, 0), Self.p(1, 1)]])
  }

  @Test("Numbers as SVG writes them: exponents, .5.5, signs as separators, commas")
  func numbers() throws {
    #expect(
      try Self.points("M1e-3,.5.5-2L-.5e1+3") == [
        [Self.p(0.001, 0.5), Self.p(0.5, -2), Self.p(-5, 3)]
      ])
    #expect(try Self.points("M 1E2 2e+1") == [[Self.p(100, 20)]])
  }

  @Test(
    "A mistake ends the path there, keeping what came before",
    arguments: [
      ("M 0 0 L 1 1 X 2 2", 12), ("M 0 0 L 1", 6), ("L 1 1", 0), ("M 0 0 L NaN 1", 6),
      ("M 0 0 L 1e300 1", 6), ("M 0 0 L 1e16 1", 6), ("M 0 0 A 1 1 0 2 0 3 3", 6),
    ])
  func mistakes(_ d: String, _ offset: Int) throws {
    let path = try SVGPathData(d)
    #expect(path.errorOffset == offset)
    #expect(path.subpaths.flatMap(\.points).allSatisfy { $0.x.isFinite && abs($0.x) <= 1e15 })
  }

  @Test("More commands than the limit are refused")
  func commandLimit() {
    let d = "M 0 0" + String(repeating: " L 1 1", count: 10)
    #expect(throws: ChartImportError.self) {
      _ = try SVGPathData(d, limits: SVGLimits(maximumPathCommands: 10))
    }
    #expect((try? SVGPathData(d, limits: SVGLimits(maximumPathCommands: 11))) != nil)
  }
}
