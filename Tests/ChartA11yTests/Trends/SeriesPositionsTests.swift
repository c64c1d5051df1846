import Testing

@testable import ChartA11y

@Suite("Series positions")
struct SeriesPositionsTests {
  @Test(
    "consecutive steps read back bit for bit, and the median matches Selection.median",
    arguments: zip([1, 2, 3, 4, 7, 10], [0.0, 5, -3, 0.1, 1e15, 2_000.5]))
  func steps(_ count: Int, _ origin: Double) {
    let expected = (0..<count).map { origin + Double($0) }
    let positions = SeriesPositions(count: count) { origin + Double($0) }
    #expect(Array(positions).map(\.bitPattern) == expected.map(\.bitPattern))
    #expect(positions.median().bitPattern == Selection.median(expected).bitPattern)
    let stated = SeriesPositions(stepsFrom: origin, count: count)
    #expect(Array(stated) == expected)
    #expect(stated.median() == Selection.median(expected))
  }

  @Test("positions that are not steps are kept as given")
  func explicit() {
    let given: [Double] = [3, 1, 4, 1, 5, 9, 2, 6]
    let positions = SeriesPositions(count: given.count) { given[$0] }
    #expect(Array(positions) == given)
    #expect(positions.median() == Selection.median(given))
    #expect(Array(positions[2...4]) == [4, 1, 5])
    let gap = SeriesPositions(count: 4) { [10, 11, 13, 14][$0] }
    #expect(Array(gap) == [10, 11, 13, 14])
    let missing = SeriesPositions(count: 3) { [0, .nan, 2][$0] }
    #expect(missing[1].isNaN)
    #expect(missing[2] == 2)
  }
}
