import ChartModel
import Foundation
import Testing

@testable import ChartA11y

@Suite("Long text from the data is said in full once, shortened after")
struct RepeatedDataTextTests {
  private static func description(title: String, label: String) throws -> ChartDescription {
    func json(_ text: String) throws -> String {
      String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }
    let rows = (1...5).map { #"{"d": \#($0), "v": \#($0 * $0 % 7)}"# }
    let spec = """
      {"version": 1, "title": \(try json(title)), "data": {"values": [\(rows.joined(separator: ","))]},
       "marks": [{"type": "line", "x": {"field": "d", "label": "Day"},
                  "y": {"field": "v", "label": \(try json(label))}}]}
      """
    let document = try ChartDocument(
      json: Data(spec.utf8), baseDirectory: URL(fileURLWithPath: "/nonexistent"))
    return ChartDescription(ChartAnalysis(try AccessibleChart(document)))
  }

  private static func occurrences(of text: String, in whole: String) -> Int {
    whole.components(separatedBy: text).count - 1
  }

  @Test("A 1 MB title and a 100,000-character label: each in full once, the text not much longer")
  func longTexts() throws {
    let title = String(repeating: "T", count: 1_000_000)
    let label = String(repeating: "K", count: 99_999) + "!"
    let description = try Self.description(title: title, label: label)
    let text = PlainTextRenderer.render(description)
    #expect(Self.occurrences(of: title, in: text) == 1)
    #expect(Self.occurrences(of: label, in: text) == 1)
    let short = RepeatedDataText.shortened(label)
    #expect(short == String(repeating: "K", count: 200) + "…")
    // The label is the y axis's title, the series' name and its value label: said again
    // shortened, in the series' heading and sentences.
    #expect(Self.occurrences(of: short, in: text) >= 3, "\(text.suffix(2_000))")
    #expect(text.count < title.count + label.count + 5_000, "\(text.count)")
    let markdown = MarkdownRenderer.render(description)
    #expect(markdown.utf8.count < 1_200_000, "\(markdown.utf8.count)")
  }

  @Test("The HTML page says a long title in its heading, and refers to it after")
  func page() throws {
    let title = String(repeating: "T", count: 100_000)
    let rows = (1...5).map { #"{"d": \#($0), "v": \#($0 * $0 % 7)}"# }
    let spec = """
      {"version": 1, "title": "\(title)", "data": {"values": [\(rows.joined(separator: ","))]},
       "marks": [{"type": "line", "x": {"field": "d", "label": "Day"},
                  "y": {"field": "v", "label": "Km"}}]}
      """
    let document = try ChartDocument(
      json: Data(spec.utf8), baseDirectory: URL(fileURLWithPath: "/nonexistent"))
    let analysis = ChartAnalysis(try AccessibleChart(document))
    let page = try ChartPage.render(
      svg: Data(#"<svg xmlns="http://www.w3.org/2000/svg"></svg>"#.utf8),
      content: AltTextContent(analysis), analysis: analysis)
    #expect(Self.occurrences(of: title, in: page) == 1)
    #expect(Self.occurrences(of: RepeatedDataText.shortened(title), in: page) >= 2)
    #expect(page.utf8.count < 110_000, "\(page.utf8.count)")
  }

  @Test("Text of 200 characters or fewer is never shortened")
  func shortTexts() throws {
    let label = String(repeating: "k", count: 200)
    let text = PlainTextRenderer.render(try Self.description(title: "T", label: label))
    #expect(!text.contains("…"))
    #expect(Self.occurrences(of: label, in: text) >= 4)
  }
}
