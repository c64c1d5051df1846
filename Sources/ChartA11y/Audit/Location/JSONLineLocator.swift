import ChartModel

/// Finds the line of a JSON path in a JSON document's text, for SARIF regions and editors.
///
/// A small scanner that understands just enough JSON to walk objects and arrays; it never
/// builds values. Object keys are compared as written (a key with escapes does not match).
struct JSONLineLocator {
  private let bytes: [UInt8]

  /// Creates a locator over UTF-8 JSON text.
  init<Bytes: Sequence>(_ text: Bytes) where Bytes.Element == UInt8 {
    bytes = Array(text)
  }

  /// The 1-based line of the member or element at `path`, or of its deepest existing ancestor
  /// (line 1 for the root); `nil` for empty text.
  ///
  /// For an object member it is the line of the key; for an array element, of its first byte.
  ///
  /// - Complexity: O(*n*) in the size of the text.
  func line(of path: SpecPath) -> Int? {
    var scanner = Scanner(bytes: bytes)
    scanner.skipWhitespace()
    return Self.line(of: path.components[...], from: scanner, best: bytes.isEmpty ? nil : 1)
  }

  /// The lines of many paths, as ``line(of:)`` gives them one at a time.
  ///
  /// The root object's members are found in one pass and each path starts from its member,
  /// so a document with a large member (inline data rows) is not walked once per path.
  ///
  /// - Parameter paths: The paths, in any order.
  /// - Returns: One line per path, in the order of `paths`.
  /// - Complexity: O(*n* + Σ *m*), where *n* is the size of the text and *m* the size of
  ///   the root member each path enters.
  func lines(of paths: [SpecPath]) -> [Int?] {
    var root = Scanner(bytes: bytes)
    root.skipWhitespace()
    guard root.peek == UInt8(ascii: "{") else { return paths.map { line(of: $0) } }
    let members = root.members()
    return paths.map { path in
      guard case .key(let key)? = path.components.first else { return line(of: path) }
      guard let member = members[Array(key.utf8)] else { return 1 }
      return Self.line(of: path.components.dropFirst(), from: member.value, best: member.keyLine)
    }
  }

  /// Follows `steps` from the value at `scanner`'s cursor; `best` is the line found so far.
  private static func line(
    of steps: ArraySlice<SpecPath.Component>, from start: Scanner, best: Int?
  ) -> Int? {
    var scanner = start
    var best = best
    for step in steps {
      switch step {
      case .key(let key):
        guard scanner.peek == UInt8(ascii: "{"), let line = scanner.seekMember(key) else {
          return best
        }
        best = line
      case .index(let index):
        guard scanner.peek == UInt8(ascii: "["), let line = scanner.seekElement(index) else {
          return best
        }
        best = line
      }
    }
    return best
  }

  private struct Scanner {
    let bytes: [UInt8]
    var position = 0
    var line = 1

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
      while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        if byte == 0x0A { line += 1 }
        position += 1
      }
    }

    /// Moves to the value of member `key` of the object at the cursor; returns the key's line.
    mutating func seekMember(_ key: String) -> Int? {
      let wanted = Array(key.utf8)
      position += 1
      while true {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { return nil }
        let keyLine = line
        let start = position + 1
        guard skipString() else { return nil }
        let name = bytes[start..<(position - 1)]
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { return nil }
        position += 1
        skipWhitespace()
        if name.elementsEqual(wanted) { return keyLine }
        guard skipValue() else { return nil }
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return nil }
        position += 1
      }
    }

    /// Finds every member of the object at the cursor in one pass.
    ///
    /// Each member's key bytes map to a scanner placed at its value and to the key's line; a
    /// repeated name keeps its first member, as ``seekMember(_:)`` finds. Stops at the first
    /// syntax error.
    mutating func members() -> [[UInt8]: (value: Scanner, keyLine: Int)] {
      var result: [[UInt8]: (value: Scanner, keyLine: Int)] = [:]
      position += 1
      while true {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { return result }
        let keyLine = line
        let start = position + 1
        guard skipString() else { return result }
        let name = Array(bytes[start..<(position - 1)])
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { return result }
        position += 1
        skipWhitespace()
        if result[name] == nil { result[name] = (self, keyLine) }
        guard skipValue() else { return result }
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return result }
        position += 1
      }
    }

    /// Moves to element `index` of the array at the cursor; returns its line.
    mutating func seekElement(_ index: Int) -> Int? {
      position += 1
      var current = 0
      while true {
        skipWhitespace()
        guard let byte = peek, byte != UInt8(ascii: "]") else { return nil }
        if current == index { return line }
        guard skipValue() else { return nil }
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return nil }
        position += 1
        current += 1
      }
    }

    /// Skips a string whose opening quote is at the cursor.
    mutating func skipString() -> Bool {
      advance { JSONValueSkipper.endOfString(at: $0, in: $1) }
    }

    /// Skips one value of any kind: a string, an object or array with all it holds, or a scalar.
    mutating func skipValue() -> Bool {
      advance { JSONValueSkipper.endOfValue(at: $0, in: $1) }
    }

    /// Moves the cursor to the end the skipper finds, counting the line breaks passed over.
    private mutating func advance(_ end: (Int, UnsafeBufferPointer<UInt8>) -> Int?) -> Bool {
      let start = position
      guard let stop = bytes.withUnsafeBufferPointer({ end(start, $0) }) else { return false }
      line += bytes[start..<stop].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      position = stop
      return true
    }
  }
}
