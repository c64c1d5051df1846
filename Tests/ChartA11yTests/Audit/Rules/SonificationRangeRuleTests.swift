import Testing

@Suite("Rule sonification-range")
struct SonificationRangeRuleTests {
  let line = #"{"type": "line", "x": "t", "y": "y"}"#

  @Test("Pitches outside 100–4000 Hz, inverted bounds and short notes are warnings")
  func outside() {
    let members =
      #""sonification": {"minimumFrequencyHz": 5000, "maximumFrequencyHz": 60, "noteDurationSeconds": 0.03, "seriesDurationSeconds": 0.05}"#
    #expect(
      audit(spec(members, marks: line), rule: "sonification-range") == [
        FindingSpec(
          "sonification-range", .warning, "$.sonification.maximumFrequencyHz",
          "60 Hz is outside the 100–4000 Hz band listeners follow reliably"),
        FindingSpec(
          "sonification-range", .warning, "$.sonification.maximumFrequencyHz",
          "the maximum frequency (60 Hz) is not above the minimum (5000 Hz), so values cannot be "
            + "heard as pitch"),
        FindingSpec(
          "sonification-range", .warning, "$.sonification.minimumFrequencyHz",
          "5000 Hz is outside the 100–4000 Hz band listeners follow reliably"),
        FindingSpec(
          "sonification-range", .warning, "$.sonification.noteDurationSeconds",
          "notes of 30 ms are too short to hear their pitch; at least 50 ms is needed"),
        FindingSpec(
          "sonification-range", .warning, "$.sonification.seriesDurationSeconds",
          "2 points in 0.05 s leave 25.0 ms per note; at least 50 ms is needed"),
      ])
  }

  @Test("Settings inside the band pass")
  func inside() {
    let members =
      #""sonification": {"minimumFrequencyHz": 200, "maximumFrequencyHz": 1600, "noteDurationSeconds": 0.2, "seriesDurationSeconds": 5}"#
    #expect(audit(spec(members, marks: line), rule: "sonification-range").isEmpty)
  }
}
