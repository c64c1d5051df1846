import Testing

@testable import ChartModel

@Suite("Field names from labels")
struct FieldNamingTests {
  @Test(
    "Labels become lowerCamelCase names",
    arguments: zip(
      [
        "Baby Name", "Year", "Team member", "Day or night", "teamMember", "2024 sales", "",
        "Coût €",
      ],
      [
        "babyName", "year", "teamMember", "dayOrNight", "teamMember", "field2024Sales", "field",
        "coût",
      ]
    ))
  func slug(label: String, expected: String) {
    #expect(FieldNaming.slug(label) == expected)
  }

  @Test("Repeated names are numbered")
  func unique() {
    var naming = FieldNaming()
    #expect(
      ["Sales", "Sales", "sales", "Other"].map { naming.name(for: $0) } == [
        "sales", "sales2", "sales3", "other",
      ])
  }
}
