import ChartModel

/// The Vega-Lite transforms that compute new rows or fields from statistics or reshaping,
/// each as Vega computes it, each with its output and work counted against
/// ``VegaTransformBudget`` before it runs.
enum VegaComputedTransform: String, CaseIterable {
  /// ``VegaDensity``: a kernel density estimate (ridgelines, violins).
  case density
  /// ``VegaLoess``: a locally weighted regression curve.
  case loess
  /// ``VegaQuantile``: sample quantiles (Q–Q plots).
  case quantile
  /// ``VegaWindow``: ranks, offsets and running aggregates.
  case window
  /// ``VegaJoinAggregate``: group aggregates added to every row.
  case joinaggregate
  /// ``VegaPivot``: a long table turned wide.
  case pivot

  /// The computed transform a transform object is, by the member that names its kind.
  init?(_ transform: JSONValue) {
    guard let kind = Self.allCases.first(where: { transform[$0.rawValue] != nil }) else {
      return nil
    }
    self = kind
  }

  /// Applies the transform.
  ///
  /// - Throws: ``VegaUnsupported`` from the transform, at its path.
  func apply(_ rows: [VegaRow], transform: JSONValue, at path: SpecPath)
    throws(VegaUnsupported) -> [VegaRow]
  {
    switch self {
    case .density: return try VegaDensity.apply(rows, transform: transform, at: path)
    case .loess: return try VegaLoess.apply(rows, transform: transform, at: path)
    case .quantile: return try VegaQuantile.apply(rows, transform: transform, at: path)
    case .window: return try VegaWindow.apply(rows, transform: transform, at: path)
    case .joinaggregate: return try VegaJoinAggregate.apply(rows, transform: transform, at: path)
    case .pivot: return try VegaPivot.apply(rows, transform: transform, at: path)
    }
  }
}
