import ChartA11y

/// A key press of `explore`, decoded from the bytes a terminal sends.
enum ExploreKey: Equatable {
  /// A key bound to an action.
  case action(ExploreAction)
  /// Ctrl-C, Ctrl-D, or a key bound to ``ExploreAction/quit`` (Q and Escape by default).
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
  /// Which key does what.
  let bindings: ExploreKeyBindings

  /// A decoder for keys bound by `bindings`.
  init(bindings: ExploreKeyBindings = .standard) {
    self.bindings = bindings
  }

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
      guard let (key, length) = key(at: index, in: input) else {
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
    case 1 where pending[0] == 0x1B: return bound(.escape)
    default:
      return pending[0] == 0x1B
        ? .unknown("an incomplete escape sequence") : .unknown("a broken character")
    }
  }

  /// Decodes all of a finished input (piped keys).
  ///
  /// - Parameters:
  ///   - bytes: Every byte of the input.
  ///   - bindings: Which key does what.
  /// - Returns: The keys, in order.
  static func keys(inAll bytes: [UInt8], bindings: ExploreKeyBindings = .standard)
    -> [ExploreKey]
  {
    var decoder = KeyDecoder(bindings: bindings)
    var keys = decoder.keys(in: bytes)
    if let last = decoder.finish() { keys.append(last) }
    return keys
  }

  /// The key starting at `index` and its length in bytes, or `nil` when the input ends
  /// inside it.
  private func key(at index: Int, in input: [UInt8]) -> (ExploreKey, Int)? {
    let byte = input[index]
    if byte == 0x1B { return escapeSequence(at: index, in: input) }
    if byte < 0x80 { return (key(for: byte), 1) }
    // A UTF-8 character: one key, named by itself.
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    guard index + length <= input.count else { return nil }
    let text = String(decoding: input[index..<(index + length)], as: UTF8.self)
    guard text.count == 1, let character = text.first, character != "\u{FFFD}" else {
      return (.unknown("'\(text)'"), length)
    }
    return (bound(.key(character)), length)
  }

  /// What a key does under the bindings: its action, quit, or nothing (named for the
  /// message).
  private func bound(_ press: ExploreKeyPress) -> ExploreKey {
    switch bindings.action(for: press) {
    case .quit: .quit
    case .some(let action): .action(action)
    case nil:
      if case .character(let character) = press {
        .unknown("'\(character)'")
      } else {
        .unknown(press.configName)
      }
    }
  }

  /// An escape sequence such as `ESC [ C`, `ESC O H` or `ESC [ 5 ~`; `ESC` followed by
  /// another key is the Escape key.
  private func escapeSequence(at index: Int, in input: [UInt8]) -> (ExploreKey, Int)? {
    var cursor = index + 1
    guard cursor < input.count else { return nil }
    guard input[cursor] == UInt8(ascii: "[") || input[cursor] == UInt8(ascii: "O") else {
      return (bound(.escape), 1)
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
  private func sequence(parameters: String, final: UInt8) -> ExploreKey {
    // A modifier parameter ("1;5" for Ctrl) does not change the key.
    let first = parameters.split(separator: ";").first.map(String.init) ?? ""
    switch final {
    case UInt8(ascii: "C"): return bound(.right)
    case UInt8(ascii: "D"): return bound(.left)
    case UInt8(ascii: "A"): return bound(.up)
    case UInt8(ascii: "B"): return bound(.down)
    case UInt8(ascii: "H"): return bound(.home)
    case UInt8(ascii: "F"): return bound(.end)
    case UInt8(ascii: "~"):
      switch first {
      case "1", "7": return bound(.home)
      case "4", "8": return bound(.end)
      case "5": return bound(.pageUp)
      case "6": return bound(.pageDown)
      default: return .unknown("a function key")
      }
    default: return .unknown("a function key")
    }
  }

  /// The key of one ASCII byte.
  ///
  /// Ctrl-C and Ctrl-D always quit; a line feed ends a line of piped keys.
  private func key(for byte: UInt8) -> ExploreKey {
    switch byte {
    case 0x03, 0x04: return .quit
    case 0x0A: return .lineFeed
    case UInt8(ascii: " "): return bound(.space)
    case 0x0D: return bound(.enter)
    case 0x09: return bound(.tab)
    case 0x7F, 0x08: return bound(.backspace)
    case 0x21...0x7E: return bound(.key(Character(UnicodeScalar(byte))))
    default: return .unknown("Ctrl-\(Character(UnicodeScalar(byte + 0x40)))")
    }
  }
}
