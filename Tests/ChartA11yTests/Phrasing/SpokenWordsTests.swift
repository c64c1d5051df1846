import ChartA11y
import Testing

/// Issue 40: abbreviations, units and word ranges are written out before eSpeak NG reads them.
@Suite("Spoken abbreviations, units and ranges")
struct SpokenWordsTests {
  @Test(
    "Month and weekday abbreviations, bracketed units and ranges of names are written out",
    arguments: [
      ("Rain peaks in Aug 2024.", "Rain peaks in August 2024."),
      ("Jan, Feb, Mar and Apr", "January, February, March and April"),
      ("3 Jan 2024", "3 January 2024"),
      ("Sales fall in Dec.", "Sales fall in December."),
      ("Sept. figures", "September figures"),
      ("June–July", "June to July"), ("Mon–Fri", "Monday to Friday"),
      ("June-July", "June to July"),
      ("Precipitation (mm)", "Precipitation (millimetres)"),
      ("Temperature (°C)", "Temperature (degrees Celsius)"),
      ("Speed (km/h)", "Speed (kilometres per hour)"),
      ("Sat, Sun", "Saturday, Sunday"), ("Wed 4 June", "Wednesday 4 June"),
    ])
  func expanded(display: String, spoken: String) {
    #expect(SpokenEnglish.plain(display) == spoken)
  }

  @Test(
    "Words that only look like abbreviations stay words",
    arguments: [
      "Jan and Anna", "Sun hours", "Mann–Kendall", "a well-known X-1 rocket",
      "(n)", "Marks (out of 10)", "Sat alone",
    ])
  func unchanged(display: String) {
    #expect(SpokenEnglish.plain(display) == display)
  }
}
