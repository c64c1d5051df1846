extension TextEscaping {
  /// Escapes one CSV field (RFC 4180 §2), guarding spreadsheets against formula injection.
  ///
  /// - A field that begins with `=`, `+`, `-`, `@`, a tab or a carriage return, and is not a
  ///   plain number (`-3.5`, `-1,234`), gets a leading apostrophe, which spreadsheets read as
  ///   "text, not a formula" (OWASP, "CSV Injection"). Labels come from data, and a label such
  ///   as `=HYPERLINK(…)` would otherwise run when the file is opened; negative numbers stay
  ///   numbers.
  /// - Controls other than tab and line breaks (``isControl(_:)``) become visible `\u{…}`.
  /// - A field holding a comma, a double quote, a CR or an LF is enclosed in double quotes,
  ///   each quote doubled (RFC 4180 §2.6–2.7).
  ///
  /// - Parameter text: Untrusted text.
  /// - Returns: The field as written between commas.
  /// - Complexity: O(*n*).
  public static func csvField(_ text: String) -> String {
    var field = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\t", "\n", "\r": field.unicodeScalars.append(scalar)
      default: appendVisible(scalar, to: &field)
      }
    }
    if let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
      !isPlainNumber(field)
    {
      field = "'" + field
    }
    guard
      field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
    else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Whether a field is a number as written by ``ValueFormatter``: an optional sign, digits
  /// with optional thousands commas, an optional fraction.
  private static func isPlainNumber(_ field: String) -> Bool {
    var scalars = Substring(field).unicodeScalars.dropFirst(0)
    if let first = scalars.first, first == "-" || first == "+" { scalars = scalars.dropFirst() }
    guard let first = scalars.first, ("0"..."9").contains(first) else { return false }
    var seenPoint = false
    for scalar in scalars {
      switch scalar {
      case "0"..."9": continue
      case "," where !seenPoint: continue
      case "." where !seenPoint: seenPoint = true
      default: return false
      }
    }
    return true
  }
}
