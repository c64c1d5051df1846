import ChartModel

/// The spread of a series' values within each category, for a series of points with several
/// values in a category (a strip plot: Altair's `mark_tick` or points over `Cylinders:O`;
/// bars in one category stack, and are read by their drawn total instead).
///
/// Such a series shows a distribution per category, not a value per category: each category
/// is read by its count, range, median and quartiles (``StripPlotReading/Spread``: Hyndman and
/// Fan's definition 7, as pandas' `describe`), in the axis' order, and never along the
/// categories as a trend (``OrderedCategoriesReading``). The same five numbers are what a strip
/// plot sounds (``StripPlotReading/asSpreads(_:)``).
struct CategorySpreadSentence {
  /// The most categories read; more are summarised by their count.
  ///
  /// - Note: A reading limit chosen for this tool: twelve categories (the months) fit one
  ///   sentence.
  static let maximumCategories = 12

  /// "By Cylinders, in axis order: 4: 18 values from 46 to 115, median 88 (quartiles 73 and 93.8); …", or
  /// `nil` when no category holds two values.
  let text: String?

  /// Reads the series' values by category.
  ///
  /// - Parameters:
  ///   - observations: The series' observations; those without a finite value are left out.
  ///   - keyAxis: The categorical axis they are over.
  ///   - valueAxis: The axis of their values.
  /// - Complexity: O(*n* log *n*) in the observations.
  init(_ observations: [Observation], keyAxis: AxisDescriptor, valueAxis: AxisDescriptor) {
    guard let spreads = StripPlotReading.spreads(of: observations, over: keyAxis),
      spreads.contains(where: { $0.count > 1 })
    else {
      text = nil
      return
    }
    let number = { (value: Double) in AxisPhrasing.number(value, on: valueAxis) }
    let parts = spreads.prefix(Self.maximumCategories).map { spread -> String in
      let name = AxisPhrasing.value(spread.category, on: keyAxis)
      let numbers = spread.fiveNumbers
      guard numbers.count == 5, spread.count > 1 else {
        return "\(name): 1 value, \(number(numbers.first ?? .nan))"
      }
      return "\(name): \(spread.count) values from \(number(numbers[0])) to \(number(numbers[4])), "
        + "median \(number(numbers[2])) (quartiles \(number(numbers[1])) and \(number(numbers[3])))"
    }
    let rest = spreads.count - parts.count
    let title = keyAxis.title.isEmpty ? "category" : keyAxis.title
    text =
      "By \(title), "
      + (rest > 0 ? "the first \(parts.count) of \(spreads.count) in axis order" : "in axis order")
      + ": " + parts.joined(separator: "; ") + "."
  }
}
