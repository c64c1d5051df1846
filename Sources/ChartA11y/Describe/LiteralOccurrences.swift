/// The places where one text occurs, literally and whole, in another, in linear time.
///
/// The search is Knuth–Morris–Pratt (Knuth, Morris and Pratt, "Fast pattern matching in
/// strings", SIAM J. Comput. 6(2), 1977) over UTF-8 bytes.
///
/// Foundation's `contains`, `components(separatedBy:)` and `replacingOccurrences(of:with:)`
/// compare the pattern afresh at every start, so a label `xxx…0` searched in a description
/// holding `xxx…2` costs the product of the two lengths (28.5 s for two 25,000-character
/// labels in `alt-text`); this search reads each byte of the text a bounded number of times.
///
/// A match counts only when it starts and ends on a `Character` boundary of the text, so an
/// `e` is not found inside `e` + U+0301.
struct LiteralOccurrences {
  /// The pattern's UTF-8 bytes.
  private let pattern: [UInt8]
  /// For each prefix length *k* + 1 of the pattern, the length of its longest proper border
  /// (a prefix that is also a suffix): the KMP failure function.
  private let borders: [Int]

  /// Prepares a search for `pattern`.
  ///
  /// - Complexity: O(*m*) time and memory in the pattern's UTF-8 length.
  init(of pattern: String) {
    self.pattern = Array(pattern.utf8)
    self.borders = Self.borders(of: self.pattern)
  }

  /// The non-overlapping occurrences of the pattern in `text`, leftmost first, each on
  /// `Character` boundaries; empty for an empty pattern.
  ///
  /// - Complexity: O(*n* + *m*) for a text of *n* UTF-8 bytes.
  func ranges(in text: String) -> [Range<String.Index>] {
    guard !pattern.isEmpty, text.utf8.count >= pattern.count else { return [] }
    var found: [Range<String.Index>] = []
    var matched = 0
    let utf8 = text.utf8
    var offset = 0
    for byte in utf8 {
      offset += 1
      while matched > 0, pattern[matched] != byte { matched = borders[matched - 1] }
      if pattern[matched] == byte { matched += 1 }
      guard matched == pattern.count else { continue }
      if let range = Self.wholeCharacters(offset - matched..<offset, in: text) {
        found.append(range)
        matched = 0
      } else {
        matched = borders[matched - 1]
      }
    }
    return found
  }

  /// `text` with each occurrence of the pattern replaced: `replacement(i)` gives the text for
  /// the `i`th occurrence (from 0).
  ///
  /// - Complexity: O(*n* + *m* + the replacements' length).
  func replacing(in text: String, with replacement: (Int) -> String) -> String {
    Self.replacing(ranges(in: text), in: text, with: replacement)
  }

  /// `text` with each of `ranges` (ascending, not overlapping, as ``ranges(in:)`` returns
  /// them) replaced by `replacement(i)` for the `i`th.
  ///
  /// - Complexity: O(*n* + the replacements' length).
  static func replacing(
    _ ranges: [Range<String.Index>], in text: String, with replacement: (Int) -> String
  ) -> String {
    guard !ranges.isEmpty else { return text }
    var result = ""
    var start = text.startIndex
    for (index, range) in ranges.enumerated() {
      result += text[start..<range.lowerBound]
      result += replacement(index)
      start = range.upperBound
    }
    result += text[start...]
    return result
  }

  /// The KMP failure function of `pattern`.
  private static func borders(of pattern: [UInt8]) -> [Int] {
    var borders = [Int](repeating: 0, count: pattern.count)
    var length = 0
    for index in pattern.indices.dropFirst() {
      while length > 0, pattern[index] != pattern[length] { length = borders[length - 1] }
      if pattern[index] == pattern[length] { length += 1 }
      borders[index] = length
    }
    return borders
  }

  /// The range of UTF-8 offsets `bytes` in `text` as string indices, or nil when either end
  /// falls inside a `Character`.
  private static func wholeCharacters(_ bytes: Range<Int>, in text: String)
    -> Range<String.Index>?
  {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
    let upper = utf8.index(lower, offsetBy: bytes.count)
    guard let start = String.Index(lower, within: text), let end = String.Index(upper, within: text)
    else { return nil }
    return start..<end
  }
}
