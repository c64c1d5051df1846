import ChartModel
import Foundation
import Testing

@testable import ChartImport

/// A transform object written as JSON.
private func transform(_ json: String) throws -> JSONValue {
  try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
}

/// Rows of one number field `v` (and a group `g` when given).
private func rows(_ values: [Double], groups: [String]? = nil) -> [VegaRow] {
  values.enumerated().map { index, value in
    var row: VegaRow = ["v": .number(value), "i": .number(Double(index + 1))]
    if let groups { row["g"] = .category(groups[index]) }
    return row
  }
}

private func numbers(_ rows: [VegaRow], _ field: String) -> [Double?] {
  rows.map { $0[field]?.numericValue }
}

private func close(_ a: Double?, _ b: Double, relative: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= relative * max(abs(b), 1e-12)
}

@Suite("Vega-Lite density, as Vega computes it (truth: scipy)")
struct VegaDensityTests {
  // numpy: std(ddof=1), quantile([.25, .75]); 1.06 · min(sd, IQR / 1.34) · n^-0.2.
  @Test("The bandwidth is Scott's rule as vega-statistics computes it")
  func bandwidth() {
    #expect(close(VegaDensity.bandwidth(of: [1, 2, 3, 4, 10]), 1.1466663335796377))
    // Every value equal: sd and IQR are 0, so |Q1| is used: 1.06 · 5 · 3^-0.2.
    #expect(close(VegaDensity.bandwidth(of: [5, 5, 5]), 4.2545302773292235))
  }

  // scipy.stats.gaussian_kde([1, 2, 3, 4, 10], bw_method=h / sd)(3.0) and the mean of
  // scipy.stats.norm.cdf((3 - v) / h).
  @Test("The estimate and its cumulative form agree with scipy")
  func estimate() {
    let h = VegaDensity.bandwidth(of: [1, 2, 3, 4, 10])
    #expect(close(VegaDensity.pdf(3, [1, 2, 3, 4, 10], h), 0.17992918398770988))
    #expect(close(VegaDensity.cdf(3, [1, 2, 3, 4, 10], h), 0.49188734357120323, relative: 1e-7))
  }

  @Test("Steps sample evenly, one point more than steps; groups stay apart")
  func steps() throws {
    let output = try VegaDensity.apply(
      rows([1, 2, 3, 10, 11, 12], groups: ["a", "a", "a", "b", "b", "b"]),
      transform: transform(#"{"density": "v", "groupby": ["g"], "extent": [0, 20], "steps": 4}"#),
      at: .root)
    #expect(output.count == 10)
    #expect(numbers(output, "value") == [0, 5, 10, 15, 20, 0, 5, 10, 15, 20])
    #expect(
      output.map { $0["g"] } == Array(repeating: .category("a"), count: 5)
        + Array(
          repeating: .category("b"), count: 5))
  }

  @Test("Adaptive sampling spans the extent with at most maxsteps + 1 points")
  func adaptive() throws {
    let output = try VegaDensity.apply(
      rows([1, 2, 2.5, 3, 4, 10]), transform: transform(#"{"density": "v", "maxsteps": 60}"#),
      at: .root)
    let xs = numbers(output, "value").compactMap { $0 }
    #expect(xs.first == 1 && xs.last == 10)
    #expect(xs.count > 25 && xs.count <= 61)
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("Steps past the budget are refused before any point is made")
  func budget() throws {
    #expect(
      throws: VegaUnsupported(
        message: "the density would make at least 200000002 values, over the limit of "
          + "10000000; ask for fewer steps or groups", path: .root)
    ) {
      try VegaDensity.apply(
        rows([1, 2]), transform: transform(#"{"density": "v", "steps": 100000000}"#),
        at: .root)
    }
  }
}

@Suite("Vega-Lite loess, as Vega computes it (truth: statsmodels lowess, it = 2)")
struct VegaLoessTests {
  // statsmodels.nonparametric.smoothers_lowess.lowess(y, x, frac=0.5, it=2, delta=0).
  @Test("A robust local fit discounts an outlier as statsmodels' lowess does")
  func fit() {
    let y: [Double] = [2, 4, 3, 6, 5, 9, 30, 8, 11, 12]
    let points = y.enumerated().map { (Double($0.offset + 1), $0.element) }
    let expected = [
      2.272208202951676, 3.178626167907477, 4.175691524704839, 4.849516241135788,
      6.484925363716236, 9.000000000000005, 8.5, 7.999999999999983, 10.358776867745188,
      12.29900473644798,
    ]
    let curve = VegaLoess.curve(points, bandwidth: 0.5)
    #expect(curve.map(\.0) == (1...10).map(Double.init))
    for ((_, fitted), truth) in zip(curve, expected) {
      #expect(close(fitted, truth, relative: 1e-9), "\(fitted) \(truth)")
    }
  }

  @Test("A loess whose work is past the budget is refused")
  func budget() throws {
    let many = rows((0..<20_000).map(Double.init))
    #expect(
      throws: VegaUnsupported(
        message: "the loess would take about 1200000000 steps, over the limit of 100000000; "
          + "use a smaller bandwidth or fewer rows", path: .root)
    ) {
      try VegaLoess.apply(
        many, transform: transform(#"{"loess": "v", "on": "i", "bandwidth": 1}"#), at: .root)
    }
  }
}

@Suite("Vega-Lite quantile, window, joinaggregate and pivot, as Vega computes them")
struct VegaReshapingTransformTests {
  // numpy.quantile([1, 3, 4, 8, 10], [0.005, 0.995]) = 1.04, 9.96; 100 default probabilities.
  @Test("quantile: step 0.01 gives 100 probabilities from 0.005, R-7 quantiles")
  func quantile() throws {
    let output = try VegaQuantile.apply(
      rows([8, 1, 10, 3, 4]), transform: transform(#"{"quantile": "v"}"#), at: .root)
    #expect(output.count == 100)
    #expect(close(output.first?["prob"]?.numericValue, 0.005))
    #expect(close(output.first?["value"]?.numericValue, 1.04))
    #expect(close(output.last?["value"]?.numericValue, 9.96))
  }

  // Sorted descending: 3, 3, 2, 1 — peers 3 and 3 share rank 1; the running sum's frame
  // [null, 0] takes in a row's peers (6 for both 3s).
  @Test("window: ranks and running sums over peers, rows kept in their order")
  func window() throws {
    let output = try VegaWindow.apply(
      rows([3, 1, 3, 2]),
      transform: transform(
        #"""
        {"window": [{"op": "rank", "as": "rank"}, {"op": "dense_rank", "as": "dense"},
                    {"op": "cume_dist", "as": "cume"}, {"op": "sum", "field": "v", "as": "run"},
                    {"op": "lag", "field": "v", "as": "before"}],
         "sort": [{"field": "v", "order": "descending"}]}
        """#), at: .root)
    #expect(numbers(output, "v") == [3, 1, 3, 2])
    #expect(numbers(output, "rank") == [1, 4, 1, 3])
    #expect(numbers(output, "dense") == [1, 3, 1, 2])
    #expect(numbers(output, "cume") == [0.5, 1, 0.5, 0.75])
    #expect(numbers(output, "run") == [6, 9, 6, 8])
    #expect(numbers(output, "before") == [nil, 2, 3, 3])
  }

  // pandas: s.rolling(3, center=True, min_periods=1).mean() per group.
  @Test("window: a centred frame per group")
  func centred() throws {
    let output = try VegaWindow.apply(
      rows([1, 2, 6, 10, 20, 30], groups: ["a", "a", "a", "b", "b", "b"]),
      transform: transform(
        #"{"window": [{"op": "mean", "field": "v", "as": "m"}], "groupby": ["g"], "frame": [-1, 1]}"#
      ), at: .root)
    #expect(numbers(output, "m") == [1.5, 3, 4, 15, 20, 25])
  }

  @Test("joinaggregate: each group's mean on every row")
  func joinAggregate() throws {
    let output = try VegaJoinAggregate.apply(
      rows([1, 2, 6, 10], groups: ["a", "b", "a", "b"]),
      transform: transform(
        #"{"joinaggregate": [{"op": "mean", "field": "v", "as": "m"}], "groupby": ["g"]}"#),
      at: .root)
    #expect(numbers(output, "m") == [3.5, 6, 3.5, 6])
  }

  // pandas: pivot_table(index="i", columns="g", values="v", aggfunc="sum"), with 0 for a
  // sum over none as Vega gives (pandas leaves NaN), and keys in ascending order.
  @Test("pivot: one row per group, a field per key in ascending order")
  func pivot() throws {
    let long: [VegaRow] = [
      ["t": .number(1), "k": .category("b"), "v": .number(2)],
      ["t": .number(1), "k": .category("a"), "v": .number(5)],
      ["t": .number(1), "k": .category("a"), "v": .number(1)],
      ["t": .number(2), "k": .category("b"), "v": .number(7)],
    ]
    let summed = try VegaPivot.apply(
      long, transform: transform(#"{"pivot": "k", "value": "v", "groupby": ["t"]}"#), at: .root)
    #expect(summed.map { $0.keys.sorted() } == [["a", "b", "t"], ["a", "b", "t"]])
    #expect(numbers(summed, "a") == [6, 0])
    #expect(numbers(summed, "b") == [2, 7])
    let means = try VegaPivot.apply(
      long, transform: transform(#"{"pivot": "k", "value": "v", "groupby": ["t"], "op": "mean"}"#),
      at: .root)
    #expect(numbers(means, "a") == [3, nil])
  }

  @Test("quantile: a step past the budget is refused before the probabilities are made")
  func quantileBudget() throws {
    #expect(
      throws: VegaUnsupported(
        message: "the quantile would make at least 3000000000 values, over the limit of "
          + "10000000; use a larger 'step' or fewer 'probs'", path: .root)
    ) {
      try VegaQuantile.apply(
        rows([1]), transform: transform(#"{"quantile": "v", "step": 1e-9}"#), at: .root)
    }
  }
}
