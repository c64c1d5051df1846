import Testing

@testable import ChartA11y

@Suite("Residuals about the piecewise-linear fit")
struct FitResidualsTests {
  @Test("the residuals equal values minus each segment's line, for any stretch")
  func matchStoredResiduals() throws {
    let values = ChangePointsTests.noise(count: 90, seed: 4).enumerated().map {
      $0.element + ($0.offset < 40 ? 0.5 * Double($0.offset) : 20 - 0.3 * Double($0.offset - 40))
    }
    let positions = SeriesPositions(stepsFrom: 1_900, count: values.count)
    let segments = ChangePoints.segments(x: Array(positions), y: values)
    #expect(segments.count > 1)
    let fit = segments.map { (range: $0.range, segment: $0) }
    var stored = values
    for segment in segments {
      for index in segment.range { stored[index] -= segment.fitted(at: positions[index]) }
    }
    for stretch in [0..<90, 0..<1, 35..<62, 89..<90, 50..<50] {
      let residuals = FitResiduals(
        values: values, positions: positions, segments: fit, stretch: stretch)
      #expect(Array(residuals).map(\.bitPattern) == stored[stretch].map(\.bitPattern))
      #expect(residuals.underestimatedCount == stretch.count)
    }
  }
}
