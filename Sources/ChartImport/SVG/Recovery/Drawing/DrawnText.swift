import ChartModel
import Foundation

/// One `<text>` of a drawing placed on the page: its anchor point in root coordinates after
/// every transform, how it is anchored there, its rotation and size, and what it says.
struct DrawnText: Hashable, Sendable {
  /// How a text is placed relative to its anchor point (`text-anchor`).
  enum Anchor: Hashable, Sendable {
    case start
    case middle
    case end
  }

  /// The anchor point on the baseline, in root pixels.
  var point: SVGPoint
  /// The anchor.
  var anchor: Anchor
  /// The rotation in degrees, clockwise on the page (y downwards); 0 for level text,
  /// -90 for text read bottom to top.
  var rotation: Double
  /// The font size in root pixels (10 when the drawing gives none).
  var fontSize: Double
  /// The text, trimmed; never empty.
  var text: String

  /// Whether the text is level (within a degree).
  var isLevel: Bool { abs(rotation) < 1 }

  /// Where the middle of the text's x-height lies, in root pixels, for a level text: a tick
  /// label's baseline sits this far below the tick it labels in the tools that centre labels
  /// on their ticks (plotly writes 0.35 em, svglite's R devices about 0.36 em).
  var middleY: Double { point.y - Self.middleOffset * fontSize }

  /// How far above the baseline a level text's middle lies, in ems.
  static let middleOffset = 0.35

  /// The text's width estimated from its characters, in root pixels, to within about a
  /// sixth: each character's advance in ems as in Helvetica and Arial (digits 0.556; narrow
  /// letters and punctuation 0.278; capitals 0.667, `M` and `W` 0.85; `m` and `w` 0.8;
  /// other letters 0.52), the faces tools default to.
  ///
  /// Source: the advance widths of Adobe's Helvetica AFM (Core 14 fonts), rounded.
  var estimatedWidth: Double {
    text.unicodeScalars.reduce(0) { width, scalar in
      let character = Character(scalar)
      let advance: Double
      switch character {
      case "i", "j", "l", "I", ".", ",", ":", ";", "'", "!", "|", " ", "f", "t", "r", "(", ")":
        advance = 0.278
      case "M", "W": advance = 0.85
      case "m", "w": advance = 0.8
      case _ where character.isNumber: advance = 0.556
      case _ where character.isUppercase: advance = 0.667
      default: advance = 0.52
      }
      return width + advance * fontSize
    }
  }

  /// Every drawn text of the scene, in document order.
  ///
  /// The `<text>` elements outside `<defs>`, placed, with some characters. A text's `x` and `y` are its first values (a list of
  /// per-character positions starts at the first).
  ///
  /// - Complexity: O(*n*) in the number of elements and their text.
  static func read(_ scene: SVGGeometryScene) -> [DrawnText] {
    scene.document.elements.indices.compactMap { index in
      guard scene.name(index) == "text", !scene.isDefinition[index],
        let transform = scene.transforms[index]
      else { return nil }
      let text = scene.text(of: index)
      guard !text.isEmpty, isVisible(index, scene) else { return nil }
      let size = scene.fontSize(of: index) ?? 10
      let local = SVGPoint(
        x: first("x", index, scene) + first("dx", index, scene, em: size),
        y: first("y", index, scene) + first("dy", index, scene, em: size)
          + baselineShift(index, scene) * size)
      let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
      return DrawnText(
        point: transform.apply(local), anchor: anchor(index, scene),
        rotation: atan2(transform.b, transform.a) * 180 / .pi,
        fontSize: size * (scale > 0 ? scale : 1), text: text)
    }
  }

  /// The first length of a list attribute in pixels (`12`, `12px`, `0.35em` at `em`
  /// pixels an em), 0 when missing or not a length.
  private static func first(
    _ name: String, _ index: Int, _ scene: SVGGeometryScene, em: Double = 0
  ) -> Double {
    guard let list = scene.attributes(index)[name] else { return 0 }
    let head = list.split(whereSeparator: { $0 == " " || $0 == "," }).first.map(String.init)
    var text = head ?? ""
    var unit = 1.0
    if text.hasSuffix("px") { text.removeLast(2) }
    if text.hasSuffix("em") {
      text.removeLast(2)
      unit = em
    }
    guard let value = Double(text), value.isFinite, abs(value) <= SVGPathData.maximumMagnitude
    else { return 0 }
    return value * unit
  }

  /// How far below its `y` a text's baseline lies, in ems, for its `dominant-baseline`:
  /// 0.35 for `middle` and `central` (the text's middle at `y`), 0 otherwise.
  private static func baselineShift(_ index: Int, _ scene: SVGGeometryScene) -> Double {
    switch scene.property("dominant-baseline", of: index)?.trimmingCharacters(in: .whitespaces) {
    case "middle", "central": return middleOffset
    default: return 0
    }
  }

  /// Whether a text is painted: filled, or stroked with an opacity above 0 (bokeh writes
  /// each label twice, the second unfilled with `stroke-opacity="0"`).
  private static func isVisible(_ index: Int, _ scene: SVGGeometryScene) -> Bool {
    if scene.paint(.fill, of: index) != nil { return true }
    let opacity = scene.property("stroke-opacity", of: index).flatMap(Double.init)
    return scene.paint(.stroke, of: index) != nil && opacity != 0
  }

  private static func anchor(_ index: Int, _ scene: SVGGeometryScene) -> Anchor {
    switch scene.property("text-anchor", of: index)?.trimmingCharacters(in: .whitespaces) {
    case "middle": return .middle
    case "end": return .end
    default: return .start
    }
  }
}
