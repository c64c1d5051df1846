import ChartModel
import Foundation

/// Reads a Vega or Vega-Lite SVG's drawing into axes, marks and legend entries, for the charts
/// whose `aria-label`s cannot give the data: lines and areas, whose one path is labelled with
/// its first point only.
///
/// Vega names its groups by class: `mark-group role-axis` holds `role-axis-tick` rules,
/// `role-axis-label` texts and a `role-axis-title`; the data are `mark-line`, `mark-area`,
/// `mark-rect` and `mark-symbol` groups with `role-mark` (and `mark-rule`, whose horizontal
/// or vertical lines are reference lines); `role-legend-entry` groups pair a
/// `role-legend-symbol` with a `role-legend-label`. Axes are drawn `translate` = 0.5 pixel
/// off the marks (Vega's default, to align strokes with the pixel grid), which is taken back.
/// An x axis's tick positions are its labels' (exact); a y axis's are its tick rules' (Vega
/// rounds tick rules to whole pixels, which the half-pixel fit allows), or with no tick rules
/// its labels' baselines less Vega's text offset for `baseline: middle`.
///
/// Source: Vega 5 `vega-view-transforms` and `vega-encode` axis layout (`translate` default
/// 0.5, `tickRound` default true), as exported by vl-convert 1.9.
struct VegaDrawing {
  var xAxis: Result<RecoveredAxis, AxisFitFailure>
  var yAxis: Result<RecoveredAxis, AxisFitFailure>
  var marks: [DrawnMarks]
  var legend: [LegendEntry]
  var legendTitle: String?
  var title: String?

  /// Vega's axis offset, in pixels.
  static let axisTranslate = 0.5

  static func classes(_ index: Int, _ scene: SVGGeometryScene) -> [Substring] {
    (scene.attributes(index)["class"] ?? "").split(separator: " ")
  }

  /// Whether the drawing has Vega line or area marks.
  static func hasLinesOrAreas(_ scene: SVGGeometryScene) -> Bool {
    scene.document.elements.indices.contains { index in
      let classes = classes(index, scene)
      return classes.contains("role-mark")
        && (classes.contains("mark-line") || classes.contains("mark-area"))
    }
  }

  /// Reads the drawing.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG` when the geometry exceeds the limits.
  init(_ scene: SVGGeometryScene) throws(ChartImportError) {
    xAxis = .failure(AxisFitFailure("the drawing has no labelled x axis"))
    yAxis = .failure(AxisFitFailure("the drawing has no labelled y axis"))
    marks = []
    legend = []
    let elements = scene.document.elements
    for index in elements.indices {
      let classes = Self.classes(index, scene)
      if classes.contains("role-axis") && classes.contains("mark-group") {
        if let label = scene.attributes(index)["aria-label"] {
          let isX = label.hasPrefix("X-axis")
          guard isX || label.hasPrefix("Y-axis") else { continue }
          let described = VegaAriaLabel.axis(label)
          let scale = described?.scale ?? ""
          let isTime = scale == "time" || scale == "utc"
          let axis = Self.axis(
            index, horizontal: isX,
            timeDomainStart: isTime ? described?.domainStart.flatMap(VegaAriaLabel.date) : nil,
            isTime: isTime, isDiscrete: ["discrete", "band", "point"].contains(scale), scene)
          if isX { xAxis = axis } else { yAxis = axis }
        }
      } else if classes.contains("role-mark") {
        marks.append(contentsOf: try Self.marks(index, classes, scene))
      } else if classes.contains("role-legend-entry") {
        legend.append(contentsOf: Self.legend(index, scene))
      } else if classes.contains("role-legend-title") {
        legendTitle = legendTitle ?? scene.text(of: index)
      } else if classes.contains("role-title-text") {
        title = title ?? scene.text(of: index)
      }
    }
  }

  private static func axis(
    _ group: Int, horizontal: Bool, timeDomainStart: Date?, isTime: Bool, isDiscrete: Bool,
    _ scene: SVGGeometryScene
  )
    -> Result<RecoveredAxis, AxisFitFailure>
  {
    var labels: [(SVGPoint, String)] = []
    // Each label's font size, for placing a y label's tick from its baseline.
    var labelSizes: [Double] = []
    var ticks: [SVGPoint] = []
    var title: String?
    for index in scene.descendants(of: group) {
      let classes = classes(index, scene)
      if classes.contains("role-axis-label") {
        // A label Vega hides to avoid overlap (`labelOverlap`: `opacity="0"`) is still
        // written at its tick with its text: it places its category or value like the others.
        for text in scene.children[index] where scene.name(text) == "text" {
          guard let transform = scene.transforms[text] else { continue }
          labels.append((transform.apply(SVGPoint(x: 0, y: 0)), scene.text(of: text)))
          labelSizes.append((scene.fontSize(of: text) ?? 10) * abs(transform.d))
        }
      } else if classes.contains("role-axis-tick") {
        for line in scene.children[index] where scene.name(line) == "line" {
          guard let transform = scene.transforms[line] else { continue }
          ticks.append(transform.apply(SVGPoint(x: 0, y: 0)))
        }
      } else if classes.contains("role-axis-title") {
        title = title ?? scene.text(of: index)
      }
    }
    var axisTicks: [AxisTick] = []
    if horizontal {
      axisTicks = labels.map { AxisTick(pixel: $0.0.x - axisTranslate, label: $0.1) }
    } else if ticks.count == labels.count {
      axisTicks = zip(ticks, labels).map {
        AxisTick(pixel: $0.0.y - axisTranslate, label: $0.1.1)
      }
    } else if ticks.isEmpty {
      // No tick rules (a theme or config with `ticks: false`): Vega writes a y label's
      // baseline its text offset below the tick (`baseline: middle`: round(0.30 × font
      // size)). A label drawn otherwise (a flush end label) is off the fit by a third of its
      // size, so the half-pixel fit refuses it.
      axisTicks = zip(labels, labelSizes).map { label, size in
        AxisTick(
          pixel: label.0.y - axisTranslate - middleBaselineOffset(fontSize: size), label: label.1)
      }
    } else {
      return .failure(
        AxisFitFailure(
          "the y axis: it has \(ticks.count) ticks but \(labels.count) labels, so they cannot "
            + "be paired"))
    }
    if let timeDomainStart {
      axisTicks = fullDates(axisTicks, from: timeDomainStart)
    }
    return AxisScaleFit.fit(axisTicks, isTime: isTime, isDiscrete: isDiscrete)
      .map { RecoveredAxis(isHorizontal: horizontal, title: title, scale: $0, ticks: axisTicks) }
      .mapError { AxisFitFailure("the \(horizontal ? "x" : "y") axis: \($0.reason)") }
  }

  /// A time axis's ticks with Vega's short labels (`February`, `Mon 04`, `06 AM`) written as
  /// the full dates they name (``VegaTimeTickLabels``), in ISO 8601; the ticks unchanged when
  /// every label is already a full date or year, or when one cannot be read.
  private static func fullDates(_ ticks: [AxisTick], from start: Date) -> [AxisTick] {
    let ordered = ticks.filter { !$0.label.isEmpty }.sorted { $0.pixel < $1.pixel }
    let short = ordered.contains { tick in
      switch PrintedValue.read(tick.label) {
      case .date, .number: return false
      case .text: return true
      }
    }
    guard short, let dates = VegaTimeTickLabels.dates(of: ordered.map(\.label), from: start)
    else { return ticks }
    return zip(ordered, dates).map { tick, date in
      let label = ISODateForm.dateTimeUTC.text(ofSeconds: date.timeIntervalSince1970)
      return AxisTick(pixel: tick.pixel, label: label)
    }
  }

  /// How far below its anchor Vega writes a text's baseline for `baseline: middle`, in
  /// pixels: round(0.30 × font size).
  ///
  /// Source: vega-scenegraph `util/text.js` `offset` (Vega's own baseline calculation, the
  /// same in every renderer).
  static func middleBaselineOffset(fontSize: Double) -> Double {
    (0.30 * fontSize).rounded()
  }

  private static func marks(_ group: Int, _ classes: [Substring], _ scene: SVGGeometryScene)
    throws(ChartImportError) -> [DrawnMarks]
  {
    var result: [DrawnMarks] = []
    for index in scene.children[group] {
      guard let transform = scene.transforms[index] else { continue }
      if classes.contains("mark-line") || classes.contains("mark-area") {
        guard scene.name(index) == "path", let path = try scene.pathData(index) else { continue }
        let points = path.subpaths.flatMap(\.points).map(transform.apply)
        if classes.contains("mark-line") {
          result.append(
            DrawnMarks(
              shape: .line(points), colour: scene.paint(.stroke, of: index)
            ))
        } else {
          result.append(
            DrawnMarks(
              shape: .area(points), colour: scene.paint(.fill, of: index)))
        }
      } else if classes.contains("mark-symbol") {
        let centre: SVGPoint
        if let bounds = try scene.pathData(index)?.bounds {
          centre = transform.apply(bounds.centre)
        } else {
          centre = transform.apply(SVGPoint(x: 0, y: 0))
        }
        let colour =
          scene.paint(.fill, of: index)
          ?? scene.paint(.stroke, of: index)
        result.append(DrawnMarks(shape: .points([centre]), colour: colour))
      } else if classes.contains("mark-rule"), scene.name(index) == "line" {
        let start = transform.apply(
          SVGPoint(x: scene.number("x1", of: index) ?? 0, y: scene.number("y1", of: index) ?? 0))
        let end = transform.apply(
          SVGPoint(x: scene.number("x2", of: index) ?? 0, y: scene.number("y2", of: index) ?? 0))
        let colour = scene.paint(.stroke, of: index)
        if abs(start.y - end.y) < 1e-6 && abs(start.x - end.x) > 0 {
          result.append(DrawnMarks(shape: .rule(horizontal: true, at: start.y), colour: colour))
        } else if abs(start.x - end.x) < 1e-6 && abs(start.y - end.y) > 0 {
          result.append(DrawnMarks(shape: .rule(horizontal: false, at: start.x), colour: colour))
        }
      } else if classes.contains("mark-rect") {
        guard let bounds = try scene.pathData(index)?.bounds, transform.preservesAxes else {
          continue
        }
        result.append(
          DrawnMarks(
            shape: .bars([bounds.transformed(by: transform)]),
            colour: scene.paint(.fill, of: index)))
      }
    }
    return result
  }

  /// The entries of a legend: its symbols and labels in drawing order, paired.
  private static func legend(_ entry: Int, _ scene: SVGGeometryScene) -> [LegendEntry] {
    var colours: [String?] = []
    var names: [String] = []
    for index in scene.descendants(of: entry) {
      let classes = classes(index, scene)
      if classes.contains("role-legend-symbol") {
        for symbol in scene.children[index] {
          colours.append(
            scene.paint(.fill, of: symbol)
              ?? scene.paint(.stroke, of: symbol))
        }
      } else if classes.contains("role-legend-label") {
        for text in scene.children[index] where scene.name(text) == "text" {
          names.append(scene.text(of: text))
        }
      }
    }
    guard colours.count == names.count else { return [] }
    return zip(colours, names).compactMap { colour, name in
      colour.map { LegendEntry(colour: $0, name: name) }
    }
  }
}
