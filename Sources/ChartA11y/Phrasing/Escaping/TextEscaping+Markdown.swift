extension TextEscaping {
  /// Where text goes in a Markdown document, which decides what in it CommonMark would read
  /// as syntax.
  public enum MarkdownContext: Sendable {
    /// Inside a line, after other text: only inline syntax can act.
    case inline
    /// At the start of a paragraph or a list item's text: a leading `#`, `>`, `-`, `+` or
    /// `1.` would also start a heading, a quotation or a list.
    case blockStart
    /// An ATX heading's text, after `## `: a final run of `#` after a space would be read as
    /// the heading's closing sequence.
    case heading
    /// A cell of a GitHub table: `|` would end the cell.
    case tableCell
  }

  /// Escapes, after making the text terminal-safe (``terminal(_:)``), only what CommonMark
  /// (and GitHub's strikethrough and tables) would read as syntax in `context`, so that text
  /// from data cannot add emphasis, code, links, HTML, entities, headings, lists or table
  /// cells, and text that has none reads as written: "1887–1895 (9 years)" stays as it is.
  ///
  /// Escaped with a backslash (CommonMark 0.31 §2.4): every `` ` ``, `*`, `[` and `~`; `_`
  /// unless between two letters or digits (where it cannot open or close emphasis, so
  /// `Miles_per_Gallon` stays); `<` before a letter, `/`, `!` or `?` (an HTML tag or an
  /// autolink); `&` before an entity's name and `;`; `\` before ASCII punctuation; `|` in a
  /// table cell; a heading's closing `#`; and at a block's start, a leading `#` run, `>`,
  /// `-` or `+` followed by a space, and the `.` or `)` after leading digits. A leading space
  /// at a block's start is written `&#32;`, which CommonMark would otherwise drop.
  ///
  ///     TextEscaping.markdown("*Sales* [x](y) <b>", in: .inline)   // "\*Sales\* \[x](y) \<b>"
  ///     TextEscaping.markdown("1. Q1", in: .blockStart)            // "1\. Q1"
  ///
  /// - Parameters:
  ///   - text: Any text; our own sentences with data names in them.
  ///   - context: Where the text goes.
  /// - Returns: Markdown whose rendered text is `terminal(text)`.
  /// - Complexity: O(*n*).
  public static func markdown(_ text: String, in context: MarkdownContext) -> String {
    let characters = Array(terminal(text))
    var result = ""
    result.reserveCapacity(characters.count)
    let blockMarker = context == .blockStart ? leadingMarker(characters) : nil
    let closing = context == .heading ? closingSequence(characters) : nil
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if index == 0, context == .blockStart, character == " " {
        result += "&#32;"
        continue
      }
      if index == blockMarker || index == closing
        || needsEscape(character, previous: previous, next: next, at: index, in: characters)
        || (context == .tableCell && character == "|")
      {
        result.append("\\")
      }
      result.append(character)
    }
    return result
  }

  /// Whether inline syntax would read this character.
  private static func needsEscape(
    _ character: Character, previous: Character?, next: Character?, at index: Int,
    in characters: [Character]
  ) -> Bool {
    switch character {
    case "`", "*", "[", "~": return true
    case "_":
      // Intraword: neither left- nor right-flanking in a way that opens or closes.
      guard let previous, let next else { return true }
      return !(isWordCharacter(previous) && isWordCharacter(next))
    case "<":
      guard let next else { return false }
      return next.isASCII && (next.isLetter || "/!?".contains(next))
    case "&": return startsEntity(characters, after: index)
    case "\\":
      guard let next else { return false }
      return next.isASCII && next.isPunctuationOrSymbol
    default: return false
    }
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// Whether `&` at `index` begins an entity or numeric character reference: `&amp;`,
  /// `&#38;`, `&#x26;`.
  private static func startsEntity(_ characters: [Character], after index: Int) -> Bool {
    var position = index + 1
    if position < characters.count, characters[position] == "#" { position += 1 }
    let start = position
    while position < characters.count, characters[position].isASCII,
      characters[position].isLetter || characters[position].isNumber
    {
      position += 1
    }
    return position > start && position < characters.count && characters[position] == ";"
  }

  /// The index of the character to escape so that a block's start is not read as a heading,
  /// a quotation, a list item or a thematic break, or `nil`.
  private static func leadingMarker(_ characters: [Character]) -> Int? {
    guard let first = characters.first else { return nil }
    let second = characters.count > 1 ? characters[1] : nil
    let endsMarker = { (character: Character?) in character.map { $0 == " " } ?? true }
    switch first {
    case ">": return 0
    case "#":
      let run = characters.prefix(while: { $0 == "#" }).count
      return run <= 6 && endsMarker(characters.count > run ? characters[run] : nil) ? 0 : nil
    case "-", "+", "=": return endsMarker(second) || second == first ? 0 : nil
    default:
      let digits = characters.prefix(while: { $0.isASCII && $0.isNumber }).count
      guard (1...9).contains(digits), digits < characters.count,
        ".)".contains(characters[digits]),
        endsMarker(digits + 1 < characters.count ? characters[digits + 1] : nil)
      else { return nil }
      return digits
    }
  }

  /// The index of the first `#` of a heading's closing sequence (a final run of `#` after a
  /// space, or the whole text), or `nil`.
  private static func closingSequence(_ characters: [Character]) -> Int? {
    let run = characters.reversed().prefix(while: { $0 == "#" }).count
    guard run > 0 else { return nil }
    let start = characters.count - run
    return start == 0 || characters[start - 1] == " " ? start : nil
  }
}

extension Character {
  /// ASCII punctuation as CommonMark counts it (`!` to `/`, `:` to `@`, `[` to `` ` ``, `{`
  /// to `~`): what a backslash escapes.
  fileprivate var isPunctuationOrSymbol: Bool {
    guard let value = asciiValue else { return false }
    return (33...47).contains(value) || (58...64).contains(value) || (91...96).contains(value)
      || (123...126).contains(value)
  }
}
