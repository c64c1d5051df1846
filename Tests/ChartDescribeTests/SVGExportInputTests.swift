import ChartA11y
import ChartAudio
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("Every command reads an SVG export through the recovery alt-text uses")
struct SVGExportInputTests {
  static let cars = "fixtures/svg/cars.vl.svg"
  static let matplotlib = "fixtures/svg/no-axes.matplotlib.svg"
  static let carsOpening =
    "Scatter plot: Horsepower and fuel economy of 1970s and 1980s cars. The x axis is "
    + "Horsepower, numeric, from 46 to 230. The y axis is Miles_per_Gallon, numeric, from 9 to "
    + "46.6. It shows 3 series by Origin, in chart order: Europe, Japan, USA."

  static func run(_ arguments: [String], stdin: Data = Data()) -> (Int32, MemoryTerminal) {
    let terminal = MemoryTerminal()
    terminal.input = stdin
    let status = terminal.run(arguments, in: repositoryRoot)
    return (status, terminal)
  }

  @Test("describe names the axes and series recovered from the SVG's marks")
  func describe() {
    let (status, terminal) = Self.run(["describe", Self.cars])
    #expect(status == 0, "\(terminal.error)")
    #expect(terminal.output.hasPrefix(Self.carsOpening))
    #expect(terminal.output.contains("USA (point) has 245 values from 52 to 230."))
    #expect(terminal.error.isEmpty)
  }

  @Test("An SVG inline in a web page is described; alt-text refuses the page, naming it")
  func page() {
    let page = "fixtures/svg-tools/containers/ggplot2-svglite-scatter.html"
    let (status, terminal) = Self.run(["describe", page])
    #expect(status == 0, "\(terminal.error)")
    #expect(terminal.output.hasPrefix("Scatter plot: Height against weight."))
    let (refused, altText) = Self.run(["alt-text", page, "-o", "/dev/null"])
    #expect(refused == 64)
    #expect(
      altText.error.contains(
        "'\(page)' is a web page or notebook holding its chart's SVG inline; alt-text writes "
          + "into SVG files"), "\(altText.error)")
  }

  @Test("An SVG on standard input is found by its content")
  func standardInput() throws {
    let svg = try Data(contentsOf: repositoryRoot.appendingPathComponent(Self.cars))
    let (status, terminal) = Self.run(["describe", "-"], stdin: svg)
    #expect(status == 0, "\(terminal.error)")
    #expect(terminal.output.hasPrefix(Self.carsOpening))
  }

  @Test("Recovery notes are written to standard error, naming the file")
  func notes() {
    let (status, terminal) = Self.run(["describe", "fixtures/svg/barley.vl.svg"])
    #expect(status == 0)
    #expect(
      terminal.error
        == "fixtures/svg/barley.vl.svg: note: field 'notes' has no values in the SVG (Vega "
        + "printed 'undefined')\n")
  }

  @Test("sonify voices the series recovered from the SVG")
  func sonify() {
    let (status, terminal) = Self.run(["sonify", "--format", "text", Self.cars])
    #expect(status == 0, "\(terminal.error)")
    let headings = terminal.output.split(separator: "\n").filter { $0.hasPrefix("# ") }
    #expect(
      headings == [
        // Points are separate notes of at least 60 ms and their gap: 58 in 5 s (issue 40).
        "# Europe at 0.000 s, 5.000 s: Europe: 68 points, grouped by 9.",
        "# Japan at 5.500 s, 5.000 s: Japan: 79 points, grouped by 9.",
        "# USA at 11.000 s, 5.053 s: USA: 245 points, grouped by 9.",
      ])
  }

  @Test("explore reads the recovered points with piped keys")
  func explore() {
    let (status, terminal) = Self.run(
      ["explore", "--braille", Self.cars], stdin: Data("nq".utf8))
    #expect(status == 0, "\(terminal.error)")
    #expect(
      terminal.output.hasPrefix(
        "Exploring Horsepower and fuel economy of 1970s and 1980s cars. A scatter plot with 3 "
          + "series."))
    // Series in the legend's order: Europe first.
    #expect(terminal.output.contains("Europe, point, 68 points. Horsepower 46: 26. 1 of 68.\n"))
    // With --braille, each reading is followed by the series' braille line, the current cell
    // half-width; the group means' ends are named as means, and the true extremes said.
    #expect(
      terminal.output.hasSuffix(
        "Horsepower 46: 26. 2 of 68.\n⡄⣿⣶⣶⣶⣤⣶⣤⣶⣤⣤⣶⣤⣤⣤⣤⣶⣤⣤⣶⣤⣤⣀⣀⣤⣤⣀⣀⣀⣀⣀⣤⣀⣀ Europe, 46 to 133, "
          + "68 points: each cell the mean of 2, lowest mean 16.6, highest mean 43.7; lowest value "
          + "16.2, highest 44.3\n"))
  }

  @Test(
    "narrate speaks the recovered chart to a WAV file", .enabled(if: SpeechSynthesizer.isAvailable),
    .tags(.speech))
  func narrate() throws {
    try withTemporaryFolder { folder in
      let result = AudioCommandSupport.run(
        [
          "narrate", "-o", "x.wav", "--duration", "1",
          repositoryRoot.appendingPathComponent(Self.cars).path,
        ], in: folder)
      #expect(result.status == 0, "\(result.error)")
      let audio = try AudioFileContents(contentsOf: folder.appendingPathComponent("x.wav"))
      #expect(audio.sampleRate == 44_100)
      // Three series of a second each, their names, and the overview.
      #expect(audio.durationSeconds > 5)
    }
  }

  @Test("audit applies the SVG rules to an SVG export, by name and by content")
  func audit() throws {
    let findings =
      ": line 1: error: [svg-accessible-name] the svg element has no accessible name: add "
      + "role=\"img\" with a <title>, aria-label or aria-labelledby\n"
    let (status, terminal) = Self.run(["audit", Self.cars])
    #expect(status == 1)
    #expect(terminal.output.hasPrefix(Self.cars + findings))
    #expect(terminal.output.hasSuffix("1 error, 1 warning and 0 notes in 1 file\n"))
    let svg = try Data(contentsOf: repositoryRoot.appendingPathComponent(Self.cars))
    let (piped, standardInput) = Self.run(["audit", "-"], stdin: svg)
    #expect(piped == 1)
    #expect(standardInput.output.hasPrefix("<stdin>" + findings))
  }

  static let noData =
    "fixtures/svg/no-axes.matplotlib.svg: error: no data to describe: the matplotlib drawing "
    + "has no axes (no axes_N group holding matplotlib.axis_1 and matplotlib.axis_2)\n"

  @Test(
    "An SVG without recoverable data is one error line naming the file, exit 65",
    arguments: [
      ["describe"], ["sonify", "--format", "text"], ["explore"], ["narrate", "-o", "never.wav"],
    ])
  func unrecoverable(command: [String]) {
    let (status, terminal) = Self.run(command + [Self.matplotlib])
    #expect(status == 65)
    #expect(terminal.error == Self.noData)
    #expect(terminal.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: repositoryRoot.path + "/never.wav"))
  }

  @Test("An invalid SVG is one error line naming the file and line, exit 65, as in alt-text")
  func invalid() {
    let file = "fixtures/svg/truncated_invalid.svg"
    let expected = "\(file): line 3: error: invalid SVG: a start tag is not closed\n"
    for command in [["describe"], ["alt-text"]] {
      let (status, terminal) = Self.run(command + [file])
      #expect(status == 65)
      #expect(terminal.error == expected, "\(command)")
    }
  }

  @Test("CSV options on an SVG export are a usage error naming its kind")
  func misplacedOptions() {
    let (status, terminal) = Self.run(["describe", Self.cars, "--mark", "bar"])
    #expect(status == 64)
    #expect(terminal.error.contains("fixtures/svg/cars.vl.svg is an SVG export\n"))
  }
}
