import Foundation

/// A validated chart spec together with its loaded data: the input every output reads.
public struct ChartDocument: Sendable {
  /// The spec.
  public var spec: ChartSpec
  /// The data rows the marks read.
  public var table: DataTable
  /// How the values were read, when they come from an SVG drawing's geometry rather than
  /// from data; descriptions say it once.
  public var drawingReading: DrawingReading?
  /// The colours an imported format paints the marks with, with their places in the source
  /// (empty for a chart spec, whose colours are in ``spec``); the audit checks them.
  public var declaredColors: [DeclaredColor] = []
  /// The colours behind the marks that an imported format declares, bottom first, each at its
  /// place in the source: Vega-Lite's `background` (or `config.background`), then the view's
  /// `fill` (`view.fill` or `config.view.fill`), which the marks are drawn on.
  ///
  /// Empty for a chart spec, whose ``ChartSpec/background`` says it. The audit blends each
  /// layer over the one below, starting from white (``VegaColors/background(of:)``).
  public var declaredBackground: [DeclaredColor] = []
  /// How many views the chart composes (Vega-Lite layers, concatenated views, panels); 1 for
  /// a single chart.
  public var viewCount = 1
  /// The views left out of the reading, which every description says it does not describe.
  public var unreadViews: [UnreadView] = []
  /// The panels of a concatenated chart (``ChartPanel``), in view order; empty for a chart of
  /// one panel.
  public var panels: [ChartPanel] = []

  /// Pairs an already-loaded spec and table after checking that every field exists.
  ///
  /// - Throws: ``ChartSpecError`` for an invalid spec, an unknown field, an empty data set
  ///   that marks read, or a cell that is not of its field's type.
  public init(spec: ChartSpec, table: DataTable) throws(ChartSpecError) {
    try spec.validate()
    self.spec = spec
    self.table = table
    try checkFields()
  }

  /// Every mark with its JSON path and the modifiers in effect (a plot's inherited).
  ///
  /// - Returns: One entry per mark, plots flattened, in spec order, with the index of the
  ///   top-level element it belongs to.
  public var flattenedMarks: [(element: Int, path: SpecPath, mark: MarkSpec)] {
    var result: [(Int, SpecPath, MarkSpec)] = []
    for (index, element) in spec.marks.enumerated() {
      let path = SpecPath.root.appending("marks").appending(index: index)
      switch element {
      case .mark(let mark):
        result.append((index, path, mark))
      case .plot(let plot):
        for (inner, mark) in plot.marks.enumerated() {
          var combined = mark
          combined.modifiers = mark.modifiers.inheriting(from: plot.modifiers)
          result.append((index, path.appending("marks").appending(index: inner), combined))
        }
      }
    }
    return result
  }

  private func checkFields() throws(ChartSpecError) {
    for (_, path, mark) in flattenedMarks {
      let usesFields = mark.encodings.contains { $0.encoding.isField }
      if usesFields && table.rowCount == 0 {
        throw ChartSpecError(
          .invalidValue("the data set is empty, but marks read fields from it"),
          path: SpecPath.root.appending("data"))
      }
      for (name, encoding) in mark.encodings {
        _ = try table.resolve(encoding, at: path.appending(name))
      }
      let modifiers = mark.modifiers
      let texts: [(String, TextSpec?)] = [
        ("annotation.text", modifiers.annotation?.text),
        ("accessibilityLabel", modifiers.accessibilityLabel),
        ("accessibilityValue", modifiers.accessibilityValue),
        ("accessibilityIdentifier", modifiers.accessibilityIdentifier),
      ]
      for case (let name, .field(let field)?) in texts where table.column(named: field) == nil {
        let known =
          table.fields.isEmpty
          ? "the chart has no data" : "fields: " + table.fields.joined(separator: ", ")
        throw ChartSpecError(
          .invalidValue("unknown field '\(field)'; \(known)"),
          path: path.appending(name).appending("field"))
      }
    }
  }
}
