import Foundation
import Testing

@testable import ChartA11y

@Suite("Numbers in audit messages")
struct AuditFindingMessageTests {
  @Test(
    "Fixed decimals match String(format:) with the POSIX locale",
    arguments: [0, 1, 2])
  func sameAsFormat(decimals: Int) {
    let ties = (0..<4000).map { Double($0) / 40 }
    let spread = (0..<4000).map { Double(($0 * 7_919) % 500_009) / 97 }
    let edges: [Double] = [0, 0.25, 0.35, 2.5, 9.95, 99.995, 999.5, 1e-9, 1e20, -0.25, .infinity]
    for value in ties + spread + edges {
      let expected = String(
        format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
      #expect(AuditFinding.Message.number(value, decimals: decimals) == expected, "\(value)")
    }
  }
}
