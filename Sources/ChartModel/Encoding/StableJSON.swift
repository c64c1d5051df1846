import Foundation

/// The one JSON encoding every output of the project uses: pretty-printed, keys sorted,
/// slashes unescaped, ending in a newline, so output is deterministic and diffable; DEL, C1
/// and bidirectional controls from data escaped (``DisplayControls/escapingInJSON(_:)``), so
/// JSON printed to a terminal cannot drive or reorder it.
package enum StableJSON {
  /// Encodes a value as UTF-8 JSON ending in a newline.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - userInfo: Context for the value's `encode(to:)` (`JSONRenderer`'s date unit).
  /// - Returns: The UTF-8 bytes, ending in a newline.
  /// - Throws: `EncodingError` for a non-finite number, which JSON cannot hold.
  package static func data(
    _ value: some Encodable, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws -> Data {
    let encoder = JSONEncoder()
    encoder.userInfo = userInfo
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = DisplayControls.escapingInJSON(try encoder.encode(value))
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// Encodes a value as JSON text ending in a newline.
  ///
  /// - Throws: `EncodingError` for a non-finite number, which JSON cannot hold.
  package static func text(
    _ value: some Encodable, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws -> String {
    String(decoding: try data(value, userInfo: userInfo), as: UTF8.self)
  }
}
