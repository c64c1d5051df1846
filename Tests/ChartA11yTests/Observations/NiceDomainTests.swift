import Testing

@testable import ChartA11y

/// d3's `nice()` as Vega calls it; every expected domain is the one vl-convert 1.9.0 draws
/// (the axis `aria-label` of the same Altair chart, `scripts/axis_span_oracle.py`).
@Suite("NiceDomain: d3's nice() with 10 ticks")
struct NiceDomainTests {
  @Test(
    "Linear domains move out to multiples of d3's tick increment",
    arguments: zip(
      [0.0...0.077, 20...35, 0...35, 3_675...10_067, -50...0, -3.5...7.75, 0...0.00044],
      [0.0...0.08, 20...36, 0...35, 3_500...10_500, -50...0, -4...8, 0...0.00045]))
  func linear(_ domain: ClosedRange<Double>, expected: ClosedRange<Double>) {
    #expect(NiceDomain.linear(domain) == expected)
  }

  @Test("A log domain moves out to powers of ten; one value or a non-positive end has none")
  func logAndDegenerate() {
    #expect(NiceDomain.log(20...35) == 10...100)
    #expect(NiceDomain.log(0...35) == nil)
    #expect(NiceDomain.linear(5...5) == nil)
  }

  @Test("The drawn span: zero then nice; an unknown nice keeps only the end at 0")
  func drawnSpan() {
    let values = 20.0...35
    #expect(
      DrawnSpan.drawn(over: values, values: values, kind: .linear, zero: true, nice: true)
        == DrawnSpan(lowerBound: 0, upperBound: 35))
    #expect(
      DrawnSpan.drawn(over: values, values: values, kind: .linear, zero: true, nice: nil)
        == DrawnSpan(lowerBound: 0, upperBound: nil))
    #expect(
      DrawnSpan.drawn(over: values, values: values, kind: .linear, zero: false, nice: false)
        == nil)
    #expect(
      DrawnSpan.drawn(over: values, values: values, kind: .linear, zero: nil, nice: nil) == nil)
  }
}
