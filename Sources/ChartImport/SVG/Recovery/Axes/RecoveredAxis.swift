import ChartModel
import Foundation

/// One axis read from an SVG drawing: its direction, title and fitted mapping, which turns
/// a pixel position into the value the chart shows there, with the resolution of the
/// reading.
struct RecoveredAxis: Sendable {
  /// Whether the axis runs horizontally (an x axis).
  var isHorizontal: Bool
  /// The axis title, if the drawing has one.
  var title: String?
  /// The mapping.
  var scale: AxisScaleFit
  /// The unit its tick labels print: `%` when every numeric label ends in a percent sign
  /// ("20%"), else `nil`.
  var unit: String?
  /// Whether its tick labels print years: see ``printsYears(_:)``.
  var printsYears: Bool
  /// Its tick labels in the order the drawing lists them (matplotlib's and plotnine's tick
  /// order, the categories' own; Vega's axis domain order), each once: the order of a band
  /// axis's categories, whatever order the marks are drawn in.
  var labelOrder: [String]
  /// How far, in pixels, the whole mapping may be shifted along the axis: its ticks were
  /// placed by labels whose layout is known only to within one shift they share (a label's
  /// font whose ascent is known within a span, ``MatplotlibTickLabel``); 0 when exact.
  var offsetUncertainty = 0.0

  /// An axis, with the unit its tick labels print (see ``printedUnit(_:)``) and whether they
  /// print years (``printsYears(_:)``).
  init(isHorizontal: Bool, title: String?, scale: AxisScaleFit, ticks: [AxisTick] = []) {
    self.isHorizontal = isHorizontal
    self.title = title
    self.scale = scale
    self.unit = Self.printedUnit(ticks)
    self.printsYears = Self.printsYears(ticks)
    var seen: Set<String> = []
    self.labelOrder = ticks.map(\.label).filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  /// Whether the ticks print years.
  ///
  /// Years: at least two labels, every one a number from 1000 to 2100 printed in plain
  /// digits, with no thousands separator ("2005", "2002.5", not "2,005"), as matplotlib's
  /// `ScalarFormatter` prints a numeric axis of years (in steps of 2.5 it prints "2000.0",
  /// "2002.5"). Their values are then written as the chart writes them, "2012", never
  /// "2,012".
  ///
  /// - Complexity: O(*n*) in the ticks' label lengths.
  static func printsYears(_ ticks: [AxisTick]) -> Bool {
    let labels = ticks.map { $0.label.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    return labels.count >= 2
      && labels.allSatisfy { label in
        let parts = label.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count <= 2 && parts[0].count == 4
          && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
          && Double(label).map { (1000...2100).contains($0) } == true
      }
  }

  /// `%` when the ticks have labels and every one is a number ending in `%` ("20%", "−5%"),
  /// else `nil`: the values are percentages and are said with the sign.
  ///
  /// - Complexity: O(*n*) in the ticks' label lengths.
  static func printedUnit(_ ticks: [AxisTick]) -> String? {
    let labels = ticks.map { $0.label.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    guard !labels.isEmpty,
      labels.allSatisfy({ $0.hasSuffix("%") && PrintedValue.number($0) != nil })
    else { return nil }
    return "%"
  }

  /// Rows ordered by their categories' places in ``labelOrder``, rows of one category (or of
  /// none the axis lists, last) in their given order.
  ///
  /// - Parameters:
  ///   - rows: Table rows.
  ///   - field: The field holding this axis's category.
  /// - Returns: The rows, reordered.
  /// - Complexity: O(*n* log *n* + *t*) for *n* rows and *t* labels.
  func inLabelOrder(_ rows: [[String: DataValue?]], field: String) -> [[String: DataValue?]] {
    let rank = Dictionary(
      labelOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    func place(_ row: [String: DataValue?]) -> Int {
      guard case .category(let text)?? = row[field] else { return Int.max }
      return rank[text] ?? Int.max
    }
    return rows.enumerated().sorted { first, second in
      (place(first.element), first.offset) < (place(second.element), second.offset)
    }.map(\.element)
  }

  /// Whether the axis runs from its largest value to its smallest.
  ///
  /// Its values then grow leftwards along a horizontal axis, downwards along a vertical one
  /// (matplotlib's `invert_yaxis`, `set_xlim(high, low)`; Vega-Lite's `reverse`). Never for
  /// categories.
  var isReversed: Bool {
    switch scale {
    case .linear(_, let slope), .log(_, let slope), .time(_, let slope):
      // SVG's y grows downwards: an upright axis's values grow as y falls.
      return isHorizontal ? slope < 0 : slope > 0
    case .band:
      return false
    }
  }

  /// The scale as drawn, for the chart spec: logarithmic ("on a logarithmic scale", sonified
  /// on that scale) and reversed ("reversed (largest to smallest)", ``isReversed``) as the
  /// drawing is; `nil` for a linear axis running the usual way, or categories.
  var drawnScale: ScaleSpec? {
    let type: ScaleSpec.Kind?
    if case .log = scale { type = .log } else { type = nil }
    guard type != nil || isReversed else { return nil }
    return ScaleSpec(type: type, reverse: isReversed ? true : nil)
  }

  /// Whether the axis shows categories.
  var isCategorical: Bool {
    switch scale {
    case .band: return true
    case .linear, .log, .time: return false
    }
  }

  /// The value at a pixel position along the axis, or `nil` for a band axis when the
  /// position is farther than half the band spacing from every tick.
  ///
  /// - Complexity: O(*t*) in the number of ticks for a band axis, O(1) otherwise.
  func value(at pixel: Double) -> PrintedValue? {
    switch scale {
    case .linear(let intercept, let slope):
      return .number((pixel - intercept) / slope)
    case .log(let intercept, let slope):
      return .number(pow(10, (pixel - intercept) / slope))
    case .time(let intercept, let slope):
      return .date(Date(timeIntervalSince1970: (pixel - intercept) / slope))
    case .band(let ticks):
      guard let nearest = ticks.min(by: { abs($0.pixel - pixel) < abs($1.pixel - pixel) })
      else { return nil }
      let spacing = zip(ticks, ticks.dropFirst()).map { $1.pixel - $0.pixel }.min()
      let reach = (spacing ?? .infinity) / 2
      return abs(nearest.pixel - pixel) <= reach ? .text(nearest.label) : nil
    }
  }

  /// Half a pixel (and the ``offsetUncertainty``) in data units, the resolution of a value
  /// read at `pixel`: an absolute amount for linear axes, seconds for time axes, and for log
  /// axes the amount at that position; `nil` for a band axis.
  func resolution(at pixel: Double) -> Double? {
    let half = AxisScaleFit.tolerance + offsetUncertainty
    switch scale {
    case .linear(_, let slope), .time(_, let slope):
      return half / abs(slope)
    case .log(let intercept, let slope):
      let value = pow(10, (pixel - intercept) / slope)
      return value * (pow(10, half / abs(slope)) - 1)
    case .band:
      return nil
    }
  }
}
