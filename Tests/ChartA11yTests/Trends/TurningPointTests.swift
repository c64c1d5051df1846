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
}
