import Testing

@testable import ChartImport

@Suite("Numbers as spreadsheets write them")
struct WrittenNumberTests {
  private func read(_ text: String) -> WrittenNumber? {
    var text = text
    return text.withUTF8 { WrittenNumber($0) }
  }

  @Test(
    "Each form reads under the marks that accept it",
    arguments: zip(
      [
        "1,5", "1.234,5", "1 234,5", "1,234.5", "1,234,567", "0,5", ".5", "$1,234.50",
        "1.234,5 €", "-3 %", "12%", "(1,200)", "1.2k", "\u{2212}7", "£3", "1\u{A0}234,5",
        "1'234.5",
      ],
      [
        (nil, 1.5), (nil, 1234.5), (nil, 1234.5), (1234.5, nil), (1_234_567, nil), (nil, 0.5),
        (0.5, nil), (1234.5, nil), (nil, 1234.5), (-0.03, -0.03), (0.12, 0.12), (-1200, -1.2),
        (1200, nil), (-7, -7), (3, 3), (nil, 1234.5), (1234.5, nil),
      ] as [(Double?, Double?)]))
  func forms(text: String, values: (point: Double?, comma: Double?)) throws {
    let number = try #require(read(text), "\(text)")
    #expect(number.pointValue == values.point, "\(text)")
    #expect(number.commaValue == values.comma, "\(text)")
  }

  @Test(
    "Units are kept",
    arguments: zip(
      ["12%", "$1,234.50", "1.234,5 €", "1.2k", "3M", "7"],
      [
        NumberUnit(isPercent: true), NumberUnit(currency: "$"), NumberUnit(currency: "€"),
        NumberUnit(sizeSuffix: "k"), NumberUnit(sizeSuffix: "M"), .none,
      ]))
  func units(text: String, unit: NumberUnit) throws {
    #expect(try #require(read(text)).unit == unit)
  }

  @Test("`1,234` and `1.234` read both ways; `1 234` one way", arguments: ["1,234", "1.234"])
  func ambiguous(text: String) throws {
    #expect(try #require(read(text)).isAmbiguous)
    #expect(try #require(read("1 234")).isAmbiguous == false)
  }

  @Test(
    "Text that is no number is refused",
    arguments: [
      "", "-", "abc", "1,2,3", "1..2", "12%%", "$€5", "1,23,456", "0,123,456", "5 apples",
      "about 3", "1e5", "North", "12B3", ",", "(", "$", "1.234.5",
    ])
  func notNumbers(text: String) {
    #expect(read(text) == nil, "\(text)")
  }
}
