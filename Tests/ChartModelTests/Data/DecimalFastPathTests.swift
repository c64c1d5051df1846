import ChartModel
import Foundation
import Testing

@Suite("Decimal fast path")
struct DecimalFastPathTests {
  private func fast(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer { DecimalFastPath.value(of: $0) }
  }

  @Test("Gives the same double as Double(_:) on tricky decimals")
  func trickyValues() throws {
    let texts = [
      "0", "-0", "+0", "0.0", "-0.0", "1", "-1", "+7", ".5", "-.5", "5.", "007", "00.000",
      "0.1", "0.2", "0.3", "1.1", "2.675", "1.47693", "-718.123", "123456789012345",
      "9007199254740992", "9007199254740991", "0.000000000000000000001", "1.7976931348623157",
      "4.9406564584124654", "2.2250738585072014", "3.14159265358979", "0.1000000000000000",
      "99999999999999999", "1234567.890123456", "0.30000000000000004", "179769313486231.57",
    ]
    for text in texts {
      let expected = try #require(Double(text), "\(text)")
      if let value = fast(text) {
        #expect(value.bitPattern == expected.bitPattern, "\(text)")
      }
    }
    #expect(fast("0.1") == 0.1)
    #expect(fast("-0")?.sign == .minus)
    #expect(fast("9007199254740993") == nil)  // above 2^53: left to the general reader
  }

  @Test("Leaves everything else to the general reader")
  func declines() {
    for text in [
      "", "-", "+", ".", "-.", "1e5", "1E-3", "1.2.3", "1-2", " 1", "1 ", "0x10", "nan", "inf",
      "1,5", "12a", "--1", "+-1", "0.00000000000000000000001", "1234567890123456789012",
    ] {
      #expect(fast(text) == nil, "\(text)")
    }
  }

  @Test("Matches Double(_:) on a hundred thousand random decimals")
  func randomValues() {
    var generator = SystemRandomNumberGenerator()
    var mismatches: [String] = []
    for _ in 0..<100_000 {
      let integerDigits = Int.random(in: 0...10, using: &generator)
      let fractionDigits = Int.random(in: 0...12, using: &generator)
      var text = Bool.random(using: &generator) ? "-" : ""
      text += String((0..<integerDigits).map { _ in "0123456789".randomElement()! })
      if fractionDigits > 0 || integerDigits == 0 {
        text +=
          "." + String((0..<max(fractionDigits, 1)).map { _ in "0123456789".randomElement()! })
      }
      guard let expected = Double(text), let value = fast(text) else { continue }
      if value.bitPattern != expected.bitPattern { mismatches.append(text) }
    }
    #expect(mismatches.isEmpty)
  }
}
