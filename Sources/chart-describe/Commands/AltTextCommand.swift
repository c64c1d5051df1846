import ChartA11y
import ChartImport
import ChartModel
import Foundation

/// `chart-describe alt-text`: writes a title and description into SVG charts, or checks them.
struct AltTextCommand: Command {
  static let spec = CommandSpec(
    name: "alt-text",
    abstract: "Write alt text (title and description) into SVG charts, or check it.",
    discussion: """
      Writes into the root <svg> a <title> with a short alt text (at most 150
      characters: chart type, subject, main finding) and a <desc> with the long
      description (levels 1-3), with role="img", aria-labelledby, aria-describedby
      and a digest of the data (data-chart-describe-digest). Nothing else in the
      file changes; running again changes no byte. A title or description a person
      wrote is kept unless --replace. The data comes from --spec, else from the
      aria-labels of a Vega or Vega-Lite SVG export. Without --write, -o or
      --check, shows what would be written. --check changes nothing and reports
      missing or stale alt text (see docs/alt-text.md). --html also writes an
      accessible HTML page: the SVG inline with its alt text, the long
      description and the data table. --print writes the short alt text (--long:
      the long description) to standard output, to paste into alt=. Given an HTML
      or Markdown page, fills the missing alt of each local chart image it shows
      (an <img> hides the SVG's own title) with --write, shows it without.
      """,
    arguments: [
      .init(
        name: "svg-file", help: "One or more SVG files, or HTML or Markdown pages.",
        isRequired: true, isRepeatable: true)
    ],
    options: [
      Key.spec, Key.write, Key.output, Key.html, Key.check, Key.print, Key.long, Key.replace,
    ]
      + ChartInputOptions.keys,
    exitStatuses: CommandSpec.exitStatuses([
      .init(status: .findings, meaning: "--check found missing or stale alt text."),
      .init(
        status: .invalidInput, meaning: "Invalid SVG, chart spec or data, or no data to describe."),
    ]))

  /// The options' keys.
  enum Key {
    static let spec = OptionKey<String?>(
      name: "spec", valueName: "chart",
      help:
        "The chart the SVG shows: a chart spec, Vega-Lite spec, CSV file or SVG export, or '-' for standard input.",
      defaultValue: nil)
    static let write = FlagKey(name: "write", help: "Rewrite each file in place.")
    static let output = OptionKey<String?>(
      name: "output", short: "o", valueName: "path",
      help: "Write the one SVG file's result here ('-' for standard output).", defaultValue: nil)
    static let html = OptionKey<String?>(
      name: "html", valueName: "file.html",
      help:
        "Also write an HTML page (replaced atomically) with the SVG, its description and data table.",
      defaultValue: nil)
    static let check = FlagKey(
      name: "check", help: "Change nothing; exit 1 when alt text is missing or stale.")
    static let print = FlagKey(
      name: "print", help: "Write the short alt text to standard output; change nothing.")
    static let long = FlagKey(
      name: "long", help: "Write the long description to standard output; change nothing.")
    static let replace = FlagKey(
      name: "replace", help: "Replace a title or description a person wrote.")
  }

  /// What to do with each file.
  enum Mode: Equatable {
    case preview
    case write
    case output(OutputTarget)
    case check
    /// Write the short text, or with `long` the long description, to standard output.
    case print(long: Bool)
  }

  var files: [String]
  var chartSource: InputSource?
  var mode: Mode
  var replacesAuthored: Bool
  var page: String?
  var inputOptions: ChartInputOptions
  var limits = SVGLimits()

  init(_ arguments: [String]) throws(UsageError) {
    let spec = Self.spec
    let scanner = try ArgumentScanner(arguments, spec: spec)
    files = scanner.positionals
    guard !files.isEmpty else {
      throw scanner.usageError("missing <svg-file>", spec: spec)
    }
    if files.contains("-") {
      throw scanner.usageError(
        "alt-text edits files; pass a path, not '-' (use -o - to write to standard output)",
        spec: spec)
    }
    chartSource = try scanner[Key.spec].map { InputSource(argument: $0) }
    inputOptions = try ChartInputOptions(scanner, spec: spec)
    if chartSource == nil, !inputOptions.csv.isEmpty {
      throw scanner.usageError(
        "'--mark', '--x', '--y', '--series', '--x-type', '--y-type' and '--title' plot a CSV "
          + "file given with '--spec'", spec: spec)
    }
    replacesAuthored = scanner[Key.replace]
    page = try scanner[Key.html]
    if page != nil {
      if scanner[Key.check] {
        throw scanner.usageError("'--html' and '--check' cannot be used together", spec: spec)
      }
      guard files.count == 1 else {
        throw scanner.usageError(
          "--html takes one <svg-file>, found \(files.count)", spec: spec)
      }
    }
    let output = try scanner[Key.output]
    let chosen = [
      scanner[Key.write] ? "--write" : nil,
      output != nil ? "-o" : nil,
      scanner[Key.check] ? "--check" : nil,
      scanner[Key.print] ? "--print" : nil,
    ].compactMap { $0 }
    guard chosen.count <= 1 else {
      throw scanner.usageError(
        "'\(chosen[0])' and '\(chosen[1])' cannot be used together", spec: spec)
    }
    if let output {
      guard files.count == 1 else {
        throw scanner.usageError(
          "-o takes one <svg-file>, found \(files.count); use --write for several", spec: spec)
      }
      mode = .output(OutputTarget(argument: output))
    } else if scanner[Key.write] {
      mode = .write
    } else if scanner[Key.check] {
      mode = .check
    } else if scanner[Key.print] || scanner[Key.long] {
      mode = .print(long: scanner[Key.long])
    } else {
      mode = .preview
    }
  }

  var inputName: String? { chartSource?.displayName }

  func run(_ io: inout TerminalIO) throws -> ExitStatus {
    let chart = try chartSource.map {
      try AccessibleChart($0.loadDocument(io: &io, options: inputOptions))
    }
    let analysis = mode == .check ? nil : chart.map { ChartAnalysis($0) }
    var worst: ExitStatus?
    var anyNotCurrent = false
    for file in files {
      do {
        let isCurrent = try process(file, chart: chart, analysis: analysis, io: &io)
        anyNotCurrent = anyNotCurrent || !isCurrent
      } catch {
        let status = ErrorReport.report(error, inputName: file, to: &io)
        worst = worst ?? status
      }
    }
    if let worst { return worst }
    return mode == .check && anyNotCurrent ? .findings : .success
  }

  /// Handles one file and prints its result line.
  ///
  /// - Returns: Whether the file's alt text is current (only meaningful for `--check`).
  private func process(
    _ file: String, chart given: AccessibleChart?, analysis givenAnalysis: ChartAnalysis?,
    io: inout TerminalIO
  ) throws -> Bool {
    let url = io.url(for: file)
    if let syntax = PageSyntax.of(fileName: file), syntax != .notebook {
      return try processPage(file, at: url, syntax: syntax, io: &io)
    }
    let svg = try CheckedFileRead.contents(of: url, name: file, maximumBytes: limits.maximumBytes)
    // alt-text writes into the SVG file itself; a page or notebook holding its SVG is not one.
    if ChartInputKind.detect(name: file, data: svg) == .svgInPage {
      throw Self.inlineSVGError(file)
    }
    let name = TextEscaping.terminal(file)
    if mode == .check {
      // The audit's verdict (AltTextCurrency): the chart given, else the SVG as read and the
      // chart file beside it.
      let document = try SVGDocument(bytes: svg, limits: limits)
      let sources = AltTextCurrency.sources(of: svg, at: url, given: given, limits: limits)
      // No source at all: say why the SVG's own data cannot be read.
      if sources.isEmpty { _ = try recoveredChart(svg, file: file, io: io) }
      guard let status = AltTextCurrency.status(of: document, sources: sources)?.status else {
        throw ChartImportError(.noChartData(reason: Self.undecidedReason(file)))
      }
      switch status {
      case .current: io.writeOutput("\(name): current\n")
      case .stale:
        io.writeOutput(
          "\(name): stale: the data changed since the alt text was written; run "
            + "'chart-describe alt-text --write'\n")
      case .edited:
        io.writeOutput(
          "\(name): edited: the alt text chart-describe wrote was changed and no longer says "
            + "what it would write for this data; run 'chart-describe alt-text --write'\n")
      case .missing:
        io.writeOutput(
          "\(name): missing: no alt text written by chart-describe; run "
            + "'chart-describe alt-text --write'\n")
      }
      return status == .current
    }
    let chart = try given ?? AccessibleChart(recoveredChart(svg, file: file, io: io))
    let analysis = givenAnalysis ?? ChartAnalysis(chart)
    let content = AltTextContent(analysis)
    if case .print(let long) = mode {
      io.writeOutput((long ? content.long : content.short) + "\n")
      return true
    }
    let edit = try SVGAltText.write(
      content, into: svg, replacingAuthored: replacesAuthored, limits: limits)
    if let page {
      let html = try ChartPage.render(
        svg: edit.bytes, content: content, analysis: analysis, limits: limits)
      try OutputTarget.atomicWrite(Data(html.utf8), to: io.url(for: page), name: page)
      let line = "\(name): wrote the page \(TextEscaping.terminal(page))\n"
      // With -o -, standard output carries the SVG alone.
      if mode == .output(.standardOutput) { io.writeError(line) } else { io.writeOutput(line) }
    }
    let kept = Self.keptNote(edit)
    let quoted: String
    switch (edit.keptAuthoredTitle, edit.keptAuthoredDescription) {
    case (false, _): quoted = "\"\(TextEscaping.terminal(content.short))\""
    case (true, false): quoted = "the long description"
    case (true, true): quoted = "the data digest only"
    }
    switch mode {
    case .preview where edit.isUnchanged:
      io.writeOutput("\(name): alt text is current; nothing to write\(kept)\n")
    case .preview:
      io.writeOutput("\(name): would write \(quoted)\(kept); pass --write to write it\n")
    case .write:
      if edit.isUnchanged {
        io.writeOutput("\(name): unchanged: alt text is current\(kept)\n")
      } else {
        try OutputTarget.atomicWrite(edit.bytes, to: url, name: file, allowingInput: true)
        io.writeOutput("\(name): wrote \(quoted)\(kept)\n")
      }
    case .output(.standardOutput):
      io.writeOutput(String(decoding: edit.bytes, as: UTF8.self))
    case .output(.file(let path)):
      try OutputTarget.atomicWrite(edit.bytes, to: io.url(for: path), name: path)
      io.writeOutput("\(name): wrote \(TextEscaping.terminal(path)): \(quoted)\(kept)\n")
    case .check, .print:
      break
    }
    return true
  }

  /// Fills a page's missing alt texts (``ChartA11y/PageAltText``): written with `--write`,
  /// shown otherwise; with `--check`, a missing one is not current.
  ///
  /// - Returns: Whether no local chart image lacks its alt text (for `--check`).
  private func processPage(_ file: String, at url: URL, syntax: PageSyntax, io: inout TerminalIO)
    throws -> Bool
  {
    let data = try CheckedFileRead.contents(
      of: url, name: file, maximumBytes: Auditor.maximumPageBytes)
    let dataRoot = inputOptions.dataRoot.map { io.url(for: $0) }
    let (bytes, entries) = PageAltText.fill(data, syntax: syntax, at: url, dataRoot: dataRoot)
    // A page whose chart is its own inline SVG, with no image, has no alt to give.
    if entries.isEmpty, PageImageScanner.images(in: data, syntax: syntax).isEmpty,
      data.range(of: Data("<svg".utf8)) != nil
    {
      throw Self.inlineSVGError(file)
    }
    let name = TextEscaping.terminal(file)
    for entry in entries {
      let place = "\(name): line \(entry.line): \(TextEscaping.terminal(entry.source))"
      guard let text = entry.text else {
        io.writeOutput("\(place): no chart could be read from the image; its alt is missing\n")
        continue
      }
      let quoted = "\"\(TextEscaping.terminal(text))\""
      switch mode {
      case .write: io.writeOutput("\(place): wrote alt \(quoted)\n")
      case .check: io.writeOutput("\(place): missing alt\n")
      case .preview, .print, .output:
        io.writeOutput("\(place): would write alt \(quoted); pass --write to write it\n")
      }
    }
    if entries.isEmpty { io.writeOutput("\(name): every local chart image has alt text\n") }
    if mode == .write, bytes != data {
      try OutputTarget.atomicWrite(bytes, to: url, name: file, allowingInput: true)
    }
    return entries.isEmpty
  }

  /// The refusal of a web page or notebook whose chart is inline SVG, which alt-text cannot
  /// write into (exit 64).
  private static func inlineSVGError(_ file: String) -> UsageError {
    UsageError(
      "'\(file)' is a web page or notebook holding its chart's SVG inline; alt-text writes into "
        + "SVG files: save the chart as an SVG file and run alt-text on that "
        + "('chart-describe describe' reads the page as it is)",
      command: "chart-describe alt-text")
  }

  private static func keptNote(_ edit: SVGAltTextEdit) -> String {
    switch (edit.keptAuthoredTitle, edit.keptAuthoredDescription) {
    case (true, true): return " (kept your own title and description; --replace replaces them)"
    case (true, false): return " (kept your own title; --replace replaces it)"
    case (false, true): return " (kept your own description; --replace replaces it)"
    case (false, false): return ""
    }
  }

  /// The chart an SVG export's marks carry, read as every command reads an SVG export
  /// (``ChartLoading``), its notes written to standard error.
  ///
  /// - Throws: ``ChartImport/ChartImportError`` as the reader throws it; `.noChartData` with the advice to
  ///   pass `--spec` (for `--check` of a file that records a digest: that the digest came from
  ///   a chart given with `--spec`, and the command that checks it).
  private func recoveredChart(_ svg: Data, file: String, io: TerminalIO) throws -> ChartDocument {
    do {
      return try ChartLoading.load(
        ChartInputFile(data: svg, kind: .svgExport), displayName: file,
        baseDirectory: io.currentDirectory, options: ChartInputOptions(), svgLimits: limits,
        io: io)
    } catch let error as ChartImportError {
      guard case .noChartData(let reason) = error.kind else { throw error }
      if mode == .check, try SVGAltText.recordsDigest(svg, limits: limits) {
        throw ChartImportError(
          .noChartData(
            reason: "the alt text's digest was made from a chart given with --spec, and the SVG "
              + "alone does not carry its data; check it with 'chart-describe alt-text --check "
              + "--spec <chart> \(file)'"))
      }
      throw ChartImportError(.noChartData(reason: reason + "; pass --spec with the chart's data"))
    }
  }

  /// Why `--check` cannot decide without `--spec`: the digest was made from a chart given with
  /// `--spec`, and the SVG alone carries only approximate data.
  private static func undecidedReason(_ file: String) -> String {
    "the alt text's digest was made from a chart given with --spec, and the SVG alone does not "
      + "carry its data; check it with 'chart-describe alt-text --check --spec <chart> \(file)'"
  }
}
