import ChartModel

/// Finds the line and column of a JSON path in a JSON document's text, for SARIF regions,
/// GitHub annotations and editors.
///
/// A small scanner that understands just enough JSON to walk objects and arrays; it never
/// builds values. Object keys are compared as written (a key with escapes does not match).
/// Columns are 1-based from the start of the line, in UTF-16 code units (as editors and GitHub
/// count them; text, JSON and GitHub reports) and in Unicode code points (the `columnKind` the
/// SARIF log declares).
struct JSONLineLocator {
  /// A place in the text: 1-based line and column.
  struct Location: Hashable, Sendable {
    /// The 1-based line.
    var line: Int
    /// The 1-based column, in UTF-16 code units.
    var column: Int
    /// The 1-based column, in Unicode code points (SARIF's `unicodeCodePoints`).
    var codePointColumn: Int

    /// A place; the code-point column is the UTF-16 one unless given (a line of ASCII).
    init(line: Int, column: Int, codePointColumn: Int? = nil) {
      self.line = line
      self.column = column
      self.codePointColumn = codePointColumn ?? column
    }
  }

  private let bytes: [UInt8]
  /// Whether every byte is ASCII, so that a column is a count of bytes.
  private let isASCII: Bool

  /// Creates a locator over UTF-8 JSON text.
  ///
  /// - Complexity: O(*n*) in the size of the text.
  init<Bytes: Sequence>(_ text: Bytes) where Bytes.Element == UInt8 {
    bytes = Array(text)
    isASCII = bytes.allSatisfy { $0 < 0x80 }
  }

  /// The 1-based line of the member or element at `path`, or of its deepest existing ancestor
  /// (line 1 for the root); `nil` for empty text.
  ///
  /// For an object member it is the line of the key; for an array element, of its first byte.
  ///
  /// - Complexity: O(*n*) in the size of the text.
  func line(of path: SpecPath) -> Int? {
    location(of: path)?.line
  }

  /// The line and column of the member or element at `path` (the key's opening quote, or the
  /// element's first byte), or of its deepest existing ancestor (line 1, column 1 for the
  /// root); `nil` for empty text, or with `exactly`, when the path is not all there.
  ///
  /// - Complexity: O(*n*) in the size of the text.
  func location(of path: SpecPath, exactly: Bool = false) -> Location? {
    var scanner = Scanner(bytes: bytes, isASCII: isASCII)
    scanner.skipWhitespace()
    let root = bytes.isEmpty ? nil : Location(line: 1, column: 1)
    return Self.location(of: path.components[...], from: scanner, best: root, exactly: exactly)
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
    locations(of: paths).map { $0?.line }
  }

  /// The locations of many paths, as ``location(of:exactly:)`` gives them one at a time.
  ///
  /// - Parameters:
  ///   - paths: The paths, in any order.
  ///   - exactly: Whether a path not all there has no location, rather than its ancestor's
  ///     (for findings on a chart imported from this text, whose paths may name the imported
  ///     spec's members instead).
  /// - Returns: One location per path, in the order of `paths`.
  /// - Complexity: As ``lines(of:)``.
  func locations(of paths: [SpecPath], exactly: Bool = false) -> [Location?] {
    var root = Scanner(bytes: bytes, isASCII: isASCII)
    root.skipWhitespace()
    guard root.peek == UInt8(ascii: "{") else {
      return paths.map { location(of: $0, exactly: exactly) }
    }
    let members = root.members()
    return paths.map { path in
      guard case .key(let key)? = path.components.first else {
        return location(of: path, exactly: exactly)
      }
      guard let member = members[Array(key.utf8)] else {
        return exactly ? nil : Location(line: 1, column: 1)
      }
      return Self.location(
        of: path.components.dropFirst(), from: member.value, best: member.key.location,
        exactly: exactly)
    }
  }

  /// Follows `steps` from the value at `scanner`'s cursor; `best` is the place found so far.
  private static func location(
    of steps: ArraySlice<SpecPath.Component>, from start: Scanner, best: Location?,
    exactly: Bool
  ) -> Location? {
    var scanner = start
    var best = best
    for step in steps {
      let found: Location?
      switch step {
      case .key(let key):
        found = scanner.peek == UInt8(ascii: "{") ? scanner.seekMember(key) : nil
      case .index(let index):
        found = scanner.peek == UInt8(ascii: "[") ? scanner.seekElement(index) : nil
      }
      guard let found else { return exactly ? nil : best }
      best = found
    }
    return best
  }

  private struct Scanner {
    let bytes: [UInt8]
    /// Whether every byte is ASCII (``JSONLineLocator/isASCII``).
    let isASCII: Bool
    var position = 0
    var line = 1
    /// Where the current line starts.
    var lineStart = 0

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
      while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        if byte == 0x0A {
          line += 1
          lineStart = position + 1
        }
        position += 1
      }
    }

    /// The line and column of the cursor, counted over the line's UTF-8 bytes without
    /// decoding them: a code point is a byte that does not continue one (not `10xxxxxx`),
    /// and one of four bytes (a lead `11110xxx`) is two UTF-16 code units (RFC 3629,
    /// section 3).
    ///
    /// - Complexity: O(1) in ASCII text, else O(*c*) in the bytes before the cursor on its
    ///   line.
    var location: Location {
      let end = min(position, bytes.count)
      if isASCII { return Location(line: line, column: end - lineStart + 1) }
      var codePoints = 0
      var surrogatePairs = 0
      for byte in bytes[lineStart..<end] {
        if byte & 0xC0 != 0x80 { codePoints += 1 }
        if byte >= 0xF0 { surrogatePairs += 1 }
      }
      return Location(
        line: line, column: codePoints + surrogatePairs + 1, codePointColumn: codePoints + 1)
    }

    /// Moves to the value of member `key` of the object at the cursor; returns the key's place.
    mutating func seekMember(_ key: String) -> Location? {
      let wanted = Array(key.utf8)
      position += 1
      while true {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { return nil }
        // The key's place is computed only for the member found: computing it for every key
        // would read the line before each one (quadratic on a one-line spec).
        let keyMark = self
        let start = position + 1
        guard skipString() else { return nil }
        let name = bytes[start..<(position - 1)]
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { return nil }
        position += 1
        skipWhitespace()
        if name.elementsEqual(wanted) { return keyMark.location }
        guard skipValue() else { return nil }
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return nil }
        position += 1
      }
    }

    /// Finds every member of the object at the cursor in one pass.
    ///
    /// Each member's key bytes map to a scanner placed at its value and one at its key; a
    /// repeated name keeps its first member, as ``seekMember(_:)`` finds. Stops at the first
    /// syntax error.
    mutating func members() -> [[UInt8]: (value: Scanner, key: Scanner)] {
      var result: [[UInt8]: (value: Scanner, key: Scanner)] = [:]
      position += 1
      while true {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { return result }
        // A scanner at the key, whose ``location`` is read only for a member a path names.
        let keyMark = self
        let start = position + 1
        guard skipString() else { return result }
        let name = Array(bytes[start..<(position - 1)])
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { return result }
        position += 1
        skipWhitespace()
        if result[name] == nil { result[name] = (self, keyMark) }
        guard skipValue() else { return result }
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return result }
        position += 1
      }
    }

    /// Moves to element `index` of the array at the cursor; returns its place.
    mutating func seekElement(_ index: Int) -> Location? {
      position += 1
      var current = 0
      while true {
        skipWhitespace()
        guard let byte = peek, byte != UInt8(ascii: "]") else { return nil }
        if current == index { return location }
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
      let skipped = bytes[start..<stop]
      if let last = skipped.lastIndex(of: 0x0A) {
        line += skipped.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        lineStart = last + 1
      }
      position = stop
      return true
    }
  }
}
