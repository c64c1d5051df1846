/// Text shown in an annotation or read as an accessibility label, standing in for SwiftUI's
/// `Text` on Linux.
///
/// Only the string is recorded in a chart spec; font and colour are visual.
public struct Text: Hashable, Sendable {
  /// The text.
  public var content: String
  /// The font, if set.
  ///
  /// Visual only.
  public var font: Font?
  /// The colour, if set.
  ///
  /// Visual only.
  public var color: Color?

  /// Creates text.
  ///
  /// - Parameter content: The text.
  public init(_ content: String) {
    self.content = content
  }

  /// Creates text from a string, without localization (SwiftUI's `Text(verbatim:)`).
  ///
  /// - Parameter content: The text.
  public init(verbatim content: String) {
    self.content = content
  }

  /// The same text in another font.
  ///
  /// Visual only.
  ///
  /// - Parameter font: The font.
  /// - Returns: The restyled text.
  public func font(_ font: Font) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// The same text in another colour.
  ///
  /// Visual only.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The restyled text.
  public func foregroundColor(_ color: Color) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  /// The same text in another colour, as SwiftUI's `foregroundStyle(_:)`.
  ///
  /// Visual only.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The restyled text.
  public func foregroundStyle(_ color: Color) -> Text {
    foregroundColor(color)
  }
}

/// A text style, standing in for SwiftUI's `Font` on Linux.
///
/// Visual only.
public struct Font: Hashable, Sendable {
  /// The text style's name, such as `subheadline`.
  public var name: String

  /// Creates a font from a text style name.
  ///
  /// - Parameter name: The text style's name.
  public init(_ name: String) {
    self.name = name
  }

  /// The largest title style.
  public static let largeTitle = Font("largeTitle")
  /// A title.
  public static let title = Font("title")
  /// A headline.
  public static let headline = Font("headline")
  /// A subheadline.
  public static let subheadline = Font("subheadline")
  /// Body text.
  public static let body = Font("body")
  /// A callout.
  public static let callout = Font("callout")
  /// A footnote.
  public static let footnote = Font("footnote")
  /// A caption.
  public static let caption = Font("caption")
}
