/// A shell-style file pattern for `--include` and `--exclude`.
///
/// `*` matches any run of characters except `/`, `**` any run including `/`, `?` one character
/// except `/`; everything else matches itself. A pattern without `/` is matched against the
/// file name alone (as in `.gitignore`), so `*.svg` matches SVG files in every folder; a
/// pattern with `/` is matched against the whole path relative to the working directory.
struct GlobPattern: Hashable {
  let pattern: String
  private let characters: [Character]
  private let matchesNameOnly: Bool

  init(_ pattern: String) {
    self.pattern = pattern
    characters = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
    matchesNameOnly = !pattern.contains("/")
  }

  /// Whether the pattern matches a path such as `charts/sales.chart.json`.
  ///
  /// - Complexity: O(*p* × *n*) in the lengths of pattern and path.
  func matches(_ path: String) -> Bool {
    let subject = matchesNameOnly ? String(path.split(separator: "/").last ?? "") : path
    return Self.match(characters[...], Array(subject)[...])
  }

  private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>)
    -> Bool
  {
    guard let first = pattern.first else { return text.isEmpty }
    if first == "*" {
      let doubled = pattern.dropFirst().first == "*"
      var rest = pattern.dropFirst(doubled ? 2 : 1)
      if doubled, rest.first == "/" {
        // `**/` also matches no folder at all.
        if match(rest.dropFirst(), text) { return true }
        rest = pattern.dropFirst(2)
      }
      var index = text.startIndex
      while true {
        if match(rest, text[index...]) { return true }
        guard index < text.endIndex, doubled || text[index] != "/" else { return false }
        index += 1
      }
    }
    guard let character = text.first else { return false }
    if first == "?" ? character != "/" : first == character {
      return match(pattern.dropFirst(), text.dropFirst())
    }
    return false
  }
}
