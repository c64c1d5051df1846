import ChartModel
import Foundation
import Testing

@Suite("Lowering DSL charts to specs")
struct ChartLoweringTests {
  struct Sale: Identifiable {
    let id: Int
    let office: String
    let sales: Int
  }

  static let sales = [
    Sale(id: 1, office: "Denver", sales: 930), Sale(id: 2, office: "Kansas", sales: 2100),
  ]

  static func rows(_ spec: ChartSpec) -> [[String: DataValue?]] {
    if case .values(let rows) = spec.data { return Array(rows) }
    return []
  }

  @Test("Marks drawn once keep their constants and need no data")
  func constants() throws {
    let spec = try Chart {
      RuleMark(y: .value("Target", 1200)).annotation { Text("1200") }
    }.spec
    #expect(spec.data == .none)
    #expect(
      spec.marks == [
        .mark(
          {
            var mark = MarkSpec(kind: .rule, y: EncodingSpec(value: .number(1200), label: "Target"))
            mark.modifiers.annotation = AnnotationSpec(text: .literal("1200"))
            return mark
          }())
      ])
  }

  @Test("Marks of one shape become one template reading fields named after their labels")
  func template() throws {
    let spec = try Chart(Self.sales) { sale in
      BarMark(x: .value("Office Location", sale.office), y: .value("Sales Volume", sale.sales))
    }.spec
    #expect(
      spec.marks == [
        .mark(
          MarkSpec(
            kind: .bar, x: EncodingSpec(field: "officeLocation", label: "Office Location"),
            y: EncodingSpec(field: "salesVolume", label: "Sales Volume")))
      ])
    #expect(
      Self.rows(spec) == [
        ["officeLocation": .category("Denver"), "salesVolume": .number(930)],
        ["officeLocation": .category("Kansas"), "salesVolume": .number(2100)],
      ])
  }

  @Test("Equal values under one label share a field; different values get a numbered field")
  func sharedAndUniqueFields() throws {
    let spec = try Chart(Self.sales) { sale in
      BarMark(x: .value("Office", sale.office), y: .value("Sales", sale.sales))
        .foregroundStyle(by: .value("Office", sale.office))
      PointMark(x: .value("Office", sale.office), y: .value("Sales", sale.sales * 2))
    }.spec
    guard case .mark(let bar) = spec.marks[0], case .mark(let point) = spec.marks[1] else {
      Issue.record("expected two marks")
      return
    }
    #expect(bar.x?.field == "office")
    #expect(bar.modifiers.foregroundStyleBy?.field == "office")
    #expect(point.x?.field == "office")
    #expect(point.y?.field == "sales2")
    #expect(Self.rows(spec).first?["sales2"] == .number(1860))
  }

  @Test("A value that does not vary stays a constant")
  func invariant() throws {
    let spec = try Chart(Self.sales) { sale in
      BarMark(x: .value("Office", sale.office), y: .value("Sales", sale.sales))
        .foregroundStyle(by: .value("Region", "West"))
    }.spec
    guard case .mark(let bar) = spec.marks[0] else {
      Issue.record("expected a mark")
      return
    }
    #expect(
      bar.modifiers.foregroundStyleBy == EncodingSpec(value: .category("West"), label: "Region"))
    #expect(Set(Self.rows(spec).first?.keys.map { $0 } ?? []) == ["office", "sales"])
  }

  @Test("Identical repeated marks keep one field so that each is still drawn")
  func identicalRepeats() throws {
    let spec = try Chart {
      for _ in 0..<3 {
        BarMark(x: .value("Office", "Denver"), y: .value("Sales", 1))
      }
    }.spec
    #expect(Self.rows(spec).count == 3)
    guard case .mark(let bar) = spec.marks[0] else {
      Issue.record("expected a mark")
      return
    }
    #expect(bar.x?.field == "office")
    #expect(bar.y == EncodingSpec(value: .number(1), label: "Sales"))
  }

  @Test("Varying texts read a field with the same text, else a new text field")
  func texts() throws {
    let spec = try Chart(Self.sales) { sale in
      BarMark(x: .value("Office", sale.office), y: .value("Sales", sale.sales))
        .annotation { Text(sale.office) }
        .accessibilityLabel("\(sale.office) office")
    }.spec
    guard case .mark(let bar) = spec.marks[0] else {
      Issue.record("expected a mark")
      return
    }
    #expect(bar.modifiers.annotation?.text == .field("office"))
    #expect(bar.modifiers.accessibilityLabel == .field("accessibilityLabel"))
    #expect(Self.rows(spec).first?["accessibilityLabel"] == .category("Denver office"))
  }

  @Test("A categorical field whose texts read as dates records its type")
  func dateLikeCategories() throws {
    let spec = try Chart {
      for day in ["2024-01-01", "2024-01-02"] {
        BarMark(x: .value("Day", day), y: .value("Count", 1))
      }
    }.spec
    guard case .mark(let bar) = spec.marks[0] else {
      Issue.record("expected a mark")
      return
    }
    #expect(bar.x == EncodingSpec(field: "day", label: "Day", type: .categorical))
  }

  @Test("A hidden mark repeated per group reads the group's existing field")
  func repeatedHiddenMark() throws {
    let groups = ["A": [1, 2], "B": [3]].sorted { $0.key < $1.key }
    let spec = try Chart {
      for (name, values) in groups {
        for value in values {
          PointMark(x: .value("Index", value), y: .value("Value", value * 10))
            .foregroundStyle(by: .value("Group", name))
        }
        RuleMark(y: .value("", 0))
          .foregroundStyle(by: .value("Group", name))
          .annotation { Text(name) }
          .accessibilityHidden(true)
      }
    }.spec
    #expect(Self.rows(spec).count == 3)
    guard case .mark(let rule) = spec.marks[1] else {
      Issue.record("expected a mark")
      return
    }
    #expect(rule.modifiers.foregroundStyleBy?.field == "group")
    #expect(rule.modifiers.annotation?.text == .field("group"))
    #expect(rule.y == EncodingSpec(value: .number(0), label: ""))
  }

  @Test("A visible mark drawn a different number of times than the rest cannot be lowered")
  func mismatchedCounts() {
    let chart = Chart {
      for value in [1, 2, 3] {
        PointMark(x: .value("Index", value), y: .value("Value", value))
      }
      for value in [1, 2] {
        BarMark(x: .value("Index", value), y: .value("Value", value))
      }
    }
    #expect {
      try chart.spec
    } throws: { error in
      guard let error = error as? ChartSpecError, case .invalidValue(let message) = error.kind
      else { return false }
      return error.path?.description == "$.marks[1]" && message.contains("drawn for 2 items")
    }
  }

  @Test("Hidden repeated marks whose values match no field become one mark each")
  func unmatchedHiddenRepeats() throws {
    let spec = try Chart {
      for value in [1, 2, 3, 4] {
        PointMark(x: .value("Index", value), y: .value("Value", value))
      }
      for value in [7, 8, 7] {
        RuleMark(y: .value("Limit", value)).accessibilityHidden(true)
      }
    }.spec
    #expect(spec.marks.count == 3)
    let limits = spec.marks.dropFirst().map { element -> DataValue? in
      if case .mark(let mark) = element { return mark.y?.value }
      return nil
    }
    #expect(limits == [.number(7), .number(8)])
  }

  @Test("Rules across the plot at different values become one reference rule each")
  func thresholds() throws {
    let document = try Chart {
      ForEach(Self.sales) { sale in
        BarMark(x: .value("Office", sale.office), y: .value("Sales", sale.sales))
      }
      for (name, value) in [("Low", 500), ("Target", 1200), ("Stretch", 3000)] {
        RuleMark(y: .value(name, value))
      }
    }.document
    #expect(document.spec.marks.count == 4)
    #expect(
      document.spec.marks.last
        == .mark(MarkSpec(kind: .rule, y: EncodingSpec(value: .number(3000), label: "Stretch"))))
  }

  @Test("Visual settings do not split a template; the first element's are kept")
  func visualSettings() throws {
    let spec = try Chart {
      for (index, sale) in Self.sales.enumerated() {
        LineMark(x: .value("Office", sale.office), y: .value("Sales", sale.sales))
          .offset(y: CGFloat(index + 1) * -10)
      }
    }.spec
    #expect(spec.marks.count == 1)
    guard case .mark(let line) = spec.marks[0] else {
      Issue.record("expected a mark")
      return
    }
    #expect(line.modifiers.offset == OffsetSpec(x: nil, y: -10))
  }

  @Test("The document pairs the spec with its inline table")
  func document() throws {
    let document = try Chart(Self.sales) { sale in
      BarMark(x: .value("Office", sale.office), y: .value("Sales", sale.sales))
    }.document
    #expect(document.table.rowCount == 2)
    #expect(document.table.fields == ["office", "sales"])
    #expect(document.table.origin == .inline)
  }

  @Test("A chart using every modifier survives DSL → JSON → model")
  func everyModifierRoundTrip() throws {
    let start = try #require(TemporalParser.date(fromISO8601: "2024-03-01"))
    let days = (0..<3).map { start.addingTimeInterval(Double($0) * 86_400) }
    let chart = Chart {
      ForEach(days, id: \.self) { day in
        LineMark(
          x: .value("Day", day, unit: .day), y: .value("Steps", day.timeIntervalSince1970 / 1000)
        )
        .symbol(by: .value("Walker", "Avery"))
        .lineStyle(by: .value("Walker", "Avery"))
        .position(by: .value("Walker", "Avery"), axis: .vertical, span: .ratio(0.5))
        .offset(x: 1, y: -2)
        .interpolationMethod(.stepStart)
        .annotation(position: .bottom, alignment: .trailing) { Text("steps") }
        .accessibilityLabel("Avery's steps")
        .accessibilityValue(Text("\(Int(day.timeIntervalSince1970)) seconds"))
        .accessibilityIdentifier("steps")
        BarMark(x: .value("Day", day, unit: .day), y: .value("Goal", 10), width: .ratio(0.4))
          .foregroundStyle(Color("#ff0000"))
          .accessibilityHidden(true)
      }
      SectorMark(angle: .value("Share", 0.5)).foregroundStyle(by: .value("Part", "Half"))
    }
    .chartTitle("Steps")
    .chartXScale(range: .plotDimension(startPadding: 4, endPadding: 8))
    let spec = try chart.spec
    #expect(try ChartSpec.decode(from: spec.encodedJSON()) == spec)
    #expect(spec.marks.count == 3)
    #expect(Self.rows(spec).count == 3)
  }
}
