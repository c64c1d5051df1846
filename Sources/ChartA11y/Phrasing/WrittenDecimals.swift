/// The decimals of a number as text, and the style it is written in, for writing the two ends
/// of a range alike (``AxisPhrasing/range(_:_:on:)``).
enum WrittenDecimals {
  /// The digits after the decimal point of the first number in `text`: 2 in "92.41",
  /// "$1,234.50" and "1.23 million", 0 in "101" and "3,675".
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func count(in text: String) -> Int {
    guard let start = text.firstIndex(where: \.isNumber) else { return 0 }
    let rest = text[start...].drop(while: { $0.isNumber || $0 == "," })
    guard rest.first == "." else { return 0 }
    return rest.dropFirst().prefix(while: \.isNumber).count
  }

  /// The text without its digits, signs and separators: what a number's writing adds to it
  /// ("$", " million", "k", "%", " births"), so that two ends are compared only when written
  /// alike.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func style(of text: String) -> String {
    String(text.filter { !$0.isNumber && !".,-".contains($0) })
  }
}
