import ChartModel

/// The order in which a line connects a series' points when it is not their axis order: a
/// path, as a connected scatter plot draws it (docs/chart-kinds.md).
///
/// Swift Charts' `LineMark` connects its points in data order; a chart spec's `order` member
/// (Vega-Lite's `order` channel) orders them by a value instead. A series keeps its
/// observations in axis order for every other reading; its path says in which order the line
/// visits them. A line whose points are visited in x order, or in reverse x order (the same
/// line drawn the other way), has no path.
public struct SeriesPath: Hashable, Sendable {
  /// Indices into the series' observations (axis order), in the order the line connects them.
  public var indices: [Int]
  /// The label of the value that orders the path ("Year"), or `nil` when the line connects its
  /// points in data order.
  public var orderLabel: String?
  /// The ordering value of each point, in path order (parallel to ``indices``), `nil` where a
  /// row has none; empty when the path is in data order.
  public var orderValues: [DataValue?]

  /// Creates a path.
  public init(indices: [Int], orderLabel: String? = nil, orderValues: [DataValue?] = []) {
    self.indices = indices
    self.orderLabel = orderLabel
    self.orderValues = orderValues
  }

  /// The path of observations in drawing order, or `nil` when the line visits them in x order
  /// or in reverse x order.
  ///
  /// - Parameters:
  ///   - drawn: The observations in data order, each at a numeric or dated position.
  ///   - order: The ordering value of each observation (parallel to `drawn`), when the mark has
  ///     an `order`; the line then connects them ascending by it (numbers and dates by value,
  ///     text by text; a missing value last), ties in data order, as Vega sorts a line.
  ///   - orderLabel: The ordering value's label.
  /// - Returns: The path, its indices into `drawn` sorted stably by x.
  /// - Complexity: O(*n*) when the line is monotone in x without an order, O(*n* log *n*)
  ///   otherwise.
  static func of(_ drawn: [Observation], order: [DataValue?]?, orderLabel: String?)
    -> SeriesPath?
  {
    guard drawn.count > 2 else { return nil }
    // The usual line, in data order and x order: one pass, nothing stored.
    if order == nil, Self.isMonotone(drawn.lazy.map { $0.x.numericValue ?? 0 }) { return nil }
    var drawing = Array(drawn.indices)
    if let order {
      drawing.sort { left, right in
        switch Self.compare(order[left], order[right]) {
        case .some(let before): return before
        case .none: return left < right
        }
      }
    }
    let x = drawn.map { $0.x.numericValue ?? 0 }
    guard !Self.isMonotone(drawing.lazy.map { x[$0] }) else { return nil }
    let axisOrder = drawn.indices.sorted { x[$0] != x[$1] ? x[$0] < x[$1] : $0 < $1 }
    var place = [Int](repeating: 0, count: drawn.count)
    for (position, index) in axisOrder.enumerated() { place[index] = position }
    return SeriesPath(
      indices: drawing.map { place[$0] }, orderLabel: order == nil ? nil : orderLabel,
      orderValues: order.map { values in drawing.map { values[$0] } } ?? [])
  }

  /// Whether the values never fall, or never rise.
  private static func isMonotone(_ values: some Sequence<Double>) -> Bool {
    var rises = true
    var falls = true
    var previous: Double?
    for value in values {
      if let previous {
        if value < previous { rises = false }
        if value > previous { falls = false }
        if !rises && !falls { return false }
      }
      previous = value
    }
    return true
  }

  /// Whether `left` comes before `right` ascending, or `nil` for a tie; a missing value comes
  /// last, numbers and dates by value, anything else by its text.
  private static func compare(_ left: DataValue?, _ right: DataValue?) -> Bool? {
    switch (left, right) {
    case (nil, nil): return nil
    case (nil, _): return false
    case (_, nil): return true
    case (.some(let a), .some(let b)):
      if let a = a.numericValue, let b = b.numericValue { return a == b ? nil : a < b }
      let (a, b) = (ValueFormatter.text(of: a), ValueFormatter.text(of: b))
      if let a = Double(a), let b = Double(b) { return a == b ? nil : a < b }
      return a == b ? nil : a < b
    }
  }
}
