import ChartModel
import Foundation

/// A drawing's x and y axes read from its tick labels alone, the way a person reads them.
///
/// A row of level, centred labels on one baseline is an x axis; a column of level,
/// right-aligned labels ending at one x is a y axis. Each label's position gives its tick's
/// (the middle of a centred label; the middle of a right-aligned label's x-height, which is
/// where the tools put the tick), snapped to a grid line or tick mark drawn there when every
/// label has one. The lowest row and the leftmost column whose labels fit a scale
/// (``AxisScaleFit``) are the axes.
///
/// A y axis placed by its labels' baselines alone carries an ``RecoveredAxis/offsetUncertainty``
/// of 0.05 em (tools centre labels on their ticks between 0.33 and 0.38 em above the baseline).
struct TickLabelAxes {
  /// One candidate axis: its labels and the fit they give.
  struct Candidate {
    var labels: [DrawnText]
    var ticks: [AxisTick]
    var axis: RecoveredAxis
  }

  var x: Result<Candidate, AxisFitFailure>
  var y: Result<Candidate, AxisFitFailure>
  /// The labels of a second value axis: a column of left-aligned numbers right of the y
  /// axis that fits a scale (plotly's `secondary_y`, bokeh's extra y range); empty when none.
  var secondY: [DrawnText] = []

  /// How far a label may lie from the grid line it is snapped to, in ems.
  static let snapDistance = 0.3

  /// Reads the axes.
  ///
  /// - Parameters:
  ///   - texts: The drawing's texts.
  ///   - horizontalRules: The y of every horizontal two-point stroke, in root pixels.
  ///   - verticalRules: The x of every vertical two-point stroke.
  /// - Complexity: O(*t* log *t* + *t* · *r*) for *t* texts and *r* rules.
  init(_ texts: [DrawnText], horizontalRules: [Double], verticalRules: [Double]) {
    let level = texts.filter(\.isLevel)
    let starts = level.filter { $0.anchor == .start }
    let rows = Self.groups(level.filter { $0.anchor == .middle }, by: { $0.point.y })
      .map { $0.sorted { $0.point.x < $1.point.x } }
    // Right-aligned level labels, or labels turned a quarter left and centred on their
    // ticks (R's base graphics, `las = 0`).
    let turned = texts.filter { abs($0.rotation + 90) < 1 && $0.anchor == .middle }
    let columns =
      (Self.groups(level.filter { $0.anchor == .end }, by: { $0.point.x })
      + Self.groups(turned, by: { $0.point.x }))
      .map { $0.sorted { $0.point.y > $1.point.y } }
    x = Self.best(
      rows.sorted { $0[0].point.y > $1[0].point.y }, horizontal: true, rules: verticalRules
    )
    .orElse {
      // Labels written from their left edge at computed places (bokeh): centred on their
      // ticks by their estimated widths, placed by the tick marks or grid lines alone.
      Self.best(
        Self.groups(starts, by: { $0.point.y }).map { $0.sorted { $0.point.x < $1.point.x } }
          .sorted { $0[0].point.y > $1[0].point.y },
        horizontal: true, rules: verticalRules, fromLeftEdges: true)
    }
    y = Self.best(
      columns.sorted { $0[0].point.x < $1[0].point.x }, horizontal: false,
      rules: horizontalRules
    )
    .orElse {
      // Labels written from their left edge, right-aligned by their estimated widths.
      Self.best(
        Self.groups(starts, by: { $0.point.x + $0.estimatedWidth }, within: 0.5)
          .map { $0.sorted { $0.point.y > $1.point.y } }
          .sorted { $0[0].point.x < $1[0].point.x },
        horizontal: false, rules: horizontalRules)
    }
    if case .success(let found) = y, let left = found.labels.map(\.point.x).max() {
      let right = Self.groups(starts.filter { !found.labels.contains($0) }, by: { $0.point.x })
      let span = Self.extent(found.labels.map(\.point.y))
      secondY =
        right.first { column in
          column[0].point.x > left && Self.extent(column.map(\.point.y)) >= span / 2
            && column.allSatisfy { PrintedValue.number($0.text) != nil }
            && (try? AxisScaleFit.fit(column.map { AxisTick(pixel: $0.middleY, label: $0.text) })
              .get()) != nil
        } ?? []
    }
  }

  /// The distance between the smallest and largest of some numbers; 0 for none.
  private static func extent(_ values: [Double]) -> Double {
    guard let low = values.min(), let high = values.max() else { return 0 }
    return high - low
  }

  /// Texts of one size sharing a coordinate (to within half a pixel, or `within` ems of the
  /// previous text's), in groups of two or more.
  static func groups(
    _ texts: [DrawnText], by key: (DrawnText) -> Double, within ems: Double? = nil
  ) -> [[DrawnText]] {
    var result: [[DrawnText]] = []
    for text in texts.sorted(by: { key($0) < key($1) }) {
      if let last = result.last?.last,
        abs(key(last) - key(text)) <= (ems.map({ $0 * text.fontSize }) ?? 0.5),
        abs(last.fontSize - text.fontSize) <= 0.1
      {
        result[result.count - 1].append(text)
      } else {
        result.append([text])
      }
    }
    return result.filter { $0.count >= 2 }
  }

  /// The first group whose labels fit a scale, else the first group's failure.
  private static func best(
    _ groups: [[DrawnText]], horizontal: Bool, rules: [Double], fromLeftEdges: Bool = false
  ) -> Result<Candidate, AxisFitFailure> {
    var firstFailure: AxisFitFailure?
    for labels in groups {
      switch candidate(labels, horizontal: horizontal, rules: rules, fromLeftEdges: fromLeftEdges)
      {
      case .success(let candidate): return .success(candidate)
      case .failure(let failure): firstFailure = firstFailure ?? failure
      }
    }
    let name = horizontal ? "x" : "y"
    return .failure(
      firstFailure
        ?? AxisFitFailure(
          "the drawing has no \(horizontal ? "row" : "column") of tick labels to read "
            + "\(horizontal ? "an" : "a") \(name) axis from"))
  }

  /// The axis a group of labels gives, placed by their positions (snapped to the rules drawn
  /// at them when every label has one), or from their left edges by the rules alone.
  static func candidate(
    _ labels: [DrawnText], horizontal: Bool, rules: [Double], fromLeftEdges: Bool = false
  ) -> Result<Candidate, AxisFitFailure> {
    if fromLeftEdges {
      guard let pixels = snapCentres(labels, to: rules) else {
        return .failure(
          AxisFitFailure(
            "the \(horizontal ? "x" : "y") axis: its labels are written from their left edges "
              + "and no tick mark or grid line stands under each of them to place it"))
      }
      return fit(labels, pixels: pixels, horizontal: horizontal, exact: true)
    }
    let estimated = labels.map { label in
      horizontal ? label.point.x : label.isLevel ? label.middleY : label.point.y
    }
    let snapped = snap(estimated, to: rules, within: snapDistance * labels[0].fontSize)
    return fit(labels, pixels: snapped ?? estimated, horizontal: horizontal, exact: snapped != nil)
  }

  /// The candidate axis of labels placed at `pixels`; a y axis of level labels placed by
  /// their baselines alone (not `exact`) carries their offset uncertainty.
  private static func fit(
    _ labels: [DrawnText], pixels: [Double], horizontal: Bool, exact: Bool
  ) -> Result<Candidate, AxisFitFailure> {
    let ticks = zip(pixels, labels).map { AxisTick(pixel: $0, label: $1.text) }
    let name = horizontal ? "x" : "y"
    // An x axis labelled in whole years is read as dates or as numbers by where its ticks
    // stand (``YearLabelledAxis``), so that marks between them are never decimal years.
    let fitted = (horizontal ? YearLabelledAxis.fit(ticks) : nil) ?? AxisScaleFit.fit(ticks)
    return
      fitted
      .map { scale in
        var axis = RecoveredAxis(isHorizontal: horizontal, title: nil, scale: scale, ticks: ticks)
        if !exact && !horizontal && labels[0].isLevel {
          axis.offsetUncertainty = 0.05 * labels[0].fontSize
        }
        return Candidate(labels: labels, ticks: ticks, axis: axis)
      }
      .mapError { AxisFitFailure("the \(name) axis: \($0.reason)") }
  }

  /// The rule under each label written from its left edge, for a row of such labels each
  /// centred on its tick: the rule nearest the label's estimated middle, within a quarter of
  /// its estimated width and 0.3 em (the estimate's error), a different rule for each label,
  /// in the labels' order; `nil` when a label has none.
  private static func snapCentres(_ labels: [DrawnText], to rules: [Double]) -> [Double]? {
    var result: [Double] = []
    for label in labels {
      let middle = label.point.x + label.estimatedWidth / 2
      guard
        let nearest = rules.min(by: { abs($0 - middle) < abs($1 - middle) }),
        abs(nearest - middle) <= label.estimatedWidth / 4 + snapDistance * label.fontSize,
        result.last.map({ nearest > $0 }) ?? true
      else { return nil }
      result.append(nearest)
    }
    return result
  }

  /// The rule nearest each estimate, when every estimate has one within `distance` and they
  /// all lie the same way off their rules (within half a pixel); else `nil`.
  private static func snap(_ estimates: [Double], to rules: [Double], within distance: Double)
    -> [Double]?
  {
    var result: [Double] = []
    for estimate in estimates {
      guard let nearest = rules.min(by: { abs($0 - estimate) < abs($1 - estimate) }),
        abs(nearest - estimate) <= distance
      else { return nil }
      result.append(nearest)
    }
    let offsets = zip(estimates, result).map { $0 - $1 }
    guard let low = offsets.min(), let high = offsets.max(), high - low <= 0.5 else { return nil }
    return result
  }
}

extension Result {
  /// This result when it is a success, else `other()`'s, keeping this failure when that
  /// fails too.
  fileprivate func orElse(_ other: () -> Result) -> Result {
    guard case .failure = self else { return self }
    let next = other()
    if case .success = next { return next }
    return self
  }
}
