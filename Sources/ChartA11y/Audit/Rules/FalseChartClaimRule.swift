import ChartModel

/// `false-chart-claim`: a text that describes a chart says something its data contradicts.
public struct FalseChartClaimRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "false-chart-claim", defaultSeverity: .error,
    summary: "What a chart's alt text, title or caption claims is what its data shows.",
    source:
      "WCAG 2.2 SC 1.1.1 Non-text Content (the text alternative serves the equivalent purpose); Chartability (Compromising): the text alternative must be accurate",
    rationale:
      "A blind reader has only the words: a claim the chart contradicts (\"sales rose every quarter\" under a chart where they fell) is a falsehood no sighted reader would believe, and no one reading the text alone can catch it.",
    fix:
      "Correct the claim to what the chart shows (the finding says it), or run 'chart-describe alt-text' for a description written from the data."
  )

  /// The parser claims are read with: English (issue 44 adds others).
  static let language = ClaimLanguage.english

  /// Reports each claim of a chart's texts that its data contradicts.
  ///
  /// Every text the input gives a chart (``AuditSubject/describedCharts``) is read into
  /// claims, each checked against the chart's analysis; a contradicted claim is reported
  /// once, at its text's line and column when known (or JSON path), quoting the sentence and
  /// giving the true fact: SARIF's region, so code scanning shows it on the line the author
  /// wrote. A chart
  /// that cannot be read, or a claim that cannot be checked, gives no finding.
  ///
  /// - Complexity: O(*t*) in the texts' length, plus one analysis per chart with a claim.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    let parser = Self.language.parser
    var findings: [AuditFinding] = []
    for described in subject.describedCharts {
      let claims = described.texts.map { ($0, parser.claims(in: $0.text)) }
        .filter { !$0.1.isEmpty }
      guard !claims.isEmpty, let analysis = described.analysis() else { continue }
      let checker = ClaimChecker(analysis)
      var reported = Set<String>()
      for (text, parsed) in claims {
        for claim in parsed {
          guard case .contradicted(let fact) = checker.verdict(on: claim.claim) else { continue }
          let message = AuditFinding.Message.falseClaim(
            claim.quote, in: text.origin, of: described.name,
            fact: ClaimFactWording.sentence(fact, chart: analysis.chart))
          if reported.insert(message).inserted {
            var finding = AuditFinding(self, message, at: text.path, line: text.line)
            finding.column = text.column
            findings.append(finding)
          }
        }
      }
    }
    return findings
  }
}

extension AuditFinding.Message {
  fileprivate static func falseClaim(
    _ quote: String, in origin: ChartCarriedText.Origin, of chart: String?, fact: String
  ) -> String {
    let shown = quote.count > 120 ? String(quote.prefix(119)) + "…" : quote
    let place = chart.map { " for '\($0)'" } ?? ""
    return "the \(origin.rawValue)\(place) says '\(shown)', but \(fact)"
  }
}
