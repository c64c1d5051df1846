import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import chart_describe

/// The configuration file (`$XDG_CONFIG_HOME/chart-describe/config`): its format, its errors
/// (one line naming the file and line, exit 78), and flags over it.
@Suite("Configuration file")
struct ConfigurationTests {
  static let salesReport = repositoryRoot.appendingPathComponent(
    "fixtures/charts/sales-report.chart.json"
  ).path

  /// Runs a command with `config` as `$XDG_CONFIG_HOME/chart-describe/config`.
  static func run(_ arguments: [String], config: String) throws -> (Int32, MemoryTerminal) {
    try withTemporaryFolder { folder in
      let directory = folder.appendingPathComponent("chart-describe")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(config.utf8).write(to: directory.appendingPathComponent("config"))
      let terminal = MemoryTerminal()
      terminal.environment = ["XDG_CONFIG_HOME": folder.path]
      return (terminal.run(arguments, in: folder), terminal)
    }
  }

  @Test("Sections, keys, comments and blank lines are read with their lines")
  func reads() throws {
    let file = try ConfigurationFile(
      text: "# mine\n\n[narrate]\n  level = detailed \r\n; note\nparts=takeaway, tones\n"
        + "[describe]\nlevel = 1\n",
      name: "config")
    #expect(file.settings.map(\.line) == [4, 6, 8])
    let configuration = try UserConfiguration(file)
    #expect(configuration.narrateLevel == .detailed)
    #expect(configuration.narrateOrder == [.takeaway, .tones])
    #expect(configuration.describeLevel == .brief)
  }

  @Test(
    "A bad line is one error naming the file and line, exit 78",
    arguments: [
      ("level = brief\n", 1, "a setting comes after a '[section]' header"),
      ("[narrate]\nlevel brief\n", 2, "a line is a comment, a '[section]' or 'key = value'"),
      ("[narrate]\n\nlevl = brief\n", 3, "unknown key 'levl' in [narrate] (keys: level, parts)"),
      ("[colours]\n", 1, "unknown section '[colours]' (sections: describe, narrate)"),
      (
        "[describe]\nlevel = loud\n", 2,
        "invalid value 'loud' for 'level' (values: brief, standard, detailed, 1, 2, 3)"
      ),
      (
        "[narrate]\nparts = title, title\n", 2,
        "invalid value 'title, title' for 'parts' ('title' is named twice)"
      ),
      (
        "[narrate]\nlevel = 1\nlevel = 2\n", 3, "'level' is set twice in [narrate], first on line 2"
      ),
      ("[narrate\n", 1, "a section header is a name in brackets, '[narrate]'"),
    ])
  func badLine(config: String, line: Int, message: String) throws {
    let (status, terminal) = try Self.run(["describe", Self.salesReport], config: config)
    #expect(status == 78)
    #expect(terminal.output.isEmpty)
    let lines = terminal.error.split(separator: "\n")
    #expect(lines.count == 1, "\(terminal.error)")
    #expect(
      terminal.error.hasSuffix(
        "chart-describe/config: line \(line): error: \(message); correct it, or run with "
          + "--no-config\n"), "\(terminal.error)")
  }

  @Test("--no-config ignores the file, even a bad one")
  func noConfig() throws {
    let (status, terminal) = try Self.run(
      ["describe", "--no-config", Self.salesReport], config: "[narrate]\nlevl = 1\n")
    #expect(status == 0, "\(terminal.error)")
    #expect(terminal.output.hasPrefix("Area chart: Sales Report."))
  }

  @Test("The file's level is used, and --level overrides it")
  func flagsOverride() throws {
    let config = "[describe]\nlevel = brief\n"
    let (saved, savedTerminal) = try Self.run(["describe", Self.salesReport], config: config)
    #expect(saved == 0)
    #expect(
      savedTerminal.output == "Sales Volume by Office Location: highest 4,020 for California.\n")
    let (flagged, flaggedTerminal) = try Self.run(
      ["describe", "--level", "standard", Self.salesReport], config: config)
    #expect(flagged == 0)
    #expect(flaggedTerminal.output.hasPrefix("Area chart: Sales Report."))
  }

  @Test("narrate follows the file's parts, and --parts overrides it")
  func narrateParts() throws {
    let config = "[narrate]\nparts = takeaway, title\n"
    let (saved, savedTerminal) = try Self.run(
      ["narrate", "--script", Self.salesReport], config: config)
    #expect(saved == 0, "\(savedTerminal.error)")
    #expect(savedTerminal.output == "Highest 4,020 for California. Sales Report.\n")
    let (flagged, flaggedTerminal) = try Self.run(
      ["narrate", "--script", "--parts", "title", Self.salesReport], config: config)
    #expect(flagged == 0)
    #expect(flaggedTerminal.output == "Sales Report.\n")
  }

  @Test("Where the file is: XDG_CONFIG_HOME when absolute, else ~/.config")
  func path() {
    #expect(
      UserConfiguration.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])
        == "/x/chart-describe/config")
    #expect(
      UserConfiguration.path(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"])
        == "/h/.config/chart-describe/config")
    #expect(UserConfiguration.path(environment: [:]) == nil)
  }

  @Test("No file is no settings")
  func missingFile() throws {
    try withTemporaryFolder { folder in
      let configuration = try UserConfiguration.load(environment: ["XDG_CONFIG_HOME": folder.path])
      #expect(configuration == UserConfiguration())
    }
  }

  @Test("--level takes the presets' names and the numbers 1 to 3")
  func levels() {
    #expect(Verbosity(argument: "brief") == .brief)
    #expect(Verbosity(argument: "2") == .standard)
    #expect(Verbosity(argument: "3") == .detailed)
    #expect(Verbosity(argument: "4") == nil)
    #expect([NarrationPart](argument: "title,tones") == [.title, .tones])
    #expect([NarrationPart](argument: "title,,tones") == nil)
    #expect([NarrationPart].invalidReason("tones,tones") == "'tones' is named twice")
  }
}
