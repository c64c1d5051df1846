/// The text of a comment in which matplotlib writes each string it draws as glyphs.
enum MatplotlibCommentText {
  /// Undoes the escaping of `&`, `<` and `>` as `&amp;`, `&lt;` and `&gt;`.
  ///
  /// For text that XML did not unescape itself: the comments in which matplotlib writes each
  /// text's string (`backend_svg._escape_comment`, through `_escape_cdata`). `&amp;` is undone
  /// last, so a written `&amp;lt;` reads `&lt;`.
  ///
  /// - Parameter text: Comment text as matplotlib writes it.
  /// - Returns: The string it escaped.
  static func unescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
