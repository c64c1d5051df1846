import ChartA11y
import Foundation
import Testing

/// Labels in other scripts and numbers for other voices, in the SSML handed to eSpeak NG.
@Suite("Spoken languages")
struct SpokenLanguageTests {
  static let installed: Set<String> = [
    "en-us", "de", "fr", "he", "ar", "cmn", "ja", "ru", "el", "hi",
  ]
  static let english = SpeechLanguage(voice: "en-us", installed: installed)

  @Test(
    "A label in another script is spoken in its language, between stretches of the voice's own",
    arguments: [
      ("Series שרה peaks in 1948.", "he", "שרה"), ("Series محمد peaks.", "ar", "محمد"),
      ("Series 北京 peaks.", "cmn", "北京"), ("Series 東京タワー peaks.", "ja", "東京タワー"),
      ("Series Москва peaks.", "ru", "Москва"), ("Series Київ peaks.", "uk", "Київ"),
      ("Series Αθήνα σήμερα peaks.", "el", "Αθήνα σήμερα"), ("Series दिल्ली peaks.", "hi", "दिल्ली"),
    ])
  func otherScripts(sentence: String, language: String, label: String) {
    let ssml = SpeechMarkup.document(
      [sentence], language: SpeechLanguage(voice: "en-us", installed: Self.installed.union(["uk"])))
    #expect(
      ssml.contains("<voice xml:lang=\"\(language)\">\(label)</voice>"), "\(ssml)")
    #expect(ssml.hasPrefix("<speak><voice xml:lang=\"en-us\">Series </voice>"), "\(ssml)")
    #expect(ssml.hasSuffix("</voice></speak>"))
    #expect(!ssml.contains("sigma"))
  }

  @Test("Without a voice for its language a label is named, never spelled")
  func named() {
    let ssml = SpeechMarkup.document(
      ["Series שרה and 北京 peak."], language: SpeechLanguage(voice: "en-us", installed: ["en-us"]))
    #expect(ssml == "<speak>Series a Hebrew name and a Chinese name peak.</speak>")
  }

  @Test("Labels in other scripts are escaped like every label")
  func escaped() {
    let ssml = SpeechMarkup.document(["שרה\"/><audio src=\"x\"/> & Tom's"], language: Self.english)
    #expect(ssml.contains("<voice xml:lang=\"he\">שרה</voice>"), "\(ssml)")
    #expect(ssml.contains("&quot;") && ssml.contains("&amp; Tom&apos;s"), "\(ssml)")
    #expect(!ssml.contains("<audio"))
  }

  @Test("English text without other scripts is unchanged")
  func englishUnchanged() {
    #expect(
      SpeechMarkup.document(["Sales: 4,020.5 in 1880-2017."], language: Self.english)
        == "<speak>Sales: 4,020 in 1880 to 2017.</speak>")
  }

  @Test("With a German or French voice numbers are written as those languages write them")
  func numbers() {
    let german = SpeechLanguage(voice: "de", installed: Self.installed)
    #expect(
      SpeechMarkup.document(
        ["Sales peak at 4,020 in 2017; 0.0724 and 1,234,567.5."], language: german)
        == "<speak>Sales peak at 4.020 in 2017; 0,0724 and 1,23 million.</speak>")
    let french = SpeechLanguage(voice: "fr+f3", installed: Self.installed)
    #expect(
      SpeechMarkup.document(["Sales: 4,020 and 3.5, version 1.2.3 here."], language: french)
        == "<speak>Sales: 4 020 and 3,5, version 1.2.3 here.</speak>")
    #expect(french.language == "fr" && german.numberConvention == .commaDecimalPointGroups)
  }

  @Test("Scripts are detected from Unicode scalars")
  func detection() {
    #expect(WritingScript.of("ש") == .hebrew)
    #expect(WritingScript.of("م") == .arabic)
    #expect(WritingScript.of("北") == .han)
    #expect(WritingScript.of("タ") == .kana)
    #expect(WritingScript.of("한") == .hangul)
    #expect(WritingScript.of("Ж") == .cyrillic)
    #expect(WritingScript.of("Ω") == .greek)
    #expect(WritingScript.of("द") == .devanagari)
    #expect(
      WritingScript.of("A") == nil && WritingScript.of("é") == nil && WritingScript.of("4") == nil)
    #expect(WritingScript.arabic.language(of: "پارسی") == "fa")
    #expect(WritingScript.cyrillic.language(of: "Ђурђевдан") == "sr")
    #expect(WritingScript.cyrillic.language(of: "Москва") == "ru")
  }

  @Test(
    "With another voice, dates are written in its language, by their unit",
    arguments: [
      (
        "de", "Sales from March 2003 to 24 July 2024, 23:00.",
        "<speak>Sales from März 2003 to 24. juli 2024 um 23:00.</speak>"
      ),
      ("de", "Rain peaks on 1 May 2024.", "<speak>Rain peaks on 1. mai 2024.</speak>"),
      ("fr", "Rain peaks on 1 May 2024.", "<speak>Rain peaks on 1 mai 2024.</speak>"),
      ("es", "Rain peaks in December 2024.", "<speak>Rain peaks in diciembre de 2024.</speak>"),
      (
        "en-gb", "Rain peaks at 4 March 2024, 14:00.",
        "<speak>Rain peaks at 2 p.m. on 4 March 2024.</speak>"
      ),
      // Days Foundation's Gregorian calendar skips (it turns Julian before 15 October 1582)
      // are days of the proleptic Gregorian calendar, said as written; pandas:
      // pd.date_range("1582-10-04", "1582-10-06") has 3 days.
      (
        "de", "Rain peaks on 5 October 1582, then 14 October 1582.",
        "<speak>Rain peaks on 5. oktober 1582, then 14. oktober 1582.</speak>"
      ),
      ("fr", "Rain peaks on 29 February 1200.", "<speak>Rain peaks on 29 février 1200.</speak>"),
      // 29 February 1500 is no Gregorian day (1500 is no leap year): left as written.
      ("de", "Rain on 29 February 1500.", "<speak>Rain on 29 February 1500.</speak>"),
    ])
  func dates(voice: String, sentence: String, ssml: String) {
    let language = SpeechLanguage(voice: voice, installed: Self.installed.union(["es", "en-gb"]))
    #expect(SpeechMarkup.document([sentence], language: language) == ssml)
  }
}
