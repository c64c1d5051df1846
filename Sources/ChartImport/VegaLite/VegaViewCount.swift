import ChartModel

/// Counts the unit views a Vega-Lite spec expands to, without expanding it, so that a spec
/// over ``InputBudget/maximumViews`` is refused before any view is built (15,000 `hconcat`
/// views took 40 s, and a `repeat` of 1,000 rows by 1,000 columns would be a million views
/// from a spec of a few kilobytes).
enum VegaViewCount {
  /// The unit views `spec` expands to as ``VegaUnitView/collect(_:at:inherited:diagnostics:)``
  /// collects them, or a number over `limit` (the count stops growing once past it).
  ///
  /// - Complexity: O(*s*) in the size of the spec's view tree (its `repeat` lists included);
  ///   no view is built.
  static func count(_ spec: JSONValue, limit: Int) -> Int {
    if spec["mark"] != nil { return 1 }
    for key in ["layer", "concat", "hconcat", "vconcat"] {
      guard let children = spec[key]?.array else { continue }
      var total = 0
      for child in children {
        total += count(child, limit: limit)
        if total > limit { return total }
      }
      return total
    }
    guard let inner = spec["spec"] else { return 0 }
    if spec["facet"] != nil { return count(inner, limit: limit) }
    guard let repeated = spec["repeat"] else { return 0 }
    var copies = 1
    if let fields = repeated.array {
      copies = fields.count
    } else {
      for key in ["row", "column", "layer"] {
        copies = saturated(copies, times: repeated[key]?.array?.count ?? 1, limit: limit)
      }
    }
    guard copies > 0 else { return 0 }
    return saturated(copies, times: count(inner, limit: limit), limit: limit)
  }

  /// `a` · `b`, or `limit` + 1 when that is more than `limit`.
  private static func saturated(_ a: Int, times b: Int, limit: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow || product > limit ? limit + 1 : product
  }
}
