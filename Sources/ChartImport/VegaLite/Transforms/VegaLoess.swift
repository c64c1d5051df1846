import ChartModel
import Foundation

/// Vega-Lite's `loess` transform, computed as Vega computes it (vega-regression `Loess.js`,
/// vega-statistics `regression/loess.js`, after science.js): a robust locally weighted linear
/// fit per group, one output point per distinct x.
///
/// `{"loess": "y", "on": "x", "groupby": ["g"], "bandwidth": 0.3}` replaces the rows by, for
/// each group (first-occurrence order), the fitted curve at each distinct `on` value
/// (ascending), named by `as` (default: the `on` and `loess` field names), with the group's
/// `groupby` values.
///
/// - Points: the rows whose `on` and `loess` are both numbers (dates as milliseconds), sorted
///   by x and centred on their means.
/// - Neighbourhood: *k* = max(2, ⌊`bandwidth` · *n*⌋) nearest points in x (`bandwidth`
///   default 0.3), a window slid right while the next point is no farther than the window's
///   leftmost; weights tricube (1 − (*d* / *d*ₘₐₓ)³)³, *d*ₘₐₓ the distance to the window's
///   farther end (1 where it is 0); each fit is weighted least squares, slope 0 where x does not
///   vary in the window.
/// - Robustness (Cleveland 1979): two reweighting passes after the first fit, each giving a
///   point the bisquare weight (1 − (*r* / 6*m*)²)² of its residual *r*, *m* the median
///   absolute residual (10⁻¹² where *r* ≥ 6*m*); stopped early when *m* < 10⁻¹².
/// - Points with the same x are merged as Vega merges them (``averagedByX``); a group with fewer than 2 points is left out (Vega
///   would draw NaN); a `bandwidth` above 1 is read as 1.
///
/// Checked against statsmodels' `lowess` with `frac` = `bandwidth` and `it` = 2
/// (`scripts/transform_oracle.py`).
enum VegaLoess {
  /// The robustness passes after the first fit.
  static let robustnessPasses = 2
  /// The residual scale below which the fit is taken as exact, and the least robustness weight.
  static let epsilon = 1e-12

  /// Applies one `loess` transform.
  ///
  /// - Throws: ``VegaUnsupported`` for a missing `loess` or `on`, a `bandwidth` that is not a
  ///   number above 0, or a fit over ``VegaTransformBudget/maximumWork``.
  /// - Complexity: O(*n* · *k*) for *n* points and *k* neighbours.
  static func apply(_ rows: [VegaRow], transform: JSONValue, at path: SpecPath)
    throws(VegaUnsupported) -> [VegaRow]
  {
    guard let y = transform["loess"]?.string else {
      throw VegaUnsupported(message: "'loess' must name a field", path: path.appending("loess"))
    }
    guard let x = transform["on"]?.string else {
      throw VegaUnsupported(message: "a 'loess' needs 'on'", path: path.appending("on"))
    }
    let bandwidth = transform["bandwidth"]?.number ?? 0.3
    guard bandwidth > 0, bandwidth.isFinite else {
      throw VegaUnsupported(
        message: "a loess 'bandwidth' must be a number above 0", path: path.appending("bandwidth"))
    }
    let names = transform["as"]?.array?.compactMap(\.string) ?? []
    let (xName, yName) = (names.first ?? x, names.count > 1 ? names[1] : y)
    let partition = VegaPartition(rows, by: try VegaPartition.fields(of: transform, at: path))
    let work = partition.groups.reduce(0) { total, group in
      let n = group.rows.count
      return VegaTransformBudget.sum(
        total, VegaTransformBudget.product(n, (robustnessPasses + 1) * neighbours(bandwidth, n)))
    }
    try VegaTransformBudget.check(
      work: work, kind: "loess", advice: "use a smaller bandwidth or fewer rows", at: path)
    var output: [VegaRow] = []
    for group in partition.groups {
      let points = group.rows.compactMap { row -> (Double, Double)? in
        guard let u = row[x].flatMap(VegaValues.number), let v = row[y].flatMap(VegaValues.number),
          u.isFinite, v.isFinite
        else { return nil }
        return (u, v)
      }
      guard points.count >= 2 else { continue }
      let isDated = group.rows.contains { row in
        if case .date? = row[x] { return true } else { return false }
      }
      for (u, v) in curve(points, bandwidth: bandwidth) {
        var row = partition.row(for: group)
        row[xName] = isDated ? .date(Date(timeIntervalSince1970: u / 1000)) : .number(u)
        row[yName] = .number(v)
        output.append(row)
      }
    }
    return output
  }

  /// The neighbours each local fit weighs: max(2, ⌊`bandwidth` · *n*⌋), at most *n*.
  static func neighbours(_ bandwidth: Double, _ n: Int) -> Int {
    let count = (bandwidth * Double(n)).rounded(.towardZero)
    return Swift.min(n, Swift.max(2, count >= Double(Int.max) ? n : Int(count)))
  }

  /// The fitted curve through `points` (at least 2): one (x, fitted y) per distinct x,
  /// ascending.
  ///
  /// - Complexity: O(*n* log *n* + *n* · *k*).
  static func curve(_ points: [(Double, Double)], bandwidth: Double) -> [(Double, Double)] {
    let sorted = points.enumerated().sorted { a, b in
      a.element.0 != b.element.0 ? a.element.0 < b.element.0 : a.offset < b.offset
    }.map(\.element)
    let n = sorted.count
    let meanX = sorted.reduce(0) { $0 + $1.0 } / Double(n)
    let meanY = sorted.reduce(0) { $0 + $1.1 } / Double(n)
    let xs = sorted.map { $0.0 - meanX }
    let ys = sorted.map { $0.1 - meanY }
    let k = neighbours(bandwidth, n)
    var robustness = [Double](repeating: 1, count: n)
    var fitted = [Double](repeating: 0, count: n)
    for pass in 0...robustnessPasses {
      let residuals = fit(xs, ys, neighbours: k, robustness: robustness, into: &fitted)
      if pass == robustnessPasses { break }
      let median = VegaAggregateOp.quantile(residuals.sorted(), 0.5)
      if abs(median) < epsilon { break }
      for i in 0..<n {
        let ratio = residuals[i] / (6 * median)
        robustness[i] = ratio >= 1 ? epsilon : (1 - ratio * ratio) * (1 - ratio * ratio)
      }
    }
    return averagedByX(xs, fitted, meanX: meanX, meanY: meanY)
  }

  /// One pass of local fits; returns the absolute residuals.
  private static func fit(
    _ xs: [Double], _ ys: [Double], neighbours k: Int, robustness: [Double],
    into fitted: inout [Double]
  ) -> [Double] {
    let n = xs.count
    var residuals = [Double](repeating: 0, count: n)
    var window = (left: 0, right: k - 1)
    for i in 0..<n {
      let x = xs[i]
      let edge = x - xs[window.left] > xs[window.right] - x ? window.left : window.right
      let reach = abs(xs[edge] - x)
      let scale = 1 / (reach == 0 ? 1 : reach)
      var (w, sx, sy, sxy, sxx) = (0.0, 0.0, 0.0, 0.0, 0.0)
      for j in window.left...window.right {
        let d = abs(x - xs[j]) * scale
        let t = 1 - d * d * d
        let weight = t * t * t * robustness[j]
        w += weight
        sx += xs[j] * weight
        sy += ys[j] * weight
        sxy += ys[j] * xs[j] * weight
        sxx += xs[j] * xs[j] * weight
      }
      let (mx, my) = (sx / w, sy / w)
      let spread = sxx / w - mx * mx
      let slope = abs(spread) < 1e-24 ? 0 : (sxy / w - mx * my) / spread
      fitted[i] = my - slope * mx + slope * x
      residuals[i] = abs(ys[i] - fitted[i])
      slide(&window, toward: i + 1, in: xs)
    }
    return residuals
  }

  /// Moves the window right while the point after it is no farther from `xs[i]` than its
  /// leftmost point (ties move it, so it passes runs of equal x).
  private static func slide(_ window: inout (left: Int, right: Int), toward i: Int, in xs: [Double])
  {
    guard i < xs.count else { return }
    let x = xs[i]
    while window.right + 1 < xs.count, i > window.left,
      xs[window.right + 1] - x <= x - xs[window.left]
    {
      window.left += 1
      window.right += 1
    }
  }

  /// The fitted values, one per distinct x, back on the data's scale.
  ///
  /// Equal x's fits are merged by Vega's running update (`output` in `loess.js`), whose count
  /// starts at 0: the second fit replaces the first, and the *j*-th (*j* ≥ 3) moves the value
  /// by 1 / (*j* − 1) of its difference — what Vega draws, not quite the mean (equal x's fits
  /// differ only where their windows do).
  private static func averagedByX(_ xs: [Double], _ fitted: [Double], meanX: Double, meanY: Double)
    -> [(Double, Double)]
  {
    var output: [(Double, Double)] = []
    var count = 0.0
    for (x, y) in zip(xs, fitted) {
      let position = x + meanX
      if let last = output.last, last.0 == position {
        count += 1
        output[output.count - 1].1 += (y + meanY - last.1) / count
      } else {
        count = 0
        output.append((position, y + meanY))
      }
    }
    return output
  }
}
