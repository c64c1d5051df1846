/// Colours blended in order, standing in for SwiftUI's `Gradient` on Linux.
///
/// Used as the range of `chartForegroundStyleScale(range:)`, where a chart spec records the
/// colour names.
public struct Gradient: Hashable, Sendable {
  /// The colours, from start to end.
  public var colors: [Color]

  /// Creates a gradient.
  ///
  /// - Parameter colors: The colours, from start to end.
  public init(colors: [Color]) {
    self.colors = colors
  }
}

/// A point in a unit square, standing in for SwiftUI's `UnitPoint`: where a gradient starts
/// and ends.
public struct UnitPoint: Hashable, Sendable {
  /// Horizontal position, from 0 (leading) to 1 (trailing).
  public var x: Double
  /// Vertical position, from 0 (top) to 1 (bottom).
  public var y: Double

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: From 0 (leading) to 1 (trailing).
  ///   - y: From 0 (top) to 1 (bottom).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top edge's centre.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The bottom edge's centre.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The leading edge's centre.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing edge's centre.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// A linear gradient fill, standing in for SwiftUI's `LinearGradient` on Linux.
///
/// Visual only: a chart spec records it as `linearGradient(first colour, …)`.
public struct LinearGradient: ShapeStyle, Hashable {
  /// The gradient's colours.
  public var gradient: Gradient
  /// Where the gradient starts.
  public var startPoint: UnitPoint
  /// Where the gradient ends.
  public var endPoint: UnitPoint

  /// Creates a linear gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colours.
  ///   - startPoint: Where the first colour is.
  ///   - endPoint: Where the last colour is.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// `linearGradient(` followed by the colour names and `)`.
  public var styleName: String {
    "linearGradient(" + gradient.colors.map(\.name).joined(separator: ", ") + ")"
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of colours, as SwiftUI's `.linearGradient(colors:startPoint:endPoint:)`.
  ///
  /// - Parameters:
  ///   - colors: The colours, from start to end.
  ///   - startPoint: Where the first colour is.
  ///   - endPoint: Where the last colour is.
  /// - Returns: The gradient.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
}
