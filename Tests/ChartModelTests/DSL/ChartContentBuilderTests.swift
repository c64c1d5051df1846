import ChartModel
import Testing

@Suite("Chart content builder")
struct ChartContentBuilderTests {
  struct Item: Identifiable {
    let id: Int
    let name: String
    let value: Double
  }

  static let items = [Item(id: 1, name: "A", value: 3), Item(id: 2, name: "B", value: 5)]

  /// The kinds and y constants of a chart's marks, in order.
  static func summary(_ chart: Chart) -> [String] {
    chart.elements.map { element in
      guard case .mark(let mark) = element else { return "plot" }
      let value = mark.y?.value ?? mark.x?.value
      if case .number(let number)? = value { return "\(mark.kind.rawValue) \(number)" }
      return mark.kind.rawValue
    }
  }

  @Test("Statements of a block give their marks in order")
  func block() {
    let chart = Chart {
      RuleMark(y: .value("Low", 1))
      RuleMark(y: .value("High", 2))
      PointMark(x: .value("x", 1), y: .value("y", 3))
    }
    #expect(Self.summary(chart) == ["rule 1.0", "rule 2.0", "point 3.0"])
  }

  @Test("if without else gives its marks only when the condition holds", arguments: [true, false])
  func optional(condition: Bool) {
    let chart = Chart {
      RuleMark(y: .value("Base", 0))
      if condition {
        RuleMark(y: .value("Target", 10))
      }
    }
    #expect(Self.summary(chart) == (condition ? ["rule 0.0", "rule 10.0"] : ["rule 0.0"]))
  }

  @Test("if/else picks one branch", arguments: zip([true, false], [10.0, 20.0]))
  func either(condition: Bool, expected: Double) {
    let chart = Chart {
      if condition {
        RuleMark(y: .value("Target", 10))
      } else {
        RuleMark(y: .value("Target", 20))
      }
    }
    #expect(Self.summary(chart) == ["rule \(expected)"])
  }

  @Test("if let binds an optional and gives nothing for nil", arguments: [1200, nil] as [Int?])
  func ifLet(selected: Int?) {
    let chart = Chart {
      if let selected {
        if selected > 0 && selected < 5000 {
          RuleMark(y: .value("Sales", selected))
        }
      }
    }
    #expect(Self.summary(chart) == (selected == nil ? [] : ["rule 1200.0"]))
  }

  @Test("switch picks the matching case")
  func switchStatement() {
    enum Style { case bars, lines }
    let style = Style.lines
    let chart = Chart {
      switch style {
      case .bars: BarMark(x: .value("Name", "A"), y: .value("Value", 1))
      case .lines: LineMark(x: .value("Name", "A"), y: .value("Value", 1))
      }
    }
    #expect(Self.summary(chart) == ["line 1.0"])
  }

  @Test("A for loop gives every iteration's marks in order")
  func forLoop() {
    let chart = Chart {
      for item in Self.items {
        BarMark(x: .value("Name", item.name), y: .value("Value", item.value))
        PointMark(x: .value("Name", item.name), y: .value("Value", item.value))
      }
    }
    #expect(Self.summary(chart) == ["bar 3.0", "point 3.0", "bar 5.0", "point 5.0"])
  }

  @Test("ForEach over Identifiable elements and with an id key path give the same marks")
  func forEach() {
    let identifiable = Chart {
      ForEach(Self.items) { item in
        BarMark(x: .value("Name", item.name), y: .value("Value", item.value))
      }
    }
    let keyed = Chart {
      ForEach(Self.items, id: \.name) { item in
        BarMark(x: .value("Name", item.name), y: .value("Value", item.value))
      }
    }
    #expect(identifiable.elements == keyed.elements)
    #expect(Self.summary(identifiable) == ["bar 3.0", "bar 5.0"])
  }

  @Test("Chart(data) equals Chart { ForEach(data) }")
  func chartData() {
    let direct = Chart(Self.items) { item in
      LineMark(x: .value("Name", item.name), y: .value("Value", item.value))
    }
    let looped = Chart {
      ForEach(Self.items) { item in
        LineMark(x: .value("Name", item.name), y: .value("Value", item.value))
      }
    }
    #expect(direct.elements == looped.elements)
    #expect(direct.elements.count == 2)
  }

  @Test("if #available content is kept")
  func limitedAvailability() {
    let chart = Chart {
      if #available(macOS 15, *) {
        RuleMark(y: .value("Target", 1))
      }
    }
    #expect(Self.summary(chart) == ["rule 1.0"])
  }

  struct Thresholds: ChartContent {
    let values: [Double]

    var body: some ChartContent {
      for value in values {
        RuleMark(y: .value("Threshold", value))
      }
    }
  }

  @Test("Custom content contributes the elements of its body")
  func customContent() {
    let chart = Chart {
      Thresholds(values: [1, 2])
      RuleMark(y: .value("Top", 3))
    }
    #expect(Self.summary(chart) == ["rule 1.0", "rule 2.0", "rule 3.0"])
  }

  @Test("An empty builder gives a chart without elements, which is not a valid document")
  func empty() {
    let chart = Chart {}
    #expect(chart.elements.isEmpty)
    #expect(throws: ChartSpecError.self) { try chart.document }
  }
}
