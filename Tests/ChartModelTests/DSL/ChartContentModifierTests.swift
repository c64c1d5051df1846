import ChartModel
import Testing

@Suite("Chart content modifiers")
struct ChartContentModifierTests {
  static let bar = BarMark(x: .value("Team member", "Avery"), y: .value("Hours", 12))

  static func modifiers(_ content: some ChartContent) throws -> ContentModifiers {
    guard case .mark(let mark)? = content.elements().first else {
      throw ChartSpecError(.invalidValue("expected a mark"))
    }
    return mark.modifiers
  }

  @Test("Grouping modifiers record their labelled values")
  func grouping() throws {
    let activity = PlottableValue.value("Activity", "Design")
    let encoding = EncodingSpec(value: .category("Design"), label: "Activity")
    #expect(
      try Self.modifiers(Self.bar.foregroundStyle(by: activity)).foregroundStyleBy == encoding)
    #expect(try Self.modifiers(Self.bar.symbol(by: activity)).symbolBy == encoding)
    #expect(try Self.modifiers(Self.bar.lineStyle(by: activity)).lineStyleBy == encoding)
    let position = try Self.modifiers(
      Self.bar.position(by: activity, axis: .horizontal, span: .ratio(0.8))
    ).position
    #expect(position == PositionSpec(by: encoding, axis: .horizontal, span: 0.8))
  }

  @Test("Fixed styles record their names; the style applied last wins")
  func fixedStyle() throws {
    let styled = Self.bar
      .foregroundStyle(
        .linearGradient(colors: [.cyan, .cyan.opacity(0.2)], startPoint: .top, endPoint: .bottom)
      )
      .foregroundStyle(.pink.opacity(0.7))
    #expect(try Self.modifiers(styled).foregroundColor == "pink")
    #expect(
      try Self.modifiers(Self.bar.foregroundStyle(.thinMaterial)).foregroundColor == "thinMaterial")
    let gradient = Self.bar.foregroundStyle(
      .linearGradient(colors: [.blue, .teal], startPoint: .leading, endPoint: .trailing))
    #expect(try Self.modifiers(gradient).foregroundColor == "linearGradient(blue, teal)")
  }

  @Test("Offsets are recorded in points; a zero component is left out")
  func offset() throws {
    #expect(try Self.modifiers(Self.bar.offset(y: -35)).offset == OffsetSpec(x: nil, y: -35))
    #expect(try Self.modifiers(Self.bar.offset(x: 4, y: 2)).offset == OffsetSpec(x: 4, y: 2))
  }

  @Test("Annotations record their text, and position and alignment unless automatic")
  func annotation() throws {
    let placed = Self.bar.annotation(position: .top, alignment: .leading, spacing: 2) {
      Text("Avery").font(.subheadline)
    }
    #expect(
      try Self.modifiers(placed).annotation
        == AnnotationSpec(text: .literal("Avery"), position: "top", alignment: "leading"))
    let plain = Self.bar.annotation { Text("12").foregroundColor(.secondary) }
    #expect(try Self.modifiers(plain).annotation == AnnotationSpec(text: .literal("12")))
  }

  @Test("Accessibility modifiers record their values, from strings or Text")
  func accessibility() throws {
    let modified = Self.bar
      .accessibilityHidden(true)
      .accessibilityLabel(Text("Avery's hours"))
      .accessibilityValue("12 hours")
      .accessibilityIdentifier("bar-avery")
    let modifiers = try Self.modifiers(modified)
    #expect(modifiers.accessibilityHidden == true)
    #expect(modifiers.accessibilityLabel == .literal("Avery's hours"))
    #expect(modifiers.accessibilityValue == .literal("12 hours"))
    #expect(modifiers.accessibilityIdentifier == .literal("bar-avery"))
    #expect(
      try Self.modifiers(Self.bar.accessibilityLabel("A")).accessibilityLabel == .literal("A"))
    #expect(
      try Self.modifiers(Self.bar.accessibilityValue(Text("V"))).accessibilityValue == .literal("V")
    )
  }

  @Test("Interpolation is set on the mark")
  func interpolation() throws {
    let line = LineMark(x: .value("x", 1), y: .value("y", 2)).interpolationMethod(.cardinal)
    guard case .mark(let mark)? = line.elements().first else {
      Issue.record("expected a mark")
      return
    }
    #expect(mark.interpolation == .cardinal)
  }

  @Test("A modifier on a loop or custom content applies to every element")
  func onContent() {
    let content = ForEach([1, 2, 3], id: \.self) { value in
      RuleMark(y: .value("Level", value))
    }
    .accessibilityHidden(true)
    let hidden = content.elements().map { element -> Bool in
      if case .mark(let mark) = element { return mark.modifiers.isHidden }
      return false
    }
    #expect(hidden == [true, true, true])
  }
}
