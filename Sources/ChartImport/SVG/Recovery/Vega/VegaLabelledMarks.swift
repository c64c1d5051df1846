import ChartModel
import Foundation

/// A Vega SVG's labelled elements sorted by what they label: its title, its axes, its legend,
/// and the labels of each kind of data mark, in the order the kinds first appear.
///
/// Vega labels its title "Title text '…'", each axis "X-axis titled '…' for a … scale …",
/// its legend "Symbol legend titled '…' for fill color with 2 values: 1931, 1932", and each
/// data mark (`role="graphics-symbol"`) "field: value; field: value".
struct VegaLabelledMarks {
  var title: String?
  var xAxis: VegaAriaLabel.Axis?
  var yAxis: VegaAriaLabel.Axis?
  var legendTitle: String?
  /// Whether the legend is a symbol legend of colours: a colour per value, so series even
  /// when the values are numbers (a gradient legend is a colour scale).
  var legendIsSymbols = false
  /// A symbol legend's entries in the order it lists them, which series follow.
  var legendValues: [String]?
  /// Each mark kind's labels (its role description, or its element name), one field–value
  /// list a mark.
  var groups: [String: [[VegaAriaLabel.Pair]]] = [:]
  /// The mark kinds in the order they first appear.
  var groupOrder: [String] = []

  /// Sorts the elements; the first title, axis of each direction and legend count.
  ///
  /// - Complexity: O(*n*) in the elements and their labels.
  init(_ elements: [SVGDocument.LabelledElement]) {
    for element in elements {
      let role = element.roleDescription ?? ""
      switch role {
      case "title":
        title = title ?? VegaAriaLabel.quoted(after: "Title text ", in: element.label)
      case "axis":
        if let axis = VegaAriaLabel.axis(element.label) {
          if axis.isX { xAxis = xAxis ?? axis } else { yAxis = yAxis ?? axis }
        }
      case "legend":
        if legendTitle == nil {
          legendTitle = VegaAriaLabel.quoted(after: "titled ", in: element.label)
          // "Symbol legend titled 'year' for fill color with 2 values: 1931, 1932": a colour
          // per value, so series even when the values are numbers; a gradient legend is a
          // colour scale.
          legendIsSymbols =
            element.label.hasPrefix("Symbol legend") && element.label.contains(" color with ")
          // Its entries in the order it lists them, which series follow.
          legendValues = legendIsSymbols ? VegaAriaLabel.listedValues(element.label) : nil
        }
      default:
        guard element.role == "graphics-symbol" else { continue }
        let pairs = VegaAriaLabel.pairs(element.label)
        guard !pairs.isEmpty else { continue }
        let kind = role.isEmpty ? element.name : role
        if groups[kind] == nil { groupOrder.append(kind) }
        groups[kind, default: []].append(pairs)
      }
    }
  }
}
