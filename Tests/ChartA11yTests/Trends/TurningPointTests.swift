import Testing

@testable import ChartA11y

@Suite("Peaks and troughs with prominence")
struct TurningPointTests {
  static let series: [Double] = [0, 3, 1, 4, 2, 7, 1, 5, 0, 2, 6, 3, 3, 8, 2, 1]

  @Test(
    "prominence matches scipy.signal.peak_prominences",
    arguments: zip(
      [(1, .peak), (3, .peak), (5, .peak), (7, .peak), (10, .peak), (13, .peak)]
        + [(2, .trough), (4, .trough), (6, .trough), (8, .trough), (14, .trough)]
        as [(Int, TurningPoint.Kind)],
      // scipy 1.x peak_prominences(x, peaks) and peak_prominences(-x, troughs).
      [2, 2, 7, 4, 3, 7, 2, 2, 4, 7, 0] as [Double]))
  func prominence(_ point: (Int, TurningPoint.Kind), expected: Double) {
    #expect(TurningPoint.prominence(of: point.0, kind: point.1, in: Self.series) == expected)
  }

  @Test("a rise then a fall gives one peak at the largest value")
  func peakFromSegments() {
    let values: [Double] = [1, 2, 3, 4, 5, 9, 4, 3, 2, 1]
    let segments = [
      ChangePoints.Segment(range: 0..<5, slope: 1, intercept: 1),
      ChangePoints.Segment(range: 5..<10, slope: -1, intercept: 10),
    ]
    let found = TurningPoint.find(
      in: values, segments: segments, minimumProminence: 1, limit: 4)
    #expect(found == [TurningPoint(kind: .peak, index: 5, prominence: 8)])
  }

  @Test("turns below the minimum prominence are dropped")
  func smallTurnsDropped() {
    let values: [Double] = [1, 2, 3, 2.5, 4, 5]
    let segments = [
      ChangePoints.Segment(range: 0..<3, slope: 1, intercept: 1),
      ChangePoints.Segment(range: 3..<4, slope: -0.5, intercept: 4),
      ChangePoints.Segment(range: 4..<6, slope: 1, intercept: 0),
    ]
    #expect(
      TurningPoint.find(in: values, segments: segments, minimumProminence: 1, limit: 4).isEmpty)
    #expect(
      TurningPoint.find(in: values, segments: segments, minimumProminence: 0.5, limit: 4).map(
        \.kind) == [.peak, .trough])
  }

  @Test("a flat segment between a rise and a fall is passed over: a plateau is still a peak")
  func flatBetween() {
    let values: [Double] = [1, 2, 3, 4, 8, 8, 8, 4, 3, 2, 1]
    let segments = [
      ChangePoints.Segment(range: 0..<4, slope: 1, intercept: 1),
      ChangePoints.Segment(range: 4..<7, slope: 0, intercept: 8),
      ChangePoints.Segment(range: 7..<11, slope: -1, intercept: 11),
    ]
    // The first of the tied largest values, as `max(by:)` keeps; prominence 8 − 1.
    #expect(
      TurningPoint.find(in: values, segments: segments, minimumProminence: 1, limit: 4)
        == [TurningPoint(kind: .peak, index: 4, prominence: 7)])
  }

  @Test("a symmetric U whose middle segment has slope exactly 0 has its trough")
  func symmetricTrough() throws {
    // (x − 10)² / 10 for x = 0…20: PELT's middle segment is symmetric about the bottom.
    let values = (0...20).map { Double(($0 - 10) * ($0 - 10)) / 10 }
    let observations = values.enumerated().map {
      Observation(x: .number(Double($0.offset)), value: $0.element)
    }
    let trend = try #require(TrendAnalysis(observations, unit: nil))
    #expect(trend.turningPoints.map(\.x) == [.number(10)])
    #expect(trend.turningPoints.map(\.kind) == [.trough])
  }
}
