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

/// Turns terminal input into key presses: printable keys, UTF-8 characters, and the escape
/// sequences of arrows, Home, End, Page Up and Page Down in both the normal (`ESC [`) and
/// application (`ESC O`) cursor modes of xterm-compatible terminals (ECMA-48 control
/// sequences; xterm's "PC-Style Function Keys").
///
/// Input arrives in chunks that may split a sequence (a burst of arrow keys fills a read), so
/// the decoder keeps an unfinished sequence until the next chunk. Whether a lone Escape byte
/// is the Escape key or the start of a sequence is decided by the caller: ``finish()`` after
/// a short wait with no more input, as terminals send a whole sequence at once.
struct KeyDecoder {
  /// Bytes of an unfinished sequence or character.
  private var pending: [UInt8] = []

  /// Whether an unfinished sequence is waiting for more bytes.
  var isWaiting: Bool { !pending.isEmpty }

  /// Decodes the next chunk of input.
  ///
  /// - Parameter bytes: What one read returned.
  /// - Returns: The keys completed by it, in order.
  /// - Complexity: O(*n*).
  mutating func keys(in bytes: [UInt8]) -> [ExploreKey] {
    let input = pending + bytes
    pending = []
    var keys: [ExploreKey] = []
    var index = 0
    while index < input.count {
      guard let (key, length) = Self.key(at: index, in: input) else {
        pending = Array(input[index...])
        break
      }
      keys.append(key)
      index += length
    }
    return keys
  }

  /// Ends an unfinished sequence: a lone Escape is the Escape key, anything longer an
  /// incomplete sequence.
  ///
  /// - Returns: The key, or `nil` when nothing was waiting.
  mutating func finish() -> ExploreKey? {
    defer { pending = [] }
    switch pending.count {
    case 0: return nil
    case 1 where pending[0] == 0x1B: return .quit
    default:
      return pending[0] == 0x1B
        ? .unknown("an incomplete escape sequence") : .unknown("a broken character")
    }
  }

  /// Decodes all of a finished input (piped keys).
  ///
  /// - Parameter bytes: Every byte of the input.
  /// - Returns: The keys, in order.
  static func keys(inAll bytes: [UInt8]) -> [ExploreKey] {
    var decoder = KeyDecoder()
    var keys = decoder.keys(in: bytes)
    if let last = decoder.finish() { keys.append(last) }
    return keys
  }

  /// The key starting at `index` and its length in bytes, or `nil` when the input ends
  /// inside it.
  private static func key(at index: Int, in input: [UInt8]) -> (ExploreKey, Int)? {
    let byte = input[index]
    if byte == 0x1B { return escapeSequence(at: index, in: input) }
    if byte < 0x80 { return (key(for: byte), 1) }
    // A UTF-8 character: one key, named by itself.
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    guard index + length <= input.count else { return nil }
    let text = String(decoding: input[index..<(index + length)], as: UTF8.self)
    return (.unknown("'\(text)'"), length)
  }

  /// An escape sequence such as `ESC [ C`, `ESC O H` or `ESC [ 5 ~`; `ESC` followed by
  /// another key is the Escape key.
  private static func escapeSequence(at index: Int, in input: [UInt8]) -> (ExploreKey, Int)? {
    var cursor = index + 1
    guard cursor < input.count else { return nil }
    guard input[cursor] == UInt8(ascii: "[") || input[cursor] == UInt8(ascii: "O") else {
      return (.quit, 1)
    }
    cursor += 1
    // Parameters (digits and ';'), then one final byte in 0x40...0x7E.
    var parameters = ""
    while cursor < input.count, (0x30...0x3F).contains(input[cursor]) {
      parameters.append(Character(UnicodeScalar(input[cursor])))
      cursor += 1
    }
    guard cursor < input.count else { return nil }
    return (sequence(parameters: parameters, final: input[cursor]), cursor + 1 - index)
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

  /// The key of one ASCII byte.
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
    case UInt8(ascii: "x"), UInt8(ascii: "X"): return .action(.allSeriesHere)
    case UInt8(ascii: "s"), UInt8(ascii: "S"): return .action(.describeSeries)
    case UInt8(ascii: "d"), UInt8(ascii: "D"): return .action(.describeChart)
    case UInt8(ascii: "a"), UInt8(ascii: "A"): return .action(.describeAxes)
    case UInt8(ascii: "k"), UInt8(ascii: "K"): return .action(.kindSummary)
    case UInt8(ascii: "h"), UInt8(ascii: "H"), UInt8(ascii: "?"): return .action(.help)
    case 0x09: return .unknown("Tab")
    case 0x7F, 0x08: return .unknown("Backspace")
    case 0x20...0x7E: return .unknown("'\(Character(UnicodeScalar(byte)))'")
    default: return .unknown("Ctrl-\(Character(UnicodeScalar(byte + 0x40)))")
    }
  }
}
