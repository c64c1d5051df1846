import ChartModel

/// The spread of a series' values within each category, for a series of points with several
/// values in a category (a strip plot: Altair's `mark_tick` or points over `Cylinders:O`;
/// bars in one category stack, and are read by their drawn total instead).
///
/// Such a series shows a distribution per category, not a value per category: each category
/// is read by its count, range, median and quartiles (Hyndman and Fan's definition 7,
/// ``Quantiles``, as pandas' `describe`), in the axis' order, and never along the categories
/// as a trend (``OrderedCategoriesReading``).
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
    var order: [DataValue] = []
    var values: [DataValue: [Double]] = [:]
    for observation in observations where observation.value.isFinite {
      if values[observation.x] == nil { order.append(observation.x) }
      values[observation.x, default: []].append(observation.value)
    }
    guard keyAxis.kind == .categorical, values.values.contains(where: { $0.count > 1 }) else {
      text = nil
      return
    }
    let rank = Dictionary(
      keyAxis.categories.enumerated().map { ($0.element, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    order = stableSorted(order) { Double(rank[ValueFormatter.text(of: $0)] ?? .max) }
    let number = { (value: Double) in AxisPhrasing.number(value, on: valueAxis) }
    let parts = order.prefix(Self.maximumCategories).map { category -> String in
      let quantiles = Quantiles(values[category] ?? [])
      let name = AxisPhrasing.value(category, on: keyAxis)
      guard let low = quantiles.sorted.first, let high = quantiles.sorted.last,
        quantiles.sorted.count > 1, let median = quantiles.value(at: 0.5),
        let lower = quantiles.value(at: 0.25), let upper = quantiles.value(at: 0.75)
      else { return "\(name): 1 value, \(number(quantiles.sorted.first ?? .nan))" }
      return "\(name): \(quantiles.sorted.count) values from \(number(low)) to \(number(high)), "
        + "median \(number(median)) (quartiles \(number(lower)) and \(number(upper)))"
    }
    let rest = order.count - parts.count
    let title = keyAxis.title.isEmpty ? "category" : keyAxis.title
    text =
      "By \(title), "
      + (rest > 0 ? "the first \(parts.count) of \(order.count) in axis order" : "in axis order")
      + ": " + parts.joined(separator: "; ") + "."
  }
}
