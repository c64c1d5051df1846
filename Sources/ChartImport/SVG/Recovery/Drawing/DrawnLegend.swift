import ChartModel
import Foundation

/// A drawing's legend read as a person reads one: each level, left-aligned text with a
/// swatch just before it on its line (a small bar, a point, or a short level stroke) is an
/// entry naming the swatch's colour.
enum DrawnLegend {
  /// The legend's entries and the shapes used as their swatches.
  ///
  /// - Parameters:
  ///   - texts: The drawing's texts not already read as tick labels.
  ///   - shapes: The drawing's shapes.
  /// - Returns: The entries in drawing order, and the indices in `shapes` of their swatches
  ///   and of the legend's box (a filled rectangle around every swatch and entry's text, in
  ///   none of the entries' colours: bokeh's translucent legend background, which is no bar).
  /// - Complexity: O(*t* · *s*) for *t* texts and *s* shapes.
  static func read(_ texts: [DrawnText], _ shapes: [DrawnShape])
    -> (entries: [LegendEntry], swatches: Set<Int>)
  {
    var entries: [LegendEntry] = []
    var swatches: Set<Int> = []
    var named: [SVGPoint] = []
    for text in texts where text.isLevel && text.anchor == .start {
      let size = text.fontSize
      let candidates = shapes.indices.filter { index in
        guard isSwatch(shapes[index], size: size), !swatches.contains(index) else {
          return false
        }
        let bounds = shapes[index].bounds
        return bounds.maxX <= text.point.x + 0.5 && bounds.maxX >= text.point.x - 2 * size
          && abs(bounds.centre.y - text.middleY) <= 0.5 * size
      }
      // The nearest swatch before the text; of a key drawn on a background square (ggplot2's
      // grey key), the key inside it, and the background is no mark either.
      guard let nearest = candidates.max(by: { shapes[$0].bounds.maxX < shapes[$1].bounds.maxX })
      else { continue }
      let inner = candidates.last { encloses(shapes[nearest].bounds, shapes[$0].bounds) }
      let index = inner ?? nearest
      guard let colour = shapes[index].colour else { continue }
      swatches.formUnion(candidates.filter { encloses(shapes[$0].bounds, shapes[index].bounds) })
      swatches.insert(index)
      entries.append(LegendEntry(colour: colour, name: text.text))
      named.append(text.point)
    }
    let held = swatches.map { shapes[$0].bounds }
    let colours = Set(entries.map(\.colour))
    for index in shapes.indices where !named.isEmpty && !swatches.contains(index) {
      // A bar in an entry's colour is that series' bar, wherever the legend lies over it.
      guard case .bar(let box) = shapes[index].kind,
        !colours.contains(shapes[index].colour ?? "")
      else { continue }
      if named.allSatisfy({ box.contains($0, tolerance: 0) })
        && held.allSatisfy({ encloses(box, $0) })
      {
        swatches.insert(index)
      }
    }
    return (entries, swatches)
  }

  /// Whether `outer` holds `inner` (edges included) and is larger.
  private static func encloses(_ outer: SVGRect, _ inner: SVGRect) -> Bool {
    outer != inner && outer.minX <= inner.minX && outer.minY <= inner.minY
      && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
  }

  private static func isSwatch(_ shape: DrawnShape, size: Double) -> Bool {
    let bounds = shape.bounds
    switch shape.kind {
    case .bar: return bounds.width <= 2 * size && bounds.height <= 2 * size
    case .point: return true
    case .stroke: return bounds.height < 1e-3 && bounds.width <= 3 * size
    case .line: return bounds.height < 1e-3 && bounds.width <= 3 * size
    }
  }
}
