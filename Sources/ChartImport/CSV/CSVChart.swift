import ChartModel
import Foundation

/// Builds a chart from a delimited data file and ``CSVChartOptions``: CSV quick mode.
public enum CSVChart {
  /// Reads a CSV or TSV file's bytes and plots the chosen fields.
  ///
  /// Types follow the chart spec's inference (numbers, including scientific notation, are
  /// quantitative; ISO 8601 dates temporal; anything else categorical) unless overridden.
  /// Defaults that were chosen (the mark, `x`, `y`) are reported as notes.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file's name as the user gave it, used in messages.
  ///   - isTabSeparated: Whether the file is TSV rather than CSV.
  ///   - options: The mark, fields and types.
  /// - Returns: The chart with notes on the defaults used.
  /// - Throws: ``ChartSpecError`` for malformed data (with the line), an unknown field, a
  ///   file without a number column to plot, or a cell not of its field's type.
  /// - Complexity: O(*n*) in the size of the file.
  public static func read(
    _ data: Data, file: String, isTabSeparated: Bool, options: CSVChartOptions
  ) throws(ChartSpecError) -> ImportedChart {
    let table =
      isTabSeparated
      ? try TSVReader.read(data, file: file) : try CSVReader.read(data, file: file)
    var notes: [ImportDiagnostic] = []
    for (name, field) in [
      ("x", options.x), ("y", options.y), ("series", options.series), ("order", options.order),
    ] {
      if let field, table.column(named: field) == nil {
        throw ChartSpecError(
          .invalidValue(
            "--\(name): unknown field '\(field)'; fields: "
              + table.fields.joined(separator: ", ")), file: file)
      }
    }
    guard let x = options.x ?? table.fields.first else {
      throw ChartSpecError(.invalidValue("the file has no columns"), file: file)
    }
    let y: String
    if let chosen = options.y {
      y = chosen
    } else {
      let candidates = zip(table.fields, table.columns).filter { name, column in
        guard name != x, name != options.series, case .numbers = column else { return false }
        return true
      }
      guard let first = candidates.first?.0 else {
        throw ChartSpecError(
          .invalidValue("no number column to plot besides '\(x)'; choose one with --y"),
          file: file)
      }
      y = first
      notes.append(ImportDiagnostic(.note, "plotting '\(y)' on the y axis; choose with --y"))
    }
    if options.x == nil {
      notes.insert(ImportDiagnostic(.note, "plotting '\(x)' on the x axis; choose with --x"), at: 0)
    }
    let kind = options.mark ?? .line
    var xEncoding = EncodingSpec(field: x, type: options.xType)
    if options.xType == nil, Self.looksLikeYears(x, table.column(named: x)) {
      xEncoding.type = .temporal
      xEncoding.unit = .year
      notes.append(
        ImportDiagnostic(
          .note, "reading '\(x)' as calendar years; pass --x-type quantitative to read numbers"))
    } else if let resolved = try? table.resolve(xEncoding, at: .root), resolved.type == .temporal,
      case .dates(let seconds) = resolved.storage
    {
      xEncoding.unit = CalendarUnitInference.unit(ofSeconds: seconds)
    }
    var yEncoding = EncodingSpec(field: y, type: options.yType)
    // Text in the y column against x categories or dates leaves no axis a number: the column
    // is read as numbers, so its first cell that is not one ("Infinity", "$5") is named with
    // its line, rather than every row said to have no value. `--y-type categorical` keeps it.
    if options.yType == nil, case .strings? = table.column(named: y), kind.positions != .angle,
      (try? table.resolve(xEncoding, at: .root))?.type != .quantitative
    {
      yEncoding.type = .quantitative
    }
    var modifiers = ContentModifiers()
    modifiers.foregroundStyleBy = options.series.map { EncodingSpec(field: $0, type: .categorical) }
    var mark: MarkSpec
    switch kind.positions {
    case .angle:
      modifiers.foregroundStyleBy = modifiers.foregroundStyleBy ?? EncodingSpec(field: x)
      mark = MarkSpec(kind: kind, angle: yEncoding, modifiers: modifiers)
    case .bothAxes, .valueExtent, .eitherAxis:
      mark = MarkSpec(kind: kind, x: xEncoding, y: yEncoding, modifiers: modifiers)
    }
    if kind == .line, let order = options.order { mark.order = EncodingSpec(field: order) }
    var spec = ChartSpec(title: options.title, data: .csv(file), marks: [.mark(mark)])
    spec.axes.x.ordered = options.xOrdered
    return ImportedChart(document: try ChartDocument(spec: spec, table: table), diagnostics: notes)
  }

  /// Whether a column named like `year` holds whole numbers from 1000 to 2999.
  private static func looksLikeYears(_ name: String, _ column: Column?) -> Bool {
    guard name.lowercased().contains("year"), case .numbers(let values)? = column else {
      return false
    }
    return values.allSatisfy { $0.isNaN || ($0 == $0.rounded() && (1000...2999).contains($0)) }
  }
}
