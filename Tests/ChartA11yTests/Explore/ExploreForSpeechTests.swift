import ChartModel
import ChartTestSupport
import Testing

@testable import ChartA11y

@Suite("explore for speech users: braille on request, every point here, playback keys")
struct ExploreForSpeechTests {
  static func explorer(_ name: String, showsBraille: Bool = false) throws -> ChartExplorer {
    ChartExplorer(try ChartFixture.analysis(spec: name), showsBraille: showsBraille)
  }

  @Test("the braille line is off by default; B turns it on and off; --braille starts with it")
  func brailleToggle() throws {
    var explorer = try Self.explorer("monthly-activity")
    #expect(explorer.perform(.nextPoint).braille == nil)
    let on = explorer.perform(.toggleBraille)
    #expect(on.text == "Braille graph on.")
    #expect(
      on.braille
        == "⣶⡇⣶⣤⣀⣀ Research, January 2024 to June 2024, 6 points: lowest 21 hours, highest 34 hours"
    )
    #expect(explorer.perform(.nextPoint).braille?.hasPrefix("⣶⣿⡆⣤⣀⣀ Research") == true)
    #expect(explorer.perform(.toggleBraille).text == "Braille graph off.")
    #expect(explorer.perform(.previousPoint).braille == nil)
    var started = try Self.explorer("monthly-activity", showsBraille: true)
    #expect(started.perform(.whereAmI).braille?.hasPrefix("⡆⣿⣶⣤⣀⣀ Research,") == true)
  }

  @Test("X on a scatter plot reads every point at the current x")
  func everyPointHere() throws {
    var explorer = try Self.explorer("study-hours-scatter")
    _ = explorer.perform(.nextPoint)
    _ = explorer.perform(.nextPoint)
    let text = explorer.perform(.allSeriesHere).text
    #expect(text.hasPrefix("At Hours studied 3: "))
    #expect(text.hasSuffix(", 2 points: 61 points and 58 points."))
  }

  @Test("play from here starts at the current point's tone; pause, resume and speed")
  func playback() throws {
    var explorer = try Self.explorer("monthly-activity")
    #expect(explorer.perform(.pausePlayback).text == "Nothing is playing: Space plays the series.")
    _ = explorer.perform(.nextPoint)
    _ = explorer.perform(.nextPoint)
    let play = explorer.perform(.playFromHere)
    #expect(play.text == "Playing Research from March 2024.")
    guard case .series(let fromHere) = play.sound else {
      Issue.record("no series sound")
      return
    }
    let tones = fromHere.score.events(in: fromHere.section).filter { $0.seriesIndex == 0 }
    #expect(tones.count == 6)
    #expect(fromHere.fromSeconds == tones[2].startSeconds)
    #expect(fromHere.events.first?.startSeconds == 0)
    #expect(fromHere.events.first?.value == tones[2].value)
    #expect(explorer.perform(.pausePlayback).sound == .pause)
    #expect(explorer.perform(.faster).text == "Speed 1.25 times.")
    let resumed = explorer.perform(.pausePlayback)
    #expect(resumed.text == "Resuming.")
    #expect(resumed.sound == .resume(speed: 1.25))
    #expect(explorer.perform(.faster).sound == .resume(speed: 1.5))
    _ = explorer.perform(.faster)
    #expect(explorer.perform(.faster).text == "Fastest speed, 2 times.")
    let play2 = explorer.perform(.playSeries)
    #expect(play2.text == "Playing Research, 2 times as fast.")
    guard case .series(let doubled) = play2.sound else {
      Issue.record("no series sound")
      return
    }
    let section = doubled.section
    #expect(abs(doubled.durationSeconds - section.durationSeconds / 2) < 1e-9)
    let original = doubled.score.events(in: section).map(\.durationSeconds)
    #expect(doubled.events.map(\.durationSeconds) == original.map { $0 / 2 })
    // Any other key ends the play: pause has nothing to pause.
    _ = explorer.perform(.nextPoint)
    #expect(explorer.perform(.pausePlayback).sound == nil)
    for _ in 0..<6 { _ = explorer.perform(.slower) }
    #expect(explorer.playbackSpeed == 0.5)
    #expect(explorer.perform(.slower).text == "Slowest speed, 0.5 times.")
  }

  @Test("a play resumed later starts where it stopped, at the new speed")
  func seriesPlayResume() throws {
    var explorer = try Self.explorer("monthly-activity")
    guard case .series(let play) = explorer.perform(.playSeries).sound else {
      Issue.record("no series sound")
      return
    }
    let reached = play.scoreSeconds(afterPlaying: 1)
    #expect(reached == play.fromSeconds + 1)
    let resumed = play.resumed(atScoreSeconds: reached, speed: 2)
    #expect(resumed.fromSeconds == reached && resumed.speed == 2)
    #expect(
      abs(resumed.durationSeconds - (play.durationSeconds - 1) / 2) < 1e-9)
  }

  @Test("the help names every bound key, K and the playback keys included")
  func helpListsEveryKey() throws {
    var explorer = try Self.explorer("monthly-activity")
    let help = explorer.perform(.help).text
    let bindings = ExploreKeyBindings.standard
    #expect(bindings.keys.count == 30)
    for key in bindings.keys {
      #expect(help.lowercased().contains(key.spokenName.lowercased()), "\(key.spokenName)")
    }
    for action in ExploreAction.allCases {
      #expect(help.contains(action.helpPhrase), "\(action)")
    }
    #expect(help.contains("K: what the chart's kind shows."))
    #expect(help.contains("Right arrow or N: next point."))
    #expect(help.contains("F: play the series from this point."))
    #expect(help.contains("Left bracket: play slower."))
    #expect(help.contains("Greater-than or full stop: highest point"))
    #expect(help.hasSuffix("Control-C and Control-D always quit."))
  }
}
