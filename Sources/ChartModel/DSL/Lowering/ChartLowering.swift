/// Turns DSL elements, whose values are all constants, into spec templates that read fields
/// of one inline data table.
///
/// 1. Elements of the same shape (``ElementParts/shape``: kind, labels, units, value kinds,
///    which modifiers are set, hidden or not) form one template, in order of first occurrence.
///    Visual-only settings (offset, colour, interpolation, width, height, annotation position)
///    are not part of the shape; a template keeps its first element's.
/// 2. The largest template count greater than one is the number of data rows, *n*. A template
///    of *n* elements reads row *i* for its *i*-th element; a template of one element keeps its
///    constants and is drawn once.
/// 3. In a template of *n* elements, a value that varies becomes a field named after its label
///    (``FieldNaming``); values with the same label, kind and column of values share one field;
///    a value that does not vary stays a constant. A varying text reads a field with the same
///    text in every row, else a new text field.
/// 4. A template of between one and *n* elements (the ridgeline's one `RuleMark` per name) is
///    one template when it is hidden or a reference rule at one value, so that repeating it
///    adds nothing, and each varying value repeats an existing field, so that the rows map onto
///    its elements. Otherwise, when it is hidden or a rule across the plot (thresholds), each
///    distinct element becomes a mark of constants; any other template is an error.
enum ChartLowering {
  /// A field of the table being built.
  private struct Field {
    var name: String
    var label: String
    var unit: CalendarUnit?
    var kind: ValueType
    var values: [DataValue]
  }

  /// The state of one lowering.
  private struct Builder {
    let rowCount: Int
    var fields: [Field] = []
    var naming = FieldNaming()

    /// Rows of the table, each mapping field names to values.
    var rows: [[String: DataValue?]] {
      (0..<rowCount).map { row in
        Dictionary(uniqueKeysWithValues: fields.map { ($0.name, Optional($0.values[row])) })
      }
    }

    /// The field holding these values under this label, added when there is none.
    mutating func field(label: String, unit: CalendarUnit?, kind: ValueType, values: [DataValue])
      -> String
    {
      if let existing = fields.first(where: {
        $0.label == label && $0.unit == unit && $0.kind == kind && $0.values == values
      }) {
        return existing.name
      }
      let name = naming.name(for: label)
      fields.append(Field(name: name, label: label, unit: unit, kind: kind, values: values))
      return name
    }

    /// A field whose text in every row is these texts, added as a text field when there is
    /// none.
    mutating func textField(name member: String, texts: [String]) -> String {
      if let existing = fields.first(where: { $0.values.map(\.cellText) == texts }) {
        return existing.name
      }
      let name = naming.name(for: member)
      fields.append(
        Field(
          name: name, label: member, unit: nil, kind: .categorical,
          values: texts.map(DataValue.category)))
      return name
    }

    /// The encoding that reads a field, with a `type` only where the data would not infer it.
    func encoding(field name: String, like constant: EncodingSpec, kind: ValueType) -> EncodingSpec
    {
      var inferred = kind
      if kind == .categorical, constant.unit == nil,
        let values = fields.first(where: { $0.name == name })?.values
      {
        // The same sample `DataTable.resolve` infers from: the first 1,000 non-empty cells.
        let sample = values.lazy.map(\.cellText).filter { !$0.isEmpty }.prefix(1000)
        let looksTemporal =
          !sample.isEmpty
          && sample.allSatisfy { $0.contains("-") && TemporalParser.date(fromISO8601: $0) != nil }
        if looksTemporal { inferred = .temporal }
      }
      return EncodingSpec(
        field: name, label: constant.label, type: inferred == kind ? nil : kind,
        unit: constant.unit)
    }
  }

  /// Lowers a DSL chart.
  ///
  /// - Parameters:
  ///   - elements: The DSL elements, values all constants.
  ///   - settings: The chart-level settings; its marks and data are replaced.
  /// - Returns: The spec, with inline data when any template reads rows.
  /// - Throws: ``ChartSpecError`` at `$.marks[i]` for a template whose elements cannot share
  ///   the table's rows.
  /// - Complexity: O(*e* · *s* + *t* · *f* · *n*) for *e* elements of *s* slots, *t* templates,
  ///   *f* fields and *n* rows.
  static func lower(_ elements: [ChartElement], settings: ChartSpec) throws(ChartSpecError)
    -> ChartSpec
  {
    var templates: [[ElementParts]] = []
    var index: [ElementParts: Int] = [:]
    for element in elements {
      let parts = ElementParts(element)
      let shape = parts.shape
      if let existing = index[shape] {
        templates[existing].append(parts)
      } else {
        index[shape] = templates.count
        templates.append([parts])
      }
    }
    let rowCount = templates.map(\.count).filter { $0 > 1 }.max() ?? 0
    var builder = Builder(rowCount: rowCount)
    var lowered: [[ChartElement]?] = templates.map { $0.count == 1 ? $0.map(\.element) : nil }
    for (position, instances) in templates.enumerated() where instances.count == rowCount {
      lowered[position] = lowerRows(instances, into: &builder).map { [$0] }
    }
    for (position, instances) in templates.enumerated() where lowered[position] == nil {
      lowered[position] = try lowerRepeated(instances, builder: builder, position: position)
    }
    var spec = settings
    spec.marks = lowered.flatMap { $0 ?? [] }
    spec.data = builder.fields.isEmpty ? .none : .values(builder.rows)
    return spec
  }

  /// The slots whose value differs between instances.
  private static func varyingSlots(of instances: [ElementParts]) -> [ValueSlot] {
    guard let first = instances.first else { return [] }
    return first.slots.filter { slot in
      let value = slot.value(in: first)
      return instances.contains { slot.value(in: $0) != value }
    }
  }

  /// Lowers a template with one instance per row.
  private static func lowerRows(_ instances: [ElementParts], into builder: inout Builder)
    -> ChartElement?
  {
    guard var result = instances.first else { return nil }
    var varying = varyingSlots(of: instances)
    if varying.isEmpty, let first = result.slots.first {
      varying = [first]
    }
    for slot in varying {
      switch slot {
      case .encoding(let path):
        guard let constant = result[keyPath: path] else { continue }
        let values = instances.map { $0[keyPath: path]?.value ?? .category("") }
        let kind = constant.value?.valueType ?? .categorical
        let name = builder.field(
          label: constant.label, unit: constant.unit, kind: kind, values: values)
        result[keyPath: path] = builder.encoding(field: name, like: constant, kind: kind)
      case .text(let path, let member):
        let texts = instances.map { parts -> String in
          if case .text(let text) = slot.value(in: parts) { return text }
          return ""
        }
        result[keyPath: path] = .field(builder.textField(name: member, texts: texts))
      }
    }
    return result.element
  }

  /// Lowers a template with fewer instances than rows: one template reading existing fields
  /// when repeating it per row adds nothing, else one constant mark per distinct instance when
  /// each is hidden or a rule across the plot.
  private static func lowerRepeated(
    _ instances: [ElementParts], builder: Builder, position: Int
  ) throws(ChartSpecError) -> [ChartElement] {
    guard let first = instances.first else { return [] }
    if first.isHidden || isReferenceRule(instances),
      let element = repeatedTemplate(instances, builder: builder)
    {
      return [element]
    }
    if first.isHidden || isRuleAcrossPlot(first) {
      var distinct: [ElementParts] = []
      for parts in instances where !distinct.contains(parts) {
        distinct.append(parts)
      }
      return distinct.map(\.element)
    }
    throw ChartSpecError(
      .invalidValue(
        "this mark is drawn for \(instances.count) items, but the chart's other marks for "
          + "\(builder.rowCount); a chart spec has one data table, so only hidden marks and "
          + "rules across the plot may be drawn for a different number of items"),
      path: SpecPath.root.appending("marks").appending(index: position))
  }

  /// One template whose varying values read existing fields, when the rows map onto the
  /// instances (each row to one instance, every instance reached); else `nil`.
  private static func repeatedTemplate(_ instances: [ElementParts], builder: Builder)
    -> ChartElement?
  {
    guard var result = instances.first else { return nil }
    let varying = varyingSlots(of: instances)
    var chosen: [Int] = []
    for slot in varying {
      let wanted = Set(instances.map { slot.value(in: $0) })
      let match = builder.fields.indices.first { index in
        let field = builder.fields[index]
        switch slot {
        case .encoding(let keyPath):
          guard let constant = result[keyPath: keyPath], field.label == constant.label,
            field.unit == constant.unit, field.kind == constant.value?.valueType
          else { return false }
          return Set(field.values.map(SlotValue.value)) == wanted
        case .text:
          return Set(field.values.map { SlotValue.text($0.cellText) }) == wanted
        }
      }
      guard let match else { return nil }
      chosen.append(match)
    }
    let rowKeys = Set(
      (0..<builder.rowCount).map { row in
        zip(varying, chosen).map { slot, field -> SlotValue in
          let value = builder.fields[field].values[row]
          if case .text = slot { return .text(value.cellText) }
          return .value(value)
        }
      })
    let itemKeys = Set(instances.map { parts in varying.map { $0.value(in: parts) } })
    guard rowKeys == itemKeys else { return nil }
    for (slot, field) in zip(varying, chosen) {
      let name = builder.fields[field].name
      switch slot {
      case .encoding(let keyPath):
        guard let constant = result[keyPath: keyPath] else { continue }
        result[keyPath: keyPath] = builder.encoding(
          field: name, like: constant, kind: builder.fields[field].kind)
      case .text(let keyPath, _):
        result[keyPath: keyPath] = .field(name)
      }
    }
    return result.element
  }

  /// Whether the element is a single rule across the plot, at a value on one axis.
  ///
  /// Drawn with constants and no extent, such a rule is a reference line.
  private static func isRuleAcrossPlot(_ parts: ElementParts) -> Bool {
    guard !parts.isPlot, let mark = parts.marks.first else { return false }
    return mark.kind.reading == .seriesOrReferenceLine && mark.xStart == nil && mark.yStart == nil
      && (mark.x == nil) != (mark.y == nil)
  }

  /// Whether every instance is the same single rule across the plot, at the same value: a
  /// reference line, given once however often it repeats.
  private static func isReferenceRule(_ instances: [ElementParts]) -> Bool {
    guard let first = instances.first, isRuleAcrossPlot(first), let mark = first.marks.first
    else { return false }
    return instances.allSatisfy { $0.marks.first?.x == mark.x && $0.marks.first?.y == mark.y }
  }
}
