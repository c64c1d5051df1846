import ChartImport
import ChartModel
import Foundation

/// Runs audit rules over chart specs and SVG files.
///
///     let auditor = Auditor()
///     let findings = auditor.auditFile(at: URL(fileURLWithPath: "sales.chart.json"))
///
/// The auditor never throws: a file that cannot be read or parsed is itself a finding (the
/// diagnostics `unreadable-input`, `invalid-input`). Findings get the configuration's severities
/// and the spec's suppressions, the line of their JSON path, and a stable order (by line, path,
/// rule and message).
public struct Auditor: Sendable {
  /// The configuration: enabled rules, severities, thresholds.
  public let configuration: AuditConfiguration
  /// The rules that run, in ``AuditRegistry/ruleTypes`` order.
  public let rules: [any AuditRule]
  /// The ids of the rules and diagnostics the configuration leaves on.
  private let enabled: Set<String>
  /// Another folder a spec's data files may be in (`--data-root`); otherwise they must be in
  /// the spec's own folder (``ChartModel/DataFolderRule``).
  public let dataRoot: URL?

  /// Creates an auditor running every rule, and reporting every diagnostic, the configuration
  /// leaves on.
  public init(configuration: AuditConfiguration = AuditConfiguration(), dataRoot: URL? = nil) {
    self.configuration = configuration
    self.dataRoot = dataRoot
    let isEnabled = { (id: String) in configuration.rules[id]?.isEnabled ?? true }
    rules = AuditRegistry.ruleTypes.filter { isEnabled($0.metadata.id) }.map { $0.init() }
    enabled = Set(AuditRegistry.ids.filter(isEnabled))
  }

  /// Audits one file of the kind ``ChartInputKind/detect(name:data:)`` finds: an SVG export
  /// by the SVG rules (``auditSVG(_:at:limits:)``), any other kind as a chart (a chart spec, a
  /// Vega-Lite spec, a CSV or TSV file plotted with the default options).
  ///
  /// - Parameter url: The file, read by ``ChartInputFile/init(contentsOf:name:svgLimits:)``.
  ///   Relative data files are read from the file's folder; an SVG's alt text is checked
  ///   against a chart file beside it (see ``SVGAuditSubject/init(reading:at:)``).
  /// - Returns: The findings, sorted.
  /// - Complexity: O(*n* log *n*) in the size of the chart's data.
  public func auditFile(at url: URL) -> [AuditFinding] {
    let name = url.lastPathComponent
    if let syntax = PageSyntax.of(fileName: name) { return auditPage(at: url, syntax: syntax) }
    let input: ChartInputFile
    do {
      input = try ChartInputFile(contentsOf: url, name: name)
    } catch {
      return findings(for: error)
    }
    return auditChart(
      input.data, kind: input.kind, file: name, baseDirectory: url.deletingLastPathComponent(),
      at: url)
  }

  /// The finding for an input that could not be read: `invalid-input` for one over a size
  /// limit, `unreadable-input` otherwise.
  ///
  /// - Parameter error: Why the file or standard input could not be read.
  /// - Returns: The one finding, with the configuration's severity.
  public func findings(for error: FileReadError) -> [AuditFinding] {
    let finding: AuditFinding
    switch error.kind {
    case .tooLarge, .tooLong:
      finding = .invalidInput(
        for: ChartImportError(.invalidSVG(line: nil, reason: error.description)))
    case .missing, .folder, .unreadable, .notAFile:
      finding = .unreadableInput(error.description)
    }
    return finish([finding], suppressions: [], text: nil)
  }

  /// Audits a chart spec's JSON.
  ///
  /// - Parameters:
  ///   - data: The spec's UTF-8 JSON.
  ///   - baseDirectory: The folder a relative `data.csv` is read from.
  /// - Returns: The findings, sorted, with lines found in `data`.
  public func auditSpec(json data: Data, baseDirectory: URL) -> [AuditFinding] {
    auditChart(data, kind: .chartSpec, file: "<stdin>", baseDirectory: baseDirectory)
  }

  /// Audits a chart input of any kind.
  ///
  /// An SVG export is audited by the SVG rules (``auditSVG(_:at:limits:)``), its bytes parsed
  /// once. A chart spec's findings get the line and column of their JSON path in `data`. A
  /// Vega-Lite spec or a CSV or TSV file is first imported into a chart spec (as `describe`
  /// reads it); an import error is an `invalid-input` finding (for CSV, naming the file and
  /// line). A Vega-Lite finding whose path is in the spec's text (a colour at
  /// `$.encoding.color.scale.range[1]`, `$.config.background`) gets its line and column there;
  /// one naming a member of the imported spec only (`$.axes.x.title`) has none.
  ///
  /// - Parameters:
  ///   - data: The input's bytes.
  ///   - kind: The input's kind.
  ///   - file: The input's name, for messages about CSV cells.
  ///   - baseDirectory: The folder relative data files are read from.
  ///   - url: Where an SVG export is, so a chart file beside it can be found; `nil` for none.
  /// - Returns: The findings, sorted.
  public func auditChart(
    _ data: Data, kind: ChartInputKind, file: String, baseDirectory: URL, at url: URL? = nil
  ) -> [AuditFinding] {
    let text: Data?
    switch kind {
    case .svgExport: return auditSVG(data, at: url)
    case .svgInPage:
      // The drawing keeps its lines and columns in an HTML page (``SVGInPage``).
      do {
        return auditSVG(try SVGInPage.drawing(in: data), at: url)
      } catch {
        return finish([.invalidInput(for: error)], suppressions: [], text: nil)
      }
    case .chartSpec, .vegaLite: text = data
    case .csv, .tsv: text = nil
    }
    let document: ChartDocument
    let chart: AccessibleChart
    do {
      document = try ChartInputReader.read(
        data, kind: kind, file: file, baseDirectory: baseDirectory, dataRoot: dataRoot
      ).document
      chart = try AccessibleChart(document)
    } catch {
      return Self.placedInTable(
        finish(
          [Self.finding(for: error)], suppressions: [], text: text, exactly: kind == .vegaLite),
        kind: kind)
    }
    return Self.placedInTable(
      finish(
        run(.chart(ChartAuditSubject(document: document, chart: chart, thresholds: thresholds))),
        suppressions: document.spec.audit?.suppressions ?? [], text: text,
        exactly: kind == .vegaLite),
      kind: kind)
  }

  /// Findings on a CSV or TSV file placed at the file itself: their JSON paths name members
  /// of the spec the file is read into (`$.title`), which the author never wrote; other
  /// inputs' findings unchanged.
  private static func placedInTable(_ findings: [AuditFinding], kind: ChartInputKind)
    -> [AuditFinding]
  {
    switch kind {
    case .csv, .tsv:
      return findings.map { finding in
        var placed = finding
        placed.path = nil
        return placed
      }
    case .chartSpec, .vegaLite, .svgExport, .svgInPage: return findings
    }
  }

  /// The `unreadable-input` or `invalid-input` finding for an input that could not be read.
  private static func finding(for error: any Error) -> AuditFinding {
    switch error {
    case let error as ChartSpecError:
      if case .unreadableData(let reason) = error.kind {
        return .unreadableInput(reason, at: error.path)
      }
      return .invalidInput(for: error)
    case let error as ChartImportError:
      return .invalidInput(for: error)
    default:
      return AuditFinding(.invalidInput, "\(error)")
    }
  }

  /// Audits a chart already loaded; findings have no lines, as there is no text.
  ///
  /// - Throws: ``ChartModel/ChartSpecError`` when the accessible view cannot be built.
  public func audit(_ document: ChartDocument) throws(ChartSpecError) -> [AuditFinding] {
    let chart = try AccessibleChart(document)
    return finish(
      run(.chart(ChartAuditSubject(document: document, chart: chart, thresholds: thresholds))),
      suppressions: document.spec.audit?.suppressions ?? [], text: nil)
  }

  /// Audits an SVG document, read by ``SVGDocument`` within `limits`.
  ///
  /// A file that is not safe, well-formed SVG (an external entity, billion laughs, nesting or
  /// size beyond the limits, malformed XML) is one `invalid-input` finding. When the file
  /// records an alt-text digest, its alt text is checked against the data its marks carry and
  /// against a chart file beside `url` with the same stem (``SVGAuditSubject/init(reading:at:)``).
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - url: Where the file is, so a chart file beside it can be found; `nil` for none.
  ///   - limits: Reading limits.
  /// - Returns: The findings, sorted.
  public func auditSVG(_ data: Data, at url: URL? = nil, limits: SVGLimits = SVGLimits())
    -> [AuditFinding]
  {
    do {
      let document = try SVGDocument(bytes: data, limits: limits)
      let checksAltText = rules.contains { $0 is SVGAltTextStaleRule }
      var subject =
        checksAltText
        ? SVGAuditSubject(reading: document, at: url) : SVGAuditSubject(document: document)
      if rules.contains(where: { $0 is FalseChartClaimRule }) {
        subject.readTexts(of: data, at: url, dataRoot: dataRoot)
      }
      return finish(run(.svg(subject)), suppressions: [], text: nil)
    } catch {
      return finish([.invalidInput(for: error)], suppressions: [], text: nil)
    }
  }

  /// The largest page read, in bytes: 32 MiB, the SVG reader's limit (``SVGLimits``).
  public static let maximumPageBytes = 32 << 20

  /// Audits a page (HTML, Markdown or a notebook) for what it says about the local chart
  /// images it shows (``PageAuditSubject``): their alt texts and captions.
  ///
  /// - Parameters:
  ///   - url: The page file.
  ///   - syntax: Its markup.
  /// - Returns: The findings, sorted; one `unreadable-input` when the page cannot be read.
  public func auditPage(at url: URL, syntax: PageSyntax) -> [AuditFinding] {
    let data: Data
    do {
      data = try CheckedFileRead.contents(
        of: url, name: url.lastPathComponent, maximumBytes: Self.maximumPageBytes)
    } catch {
      return findings(for: error)
    }
    let subject = PageAuditSubject(reading: data, syntax: syntax, at: url, dataRoot: dataRoot)
    return finish(run(.page(subject)), suppressions: [], text: nil)
  }

  private var thresholds: AuditThresholds { configuration.thresholds }

  private func run(_ subject: AuditSubject) -> [AuditFinding] {
    rules.flatMap { $0.findings(in: subject) }
  }

  /// Drops disabled rules' and diagnostics' findings, applies severities and suppressions,
  /// adds `unused-suppression` findings, finds lines and columns and sorts.
  ///
  /// With `exactly` (a chart imported from `text`, whose findings may name members of the
  /// imported spec rather than of the text), a finding gets a place only when its whole path
  /// is in the text.
  private func finish(
    _ findings: [AuditFinding], suppressions: [AuditSuppression], text: Data?,
    exactly: Bool = false
  ) -> [AuditFinding] {
    let locator = text.map { JSONLineLocator($0) }
    var result: [AuditFinding] = []
    var used = Set<Int>()
    for var finding in findings where enabled.contains(finding.ruleID) {
      if let severity = configuration.rules[finding.ruleID]?.severity {
        finding.severity = severity
      }
      if let index = suppressions.firstIndex(where: { $0.covers(finding) }) {
        finding.suppression = suppressions[index].reason
        used.insert(index)
      }
      result.append(finding)
    }
    let unused = AuditDiagnostic.unusedSuppression.metadata.id
    if enabled.contains(unused) {
      for (index, suppression) in suppressions.enumerated() where !used.contains(index) {
        var finding = AuditFinding.unusedSuppression(suppression, at: index)
        if let severity = configuration.rules[unused]?.severity { finding.severity = severity }
        result.append(finding)
      }
    }
    if let locator {
      let unplaced = result.indices.filter { result[$0].line == nil && result[$0].path != nil }
      let locations = locator.locations(
        of: unplaced.compactMap { result[$0].path }, exactly: exactly)
      for (index, location) in zip(unplaced, locations) {
        result[index].line = location?.line
        result[index].column = location?.column
        result[index].codePointColumn = location?.codePointColumn
      }
    }
    return result.sorted { left, right in
      let leftKey = (left.line ?? 0, left.path?.description ?? "", left.ruleID, left.message)
      let rightKey = (right.line ?? 0, right.path?.description ?? "", right.ruleID, right.message)
      return leftKey < rightKey
    }
  }
}

extension AuditSuppression {
  /// Whether the suppression covers a finding: the same rule, and no path or a path that is
  /// the finding's path or one of its ancestors.
  func covers(_ finding: AuditFinding) -> Bool {
    guard rule == finding.ruleID else { return false }
    guard let path else { return true }
    guard let found = finding.path else { return false }
    return found.components.starts(with: path.components)
  }
}
