extension Chart {
  /// The chart as a JSON chart spec model, with its data inline.
  ///
  /// Marks of the same shape become one spec mark whose varying values read data fields named
  /// after their labels ("Baby Name" → `babyName`); values that never vary stay constants; a
  /// mark drawn once keeps its constants. See `docs/dsl.md` for the rules.
  ///
  ///     let json = try chart.spec.encodedJSON()
  ///
  /// - Throws: ``ChartSpecError`` at `$.marks[i]`, *i* the index of the mark's shape among the
  ///   chart's shapes, when a visible mark other than a rule across the plot is drawn for a
  ///   different number of items than the chart's other marks: the spec has one data table.
  /// - Complexity: O(*e* · *s* + *t* · *f* · *n*) for *e* elements of *s* values, *t* spec
  ///   marks, *f* fields and *n* rows.
  public var spec: ChartSpec {
    get throws(ChartSpecError) {
      try ChartLowering.lower(elements, settings: settings)
    }
  }

  /// The chart as a validated spec with its data table: the input every output reads.
  ///
  ///     let accessible = try AccessibleChart(chart.document)
  ///
  /// - Throws: ``ChartSpecError`` when lowering fails (see ``spec``) or the lowered spec is
  ///   invalid, such as a chart without marks or a `LineMark` without `y`.
  public var document: ChartDocument {
    get throws(ChartSpecError) {
      let spec = try spec
      let table: DataTable
      if case .values(let rows) = spec.data {
        table = DataTable(rows: rows)
      } else {
        table = .empty
      }
      return try ChartDocument(spec: spec, table: table)
    }
  }
}
