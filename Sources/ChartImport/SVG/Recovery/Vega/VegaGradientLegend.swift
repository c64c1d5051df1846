import ChartModel
import Foundation

/// Reads a Vega gradient legend (a continuous colour scale) into a ``ColourRamp``: the
/// `role-legend-gradient` rectangle filled with a `linearGradient`, whose stops give the
/// colours along it, and the `role-legend-label` texts, whose positions give the values.
///
/// Vega draws each label at its value's position along the gradient, shifted by its
/// baseline: on a vertical gradient a label's `y` is the position plus 0.3 × font size
/// (`middle`), or 0.79 × (`top`, the label at the top end) or −0.21 × (`bottom`, at the bottom
/// end); on a horizontal gradient its `x` is the position. The positions fit a linear (or
/// log) scale within half a pixel (``AxisScaleFit``), and each stop's value is read from it.
/// A label at an end of the gradient prints the domain's end rounded for show (1.7 as `2`):
/// it is left out when two labels lie between; otherwise the reading's resolution is at least
/// half the last printed digit of the end labels.
///
/// Source: Vega 5 `vega-parser` `guides/legend-gradient*.js` and `vega-scenegraph`
/// `util/text.js` (`offset`: top 0.79, middle 0.30, bottom −0.21 of the font size).
enum VegaGradientLegend {
  /// The ramp of the first gradient legend, or the reason there is none.
  ///
  /// - Complexity: O(*n*) in the size of the drawing.
  static func ramp(_ scene: SVGGeometryScene) throws(ChartImportError) -> Result<
    ColourRamp, AxisFitFailure
  > {
    for index in scene.document.elements.indices
    where VegaDrawing.classes(index, scene).contains("role-legend-gradient") {
      for child in scene.children[index] {
        guard let fill = scene.property("fill", of: child), let id = reference(fill),
          let gradient = scene.element(withID: id), let transform = scene.transforms[child],
          let bounds = try scene.pathData(child)?.bounds
        else { continue }
        return ramp(gradient, in: bounds.transformed(by: transform), legend: index, scene)
      }
    }
    return .failure(AxisFitFailure("the drawing has no gradient legend for its colours"))
  }

  private static func reference(_ fill: String) -> String? {
    let text = fill.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("url(#"), text.hasSuffix(")") else { return nil }
    return String(text.dropFirst(5).dropLast())
  }

  private static func ramp(
    _ gradient: Int, in box: SVGRect, legend: Int, _ scene: SVGGeometryScene
  ) -> Result<ColourRamp, AxisFitFailure> {
    func coordinate(_ name: String, _ fallback: Double) -> Double {
      guard var text = scene.attributes(gradient)[name] else { return fallback }
      var scale = 1.0
      if text.hasSuffix("%") {
        text.removeLast()
        scale = 0.01
      }
      return Double(text.trimmingCharacters(in: .whitespaces)).map { $0 * scale } ?? fallback
    }
    let start = SVGPoint(
      x: box.minX + coordinate("x1", 0) * box.width, y: box.minY + coordinate("y1", 0) * box.height)
    let end = SVGPoint(
      x: box.minX + coordinate("x2", 1) * box.width, y: box.minY + coordinate("y2", 0) * box.height)
    let vertical = abs(end.y - start.y) > abs(end.x - start.x)

    // The legend's labels, at their value's position along the gradient.
    var ticks: [AxisTick] = []
    let (low, high) = vertical ? (box.minY, box.maxY) : (box.minX, box.maxX)
    let parent = scene.document.elements[legend].parent
    let group = parent.map { scene.descendants(of: $0) } ?? []
    for index in group where VegaDrawing.classes(index, scene).contains("role-legend-label") {
      for text in scene.children[index] where scene.name(text) == "text" {
        guard scene.attributes(text)["opacity"] != "0", let transform = scene.transforms[text]
        else { continue }
        let at = transform.apply(SVGPoint(x: 0, y: 0))
        var pixel = at.x
        if vertical {
          let size = fontSize(text, scene)
          pixel = at.y - 0.3 * size
          if abs(at.y - 0.79 * size - low) <= AxisScaleFit.tolerance {
            pixel = low
          } else if abs(at.y + 0.21 * size - high) <= AxisScaleFit.tolerance {
            pixel = high
          }
        }
        ticks.append(AxisTick(pixel: pixel, label: scene.text(of: text)))
      }
    }
    // A label at an end of the gradient prints the end of the scale's domain rounded for
    // show ("2" for 1.7): the labels between fit the scale exactly when there are two.
    let isEnd = { (tick: AxisTick) -> Bool in
      abs(tick.pixel - low) <= AxisScaleFit.tolerance
        || abs(tick.pixel - high) <= AxisScaleFit.tolerance
    }
    let inner = ticks.filter { !isEnd($0) }
    var labelRounding = 0.0
    if inner.count >= 2 {
      ticks = inner
    } else {
      labelRounding = ticks.filter(isEnd).map { halfLastDigit($0.label) }.max() ?? 0
    }
    let scale: AxisScaleFit
    switch AxisScaleFit.fit(ticks) {
    case .success(let fitted): scale = fitted
    case .failure(let failure):
      return .failure(AxisFitFailure("the colour legend: \(failure.reason)"))
    }
    let axis = RecoveredAxis(isHorizontal: !vertical, title: nil, scale: scale)
    guard !axis.isCategorical else {
      return .failure(AxisFitFailure("the colour legend's labels are not numbers"))
    }
    var stops: [ColourRamp.Stop] = []
    for stop in scene.children[gradient] where scene.name(stop) == "stop" {
      var offset = scene.attributes(stop)["offset"]?.trimmingCharacters(in: .whitespaces) ?? "0"
      var scaleBy = 1.0
      if offset.hasSuffix("%") {
        offset.removeLast()
        scaleBy = 0.01
      }
      guard let fraction = Double(offset).map({ min(1, max(0, $0 * scaleBy)) }),
        let colour = SVGPaint.normalized(scene.property("stop-color", of: stop)),
        let (red, green, blue) = SVGPaint.channels(colour)
      else { continue }
      let point = SVGPoint(
        x: start.x + fraction * (end.x - start.x), y: start.y + fraction * (end.y - start.y))
      guard case .number(let value)? = axis.value(at: vertical ? point.y : point.x) else {
        continue
      }
      stops.append(ColourRamp.Stop(value: value, red: red, green: green, blue: blue))
    }
    guard let ramp = ColourRamp(stops, labelRounding: labelRounding) else {
      return .failure(AxisFitFailure("the colour legend's gradient has fewer than two stops"))
    }
    return .success(ramp)
  }

  /// Half the unit of a printed number's last digit: 0.5 for `22`, 0.05 for `2.5`, 500 for
  /// `2k`.
  static func halfLastDigit(_ label: String) -> Double {
    let text = label.trimmingCharacters(in: .whitespaces)
    let digits = text.split(separator: ".", maxSplits: 1)
    let decimals = digits.count == 2 ? digits[1].prefix(while: \.isNumber).count : 0
    var half = 0.5 * pow(10, -Double(decimals))
    let numeric = text.filter { $0.isNumber || $0 == "." }
    if let value = PrintedValue.number(text), let plain = Double(numeric), plain != 0 {
      half *= abs(value / plain)
    }
    return half
  }

  /// A text's font size in pixels (`10px`, from the element or an ancestor); 10 by default,
  /// Vega's label size.
  private static func fontSize(_ index: Int, _ scene: SVGGeometryScene) -> Double {
    scene.fontSize(of: index) ?? 10
  }
}
