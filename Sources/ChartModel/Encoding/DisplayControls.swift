import Foundation

/// The characters that act on a display instead of showing: the one definition that every
/// escaper uses (`TextEscaping` in ChartA11y, and ``StableJSON`` here).
///
/// They are the C0 controls (tab and line breaks included), DEL, the C1 controls (U+0080–U+009F;
/// U+009B is a terminal's one-byte CSI), and the bidirectional embeddings, overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069), which reorder the text after them (Unicode
/// Standard Annex #9; CVE-2021-42574, "Trojan Source").
package enum DisplayControls {
  /// Whether a scalar is a display control.
  ///
  /// - Complexity: O(1).
  package static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Rewrites UTF-8 JSON text so that DEL, the C1 controls and the bidirectional controls are
  /// `\u` escapes (lowercase hexadecimal, as `JSONEncoder` writes C0 controls): the text reads
  /// back as the same strings (RFC 8259 §7 lets any character be escaped), and printed to a
  /// terminal it cannot reorder or drive it.
  ///
  /// JSON's structure is ASCII, so these characters can only be inside string literals, and
  /// their UTF-8 forms (`7F`; `C2 80`–`C2 9F`; `E2 80 AA`–`E2 80 AE`; `E2 81 A6`–`E2 81 A9`)
  /// cannot be part of another character's: each is replaced where it is found.
  ///
  /// - Parameter json: Valid UTF-8 JSON text whose C0 controls are already escaped.
  /// - Returns: The same JSON document.
  /// - Complexity: O(*n*) in the length of the text.
  package static func escapingInJSON(_ json: Data) -> Data {
    guard json.contains(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return json }
    let bytes = [UInt8](json)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      var scalar: UInt32?
      var length = 1
      if byte == 0x7F {
        scalar = 0x7F
      } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        scalar = UInt32(bytes[index + 1])
        length = 2
      } else if byte == 0xE2, index + 2 < bytes.count {
        let (second, third) = (bytes[index + 1], bytes[index + 2])
        if (second == 0x80 && (0xAA...0xAE).contains(third))
          || (second == 0x81 && (0xA6...0xA9).contains(third))
        {
          scalar = 0x2000 | (UInt32(second & 0x0F) << 6) | UInt32(third & 0x3F)
          length = 3
        }
      }
      if let scalar {
        appendEscape(scalar, to: &result)
      } else {
        result.append(contentsOf: bytes[index..<index + length])
      }
      index += length
    }
    return Data(result)
  }

  /// Appends `\u` and four lowercase hexadecimal digits.
  package static func appendEscape(_ scalar: UInt32, to bytes: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    bytes.append(contentsOf: Array("\\u".utf8))
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(hex[Int((scalar >> UInt32(shift)) & 0xF)])
    }
  }
}
