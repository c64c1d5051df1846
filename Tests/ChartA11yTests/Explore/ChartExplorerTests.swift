import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

@Suite("Exploring a chart point by point")
struct ChartExplorerTests {
  static func explorer(_ name: String) throws -> ChartExplorer {
    ChartExplorer(try ChartFixture.analysis(spec: name))
  }

  @Test("X reads every series at the current position; a missing one says so")
  func allSeriesHere() throws {
    var explorer = try Self.explorer("monthly-activity")
    #expect(
      explorer.perform(.allSeriesHere).text
        == "At January 2024: Research 30 hours; Design 22 hours; Development 41 hours.")
    var ridgeline = try Self.explorer("us-baby-names-ridgeline")
    _ = ridgeline.perform(.nextPoint)
    let text = ridgeline.perform(.allSeriesHere).text
    #expect(
      text.hasPrefix("At 1881: Mary 0.0699914; Emma 0.0205756; Linda 0.0003844; Lisa no point;"))
    #expect(text.contains("; Ashley no point;"))
  }

  @Test("--speak hears the explorer's lines through the spoken renderer")
  func spoken() throws {
    var explorer = try Self.explorer("monthly-activity")
    let text = explorer.perform(.describeSeries).text
    #expect(text.contains("τ = -0.867"))
    #expect(SpeechMarkup.document([text]).contains("tau equals minus 0.867"))
  }

  @Test("left and right walk one series, and its edges are said and clicked")
  func walk() throws {
    var explorer = try Self.explorer("us-baby-names-ridgeline")
    #expect(
      explorer.introduction.hasSuffix(
        "Mary, area, 138 points. 1880: 0.0723836, the highest. 1 of 138."))
    let start = explorer.perform(.previousPoint)
    #expect(start.text == "Start of Mary. 1880: 0.0723836, the highest. 1 of 138.")
    guard case .boundary(let click) = start.sound else {
      Issue.record("no boundary click: \(String(describing: start.sound))")
      return
    }
    #expect(click.timbre == .click && click.pan == -0.9)
    #expect(explorer.perform(.nextPoint).text == "1881: 0.0699914. 2 of 138.")
    #expect(explorer.perform(.jumpForward).text == "1894: 0.0557314. 15 of 138.")
    #expect(explorer.perform(.jumpBackward).text == "1881: 0.0699914. 2 of 138.")
    #expect(explorer.perform(.lastPoint).text == "2017: 0.00126994, the lowest. 138 of 138.")
    #expect(explorer.perform(.nextPoint).text.hasPrefix("End of Mary. 2017"))
    #expect(explorer.pointIndex == 137)
  }

  @Test("a point's tone has the audio graph's pitch for its value and its pan for its year")
  func tone() throws {
    var explorer = try Self.explorer("us-baby-names-ridgeline")
    let pitch = try #require(explorer.score.pitch)
    for action in [ExploreAction.firstPoint, .highestPoint, .lastPoint] {
      let response = explorer.perform(action)
      guard case .point(let tone) = response.sound else {
        Issue.record("no tone for \(action)")
        continue
      }
      let point = explorer.analysis.chart.series[0].observations[explorer.pointIndex]
      #expect(tone.frequencyHz == pitch.frequency(of: point.value))
      #expect(tone.durationSeconds == ChartExplorer.pointToneSeconds)
      #expect(tone.timbre == Timbre.forSeries(at: 0))
    }
    // Mary's highest is in 1880, the first year: far left; her last point far right.
    explorer = try Self.explorer("us-baby-names-ridgeline")
    guard case .point(let first) = explorer.perform(.highestPoint).sound,
      case .point(let last) = explorer.perform(.lastPoint).sound
    else {
      Issue.record("no tones")
      return
    }
    #expect(first.pan == -0.9 && last.pan == 0.9)
    #expect(first.frequencyHz > last.frequencyHz)
  }

  @Test("changing series keeps the nearest year; the highest and lowest are one key away")
  func series() throws {
    var explorer = try Self.explorer("us-baby-names-ridgeline")
    let names = explorer.analysis.chart.series.map(\.name)
    let linda = try #require(names.firstIndex(of: "Linda"))
    for _ in 0..<linda { _ = explorer.perform(.nextSeries) }
    let peak = explorer.perform(.highestPoint)
    #expect(peak.text == "1948: 0.0552108, the highest. 69 of 138.")
    let next = explorer.perform(.nextSeries)
    // Lisa has 114 years, from 1886 with gaps; 1948 is her 45th (the CSV has 45 rows up to
    // it), 0.00026857, read to six significant digits.
    #expect(names[linda + 1] == "Lisa")
    #expect(next.text == "Lisa, area, 114 points. 1948: 0.00026857. 45 of 114.")
    #expect(explorer.perform(.previousSeries).text.hasPrefix("Linda, area, 138 points. 1948: "))
    for _ in 0..<linda { _ = explorer.perform(.previousSeries) }
    #expect(explorer.perform(.previousSeries).text == "Mary is the first series.")
    #expect(explorer.perform(.lowestPoint).text == "2017: 0.00126994, the lowest. 138 of 138.")
  }

  @Test("a Plot group is one point with every value; its extreme names the main value")
  func plotGroup() throws {
    var explorer = try Self.explorer("water-intake")
    #expect(
      explorer.perform(.whereAmI).text
        == "Day, rule and rectangle, 4 points. 2021: Minimum water intake 1.1 litres, "
        + "Lower quartile 1.6 litres, Median 1.9 litres, Upper quartile 2.3 litres, "
        + "Maximum water intake 3 litres; the lowest median. 1 of 4.")
  }

  @Test("an extreme names the value by its label, lowering only a plain first word")
  func extremeLabel() throws {
    var explorer = ChartExplorer(try ChartFixture.analysis("vega-lite/cars-boxplot.vl.json"))
    let highest = explorer.perform(.highestPoint).text
    #expect(highest.hasSuffix("; the highest median of Miles_per_Gallon. 2 of 3."), "\(highest)")
    #expect(ChartExplorer.midSentence("Miles_per_Gallon") == "Miles_per_Gallon")
    #expect(ChartExplorer.midSentence("USA births") == "USA births")
    #expect(ChartExplorer.midSentence("Mean of pH") == "mean of pH")
  }

  @Test("playing gives the series' section of the audio graph; descriptions are the describe text")
  func playAndDescribe() throws {
    var explorer = try Self.explorer("monthly-activity")
    let play = explorer.perform(.playSeries)
    guard case .series(let seriesPlay) = play.sound else {
      Issue.record("no series sound")
      return
    }
    let (score, section) = (seriesPlay.score, seriesPlay.section)
    #expect(play.text == "Playing Research.")
    #expect(seriesPlay.fromSeconds == section.startSeconds && seriesPlay.speed == 1)
    #expect(section.title == "Research")
    #expect(score.events(in: section).contains { $0.seriesIndex == 0 })
    #expect(
      explorer.perform(.describeSeries).text.hasPrefix("Research (bar and line) has 6 months"))
    #expect(explorer.perform(.describeAxes).text.hasPrefix("X axis: Month, temporal"))
    #expect(explorer.perform(.describeChart).text.contains("They peak in this order"))
    #expect(explorer.perform(.help).text == explorer.keysText)
  }

  @Test(
    "gaps are said; a change of series keeps the year moved to, even across a series without it")
  func gapsAndRememberedYear() throws {
    var explorer = try Self.explorer("us-baby-names-ridgeline")
    let names = explorer.analysis.chart.series.map(\.name)
    let ashley = try #require(names.firstIndex(of: "Ashley"))
    var text = ""
    for _ in 0..<ashley { text = explorer.perform(.nextSeries).text }
    // Ashley's first year is 1917, then 1938: the CSV has no Ashley rows in 1918-1937.
    #expect(
      text == "Ashley, area, 79 points. No point at 1880; nearest: 1917: 0.00000445. 1 of 79.")
    #expect(
      explorer.perform(.nextPoint).text == "1938: 0.00000613. 2 of 79, 20 missing years before it.")
    #expect(
      explorer.perform(.nextSeries).text.hasPrefix("\(names[ashley + 1]), area, 138 points. 1938: ")
    )
    _ = explorer.perform(.firstPoint)
    for _ in 0...ashley { _ = explorer.perform(.previousSeries) }
    #expect(explorer.perform(.whereAmI).text.hasSuffix("1880: 0.0723836, the highest. 1 of 138."))
  }

  @Test("ties are all 'the highest', and the key again goes to the next tied one")
  func ties() throws {
    let spec = """
      {"version": 1, "data": {"values": [{"x": 1, "y": 5}, {"x": 2, "y": 9}, {"x": 3, "y": 2},
        {"x": 4, "y": 9}, {"x": 5, "y": 2}]},
       "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}}]}
      """
    var explorer = ChartExplorer(
      ChartAnalysis(
        try AccessibleChart(
          try ChartDocument(
            json: Data(spec.utf8), baseDirectory: FileManager.default.temporaryDirectory))))
    #expect(explorer.perform(.highestPoint).text == "x 2: 9, the highest. 2 of 5.")
    #expect(explorer.perform(.highestPoint).text == "x 4: 9, the highest. 4 of 5.")
    #expect(explorer.perform(.highestPoint).text == "x 2: 9, the highest. 2 of 5.")
    #expect(explorer.perform(.lowestPoint).text == "x 3: 2, the lowest. 3 of 5.")
    #expect(explorer.perform(.lowestPoint).text == "x 5: 2, the lowest. 5 of 5.")
  }

  @Test("a chart whose marks are all hidden still answers D, A and H")
  func everyMarkHidden() throws {
    let spec = """
      {"version": 1, "title": "Nothing to see",
       "data": {"values": [{"x": 1, "y": 5}, {"x": 2, "y": 9}]},
       "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}, "accessibilityHidden": true}]}
      """
    var explorer = ChartExplorer(
      ChartAnalysis(
        try AccessibleChart(
          try ChartDocument(
            json: Data(spec.utf8), baseDirectory: FileManager.default.temporaryDirectory))))
    #expect(
      explorer.perform(.nextPoint).text == "This chart has no data series: every mark is hidden.")
    #expect(explorer.perform(.describeChart).text.contains("every mark is hidden"))
    #expect(explorer.perform(.describeAxes).text.hasPrefix("X axis: "))
    #expect(explorer.perform(.help).text == explorer.keysText)
  }
}
