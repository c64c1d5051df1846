import ChartA11y
import ChartAudio
import Foundation
import GoldenTesting
import Testing

/// `sonify`'s audio graph keeps its true peak at or below −1 dBTP on every fixture and corpus
/// chart, one series after another and all together.
@Suite("Sonification peaks, measured")
struct SonificationPeakTests {
  @Test(
    "Every sonification's true peak is at most −1 dBTP (BS.1770-4 Annex 2, 4× oversampled)",
    arguments: try Fixtures.narratedChartPaths + Fixtures.corpusChartPaths)
  func truePeak(path: String) throws {
    let analysis = try ChartFixtures.analysis(path: path)
    for arrangement in [SonificationOptions.Arrangement.sequential, .simultaneous] {
      let score = ScoreComposer.compose(
        analysis, options: SonificationOptions(arrangement: arrangement))
      let meter = LoudnessMeter(sampleRate: 44_100)
      try ToneSynthesizer().render(score, into: meter)
      let truePeak = 20 * log10(meter.truePeak)
      print(
        "sonification peak of \(path) (\(arrangement)): true peak "
          + "\(String(format: "%.2f", truePeak)) dBTP, sample peak "
          + "\(String(format: "%.2f", 20 * log10(Double(meter.peak)))) dBFS")
      #expect(truePeak <= -1, "\(path) (\(arrangement)): true peak \(truePeak) dBTP")
    }
  }
}
