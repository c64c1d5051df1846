import ChartModel
import Foundation

/// Reads a matplotlib SVG (and so seaborn's, pandas' and plotnine's, which draw through
/// matplotlib) into axes, marks and legend entries.
///
/// matplotlib names its groups by artist: each `axes_N` holds `matplotlib.axis_1` (x) and
/// `matplotlib.axis_2` (y) with `xtick_N`/`ytick_N` groups (the tick a `<use>` of a marker
/// at the tick's position, the label a `text_N` group: a `<text>` with
/// `svg.fonttype='none'`, or glyph paths after a comment holding the text with the default
/// `'path'`), the axis label and the offset text (`1e6`, `+1e3`); the data are `line2d_N`
/// (lines, or markers as `<use>`), `patch_N` (bars, clipped to the plot),
/// `PathCollection_N` (scatter markers), `PolyCollection_N` and
/// `FillBetweenPolyCollection_N` (areas) and `LineCollection_N`; `legend_N` pairs a sample
/// with a `text_N`; a `text_N` directly in the axes is its title.
///
/// Source: matplotlib 3.x `backends/backend_svg.py` (group ids from `Artist.get_gid` or
/// the artist's class name and a counter) and `axis.py`.
struct MatplotlibDrawing {
  var xAxis: Result<RecoveredAxis, AxisFitFailure>
  var yAxis: Result<RecoveredAxis, AxisFitFailure>
  var marks: [DrawnMarks]
  var legend: [LegendEntry]
  /// The legend's title (seaborn's `hue` field), if it has one.
  var legendTitle: String?
  var title: String?
  /// Whether the drawing has an axes group.
  var hasAxes = true
  /// The pie the plot draws instead of marks on axes (``MatplotlibPie``), if any.
  var pie: DrawnPie?
  /// The title of a colour bar beside the plot (`fig.colorbar(…, label=…)`), whose colours
  /// show a number on a continuous scale; `""` for an untitled one, `nil` when there is none.
  var colourBar: String?

  /// Whether the scene was drawn by matplotlib: an `axes_N` group holding a
  /// `matplotlib.axis_N` group.
  static func isMatplotlib(_ scene: SVGGeometryScene) -> Bool {
    scene.element(withID: "matplotlib.axis_1") != nil
      || scene.element(withID: "matplotlib.axis_2") != nil
      || scene.element(withID: "figure_1").map { scene.name($0) == "g" } == true
  }

  /// The axes group a drawing of one plot was read from; `nil` when it has none.
  var axesGroup: Int?
  /// Whether the plot draws an x axis group of its own (a `twinx` plot draws none: it shares
  /// its host's).
  var hasXAxisGroup = false
  /// Whether the plot draws a y axis group of its own.
  var hasYAxisGroup = false
  /// The plot's panel (its background patch) in root pixels, when it has one.
  var panel: SVGRect?
  /// The text heading the plot: its axes title in a figure of several plots, or the one
  /// figure text over it alone (plotnine's facet strips).
  var heading: String?

  /// Reads every plot of the figure: one, or several (subplots, facets, a `twinx` axes over
  /// another), each with its own axes, marks and legend.
  ///
  /// - Returns: The plots in drawing order; one drawing without axes when the figure has none.
  /// - Throws: ``ChartImportError`` `.invalidSVG` when the geometry exceeds the limits;
  ///   `.noChartData` for a heatmap, whose colour bar is a raster image, or a pie that cannot
  ///   be read (``MatplotlibPie``).
  static func plots(_ scene: SVGGeometryScene) throws(ChartImportError) -> [MatplotlibDrawing] {
    let elements = scene.document.elements
    let axesGroups = elements.indices.filter { index in
      scene.name(index) == "g" && (elements[index].attributes["id"]?.hasPrefix("axes_") ?? false)
        && scene.children[index].contains { child in
          elements[child].attributes["id"]?.hasPrefix("matplotlib.axis_") ?? false
        }
    }
    guard let firstAxes = axesGroups.first else {
      return [try MatplotlibDrawing(scene, axes: nil, colourBar: nil)]
    }
    func id(_ index: Int) -> String { elements[index].attributes["id"] ?? "" }
    func mesh(in group: Int) -> Int? {
      scene.children[group].first { scene.name($0) == "image" || id($0).hasPrefix("QuadMesh_") }
    }
    // A colour bar (`fig.colorbar`) is a plot of its colour ramp alone, an embedded raster
    // image, beside a plot drawn with marks: the marks' colours show a number, not read.
    let plots = axesGroups.filter { mesh(in: $0) == nil }
    var colourBar: String?
    if !plots.isEmpty, plots.count < axesGroups.count {
      let bar = axesGroups.first { mesh(in: $0) != nil } ?? firstAxes
      colourBar =
        scene.children[bar].filter { id($0).hasPrefix("matplotlib.axis_") }
        .flatMap { scene.children[$0] }.filter { id($0).hasPrefix("text_") }
        .map { scene.text(of: $0) }.first { !$0.isEmpty } ?? ""
    }
    // A heatmap (imshow's image, pcolormesh's and seaborn's QuadMesh) shows its values as
    // colours, and matplotlib draws its colour bar as an embedded raster image, whose colours
    // are not read: refused rather than described without its values.
    for group in axesGroups where plots.isEmpty {
      if let mesh = mesh(in: group) {
        let what = scene.name(mesh) == "image" ? "an image (imshow)" : "a colour mesh (pcolormesh)"
        throw ChartImportError(
          .noChartData(
            reason: "the drawing is a heatmap drawn as \(what), whose values are shown only by "
              + "colour through a colour bar drawn as an embedded raster image, which is not read"
          ))
      }
    }
    var drawings: [MatplotlibDrawing] = []
    for axes in plots.isEmpty ? [firstAxes] : plots {
      drawings.append(try MatplotlibDrawing(scene, axes: axes, colourBar: colourBar))
    }
    if drawings.count > 1 { try MatplotlibPanels.share(&drawings, scene) }
    return drawings
  }

  /// Reads one plot.
  private init(_ scene: SVGGeometryScene, axes: Int?, colourBar: String?)
    throws(ChartImportError)
  {
    self.colourBar = colourBar
    axesGroup = axes
    xAxis = .failure(AxisFitFailure("the drawing has no x axis group"))
    yAxis = .failure(AxisFitFailure("the drawing has no y axis group"))
    marks = []
    legend = []
    guard let axes else {
      xAxis = .failure(
        AxisFitFailure(
          "the matplotlib drawing has no axes (no axes_N group holding matplotlib.axis_1 and "
            + "matplotlib.axis_2)"))
      yAxis = xAxis
      hasAxes = false
      return
    }
    func id(_ index: Int) -> String { scene.document.elements[index].attributes["id"] ?? "" }
    let children = scene.children[axes]
    panel = try MatplotlibFigureTexts.panel(axes, scene)
    if let pie = try MatplotlibPie.read(axes, scene) {
      self.pie = pie
      title = pie.title
      return
    }
    var marks: [DrawnMarks] = []
    var legend: [LegendEntry] = []
    for child in children {
      let name = id(child)
      if name.hasPrefix("matplotlib.axis_"), let horizontal = Self.isHorizontal(child, scene) {
        if horizontal {
          xAxis = try Self.axis(child, horizontal: true, scene)
          hasXAxisGroup = true
        } else {
          yAxis = try Self.axis(child, horizontal: false, scene)
          hasYAxisGroup = true
        }
      } else if name.hasPrefix("legend_") {
        let read = try MatplotlibLegend(child, scene)
        legend = read.entries
        legendTitle = read.title
      } else if name.hasPrefix("text_") {
        let text = scene.text(of: child)
        if !text.isEmpty, title == nil { title = text }
      } else if let drawn = try MatplotlibMarks.read(child, id: name, scene) {
        marks.append(contentsOf: drawn)
      }
    }
    self.marks = marks
    self.legend = legend
    heading = title
    // Titles written outside the axes (plotnine, `supxlabel`): for what the axes leave untitled.
    let figure = try MatplotlibFigureTexts(around: axes, scene)
    xAxis = xAxis.map { axis in
      var axis = axis
      if axis.title == nil { axis.title = figure.xTitle }
      return axis
    }
    yAxis = yAxis.map { axis in
      var axis = axis
      if axis.title == nil { axis.title = figure.yTitle }
      return axis
    }
    if title == nil { title = figure.title }
  }

  /// Whether an axis group is an x axis (holding `xtick_N` groups) or a y axis (`ytick_N`);
  /// matplotlib numbers its axis groups through the whole figure (`matplotlib.axis_3` is the
  /// second plot's x axis, or a `twinx` plot's y axis), so the number does not tell.
  private static func isHorizontal(_ group: Int, _ scene: SVGGeometryScene) -> Bool? {
    for child in scene.children[group] {
      let id = scene.attributes(child)["id"] ?? ""
      if id.hasPrefix("xtick_") { return true }
      if id.hasPrefix("ytick_") { return false }
    }
    guard let number = Int((scene.attributes(group)["id"] ?? "").dropFirst(16)) else {
      return nil
    }
    return number % 2 == 1
  }

  private static func axis(_ group: Int, horizontal: Bool, _ scene: SVGGeometryScene)
    throws(ChartImportError) -> Result<RecoveredAxis, AxisFitFailure>
  {
    let prefix = horizontal ? "xtick_" : "ytick_"
    var ticks: [AxisTick] = []
    // Ticks placed by their labels only (no tick mark, no grid line), with the largest
    // uncertainty of those placements.
    var placedByLabel: [AxisTick] = []
    var uncertainty = 0.0
    // The shifts those placements share (one per font and size): one value when they are
    // all alike, so the axis is off by that shift at most.
    var sharedOffsets: Set<Double> = []
    var unknownFont: String?
    var texts: [String] = []
    for child in scene.children[group] {
      let id = scene.attributes(child)["id"] ?? ""
      if id.hasPrefix(prefix) {
        guard
          let labelGroup = scene.children[child].first(where: {
            scene.attributes($0)["id"]?.hasPrefix("text_") ?? false
          })
        else { continue }
        let label = scene.lines(of: labelGroup)
        guard !label.isEmpty else { continue }
        if let position = tickPosition(child, scene) {
          ticks.append(AxisTick(pixel: horizontal ? position.x : position.y, label: label))
        } else if let placement = try MatplotlibTickLabel.placement(
          labelGroup, horizontal: horizontal, scene)
        {
          placedByLabel.append(AxisTick(pixel: placement.pixel, label: label))
          uncertainty = max(uncertainty, placement.uncertainty)
          sharedOffsets.insert(placement.sharedOffset)
          unknownFont = unknownFont ?? placement.unknownFont
        }
      } else if id.hasPrefix("text_") {
        let text = scene.text(of: child)
        if !text.isEmpty { texts.append(text) }
      }
    }
    // Dates printed in part ("05", "Mar", beside "2024-Mar"), completed to full dates; the
    // text beside them is their offset, not the axis's title.
    let printed = ticks.isEmpty ? placedByLabel : ticks
    var dated: [AxisTick]?
    // Whether the labels mean nothing but as dates: beside an offset text, or days printed
    // "05"; else ("Jan 2024" on bars) they may be categories, read so when their positions fit
    // no time scale.
    var onlyDates = false
    if let completed = try MatplotlibDateTicks.complete(printed, texts: texts) {
      dated = completed.ticks
      onlyDates =
        completed.offset != nil
        || printed.contains { MatplotlibDateTicks.Parts($0.label)?.isPaddedDay == true }
      texts.removeAll { $0 == completed.offset }
    }
    var title: String?
    var multiplier = 1.0
    var offset = 0.0
    for text in texts {
      if let factor = MatplotlibOffsetText(text) {
        multiplier = factor.multiplier
        offset = factor.offset
      } else if title == nil {
        title = text
      }
    }
    let axisName = horizontal ? "x" : "y"
    if let dated {
      switch AxisScaleFit.fit(dated, isTime: true) {
      case .success(let scale):
        return .success(
          RecoveredAxis(isHorizontal: horizontal, title: title, scale: scale, ticks: dated))
      case .failure(let failure) where onlyDates:
        return .failure(
          AxisFitFailure("the \(axisName) axis: its dates printed in part: \(failure.reason)"))
      case .failure:
        break
      }
    }
    // Labels at their exact anchors stand for tick marks; placed only roughly, they can
    // only tell categories apart.
    if ticks.isEmpty && !placedByLabel.isEmpty {
      // Labels off by one shift they all share are exact but for it; shifts that differ are
      // each label's own uncertainty.
      let shared = sharedOffsets.count == 1 ? sharedOffsets.first ?? 0 : 0
      if sharedOffsets.count > 1 { uncertainty += sharedOffsets.max() ?? 0 }
      let fit =
        uncertainty == 0
        ? AxisScaleFit.fit(placedByLabel, multiplier: multiplier, offset: offset)
        : AxisScaleFit.fitLabelCentres(
          placedByLabel, uncertainty: uncertainty, unknownFont: unknownFont)
      return fit.map {
        var axis = RecoveredAxis(
          isHorizontal: horizontal, title: title, scale: $0, ticks: placedByLabel)
        axis.offsetUncertainty = shared
        return axis
      }
      .mapError { AxisFitFailure("the \(axisName) axis: \($0.reason)") }
    }
    // Ticks labelled in whole years are dates or numbers by where they stand
    // (``YearLabelledAxis``); an offset text makes them numbers.
    let years =
      horizontal && multiplier == 1 && offset == 0 ? YearLabelledAxis.fit(ticks) : nil
    return (years ?? AxisScaleFit.fit(ticks, multiplier: multiplier, offset: offset))
      .map { RecoveredAxis(isHorizontal: horizontal, title: title, scale: $0, ticks: ticks) }
      .mapError { AxisFitFailure("the \(axisName) axis: \($0.reason)") }
  }

  /// A tick's position: its first `<use>`'s `x`, `y` placed on the page, or, for a style
  /// that draws no tick marks (seaborn's `whitegrid`, `grayscale`: tick size 0), the first
  /// vertex of its grid line, a `path` in the tick's group; never a glyph of its label.
  private static func tickPosition(_ tick: Int, _ scene: SVGGeometryScene) -> SVGPoint? {
    // Only the tick's lines: its label's glyphs (`svg.fonttype='path'`) are `<use>`s too.
    let inside = scene.children[tick].filter {
      scene.attributes($0)["id"]?.hasPrefix("line2d_") ?? false
    }.flatMap { [$0] + scene.descendants(of: $0) }
    for index in inside where scene.name(index) == "use" {
      guard let transform = scene.transforms[index] else { return nil }
      return transform.apply(
        SVGPoint(x: scene.number("x", of: index) ?? 0, y: scene.number("y", of: index) ?? 0))
    }
    for index in inside where scene.name(index) == "path" {
      guard let transform = scene.transforms[index],
        let first = (try? scene.pathData(index))??.subpaths.first?.points.first
      else { return nil }
      return transform.apply(first)
    }
    return nil
  }
}
