import ChartA11y
import ChartModel
import ChartTestSupport
import Foundation
import Testing

@Suite("Observation storage")
struct ObservationTests {
  @Test("Components and texts read back, set and compare as values")
  func valueSemantics() {
    let plain = Observation(x: .number(1), value: 2)
    #expect(plain.components.isEmpty && plain.label == nil && plain.subcategory == nil)
    #expect(plain.valueDescription == nil)
    var labelled = plain
    labelled.label = "Peak"
    #expect(labelled.label == "Peak" && plain.label == nil)
    #expect(labelled != plain)
    #expect(labelled == Observation(x: .number(1), value: 2, label: "Peak"))
    labelled.label = nil
    #expect(labelled == plain)
    #expect(labelled.hashValue == plain.hashValue)

    var box = Observation(
      x: .category("A"), value: 2,
      components: [LabelledValue(label: "Low", value: 1), LabelledValue(label: "High", value: 3)],
      subcategory: .category("B"), valueDescription: "one to three")
    let copy = box
    box.components = []
    #expect(copy.components.map(\.value) == [1, 3])
    #expect(box.components.isEmpty && box.subcategory == .category("B"))
    #expect(box.valueDescription == "one to three")
    #expect(Set([copy, copy, box]).count == 2)
  }

  @Test("An observation without a value equals itself and hashes alike")
  func noValue() {
    let none = Observation(x: .number(1), value: nil)
    #expect(!none.hasValue && none.mainValue == nil)
    #expect(Observation(x: .number(1), value: 2.5).mainValue == 2.5)
    #expect(none == none)
    #expect(none == Observation(x: .number(1), value: .nan))
    #expect(none.hashValue == Observation(x: .number(1), value: nil).hashValue)
    #expect(none != Observation(x: .number(1), value: 0))
    #expect(Set([none, none]).count == 1)
    let extent = Observation(
      x: .category("a"), value: nil,
      components: [
        LabelledValue(label: "Low", value: .nan), LabelledValue(label: "High", value: 2),
      ]
    )
    #expect(extent == extent && Set([extent, extent]).count == 1)
  }

  @Test("Two marks drawing the same extents without a main value are one series")
  func noValueMerges() throws {
    let chart = try ChartText.chart(
      """
      {"version": 1, "data": {"values": [{"c": "a", "lo": 1, "hi": 3}, {"c": "b", "lo": 2, "hi": 5}]},
       "marks": [
         {"type": "bar", "x": {"field": "c", "label": "C"},
          "yStart": {"field": "lo", "label": "Low"}, "yEnd": {"field": "hi", "label": "High"}},
         {"type": "rectangle", "x": {"field": "c", "label": "C"},
          "yStart": {"field": "lo", "label": "Low"}, "yEnd": {"field": "hi", "label": "High"}}]}
      """)
    #expect(chart.series.count == 1)
    #expect(chart.series.first?.markKinds == [.bar, .rectangle])
    #expect(chart.series.first?.observations.allSatisfy { !$0.hasValue } == true)
  }

  @Test("Positions of every kind read back exactly and can be replaced")
  func positions() {
    let date = Date(timeIntervalSince1970: 1_700_000_000.123_456)
    var observation = Observation(x: .date(date), value: 1, label: "Launch")
    #expect(observation.x == .date(date))
    observation.x = .category("Mars")
    #expect(observation.x == .category("Mars") && observation.label == "Launch")
    #expect(observation == Observation(x: .category("Mars"), value: 1, label: "Launch"))
    observation.x = .number(-0.5)
    observation.label = nil
    #expect(observation.x == .number(-0.5))
    #expect(observation == Observation(x: .number(-0.5), value: 1))
    #expect(observation != Observation(x: .category("-0.5"), value: 1))
    #expect(Observation(x: .category(""), value: 1) != Observation(x: .number(0), value: 1))
  }
}
