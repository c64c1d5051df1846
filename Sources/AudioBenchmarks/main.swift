import ChartA11y
import ChartAudio
import ChartModel
import Foundation

// chart-describe-audio-bench: audio-graph render speed (× real time) and peak memory.
//
//   swift build -c release --product chart-describe-audio-bench
//   .build/release/chart-describe-audio-bench            # every size, one process each
//   .build/release/chart-describe-audio-bench --points 100000 --seconds-per-point 0.01
//
// Each size runs in its own process so the peak resident set size (getrusage) is that size's
// alone. The chart is one line series of a seeded random walk; every point is played (no
// grouping): the series lasts points × seconds-per-point. Rendering goes to a sink that
// discards samples (44.1 kHz stereo float), so the figure is the synthesis alone. Speed is
// given against wall time and against the process's CPU time (fair on a shared machine).

/// A seeded random walk of `count` values (SplitMix64, uniform steps in −0.5…0.5).
func randomWalk(_ count: Int) -> [Double] {
  var state: UInt64 = 20_261_129
  var level = 0.0
  return (0..<count).map { _ in
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    level += Double(z >> 11) * 0x1p-53 - 0.5
    return level
  }
}

/// CPU seconds this process has used: the fair measure on a machine shared with other work.
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The peak resident set size of this process, in megabytes.
func peakMegabytes() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return Double(usage.ru_maxrss) / 1_024
}

func measure(points: Int, secondsPerPoint: Double) throws {
  let spec = try JSONDecoder().decode(
    ChartSpec.self,
    from: Data(
      """
      {"version": 1, "title": "Random walk", "data": {"values": []},
       "marks": [{"type": "line", "x": {"field": "i", "label": "Index"},
                  "y": {"field": "v", "label": "Value"}}]}
      """.utf8))
  let table = DataTable(
    fields: ["i", "v"],
    columns: [.numbers((0..<points).map(Double.init)), .numbers(randomWalk(points))],
    rowCount: points, origin: .inline)
  let analysis = ChartAnalysis(try AccessibleChart(try ChartDocument(spec: spec, table: table)))
  var options = SonificationOptions()
  options.noteDuration = try .init(seconds: secondsPerPoint)
  options.seriesDuration = try .init(seconds: Double(points) * secondsPerPoint)
  options.minimumPointDuration = try .init(seconds: secondsPerPoint)
  let composeStart = ContinuousClock.now
  let score = ScoreComposer.compose(analysis, options: options)
  let composeTime = ContinuousClock.now - composeStart
  let sink = DiscardingAudioSink()
  let renderStart = ContinuousClock.now
  let cpuStart = cpuSeconds()
  try ToneSynthesizer().render(score, into: sink)
  let renderCPU = cpuSeconds() - cpuStart
  let renderTime = ContinuousClock.now - renderStart
  let seconds = Double(sink.frameCount) / Double(sink.sampleRate)
  let renderSeconds =
    Double(renderTime.components.seconds) + Double(renderTime.components.attoseconds) * 1e-18
  let composeSeconds =
    Double(composeTime.components.seconds) + Double(composeTime.components.attoseconds) * 1e-18
  print(
    String(
      format: "| %d | %.3f s | %.0f s | %.3f s | %.2f s | %.0f× | %.2f s | %.0f× | %.1f MB | %d |",
      points, secondsPerPoint, seconds, composeSeconds, renderSeconds, seconds / renderSeconds,
      renderCPU, seconds / renderCPU, peakMegabytes(), score.events.count))
}

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--points"), index + 1 < arguments.count,
  let points = Int(arguments[index + 1])
{
  var secondsPerPoint = 0.01
  if let flag = arguments.firstIndex(of: "--seconds-per-point"), flag + 1 < arguments.count,
    let value = Double(arguments[flag + 1])
  {
    secondsPerPoint = value
  }
  do {
    try measure(points: points, secondsPerPoint: secondsPerPoint)
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
  }
} else {
  // Written unbuffered, before the children print their rows.
  FileHandle.standardOutput.write(
    Data(
      ("| points | s/point | audio | compose | render (wall) | × real time (wall) "
        + "| render (CPU) | × real time (CPU) | peak memory | events |\n"
        + "|---|---|---|---|---|---|---|---|---|---|\n").utf8))
  let runs: [(Int, Double)] = [
    (1_000, 0.01), (1_000, 1), (100_000, 0.01), (1_000_000, 0.01),
  ]
  for (points, secondsPerPoint) in runs {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL
    process.arguments = [
      "--points", String(points), "--seconds-per-point", String(secondsPerPoint),
    ]
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      FileHandle.standardError.write(Data("error: cannot run \(points) points: \(error)\n".utf8))
      exit(1)
    }
  }
}
