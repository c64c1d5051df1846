import ChartModel
import Testing

@Suite("Plot groups")
struct PlotTests {
  static func boxPlot(day: String) -> some ChartContent {
    Plot {
      RuleMark(
        x: .value("Year", 2021), yStart: .value("Minimum", 1.1), yEnd: .value("Maximum", 3.0))
      RectangleMark(x: .value("Year", 2021), y: .value("Median", 1.9))
        .foregroundStyle(by: .value("Kind", "Median"))
    }
    .foregroundStyle(by: .value("Day or night", day))
    .position(by: .value("Day or night", day), axis: .horizontal)
  }

  @Test("A Plot is one element holding its marks, with the modifiers on the plot")
  func grouping() throws {
    let elements = Self.boxPlot(day: "Day").elements()
    #expect(elements.count == 1)
    guard case .plot(let plot) = try #require(elements.first) else {
      Issue.record("expected a plot")
      return
    }
    #expect(plot.marks.map(\.kind) == [.rule, .rectangle])
    #expect(plot.modifiers.foregroundStyleBy?.value == .category("Day"))
    #expect(plot.modifiers.position?.axis == .horizontal)
    #expect(plot.marks[0].modifiers.foregroundStyleBy == nil)
  }

  @Test("Each mark inherits the plot's modifiers; its own win")
  func inheritance() throws {
    let document = try Chart { Self.boxPlot(day: "Night") }.document
    let marks = document.flattenedMarks.map(\.mark)
    #expect(
      marks.map { $0.modifiers.foregroundStyleBy?.value } == [
        .category("Night"), .category("Median"),
      ])
    #expect(marks.allSatisfy { $0.modifiers.position?.by.value == .category("Night") })
  }

  @Test("Modifiers that change marks reach the marks inside a plot")
  func markModifiers() throws {
    let elements = Plot {
      LineMark(x: .value("x", 1), y: .value("y", 2))
      AreaMark(x: .value("x", 1), y: .value("y", 2))
    }
    .interpolationMethod(.monotone)
    .elements()
    guard case .plot(let plot)? = elements.first else {
      Issue.record("expected a plot")
      return
    }
    #expect(plot.marks.map(\.interpolation) == [.monotone, .monotone])
  }

  @Test("Plots do not nest: an inner plot's marks join the outer one with their modifiers")
  func nested() {
    let elements = Plot {
      Plot {
        PointMark(x: .value("x", 1), y: .value("y", 2))
      }
      .accessibilityHidden(true)
      RuleMark(y: .value("y", 0))
    }
    .elements()
    guard case .plot(let plot)? = elements.first else {
      Issue.record("expected a plot")
      return
    }
    #expect(plot.marks.map(\.kind) == [.point, .rule])
    #expect(plot.marks.map(\.modifiers.isHidden) == [true, false])
  }

  @Test("A Plot without marks gives nothing")
  func emptyPlot() {
    let show = false
    let elements = Plot {
      if show {
        PointMark(x: .value("x", 1), y: .value("y", 2))
      }
    }
    .elements()
    #expect(elements.isEmpty)
  }
}
