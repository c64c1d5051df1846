import ChartModel
import Testing

@Suite("Mark initialisers")
struct MarkInitialiserTests {
  static let x = PlottableValue.value("x", "A")
  static let y = PlottableValue.value("y", 1)
  static let low = PlottableValue.value("low", 0)
  static let high = PlottableValue.value("high", 2)

  static func mark(_ content: some ChartContent) -> MarkSpec? {
    if case .mark(let mark)? = content.elements().first { return mark }
    return nil
  }

  /// Which members each initialiser fills, as `kind: members`.
  static func shape(_ content: some ChartContent) -> String {
    guard let mark = mark(content) else { return "none" }
    return mark.kind.rawValue + ": " + mark.encodings.map(\.name).joined(separator: " ")
  }

  @Test("Each initialiser fills the members of its Swift Charts signature")
  func members() {
    let shapes = [
      Self.shape(BarMark(x: Self.x, y: Self.y)),
      Self.shape(BarMark(x: Self.x, yStart: Self.low, yEnd: Self.high)),
      Self.shape(BarMark(xStart: Self.low, xEnd: Self.high, y: Self.x)),
      Self.shape(BarMark(xStart: Self.low, xEnd: Self.high, yStart: Self.low, yEnd: Self.high)),
      Self.shape(LineMark(x: Self.x, y: Self.y)),
      Self.shape(LineMark(x: Self.x, y: Self.y, series: Self.x)),
      Self.shape(AreaMark(x: Self.x, y: Self.y)),
      Self.shape(AreaMark(x: Self.x, y: Self.y, series: Self.x)),
      Self.shape(AreaMark(x: Self.x, yStart: Self.low, yEnd: Self.high)),
      Self.shape(AreaMark(x: Self.x, yStart: Self.low, yEnd: Self.high, series: Self.x)),
      Self.shape(AreaMark(xStart: Self.low, xEnd: Self.high, y: Self.x)),
      Self.shape(PointMark(x: Self.x, y: Self.y)),
      Self.shape(RuleMark(x: Self.x)),
      Self.shape(RuleMark(y: Self.y)),
      Self.shape(RuleMark(x: Self.x, yStart: Self.low, yEnd: Self.high)),
      Self.shape(RuleMark(xStart: Self.low, xEnd: Self.high, y: Self.x)),
      Self.shape(RectangleMark(x: Self.x, y: Self.y)),
      Self.shape(RectangleMark(x: Self.x, yStart: Self.low, yEnd: Self.high)),
      Self.shape(RectangleMark(xStart: Self.low, xEnd: Self.high, y: Self.x)),
      Self.shape(
        RectangleMark(xStart: Self.low, xEnd: Self.high, yStart: Self.low, yEnd: Self.high)),
      Self.shape(SectorMark(angle: Self.y)),
    ]
    #expect(
      shapes == [
        "bar: x y", "bar: x yStart yEnd", "bar: y xStart xEnd", "bar: xStart xEnd yStart yEnd",
        "line: x y", "line: x y series", "area: x y", "area: x y series", "area: x yStart yEnd",
        "area: x yStart yEnd series", "area: y xStart xEnd", "point: x y", "rule: x", "rule: y",
        "rule: x yStart yEnd", "rule: y xStart xEnd", "rectangle: x y",
        "rectangle: x yStart yEnd", "rectangle: y xStart xEnd",
        "rectangle: xStart xEnd yStart yEnd", "sector: angle",
      ])
  }

  @Test("Values become labelled constants")
  func constants() {
    let mark = Self.mark(BarMark(x: Self.x, y: Self.y))
    #expect(mark?.x == EncodingSpec(value: .category("A"), label: "x"))
    #expect(mark?.y == EncodingSpec(value: .number(1), label: "y"))
  }

  @Test("Stacking is recorded only when it differs from the kind's default")
  func stacking() {
    #expect(Self.mark(BarMark(x: Self.x, y: Self.y))?.stacking == nil)
    #expect(
      Self.mark(BarMark(x: Self.x, y: Self.y, stacking: .normalized))?.stacking == .normalized)
    #expect(Self.mark(AreaMark(x: Self.x, y: Self.y, stacking: .unstacked))?.stacking == .unstacked)
    #expect(Self.mark(AreaMark(x: Self.x, y: Self.y, stacking: .standard))?.stacking == nil)
  }

  @Test("Widths are recorded as ratios and heights as points")
  func dimensions() {
    let median = Self.mark(
      RectangleMark(x: Self.x, y: Self.y, width: .ratio(0.7), height: .fixed(2)))
    #expect(median?.width == 0.7)
    #expect(median?.height == 2)
    let fixed = Self.mark(BarMark(x: Self.x, y: Self.y, width: 12, height: .ratio(0.5)))
    #expect(fixed?.width == nil)
    #expect(fixed?.height == nil)
  }
}
