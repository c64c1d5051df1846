import ChartModel
import Foundation

/// The data marks of a Vega SVG: the kind of mark whose labels give the values (the most
/// numerous kind with data), the line and area paths drawn through them, and notes on the
/// marks not described.
///
/// A line or area path labels only its first point, so its values come from point marks
/// drawn through it (Vega-Lite's `point: true`); a path that starts at no such mark (a fitted
/// line over a scatter) is named as not described.
struct VegaMainMarks {
  /// The kind of the main marks (their role description, or element name).
  var kind: String
  /// Each main mark's field–value pairs.
  var rows: [[VegaAriaLabel.Pair]]
  /// The chart mark of the main marks.
  var mark: MarkKind
  /// Kinds of paths (lines and areas), whose labels give only their first point.
  var pathKinds: [String] = []
  /// Kinds of marks with data.
  var dataKinds: [String] = []
  /// Whether every path starts at one of the main marks.
  var pathsThroughMarks = false
  /// What is not described, one lowercase sentence each.
  var notes: [String] = []

  /// Picks the main marks.
  ///
  /// - Throws: ``ChartImportError`` `.noChartData` for a Vega-Lite box plot (its whiskers'
  ///   ends are not labelled), and when no kind of mark carries data (naming paths that label
  ///   only their first point).
  /// - Complexity: O(*n*) in the labelled marks.
  init(_ labelled: VegaLabelledMarks) throws(ChartImportError) {
    // Vega-Lite's `boxplot` labels each box with its quartiles and the data's minimum and
    // maximum, and its outliers as points, but not its whiskers' ends: read from the labels,
    // it would be a point chart of the outliers, or whiskers that reach past them.
    if labelled.groups["box"] != nil {
      throw ChartImportError(
        .noChartData(
          reason: "the SVG is a Vega-Lite box plot, whose whiskers' ends are not labelled; "
            + "describe its Vega-Lite spec instead"))
    }
    pathKinds = labelled.groupOrder.filter { SVGChartRecovery.markKind(for: $0) == nil }
    dataKinds = labelled.groupOrder.filter { kind in
      guard let mark = SVGChartRecovery.markKind(for: kind) else { return false }
      return mark.reading != .seriesOrReferenceLine
        || (labelled.groups[kind]?.first?.count ?? 0) > 1
    }
    guard
      let mainKind = dataKinds.max(by: {
        (labelled.groups[$0]?.count ?? 0) < (labelled.groups[$1]?.count ?? 0)
      }),
      let rows = labelled.groups[mainKind], let mainMark = SVGChartRecovery.markKind(for: mainKind)
    else {
      if !pathKinds.isEmpty {
        let count = pathKinds.reduce(0) { $0 + (labelled.groups[$1]?.count ?? 0) }
        throw ChartImportError(
          .noChartData(
            reason: "the SVG's \(count) line or area marks each label only their first point, so "
              + "their values cannot be recovered"))
      }
      throw ChartImportError(
        .noChartData(
          reason: "the SVG has no data labels (aria-label=\"field: value; …\" on its marks, as "
            + "Vega and Vega-Lite exports have)"))
    }
    // Lines or areas drawn through the main marks (Vega-Lite's `point: true`) start at one of
    // them: each path's label (its first point) is one of the marks' labels. A path that
    // starts elsewhere (a fitted regression line over a scatter) is not drawn through them.
    let markLabels = Set(rows)
    pathsThroughMarks = pathKinds.allSatisfy { kind in
      (labelled.groups[kind] ?? []).allSatisfy { markLabels.contains($0) }
    }
    for kind in pathKinds {
      let count = labelled.groups[kind]?.count ?? 0
      let plural = count == 1 ? "" : "s"
      notes.append(
        pathsThroughMarks
          ? "\(count) \(kind)\(plural) label only their first point; the values "
            + "were read from the \(mainKind) marks instead"
          : "\(count) \(kind)\(plural) do not pass through the \(mainKind) marks (such as "
            + "fitted lines) and \(count == 1 ? "is" : "are") not described")
    }
    for kind in dataKinds where kind != mainKind {
      let count = labelled.groups[kind]?.count ?? 0
      notes.append("\(count) \(kind) label\(count == 1 ? " was" : "s were") not described")
    }
    (kind, self.rows, mark) = (mainKind, rows, mainMark)
  }
}
