import ChartModel
import Foundation

/// Reads text saved as Windows-1252 (or ISO 8859-1, its printable subset) as UTF-8: the
/// encoding of CSV files saved by Excel on Windows in Western European languages.
///
/// Bytes below 0x80 are ASCII; 0xA0–0xFF are U+00A0–U+00FF (ISO 8859-1); 0x80–0x9F are the
/// characters Windows-1252 puts there (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ),
/// except 0x81, 0x8D, 0x8F, 0x90 and 0x9D, which it leaves undefined.
///
/// - Note: Source: the WHATWG Encoding Standard's `index-windows-1252.txt` (which is also
///   what browsers read "ISO-8859-1" as).
package enum Windows1252 {
  /// U+0080–U+009F's Windows-1252 characters, by byte minus 0x80; 0 where undefined.
  private static let high: [UInt32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
    0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
  ]

  /// The text as UTF-8, or `nil` when it holds a byte Windows-1252 leaves undefined.
  ///
  /// - Complexity: O(*n*).
  package static func utf8(_ data: Data) -> Data? {
    var output = Data()
    output.reserveCapacity(data.count + data.count / 8)
    for byte in data {
      if byte < 0x80 {
        output.append(byte)
        continue
      }
      let scalarValue = byte < 0xA0 ? high[Int(byte - 0x80)] : UInt32(byte)
      guard scalarValue != 0, let scalar = Unicode.Scalar(scalarValue) else { return nil }
      output.append(contentsOf: String(Character(scalar)).utf8)
    }
    return output
  }
}
