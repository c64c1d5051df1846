/// A fill for marks, standing in for SwiftUI's `ShapeStyle` on Linux: a colour, a material or
/// a gradient.
///
/// Styles are visual only. A chart spec records a fixed style by name (`"pink"`,
/// `"thinMaterial"`), never interpreted; opacity and gradient stops are not recorded.
public protocol ShapeStyle: Sendable {
  /// The name recorded in a chart spec's `foregroundStyle` member, such as `pink`.
  var styleName: String { get }
}
