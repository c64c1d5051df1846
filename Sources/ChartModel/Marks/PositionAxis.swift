/// The axis along which `position(by:axis:span:)` divides a band or period.
public enum PositionAxis: String, CaseIterable, Codable, Sendable {
  /// Subcategories sit side by side along the horizontal axis.
  case horizontal
  /// Subcategories sit one above another along the vertical axis.
  case vertical
}
