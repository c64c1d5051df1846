import ChartA11y
import Testing

@testable import ChartBraille

@Suite("BRF: the braille code's minus sign; labels in other scripts in their own braille")
struct BRFMinusAndScriptsTests {
  @Test("a minus sign is UEB's minus (dots 5, 36), read back by liblouis as a minus sign")
  func ueBMinus() throws {
    #expect(
      BrailleTextTranslation.minusSigns(in: "from -764 to (-0.5) and -.5; well-known 2020-2021 x-1")
        == "from \u{2212}764 to (\u{2212}0.5) and \u{2212}.5; well-known 2020-2021 x-1")
    let braille = try BrailleTextTranslation.translate(
      "It falls to -764 in 1999-2000.", table: LouisTranslator.defaultTable,
      encoding: .asciiBraille)
    #expect(braille.contains("\"-#GFD"), "\(braille)")
    #expect(braille.contains("#AIII-#BJJJ"), "\(braille)")
    let back = try LouisTranslator.backTranslate(
      braille, table: LouisTranslator.defaultTable, encoding: .asciiBraille)
    #expect(back == "It falls to \u{2212}764 in 1999-2000.", "\(back)")
  }

  @Test("a table without braille for U+2212 keeps the hyphen")
  func tableWithoutMinus() throws {
    let braille = try BrailleTextTranslation.translate(
      "-5", table: "en-us-g2.ctb", encoding: .asciiBraille)
    #expect(braille == "-#E")
  }

  @Test("Hebrew, Arabic and Chinese labels go through their language's table; Japanese is named")
  func otherScripts() throws {
    let table = LouisTranslator.defaultTable
    let hebrew = try BrailleTextTranslation.translate(
      "Sales in שלום", table: table, encoding: .asciiBraille)
    let alone = try LouisTranslator.translate("שלום", table: "he-IL.utb", encoding: .asciiBraille)
    #expect(hebrew.hasSuffix(" " + alone), "\(hebrew)")
    #expect(!alone.isEmpty && !alone.contains("\\X"))
    let arabic = try BrailleTextTranslation.translate(
      "مرحبا", table: table, encoding: .asciiBraille)
    #expect(arabic == "MR:BA")
    let chinese = try BrailleTextTranslation.translate("東京", table: table, encoding: .asciiBraille)
    #expect(chinese == "D4G*")
    let japanese = try BrailleTextTranslation.translate(
      "Tokyo とうきょう", table: table, encoding: .asciiBraille)
    let back = try LouisTranslator.backTranslate(japanese, table: table, encoding: .asciiBraille)
    #expect(back == "Tokyo (Japanese text: no braille translation)", "\(back)")
    // Cells a table writes as Unicode braille (Russian's) are the same cells in Braille ASCII.
    let russian = try BrailleTextTranslation.translate(
      "Москва", table: table, encoding: .asciiBraille)
    #expect(russian == "MOSKWA")
    // A lone Greek letter is UEB's symbol, a Greek word Greek braille.
    let tau = try BrailleTextTranslation.translate("τ = 1", table: table, encoding: .asciiBraille)
    #expect(tau == (try LouisTranslator.translate("τ = 1", table: table, encoding: .asciiBraille)))
    let athens = try BrailleTextTranslation.translate(
      "Αθήνα", table: table, encoding: .asciiBraille)
    #expect(
      athens == (try LouisTranslator.translate("Αθήνα", table: "el.ctb", encoding: .asciiBraille)))
    let unicode = try BrailleTextTranslation.translate("Москва", table: table, encoding: .unicode)
    #expect(unicode == "⠍⠕⠎⠅⠺⠁")
  }
}
