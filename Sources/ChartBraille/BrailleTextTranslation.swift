import ChartA11y

/// Print text to braille with what one liblouis call does not do: the braille code's own
/// minus sign, and stretches in other scripts translated with a table for their language.
///
/// - Minus: a hyphen-minus that is a minus sign (before a digit, not after a letter, digit or
///   closing bracket: "-5", "(-764", "= -0.3") is given to liblouis as U+2212, which UEB
///   writes `"-` (dots 5, 36) and German braille `@-`; where a table has no braille for U+2212
///   (liblouis would write `'\X2212'`), the hyphen stays.
/// - Other scripts (``WritingScript``: Hebrew, Arabic, Chinese, Korean, Cyrillic, Greek,
///   Devanagari …): each stretch is translated with liblouis's table for its language
///   (``foreignTables``), its cells written as the rest are; a lone Greek letter is a symbol
///   (τ, ρ) and stays with the chosen table, as the spoken renderer keeps it. A stretch whose table is missing
///   or leaves characters untranslated is named instead, "(Japanese text: no braille
///   translation)", never written as liblouis's `'\X…'` code strings.
public enum BrailleTextTranslation {
  /// liblouis's table for each language ``WritingScript/language(of:)`` names, where it has one
  /// that translates the script's letters (checked by hand on liblouis 3.24: Georgian's
  /// `ka.utb` is Kannada, Thai has none).
  public static let foreignTables: [String: String] = [
    "he": "he-IL.utb", "ar": "ar-ar-g1.utb", "fa": "fa-ir-g1.utb", "ur": "ur-pk-g1.utb",
    "cmn": "zh-chn.ctb", "ja": "ja-kantenji.utb", "ko": "ko-g1.ctb", "ru": "ru-litbrl.ctb",
    "uk": "uk.utb", "sr": "sr-g1.ctb", "el": "el.ctb", "hi": "hi-in-g1.utb", "bn": "bn.tbl",
    "ta": "ta-ta-g1.ctb", "hy": "hy.ctb",
  ]

  /// Translates print text as ``LouisTranslator/translate(_:table:encoding:)`` does, with the
  /// minus sign and other scripts as above.
  ///
  /// - Throws: ``BrailleError`` when liblouis cannot load `table` or translate.
  /// - Complexity: O(*n*) for *n* characters, plus one liblouis call per stretch.
  public static func translate(
    _ text: String, table: String, encoding: LouisTranslator.Encoding
  ) throws(BrailleError) -> String {
    let print = try hasMinusSign(table) ? minusSigns(in: text) : text
    var braille = ""
    for run in scriptRuns(print) {
      // A lone Greek letter is a symbol (τ, ρ, α), which UEB writes with its Greek letter
      // sign; a Greek word is Greek text.
      guard let script = run.script, script != .greek || run.text.count > 1 else {
        braille += try LouisTranslator.translate(run.text, table: table, encoding: encoding)
        continue
      }
      if let foreign = foreignTables[script.language(of: run.text)],
        let cells = try? foreignBraille(run.text, table: foreign, encoding: encoding)
      {
        braille += cells
      } else {
        braille += try LouisTranslator.translate(
          "(\(script.name) text: no braille translation)", table: table, encoding: encoding)
      }
    }
    return braille
  }

  /// Hyphen-minus signs that are minus signs as U+2212.
  ///
  /// - Complexity: O(*n*).
  public static func minusSigns(in text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      guard scalar == "-", isMinus(at: index, in: scalars) else {
        result.append(scalar)
        continue
      }
      result.append("\u{2212}")
    }
    return String(result)
  }

  /// Whether the hyphen at `index` is a minus: a digit (or a decimal point and a digit)
  /// follows, and no letter, digit or closing bracket comes before.
  private static func isMinus(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    let next = index + 1 < scalars.count ? scalars[index + 1] : nil
    let afterNext = index + 2 < scalars.count ? scalars[index + 2] : nil
    let isDigit = { (scalar: Unicode.Scalar?) in scalar.map { ("0"..."9").contains($0) } ?? false }
    guard isDigit(next) || (next == "." && isDigit(afterNext)) else { return false }
    guard index > 0 else { return true }
    let before = scalars[index - 1]
    return
      !(before.properties.isAlphabetic || isDigit(before) || ")]}".unicodeScalars.contains(before)
      || before == "-")
  }

  /// Whether a table has braille of its own for U+2212 (not liblouis's `'\X2212'`).
  private static func hasMinusSign(_ table: String) throws(BrailleError) -> Bool {
    let cells = try LouisTranslator.translate("\u{2212}1", table: table, encoding: .asciiBraille)
    return !cells.contains("\\X")
  }

  /// A stretch in another script through its language's table, or `nil` when the table is
  /// missing or leaves a character untranslated (checked in Braille ASCII, where liblouis's
  /// notation for such a character shows; a table that needs 8-dot cells fails there too).
  private static func foreignBraille(
    _ text: String, table: String, encoding: LouisTranslator.Encoding
  ) throws(BrailleError) -> String? {
    let ascii = try LouisTranslator.translate(text, table: table, encoding: .asciiBraille)
    guard !ascii.contains("\\X"), !ascii.contains("\\Y"), !ascii.contains("\\Z") else {
      return nil
    }
    return encoding == .asciiBraille
      ? ascii : try LouisTranslator.translate(text, table: table, encoding: encoding)
  }

  /// The text cut into stretches of one script (``WritingScript/of(_:)``) and stretches of
  /// Latin, digits, punctuation and spaces (`script` `nil`).
  ///
  /// - Complexity: O(*n*).
  static func scriptRuns(_ text: String) -> [(script: WritingScript?, text: String)] {
    var runs: [(script: WritingScript?, text: String)] = []
    for scalar in text.unicodeScalars {
      let script = WritingScript.of(scalar)
      if let last = runs.indices.last, runs[last].script == script {
        runs[last].text.unicodeScalars.append(scalar)
      } else {
        runs.append((script, String(scalar)))
      }
    }
    return runs
  }
}
