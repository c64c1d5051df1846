import ChartA11y
import ChartModel
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
      subcategory: "B", valueDescription: "one to three")
    let copy = box
    box.components = []
    #expect(copy.components.map(\.value) == [1, 3])
    #expect(box.components.isEmpty && box.subcategory == "B")
    #expect(box.valueDescription == "one to three")
    #expect(Set([copy, copy, box]).count == 2)
  }
}
