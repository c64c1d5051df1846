import ChartModel

/// Vega-Lite's composite marks — `boxplot`, `errorbar`, `errorband` — as one `Plot` each.
///
/// Every group (the discrete position plus any grouping channels) gives one observation
/// holding all the composite's labelled values: for a box plot the whiskers, quartiles and
/// median; for an error bar or band its lower and upper bounds.
enum VegaCompositeMark {
  /// The lowered composite: its rows (one per group) and its plot.
  struct Lowered {
    var rows: [VegaRow]
    var plot: PlotSpec
    /// A box plot's outliers, drawn as points beyond the whiskers (Vega-Lite's own
    /// `boxplot` draws them so); their rows follow the groups' rows and carry the key under
    /// ``outlierKey(_:)``, so that neither element reads the other's rows.
    var outliers: MarkSpec?
  }

  /// The field an outlier row's position is under, apart from the groups' own key field.
  static func outlierKey(_ field: String) -> String { "outlier_key_\(field)" }

  /// Lowers a composite mark.
  ///
  /// Box plot `extent` is a multiple of the interquartile range (default 1.5; whiskers reach
  /// the furthest values within it) or `min-max`; error bar and band `extent` is `stderr`
  /// (default), `stdev` or `iqr`, centred on the mean (`iqr`: the quartiles). With `y2` (or
  /// `x2`) the bounds are read as given.
  ///
  /// - Throws: ``VegaUnsupported`` for `extent: "ci"` (a bootstrap, not reproducible) or an
  ///   encoding without a quantitative position.
  static func lower(
    _ type: String, definition: JSONValue, channels: [String: VegaChannel], rows: [VegaRow],
    at path: SpecPath
  ) throws(VegaUnsupported) -> Lowered {
    let vertical =
      !(channels["x"]?.valueType == .quantitative && channels["y"]?.isDiscrete != false
      && channels["y"]?.valueType != .quantitative)
    let (valueName, keyName) = vertical ? ("y", "x") : ("x", "y")
    guard let value = channels[valueName], value.valueType == .quantitative,
      let field = value.unaggregatedField
    else {
      throw VegaUnsupported(
        message: "a \(type) needs a quantitative 'x' or 'y'", path: path
      )
    }
    let label = value.field ?? field
    var groupBy: [String] = []
    for channel in channels.values.sorted(by: { $0.name < $1.name })
    where channel.name != valueName && channel.name != valueName + "2" {
      if let derived = channel.derivedField, !groupBy.contains(derived) { groupBy.append(derived) }
    }
    let extent = definition["extent"]
    var bounds: [(name: String, label: String)]
    var output: [VegaRow]
    if let upper = channels[valueName + "2"]?.derivedField {
      bounds = [(field, label), (upper, channels[valueName + "2"]?.title ?? upper)]
      output = rows
    } else if type == "boxplot" {
      let multiple = extent?.string == "min-max" ? Double.infinity : extent?.number ?? 1.5
      let (low, high) =
        multiple.isInfinite ? ("Minimum", "Maximum") : ("Lower whisker", "Upper whisker")
      bounds = [
        ("lower_whisker_\(field)", "\(low) of \(label)"),
        ("lower_box_\(field)", "Q1 of \(label)"), ("mid_box_\(field)", "Median of \(label)"),
        ("upper_box_\(field)", "Q3 of \(label)"),
        ("upper_whisker_\(field)", "\(high) of \(label)"),
      ]
      var outlierRows: [VegaRow] = []
      let keyField = channels[keyName]?.derivedField
      output = VegaValues.grouped(rows, by: groupBy) { group in
        let numbers = group.compactMap { $0[field]?.numericValue }.filter(\.isFinite).sorted()
        guard !numbers.isEmpty else { return [:] }
        let box = VegaBoxStatistics(sorted: numbers, multiple: multiple)
        for outlier in box.outliers {
          var row: VegaRow = [:]
          for name in groupBy { row[name] = group.first?[name] }
          if let keyField {
            row[keyField] = nil
            row[outlierKey(keyField)] = group.first?[keyField]
          }
          row["outlier_\(field)"] = .number(outlier)
          outlierRows.append(row)
        }
        return Dictionary(
          uniqueKeysWithValues: zip(bounds.map(\.name), box.values.map(DataValue.number)))
      }
      output += outlierRows
    } else {
      let kind = extent?.string ?? "stderr"
      guard ["stderr", "stdev", "iqr"].contains(kind) else {
        throw VegaUnsupported(
          message: "\(type) extent '\(kind)' is not supported (a bootstrap interval is not "
            + "reproducible); use stderr, stdev or iqr", path: path.appending("extent"))
      }
      // The labels say the extent, so that the chart's reading names the interval
      // (``IntervalExtent/read(lower:upper:)``).
      let names = IntervalExtent(rawValue: kind)?.boundLabels(of: label)
      bounds = [
        ("lower_\(field)", names?.lower ?? "Lower bound of \(label)"),
        ("upper_\(field)", names?.upper ?? "Upper bound of \(label)"),
      ]
      output = VegaValues.grouped(rows, by: groupBy) { group in
        let values = group.map { $0[field] }
        let low: Double?
        let high: Double?
        if kind == "iqr" {
          low = VegaAggregateOp.q1.apply(to: values)
          high = VegaAggregateOp.q3.apply(to: values)
        } else {
          let mean = VegaAggregateOp.mean.apply(to: values)
          let spread = (kind == "stdev" ? VegaAggregateOp.stdev : .stderr).apply(to: values)
          low = mean.flatMap { m in spread.map { m - $0 } }
          high = mean.flatMap { m in spread.map { m + $0 } }
        }
        var row: VegaRow = [:]
        row[bounds[0].name] = low.map(DataValue.number)
        row[bounds[1].name] = high.map(DataValue.number)
        return row
      }
    }
    let key = channels[keyName]?.encoding
    func encoding(_ bound: (name: String, label: String)) -> EncodingSpec {
      EncodingSpec(field: bound.name, label: bound.label, type: .quantitative)
    }
    var marks: [MarkSpec]
    var outlierMark: MarkSpec?
    if bounds.count == BoxPlotMarks.boundCount {
      if output.contains(where: { $0["outlier_\(field)"] != nil }) {
        var position = key
        if let keyField = channels[keyName]?.derivedField { position?.field = outlierKey(keyField) }
        let values = EncodingSpec(
          field: "outlier_\(field)", label: "Outlier of \(label)", type: .quantitative)
        var points = BoxPlotMarks.outliers(position: position, values: values, vertical: vertical)
        VegaGrouping.apply(channels, to: &points)
        if definition["aria"]?.bool == false { points.modifiers.accessibilityHidden = true }
        outlierMark = points
      }
      marks = BoxPlotMarks.plot(key: key, bounds: bounds.map(encoding), vertical: vertical)
    } else {
      marks = [
        BoxPlotMarks.span(
          type == "errorband" ? .area : .rule, key: key, from: encoding(bounds[0]),
          to: encoding(bounds[1]), vertical: vertical)
      ]
    }
    for index in marks.indices {
      VegaGrouping.apply(channels, to: &marks[index])
      if definition["aria"]?.bool == false { marks[index].modifiers.accessibilityHidden = true }
    }
    return Lowered(
      rows: output.filter { !$0.isEmpty }, plot: PlotSpec(marks: marks), outliers: outlierMark)
  }
}
