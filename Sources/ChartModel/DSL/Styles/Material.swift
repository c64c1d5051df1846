/// A translucent background material, standing in for SwiftUI's `Material` on Linux.
///
/// Visual only: a chart spec records the name, such as `thinMaterial`.
public struct Material: ShapeStyle, Hashable {
  /// The material's name, such as `thinMaterial`.
  public var styleName: String

  private init(_ name: String) {
    styleName = name
  }

  /// The most translucent material.
  public static let ultraThinMaterial = Material("ultraThinMaterial")
  /// A more translucent material.
  public static let thinMaterial = Material("thinMaterial")
  /// A material of medium translucency.
  public static let regularMaterial = Material("regularMaterial")
  /// A less translucent material.
  public static let thickMaterial = Material("thickMaterial")
  /// The least translucent material.
  public static let ultraThickMaterial = Material("ultraThickMaterial")
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  /// A more translucent material.
  public static var thinMaterial: Material { Material.thinMaterial }
  /// A material of medium translucency.
  public static var regularMaterial: Material { Material.regularMaterial }
  /// A less translucent material.
  public static var thickMaterial: Material { Material.thickMaterial }
  /// The least translucent material.
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
}
