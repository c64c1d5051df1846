/// Reads an SVG `transform` attribute: a list of `matrix`, `translate`, `scale`, `rotate`,
/// `skewX` and `skewY`, separated by white space or commas, composed left to right (the
/// first applies last).
///
/// Source: SVG 1.1 §7.6 (the `transform` attribute's grammar).
enum SVGTransformList {
  /// The composed transform, or `nil` when the list is malformed or a value is not finite or
  /// beyond ``SVGPathData/maximumMagnitude`` (recovery then leaves the element out, as
  /// its place is unknown).
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func parse(_ text: String) -> AffineTransform? {
    var scanner = SVGNumberScanner(text)
    var result = AffineTransform.identity
    scanner.skipSpaces()
    while !scanner.isAtEnd {
      var name: [UInt8] = []
      while let byte = scanner.peek, (byte | 0x20) >= UInt8(ascii: "a"),
        (byte | 0x20) <= UInt8(ascii: "z")
      {
        name.append(byte)
        scanner.offset += 1
        guard name.count <= 9 else { return nil }
      }
      scanner.skipSpaces()
      guard scanner.peek == UInt8(ascii: "(") else { return nil }
      scanner.offset += 1
      var values: [Double] = []
      while let value = scanner.number() {
        guard value.isFinite, abs(value) <= SVGPathData.maximumMagnitude, values.count < 6
        else { return nil }
        values.append(value)
      }
      scanner.skipSpaces()
      guard scanner.peek == UInt8(ascii: ")") else { return nil }
      scanner.offset += 1
      guard let step = transform(String(decoding: name, as: UTF8.self), values) else {
        return nil
      }
      result = result.concatenating(step)
      scanner.skipSeparator()
    }
    return result.isFinite ? result : nil
  }

  private static func transform(_ name: String, _ values: [Double]) -> AffineTransform? {
    switch (name, values.count) {
    case ("matrix", 6):
      return AffineTransform(
        a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
    case ("translate", 1): return .translation(values[0], 0)
    case ("translate", 2): return .translation(values[0], values[1])
    case ("scale", 1): return .scale(values[0], values[0])
    case ("scale", 2): return .scale(values[0], values[1])
    case ("rotate", 1): return .rotation(degrees: values[0])
    case ("rotate", 3):
      return AffineTransform.translation(values[1], values[2])
        .concatenating(.rotation(degrees: values[0]))
        .concatenating(.translation(-values[1], -values[2]))
    case ("skewX", 1): return .skewX(degrees: values[0])
    case ("skewY", 1): return .skewY(degrees: values[0])
    default: return nil
    }
  }
}
