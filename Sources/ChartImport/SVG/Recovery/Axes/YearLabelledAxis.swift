import ChartModel
import Foundation

/// An axis whose tick labels are all whole years ("2016", "2017", …), read as the drawing
/// shows it: a time axis whose ticks stand on 1 January of each year, or a numeric axis
/// whose years are evenly spaced numbers.
///
/// The two differ in where the ticks stand. On a time axis a year is as wide as its days, so
/// the gap after a leap year is 366/365 of the others; on a numeric axis every year is as
/// wide. A drawing whose ticks fit the calendar better than even spacing, or fit both alike
/// (no leap year in the span, or coordinates too coarse to tell), is read as dates: the marks
/// between the ticks are then dates ("1 October 2007"), never decimal years. Only where the
/// ticks stand evenly and measurably off the calendar (the calendar fit misses a tick by more
/// than ``leapDayEvidence`` pixels and by four times the even fit's largest miss) is the axis
/// numeric.
///
/// Source: a leap day is 1/365 of a year's width (a year 10 pixels wide moves a tick by
/// 0.027 pixels, one 50 wide by 0.14), above the rounding of tools that write coordinates to
/// 1e-6 pixels (matplotlib) or 0.005 (svglite's two decimals); ticks all on whole or half
/// pixels (a tool that snaps to its pixel grid) cannot show it, and are read as dates.
enum YearLabelledAxis {
  /// The smallest miss, in pixels, of the calendar fit that shows the ticks stand evenly:
  /// twice svglite's rounding.
  static let leapDayEvidence = 0.01

  /// The fit of ticks labelled in whole years, or `nil` when a label is not one.
  ///
  /// - Parameter ticks: The axis's labelled ticks.
  /// - Returns: `.time` (ticks on 1 January) unless the ticks show even spacing (see the
  ///   type's description), then `.linear` on the year numbers; `nil` when fewer than two
  ///   labels are whole years from 1000 to 2100 or one label is not.
  /// - Complexity: O(*n*) in the number of ticks.
  static func fit(_ ticks: [AxisTick]) -> Result<AxisScaleFit, AxisFitFailure>? {
    let labelled = ticks.filter { !$0.label.isEmpty }
    guard RecoveredAxis.printsYears(labelled),
      labelled.allSatisfy({
        PrintedValue.number($0.label).map { $0.rounded() == $0 } == true
      })
    else { return nil }
    let calendar = AxisScaleFit.fit(labelled, isTime: true)
    let even = AxisScaleFit.fit(labelled)
    guard case .success(.time(let intercept, let slope)) = calendar,
      case .success(.linear(let evenIntercept, let evenSlope)) = even
    else {
      if case .success = calendar { return calendar }
      return even
    }
    let calendarResidual = residual(labelled) { value in
      TemporalParser.date(year: Int(value)).map { intercept + slope * $0.timeIntervalSince1970 }
    }
    let evenResidual = residual(labelled) { evenIntercept + evenSlope * $0 }
    // Ticks on whole or half pixels (snapped to a pixel grid) cannot show a leap day.
    let isCoarse = labelled.allSatisfy { ($0.pixel * 2).rounded() == $0.pixel * 2 }
    if !isCoarse && calendarResidual > leapDayEvidence && evenResidual * 4 < calendarResidual {
      return even
    }
    return calendar
  }

  /// The largest distance between a tick and where a mapping of its year puts it.
  private static func residual(_ ticks: [AxisTick], _ pixel: (Double) -> Double?) -> Double {
    ticks.map { tick in
      guard let year = PrintedValue.number(tick.label), let placed = pixel(year) else {
        return Double.infinity
      }
      return abs(placed - tick.pixel)
    }.max() ?? 0
  }
}
