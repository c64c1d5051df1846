/// A key of `explore`, as a terminal sends it, independent of what it is bound to.
///
/// Letters are one key whatever their case ("n" and "N" alike): a screen-reader user should
/// not have to know whether Caps Lock is on.
public enum ExploreKeyPress: Hashable, Sendable {
  /// A printable character other than space; a letter is stored lowercased.
  case character(Character)
  case left, right, up, down, home, end, pageUp, pageDown, enter, space, escape, tab, backspace

  /// The named keys, in the order the help and the error messages list them.
  public static let namedKeys: [ExploreKeyPress] = [
    .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .enter, .space, .escape, .tab,
    .backspace,
  ]

  /// A character key, its letter lowercased.
  public static func key(_ character: Character) -> ExploreKeyPress {
    .character(Character(character.lowercased()))
  }

  /// The key's name in a key-binding line: "Right", "PageDown", "Space", or the character
  /// itself ("n", ">").
  public var configName: String {
    switch self {
    case .character(let character): String(character)
    case .left: "Left"
    case .right: "Right"
    case .up: "Up"
    case .down: "Down"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .enter: "Enter"
    case .space: "Space"
    case .escape: "Escape"
    case .tab: "Tab"
    case .backspace: "Backspace"
    }
  }

  /// The key named in a key-binding line: a named key (any case) or one character; `nil`
  /// otherwise.
  public init?(configName: String) {
    if let named = Self.namedKeys.first(where: {
      $0.configName.lowercased() == configName.lowercased()
    }) {
      self = named
      return
    }
    guard configName.count == 1, let character = configName.first, !character.isWhitespace,
      !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    self = .key(character)
  }

  /// The key as the help says it, in words a speech synthesizer reads right: "Right arrow",
  /// "Page Down", "N", "greater-than".
  public var spokenName: String {
    switch self {
    case .character(let character):
      if character.isLetter || character.isNumber { return character.uppercased() }
      return Self.punctuationNames[character] ?? "'\(character)'"
    case .left: return "Left arrow"
    case .right: return "Right arrow"
    case .up: return "Up arrow"
    case .down: return "Down arrow"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "Page Up"
    case .pageDown: return "Page Down"
    case .enter: return "Enter"
    case .space: return "Space"
    case .escape: return "Escape"
    case .tab: return "Tab"
    case .backspace: return "Backspace"
    }
  }

  /// Names of punctuation keys, as screen readers say them.
  private static let punctuationNames: [Character: String] = [
    ">": "greater-than", "<": "less-than", ".": "full stop", ",": "comma",
    "?": "question mark", "[": "left bracket", "]": "right bracket", "/": "slash",
    "\\": "backslash", "=": "equals", "+": "plus", "-": "minus", ";": "semicolon",
    ":": "colon", "'": "apostrophe", "\"": "quote", "!": "exclamation mark", "#": "number sign",
    "*": "star", "(": "left parenthesis", ")": "right parenthesis", "{": "left brace",
    "}": "right brace", "|": "bar", "`": "backtick", "~": "tilde", "_": "underscore",
    "@": "at", "$": "dollar", "%": "percent", "^": "caret", "&": "ampersand",
  ]
}
