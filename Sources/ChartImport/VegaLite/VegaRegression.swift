import ChartModel
import Foundation

/// Vega-Lite's `regression` transform, computed as Vega computes it (vega-transforms
/// `Regression.js`, vega-statistics `regression/linear.js`): one least-squares line per group,
/// drawn as its two end points over the group's extent of x.
///
/// `{"regression": "Miles_per_Gallon", "on": "Horsepower", "groupby": ["Origin"]}` replaces the
/// rows by, for each group (in first-occurrence order, as Vega's `partition`), two rows: the
/// group's lowest and highest `on` (d3's `extent`, which skips missing values; or the
/// transform's `extent`), each with the fitted `regression` value there and the group's
/// `groupby` values. The output fields are named by `as` (default: the `on` and `regression`
/// field names, so the line plots on the same axes as the points).
///
/// The fit is ordinary least squares over the rows whose `on` and `regression` are both
/// numbers (vega-statistics `points`): slope = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)², intercept =
/// ȳ − slope · x̄ — `numpy.polyfit(x, y, 1)`. Only `method: "linear"` (the default) is
/// computed; the other methods (`log`, `exp`, `pow`, `quad`, `poly`) draw sampled curves and
/// are refused, as is `params: true` (a table of coefficients, not a drawn line). A group with
/// fewer than 2 such rows, or whose x does not vary, is left out, as Vega warns and skips it.
enum VegaRegression {
  /// Applies one `regression` transform.
  ///
  /// - Parameters:
  ///   - rows: The input rows.
  ///   - transform: The transform object.
  ///   - path: Its JSON path, for messages.
  /// - Returns: Two rows per fitted group.
  /// - Throws: ``VegaUnsupported`` for a method other than `linear`, `params: true`, a missing
  ///   `on`, or an `extent` that is not two numbers, each at its path.
  /// - Complexity: O(*n*) in the rows.
  static func apply(_ rows: [VegaRow], transform: JSONValue, at path: SpecPath)
    throws(VegaUnsupported) -> [VegaRow]
  {
    guard let y = transform["regression"]?.string else {
      throw VegaUnsupported(
        message: "'regression' must name a field", path: path.appending("regression"))
    }
    guard let x = transform["on"]?.string else {
      throw VegaUnsupported(message: "a 'regression' needs 'on'", path: path.appending("on"))
    }
    let method = transform["method"]?.string ?? "linear"
    guard method == "linear" else {
      throw VegaUnsupported(
        message: "regression method '\(method)' is not supported (only 'linear'): its curve "
          + "is sampled, not read", path: path.appending("method"))
    }
    if transform["params"]?.bool == true {
      throw VegaUnsupported(
        message: "a regression with 'params: true' (coefficients, not a line) is not supported",
        path: path.appending("params"))
    }
    var domain: [Double]?
    if let extent = transform["extent"] {
      let bounds = extent.array?.compactMap(\.number) ?? []
      guard bounds.count == 2 else {
        throw VegaUnsupported(
          message: "a regression 'extent' must be two numbers", path: path.appending("extent"))
      }
      domain = bounds
    }
    let names = transform["as"]?.array?.compactMap(\.string) ?? []
    let (xName, yName) = (names.first ?? x, names.count > 1 ? names[1] : y)
    let partition = VegaPartition(rows, by: try VegaPartition.fields(of: transform, at: path))
    var output: [VegaRow] = []
    for group in partition.groups {
      guard let line = fit(group.rows, x: x, y: y) else { continue }
      let xs = group.rows.compactMap { $0[x].flatMap(VegaValues.number) }.filter(\.isFinite)
      guard let ends = domain ?? xs.min().flatMap({ low in xs.max().map { [low, $0] } }) else {
        continue
      }
      let isDated = group.rows.contains { row in
        if case .date? = row[x] { return true } else { return false }
      }
      for end in ends {
        var row = partition.row(for: group)
        // A date extent stays a date (Vega's extent returns the values themselves).
        row[xName] = isDated ? .date(Date(timeIntervalSince1970: end / 1000)) : .number(end)
        row[yName] = .number(line.value(at: end))
        output.append(row)
      }
    }
    return output
  }

  /// The least-squares line of `y` on `x` over the rows where both are numbers
  /// (``LeastSquaresLine``), or `nil` for fewer than 2 such rows or an `x` that does not vary.
  ///
  /// - Complexity: O(*n*).
  static func fit(_ rows: [VegaRow], x: String, y: String) -> LeastSquaresLine? {
    var xs: [Double] = []
    var ys: [Double] = []
    for row in rows {
      guard let u = row[x].flatMap(VegaValues.number), let v = row[y].flatMap(VegaValues.number),
        u.isFinite, v.isFinite
      else { continue }
      xs.append(u)
      ys.append(v)
    }
    return LeastSquaresLine(xs, ys)
  }
}
