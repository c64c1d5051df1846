import Foundation
import Testing

@testable import ChartA11y

@Suite("Radix sort of positions")
struct RadixSortTests {
  @Test(
    "sortable bits order like the doubles, with -0 equal to +0",
    arguments: [
      (-Double.infinity, -1e300), (-2.5, -2.25), (-1, -Double.leastNonzeroMagnitude),
      (-Double.leastNonzeroMagnitude, 0), (0, Double.leastNonzeroMagnitude),
      (1, 1.0000000000000002),
      (1e300, Double.infinity),
    ] as [(Double, Double)])
  func sortableBitsOrder(_ smaller: Double, _ larger: Double) {
    #expect(RadixSort.sortableBits(smaller) < RadixSort.sortableBits(larger))
  }

  @Test("negative zero and zero have the same image")
  func signedZeros() {
    #expect(RadixSort.sortableBits(-0.0) == RadixSort.sortableBits(0.0))
  }

  @Test("ascending positions equal a stable sort", arguments: 0..<40)
  func matchesStableSort(_ seed: Int) {
    var generator = OracleSeries.LCG(state: UInt64(seed) &* 104_729 &+ 3)
    let count = seed < 4 ? seed : 1 + Int(generator.next() * 5_000)
    let values = (0..<count).map { _ -> Double in
      switch seed % 4 {
      case 0: return (generator.next() * 20).rounded(.down) - 10  // many ties
      case 1: return (generator.next() - 0.5) * 1e6
      // Neighbours that differ only in their last bits, and signed zeros.
      case 2: return generator.next() < 0.5 ? 1 + Double(Int(generator.next() * 8)) * 0x1p-52 : -0.0
      default: return generator.next() < 0.1 ? 0 : (generator.next() - 0.5) * 1e-300
      }
    }
    let expected = (0..<count).sorted {
      values[$0] != values[$1] ? values[$0] < values[$1] : $0 < $1
    }
    #expect(RadixSort.ascendingPositions(of: values).map(Int.init) == expected)
  }

  @Test("coarse runs hold exactly the neighbours whose high bits agree")
  func coarseRuns() {
    // 1, 1 + 2^-52 and 1 + 2^-51 agree in all but their lowest bits.
    let values = [3, 1 + 0x1p-51, 2, 1, 1 + 0x1p-52, 2]
    let coarse = RadixSort.coarseOrder(count: values.count) { RadixSort.sortableBits(values[$0]) }
    #expect(coarse.positions == [1, 3, 4, 2, 5, 0])
    #expect(coarse.unresolvedRuns == [0..<3, 3..<5])
  }
}
