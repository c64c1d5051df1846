import Foundation

extension ChartContent {
  /// Sets a modifier on every mark and plot group of this content.
  ///
  /// The modifier applied last wins. Inside a `Plot`, a mark's own modifiers win over the
  /// plot's (``ContentModifiers/inheriting(from:)``).
  func modifyingElements(_ change: (inout ContentModifiers) -> Void) -> ChartContentList {
    ChartContentList(
      elements().map { element in
        switch element {
        case .mark(var mark):
          change(&mark.modifiers)
          return .mark(mark)
        case .plot(var plot):
          change(&plot.modifiers)
          return .plot(plot)
        }
      })
  }

  /// Changes every mark of this content, including the marks inside plot groups.
  func modifyingMarks(_ change: (inout MarkSpec) -> Void) -> ChartContentList {
    ChartContentList(
      elements().map { element in
        switch element {
        case .mark(var mark):
          change(&mark)
          return .mark(mark)
        case .plot(var plot):
          for index in plot.marks.indices { change(&plot.marks[index]) }
          return .plot(plot)
        }
      })
  }

  /// Colours the content by a value, which defines series: one per distinct value.
  ///
  ///     .foregroundStyle(by: .value("Baby Name", point.name))
  ///
  /// - Parameter value: The grouping value; its label names the grouping ("by Baby Name").
  /// - Returns: The content with the modifier.
  public func foregroundStyle(by value: PlottableValue) -> some ChartContent {
    modifyingElements { $0.foregroundStyleBy = EncodingSpec(value) }
  }

  /// Fills the content with a fixed style.
  ///
  /// Visual only.
  ///
  ///     .foregroundStyle(.pink.opacity(0.7))
  ///
  /// - Parameter style: A colour, material or gradient; the spec records its name.
  /// - Returns: The content with the modifier.
  public func foregroundStyle(_ style: some ShapeStyle) -> some ChartContent {
    let name = style.styleName
    return modifyingElements { $0.foregroundColor = name }
  }

  /// Draws points with a symbol per value, which defines series.
  ///
  /// - Parameter value: The grouping value.
  /// - Returns: The content with the modifier.
  public func symbol(by value: PlottableValue) -> some ChartContent {
    modifyingElements { $0.symbolBy = EncodingSpec(value) }
  }

  /// Draws lines with a dash pattern per value, which defines series.
  ///
  /// - Parameter value: The grouping value.
  /// - Returns: The content with the modifier.
  public func lineStyle(by value: PlottableValue) -> some ChartContent {
    modifyingElements { $0.lineStyleBy = EncodingSpec(value) }
  }

  /// Places content side by side within a categorical band or calendar period.
  ///
  ///     .position(by: .value("Activity", item.activity), axis: .horizontal)
  ///
  /// - Parameters:
  ///   - value: The subcategory; its first-occurrence order is shared by all bands.
  ///   - axis: The axis to divide. The default, `nil`, is the axis of the band.
  ///   - span: The share of the band the group spans, as `.ratio(_:)`. Visual only; the
  ///     default is `.automatic`, the whole band.
  /// - Returns: The content with the modifier.
  public func position(
    by value: PlottableValue, axis: PositionAxis? = nil, span: MarkDimension = .automatic
  ) -> some ChartContent {
    modifyingElements {
      $0.position = PositionSpec(by: EncodingSpec(value), axis: axis, span: span.ratio)
    }
  }

  /// Moves the content on screen.
  ///
  /// Visual only: values never change.
  ///
  /// Zero components are left out of the spec; `offset()` removes an offset.
  ///
  /// - Parameters:
  ///   - x: Horizontal displacement in points. The default is `0`.
  ///   - y: Vertical displacement in points; negative is up. The default is `0`.
  /// - Returns: The content with the modifier.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    let offset =
      x == 0 && y == 0
      ? nil : OffsetSpec(x: x == 0 ? nil : Double(x), y: y == 0 ? nil : Double(y))
    return modifyingElements { $0.offset = offset }
  }

  /// Reads the content's values on one of two y axes, as Swift Charts draws a second y axis
  /// with `AxisMarks(position: .trailing)`.
  ///
  ///     LineMark(x: .value("Month", $0.month), y: .value("Margin", $0.margin))
  ///       .axisPosition(.trailing)
  ///
  /// - Parameter position: `.leading` (the default axis) or `.trailing`.
  /// - Returns: The content with the setting (spec key `axisPosition` of each mark).
  public func axisPosition(_ position: AxisPosition) -> some ChartContent {
    modifyingMarks { $0.axisPosition = position }
  }

  /// Sets how lines and areas are drawn between points.
  ///
  /// Visual only.
  ///
  /// - Parameter method: The interpolation, such as `.cardinal`.
  /// - Returns: The content with the modifier.
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    modifyingMarks { $0.interpolation = method }
  }

  /// Attaches text to each mark.
  ///
  /// On a visible mark the text becomes part of the observation's spoken label; on a constant
  /// `RuleMark` with an empty label it names the reference line.
  ///
  ///     .annotation(position: .top, alignment: .leading, spacing: 2) {
  ///       Text(name).font(.subheadline)
  ///     }
  ///
  /// - Parameters:
  ///   - position: Where the text is drawn. Visual only; the default is `.automatic`.
  ///   - alignment: How the text is aligned. Visual only; the default is `.center`.
  ///   - spacing: Points between mark and text. Visual only and not recorded in a spec.
  ///   - content: The text.
  /// - Returns: The content with the modifier.
  public func annotation(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, content: () -> Text
  ) -> some ChartContent {
    let annotation = AnnotationSpec(
      text: .literal(content().content),
      position: position == .automatic ? nil : position.rawValue,
      alignment: alignment == .center ? nil : alignment.rawValue)
    return modifyingElements { $0.annotation = annotation }
  }

  /// Hides the content from assistive technology, or shows it again.
  ///
  /// A hidden mark gives no observation, series, reference line, sound or sentence.
  ///
  /// - Parameter hidden: `true` to hide.
  /// - Returns: The content with the modifier.
  public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
    modifyingElements { $0.accessibilityHidden = hidden }
  }

  /// Replaces the default label of each observation.
  ///
  /// - Parameter label: The label.
  /// - Returns: The content with the modifier.
  public func accessibilityLabel(_ label: String) -> some ChartContent {
    modifyingElements { $0.accessibilityLabel = .literal(label) }
  }

  /// Replaces the default label of each observation.
  ///
  /// - Parameter label: The label; only its string is used.
  /// - Returns: The content with the modifier.
  public func accessibilityLabel(_ label: Text) -> some ChartContent {
    accessibilityLabel(label.content)
  }

  /// Replaces the spoken value of each observation.
  ///
  /// - Parameter value: The value's description.
  /// - Returns: The content with the modifier.
  public func accessibilityValue(_ value: String) -> some ChartContent {
    modifyingElements { $0.accessibilityValue = .literal(value) }
  }

  /// Replaces the spoken value of each observation.
  ///
  /// - Parameter value: The value's description; only its string is used.
  /// - Returns: The content with the modifier.
  public func accessibilityValue(_ value: Text) -> some ChartContent {
    accessibilityValue(value.content)
  }

  /// Identifies the content for UI tests.
  ///
  /// Not spoken.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The content with the modifier.
  public func accessibilityIdentifier(_ identifier: String) -> some ChartContent {
    modifyingElements { $0.accessibilityIdentifier = .literal(identifier) }
  }
}
