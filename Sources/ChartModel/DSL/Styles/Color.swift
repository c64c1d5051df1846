/// A named colour, standing in for SwiftUI's `Color` on Linux.
///
/// Visual only: a chart spec records the name.
public struct Color: ShapeStyle, Hashable {
  /// The colour's name, such as `pink`, or `#rrggbb`.
  public var name: String
  /// The opacity, from 0 (transparent) to 1 (opaque).
  ///
  /// Not recorded in a chart spec.
  public var opacityValue: Double

  /// Creates a colour from its name.
  ///
  /// - Parameters:
  ///   - name: A colour name such as `pink`, or `#rrggbb`.
  ///   - opacity: From 0 (transparent) to 1 (opaque). The default is `1`.
  public init(_ name: String, opacity: Double = 1) {
    self.name = name
    self.opacityValue = opacity
  }

  /// The colour's name.
  public var styleName: String { name }

  /// The same colour with another opacity, as SwiftUI's `Color.opacity(_:)`.
  ///
  /// - Parameter opacity: From 0 (transparent) to 1 (opaque).
  /// - Returns: The colour at that opacity.
  public func opacity(_ opacity: Double) -> Color {
    Color(name, opacity: opacity)
  }

  /// Red.
  public static let red = Color("red")
  /// Orange.
  public static let orange = Color("orange")
  /// Yellow.
  public static let yellow = Color("yellow")
  /// Green.
  public static let green = Color("green")
  /// Mint.
  public static let mint = Color("mint")
  /// Teal.
  public static let teal = Color("teal")
  /// Cyan.
  public static let cyan = Color("cyan")
  /// Blue.
  public static let blue = Color("blue")
  /// Indigo.
  public static let indigo = Color("indigo")
  /// Purple.
  public static let purple = Color("purple")
  /// Pink.
  public static let pink = Color("pink")
  /// Brown.
  public static let brown = Color("brown")
  /// Grey.
  public static let gray = Color("gray")
  /// Black.
  public static let black = Color("black")
  /// White.
  public static let white = Color("white")
  /// The primary content colour.
  public static let primary = Color("primary")
  /// The secondary content colour.
  public static let secondary = Color("secondary")
  /// No colour.
  public static let clear = Color("clear")
}

extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Grey.
  public static var gray: Color { Color.gray }
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// The primary content colour.
  public static var primary: Color { Color.primary }
  /// The secondary content colour.
  public static var secondary: Color { Color.secondary }
}
