/// A shell-style file pattern for `--include` and `--exclude`.
///
/// `*` matches any run of characters except `/`, `**` any run including `/`, `?` one character
/// except `/`; everything else matches itself. A pattern without `/` is matched against the
/// file name alone (as in `.gitignore`), so `*.svg` matches SVG files in every folder; a
/// pattern with `/` is matched against the whole path relative to the working directory.
///
/// Matching runs the pattern as a nondeterministic automaton over the path, one step per
/// character with the set of pattern positions reached, so no pattern — however many `*` and
/// `**` it repeats — backtracks: the time is O(*p* × *n*) for every input.
struct GlobPattern: Hashable {
  let pattern: String
  private let tokens: [Token]
  private let matchesNameOnly: Bool

  /// One element of the pattern.
  private enum Token: Hashable {
    /// A character that matches itself.
    case literal(Character)
    /// `?`: one character except `/`.
    case one
    /// `*`: any run of characters except `/`.
    case star
    /// `**`: any run of characters; when `beforeSlash` (`**/`), the `/` after it may be
    /// skipped too, so `**/` also matches no folder at all.
    case globstar(beforeSlash: Bool)
  }

  init(_ pattern: String) {
    self.pattern = pattern
    let characters = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      switch characters[index] {
      case "*" where index + 1 < characters.count && characters[index + 1] == "*":
        index += 2
        tokens.append(.globstar(beforeSlash: index < characters.count && characters[index] == "/"))
      case "*":
        tokens.append(.star)
        index += 1
      case "?":
        tokens.append(.one)
        index += 1
      case let character:
        tokens.append(.literal(character))
        index += 1
      }
    }
    self.tokens = tokens
    matchesNameOnly = !pattern.contains("/")
  }

  /// Whether the pattern matches a path such as `charts/sales.chart.json`.
  ///
  /// - Complexity: O(*p* × *n*) in the lengths of pattern and path, for every pattern.
  func matches(_ path: String) -> Bool {
    let subject = matchesNameOnly ? String(path.split(separator: "/").last ?? "") : path
    var states = closure(of: [0])
    for character in subject {
      var next: [Int] = []
      var seen = Set<Int>()
      for state in states where state < tokens.count {
        let target: Int?
        switch tokens[state] {
        case .literal(let expected): target = character == expected ? state + 1 : nil
        case .one: target = character != "/" ? state + 1 : nil
        case .star: target = character != "/" ? state : nil
        case .globstar: target = state
        }
        if let target, seen.insert(target).inserted { next.append(target) }
      }
      states = closure(of: next)
      if states.isEmpty { return false }
    }
    return states.contains(tokens.count)
  }

  /// The states reachable from these without reading a character: past a `*` or `**` that
  /// matches nothing, and past the `/` of a `**/` that matches no folder.
  private func closure(of states: [Int]) -> [Int] {
    var result = states
    var seen = Set(states)
    var index = 0
    while index < result.count {
      let state = result[index]
      index += 1
      guard state < tokens.count else { continue }
      var targets: [Int] = []
      switch tokens[state] {
      case .star: targets = [state + 1]
      case .globstar(let beforeSlash): targets = beforeSlash ? [state + 1, state + 2] : [state + 1]
      case .literal, .one: break
      }
      for target in targets where seen.insert(target).inserted { result.append(target) }
    }
    return result
  }
}
