import ChartModel

/// Gathers observations row by row into series, keeping first-occurrence orders.
struct SeriesCollector {
  /// A series of one element: by its series-defining values, never by their text.
  private struct Key: Hashable {
    var identity: SeriesIdentity
    var element: Int
  }

  private struct Pending {
    var identity: SeriesIdentity
    var name: String
    var groupingLabel: String?
    var markKinds: [MarkKind]
    var isPlot: Bool
    var valueLabel: String
    var extentLabels: (start: String, end: String)?
    var stacking: MarkStacking
    var axisPosition: AxisPosition = .leading
    var panel: Int?
    var observations: [Observation] = []
    var missing = 0
    var unplacedTotal = 0.0
    var independentType: ValueType?
    /// Whether a line connects the observations in data order (or by ``orderValues``), so
    /// they may draw a path (``SeriesPath``).
    var connects = false
    /// The ordering value of each observation, in data order, when the mark has an `order`.
    var orderValues: [DataValue?]?
    var orderLabel: String?
  }

  /// The roles of one mark, read once per element rather than once per row.
  private typealias Roles = (
    key: ResolvedValues?, value: ResolvedValues?, start: ResolvedValues?, end: ResolvedValues?
  )

  private let scaleDomain: [String]
  /// The legend's format for series named by numbers or dates (`legend.format`).
  private let nameFormat: FieldFormat?
  private var order: [Key] = []
  private var pendingIndex: [Key: Int] = [:]
  private var pending: [Pending] = []
  private var categoryIndex: [String: Int] = [:]
  /// Categories of the independent axis, in first-occurrence order.
  private(set) var categories: [String] = []
  /// An observation at each category, parallel to `categories`, whose storage points share.
  private var categoryTemplates: [Observation] = []

  init(scaleDomain: [String], nameFormat: FieldFormat? = nil) {
    self.scaleDomain = scaleDomain
    self.nameFormat = nameFormat
  }

  /// Adds the observations of one visible element (a mark, or the visible marks of a plot),
  /// drawn in the `panel` at that index of the chart's panels, if any.
  ///
  /// - Complexity: O(*n*) in the number of rows; a row allocates nothing unless its
  ///   observation has components or texts, or it starts a new series.
  mutating func collect(
    element: Int, marks: [ResolvedMark], isPlot: Bool, rowCount: Int, panel: Int? = nil
  ) {
    guard let lead = marks.first(where: { $0.roles.key != nil }) ?? marks.first else { return }
    let rows = marks.contains(where: \.readsRows) ? rowCount : 1
    let kinds = marks.reduce(into: [MarkKind]()) { kinds, mark in
      if !kinds.contains(mark.mark.kind) { kinds.append(mark.mark.kind) }
    }
    let valueLabel = Self.valueLabel(of: marks)
    let extentLabels =
      marks.count == 1 && lead.roles.value == nil
      ? lead.roles.start.flatMap { start in
        lead.roles.end.map { (start.encoding.label, $0.encoding.label) }
      } : nil
    let groupingLabel =
      lead.groupings.isEmpty
      ? lead.position?.encoding.label : lead.groupings.map(\.encoding.label).joined(separator: ", ")
    let roles = marks.map(\.roles)
    let leadKey = lead.roles.key
    let nameSources = Self.nameSources(of: lead)
    let reading = ElementReading(
      lead: lead, singleMark: roles.count == 1, annotations: marks.compactMap(\.annotation))
    var current: (identity: SeriesIdentity, index: Int)?
    var reserved: Int?
    for row in 0..<rows {
      let index: Int
      if let current, Self.row(row, of: nameSources, isIn: current.identity) {
        index = current.index
      } else {
        let identity = Self.identity(from: nameSources, row: row)
        let key = Key(identity: identity, element: element)
        if let known = pendingIndex[key] {
          index = known
        } else if Self.isForeign(row, to: marks),
          marks.allSatisfy({ $0.angle?.value(at: row) == nil })
        {
          // A row of another layer in a combined table (a regression layer's end points
          // beside the points) starts no series of this element.
          continue
        } else {
          index = pending.count
          order.append(key)
          pendingIndex[key] = index
          // The name is written once per series, for phrasing; identity stays the values.
          let name = seriesName(from: nameSources, row: row) ?? valueLabel
          var entry = Pending(
            identity: identity, name: name, groupingLabel: groupingLabel, markKinds: kinds,
            isPlot: isPlot,
            valueLabel: valueLabel, extentLabels: extentLabels,
            stacking: lead.mark.effectiveStacking,
            independentType: leadKey?.type)
          entry.axisPosition = lead.mark.effectiveAxisPosition
          entry.panel = panel
          // A line ordered by its own x (as Vega-Lite sorts one) draws no path.
          entry.connects = lead.mark.kind == .line && lead.mark.order != lead.mark.x
          entry.orderValues = lead.order == nil || !entry.connects ? nil : []
          entry.orderLabel = lead.order?.encoding.label
          // Without series-defining values every row belongs to this one series: room for
          // all of them at once, rather than doubling (at ten million rows, 0.67 GB of
          // capacity for 0.4 GB of observations, and a copy at each step).
          if nameSources.isEmpty {
            entry.observations.reserveCapacity(rows)
            reserved = index
          }
          pending.append(entry)
        }
        current = (identity, index)
      }
      guard
        let observation = observation(of: marks, roles: roles, reading: reading, row: row)
      else {
        if !Self.isForeign(row, to: marks) { pending[index].missing += 1 }
        if let leadKey, leadKey.value(at: row) == nil, roles.count == 1,
          let value = roles[0].value?.number(at: row), value.isFinite
        {
          pending[index].unplacedTotal += value
        }
        continue
      }
      pending[index].observations.append(observation)
      if let order = lead.order, pending[index].orderValues != nil {
        pending[index].orderValues?.append(order.value(at: row))
      }
    }
    // A sparse series (most rows missing) gives back the room it did not use, before the
    // next element reserves its own.
    if let reserved, pending[reserved].observations.count < rows / 2 {
      var compact: [Observation] = []
      compact.reserveCapacity(pending[reserved].observations.count)
      compact += pending[reserved].observations
      pending[reserved].observations = compact
    }
  }

  /// What an element's rows are read through, taken from its lead mark once rather than
  /// once per row (each of these is a computed property or a copy of a few arrays).
  private struct ElementReading {
    var key: ResolvedValues?
    /// The x of every observation when there is no key: the value's label.
    var keylessX: DataValue
    /// The one mark's main value, when there is one mark with one.
    var singleValue: ResolvedValues?
    var label: ResolvedText?
    /// The annotations of all the element's marks.
    var annotations: [ResolvedText]
    var position: ResolvedValues?
    var valueDescription: ResolvedText?
    var keyEnd: ResolvedValues?

    init(lead: ResolvedMark, singleMark: Bool, annotations: [ResolvedText]) {
      let roles = lead.roles
      key = roles.key
      keylessX = .category(roles.value?.encoding.label ?? "")
      singleValue = singleMark ? roles.value : nil
      label = lead.label
      self.annotations = annotations
      position = lead.position
      valueDescription = lead.valueDescription
      keyEnd = roles.key == nil ? nil : lead.keyEnd
    }
  }

  private mutating func observation(
    of marks: [ResolvedMark], roles: [Roles], reading: ElementReading, row: Int
  ) -> Observation? {
    let x: DataValue
    if let key = reading.key {
      guard let value = key.value(at: row) else { return nil }
      x = value
    } else {
      x = reading.keylessX
    }
    // One observation per category holds its text; points without components or texts
    // share its storage instead of each boxing the text again.
    var template: Observation?
    if case .category(let text) = x {
      if let index = categoryIndex[text] {
        template = categoryTemplates[index]
      } else {
        categoryIndex[text] = categories.count
        categories.append(text)
        let made = Observation(x: x, value: nil)
        categoryTemplates.append(made)
        template = made
      }
    }
    var components: [LabelledValue] = []
    let value: Double
    if let role = reading.singleValue {
      // One mark with a main value (the usual line or bar): the general path below would
      // build and sort components only to drop them, so read the value directly.
      value = role.number(at: row)
      guard value.isFinite else { return nil }
    } else {
      guard let general = Self.components(of: marks, roles: roles, row: row) else { return nil }
      (value, components) = general
    }
    let leadLabel = reading.label?.text(at: row)
    var label = leadLabel ?? ""
    if !reading.annotations.isEmpty {
      let texts = reading.annotations.map { $0.text(at: row) }.filter { !$0.isEmpty }
      if !texts.isEmpty {
        label = ([leadLabel].compactMap { $0 } + texts).joined(separator: ", ")
      }
    }
    let subcategory = reading.position?.value(at: row)
    let valueDescription = reading.valueDescription?.text(at: row)
    let xEnd = reading.keyEnd?.value(at: row)
    if let template, components.isEmpty, subcategory == nil, label.isEmpty,
      valueDescription == nil, xEnd == nil
    {
      return Observation(at: template, value: value)
    }
    return Observation(
      x: x, value: value, components: components, subcategory: subcategory,
      label: label.isEmpty ? nil : label, valueDescription: valueDescription, xEnd: xEnd)
  }

  /// Whether a row holds none of the positions and values an element's marks read: a row of
  /// another layer in a combined table (a Vega-Lite box plot's outliers), not a missing value.
  ///
  /// - Complexity: O(*m*) in the marks.
  private static func isForeign(_ row: Int, to marks: [ResolvedMark]) -> Bool {
    marks.allSatisfy { mark in
      [mark.x, mark.y, mark.xStart, mark.xEnd, mark.yStart, mark.yEnd].allSatisfy {
        $0?.value(at: row) == nil
      }
    }
  }

  /// The main value and labelled components of one row, or `nil` when none is finite.
  private static func components(of marks: [ResolvedMark], roles markRoles: [Roles], row: Int)
    -> (value: Double, components: [LabelledValue])?
  {
    var components: [LabelledValue] = []
    var singles: [Double] = []
    for roles in markRoles {
      if let value = roles.value {
        let number = value.number(at: row)
        singles.append(number)
        components.append(LabelledValue(label: value.encoding.label, value: number))
      }
      if let start = roles.start, let end = roles.end {
        components.append(LabelledValue(label: start.encoding.label, value: start.number(at: row)))
        components.append(LabelledValue(label: end.encoding.label, value: end.number(at: row)))
      }
    }
    guard components.contains(where: { $0.value.isFinite }) else { return nil }
    components = stableSorted(components) { $0.value.isFinite ? $0.value : .infinity }
    let value = singles.count == 1 ? singles[0] : .nan
    if marks.count == 1, singles.count == 1 {
      if !value.isFinite { return nil }
      components = []
    }
    return (value, components)
  }

  /// The values that name a row's series: the grouping encodings, else `position(by:)`.
  private static func nameSources(of mark: ResolvedMark) -> [ResolvedValues] {
    let sources = mark.mark.kind.reading == .slices ? [] : mark.groupings
    return sources.isEmpty ? [mark.position].compactMap { $0 } : sources
  }

  /// The series-defining values of a row, with their fields; missing values left out.
  private static func identity(from sources: [ResolvedValues], row: Int) -> SeriesIdentity {
    if sources.isEmpty { return SeriesIdentity() }
    return SeriesIdentity(
      parts: sources.compactMap { values in
        values.value(at: row).map {
          SeriesIdentity.Part(field: values.encoding.label, value: $0)
        }
      })
  }

  /// Whether `identity(from: sources, row: row)` equals `identity`, found without building
  /// it (most rows belong to the series of the row before).
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - sources: The values that name series.
  ///   - identity: The identity to compare with.
  /// - Returns: `true` when the row's identity is `identity`.
  private static func row(_ row: Int, of sources: [ResolvedValues], isIn identity: SeriesIdentity)
    -> Bool
  {
    var part = 0
    for source in sources.indices {
      guard let value = sources[source].value(at: row) else { continue }
      guard part < identity.parts.count, identity.parts[part].value == value,
        identity.parts[part].field == sources[source].encoding.label
      else { return false }
      part += 1
    }
    return part == identity.parts.count
  }

  private func seriesName(from sources: [ResolvedValues], row: Int) -> String? {
    if sources.isEmpty { return nil }
    let values = sources.compactMap { values in
      values.value(at: row).map {
        nameFormat?.text(of: $0) ?? ValueFormatter.text(of: $0, unit: values.encoding.unit)
      }
    }
    return values.isEmpty ? nil : values.joined(separator: ", ")
  }

  private static func valueLabel(of marks: [ResolvedMark]) -> String {
    let singles = marks.compactMap { $0.roles.value?.encoding.label }
    if singles.count == 1, let label = singles.first, !label.isEmpty { return label }
    // An interval of a stated extent (an error bar) is named by it, not by its lower bound.
    if singles.isEmpty, marks.count == 1, let start = marks[0].roles.start,
      let end = marks[0].roles.end
    {
      let read = IntervalExtent.read(lower: start.encoding.label, upper: end.encoding.label)
      if let field = read.field { return read.extent.seriesName(of: field) }
      // Both ends of one field ("v" to "v", a range read from a drawing) are named once.
      if start.encoding.label == end.encoding.label, !start.encoding.label.isEmpty {
        return start.encoding.label
      }
      if !start.encoding.label.isEmpty, !end.encoding.label.isEmpty {
        return "\(start.encoding.label) to \(end.encoding.label)"
      }
    }
    let labels = marks.compactMap { mark -> String? in
      let roles = mark.roles
      return roles.value?.encoding.label ?? roles.start?.encoding.label
    }
    return labels.first { !$0.isEmpty } ?? "Value"
  }

  /// A series' values written in full: every digit of a number's whole part and six
  /// significant digits (``ValueFormatter/preciseNumber(_:)``), a date to the minute.
  private static func exactName(of identity: SeriesIdentity) -> String {
    identity.parts.map { part in
      switch part.value {
      case .category(let text): return text
      case .number(let number): return ValueFormatter.preciseNumber(number)
      case .date(let date): return ValueFormatter.date(date, unit: .minute)
      }
    }.joined(separator: ", ")
  }

  /// The series, ordered and with observations in axis order.
  ///
  /// - Complexity: O(*n* log *n*) in the number of observations and linear in the number of
  ///   series (a series drawn by several marks is merged through a table by identity).
  mutating func finish() -> [DataSeries] {
    var series: [DataSeries] = []
    // Where the series of each identity, name, axis and panel are in `series`, so a mark
    // drawn over another's series is found among the few that could be it, not by a scan of
    // all (quadratic in series, or in panels: 15,000 views of one series took 40 s).
    struct Place: Hashable {
      var identity: SeriesIdentity
      var name: String
      var axisPosition: AxisPosition
      var panel: Int?
    }
    var positions: [Place: [Int]] = [:]
    for key in order {
      guard let index = pendingIndex[key] else { continue }
      var entry = pending[index]
      pending[index].observations = []  // the only other reference, so sorting can reuse it
      var path: SeriesPath?
      if entry.independentType == .categorical {
        let index = categoryIndex
        entry.observations = stableSorted(entry.observations) { observation in
          if case .category(let text) = observation.x { return Double(index[text] ?? 0) }
          return 0
        }
      } else {
        if entry.connects {
          path = SeriesPath.of(
            entry.observations, order: entry.orderValues, orderLabel: entry.orderLabel)
        }
        entry.observations = stableSorted(entry.observations) { $0.x.numericValue ?? 0 }
      }
      var candidate = DataSeries(
        identity: entry.identity, name: entry.name, groupingLabel: entry.groupingLabel,
        markKinds: entry.markKinds,
        isPlot: entry.isPlot, valueLabel: entry.valueLabel, stacking: entry.stacking,
        observations: entry.observations, missingValueCount: entry.missing,
        unplacedValueTotal: entry.unplacedTotal)
      candidate.extentStartLabel = entry.extentLabels?.start
      candidate.extentEndLabel = entry.extentLabels?.end
      candidate.path = path
      candidate.axisPosition = entry.axisPosition
      candidate.panel = entry.panel
      let place = Place(
        identity: candidate.identity, name: candidate.name,
        axisPosition: candidate.axisPosition, panel: candidate.panel)
      if let same = positions[place, default: []].first(where: {
        series[$0].observations == candidate.observations
      }) {
        for kind in candidate.markKinds where !series[same].markKinds.contains(kind) {
          series[same].markKinds.append(kind)
        }
        series[same].isContinuous = series[same].isContinuous || candidate.isContinuous
        series[same].path = series[same].path ?? candidate.path
        continue
      }
      positions[place, default: []].append(series.count)
      series.append(candidate)
    }
    disambiguateNames(&series)
    let rank = Dictionary(
      scaleDomain.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return stableSorted(series) { Double(rank[$0.name] ?? scaleDomain.count) }
  }

  private func disambiguateNames(_ series: inout [DataSeries]) {
    // Different values that read alike ("1.23 million" for 1,234,567 and 1,234,999) are
    // named exactly; what still reads alike is told apart by its marks below.
    var identities: [String: Set<SeriesIdentity>] = [:]
    for entry in series { identities[entry.name, default: []].insert(entry.identity) }
    for index in series.indices
    where (identities[series[index].name]?.count ?? 0) > 1 && !series[index].identity.isEmpty {
      series[index].name = Self.exactName(of: series[index].identity)
    }
    let counts = Dictionary(series.map { ($0.name, 1) }, uniquingKeysWith: +)
    for index in series.indices where (counts[series[index].name] ?? 0) > 1 {
      let kinds = series[index].markKinds.map(\.noun).joined(separator: " and ")
      series[index].name += " (\(kinds))"
      series[index].isNamedByMarks = true
    }
  }
}
