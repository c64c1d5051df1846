/// Which key does what in `explore`: the defaults, changed by "key = action" lines.
///
/// The defaults follow the audio graphs people know (Apple's Audio Graphs, Highcharts,
/// Chart2Music: arrows between points and series) and media players for playback (mpv: `[`
/// and `]` for slower and faster). Ctrl-C and Ctrl-D always quit and cannot be bound, so a
/// binding can never leave a reader unable to leave.
///
///     # ~/.config/chart-describe/ keys, one a line
///     j = next-point
///     k = previous-point
///     ] = none             # unbinds ]
///     x = none             # unbinds X
///
/// A key has at most one action; an action may have several keys. A letter is one key in
/// either case (`K = help` rebinds `k`).
public struct ExploreKeyBindings: Hashable, Sendable {
  /// The bound keys in the order the help lists them (each action's keys in binding order).
  public private(set) var keys: [ExploreKeyPress] = []
  private var actions: [ExploreKeyPress: ExploreAction] = [:]

  /// No key bound.
  public init() {}

  /// The default keys.
  public static let standard: ExploreKeyBindings = {
    var bindings = ExploreKeyBindings()
    let defaults: [(ExploreAction, [ExploreKeyPress])] = [
      (.nextPoint, [.right, .key("n")]), (.previousPoint, [.left, .key("p")]),
      (.firstPoint, [.home]), (.lastPoint, [.end]),
      (.jumpForward, [.pageDown]), (.jumpBackward, [.pageUp]),
      (.highestPoint, [.key(">"), .key(".")]), (.lowestPoint, [.key("<"), .key(",")]),
      (.nextSeries, [.down]), (.previousSeries, [.up]),
      (.playSeries, [.space]), (.playFromHere, [.key("f")]), (.pausePlayback, [.key("w")]),
      (.faster, [.key("]")]), (.slower, [.key("[")]),
      (.whereAmI, [.enter]), (.allSeriesHere, [.key("x")]),
      (.describeSeries, [.key("s")]), (.describeChart, [.key("d")]),
      (.describeAxes, [.key("a")]), (.kindSummary, [.key("k")]),
      (.toggleBraille, [.key("b")]), (.help, [.key("h"), .key("?")]),
      (.quit, [.key("q"), .escape]),
    ]
    for (action, keys) in defaults {
      for key in keys { bindings.bind(key, to: action) }
    }
    return bindings
  }()

  /// The action of a key, or `nil` when it is not bound.
  public func action(for key: ExploreKeyPress) -> ExploreAction? { actions[key] }

  /// The keys of an action, in binding order.
  ///
  /// - Complexity: O(*k*) in the bound keys.
  public func keys(for action: ExploreAction) -> [ExploreKeyPress] {
    keys.filter { actions[$0] == action }
  }

  /// Binds a key to an action, or unbinds it (`nil`); its old action loses it.
  public mutating func bind(_ key: ExploreKeyPress, to action: ExploreAction?) {
    keys.removeAll { $0 == key }
    actions[key] = action
    guard let action else { return }
    // Listed after the action's other keys, so the help keeps actions in their order.
    let last = keys.lastIndex { actions[$0] == action }
    keys.insert(key, at: last.map { $0 + 1 } ?? keys.endIndex)
  }

  /// The keys, as the help says them.
  ///
  /// "Right arrow or N: next point. …": every bound action in ``ExploreAction`` order, then
  /// that Control-C and Control-D always quit.
  public var helpText: String {
    var parts: [String] = []
    for action in ExploreAction.allCases {
      let names = keys(for: action).map(\.spokenName)
      guard !names.isEmpty else { continue }
      let list =
        names.count == 1
        ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
      // A sentence starts with a capital: "Greater-than or full stop: highest point."
      parts.append("\(list.prefix(1).uppercased() + list.dropFirst()): \(action.helpPhrase).")
    }
    parts.append("Control-C and Control-D always quit.")
    return parts.joined(separator: " ")
  }

  /// The keys as a table for `--help`: one row a bound action, its keys (letters in capitals,
  /// other keys by their binding names) padded to `column`, then what it does, wrapped at
  /// `width` columns under itself.
  ///
  /// - Parameters:
  ///   - column: Where the description starts.
  ///   - width: The widest a row may be, when its words allow.
  /// - Returns: Lines joined by newlines, without a final one.
  public func helpTable(column: Int = 24, width: Int = 78) -> String {
    ExploreAction.allCases.compactMap { action in
      let names = keys(for: action).map { key in
        if case .character(let character) = key, character.isLetter {
          return character.uppercased()
        }
        return key.configName
      }
      guard !names.isEmpty else { return nil }
      var lines = [names.joined(separator: ", ")]
      for word in action.helpPhrase.split(separator: " ") {
        let last = lines[lines.count - 1]
        if last.count < column {
          lines[lines.count - 1] = last + String(repeating: " ", count: column - last.count) + word
        } else if last.count + 1 + word.count <= width || last.count <= column {
          lines[lines.count - 1] = last + " " + word
        } else {
          lines.append(String(repeating: " ", count: column) + word)
        }
      }
      return lines.joined(separator: "\n")
    }
    .joined(separator: "\n")
  }

  /// The spoken name of an action's first key ("H"), or `nil` when it has none.
  public func firstKeyName(for action: ExploreAction) -> String? {
    keys.first { actions[$0] == action }?.spokenName
  }
}

extension ExploreKeyBindings {
  /// A line that is not a binding.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line's number, from 1.
    public var line: Int
    /// What is wrong, in a sentence without a final period.
    public var reason: String

    /// "line 3: 'leave' is not an action; …".
    public var description: String { "line \(line): \(reason)" }
  }

  /// Applies "key = action" lines to these bindings.
  ///
  /// A line is a key's binding name (``ExploreKeyPress/configName``: one character, or Left,
  /// Right, Up, Down, Home, End, PageUp, PageDown, Enter, Space, Escape, Tab, Backspace, in
  /// any case), `=`, and an action's name (``ExploreAction/configName``, such as
  /// `next-point`) or `none` to unbind the key. Blank lines and lines starting with `#` are
  /// skipped; a `#` after white space starts a comment.
  ///
  /// - Parameter text: The lines.
  /// - Returns: The bindings with the lines applied in order.
  /// - Throws: ``ParseError`` for the first line that is not a binding.
  /// - Complexity: O(*l* · *k*) for *l* lines and *k* bound keys.
  public func applying(_ text: String) throws(ParseError) -> ExploreKeyBindings {
    var bindings = self
    for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var line = Substring(rawLine)
      if let comment = line.firstRange(of: " #") ?? line.firstRange(of: "\t#") {
        line = line[..<comment.lowerBound]
      }
      let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      let (key, action) = try Self.binding(words, line: number + 1)
      bindings.bind(key, to: action)
    }
    return bindings
  }

  /// One line's key and action.
  private static func binding(_ words: [String], line: Int) throws(ParseError) -> (
    ExploreKeyPress, ExploreAction?
  ) {
    var parts = words
    if parts.count == 1, let equals = parts[0].dropFirst().firstIndex(of: "=") {
      // "n=next-point"
      parts = [
        String(parts[0][..<equals]), "=", String(parts[0][parts[0].index(after: equals)...]),
      ]
    }
    guard parts.count == 3, parts[1] == "=" else {
      throw ParseError(
        line: line, reason: "write a key, '=' and an action, such as 'j = next-point'")
    }
    guard let key = ExploreKeyPress(configName: parts[0]) else {
      let named = ExploreKeyPress.namedKeys.map(\.configName).joined(separator: ", ")
      throw ParseError(
        line: line, reason: "'\(parts[0])' is not a key; name one character or one of \(named)")
    }
    if parts[2].lowercased() == "none" { return (key, nil) }
    guard let action = ExploreAction(configName: parts[2].lowercased()) else {
      let names = ExploreAction.allCases.map(\.configName).joined(separator: ", ")
      throw ParseError(
        line: line, reason: "'\(parts[2])' is not an action; name one of \(names), or none")
    }
    return (key, action)
  }
}
