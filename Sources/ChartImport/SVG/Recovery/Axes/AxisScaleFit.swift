import ChartModel
import Foundation

/// The pixel→value mapping of one axis, fitted to its ticks: linear, logarithmic, time or
/// band (categorical), or refused with the reason.
///
/// A continuous fit is least squares of pixel on value (on log₁₀ value for a log axis, on
/// seconds for time); it is kept only when every tick lies within half a pixel of the line,
/// the rounding an exporter's coordinates allow. Labels that are all numbers try linear, then
/// log (every label positive, as powers like 10², or in a constant ratio like 1, 2, 4, 8);
/// two tick values fit both, and are read as log when a label is printed as a power
/// (``PrintedValue/isPrintedAsPower(_:)``: matplotlib's log axis spanning about two decades
/// labels only 10¹ and 10²);
/// labels that are all dates try time; any other labels are categories at their ticks.
///
/// Source: the half-pixel tolerance is the rounding of a rasterised edge (a coordinate
/// written to the nearest pixel is off by at most 0.5).
enum AxisScaleFit: Hashable, Sendable {
  /// pixel = intercept + slope · value.
  case linear(intercept: Double, slope: Double)
  /// pixel = intercept + slope · log₁₀ value.
  case log(intercept: Double, slope: Double)
  /// pixel = intercept + slope · seconds since 1970 (UTC).
  case time(intercept: Double, slope: Double)
  /// Categories at their tick positions, in pixel order.
  case band([AxisTick])

  /// The largest distance, in pixels, a tick may lie from the fitted mapping.
  static let tolerance = 0.5

  /// Fits a mapping to ticks.
  ///
  /// - Parameters:
  ///   - ticks: The axis's labelled ticks; numeric labels already multiplied by any offset
  ///     text.
  ///   - multiplier: A matplotlib offset text's factor (`1e6`), applied to numeric labels.
  ///   - offset: A matplotlib offset text's addend (`+1e3`), applied after the factor.
  ///   - isTime: Whether the axis is known to be a time scale (Vega's label says so): then a
  ///     year (`2001`) is 1 January of it, and labels that are not dates (Vega's month and day
  ///     names between years) are left out of the fit.
  ///   - isDiscrete: Whether the axis is known to be discrete (Vega's label says "for a
  ///     discrete scale"): then its labels are categories even when they read as numbers
  ///     (years on an ordinal axis).
  /// - Returns: The mapping, or the reason none fits (lowercase, no final period).
  /// - Complexity: O(*n*) in the number of ticks.
  static func fit(
    _ ticks: [AxisTick], multiplier: Double = 1, offset: Double = 0, isTime: Bool = false,
    isDiscrete: Bool = false
  ) -> Result<AxisScaleFit, AxisFitFailure> {
    var labelled = ticks.filter { !$0.label.isEmpty }
    guard !labelled.isEmpty else { return .failure(AxisFitFailure("it has no tick labels")) }
    if isDiscrete { return band(labelled) }
    var values = labelled.map { PrintedValue.read($0.label) }
    if isTime {
      let dated = zip(labelled, values).compactMap { tick, value -> (AxisTick, PrintedValue)? in
        switch value {
        case .date: return (tick, value)
        case .number(let year) where year.rounded() == year && year >= 1000 && year <= 9999:
          return TemporalParser.date(year: Int(year)).map { (tick, .date($0)) }
        case .number, .text: return nil
        }
      }
      labelled = dated.map(\.0)
      values = dated.map(\.1)
    }
    let numbers = values.compactMap { value -> Double? in
      if case .number(let number) = value { return number * multiplier + offset }
      return nil
    }
    if numbers.count == labelled.count {
      let pixels = labelled.map(\.pixel)
      guard Set(numbers).count >= 2 else {
        return .failure(AxisFitFailure("it has fewer than two distinct tick values"))
      }
      let linear = line(numbers, pixels)
      let logarithmic = numbers.allSatisfy { $0 > 0 } ? line(numbers.map(log10), pixels) : nil
      let fitsLog = logarithmic.map { $0.residual <= tolerance } ?? false
      // Two tick values fit both scales; labels printed as powers (10¹, 10²) are a log axis's.
      if linear.residual <= tolerance
        && !(fitsLog && labelled.contains { PrintedValue.isPrintedAsPower($0.label) })
      {
        return .success(.linear(intercept: linear.intercept, slope: linear.slope))
      }
      if let logarithmic, fitsLog {
        return .success(.log(intercept: logarithmic.intercept, slope: logarithmic.slope))
      }
      return .failure(
        AxisFitFailure(
          "its tick labels fit neither a linear nor a log scale within half a pixel (a tick is "
            + "\(rounded(linear.residual)) pixels off a line)"))
    }
    let dates = values.compactMap { value -> Date? in
      if case .date(let date) = value { return date }
      return nil
    }
    if dates.count == labelled.count {
      let seconds = dates.map(\.timeIntervalSince1970)
      guard Set(seconds).count >= 2 else {
        return .failure(AxisFitFailure("it has fewer than two distinct tick dates"))
      }
      let fit = line(seconds, labelled.map(\.pixel))
      if fit.residual <= tolerance {
        return .success(.time(intercept: fit.intercept, slope: fit.slope))
      }
      return .failure(
        AxisFitFailure(
          "its date labels are not evenly placed in time (a tick is \(rounded(fit.residual)) "
            + "pixels off a time scale)"))
    }
    return band(labelled)
  }

  /// Categories placed at their labels' centres, for an axis that draws labels but no tick
  /// marks or grid lines, where each label's position is known only to within `uncertainty`
  /// pixels: kept only when the placement cannot mistake one category for another.
  ///
  /// The labels must be at least two, all categories (labels that read as numbers or dates
  /// would need exact positions to give values), all different, and evenly spaced (each gap
  /// within a tenth of the mean gap), and the uncertainty at most a tenth of the mean gap,
  /// so that a mark centred on a category is nearer its label than any other even when
  /// drawn side by side with others (up to 0.4 of a gap off its category).
  ///
  /// - Parameters:
  ///   - labels: Each label with the position its centre gives.
  ///   - uncertainty: The largest distance, in pixels, between a label's position and its
  ///     category's.
  ///   - unknownFont: The font the labels may be laid out in whose metrics are not known,
  ///     named in the reason when values cannot be read (`Helvetica`); `nil` when none.
  /// - Returns: The band mapping, or why the labels cannot place categories.
  /// - Complexity: O(*n* log *n*) in the number of labels.
  static func fitLabelCentres(
    _ labels: [AxisTick], uncertainty: Double, unknownFont: String? = nil
  ) -> Result<AxisScaleFit, AxisFitFailure> {
    let labelled = labels.filter { !$0.label.isEmpty }.sorted { $0.pixel < $1.pixel }
    guard labelled.count >= 2 else {
      return .failure(
        AxisFitFailure(
          "it draws no tick marks or grid lines, and fewer than two labels cannot show where "
            + "its categories are"))
    }
    let isCategorical = labelled.contains { tick in
      switch PrintedValue.read(tick.label) {
      case .text: return true
      case .number, .date: return false
      }
    }
    guard isCategorical else {
      let font = unknownFont.map {
        " (they are written in '\($0)', the first font they name, whose metrics are not known, "
          + "so where each was laid out is known only roughly)"
      }
      return .failure(
        AxisFitFailure(
          "it draws no tick marks or grid lines, and its labels' positions are not exact "
            + "enough to read values with" + (font ?? "")))
    }
    let gaps = zip(labelled, labelled.dropFirst()).map { $1.pixel - $0.pixel }
    let mean = gaps.reduce(0, +) / Double(gaps.count)
    guard mean > 0, gaps.allSatisfy({ abs($0 - mean) <= 0.1 * mean }), uncertainty <= 0.1 * mean
    else {
      return .failure(
        AxisFitFailure(
          "it draws no tick marks or grid lines, and its labels are not evenly spaced far "
            + "enough apart to place its categories"))
    }
    return band(labelled)
  }

  private static func band(_ labelled: [AxisTick]) -> Result<AxisScaleFit, AxisFitFailure> {
    guard Set(labelled.map(\.label)).count == labelled.count else {
      return .failure(AxisFitFailure("its category labels repeat"))
    }
    return .success(.band(labelled.sorted { $0.pixel < $1.pixel }))
  }

  private static func rounded(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  /// Least squares of y on x, and the largest residual.
  static func line(_ x: [Double], _ y: [Double]) -> (
    intercept: Double, slope: Double, residual: Double
  ) {
    let n = Double(x.count)
    let meanX = x.reduce(0, +) / n
    let meanY = y.reduce(0, +) / n
    var sxy = 0.0
    var sxx = 0.0
    for (xi, yi) in zip(x, y) {
      sxy += (xi - meanX) * (yi - meanY)
      sxx += (xi - meanX) * (xi - meanX)
    }
    guard sxx > 0 else { return (meanY, 0, .infinity) }
    let slope = sxy / sxx
    let intercept = meanY - slope * meanX
    let residual = zip(x, y).map { abs(intercept + slope * $0.0 - $0.1) }.max() ?? 0
    return (intercept, slope, slope == 0 ? .infinity : residual)
  }
}

/// Why an axis's ticks give no mapping, in words.
struct AxisFitFailure: Error, Hashable, Sendable {
  /// The reason, lowercase, without a final period.
  var reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
