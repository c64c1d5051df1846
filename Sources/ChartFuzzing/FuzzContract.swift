import ChartA11y
import ChartImport
import ChartModel
import Foundation

/// What one fuzz case came to.
public enum FuzzOutcome: Hashable, Sendable {
  /// The input was read, and what was read went through the pipeline with finite values.
  case read
  /// The input was refused with a chart error whose one-line message is given.
  case refused(String)
  /// The contract was broken: an error of another type, an empty or multi-line message, or a
  /// non-finite or out-of-bounds value read; says which.
  case violation(String)
}

/// The contract every parser keeps for any input: it reads or refuses with a clear error of
/// its documented type, and what it reads is finite and bounded; it never traps (a trap ends
/// the run, which is the failure) and never runs away (``FuzzRun`` times each case).
public enum FuzzContract {
  /// Runs one case through its target's entry point and, when it reads, the pipeline every
  /// command takes (observations, analysis, description, sonification score, narration
  /// script), and judges the result.
  ///
  /// - Parameters:
  ///   - fuzzCase: The case.
  ///   - corpus: The target's seed files and base folder.
  /// - Returns: How the case ended.
  /// - Complexity: That of the parser and pipeline on the input: O(*n*) in its size.
  public static func check(_ fuzzCase: FuzzCase, corpus: FuzzCorpus) -> FuzzOutcome {
    switch corpus.target {
    case .chartSpec:
      return readChart(fuzzCase, kind: .chartSpec, corpus: corpus)
    case .csv, .csvDialect:
      return readChart(fuzzCase, kind: .csv, corpus: corpus)
    case .vegaLite:
      return readChart(fuzzCase, kind: .vegaLite, corpus: corpus)
    case .svg, .svgGeometry, .svgTools:
      return readChart(fuzzCase, kind: .svgExport, corpus: corpus)
    case .altText:
      return audit(fuzzCase.input)
    case .page:
      return scanPage(fuzzCase.input)
    case .vegaExpression:
      let expression = String(decoding: fuzzCase.input, as: UTF8.self)
      return readChart(
        FuzzCase(index: fuzzCase.index, input: expressionSpec(expression)), kind: .vegaLite,
        corpus: corpus)
    case .pathData:
      return readPathData(String(decoding: fuzzCase.input, as: UTF8.self))
    case .specPath:
      return readSpecPath(String(decoding: fuzzCase.input, as: UTF8.self))
    }
  }

  /// A Vega-Lite spec whose `calculate` and `filter` transforms are the expression, over
  /// rows with a number, a category and a date, plotting the calculated field.
  static func expressionSpec(_ expression: String) -> Data {
    var literal: [UInt8] = []
    TextEscaping.appendJSONString(expression, to: &literal)
    let quoted = String(decoding: literal, as: UTF8.self)
    let spec = """
      {"data": {"values": [{"a": 3, "b": "x", "t": "2001-09-09T01:46:40Z"},
      {"a": 5, "b": "y", "t": "2002-01-01"}, {"a": -2, "b": "x", "t": "2003-06-30"}]},
      "transform": [{"calculate": \(quoted), "as": "z"}, {"filter": \(quoted)}],
      "mark": "line", "encoding": {"x": {"field": "a", "type": "quantitative"},
      "y": {"field": "z", "type": "quantitative"}}}
      """
    return Data(spec.utf8)
  }

  private static func readChart(_ fuzzCase: FuzzCase, kind: ChartInputKind, corpus: FuzzCorpus)
    -> FuzzOutcome
  {
    do {
      let imported = try ChartInputReader.read(
        fuzzCase.input, kind: kind, file: "case-\(fuzzCase.index)",
        baseDirectory: corpus.baseDirectory)
      let chart = try AccessibleChart(imported.document)
      for series in chart.series {
        for observation in series.observations where observation.hasValue {
          guard observation.value.isFinite else {
            return .violation("series '\(series.name)' has the value \(observation.value)")
          }
        }
      }
      let analysis = ChartAnalysis(chart)
      _ = ChartDescription(analysis, options: DescriptionOptions(level: .trends))
      let score = ScoreComposer.compose(
        analysis, options: SonificationOptions(spec: imported.document.spec.sonification))
      _ = NarrationScript(analysis: analysis, score: score, verbosity: .detailed)
      return .read
    } catch let error as ChartSpecError {
      return refusal(error.description)
    } catch let error as ChartImportError {
      return refusal(error.description)
    } catch let error as ChartA11yError {
      return refusal(error.description)
    } catch {
      return .violation("unexpected \(type(of: error)): \(error)")
    }
  }

  /// Audits an SVG export as `chart-describe audit` does, its alt text checked by the
  /// `false-chart-claim` rule: every finding is one clear line; an SVG that cannot be read is
  /// one finding (`invalid-input`), which counts as a refusal.
  private static func audit(_ svg: Data) -> FuzzOutcome {
    let findings = Auditor().auditSVG(svg)
    for finding in findings {
      if case .violation(let reason) = refusal(finding.message) {
        return .violation("finding [\(finding.ruleID)]: \(reason)")
      }
    }
    if let invalid = findings.first(where: { $0.ruleID == "invalid-input" }) {
      return refusal(invalid.message)
    }
    return .read
  }

  /// Scans a page for its chart images as each page syntax: every image lies inside the page
  /// (its byte range, line and column), as `alt-text page.html` needs to write into it.
  private static func scanPage(_ page: Data) -> FuzzOutcome {
    for syntax in PageSyntax.allCases {
      for image in PageImageScanner.images(in: page, syntax: syntax) {
        guard image.byteRange.lowerBound >= 0, image.byteRange.upperBound <= page.count,
          image.line >= 1, image.column >= 1, image.captionLine.map({ $0 >= 1 }) ?? true
        else {
          return .violation(
            "\(syntax) image at line \(image.line), column \(image.column), bytes "
              + "\(image.byteRange) lies outside the page of \(page.count) bytes")
        }
      }
    }
    return .read
  }

  private static func readPathData(_ text: String) -> FuzzOutcome {
    let path: SVGPathData
    do {
      path = try SVGPathData(text)
    } catch {
      return refusal(error.description)
    }
    // A relative command adds at most the bound to the current point, and a path holds at
    // most `maximumPathCommands` of them, so no vertex may lie beyond their product.
    let bound = SVGPathData.maximumMagnitude * Double(SVGLimits().maximumPathCommands + 1)
    for point in path.subpaths.flatMap(\.points) {
      guard point.x.isFinite, point.y.isFinite, abs(point.x) <= bound, abs(point.y) <= bound
      else { return .violation("vertex (\(point.x), \(point.y)) is not finite and bounded") }
    }
    return .read
  }

  private static func readSpecPath(_ text: String) -> FuzzOutcome {
    do {
      let json = try JSONEncoder().encode([text])
      _ = try JSONDecoder().decode([SpecPath].self, from: json)
      return .read
    } catch let error as DecodingError {
      return refusal(String(describing: error))
    } catch {
      return .violation("unexpected \(type(of: error)): \(error)")
    }
  }

  /// A refusal whose message is one non-empty line once escaped for the terminal (as every
  /// command prints it), or a violation saying why not.
  private static func refusal(_ message: String) -> FuzzOutcome {
    let printed = TextEscaping.terminal(message)
    guard !printed.trimmingCharacters(in: .whitespaces).isEmpty else {
      return .violation("an error with an empty message")
    }
    guard !printed.contains(where: \.isNewline) else {
      return .violation("an error message of several lines: \(printed)")
    }
    return .refused(printed)
  }
}
