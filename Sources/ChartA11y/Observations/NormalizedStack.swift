import ChartModel

/// A normalized stack's values as it draws them: each value as its share, in percent, of the
/// total at its position.
///
/// Bars or areas stacked `normalized` (Swift Charts' `stacking: .normalized`, Vega-Lite's
/// `stack: "normalize"`) are scaled so that every stack reaches the same height, 100 %; a
/// reader sees shares, never the raw values or their sums. The accessible view reads each
/// observation so (docs/chart-kinds.md, "Normalized stacks"), and its value axis runs in
/// percent.
///
/// - Note: The share is |value| ÷ Σ |value| over the stacked series at the same position ×
///   100, as Vega's stack transform with `offset: "normalize"` draws it (vega-transforms
///   `src/Stack.js`, `stackNormalize`: each segment is as long as its value's magnitude, so a
///   negative value is drawn as a share, never below 0 %); a position whose values are all 0
///   draws nothing and has no share (`NaN`, said as a stack that is not drawn).
enum NormalizedStack {
  /// The unit a normalized stack's values are read in.
  static let unit = "%"

  /// Whether the series form a normalized stack: there are some, each drawn only by marks that
  /// stack (bars, areas) stacked `normalized`, with single values that are not placed side by
  /// side by `position(by:)`.
  ///
  /// - Complexity: O(*n*) in the observations.
  static func applies(to series: [DataSeries]) -> Bool {
    !series.isEmpty
      && series.allSatisfy { entry in
        entry.stacking == .normalized && !entry.isPlot && !entry.markKinds.isEmpty
          && entry.markKinds.allSatisfy(\.stacks)
          && entry.observations.allSatisfy { $0.components.isEmpty && $0.subcategory == nil }
      }
  }

  /// What a share of a value is called: the label itself when it already says it is a share
  /// or a percentage ("Share of net generation"), else "Share of Generation".
  ///
  /// - Complexity: O(*n*) in the label's length.
  static func shareLabel(of label: String) -> String {
    let lowered = label.lowercased()
    let says = ["share", "percent", "proportion", "fraction", "%"].contains {
      lowered.contains($0)
    }
    return says || label.isEmpty ? label : "Share of \(label)"
  }

  /// The series with every finite value replaced by its share of its position's total, in
  /// percent (0 to 100; `NaN` where the total is 0), and their value label saying so (``shareLabel(of:)``); the series
  /// unchanged when they are not a normalized stack
  /// (``applies(to:)``).
  ///
  /// - Parameter series: The chart's series, as collected.
  /// - Returns: The series read as shares.
  /// - Complexity: O(*n*) expected, in the observations.
  static func shares(of series: [DataSeries]) -> [DataSeries] {
    guard applies(to: series) else { return series }
    var totals: [DataValue: Double] = [:]
    for entry in series {
      for observation in entry.observations where observation.value.isFinite {
        totals[observation.x, default: 0] += abs(observation.value)
      }
    }
    return series.map { entry in
      var entry = entry
      entry.valueLabel = shareLabel(of: entry.valueLabel)
      entry.unnormalizedValues = entry.observations.map(\.value)
      for index in entry.observations.indices where entry.observations[index].value.isFinite {
        let total = totals[entry.observations[index].x] ?? 0
        // Multiplied first: a stack whose values already add up to 100 keeps them exactly
        // (28 · 100 / 100 is 28, where 28 / 100 · 100 is 28.000000000000004).
        // Drawn by its size: a negative value is a segment as long as its magnitude.
        entry.observations[index].value =
          total > 0 ? abs(entry.observations[index].value) * 100 / total : .nan
      }
      return entry
    }
  }
}
