import ChartModel

extension ChartDocument {
  /// Refuses a field used without a declared type whose CSV column is text only because of a
  /// few cells (``DataTable/mistypedCells``): "data.csv: line 3: field 'hours': 'about 3' is
  /// not a number", rather than a silent change of the axis to categories.
  ///
  /// Fields grouping series (`foregroundStyle(by:)`, `series`, `groupedBy`) are categories
  /// anyway and are not refused; a field declared `nominal`/`categorical` is read as text.
  ///
  /// - Throws: ``ChartSpecError`` `.invalidValue` naming the CSV file, the cell's line, the
  ///   field and the cell.
  /// - Complexity: O(*m*) in the marks' encodings.
  static func refuseMistypedCells(in spec: ChartSpec, table: DataTable) throws(ChartSpecError) {
    guard !table.mistypedCells.isEmpty, case .csv(let file, let rowLines) = table.origin else {
      return
    }
    let marks = spec.marks.flatMap { element -> [MarkSpec] in
      switch element {
      case .mark(let mark): [mark]
      case .plot(let plot): plot.marks
      }
    }
    let positions: Set<String> = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "angle"]
    for mark in marks {
      for (name, encoding) in mark.encodings where positions.contains(name) && encoding.type == nil
      {
        guard let field = encoding.field, let cell = table.mistypedCells[field] else { continue }
        throw ChartSpecError(
          .invalidValue(
            "field '\(field)': '\(cell.text)' is not a number; correct the cell, or declare the "
              + "field's type nominal"),
          file: file, line: cell.row < rowLines.count ? Int(rowLines[cell.row]) : nil)
      }
    }
  }
}
