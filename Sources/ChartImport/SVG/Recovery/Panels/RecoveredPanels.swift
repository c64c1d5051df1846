import ChartModel

/// The charts read from the panels of one drawing (facets, small multiples, subplots), made
/// one chart, each panel read as a view of it, never one left out.
///
/// - **Facets**: panels that draw the same marks over the same fields, each headed by a name
///   (ggplot2's and lets-plot's strips, plotly's `Region=North`, seaborn's axes titles), are
///   one chart whose series are the panels, named by their headings, as Vega-Lite's `facet`
///   channel groups its marks (``ChartModel/MarkSpec/groupedBy``); a panel of several series
///   names each "heading: series". Marks that stack (bars, areas) keep their stacks per
///   panel by reading the panel into the category ("North: Mon"), as
///   `VegaPanelCategories` does.
/// - **Independent panels** (subplots of different charts): each panel's marks are a view of
///   their own (``ChartModel/ChartPanel``), with axes of their own; a field two panels share
///   by name is renamed in the later one ("Month (panel 2)"; its label kept when an axis title
///   gave it), so no panel's rows are read as another's missing values.
///
/// The chart's stated precision is the coarsest panel's when the panels read one value axis;
/// for independent panels the first panel's, and each other panel's own in a note.
enum RecoveredPanels {
  /// One panel's chart and its heading.
  struct Panel {
    var chart: RecoveredChart
    /// The text heading the panel (a facet's strip, an axes title), or the name its one
    /// legend entry gives; `nil` when it has none.
    var heading: String?
  }

  /// Combines the panels, in reading order (rows top to bottom, each left to right).
  ///
  /// - Parameters:
  ///   - panels: The panels, at least one.
  ///   - title: The drawing's title, over every panel.
  /// - Returns: The one panel's chart, or the combined chart with a note naming the panels.
  /// - Throws: ``ChartModel/ChartSpecError`` when the combined values do not make a valid
  ///   chart.
  /// - Complexity: O(*r* · *f*) for *r* rows of *f* fields in all.
  static func combine(_ panels: [Panel], title: String?) throws -> RecoveredChart {
    guard panels.count > 1 else {
      var chart = panels[0].chart
      if chart.document.spec.title == nil { chart.document.spec.title = title }
      return chart
    }
    if let facets = try facets(panels, title: title) { return facets }
    return try independent(panels, title: title)
  }

  /// The panels as one chart whose series are the panels, or `nil` when they are not facets:
  /// a panel without a heading, two with one heading, or marks that differ between them.
  private static func facets(_ panels: [Panel], title: String?) throws -> RecoveredChart? {
    let headings = panels.compactMap(\.heading)
    guard headings.count == panels.count, Set(headings).count == headings.count else {
      return nil
    }
    let marks = panels.map { panel in
      panel.chart.document.spec.marks.compactMap { element -> MarkSpec? in
        if case .mark(let mark) = element { return mark }
        return nil
      }
    }
    let first = marks[0]
    guard !first.isEmpty,
      marks.allSatisfy({ $0.count == first.count && zip($0, first).allSatisfy(isSameMark) }),
      panels.allSatisfy({ $0.chart.document.spec.marks.count == first.count })
    else { return nil }
    let series = first[0].modifiers.foregroundStyleBy?.field
    // Stacking marks keep their stacks per panel: the panel joins their category.
    let stacking = first.first { $0.kind.stacks && $0.effectiveStacking != .unstacked }
    var category: String?
    if let stacking {
      let position = [stacking.x, stacking.y].compactMap { $0 }.first { $0.type == .categorical }
      guard let field = position?.field else { return nil }
      category = field
    }
    let fields = Set(panels.flatMap { $0.chart.document.table.fields })
    var panelField = "panel"
    while fields.contains(panelField) { panelField += " (facet)" }
    var rows: [[String: DataValue?]] = []
    for (panel, heading) in zip(panels, headings) {
      for var row in Self.rows(of: panel.chart.document) {
        if let category, case .category(let name)?? = row[category] {
          row[category] = .category("\(heading): \(name)")
        } else if let series, case .category(let name)?? = row[series] {
          row[series] = .category("\(heading): \(name)")
        } else if category == nil {
          row[panelField] = .category(heading)
        }
        rows.append(row)
      }
    }
    var combined = first
    if category == nil && series == nil {
      for index in combined.indices {
        combined[index].modifiers.foregroundStyleBy = EncodingSpec(
          field: panelField, type: .categorical)
      }
    }
    var spec = panels[0].chart.document.spec
    spec.title = spec.title ?? title
    spec.data = .values(rows)
    spec.marks = combined.map { .mark($0) }
    var document = try ChartDocument(spec: spec, table: DataTable(rows: rows))
    let readings = panels.compactMap(\.chart.document.drawingReading)
    var notes = panelNotes(panels, headings: headings)
    notes.append(
      "the drawing has \(panels.count) panels with the same axes, headed "
        + "\(ListPhrasing.joined(headings.map { "'\($0)'" })); "
        + (category != nil
          ? "each panel's categories are read as 'heading: category', so stacks stay per panel"
          : "each panel is read as the series its heading names"))
    if var reading = readings.max(by: { $0.resolution < $1.resolution }),
      readings.count == panels.count,
      readings.allSatisfy({ $0.unit == reading.unit && $0.isRelative == reading.isRelative })
    {
      reading.simplifiedLines = zip(panels, headings).flatMap { panel, heading in
        (panel.chart.document.drawingReading?.simplifiedLines ?? []).map { line in
          var line = line
          line.series = line.series.map { "\(heading): \($0)" } ?? heading
          return line
        }
      }
      reading.unreadMarks = unique(readings.flatMap(\.unreadMarks))
      document.drawingReading = reading
      notes.append(DrawingReadingText.note(reading))
    } else if !readings.isEmpty {
      return nil
    }
    return RecoveredChart(document: document, notes: notes)
  }

  /// The panels as views of one chart, each with its own axes; a panel whose x axis is of
  /// another kind than the first's (categories beside dates) is left out as an unread view,
  /// named, since one description has one x axis.
  private static func independent(_ all: [Panel], title: String?) throws -> RecoveredChart {
    let (panels, unread) = describable(all)
    if panels.count == 1 {
      var chart = panels[0].chart
      chart.document.spec.title = chart.document.spec.title ?? title
      chart.document.viewCount = all.count
      chart.document.unreadViews = unread
      chart.notes.append(
        "the drawing has \(all.count) panels; only the first is described, and the others are "
          + "named as not described")
      return chart
    }
    var rows: [[String: DataValue?]] = []
    var elements: [ChartElementSpec] = []
    var chartPanels: [ChartPanel] = []
    var used: Set<String> = []
    for (number, panel) in panels.enumerated() {
      let document = panel.chart.document
      let own = Set(document.table.fields)
      var renamed: [String: String] = [:]
      for field in own where used.contains(field) {
        var name = "\(field) (panel \(number + 1))"
        while used.contains(name) || own.contains(name) { name += "'" }
        renamed[field] = name
      }
      used.formUnion(own.map { renamed[$0] ?? $0 })
      for row in Self.rows(of: document) {
        rows.append(
          Dictionary(uniqueKeysWithValues: row.map { (renamed[$0.key] ?? $0.key, $0.value) }))
      }
      let start = elements.count
      elements += document.spec.marks.map { renaming($0, renamed) }
      chartPanels.append(
        ChartPanel(
          elements: Array(start..<elements.count), axes: document.spec.axes, ownsXAxis: true,
          ownsYAxis: true))
    }
    var spec = panels[0].chart.document.spec
    spec.title = spec.title ?? title
    spec.data = .values(rows)
    spec.marks = elements
    var document = try ChartDocument(spec: spec, table: DataTable(rows: rows))
    if chartPanels.count > 1 { document.panels = chartPanels }
    document.viewCount = all.count
    document.unreadViews = unread
    let headings = panels.enumerated().map { $1.heading ?? "panel \($0 + 1)" }
    let allHeadings = all.enumerated().map { $1.heading ?? "panel \($0 + 1)" }
    var notes = panelNotes(panels, headings: headings)
    notes.append(
      "the drawing has \(all.count) panels, each with axes of its own ("
        + ListPhrasing.joined(allHeadings.map { "'\($0)'" })
        + "); each is read as a view of its own")
    let readings = panels.map(\.chart.document.drawingReading)
    if var reading = readings.compactMap({ $0 }).first {
      reading.simplifiedLines = []
      reading.unreadMarks = unique(readings.compactMap { $0 }.flatMap(\.unreadMarks))
      document.drawingReading = reading
      notes.append(DrawingReadingText.note(reading))
      for (heading, other) in zip(headings, readings).dropFirst() {
        guard let other, other.resolution != reading.resolution || other.unit != reading.unit
        else { continue }
        notes.append(
          "the values of panel '\(heading)' were read to within about "
            + DrawingReadingText.text(other))
      }
    }
    return RecoveredChart(document: document, notes: notes)
  }

  /// The panels one description holds, with its first (those whose x axis is of the first
  /// panel's kind, none beside a pie), and the others as unread views, each with why.
  private static func describable(_ all: [Panel]) -> (kept: [Panel], unread: [UnreadView]) {
    let kind = xType(all[0].chart.document)
    let isPie = all.map { isSectors($0.chart.document) }
    // A pie has no axes to share a chart with: the first is described, the others named.
    let kept = all.indices.filter { index in
      index == 0 || !isPie[0] && !isPie[index] && xType(all[index].chart.document) == kind
    }
    let panels = kept.map { all[$0] }
    let unread = all.indices.filter { !kept.contains($0) }.map { number in
      let panel = all[number]
      return UnreadView(
        name: (panel.heading.map { "the panel '\($0)'" } ?? "panel \(number + 1)") + " ("
          + panel.chart.document.spec.marks.map(VegaViewCombiner.name).joined(separator: ", ")
          + ")",
        reason: isPie[0] || isPie[number]
          ? "one description holds one pie, or charts on axes beside no pie"
          : "its x axis shows \(name(of: xType(panel.chart.document))) where the first "
            + "panel's shows \(name(of: kind)), which one description cannot hold",
        sharesAxes: false)
    }
    return (panels, unread)
  }

  /// The type of a chart's x positions: its first mark's x (or x start).
  private static func xType(_ document: ChartDocument) -> ValueType? {
    guard case .mark(let mark)? = document.spec.marks.first else { return nil }
    return (mark.x ?? mark.xStart)?.type
  }

  /// Whether a chart draws sectors (a pie or donut).
  private static func isSectors(_ document: ChartDocument) -> Bool {
    document.spec.marks.contains { element in
      if case .mark(let mark) = element { return mark.kind == .sector }
      return false
    }
  }

  /// A value type in words, for a reason.
  private static func name(of type: ValueType?) -> String {
    switch type {
    case .quantitative?: return "numbers"
    case .temporal?: return "dates"
    case .categorical?: return "categories"
    case nil: return "no values"
    }
  }

  /// The notes of every panel but their precision (said once for the chart): a note every
  /// panel gives once, one only some give with the panel's heading.
  private static func panelNotes(_ panels: [Panel], headings: [String]) -> [String] {
    var notes: [String] = []
    let own = panels.map { panel -> [String] in
      let reading = panel.chart.document.drawingReading.map(DrawingReadingText.note)
      return panel.chart.notes.filter { $0 != reading }
    }
    for (index, panelNotes) in own.enumerated() {
      for note in panelNotes {
        let everywhere = own.allSatisfy { $0.contains(note) }
        let said = everywhere ? note : "in panel '\(headings[index])', \(note)"
        if !notes.contains(said) { notes.append(said) }
      }
    }
    return notes
  }

  /// A document's rows, as read from the drawing.
  private static func rows(of document: ChartDocument) -> [[String: DataValue?]] {
    guard case .values(let rows) = document.spec.data else { return [] }
    return Array(rows)
  }

  /// Whether two panels' marks draw the same: the same kind over the same encodings (fields,
  /// labels, types and constants) and the same series field.
  private static func isSameMark(_ left: MarkSpec, _ right: MarkSpec) -> Bool {
    left.kind == right.kind && left.x == right.x && left.y == right.y
      && left.xStart == right.xStart && left.xEnd == right.xEnd && left.yStart == right.yStart
      && left.yEnd == right.yEnd && left.stacking == right.stacking
      && left.modifiers.foregroundStyleBy?.field == right.modifiers.foregroundStyleBy?.field
  }

  /// An element with its fields renamed (labels kept, so it is still said by its axis's name).
  private static func renaming(_ element: ChartElementSpec, _ renamed: [String: String])
    -> ChartElementSpec
  {
    guard !renamed.isEmpty else { return element }
    switch element {
    case .mark(let mark): return .mark(renaming(mark, renamed))
    case .plot(var plot):
      plot.marks = plot.marks.map { renaming($0, renamed) }
      if let by = plot.modifiers.foregroundStyleBy {
        plot.modifiers.foregroundStyleBy = renaming(by, renamed)
      }
      return .plot(plot)
    }
  }

  private static func renaming(_ mark: MarkSpec, _ renamed: [String: String]) -> MarkSpec {
    var mark = mark
    for path in [\MarkSpec.x, \.y, \.xStart, \.xEnd, \.yStart, \.yEnd, \.angle, \.series] {
      if let encoding = mark[keyPath: path] { mark[keyPath: path] = renaming(encoding, renamed) }
    }
    if let by = mark.modifiers.foregroundStyleBy {
      mark.modifiers.foregroundStyleBy = renaming(by, renamed)
    }
    if let position = mark.modifiers.position?.by {
      mark.modifiers.position?.by = renaming(position, renamed)
    }
    return mark
  }

  /// An encoding with its field renamed; a label that was the field's name (no axis title
  /// named it) becomes the new name, so two panels' untitled values are told apart.
  private static func renaming(_ encoding: EncodingSpec, _ renamed: [String: String])
    -> EncodingSpec
  {
    guard let field = encoding.field, let name = renamed[field] else { return encoding }
    var encoding = encoding
    encoding.field = name
    if encoding.label == field { encoding.label = name }
    return encoding
  }

  private static func unique(_ texts: [String]) -> [String] {
    var seen: Set<String> = []
    return texts.filter { seen.insert($0).inserted }
  }
}
