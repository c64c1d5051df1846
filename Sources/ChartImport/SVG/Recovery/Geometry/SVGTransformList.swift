import ChartModel

/// Reads an SVG `transform` attribute: a list of `matrix`, `translate`, `scale`, `rotate`,
/// `skewX` and `skewY`, separated by white space or commas, composed left to right (the
/// first applies last).
///
/// Source: SVG 1.1 §7.6 (the `transform` attribute's grammar).
enum SVGTransformList {
  /// What a `transform` attribute does to its element's drawing.
  enum Reading: Equatable, Sendable {
    /// The composed transform.
    case transform(AffineTransform)
    /// The attribute is not a transform list (malformed, an unknown function, a wrong count
    /// of values, a value that is not a number): browsers ignore it and draw the element as
    /// if it had none (SVG 2 §8.5, an invalid presentation attribute is not applied).
    case invalid
    /// A valid list whose values (or their composition) lie beyond
    /// ``SVGPathData/maximumMagnitude`` or are not finite: the element's place is unknown
    /// here, and recovery leaves it out.
    case outOfRange
  }

  /// The composed transform, or `nil` when the list is invalid or out of range (see
  /// ``read(_:)``).
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func parse(_ text: String) -> AffineTransform? {
    if case .transform(let transform) = read(text) { return transform }
    return nil
  }

  /// What the attribute does: its composed transform, or why it has none.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func read(_ text: String) -> Reading {
    var scanner = SVGNumberScanner(text)
    var result = AffineTransform.identity
    var isInRange = true
    scanner.skipSpaces()
    while !scanner.isAtEnd {
      var name: [UInt8] = []
      while let byte = scanner.peek, (byte | 0x20) >= UInt8(ascii: "a"),
        (byte | 0x20) <= UInt8(ascii: "z")
      {
        name.append(byte)
        scanner.offset += 1
        guard name.count <= 9 else { return .invalid }
      }
      scanner.skipSpaces()
      guard scanner.peek == UInt8(ascii: "(") else { return .invalid }
      scanner.offset += 1
      var values: [Double] = []
      while let value = scanner.number() {
        guard values.count < 6 else { return .invalid }
        if !value.isFinite || abs(value) > SVGPathData.maximumMagnitude { isInRange = false }
        values.append(value)
      }
      scanner.skipSpaces()
      guard scanner.peek == UInt8(ascii: ")") else { return .invalid }
      scanner.offset += 1
      guard let step = transform(String(decoding: name, as: UTF8.self), values) else {
        return .invalid
      }
      if isInRange { result = result.concatenating(step) }
      scanner.skipSeparator()
    }
    return isInRange && result.isFinite ? .transform(result) : .outOfRange
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
