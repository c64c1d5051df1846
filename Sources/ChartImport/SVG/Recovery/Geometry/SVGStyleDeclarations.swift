import ChartModel
import Foundation

/// Reads one property from an SVG `style` attribute (`fill: #1f77b4; stroke: none`).
///
/// Source: CSS Syntax 3 declarations, simplified: no comments or `!important` in the
/// values SVG exporters write.
enum SVGStyleDeclarations {
  /// The trimmed value of the last declaration of `name`, or `nil`.
  ///
  /// - Complexity: O(*n*) in the length of the style.
  static func value(of name: String, in style: String) -> String? {
    var found: String?
    for declaration in style.split(separator: ";") {
      guard let colon = declaration.firstIndex(of: ":") else { continue }
      let key = declaration[..<colon].trimmingCharacters(in: .whitespaces)
      if key == name {
        found = declaration[declaration.index(after: colon)...]
          .trimmingCharacters(in: .whitespaces)
      }
    }
    return found
  }
}
