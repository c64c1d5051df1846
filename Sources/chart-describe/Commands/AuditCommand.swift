import ChartA11y
import ChartImport
import ChartModel
import Foundation

/// `chart-describe audit`: checks charts and SVG files for accessibility problems, like a linter.
struct AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Check charts and SVG files for accessibility problems.",
    discussion: """
      Audits chart specs, SVG files, and folders of them (recursively), against
      the rules in docs/audit-rules.md: titles, labels, hidden data, colour use
      and contrast, colour vision, Plot labels, audio settings, SVG names and
      stale SVG alt text, and claims in alt text, titles and captions that the
      chart's data contradicts. Folders are searched for *.chart.json, *.svg and
      pages (*.md, *.html, *.ipynb: their local chart images' alt text and
      captions) unless --include says otherwise (--include '*.vl.json'); a file
      named on the command line is read by its kind, as 'describe' reads it
      (Vega-Lite specs, CSV files with the default plot). A file that cannot be
      read or parsed is a finding.
      """,
    arguments: [
      .init(
        name: "paths",
        help:
          "Chart specs, Vega-Lite specs, CSV or SVG files, or folders; '-' reads a chart from standard input.",
        isRequired: true, isRepeatable: true)
    ],
    options: [
      Key.format, Key.failOn, Key.config, Key.jobs, Key.shard, Key.include, Key.exclude,
      Key.rulesURI, ChartInputOptions.Key.dataRoot, Key.output,
    ],
    exitStatuses: CommandSpec.exitStatuses(
      [
        .init(status: .success, meaning: "No finding reaches --fail-on."),
        .init(status: .findings, meaning: "A finding reaches --fail-on."),
        .init(status: .usage, meaning: "Usage error, or an invalid --config file."),
        .init(
          status: .inputUnavailable,
          meaning:
            "None of the paths exists or holds a file that can be read, or the --config file "
            + "cannot be read."),
      ], omitting: [.invalidInput]))

  /// The options' keys, each declared once with its default.
  enum Key {
    static let format = OptionKey(
      name: "format", valueName: "format", help: "The report format.",
      defaultValue: AuditFormat.text)
    static let failOn = OptionKey(
      name: "fail-on", valueName: "severity",
      help: "The lowest severity that makes the audit fail.",
      defaultValue: AuditSeverity.error)
    static let config = OptionKey<String?>(
      name: "config", valueName: "file",
      help: "A JSON file turning rules on or off, setting severities and thresholds.",
      defaultValue: nil)
    static let jobs = OptionKey(
      name: "jobs", short: "j", valueName: "count", help: "How many files to audit at once.",
      defaultValue: ProcessInfo.processInfo.activeProcessorCount,
      helpDefault: .text("the number of cores"))
    static let shard = OptionKey<AuditShard?>(
      name: "shard", valueName: "i/n",
      help: "Audit only the i-th of n parts of the sorted file list.", defaultValue: nil)
    static let include = RepeatedOptionKey(
      name: "include", valueName: "glob",
      help: "In folders, audit files matching this pattern; repeatable.",
      defaultValue: [
        "*.chart.json", "*.svg", "*.md", "*.markdown", "*.html", "*.htm", "*.ipynb",
      ])
    static let exclude = RepeatedOptionKey<String>(
      name: "exclude", valueName: "glob", help: "Skip files matching this pattern; repeatable.")
    static let rulesURI = OptionKey(
      name: "rules-uri", valueName: "url",
      help:
        "The absolute URL of docs/audit-rules.md, for the rules' help links in SARIF; by default the project's page on GitHub.",
      defaultValue: SARIFAuditReporter.defaultRulesDocumentation, helpDefault: .hidden)
    static let output = OptionKey<String?>(
      name: "output", short: "o", valueName: "path",
      help: "Write to this file (replaced atomically) instead of standard output.",
      defaultValue: nil)
  }

  var paths: [String]
  var format: AuditFormat
  var failOn: AuditSeverity
  var configPath: String?
  var jobs: Int
  var shard: AuditShard?
  var includes: [GlobPattern]
  var excludes: [GlobPattern]
  var rulesURI: String
  var output: OutputTarget
  /// `--data-root` as given.
  var dataRoot: String?

  init(_ arguments: [String]) throws(UsageError) {
    let spec = Self.spec
    let scanner = try ArgumentScanner(arguments, spec: spec)
    guard !scanner.positionals.isEmpty else {
      throw scanner.usageError(
        "expected at least one <paths>; pass '.' to audit the working directory", spec: spec)
    }
    paths = scanner.positionals
    format = try scanner[Key.format]
    failOn = try scanner[Key.failOn]
    configPath = try scanner[Key.config]
    jobs = try scanner[Key.jobs]
    guard jobs >= 1 else { throw scanner.usageError("'--jobs' must be 1 or more", spec: spec) }
    shard = try scanner[Key.shard]
    includes = try scanner[Key.include].map(GlobPattern.init)
    excludes = try scanner[Key.exclude].map(GlobPattern.init)
    rulesURI = try scanner[Key.rulesURI]
    guard URL(string: rulesURI)?.scheme != nil else {
      throw scanner.usageError("'--rules-uri' must be an absolute URL", spec: spec)
    }
    output = OutputTarget(argument: try scanner[Key.output])
    dataRoot = try scanner[ChartInputOptions.Key.dataRoot]
  }

  var inputName: String? { nil }

  var writesWorkflowCommands: Bool { format == .github }

  func run(_ io: inout TerminalIO) throws -> ExitStatus {
    let configuration = try loadConfiguration(io: io)
    let auditor = Auditor(
      configuration: configuration, dataRoot: dataRootURL(configuration, io: io))
    let collector = AuditInputCollector(
      includes: includes, excludes: excludes, currentDirectory: io.currentDirectory)
    let fileArguments = paths.filter { $0 != "-" }
    let collected = collector.collect(fileArguments)
    var inputs = collected.inputs
    let missing = collected.missing
    if missing.count == fileArguments.count, !fileArguments.isEmpty, !paths.contains("-") {
      for input in missing {
        io.diagnose(input.displayPath, nil, severity: "error", "no such file or folder")
      }
      return .inputUnavailable
    }
    if inputs.isEmpty, missing.isEmpty, collected.unreadable.isEmpty, !paths.contains("-") {
      io.diagnose(nil, nil, severity: "warning", "no chart specs or SVG files to audit")
    }
    if let shard {
      inputs = inputs.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
    }
    var files: [AuditReport.File] = []
    if paths.contains("-") {
      files.append(
        AuditReport.File(
          path: "<stdin>",
          findings: Self.auditStandardInput(auditor, io: io)))
    }
    let showsProgress = io.isErrorTerminal && inputs.count > 1
    let writeError = io.writeError
    let total = inputs.count
    let results = ParallelAuditRunner(auditor: auditor, jobs: jobs).run(
      inputs.map(\.url),
      progress: showsProgress ? { writeError("\raudited \($0) of \(total) files") } : nil)
    if showsProgress { io.writeError("\n") }
    files += zip(inputs, results).map { AuditReport.File(path: $0.displayPath, findings: $1) }
    files += missing.map { input in
      AuditReport.File(
        path: input.displayPath,
        findings: [
          .unreadableInput("no such file or folder")
        ])
    }
    files += collected.unreadable.map { entry in
      AuditReport.File(path: entry.path, findings: [.unreadableInput(entry.reason)])
    }
    files.sort { $0.path < $1.path }
    let report = AuditReport(files: files, failureThreshold: failOn)
    let text: String
    switch format {
    case .text: text = TextAuditReporter.render(report)
    case .json: text = try JSONAuditReporter.render(report)
    case .sarif:
      text = try SARIFAuditReporter.render(
        report, toolVersion: ChartDescribe.version, rulesDocumentation: rulesURI)
    case .junit: text = JUnitAuditReporter.render(report)
    case .github: text = GitHubAuditReporter.render(report)
    }
    try output.write(text, io: &io)
    // As when none of the paths exists: nothing was audited, so the input was unavailable.
    if inputs.isEmpty, !collected.unreadable.isEmpty, !paths.contains("-") {
      return .inputUnavailable
    }
    return report.fails ? .findings : .success
  }

  /// Audits the chart on standard input, of the kind its content shows.
  private static func auditStandardInput(_ auditor: Auditor, io: TerminalIO) -> [AuditFinding] {
    let data: Data
    do {
      data = try io.standardInput()
    } catch {
      return auditor.findings(for: error)
    }
    let input = ChartInputFile(data: data, name: nil)
    return auditor.auditChart(
      input.data, kind: input.kind, file: "<stdin>", baseDirectory: io.currentDirectory)
  }

  /// The folder data files may be in besides each spec's own: `--data-root`, else the
  /// configuration's `dataRoot` relative to the configuration file's folder, else none.
  private func dataRootURL(_ configuration: AuditConfiguration, io: TerminalIO) -> URL? {
    if let dataRoot { return io.url(for: dataRoot) }
    guard let written = configuration.dataRoot, let configPath else { return nil }
    if written.hasPrefix("/") { return URL(fileURLWithPath: written) }
    return io.url(for: configPath).deletingLastPathComponent().appendingPathComponent(written)
  }

  /// Reads `--config`, or the default configuration.
  ///
  /// - Throws: ``InputError`` when the file cannot be read; ``UsageError`` when it is invalid.
  private func loadConfiguration(io: TerminalIO) throws -> AuditConfiguration {
    guard let configPath else { return AuditConfiguration() }
    let data: Data
    do {
      data = try Data(contentsOf: io.url(for: configPath))
    } catch {
      throw InputError(file: configPath, reason: "cannot read the configuration file")
    }
    do {
      return try AuditConfiguration.decode(
        from: data, knownRules: AuditRegistry.ids)
    } catch {
      throw UsageError(
        "invalid configuration '\(configPath)': \(error.message)",
        command: Self.spec.qualifiedName)
    }
  }
}
