import ChartA11y
import ChartImport
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@Suite("Observation rules")
struct ObservationRulesTests {
  @Test("Each water-intake box plot is one observation with five values")
  func plotIsOneObservation() throws {
    let chart = try ChartFixture.chart(spec: "water-intake")
    #expect(chart.series.map(\.name) == ["Day", "Night"])
    for series in chart.series {
      #expect(series.isPlot)
      #expect(series.observations.count == 4)
      for observation in series.observations {
        #expect(observation.components.count == 5)
        #expect(
          observation.components.map(\.label) == [
            "Minimum water intake", "Lower quartile", "Median", "Upper quartile",
            "Maximum water intake",
          ])
        #expect(observation.value == observation.components[2].value)
      }
    }
  }

  @Test("position(by:) subcategories share the first-occurrence order in every band")
  func positionOrder() throws {
    let chart = try ChartFixture.chart(spec: "activity-hours")
    #expect(chart.series.map(\.name) == ["Research", "Design", "Development"])
    #expect(chart.xAxis.categories == ["Avery", "Blake", "Casey", "Devon"])
    let research = try #require(chart.series.first)
    #expect(
      research.observations.map(\.x)
        == ["Avery", "Blake", "Casey", "Devon"].map(DataValue.category))
  }

  @Test("Bars and lines of the same data are one series drawn by both")
  func mergedSeries() throws {
    let chart = try ChartFixture.chart(spec: "monthly-activity")
    #expect(chart.series.count == 3)
    #expect(chart.series.allSatisfy { $0.markKinds == [.bar, .line] && $0.isContinuous })
  }

  @Test("A constant rule is a reference line named by its label")
  func referenceLine() throws {
    let chart = try ChartFixture.chart(spec: "sales-report")
    #expect(chart.referenceLines == [ReferenceLine(axis: .y, value: .number(1200), label: "Sales")])
    #expect(chart.series.count == 1)
  }

  @Test("Hidden marks leave nothing, visual modifiers change no value")
  func hiddenAndVisual() throws {
    let plain = try ChartText.chart(
      #"{"version": 1, "data": {"values": [{"x": 1, "y": 2}, {"x": 2, "y": 5}]},"#
        + #""marks": [{"type": "line", "x": "x", "y": "y"}]}"#)
    let decorated = try ChartText.chart(
      #"{"version": 1, "data": {"values": [{"x": 1, "y": 2}, {"x": 2, "y": 5}]},"#
        + #""axes": {"y": {"domain": [0, 100]}},"#
        + #""marks": [{"type": "line", "x": "x", "y": "y", "offset": {"y": -35},"#
        + #""interpolation": "cardinal", "foregroundStyle": "red"},"#
        + #"{"type": "point", "x": "x", "y": "y", "accessibilityHidden": true}]}"#)
    #expect(decorated.series.map(\.observations) == plain.series.map(\.observations))
    #expect(decorated.hiddenMarkCount == 1)
    #expect(decorated.markKinds == [.line])
  }

  @Test("A missing value is a gap, never zero")
  func missingValue() throws {
    let chart = try ChartText.chart(
      #"{"version": 1, "data": {"values": [{"x": 1, "y": 2}, {"x": 2, "y": null}, {"x": 3, "y": 4}]},"#
        + #""marks": [{"type": "bar", "x": "x", "y": "y"}]}"#)
    let series = try #require(chart.series.first)
    #expect(series.observations.map(\.value) == [2, 4])
    #expect(series.missingValueCount == 1)
  }

  @Test("An unknown field in annotation text names its JSON path")
  func unknownTextField() {
    #expect {
      _ = try ChartText.chart(
        #"{"version": 1, "data": {"values": [{"k": "a", "v": 1}]},"#
          + #""marks": [{"type": "bar", "x": "k", "y": "v", "annotation": {"text": {"field": "n"}}}]}"#
      )
    } throws: { error in
      (error as? ChartSpecError)?.description
        == "$.marks[0].annotation.text.field: unknown field 'n'; fields: k, v"
    }
  }

  @Test("Accessibility label and value replace the reading; annotations join the label")
  func labels() throws {
    let chart = try ChartText.chart(
      #"{"version": 1, "data": {"values": [{"k": "a", "v": 1, "note": "low"}]},"#
        + #""marks": [{"type": "bar", "x": "k", "y": "v", "accessibilityLabel": "Alpha","#
        + #""accessibilityValue": {"field": "note"}, "annotation": {"text": "!"}}]}"#)
    let observation = try #require(chart.series.first?.observations.first)
    #expect(observation.label == "Alpha, !")
    #expect(observation.valueDescription == "low")
  }
}
