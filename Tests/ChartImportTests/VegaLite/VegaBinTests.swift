import Testing

@testable import ChartImport
@testable import ChartModel

@Suite("Vega bins")
struct VegaBinTests {
  @Test("Nice bins match Vega for known extents")
  func niceBins() {
    let horsepower = VegaBin(extent: 46...230)
    #expect(horsepower == VegaBin.fixture(start: 40, stop: 240, step: 20))
    let miles = VegaBin(extent: 9...46.6)
    #expect(miles == VegaBin.fixture(start: 5, stop: 50, step: 5))
    let fine = VegaBin(extent: 0.13...0.87, maximumBins: 20)
    #expect(fine.step == 0.05)
  }

  @Test("Values fall in half-open bins and the maximum in the last bin")
  func binStarts() {
    let bins = VegaBin(extent: 46...230)
    #expect(bins.binStart(of: 46) == 40)
    #expect(bins.binStart(of: 60) == 60)
    #expect(bins.binStart(of: 230) == 220)
  }

  @Test("A fixed step is used as given")
  func fixedStep() {
    #expect(VegaBin(extent: 3...17, fixedStep: 5) == VegaBin.fixture(start: 0, stop: 20, step: 5))
  }
}

extension VegaBin {
  fileprivate static func fixture(start: Double, stop: Double, step: Double) -> VegaBin {
    var bin = VegaBin(extent: 0...1)
    bin.start = start
    bin.stop = stop
    bin.step = step
    return bin
  }
}
