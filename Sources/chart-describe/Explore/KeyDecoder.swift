import ChartA11y

/// A key press of `explore`, decoded from the bytes a terminal sends.
enum ExploreKey: Equatable {
  /// A key bound to an action.
  case action(ExploreAction)
  /// Q, Escape, Ctrl-C or Ctrl-D.
  case quit
  /// Any other key, as a short visible name for the message.
  case unknown(String)
  /// A line feed: the end of a line of piped keys, not a key press (in raw mode the Enter
  /// key sends a carriage return).
  case lineFeed
}

/// Turns terminal input into key presses: printable keys, and the escape sequences of arrows,
/// Home, End, Page Up and Page Down in both the normal (`ESC [`) and application (`ESC O`)
/// cursor modes of xterm-compatible terminals (ECMA-48 control sequences; xterm's
/// "PC-Style Function Keys").
enum KeyDecoder {
  /// Decodes a chunk of input.
  ///
  /// An Escape byte that ends the chunk, or is followed by something other than `[` or `O`,
  /// is the Escape key itself (terminals send a whole sequence in one write).
  ///
  /// - Parameter bytes: What one read returned.
  /// - Returns: The keys, in order.
  /// - Complexity: O(*n*).
  static func keys(in bytes: [UInt8]) -> [ExploreKey] {
    var keys: [ExploreKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == 0x1B else {
        keys.append(key(for: byte))
        continue
      }
      guard index < bytes.count,
        bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
      else {
        keys.append(.quit)
        continue
      }
      index += 1
      // Parameters (digits and ';'), then one final byte in 0x40...0x7E.
      var parameters = ""
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x3F {
        parameters.append(Character(UnicodeScalar(bytes[index])))
        index += 1
      }
      guard index < bytes.count else {
        keys.append(.unknown("an incomplete escape sequence"))
        break
      }
      let final = bytes[index]
      index += 1
      keys.append(sequence(parameters: parameters, final: final))
    }
    return keys
  }

  /// The key of a control sequence such as `ESC [ C` or `ESC [ 5 ~`.
  private static func sequence(parameters: String, final: UInt8) -> ExploreKey {
    // A modifier parameter ("1;5" for Ctrl) does not change the key.
    let first = parameters.split(separator: ";").first.map(String.init) ?? ""
    switch final {
    case UInt8(ascii: "C"): return .action(.nextPoint)
    case UInt8(ascii: "D"): return .action(.previousPoint)
    case UInt8(ascii: "A"): return .action(.previousSeries)
    case UInt8(ascii: "B"): return .action(.nextSeries)
    case UInt8(ascii: "H"): return .action(.firstPoint)
    case UInt8(ascii: "F"): return .action(.lastPoint)
    case UInt8(ascii: "~"):
      switch first {
      case "1", "7": return .action(.firstPoint)
      case "4", "8": return .action(.lastPoint)
      case "5": return .action(.jumpBackward)
      case "6": return .action(.jumpForward)
      default: return .unknown("a function key")
      }
    default: return .unknown("a function key")
    }
  }

  /// The key of one byte.
  private static func key(for byte: UInt8) -> ExploreKey {
    switch byte {
    case 0x03, 0x04, UInt8(ascii: "q"), UInt8(ascii: "Q"): return .quit
    case UInt8(ascii: " "): return .action(.playSeries)
    case 0x0D: return .action(.whereAmI)
    case 0x0A: return .lineFeed
    case UInt8(ascii: "n"), UInt8(ascii: "N"): return .action(.nextPoint)
    case UInt8(ascii: "p"), UInt8(ascii: "P"): return .action(.previousPoint)
    case UInt8(ascii: ">"), UInt8(ascii: "."): return .action(.highestPoint)
    case UInt8(ascii: "<"), UInt8(ascii: ","): return .action(.lowestPoint)
    case UInt8(ascii: "s"), UInt8(ascii: "S"): return .action(.describeSeries)
    case UInt8(ascii: "d"), UInt8(ascii: "D"): return .action(.describeChart)
    case UInt8(ascii: "a"), UInt8(ascii: "A"): return .action(.describeAxes)
    case UInt8(ascii: "h"), UInt8(ascii: "H"), UInt8(ascii: "?"): return .action(.help)
    case 0x20...0x7E: return .unknown("'\(Character(UnicodeScalar(byte)))'")
    default:
      return .unknown(byte < 0x20 ? "Ctrl-\(Character(UnicodeScalar(byte + 0x40)))" : "a key")
    }
  }
}
