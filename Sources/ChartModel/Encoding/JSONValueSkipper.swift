/// Finds where a JSON value ends, checking only enough syntax to find that end.
///
/// Used by the inline-rows scanner and by the audit's line locator, which both walk JSON text
/// byte by byte without decoding the values they pass over.
package enum JSONValueSkipper {
  /// The index just past the value that starts at `start`: a string, an object or array with
  /// all it holds, or a scalar (which ends at a delimiter or white space).
  ///
  /// - Returns: The end index, or `nil` when the text ends first.
  /// - Complexity: O(*n*) in the length of the value.
  package static func endOfValue(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard start < bytes.count else { return nil }
    switch bytes[start] {
    case UInt8(ascii: "\""):
      return endOfString(at: start, in: bytes)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          guard let end = endOfString(at: index, in: bytes) else { return nil }
          index = end
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return index + 1 }
        default:
          break
        }
        index += 1
      }
      return nil
    default:
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
          return index
        default:
          index += 1
        }
      }
      return index
    }
  }

  /// The index just past the string whose opening quote is at `start`.
  ///
  /// - Returns: The end index, or `nil` when the string is never closed.
  /// - Complexity: O(*n*) in the length of the string.
  package static func endOfString(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""): return index + 1
      case UInt8(ascii: "\\"): index += 2
      default: index += 1
      }
    }
    return nil
  }
}
