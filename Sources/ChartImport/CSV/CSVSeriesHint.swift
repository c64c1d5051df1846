import ChartModel

/// The warning for a long table read as one series: rows that share an x would be merged
/// into one series and one trend, so the column that likely names the series is suggested
/// ("2 values for 2024-03-01: is 'city' the series? add --series city").
enum CSVSeriesHint {
  /// The warning when the x column repeats a value and no series field is given, or `nil`.
  ///
  /// The likely series column is the first text column (not x, not plotted) whose values
  /// differ among the rows sharing the first repeated x.
  ///
  /// - Parameters:
  ///   - table: The file's table.
  ///   - x: The x field.
  ///   - yFields: The plotted fields.
  /// - Returns: The warning, or `nil` when every x is distinct.
  /// - Complexity: O(*n*) in the rows: a sorted x column is checked without a set.
  static func warning(table: DataTable, x: String, yFields: [String]) -> ImportDiagnostic? {
    guard let column = table.column(named: x), let rows = repeatedRows(of: column) else {
      return nil
    }
    let text = column.text(at: rows[0])
    let candidate = zip(table.fields, table.columns).first { name, other in
      guard name != x, !yFields.contains(name), case .strings(let values) = other else {
        return false
      }
      return Set(rows.map { values[$0] }).count > 1
    }?.0
    guard let candidate else {
      return ImportDiagnostic(
        .warning,
        "\(rows.count) values for \(text) in one series: if a column names the series, add "
          + "--series <field>")
    }
    return ImportDiagnostic(
      .warning,
      "\(rows.count) values for \(text): is '\(candidate)' the series? add --series \(candidate)")
  }

  /// The rows holding the first x value that appears twice (in file order of its second
  /// appearance), or `nil` when every x is distinct; missing cells are not values.
  static func repeatedRows(of column: Column) -> [Int]? {
    switch column {
    case .numbers(let values), .dates(let values, _):
      if isStrictlyMonotonic(values) { return nil }
      var seen = Set<Double>()
      let first = values.indices.first { !values[$0].isNaN && !seen.insert(values[$0]).inserted }
      return first.map { first in values.indices.filter { values[$0] == values[first] } }
    case .strings(let values):
      var seen = Set<String>()
      let first = values.indices.first { !values[$0].isEmpty && !seen.insert(values[$0]).inserted }
      return first.map { first in values.indices.filter { values[$0] == values[first] } }
    }
  }

  /// Whether the finite values only rise or only fall.
  private static func isStrictlyMonotonic(_ values: [Double]) -> Bool {
    var rising = true
    var falling = true
    var previous: Double?
    for value in values where !value.isNaN {
      if let previous {
        rising = rising && value > previous
        falling = falling && value < previous
        if !rising && !falling { return false }
      }
      previous = value
    }
    return true
  }
}
