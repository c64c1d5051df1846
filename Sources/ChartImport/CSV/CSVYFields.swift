import ChartModel

/// The fields a CSV file plots on the y axis: those given with `--y`, or by default every
/// number column (a wide table: one series a column) or only the first (a long table, whose
/// series come from `--series`).
enum CSVYFields {
  /// The most number columns plotted by default: 100.
  ///
  /// A wider table (a spreadsheet of
  /// 100,000 columns) plots its first 100, with a warning saying how many are left out;
  /// `--y` plots any others.
  static let maximumDefaultFields = 100

  /// The fields to plot, and the note saying which were chosen when none was given.
  ///
  /// A given text that is a header is that field, even with commas in it; otherwise
  /// `a,b,c` is split on its commas (spaces around each name dropped). Repeated fields are
  /// kept once, in the order given.
  ///
  /// - Parameters:
  ///   - given: `--y` as given, in order (empty when not given).
  ///   - table: The file's table.
  ///   - x: The x field.
  ///   - options: The series and order fields, which are never plotted on y by default.
  ///   - file: The file, for messages.
  /// - Returns: The fields, in order, and a note when they were chosen by default (a warning
  ///   when more than ``maximumDefaultFields`` number columns leave some out).
  /// - Throws: ``ChartSpecError`` naming an unknown field and the fields, or a file without a
  ///   number column to plot.
  /// - Complexity: O(*k*) in the fields.
  static func resolve(
    _ given: [String], table: DataTable, x: String, options: CSVChartOptions, file: String
  ) throws(ChartSpecError) -> (fields: [String], note: ImportDiagnostic?) {
    if !given.isEmpty {
      var fields: [String] = []
      for text in given {
        let names =
          table.fields.contains(text)
          ? [text] : text.split(separator: ",").map { String($0.drop { $0 == " " }) }
        for raw in names {
          let name = String(raw.reversed().drop { $0 == " " }.reversed())
          guard table.column(named: name) != nil else {
            throw ChartSpecError(
              .invalidValue(
                "--y: unknown field '\(name)'; fields: " + table.fields.joined(separator: ", ")),
              file: file)
          }
          if !fields.contains(name) { fields.append(name) }
        }
      }
      return (fields, nil)
    }
    let candidates = zip(table.fields, table.columns).filter { name, column in
      guard name != x, name != options.series, name != options.order,
        case .numbers = column
      else { return false }
      return true
    }.map(\.0)
    guard let first = candidates.first else {
      throw ChartSpecError(
        .invalidValue("no number column to plot besides '\(x)'; choose one with --y"),
        file: file)
    }
    if options.series != nil || candidates.count == 1 {
      return (
        [first], ImportDiagnostic(.note, "plotting '\(first)' on the y axis; choose with --y")
      )
    }
    if candidates.count > maximumDefaultFields {
      return (
        Array(candidates.prefix(maximumDefaultFields)),
        ImportDiagnostic(
          .warning,
          "plotting the first \(maximumDefaultFields) of \(candidates.count) number columns as "
            + "series; choose others with --y")
      )
    }
    let names = candidates.map { "'\($0)'" }.joined(separator: ", ")
    return (
      candidates,
      ImportDiagnostic(
        .note,
        "plotting \(candidates.count) number columns as series: \(names); choose with --y")
    )
  }
}
