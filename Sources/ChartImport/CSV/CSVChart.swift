import ChartModel
import Foundation

/// Builds a chart from a delimited data file and ``CSVChartOptions``: CSV quick mode.
public enum CSVChart {
  /// Reads a CSV or TSV file's bytes and plots the chosen fields.
  ///
  /// The file is read in its own dialect (``CSVReader``, docs/csv.md). Types follow the chart
  /// spec's inference (numbers, including scientific notation and numbers written with a
  /// unit, are quantitative; dates temporal; anything else categorical) unless overridden.
  /// Each y field is a series named by its header (``CSVYFields``: by default every number
  /// column of a wide table); a unit its cells are written with (`12%`, `$1,234.50`) becomes
  /// the axis format. Defaults that were chosen (the mark, `x`, `y`) are reported as notes;
  /// rows that share an x in one series, as a warning naming the likely series column
  /// (``CSVSeriesHint``). An x column of period labels (`2018*`, `2019/20`, `Q1 2023`) is
  /// kept as written and its rows put in calendar order (``CSVPeriodColumn``), with a note
  /// when that is not the file's order.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file's name as the user gave it, used in messages.
  ///   - isTabSeparated: Whether the file is TSV rather than CSV.
  ///   - options: The mark, fields, types and dialect.
  /// - Returns: The chart with notes on the defaults used.
  /// - Throws: ``ChartSpecError`` for malformed data (with the line), an unknown field, a
  ///   file without rows or without a number column to plot, or a cell not of its field's
  ///   type.
  /// - Complexity: O(*n*) in the size of the file.
  public static func read(
    _ data: Data, file: String, isTabSeparated: Bool, options: CSVChartOptions
  ) throws(ChartSpecError) -> ImportedChart {
    var table =
      isTabSeparated
      ? try TSVReader.read(data, file: file, dialect: options.dialect)
      : try CSVReader.read(data, file: file, dialect: options.dialect)
    for (name, field) in [("x", options.x), ("series", options.series), ("order", options.order)] {
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
    guard table.rowCount > 0 else {
      throw ChartSpecError(
        .invalidValue("the file has a header row but no rows of data"), file: file)
    }
    var notes: [ImportDiagnostic] = []
    if options.x == nil {
      notes.append(ImportDiagnostic(.note, "plotting '\(x)' on the x axis; choose with --x"))
    }
    if options.xType == nil, CSVPeriodColumn.orderRows(of: &table, byPeriodsIn: x) {
      notes.append(
        ImportDiagnostic(
          .note,
          "reading '\(x)' in calendar order, not the file's; pass --x-type categorical to keep "
            + "the file's order"))
    }
    let kind = options.mark ?? .line
    let (yFields, yNote) = try CSVYFields.resolve(
      kind.positions == .angle ? Array(options.yFields.prefix(1)) : options.yFields,
      table: table, x: x, options: options, file: file)
    let plotted = kind.positions == .angle ? Array(yFields.prefix(1)) : yFields
    notes += [yNote].compactMap { $0 }
    let xEncoding = xEncoding(x, table: table, options: options, notes: &notes)
    let marks = plotted.map { y in
      MarkSpec.csvMark(
        kind: kind, x: xEncoding, y: yEncoding(y, x: xEncoding, table: table, options: options),
        options: options)
    }
    if options.series == nil, kind.positions != .angle,
      let hint = CSVSeriesHint.warning(table: table, x: x, yFields: plotted)
    {
      notes.append(hint)
    }
    var spec = ChartSpec(title: options.title, data: .csv(file), marks: marks.map { .mark($0) })
    spec.axes.x.ordered = options.xOrdered
    applyFormats(to: &spec.axes, table: table, x: x, yFields: plotted)
    return ImportedChart(document: try ChartDocument(spec: spec, table: table), diagnostics: notes)
  }

  /// The x encoding: the type given, or calendar years for a `year` column of whole numbers
  /// (with a note), or the calendar unit of a date column.
  private static func xEncoding(
    _ x: String, table: DataTable, options: CSVChartOptions, notes: inout [ImportDiagnostic]
  ) -> EncodingSpec {
    var encoding = EncodingSpec(field: x, type: options.xType)
    if options.xType == nil, Self.looksLikeYears(x, table.column(named: x)) {
      encoding.type = .temporal
      encoding.unit = .year
      notes.append(
        ImportDiagnostic(
          .note, "reading '\(x)' as calendar years; pass --x-type quantitative to read numbers"))
    } else if let resolved = try? table.resolve(encoding, at: .root), resolved.type == .temporal,
      case .dates(let seconds) = resolved.storage
    {
      encoding.unit = CalendarUnitInference.unit(ofSeconds: seconds)
    }
    return encoding
  }

  /// A y encoding.
  ///
  /// Text in the y column against x categories or dates leaves no axis a
  /// number: the column is read as numbers, so its first cell that is not one ("Infinity",
  /// "about 3") is named with its line, rather than every row said to have no value.
  /// `--y-type categorical` keeps it.
  private static func yEncoding(
    _ y: String, x: EncodingSpec, table: DataTable, options: CSVChartOptions
  ) -> EncodingSpec {
    var encoding = EncodingSpec(field: y, type: options.yType)
    if options.yType == nil, case .strings? = table.column(named: y),
      (options.mark ?? .line).positions != .angle,
      (try? table.resolve(x, at: .root))?.type != .quantitative
    {
      encoding.type = .quantitative
    }
    return encoding
  }

  /// The axes' formats from the units the plotted columns are written with: x's own, and
  /// y's when every plotted y column has the same.
  private static func applyFormats(
    to axes: inout AxesSpec, table: DataTable, x: String, yFields: [String]
  ) {
    if let format = table.valueFormats[x] {
      axes.x.format = format.specifier
      axes.x.unit = format.unit
    }
    let formats = yFields.map { table.valueFormats[$0] }
    if let first = formats.first, let format = first, formats.allSatisfy({ $0 == first }) {
      axes.y.format = format.specifier
      axes.y.unit = format.unit
    }
  }

  /// Whether a column named like `year` holds whole numbers from 1000 to 2999.
  private static func looksLikeYears(_ name: String, _ column: Column?) -> Bool {
    guard name.lowercased().contains("year"), case .numbers(let values)? = column else {
      return false
    }
    return values.allSatisfy { $0.isNaN || ($0 == $0.rounded() && (1000...2999).contains($0)) }
  }
}

extension MarkSpec {
  /// A CSV quick-mode mark of `kind` plotting `y` over `x`, with the series, order and pie
  /// settings of `options`.
  fileprivate static func csvMark(
    kind: MarkKind, x: EncodingSpec, y: EncodingSpec, options: CSVChartOptions
  ) -> MarkSpec {
    var modifiers = ContentModifiers()
    modifiers.foregroundStyleBy = options.series.map { EncodingSpec(field: $0, type: .categorical) }
    var mark: MarkSpec
    switch kind.positions {
    case .angle:
      modifiers.foregroundStyleBy =
        modifiers.foregroundStyleBy ?? x.field.map { EncodingSpec(field: $0) }
      mark = MarkSpec(kind: kind, angle: y, modifiers: modifiers)
    case .bothAxes, .valueExtent, .eitherAxis:
      mark = MarkSpec(kind: kind, x: x, y: y, modifiers: modifiers)
    }
    if kind == .line, let order = options.order { mark.order = EncodingSpec(field: order) }
    return mark
  }
}
