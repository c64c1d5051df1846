import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Axes fitted to their ticks")
struct AxisScaleFitTests {
  static func ticks(_ pairs: [(Double, String)]) -> [AxisTick] {
    pairs.map { AxisTick(pixel: $0.0, label: $0.1) }
  }

  @Test("Evenly placed numbers are a linear scale, read back at any pixel")
  func linear() throws {
    let fit = try AxisScaleFit.fit(Self.ticks([(200, "0"), (150, "2.5"), (100, "5"), (50, "7.5")]))
      .get()
    let axis = RecoveredAxis(isHorizontal: false, title: nil, scale: fit)
    #expect(axis.value(at: 125) == .number(3.75))
    #expect(axis.resolution(at: 0) == 0.025)
  }

  @Test("The Unicode minus, an offset text's factor and addend")
  func offsets() throws {
    let fit = try AxisScaleFit.fit(
      Self.ticks([(0, "\u{2212}1"), (10, "0"), (20, "1")]), multiplier: 1e6, offset: 5
    ).get()
    let axis = RecoveredAxis(isHorizontal: true, title: nil, scale: fit)
    guard case .number(let value)? = axis.value(at: 20) else {
      Issue.record("no number")
      return
    }
    #expect(abs(value - (1e6 + 5)) < 1e-6)
    #expect(MatplotlibOffsetText("1e6")?.multiplier == 1e6)
    #expect(MatplotlibOffsetText("+1e3")?.offset == 1000)
    #expect(
      MatplotlibOffsetText("$\\times\\mathdefault{10^{6}}\\mathdefault{}$")?.multiplier == 1e6)
    #expect(MatplotlibOffsetText("sales") == nil)
  }

  @Test("Powers of ten and constant ratios are a log scale")
  func log() throws {
    let powers = AxisScaleFit.fit(
      Self.ticks([
        (300, "$\\mathdefault{10^{0}}$"), (200, "$\\mathdefault{10^{1}}$"),
        (100, "$\\mathdefault{10^{2}}$"),
      ]))
    guard case .success(.log) = powers else {
      Issue.record("not log: \(powers)")
      return
    }
    let ratio = AxisScaleFit.fit(Self.ticks([(0, "1"), (10, "2"), (20, "4"), (30, "8")]))
    guard case .success(.log(let intercept, let slope)) = ratio else {
      Issue.record("not log: \(ratio)")
      return
    }
    let axis = RecoveredAxis(
      isHorizontal: true, title: nil, scale: .log(intercept: intercept, slope: slope))
    guard case .number(let value)? = axis.value(at: 15) else { return }
    #expect(abs(value - 2.828427) < 1e-5)
  }

  @Test("Two ticks printed as powers (10¹, 10²) are a log scale, though a line fits them too")
  func twoPowers() throws {
    // matplotlib labels a log axis spanning about two decades at 10¹ and 10² only; read as
    // linear, 50 was 72.9 and 5 was -17.1.
    let fit = AxisScaleFit.fit(
      Self.ticks([(200, "$\\mathdefault{10^{1}}$"), (100, "$\\mathdefault{10^{2}}$")]))
    guard case .success(.log(let intercept, let slope)) = fit else {
      Issue.record("not log: \(fit)")
      return
    }
    let axis = RecoveredAxis(
      isHorizontal: false, title: nil, scale: .log(intercept: intercept, slope: slope))
    guard case .number(let value)? = axis.value(at: 150) else {
      Issue.record("no number")
      return
    }
    #expect(abs(value - 31.622777) < 1e-5)
    // Two plain numbers stay linear.
    guard case .success(.linear) = AxisScaleFit.fit(Self.ticks([(200, "10"), (100, "100")]))
    else {
      Issue.record("two plain numbers are not linear")
      return
    }
  }

  @Test("Date labels are a time scale")
  func time() throws {
    let fit = try AxisScaleFit.fit(
      Self.ticks([(0, "2020-01"), (31, "2020-02"), (60, "2020-03")])
    ).get()
    let axis = RecoveredAxis(isHorizontal: true, title: nil, scale: fit)
    #expect(axis.value(at: 31) == .date(Date(timeIntervalSince1970: 1_580_515_200)))
  }

  @Test("Other labels are categories, read at the nearest tick within half the spacing")
  func band() throws {
    let fit = try AxisScaleFit.fit(Self.ticks([(10, "a"), (30, "b"), (50, "c")])).get()
    let axis = RecoveredAxis(isHorizontal: true, title: nil, scale: fit)
    #expect(axis.value(at: 36) == .text("b"))
    #expect(axis.value(at: 70) == nil)
  }

  @Test(
    "A fit whose residuals exceed half a pixel is refused, saying why",
    arguments: [
      ([(0.0, "0"), (10, "1"), (21, "2"), (30, "3")], "fit neither a linear nor a log scale"),
      ([(0, "1"), (10, "1")], "fewer than two distinct"),
      ([(0, "a"), (10, "a")], "repeat"),
      ([], "no tick labels"),
    ])
  func refused(_ pairs: [(Double, String)], _ reason: String) {
    guard case .failure(let failure) = AxisScaleFit.fit(Self.ticks(pairs)) else {
      Issue.record("fitted")
      return
    }
    #expect(failure.reason.contains(reason))
  }

  @Test("Categories placed by their labels' centres, when they cannot be mistaken")
  func labelCentres() throws {
    let fit = try AxisScaleFit.fitLabelCentres(
      Self.ticks([(152, "ash"), (50, "oak"), (101, "elm")]), uncertainty: 3
    ).get()
    #expect(fit == .band(Self.ticks([(50, "oak"), (101, "elm"), (152, "ash")])))
  }

  @Test(
    "Label centres are refused for numbers, uneven gaps, a large uncertainty, one label",
    arguments: [
      ([(0.0, "0"), (50, "5"), (100, "10")], 0.0, "not exact enough to read values"),
      ([(0, "a"), (50, "b"), (120, "c")], 1, "not evenly spaced far enough apart"),
      ([(0, "a"), (50, "b"), (100, "c")], 5.5, "not evenly spaced far enough apart"),
      ([(0, "a")], 0, "fewer than two labels"),
      ([(0, "a"), (50, "a")], 0, "repeat"),
    ] as [([(Double, String)], Double, String)])
  func labelCentresRefused(_ pairs: [(Double, String)], _ uncertainty: Double, _ reason: String) {
    guard
      case .failure(let failure) = AxisScaleFit.fitLabelCentres(
        Self.ticks(pairs), uncertainty: uncertainty)
    else {
      Issue.record("fitted")
      return
    }
    #expect(failure.reason.contains(reason))
  }

  @Test(
    "Printed values: %, currency, SI prefixes, thousands, U+2212, mathtext",
    arguments: [
      ("86.98%", 86.98), ("$1,200", 1200), ("\u{2212}3.5", -3.5), ("1.5k", 1500),
      ("2M", 2e6), ("−$4", -4), ("$\\mathdefault{2\\times10^{3}}$", 2000),
      ("$\\mathdefault{10^{-2}}$", 0.01), ("40µ", 4e-5),
    ])
  func printed(_ text: String, _ value: Double) throws {
    let number = try #require(PrintedValue.number(text))
    #expect(abs(number - value) <= abs(value) * 1e-12)
  }
}
