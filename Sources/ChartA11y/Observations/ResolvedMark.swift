import ChartModel

/// A mark with every encoding read from the data once, ready to give observations row by row.
struct ResolvedMark {
  let mark: MarkSpec
  let path: SpecPath
  let x: ResolvedValues?
  let y: ResolvedValues?
  let xStart: ResolvedValues?
  let xEnd: ResolvedValues?
  let yStart: ResolvedValues?
  let yEnd: ResolvedValues?
  let angle: ResolvedValues?
  /// The value that orders a line's points (``ChartModel/MarkSpec/order``).
  let order: ResolvedValues?
  /// Series-defining values, without repeats of the same field or constant: a heatmap's
  /// rows (its `y`) first.
  let groupings: [ResolvedValues]
  /// A quantitative `foregroundStyle(by:)` (said so by its type, or a number colouring a
  /// heatmap's cells): a colour that shows a value, never a grouping; the value of a heatmap
  /// cell (``isHeatmapCell``), else a gradient that is not read.
  let colourValue: ResolvedValues?
  let position: ResolvedValues?
  let label: ResolvedText?
  let valueDescription: ResolvedText?
  let annotation: ResolvedText?
  /// Whether any value is read from the data, so the mark repeats for every row.
  let readsRows: Bool

  /// Reads a mark's encodings.
  ///
  /// - Parameters:
  ///   - mark: The mark.
  ///   - path: Its place in the spec, for messages.
  ///   - table: The chart's data.
  ///   - axes: The chart's axes: a categorical position holding dates is named by its axis's
  ///     time format (``AxisFormatting/categoryNames(of:spec:table:path:)``).
  /// - Throws: ``ChartModel/ChartSpecError`` for a field that cannot be read as its type.
  init(_ mark: MarkSpec, path: SpecPath, table: DataTable, axes: AxesSpec)
    throws(ChartSpecError)
  {
    func resolve(_ encoding: EncodingSpec?, _ name: String) throws(ChartSpecError)
      -> ResolvedValues?
    {
      guard let encoding else { return nil }
      return try table.resolve(encoding, at: path.appending(name))
    }
    func placed(_ encoding: EncodingSpec?, _ name: String, axis: AxisSpec)
      throws(ChartSpecError) -> ResolvedValues?
    {
      guard let values = try resolve(encoding, name) else { return nil }
      return AxisFormatting.categoryNames(
        of: values, spec: axis, table: table, path: path.appending(name)) ?? values
    }
    self.mark = mark
    self.path = path
    x = try placed(mark.x, "x", axis: axes.x)
    y = try placed(mark.y, "y", axis: axes.y)
    xStart = try placed(mark.xStart, "xStart", axis: axes.x)
    xEnd = try placed(mark.xEnd, "xEnd", axis: axes.x)
    yStart = try placed(mark.yStart, "yStart", axis: axes.y)
    yEnd = try placed(mark.yEnd, "yEnd", axis: axes.y)
    angle = try resolve(mark.angle, "angle")
    order = try resolve(mark.order, "order")
    let modifiers = mark.modifiers
    var groupings: [ResolvedValues] = []
    var seen: [EncodingSpec] = []
    var colourValue: ResolvedValues?
    // A colour said to be quantitative shows a value; so does a number colouring rectangles
    // on two bands (a heatmap), whose type is only inferred. Elsewhere an inferred number
    // still names series ("Store 1,234,567").
    if let encoding = modifiers.foregroundStyleBy,
      let values = try resolve(encoding, "foregroundStyle.by"), values.type == .quantitative,
      encoding.type == .quantitative || Self.isHeatmapCell(mark.kind, x: x, y: y, colour: values)
    {
      colourValue = values
      seen.append(encoding)
    }
    self.colourValue = colourValue
    if Self.isHeatmapCell(mark.kind, x: x, y: y, colour: colourValue), let y, let rows = mark.y {
      groupings.append(y)
      seen.append(rows)
    }
    // A grouping on the field a position shows (Swift Charts' `BarMark(x: .value("Fruit", f),
    // …).foregroundStyle(by: .value("Fruit", f))`) paints each position its own colour and
    // splits no series: one series, one mark a position, as a sighted reader sees it.
    for position in [mark.x, mark.y] {
      if let position, position.isField { seen.append(position) }
    }
    let groups: [(EncodingSpec?, String)] = mark.groupedBy.indices.map {
      (mark.groupedBy[$0], "groupedBy[\($0)]")
    }
    for (encoding, name) in [
      (modifiers.foregroundStyleBy, "foregroundStyle.by"), (mark.series, "series"),
    ] + groups + [(modifiers.symbolBy, "symbol.by"), (modifiers.lineStyleBy, "lineStyle.by")] {
      guard let encoding,
        !seen.contains(where: { $0.field == encoding.field && $0.value == encoding.value })
      else { continue }
      seen.append(encoding)
      if let values = try resolve(encoding, name) { groupings.append(values) }
    }
    self.groupings = groupings
    position = try resolve(modifiers.position?.by, "position.by")
    label = try modifiers.accessibilityLabel.map { (text) throws(ChartSpecError) in
      try ResolvedText(text, table: table, path: path.appending("accessibilityLabel"))
    }
    valueDescription = try modifiers.accessibilityValue.map { (text) throws(ChartSpecError) in
      try ResolvedText(text, table: table, path: path.appending("accessibilityValue"))
    }
    annotation = try modifiers.annotation.map { (annotation) throws(ChartSpecError) in
      try ResolvedText(
        annotation.text, table: table, path: path.appending("annotation").appending("text"),
        format: FieldFormat(annotation.format, kind: annotation.formatType))
    }
    readsRows =
      mark.encodings.contains { $0.encoding.isField } || (label?.readsRows ?? false)
      || (valueDescription?.readsRows ?? false) || (annotation?.readsRows ?? false)
    try refuseWithoutValue()
  }

  /// Refuses a mark that places every row by category or date on both axes.
  ///
  /// A timeline, a Gantt bar from `xStart` to `xEnd` against tasks, a dot plot of categories
  /// over dates: no axis shows a number, and reading it as series would say its rows have no
  /// values.
  /// A heatmap's cells (their colour is the value), reference lines and slices are not
  /// positioned this way.
  ///
  /// - Throws: ``ChartModel/ChartSpecError`` at the value's encoding, naming both axes.
  private func refuseWithoutValue() throws(ChartSpecError) {
    guard mark.kind.reading != .slices, !isHeatmapCell, referenceAxis == nil else { return }
    let (key, value, start, _) = roles
    guard let value = value ?? start, value.type == .categorical, let key else { return }
    let valueAxis: ChartAxis = independentAxis == .x ? .y : .x
    let name = valueAxis == .y ? (mark.y == nil ? "yStart" : "y") : (mark.x == nil ? "xStart" : "x")
    func kind(_ values: ResolvedValues) -> String {
      switch values.type {
      case .quantitative: "numeric"
      case .temporal: "temporal"
      case .categorical: "categorical"
      }
    }
    throw ChartSpecError(
      .invalidValue(
        "no axis shows a number: \(valueAxis.rawValue) is \(kind(value)) and "
          + "\(independentAxis.rawValue) is \(kind(key)), so the marks have no value to "
          + "read (timelines, Gantt charts and dot plots of categories are not read yet)"),
      path: path.appending(name))
  }

  /// Whether the mark is a heatmap's cell.
  ///
  /// A rectangle at a category or date band on each axis whose colour shows a quantitative
  /// value (``colourValue``), as Swift Charts' `RectangleMark(x: .value("Month", m),
  /// y: .value("Year", y)).foregroundStyle(by: .value("Temp", t))` and Vega-Lite's `rect`
  /// with a quantitative `color` (docs/chart-kinds.md). Its rows (`y`) are its series, its
  /// columns (`x`) their positions, its colour their values.
  var isHeatmapCell: Bool { Self.isHeatmapCell(mark.kind, x: x, y: y, colour: colourValue) }

  private static func isHeatmapCell(
    _ kind: MarkKind, x: ResolvedValues?, y: ResolvedValues?, colour: ResolvedValues?
  ) -> Bool {
    guard kind == .rectangle, colour != nil, let x, let y else { return false }
    return x.type != .quantitative && y.type != .quantitative
  }

  /// The axis carrying categories, dates or spans: `y` for a quantitative x against a
  /// categorical or temporal y (a horizontal bar chart), and for a bar whose length is a
  /// number on x and which spans from `yStart` to `yEnd` (`BarMark(x:yStart:yEnd:)`, a
  /// horizontal histogram's bin: ``ChartModel/MarkKind/drawsLengthFromZero``), as
  /// `BarMark(xStart:xEnd:y:)` spans x.
  var independentAxis: ChartAxis {
    let xType = (x ?? xStart)?.type
    let yType = (y ?? yStart)?.type
    if xType == .quantitative, let yType, yType != .quantitative { return .y }
    if xType == nil, yType != nil, yType != .quantitative { return .y }
    if mark.kind.drawsLengthFromZero, x?.type == .quantitative, xStart == nil, y == nil,
      yStart != nil, yEnd != nil
    {
      return .y
    }
    return .x
  }

  /// The independent-axis values (the position) and the dependent-axis ones (single or extent).
  var roles:
    (key: ResolvedValues?, value: ResolvedValues?, start: ResolvedValues?, end: ResolvedValues?)
  {
    switch mark.kind.reading {
    case .slices: return (groupings.first, angle, nil, nil)
    case .series, .seriesOrReferenceLine: break
    }
    if isHeatmapCell { return (x, colourValue, nil, nil) }
    switch independentAxis {
    case .x: return (x ?? xStart, y, yStart, yEnd)
    case .y: return (y ?? yStart, x, xStart, xEnd)
    }
  }

  /// The end of the independent-axis span, for a mark drawn from a start to an end there
  /// (`BarMark(xStart:xEnd:y:)`, a histogram's bins): `xEnd` when the key is `xStart`, `yEnd`
  /// when it is `yStart`; `nil` otherwise.
  var keyEnd: ResolvedValues? {
    switch mark.kind.reading {
    case .slices: return nil
    case .series, .seriesOrReferenceLine: break
    }
    switch independentAxis {
    case .x: return x == nil ? xEnd : nil
    case .y: return y == nil ? yEnd : nil
    }
  }

  /// A rule at a constant on one axis, with no other position: a reference line.
  var referenceAxis: ChartAxis? {
    guard mark.kind.reading == .seriesOrReferenceLine, xStart == nil, yStart == nil else {
      return nil
    }
    if let y, y.isConstant, x == nil { return .y }
    if let x, x.isConstant, y == nil { return .x }
    return nil
  }
}

/// Text from a spec (literal or per-row field) ready to read row by row.
struct ResolvedText {
  private let literal: String?
  private let column: Column?
  private let format: FieldFormat?

  /// Reads a literal or a field's column.
  ///
  /// - Parameters:
  ///   - text: The text spec.
  ///   - table: The data.
  ///   - path: Where the text is in the spec, for errors.
  ///   - format: How a field's numbers or dates are written (an annotation's `format`), or
  ///     `nil` for their cell text.
  /// - Throws: ``ChartModel/ChartSpecError`` `.invalidValue` for an unknown field.
  init(_ text: TextSpec, table: DataTable, path: SpecPath, format: FieldFormat? = nil)
    throws(ChartSpecError)
  {
    self.format = format
    switch text {
    case .literal(let value):
      literal = value
      column = nil
    case .field(let name):
      guard let column = table.column(named: name) else {
        throw ChartSpecError(
          .invalidValue("unknown field '\(name)'; fields: \(table.fields.joined(separator: ", "))"),
          path: path.appending("field"))
      }
      literal = nil
      self.column = column
    }
  }

  var readsRows: Bool { column != nil }

  func text(at row: Int) -> String {
    if let literal { return literal }
    guard let column else { return "" }
    return format?.text(of: column, row: row) ?? column.text(at: row)
  }
}
