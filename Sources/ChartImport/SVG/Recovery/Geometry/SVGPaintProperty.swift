import ChartModel

/// The two SVG paint properties, with the value each has when nothing declares it.
///
/// Source: SVG 1.1 §11.2 (`fill`: initial value `black`, inherited) and §11.3 (`stroke`:
/// initial value `none`, inherited). matplotlib relies on the first: it writes no `fill` for
/// a black shape (`backend_svg.py` `_get_style_dict` omits a fill of `(0, 0, 0)`), as in the
/// `grayscale` style's bars and areas.
enum SVGPaintProperty: String, Sendable {
  case fill
  case stroke

  /// The value the property takes when neither the element nor an ancestor declares it.
  var initialValue: String {
    switch self {
    case .fill: return "black"
    case .stroke: return "none"
    }
  }
}
