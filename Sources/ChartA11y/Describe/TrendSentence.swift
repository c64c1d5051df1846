import ChartModel
import Foundation

/// The level-3 sentence about a series' trend, with the tests behind it.
///
/// A series without prominent turns reads "Overall it rises significantly (…)" or "It shows
/// no significant trend (…)"; one with turns reads its phases: "It rises from 1880 to a peak
/// of 0.0552 in 1948, then falls until 2017 (Mann–Kendall: rise p < 0.001, fall p < 0.001)."
///
/// Without its tests (``Verbosity/standard``) the same reading is worded plainly: "Overall a
/// clear rise, about 8,000 per month.", "It shows no clear trend.", "Overall a clear rise;
/// within that, it rises from 1880 to a peak of 0.0552 in 1948, then falls until 2017." A
/// "clear" rise or fall is one the test finds significant at the chart's α; the slope is Sen's,
/// unnamed.
struct TrendSentence {
  /// The sentence.
  let text: String
  /// The tests it states, in the order it states them.
  let evidence: [TrendEvidence]

  /// The sentence of a trend.
  ///
  /// With `precise`, the values it names (peaks and lows) keep their drawn precision
  /// (``AxisPhrasing/number(_:on:precise:)``), as a candlestick's prices. With the series'
  /// `observations`, a peak or low the series reaches at several positions
  /// between the phases around it names each ("a peak of 9 at 5 and 6"), not only the one
  /// where the phases meet, and a whole-series direction the first and last values contradict
  /// says so. With a `growth` (a log value axis), a rise or fall is read as the growth rate
  /// the scale draws ("rises significantly, growing about 25 % a day"), not as Sen's slope of the
  /// values.
  ///
  /// A series read in phases starts with the whole span ("Overall it rises (…); within
  /// that, it falls from …"), so the parts never hide the big picture.
  ///
  /// Without `statesTests`, no test, statistic or p-value is named (``Verbosity/standard``).
  init(
    _ trend: TrendAnalysis, keyAxis: AxisDescriptor, valueAxis: AxisDescriptor, alpha: Double,
    precise: Bool = false, observations: [Observation] = [], growth: GrowthRate? = nil,
    statesTests: Bool = true
  ) {
    evidence = Self.evidence(of: trend)
    guard statesTests else {
      text = Self.plain(
        trend, keyAxis: keyAxis, valueAxis: valueAxis, precise: precise,
        observations: observations, growth: growth)
      return
    }
    switch trend.shape {
    case .rising, .falling:
      let overall = trend.overall
      let verb = trend.shape == .rising ? "rises" : "falls"
      let rate = growth.map { ", " + Self.growth($0, keyAxis: keyAxis) } ?? ""
      let slope =
        growth == nil ? Self.slope(overall, valueAxis: valueAxis).map { "; \($0)" } ?? "" : ""
      text =
        "Overall it \(verb) significantly\(rate) (\(overall.test.rawValue): τ = "
        + "\(ValueFormatter.number(overall.result.tau)), \(Self.pValue(overall.result.p))\(slope))."
    case .noTrend:
      let overall = trend.overall
      text =
        "It shows no significant trend (\(overall.test.rawValue) "
        + "\(Self.pValue(overall.result.p)), α = \(ValueFormatter.number(alpha)))."
    case .peak, .trough, .phases:
      // The whole-series test is read here (``WholeSeriesTrend`` computes it once).
      let overall = trend.overall
      text =
        Self.wholeSpan(overall, alpha: alpha, observations: observations) + "; within that, "
        + Self.phases(
          trend.phases, keyAxis: keyAxis, valueAxis: valueAxis, precise: precise,
          observations: observations)
    }
  }

  /// The tests a trend's sentence rests on: the whole span's, then each phase's.
  private static func evidence(of trend: TrendAnalysis) -> [TrendEvidence] {
    switch trend.shape {
    case .rising, .falling, .noTrend: [trend.overall]
    case .peak, .trough, .phases: [trend.overall] + trend.phases.map(\.evidence)
    }
  }

  /// The sentence without its tests: "Overall a clear rise, about 8,000 per month.", "It
  /// shows no clear trend.", "Overall a clear rise; within that, it rises from … then falls
  /// until 2017.".
  private static func plain(
    _ trend: TrendAnalysis, keyAxis: AxisDescriptor, valueAxis: AxisDescriptor, precise: Bool,
    observations: [Observation], growth: GrowthRate?
  ) -> String {
    switch trend.shape {
    case .rising, .falling:
      let noun = trend.shape == .rising ? "rise" : "fall"
      let rate =
        growth.map { ", " + Self.growth($0, keyAxis: keyAxis) }
        ?? Self.plainSlope(trend.overall, valueAxis: valueAxis).map { ", \($0)" } ?? ""
      return "Overall a clear \(noun)\(rate)."
    case .noTrend:
      return "It shows no clear trend."
    case .peak, .trough, .phases:
      let first = observations.first { $0.value.isFinite }?.value
      let last = observations.last { $0.value.isFinite }?.value
      let whole: String
      switch trend.overall.result.direction {
      case .increasing:
        let though = first.flatMap { first in last.map { $0 < first } } == true
        whole = "Overall a clear rise" + (though ? ", though it ends lower than it starts" : "")
      case .decreasing:
        let though = first.flatMap { first in last.map { $0 > first } } == true
        whole = "Overall a clear fall" + (though ? ", though it ends higher than it starts" : "")
      case .none:
        whole = "Overall no clear trend"
      }
      return whole + "; within that, "
        + clauses(
          trend.phases, keyAxis: keyAxis, valueAxis: valueAxis, precise: precise,
          observations: observations, noTrend: "varies without a clear trend"
        ).joined(separator: ", ") + "."
    }
  }

  /// "about 8,000 per month": the size of Sen's slope, unnamed (the noun before it says rise
  /// or fall), or `nil` without a slope.
  private static func plainSlope(_ evidence: TrendEvidence, valueAxis: AxisDescriptor)
    -> String?
  {
    evidence.sensSlope.map { slope in
      let per = evidence.slopeUnit.map { " per \($0)" } ?? ""
      let unit = valueAxis.unit.map { " \($0)" } ?? ""
      // The noun says the direction: "a clear fall, about 2.5 hours per month".
      return "about \(ValueFormatter.number(abs(slope)))\(unit)\(per)"
    }
  }

  /// The clause on the whole span that opens a reading in phases: "Overall it rises
  /// (Mann–Kendall: τ = 0.41, p < 0.001)", "Overall it shows no significant trend
  /// (Mann–Kendall p = 0.39, α = 0.05)"; a direction its first and last values contradict
  /// adds ", though it ends lower than it starts".
  private static func wholeSpan(
    _ overall: TrendEvidence, alpha: Double, observations: [Observation]
  ) -> String {
    let p = pValue(overall.result.p)
    let tau = ValueFormatter.number(overall.result.tau)
    let first = observations.first { $0.value.isFinite }?.value
    let last = observations.last { $0.value.isFinite }?.value
    switch overall.result.direction {
    case .increasing:
      let though = first.flatMap { first in last.map { $0 < first } } == true
      return "Overall it rises (\(overall.test.rawValue): τ = \(tau), \(p))"
        + (though ? ", though it ends lower than it starts" : "")
    case .decreasing:
      let though = first.flatMap { first in last.map { $0 > first } } == true
      return "Overall it falls (\(overall.test.rawValue): τ = \(tau), \(p))"
        + (though ? ", though it ends higher than it starts" : "")
    case .none:
      return "Overall it shows no significant trend (\(overall.test.rawValue) \(p), α = "
        + "\(ValueFormatter.number(alpha)))"
    }
  }

  /// The positions from `start` to `end` (the first observation at `start`, the last at
  /// `end`) whose value is exactly `value`, in order; empty when either is not found.
  ///
  /// - Complexity: O(*n*) in the observations.
  private static func tiedPositions(
    _ observations: [Observation], from start: DataValue, to end: DataValue, value: Double
  ) -> [DataValue] {
    guard let first = observations.firstIndex(where: { $0.x == start }),
      let last = observations.lastIndex(where: { $0.x == end }), first <= last
    else { return [] }
    return observations[first...last].filter { $0.value == value }.map(\.x)
  }

  /// The sentence for a series with turns, such as "It rises from 1880 to a peak of 0.0552 in
  /// 1948, then falls until 2017 (…).".
  private static func phases(
    _ phases: [TrendPhase], keyAxis: AxisDescriptor, valueAxis: AxisDescriptor, precise: Bool,
    observations: [Observation]
  ) -> String {
    let clauses = clauses(
      phases, keyAxis: keyAxis, valueAxis: valueAxis, precise: precise,
      observations: observations, noTrend: "varies without a significant trend")
    let tests = Set(phases.map(\.evidence.test))
    let results = phases.map { phase -> String in
      let noun: String
      switch phase.direction {
      case .increasing: noun = "rise"
      case .decreasing: noun = "fall"
      case .none: noun = "no trend"
      }
      let p = pValue(phase.evidence.result.p)
      return tests.count == 1 ? "\(noun) \(p)" : "\(noun): \(phase.evidence.test.rawValue), \(p)"
    }
    let heading = tests.count == 1 ? "\(phases[0].evidence.test.rawValue): " : ""
    return clauses.joined(separator: ", ") + " (\(heading)"
      + results.joined(separator: tests.count == 1 ? ", " : "; ") + ")."
  }

  /// The phases' clauses: "it rises from 1880 to a peak of 0.0552 in 1948", "then falls until
  /// 2017"; a phase without a trend "then " and `noTrend`.
  private static func clauses(
    _ phases: [TrendPhase], keyAxis: AxisDescriptor, valueAxis: AxisDescriptor, precise: Bool,
    observations: [Observation], noTrend: String
  ) -> [String] {
    var clauses: [String] = []
    for (position, phase) in phases.enumerated() {
      var clause = position == 0 ? "it " : "then "
      switch phase.direction {
      case .increasing: clause += "rises"
      case .decreasing: clause += "falls"
      case .none: clause += noTrend
      }
      if position == 0 {
        clause += " from \(AxisPhrasing.value(phase.evidence.start, on: keyAxis))"
      }
      let value = AxisPhrasing.number(phase.endValue, on: valueAxis, precise: precise)
      var at = AxisPhrasing.at(phase.evidence.end, on: keyAxis)
      if phase.endsAt != nil {
        let until = position + 1 < phases.count ? phases[position + 1].evidence.end : nil
        let tied = tiedPositions(
          observations, from: phase.evidence.start, to: until ?? phase.evidence.end,
          value: phase.endValue)
        if tied.count > 1, tied.contains(phase.evidence.end) {
          at = AxisPhrasing.at(all: tied, on: keyAxis)
        }
      }
      switch phase.endsAt {
      case .peak: clause += " to a peak of \(value) \(at)"
      case .trough: clause += " to a low of \(value) \(at)"
      case nil: clause += " until \(AxisPhrasing.value(phase.evidence.end, on: keyAxis))"
      }
      clauses.append(clause)
    }
    return clauses
  }

  /// The growth a log axis draws: "growing about 25 % a day", "growing about 10× a week",
  /// "shrinking about
  /// 20 % a year", or, when it is not steady (``GrowthRate/isSteady``), "each value 0.8 to 3.1
  /// times the one before"; rates to two significant digits.
  static func growth(_ growth: GrowthRate, keyAxis: AxisDescriptor) -> String {
    guard growth.isSteady else {
      let low = ValueFormatter.number(twoDigits(growth.stepRatios.lowerBound))
      let high = ValueFormatter.number(twoDigits(growth.stepRatios.upperBound))
      return "each value \(low) to \(high) times the one before"
    }
    let per: String
    if let unit = growth.slopeUnit {
      per = (unit == CalendarUnit.hour.rawValue ? "an " : "a ") + unit
    } else if keyAxis.kind == .categorical || keyAxis.title.isEmpty {
      per = "per step"
    } else {
      per = "per \(keyAxis.title)"
    }
    let factor = growth.factor
    if factor >= 2 { return "growing about \(ValueFormatter.number(twoDigits(factor)))× \(per)" }
    if factor >= 1 {
      return "growing about \(ValueFormatter.number(twoDigits((factor - 1) * 100))) % \(per)"
    }
    if factor > 0.5 {
      return "shrinking about \(ValueFormatter.number(twoDigits((1 - factor) * 100))) % \(per)"
    }
    return "shrinking about \(ValueFormatter.number(twoDigits(1 / factor)))× \(per)"
  }

  /// `value` rounded to two significant digits (an "about" figure).
  static func twoDigits(_ value: Double) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let scale = pow(10, floor(log10(abs(value))) - 1)
    return (value / scale).rounded() * scale
  }

  /// "Sen's slope 0.0012 births per year", or `nil` without a slope.
  static func slope(_ evidence: TrendEvidence, valueAxis: AxisDescriptor) -> String? {
    evidence.sensSlope.map { slope in
      let per = evidence.slopeUnit.map { " per \($0)" } ?? ""
      let unit = valueAxis.unit.map { " \($0)" } ?? ""
      return "Sen's slope \(ValueFormatter.number(slope))\(unit)\(per)"
    }
  }

  /// "p < 0.001" or "p = 0.023".
  static func pValue(_ p: Double) -> String {
    guard p.isFinite else { return "p undefined" }
    return p < 0.001 ? "p < 0.001" : "p = \(ValueFormatter.number((p * 1000).rounded() / 1000))"
  }
}
