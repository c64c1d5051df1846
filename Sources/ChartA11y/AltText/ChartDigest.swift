import ChartModel
import Foundation

/// A fingerprint of what a chart shows to assistive technology, stored in an SVG so that
/// alt text can be checked against the data later.
///
/// It covers the title, the author's summary, the axes (title, unit, kind, calendar unit), the
/// series (the field and raw value of each series-defining value, grouping, marks, value
/// label, stacking) with every observation, and the reference lines, in a fixed text form
/// hashed with SHA-256. Values enter in full precision, never as a formatter writes them: it
/// does not cover colours, sizes or any wording (series names and subcategories as phrased),
/// so a new version of the tool does not make alt text stale, while a changed data point does.
public enum ChartDigest {
  /// The prefix of every digest, naming the algorithm and the form's version.
  public static let prefix = "sha256-v2:"

  /// The digest of a chart, such as `sha256-v2:9f86d0…` (64 hexadecimal digits).
  ///
  /// - Complexity: O(*n*) in the number of observations.
  public static func digest(of chart: AccessibleChart) -> String {
    var lines: [String] = []
    func add(_ fields: String...) {
      lines.append(fields.map(escaped).joined(separator: "\t"))
    }
    add("title", chart.title ?? "")
    add("summary", chart.summary ?? "")
    for (name, axis) in [("x", chart.xAxis), ("y", chart.yAxis)] {
      add(
        "axis", name, axis.title, axis.unit ?? "", axis.kind.rawValue,
        axis.calendarUnit?.rawValue ?? "")
    }
    // A chart with one value axis digests as it always did; a second y axis, and each series
    // on it, add lines of their own.
    if let axis = chart.trailingYAxis {
      add(
        "axis", "yTrailing", axis.title, axis.unit ?? "", axis.kind.rawValue,
        axis.calendarUnit?.rawValue ?? "")
    }
    add("independent", chart.independentAxis.rawValue)
    for series in chart.series {
      // The series-defining values (field, value), counted so the fields after them align.
      let identity = series.identity.parts.flatMap { [$0.field, text($0.value)] }
      let fields =
        ["series", String(series.identity.parts.count)] + identity + [
          series.groupingLabel ?? "", series.markKinds.map(\.rawValue).joined(separator: ","),
          series.valueLabel, series.stacking.rawValue, String(series.missingValueCount),
        ]
      lines.append(fields.map(escaped).joined(separator: "\t"))
      if series.axisPosition == .trailing { add("trailing") }
      for observation in series.observations {
        var fields = [
          "point", text(observation.x), number(observation.value),
          observation.subcategory.map(text) ?? "",
          observation.label ?? "", observation.valueDescription ?? "",
        ]
        for component in observation.components {
          fields += [component.label, number(component.value)]
        }
        lines.append(fields.map(escaped).joined(separator: "\t"))
      }
    }
    for line in chart.referenceLines {
      add("reference", line.axis.rawValue, text(line.value), line.label)
    }
    let form = lines.joined(separator: "\n") + "\n"
    return prefix + SHA256.hexDigest(of: Array(form.utf8))
  }

  private static func text(_ value: DataValue) -> String {
    switch value {
    case .number(let number): return "n" + self.number(number)
    case .date(let date): return "d" + self.number(date.timeIntervalSince1970)
    case .category(let name): return "c" + name
    }
  }

  private static func number(_ value: Double) -> String {
    value.isNaN ? "nan" : "\(value)"
  }

  private static func escaped(_ field: String) -> String {
    let special = field.utf8.contains { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }
    guard special else { return field }
    return field.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\n", with: "\\n")
  }
}
