import ChartModel

/// The bounds on what Vega-Lite's computed transforms (``VegaComputedTransform``) make and
/// cost, each checked from the transform's parameters and its input's size before any row is
/// made, so a spec asking for 10⁹ density steps or a loess over a million points is refused
/// with one line rather than run out of memory or time.
///
/// - Values made: at most ``InputBudget/maximumDerivedValues`` (the bound `fold` has), counted
///   as rows made times fields a row holds.
/// - Work: at most ``maximumWork`` elementary steps (a kernel evaluated at a point, a
///   neighbour weighed in a local fit, a value visited in a window frame): ten times the value
///   budget, under a second or two in a release build.
enum VegaTransformBudget {
  /// Elementary steps one computed transform may take: 100,000,000.
  static let maximumWork = 10 * InputBudget.maximumDerivedValues

  /// `a · b`, or `Int.max` when it overflows.
  static func product(_ a: Int, _ b: Int) -> Int {
    let (value, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? Int.max : value
  }

  /// `a + b`, or `Int.max` when it overflows.
  static func sum(_ a: Int, _ b: Int) -> Int {
    let (value, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : value
  }

  /// Refuses a transform that would make more than ``InputBudget/maximumDerivedValues``
  /// values.
  ///
  /// - Parameters:
  ///   - values: The estimate, from the parameters and the input's size (at least what the
  ///     transform makes).
  ///   - kind: The transform (`density`).
  ///   - advice: What to do ("ask for fewer steps").
  ///   - path: The transform's JSON path.
  /// - Throws: ``VegaUnsupported`` at `path`: "the density would make at least 12000000
  ///   values, over the limit of 10000000; ask for fewer steps".
  static func check(
    values: Int, kind: String, advice: String, at path: SpecPath
  ) throws(VegaUnsupported) {
    guard values > InputBudget.maximumDerivedValues else { return }
    throw VegaUnsupported(
      message: "the \(kind) would make at least \(values) values, over the limit of "
        + "\(InputBudget.maximumDerivedValues); \(advice)", path: path)
  }

  /// Refuses a transform that adds `fields` fields to every row when the rows would then hold
  /// more than ``InputBudget/maximumDerivedValues`` values (rows times the first row's fields
  /// plus the added ones).
  ///
  /// - Throws: ``VegaUnsupported`` at `path`, as ``check(values:kind:advice:at:)``.
  static func check(
    adding fields: Int, to rows: [VegaRow], kind: String, advice: String, at path: SpecPath
  ) throws(VegaUnsupported) {
    let width = rows.first.map { $0.count } ?? 0
    try check(values: product(rows.count, width + fields), kind: kind, advice: advice, at: path)
  }

  /// Refuses a transform that would take more than ``maximumWork`` steps.
  ///
  /// - Parameters:
  ///   - work: The estimate, from the parameters and the input's size.
  ///   - kind: The transform (`loess`).
  ///   - advice: What to do ("use a smaller bandwidth or fewer rows").
  ///   - path: The transform's JSON path.
  /// - Throws: ``VegaUnsupported`` at `path`: "the loess would take about 300000000 steps, over
  ///   the limit of 100000000; use a smaller bandwidth or fewer rows".
  static func check(work: Int, kind: String, advice: String, at path: SpecPath)
    throws(VegaUnsupported)
  {
    guard work > maximumWork else { return }
    throw VegaUnsupported(
      message: "the \(kind) would take about \(work) steps, over the limit of \(maximumWork); "
        + advice, path: path)
  }
}
