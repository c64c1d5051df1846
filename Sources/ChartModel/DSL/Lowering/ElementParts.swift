import Foundation

/// A chart element split into what lowering reads: a plot's modifiers and its marks.
///
/// A single mark is a one-mark element with empty plot modifiers.
struct ElementParts: Hashable {
  /// Whether the element is a `Plot` group.
  var isPlot: Bool
  /// The plot's modifiers; empty for a single mark.
  var plotModifiers: ContentModifiers
  /// The element's marks: one for a mark, the group's for a plot.
  var marks: [MarkSpec]

  init(_ element: ChartElement) {
    switch element {
    case .mark(let mark):
      isPlot = false
      plotModifiers = ContentModifiers()
      marks = [mark]
    case .plot(let plot):
      isPlot = true
      plotModifiers = plot.modifiers
      marks = plot.marks
    }
  }

  /// The element these parts make up.
  var element: ChartElement {
    if !isPlot, marks.count == 1, let mark = marks.first { return .mark(mark) }
    return .plot(PlotSpec(marks: marks, modifiers: plotModifiers))
  }

  /// The value slots this element fills, in a fixed order: the plot's modifiers, then each
  /// mark's positions, series, grouping values and texts.
  var slots: [ValueSlot] {
    var all = Self.modifierSlots(at: \ElementParts.plotModifiers)
    for index in marks.indices {
      let mark: WritableKeyPath<ElementParts, MarkSpec> = \ElementParts.marks[index]
      let members: [WritableKeyPath<MarkSpec, EncodingSpec?>] = [
        \MarkSpec.x, \MarkSpec.y, \MarkSpec.xStart, \MarkSpec.xEnd, \MarkSpec.yStart,
        \MarkSpec.yEnd, \MarkSpec.angle, \MarkSpec.series,
      ]
      for member in members {
        all.append(.encoding(mark.appending(path: member)))
      }
      all += Self.modifierSlots(at: mark.appending(path: \MarkSpec.modifiers))
    }
    return all.filter { $0.isFilled(in: self) }
  }

  private static func modifierSlots(
    at base: WritableKeyPath<ElementParts, ContentModifiers>
  ) -> [ValueSlot] {
    [
      .encoding(base.appending(path: \ContentModifiers.foregroundStyleBy)),
      .encoding(base.appending(path: \ContentModifiers.symbolBy)),
      .encoding(base.appending(path: \ContentModifiers.lineStyleBy)),
      .encoding(base.appending(path: \ContentModifiers.positionBy)),
      .text(base.appending(path: \ContentModifiers.annotationText), name: "annotation"),
      .text(base.appending(path: \ContentModifiers.accessibilityLabel), name: "accessibilityLabel"),
      .text(base.appending(path: \ContentModifiers.accessibilityValue), name: "accessibilityValue"),
      .text(
        base.appending(path: \ContentModifiers.accessibilityIdentifier),
        name: "accessibilityIdentifier"),
    ]
  }

  /// The element's shape: every value blanked to a placeholder of its kind and every
  /// visual-only setting cleared.
  ///
  /// Elements of one shape differ only in values, so they can share one spec template.
  var shape: ElementParts {
    var shape = self
    for slot in slots {
      slot.blank(in: &shape)
    }
    Self.clearVisualSettings(of: &shape.plotModifiers)
    for index in shape.marks.indices {
      shape.marks[index].interpolation = nil
      shape.marks[index].width = nil
      shape.marks[index].height = nil
      Self.clearVisualSettings(of: &shape.marks[index].modifiers)
    }
    return shape
  }

  private static func clearVisualSettings(of modifiers: inout ContentModifiers) {
    modifiers.foregroundColor = nil
    modifiers.offset = nil
    modifiers.annotation?.position = nil
    modifiers.annotation?.alignment = nil
    modifiers.position?.span = nil
  }

  /// Whether every mark of the element is `accessibilityHidden`.
  var isHidden: Bool {
    marks.allSatisfy { $0.modifiers.inheriting(from: plotModifiers).isHidden }
  }
}

/// One plotted value or text of an element, which lowering turns into a constant or a field.
enum ValueSlot {
  /// A plotted value (`x`, `foregroundStyle.by`, …).
  case encoding(WritableKeyPath<ElementParts, EncodingSpec?>)
  /// A text (annotation, accessibility label, value or identifier), with its member name.
  case text(WritableKeyPath<ElementParts, TextSpec?>, name: String)

  /// Whether the element has this slot.
  func isFilled(in parts: ElementParts) -> Bool {
    switch self {
    case .encoding(let path): return parts[keyPath: path] != nil
    case .text(let path, _): return parts[keyPath: path] != nil
    }
  }

  /// The slot's value in an element: a plotted value or a literal text.
  func value(in parts: ElementParts) -> SlotValue {
    switch self {
    case .encoding(let path):
      return .value(parts[keyPath: path]?.value ?? .category(""))
    case .text(let path, _):
      if case .literal(let text)? = parts[keyPath: path] { return .text(text) }
      return .text("")
    }
  }

  /// Replaces the value with a placeholder of the same kind.
  func blank(in parts: inout ElementParts) {
    switch self {
    case .encoding(let path):
      guard let kind = parts[keyPath: path]?.value?.valueType else { return }
      let placeholder: DataValue =
        switch kind {
        case .quantitative: .number(0)
        case .temporal: .date(Date(timeIntervalSince1970: 0))
        case .categorical: .category("")
        }
      parts[keyPath: path]?.value = placeholder
    case .text(let path, _):
      parts[keyPath: path] = .literal("")
    }
  }
}

/// A slot's value in one element: a plotted value or a text.
enum SlotValue: Hashable {
  /// A plotted value.
  case value(DataValue)
  /// A text.
  case text(String)
}

extension ContentModifiers {
  /// The `position(by:)` value, writable where it is set.
  fileprivate var positionBy: EncodingSpec? {
    get { position?.by }
    set {
      guard let newValue else { return }
      position?.by = newValue
    }
  }

  /// The annotation's text, writable where an annotation is set.
  fileprivate var annotationText: TextSpec? {
    get { annotation?.text }
    set {
      guard let newValue else { return }
      annotation?.text = newValue
    }
  }
}
