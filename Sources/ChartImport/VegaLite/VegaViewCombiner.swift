import ChartModel

/// Combines lowered Vega-Lite views into one chart's content and one table of rows.
struct VegaViewCombiner {
  /// The shared rows.
  private(set) var rows: [VegaRow] = []
  /// The chart content, in view order.
  private(set) var elements: [ChartElementSpec] = []
  /// The path of the view each element came from, parallel to `elements`.
  private(set) var viewPaths: [SpecPath] = []
  /// Axis titles and visibility: the first view that sets each wins.
  private(set) var axes = AxesSpec()
  /// Legend title and visibility.
  private(set) var legend = LegendSpec()
  /// The series order from the first discrete colour channel.
  private(set) var seriesDomain: [String]?
  private var hasRows = false
  /// The views left out, in view order.
  private(set) var unread: [UnreadView] = []
  /// The rows of fitted-line views (``VegaLoweredView/isFittedLine``), under their own field
  /// names, after the shared rows in ``table``.
  private var fittedRows: [VegaRow] = []
  /// The panel each element is drawn in (``VegaUnitView/Panel``), parallel to `elements`.
  private var elementPanels: [VegaUnitView.Panel?] = []
  /// Each panel's own axis settings, merged over its views as ``axes`` is.
  private var panelAxes: [String: AxesSpec] = [:]

  /// The chart's table: the shared rows, then the fitted lines' rows.
  ///
  /// A fitted line's rows
  /// hold none of the points' fields, so they are no rows (and no missing values) of the
  /// points' marks, and the other way round.
  var table: [VegaRow] { rows + fittedRows }

  /// Adds a view.
  ///
  /// - Returns: A warning when the view cannot share the chart's rows and is left out.
  mutating func add(_ view: VegaLoweredView) -> ImportDiagnostic? {
    var element = view.element
    if view.isFittedLine, case .mark(let mark) = element {
      // Fields of its own, so its two end points are never points of the scatter.
      let prefix = "regression \(elements.count)·"
      element = .mark(Self.renamingFields(of: mark, prefix: prefix))
      fittedRows += view.rows.map { row in
        Dictionary(uniqueKeysWithValues: row.map { (prefix + $0.key, $0.value) })
      }
    } else if view.readsFields {
      if !hasRows {
        rows = view.rows
        hasRows = true
      } else if view.rows != rows {
        if let joined = Self.join(rows, view.rows) {
          rows = joined
        } else if let constant = Self.constantRule(element, rows: view.rows) {
          element = constant
        } else {
          unread.append(
            UnreadView(
              name: Self.name(of: element),
              reason: "its data cannot be joined with the first view's",
              sharesAxes: view.path.isInLayer))
          return ImportDiagnostic(
            .warning,
            "this view's data differs from the first view's and cannot be joined with it; "
              + "it is not described", at: view.path)
        }
      }
    }
    if let position = view.textPosition, case .mark(let text) = element,
      let label = text.modifiers.annotation, labelTarget(position) != nil
    {
      if let index = labelTarget(position), case .mark(var target) = elements[index] {
        if target.modifiers.annotation == nil, !Self.plots(target, field: label.text) {
          target.modifiers.annotation = label
        }
        elements[index] = .mark(target)
        return nil
      }
    }
    elements.append(element)
    viewPaths.append(view.path)
    elementPanels.append(view.panel)
    for companion in view.companions {
      elements.append(companion)
      viewPaths.append(view.path)
      elementPanels.append(view.panel)
    }
    merge(view)
    if let panel = view.panel {
      Self.merge(view, into: &panelAxes[panel.key, default: AxesSpec()])
    }
    return nil
  }

  private mutating func merge(_ view: VegaLoweredView) {
    Self.merge(view, into: &axes)
    if legend.format == nil {
      legend.format = view.legend.format
      legend.formatType = view.legend.formatType
    }
    legend.title = legend.title ?? view.legend.title
    legend.hidden = legend.hidden ?? view.legend.hidden
    seriesDomain = seriesDomain ?? view.seriesDomain
  }

  /// Axis settings with a view's: the first view that sets each wins.
  private static func merge(_ view: VegaLoweredView, into axes: inout AxesSpec) {
    axes.x = merged(axes.x, view.axes.x)
    // A layer on the trailing y axis (``VegaIndependentY``) sets that axis, not the leading one.
    switch view.axisPosition ?? .leading {
    case .leading: axes.y = merged(axes.y, view.axes.y)
    case .trailing: axes.yTrailing = merged(axes.trailingY, view.axes.y)
    }
  }

  /// The panels with axes of their own, in order (none for a chart of one panel), and the
  /// chart's content as drawn in them: Vega-Lite stacks marks only within one view, so a bar
  /// or area alone in its panel is drawn from 0, not stacked on another panel's; marks that
  /// stack within each of several panels, which one chart's stacks cannot express, are each
  /// read on their own, with a warning.
  ///
  /// - Complexity: O(*e*) in the number of elements.
  mutating func finishPanels() -> (panels: [ChartPanel], diagnostics: [ImportDiagnostic]) {
    var order: [String?] = []
    var members: [String?: [Int]] = [:]
    for (index, panel) in elementPanels.enumerated() {
      if members[panel?.key] == nil { order.append(panel?.key) }
      members[panel?.key, default: []].append(index)
    }
    guard order.count > 1 else { return ([], []) }
    var diagnostics: [ImportDiagnostic] = []
    // The panels whose marks stack: more than one, and one panel's stacks would sit on
    // another's.
    let stacking = order.filter { key in
      members[key, default: []].contains { Self.stacks(elements[$0]) }
    }
    if stacking.count > 1 {
      for key in stacking {
        for index in members[key, default: []] {
          guard case .mark(var mark) = elements[index], Self.stacks(.mark(mark)) else {
            continue
          }
          if Self.groups(mark) {
            diagnostics.append(
              ImportDiagnostic(
                .warning,
                "marks stack within each concatenated view, which the chart model cannot "
                  + "express; each mark's own value is described, not the stacks",
                at: viewPaths[index]))
          }
          mark.stacking = .unstacked
          elements[index] = .mark(mark)
          // The panel's axis is drawn over its stacks, which are not read: its ends are not
          // said, only its values.
          for axis in [\AxesSpec.x, \AxesSpec.y]
          where panelAxes[key ?? ""]?[keyPath: axis].scale?.zero != nil && Self.groups(mark) {
            panelAxes[key ?? ""]?[keyPath: axis].scale?.zero = false
            panelAxes[key ?? ""]?[keyPath: axis].scale?.nice = nil
          }
        }
      }
    }
    let panels = order.map { key in
      let first = members[key, default: []].first.flatMap { elementPanels[$0] }
      return ChartPanel(
        elements: members[key, default: []], axes: key.flatMap { panelAxes[$0] } ?? axes,
        ownsXAxis: first?.ownsX ?? false, ownsYAxis: first?.ownsY ?? false)
    }
    return (panels, diagnostics)
  }

  /// Whether an element is a mark stacking its values as Swift Charts does by default.
  private static func stacks(_ element: ChartElementSpec) -> Bool {
    guard case .mark(let mark) = element else { return false }
    return mark.kind.stacks && mark.effectiveStacking == .standard
  }

  /// Whether a mark draws several series (which would stack on each other).
  private static func groups(_ mark: MarkSpec) -> Bool {
    mark.modifiers.foregroundStyleBy != nil || mark.series != nil
      || mark.modifiers.symbolBy != nil || mark.modifiers.lineStyleBy != nil
  }

  /// An axis's settings with those a view sets that no earlier view set: the first view that
  /// sets each wins.
  private static func merged(_ axis: AxisSpec, _ view: AxisSpec) -> AxisSpec {
    var axis = axis
    axis.title = axis.title ?? view.title
    axis.hidden = axis.hidden ?? view.hidden
    if axis.format == nil {
      axis.format = view.format
      axis.formatType = view.formatType
    }
    axis.scale = merged(axis.scale, view.scale)
    axis.domain = axis.domain ?? view.domain
    axis.ordered = axis.ordered ?? view.ordered
    return axis
  }

  /// Scale settings with those a view sets that no earlier view set, each setting on its
  /// own: the first view that sets each wins, as Vega-Lite merges its layers' implicit scale
  /// properties (a line's x without `zero`, then points on it: the axis does not start at 0).
  private static func merged(_ scale: ScaleSpec?, _ view: ScaleSpec?) -> ScaleSpec? {
    guard var scale else { return view }
    guard let view else { return scale }
    scale.type = scale.type ?? view.type
    scale.exponent = scale.exponent ?? view.exponent
    scale.constant = scale.constant ?? view.constant
    scale.reverse = scale.reverse ?? view.reverse
    scale.clamp = scale.clamp ?? view.clamp
    scale.clip = scale.clip ?? view.clip
    scale.zero = scale.zero ?? view.zero
    scale.nice = scale.nice ?? view.nice
    return scale
  }

  /// What a view draws, for a reader: "bar marks of Costs".
  static func name(of element: ChartElementSpec) -> String {
    switch element {
    case .mark(let mark):
      let label =
        [mark.y, mark.yStart, mark.x, mark.xStart, mark.angle].compactMap { $0 }
        .first { mark.kind.positions == .angle || $0.field != nil }?.label ?? ""
      let marks = "\(mark.kind.rawValue) marks"
      return label.isEmpty ? marks : "\(marks) of \(label)"
    case .plot: return "a composite mark"
    }
  }

  /// The index of a visible mark at the same x and y fields as a text mark.
  private func labelTarget(_ position: (x: String?, y: String?)) -> Int? {
    elements.firstIndex { element in
      guard case .mark(let mark) = element, !mark.modifiers.isHidden else { return false }
      return (mark.x?.field ?? mark.xEnd?.field) == position.x
        && (mark.y?.field ?? mark.yEnd?.field) == position.y
    }
  }

  /// Whether a mark's value is the text field itself (a label repeating the value).
  private static func plots(_ mark: MarkSpec, field text: TextSpec) -> Bool {
    guard case .field(let name) = text else { return false }
    return [mark.x, mark.y, mark.xEnd, mark.yEnd].contains { $0?.field == name }
  }

  /// Joins two row sets on their common fields when each set has one row per key and both have
  /// the same keys.
  static func join(_ left: [VegaRow], _ right: [VegaRow]) -> [VegaRow]? {
    let leftFields = Set(left.flatMap(\.keys))
    let rightFields = Set(right.flatMap(\.keys))
    let shared = leftFields.intersection(rightFields).sorted()
    guard !shared.isEmpty, left.count == right.count else { return nil }
    var index: [[DataValue?]: Int] = [:]
    for (position, row) in right.enumerated() {
      let key = shared.map { row[$0] }
      guard index.updateValue(position, forKey: key) == nil else { return nil }
    }
    var seen: Set<[DataValue?]> = []
    var joined: [VegaRow] = []
    for row in left {
      let key = shared.map { row[$0] }
      guard seen.insert(key).inserted, let match = index[key] else { return nil }
      joined.append(row.merging(right[match]) { first, _ in first })
    }
    return joined
  }

  /// The mark with every field it reads prefixed (labels kept), for rows added under prefixed
  /// field names.
  static func renamingFields(of mark: MarkSpec, prefix: String) -> MarkSpec {
    var mark = mark
    func renamed(_ encoding: EncodingSpec?) -> EncodingSpec? {
      guard var encoding, let field = encoding.field else { return encoding }
      encoding.field = prefix + field
      return encoding
    }
    let positions: [WritableKeyPath<MarkSpec, EncodingSpec?>] = [
      \.x, \.y, \.xStart, \.xEnd, \.yStart, \.yEnd, \.angle, \.series, \.order,
      \.modifiers.foregroundStyleBy, \.modifiers.symbolBy, \.modifiers.lineStyleBy,
    ]
    for path in positions { mark[keyPath: path] = renamed(mark[keyPath: path]) }
    mark.groupedBy = mark.groupedBy.compactMap(renamed)
    if let by = renamed(mark.modifiers.position?.by) { mark.modifiers.position?.by = by }
    return mark
  }

  /// A one-row rule whose values all become constants (a reference line), or `nil`.
  static func constantRule(_ element: ChartElementSpec, rows: [VegaRow]) -> ChartElementSpec? {
    guard rows.count == 1, let row = rows.first, case .mark(var mark) = element,
      mark.kind.reading == .seriesOrReferenceLine
    else { return nil }
    func constant(_ encoding: EncodingSpec?) -> EncodingSpec?? {
      guard let encoding else { return .some(nil) }
      guard let field = encoding.field else { return .some(encoding) }
      guard let value = row[field] else { return nil }
      return .some(EncodingSpec(value: value, label: encoding.label))
    }
    guard mark.modifiers.foregroundStyleBy == nil, mark.series == nil, mark.groupedBy.isEmpty,
      let x = constant(mark.x), let y = constant(mark.y)
    else { return nil }
    mark.x = x
    mark.y = y
    return .mark(mark)
  }
}

extension SpecPath {
  /// Whether the nearest view container on the path is a `layer`, whose views share their
  /// axes (a concatenated view or a panel draws its own).
  var isInLayer: Bool {
    let containers: Set<String> = ["layer", "hconcat", "vconcat", "concat", "spec"]
    for component in components.reversed() {
      if case .key(let key) = component, containers.contains(key) { return key == "layer" }
    }
    return false
  }
}
