import ChartA11y
import Testing

@Suite("Spoken English")
struct SpokenEnglishTests {
  @Test(
    "Signs and relations are spoken in words",
    arguments: [
      ("τ = -0.884, p < 0.001", "tau equals minus 0.884, p less than 0.001"),
      ("(± 1 standard error)", "(plus or minus 1 standard error)"),
      ("Sen's slope −2.5 hours per month", "Sen's slope minus 2.5 hours per month"),
      ("from -45 to 3", "from minus 45 to 3"),
      (
        "r ≈ 0.5, n ≥ 30, k ≤ 2, ρ ≠ 0",
        "r about 0.5, n greater than or equal to 30, k less than or equal to 2, rho not equal to 0"
      ),
      ("3 × 4 > 2", "3 times 4 greater than 2"),
      ("1880–2017", "1880 to 2017"),
      ("Mann–Kendall", "Mann–Kendall"),
      ("a well-known X-1 rocket", "a well-known X-1 rocket"),
    ])
  func signs(display: String, spoken: String) {
    #expect(SpokenEnglish.plain(display) == spoken)
  }

  @Test(
    "Numbers are spoken at spoken precision",
    arguments: [
      ("0.00000391", "3.9 millionths"), ("0.000563", "560 millionths"),
      ("0.0000000042", "4.2 billionths"), ("0.000000000000001", "less than 1 trillionth"),
      ("0.000001", "1 millionth"), ("0.0009996", "0.001"), ("0.0724", "0.0724"),
      ("223.02", "223"), ("1,234.56", "1,235"), ("2017", "2017"), ("4,020", "4,020"),
      ("version 1.2.3", "version 1.2.3"), ("1.23E15", "1.23 times 10 to the 15"),
      ("-0.00000391", "minus 3.9 millionths"),
    ])
  func numbers(display: String, spoken: String) {
    #expect(SpokenEnglish.plain(display) == spoken)
  }

  @Test(
    "Dates and times are spoken by their unit",
    arguments: [
      ("3 March 2024 23:00", "11 p.m. on 3 March 2024"),
      (
        "from 4 March 2024, 14:00 to 5 March 2024, 09:30",
        "from 2 p.m. on 4 March 2024 to 9:30 a.m. on 5 March 2024"
      ),
      ("4 March 2024 09:30", "9:30 a.m. on 4 March 2024"),
      ("1 May 2024 00:00", "midnight on 1 May 2024"), ("1 May 2024 12:00", "noon on 1 May 2024"),
      ("2024-03-03T23:00:00Z", "11 p.m. U T C on 3 March 2024"), ("2024-03-03", "3 March 2024"),
      ("Q2 2024", "the second quarter of 2024"), ("No. 38", "number 38"),
      ("No more", "No more"),
    ])
  func dates(display: String, spoken: String) {
    #expect(SpokenEnglish.plain(display) == spoken)
  }

  @Test(
    "Formatted numbers are read as whole tokens, with SI prefixes and e notation by value",
    arguments: [
      ("4% and $1,200", "4 percent and 1,200 dollars"), ("3.2M people", "3.2 million people"),
      ("ticker AB12k", "ticker AB12k"), ("version v1.5M", "version v1.5M"),
      ("rate 1,5k", "rate 1,5k"), ("5µ and 5μ", "5 millionths and 5 millionths"),
      ("-5µ", "minus 5 millionths"), ("1.2e-7", "120 billionths"),
      ("3.4E+20 stars", "3.4 times 10 to the 20 stars"), ("5m away", "5m away"),
    ])
  func formattedNumbers(display: String, spoken: String) {
    #expect(SpokenEnglish.plain(display) == spoken)
  }

  @Test("Short all-capital labels are spelled, acronyms said as words and shouting read")
  func abbreviations() {
    #expect(
      SpokenEnglish.render("AAPL, GOOG and OK.").pieces == [
        .characters("AAPL"), .words(", "), .characters("GOOG"), .words(" and "),
        .characters("OK"), .words("."),
      ])
    #expect(SpokenEnglish.plain("IL and NASA") == "I L and NASA")
    #expect(SpokenEnglish.plain("TOTAL SALES BY REGION") == "TOTAL SALES BY REGION")
    #expect(SpokenEnglish.plain("Price (USD) in EUROPE") == "Price (U S D) in EUROPE")
    #expect(SpokenEnglish.plain("ABCDEF") == "ABCDEF")
    #expect(SpokenEnglish.plain("A I") == "A I")
  }

  @Test("Data cannot forge a spelled label, and SSML escapes every piece")
  func escaping() {
    #expect(SpokenEnglish.render("a\u{E000}b\u{E001}c").pieces == [.words("abc")])
    #expect(
      SpeechMarkup.document(["AT&T's <b>"])
        == "<speak><say-as interpret-as=\"characters\">AT</say-as>&amp;T&apos;s less than b greater than</speak>"
    )
  }
}
