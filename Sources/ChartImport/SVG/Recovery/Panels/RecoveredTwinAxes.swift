import ChartModel

/// Two charts read from one panel over one x axis, each on its own y axis (matplotlib's
/// `twinx`): one chart whose second chart's marks are read on the trailing y axis
/// (``ChartModel/MarkSpec/axisPosition``, ``ChartModel/AxesSpec/yTrailing``), as Vega-Lite's
/// independent y scales are.
///
/// Rows at one x are joined into one row holding both values, so neither side's rows are
/// read as the other's missing values; a y field both sides name alike is renamed on the
/// trailing side ("Value (right)"), its label kept. The precision stated is the coarser
/// side's (it holds for both), the finer side's in a note.
enum RecoveredTwinAxes {
  /// Combines the two sides.
  ///
  /// - Parameters:
  ///   - leading: The chart on the left y axis.
  ///   - trailing: The chart on the right y axis.
  /// - Returns: The chart, or `nil` when the two do not share their x field (name and type),
  ///   so are not one plot.
  /// - Throws: ``ChartModel/ChartSpecError`` when the combined values do not make a valid chart.
  /// - Complexity: O(*r*) in the rows.
  static func combine(_ leading: RecoveredChart, _ trailing: RecoveredChart) throws
    -> RecoveredChart?
  {
    let left = leading.document
    let right = trailing.document
    guard case .mark(let leftMark)? = left.spec.marks.first,
      case .mark(let rightMark)? = right.spec.marks.first,
      let xField = leftMark.x?.field, rightMark.x?.field == xField,
      leftMark.x?.type == rightMark.x?.type
    else { return nil }
    let leftFields = Set(left.table.fields)
    var renamed: [String: String] = [:]
    for field in right.table.fields where field != xField && leftFields.contains(field) {
      renamed[field] = "\(field) (right)"
    }
    var rows = Self.tableRows(of: left)
    var byX: [DataValue: Int] = [:]
    for (index, row) in rows.enumerated() {
      if case .some(.some(let x)) = row[xField], byX[x] == nil { byX[x] = index }
    }
    for row in Self.tableRows(of: right) {
      let moved = Dictionary(
        uniqueKeysWithValues: row.map { (renamed[$0.key] ?? $0.key, $0.value) })
      if case .some(.some(let x)) = row[xField], let index = byX[x] {
        rows[index].merge(moved) { kept, _ in kept }
        byX[x] = nil
      } else {
        rows.append(moved)
      }
    }
    var marks = left.spec.marks
    for element in right.spec.marks {
      guard case .mark(var mark) = element else { continue }
      for path in [\MarkSpec.y, \.yStart, \.yEnd] {
        if let field = mark[keyPath: path]?.field, let name = renamed[field] {
          mark[keyPath: path]?.field = name
        }
      }
      mark.axisPosition = .trailing
      marks.append(.mark(mark))
    }
    var spec = left.spec
    spec.axes.yTrailing = right.spec.axes.y
    spec.data = .values(rows)
    spec.marks = marks
    var document = try ChartDocument(spec: spec, table: DataTable(rows: rows))
    var notes = leading.notes.filter { note in
      left.drawingReading.map { note != DrawingReadingText.note($0) } ?? true
    }
    for note in trailing.notes where !notes.contains(note) {
      if let reading = right.drawingReading, note == DrawingReadingText.note(reading) {
        continue
      }
      notes.append("on the right y axis, \(note)")
    }
    // The precision said is the coarser side's, so that it holds for every value; the finer
    // side's is noted.
    let sides = [(left.drawingReading, "left"), (right.drawingReading, "right")]
      .compactMap { reading, side in reading.map { ($0, side) } }
      .sorted { $0.0.resolution > $1.0.resolution }
    if let (reading, _) = sides.first {
      var combined = reading
      combined.unreadMarks =
        (left.drawingReading?.unreadMarks ?? []) + (right.drawingReading?.unreadMarks ?? [])
      combined.simplifiedLines = left.drawingReading?.simplifiedLines ?? []
      document.drawingReading = combined
      notes.append(DrawingReadingText.note(reading))
      for (other, side) in sides.dropFirst() {
        notes.append(
          "the values on the \(side) y axis were read to within about "
            + DrawingReadingText.text(other))
      }
    }
    return RecoveredChart(document: document, notes: notes)
  }

  private static func tableRows(of document: ChartDocument) -> [[String: DataValue?]] {
    guard case .values(let rows) = document.spec.data else { return [] }
    return Array(rows)
  }
}
