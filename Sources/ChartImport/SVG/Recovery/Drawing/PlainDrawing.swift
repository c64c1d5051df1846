import ChartModel
import Foundation

/// Any chart drawing read from its text and plain shapes alone, whatever tool drew it: the
/// axes from its tick labels (``TickLabelAxes``), the legend from swatch–label pairs
/// (``DrawnLegend``), the title as the largest text above the plot, the axis titles as the
/// texts beyond the tick labels (level below the x axis, turned a quarter left of the y
/// axis), and the marks from the shapes inside the plot (``DrawnShape``): bars, lines and
/// points, grouped by colour.
///
/// The plot is the region right of the y axis's labels and above the x axis's; a filled
/// rectangle spanning most of both axes' ticks there is its background, not a bar.
enum PlainDrawing {
  /// What stops a drawing from being read from its text.
  static let glyphOutlines =
    "the text is drawn as glyph outlines: save with svglite, or pass the data with --spec"

  /// One panel of a drawing: what the chart builder reads, and the text heading it.
  struct Panel {
    var drawing: GeometryChartBuilder.Drawing
    /// The text above the panel naming it (a facet's strip); `nil` for a drawing of one panel.
    var heading: String?
    /// The marks read on a second y axis on the right (``secondAxis(_:labels:rules:texts:)``),
    /// if the panel has one.
    var trailing: GeometryChartBuilder.Drawing?
  }

  /// Reads the drawing: one panel, or several side by side over one y axis
  /// (``DrawnPanelRow``), each read on its own x axis with the shapes drawn in it.
  ///
  /// - Throws: ``ChartImportError`` `.noChartData` when the drawing has no text (naming glyph
  ///   outlines when it draws its letters as shapes), no row or column of tick labels that
  ///   fits a scale, two y axes, or no marks but an embedded raster image (naming it);
  ///   `.invalidSVG` when the geometry exceeds the limits.
  /// - Complexity: O(*t* · (*s* + *r*)) for *t* texts, *s* shapes and *r* rules.
  static func read(_ scene: SVGGeometryScene) throws(ChartImportError) -> [Panel] {
    let texts = DrawnText.read(scene)
    guard !texts.isEmpty else {
      throw ChartImportError(
        .noChartData(
          reason: hasGlyphs(scene)
            ? glyphOutlines : "the drawing has no text, so no tick labels to read values with"))
    }
    let shapes = try DrawnShape.read(scene)
    let strokes = shapes.compactMap { shape -> DrawnStroke? in
      if case .stroke(let stroke) = shape.kind { return stroke }
      return nil
    }
    let verticalRules = strokes.filter { abs($0.start.x - $0.end.x) < 1e-3 }.map(\.start.x)
    let horizontalRules = strokes.filter { abs($0.start.y - $0.end.y) < 1e-3 }.map(\.start.y)
    let row =
      DrawnPanelRow.find(texts, verticalRules: verticalRules)
      ?? DrawnPanelRow.findStack(texts, horizontalRules: horizontalRules)
    let rowLabels = Set(row?.labels ?? [])
    let axes = TickLabelAxes(
      texts.filter { !rowLabels.contains($0) }, horizontalRules: horizontalRules,
      verticalRules: verticalRules)
    // Each panel's x and y axes: the row's own along it, the shared one across it.
    let pairs: [(x: TickLabelAxes.Candidate, y: TickLabelAxes.Candidate)]
    switch (axes.x, axes.y) {
    case (_, .success(let y)) where row?.isRow == true:
      pairs = row?.columns.map { ($0, y) } ?? []
    case (.success(let x), _) where row?.isRow == false:
      pairs = row?.columns.map { (x, $0) } ?? []
    case (.success(let x), .success(let y)):
      pairs = [(x, y)]
    case (.failure(let failure), _), (_, .failure(let failure)):
      throw ChartImportError(
        .noChartData(
          reason: "the drawing's axes give no scale to read its marks with: \(failure.reason)"))
    }
    if !axes.secondY.isEmpty && pairs.count > 1 {
      throw secondAxisUnread(axes.secondY)
    }
    let xLabels = pairs.flatMap(\.x.labels)
    let yLabels = pairs.flatMap(\.y.labels)
    let ticks = Set(xLabels + yLabels + axes.secondY)
    let others = texts.filter { !ticks.contains($0) }
    let legend = DrawnLegend.read(others, shapes)
    let named = Set(legend.entries.map(\.name))
    let free = others.filter { !named.contains($0.text) }
    let title = title(free, above: yLabels)
    let xAxisTitle = xTitle(free, below: xLabels)
    // An axis title is turned, so never a legend entry, and may name the axis's one series.
    let yAxisTitle = yTitle(others, leftOf: yLabels)
    let top = (yLabels.map(\.point.y).min() ?? 0) - (yLabels.map(\.fontSize).max() ?? 0)
    let headings = row?.headings(free, above: top, title: title) ?? [nil]
    // A panel's heading is drawn on a strip: a filled rectangle behind it is no bar.
    let strips = headings.compactMap { $0?.point }
    let kept = shapes.indices.filter { index in
      guard !legend.swatches.contains(index) else { return false }
      if case .bar(let rect) = shapes[index].kind {
        return !strips.contains { rect.contains($0, tolerance: 0) }
      }
      return true
    }.map { shapes[$0] }
    var panels: [Panel] = []
    for (index, pair) in pairs.enumerated() {
      var xAxis = pair.x.axis
      xAxis.title = xAxisTitle
      var yAxis = pair.y.axis
      yAxis.title = yAxisTitle
      let inPanel = row.map { row in kept.filter { row.panel(of: $0) == index } } ?? kept
      let found = marks(inPanel, x: pair.x, y: pair.y)
      if found.isEmpty && hasImage(scene) {
        throw ChartImportError(.noChartData(reason: rasterMarks))
      }
      panels.append(
        Panel(
          drawing: GeometryChartBuilder.Drawing(
            xAxis: xAxis, yAxis: yAxis, marks: found, legend: legend.entries,
            legendTitle: nil, title: title, notes: []),
          heading: headings[index]?.text))
    }
    // Panels one above another are read top to bottom, as a person reads them.
    if row?.isRow == false { panels.reverse() }
    if !axes.secondY.isEmpty {
      let sides = try secondAxis(
        panels[0].drawing, labels: axes.secondY, rules: horizontalRules, texts: others)
      panels[0].drawing = sides.leading
      panels[0].trailing = sides.trailing
    }
    return panels
  }

  /// What stops a drawing whose marks are a picture from being read.
  static let rasterMarks =
    "the marks are drawn as a raster image embedded in the SVG (such as plotly's WebGL "
    + "traces), not as shapes: export them as vector shapes (plotly: render_mode=\"svg\"), "
    + "or pass the data with --spec"

  /// Whether the drawing embeds an `<image>` outside `<defs>`.
  private static func hasImage(_ scene: SVGGeometryScene) -> Bool {
    scene.document.elements.indices.contains {
      scene.name($0) == "image" && !scene.isDefinition[$0]
    }
  }

  /// Whether the drawing places glyph shapes by `<use>` (cairo's `<symbol id="glyph0-1">`).
  private static func hasGlyphs(_ scene: SVGGeometryScene) -> Bool {
    scene.document.elements.indices.contains { index in
      guard scene.name(index) == "use", let target = scene.referenced(by: index) else {
        return false
      }
      return scene.name(target) == "symbol" || scene.name(target) == "path"
    }
  }

  /// The largest level text above the y axis's top label, the first of equals.
  private static func title(_ texts: [DrawnText], above labels: [DrawnText]) -> String? {
    guard let top = labels.map(\.point.y).min() else { return nil }
    var best: DrawnText?
    let labelSize = labels.map(\.fontSize).max() ?? 0
    for text in texts where text.isLevel && text.point.y < top - labelSize {
      if best.map({ text.fontSize > $0.fontSize + 0.1 }) ?? true { best = text }
    }
    return best?.text
  }

  /// The nearest level text below the x axis's labels, within the labels' span.
  private static func xTitle(_ texts: [DrawnText], below labels: [DrawnText]) -> String? {
    guard let row = labels.first, let low = labels.map(\.point.x).min(),
      let high = labels.map(\.point.x).max()
    else { return nil }
    return texts.filter {
      $0.isLevel && $0.point.y > row.point.y && $0.point.x >= low && $0.point.x <= high
    }.min { $0.point.y < $1.point.y }?.text
  }

  /// The nearest text turned a quarter left of the y axis's labels.
  private static func yTitle(_ texts: [DrawnText], leftOf labels: [DrawnText]) -> String? {
    guard let column = labels.first else { return nil }
    return texts.filter { abs(abs($0.rotation) - 90) < 1 && $0.point.x < column.point.x }
      .max { $0.point.x < $1.point.x }?.text
  }
}
