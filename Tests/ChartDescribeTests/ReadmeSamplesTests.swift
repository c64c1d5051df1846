import Foundation
import Testing

/// The sample output of README and docs/usage.md is what the commands print: a newcomer
/// compares them (a tester found the table sample's gap lines out of date, "1887–1895" where
/// the tool now writes "1887–1895 (9 years)").
///
/// A sample is a fenced block whose lines `$ chart-describe <arguments>` are each followed by
/// that command's output, or a block after the comment `<!-- sample: <arguments> -->`, which
/// is all output; `<!-- sample, exit 1: <arguments> -->` is a command that exits 1 (an audit
/// with findings). Samples are excerpts: `…` stands for text left out; white space (the
/// documents wrap lines) is compared as one space.
@Suite("The documents' sample output is the commands' output")
struct ReadmeSamplesTests {
  /// The documents whose samples are checked, relative to the repository.
  static let documents = ["README.md", "docs/usage.md"]

  /// One command of a document and the output it shows.
  struct Sample: CustomStringConvertible {
    var arguments: [String]
    var shown: String
    /// The exit status the command is shown with.
    var status: Int32 = 0
    var description: String { arguments.joined(separator: " ") }
  }

  /// The samples of a Markdown text.
  static func samples(in text: String) -> [Sample] {
    let lines = text.components(separatedBy: "\n")
    var samples: [Sample] = []
    var index = 0
    var pending: (arguments: [String], status: Int32)?
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("<!-- sample: "), line.hasSuffix(" -->") {
        pending = (arguments(String(line.dropFirst(13).dropLast(4))), 0)
      } else if line.hasPrefix("<!-- sample, exit "), line.hasSuffix(" -->"),
        let colon = line.firstIndex(of: ":"),
        let status = Int32(line[line.index(line.startIndex, offsetBy: 18)..<colon])
      {
        pending = (arguments(String(line[line.index(after: colon)...].dropLast(4))), status)
      }
      guard line.hasPrefix("```") else {
        if !line.trimmingCharacters(in: .whitespaces).isEmpty, !line.hasPrefix("<!--") {
          pending = nil
        }
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count && !lines[end].hasPrefix("```") { end += 1 }
      let block = Array(lines[(index + 1)..<min(end, lines.count)])
      if let pending {
        samples.append(
          Sample(
            arguments: pending.arguments, shown: block.joined(separator: "\n"),
            status: pending.status))
      } else {
        var current: Sample?
        for blockLine in block {
          if blockLine.hasPrefix("$ chart-describe ") {
            current.map { samples.append($0) }
            current = Sample(
              arguments: arguments(String(blockLine.dropFirst(17))), shown: "")
          } else if current != nil {
            current?.shown += blockLine + "\n"
          }
        }
        current.map { samples.append($0) }
      }
      pending = nil
      index = end + 1
    }
    return samples
  }

  /// A command line's arguments split at spaces (the documents' commands quote nothing).
  static func arguments(_ line: String) -> [String] {
    line.split(separator: " ").map(String.init)
  }

  /// The text with every run of white space as one space.
  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The first part of `shown` (split at `…`) that `output` does not hold in order, or `nil`.
  static func missingPart(of shown: String, in output: String) -> String? {
    let actual = flattened(output)
    var from = actual.startIndex
    for part in shown.components(separatedBy: "…") {
      let piece = flattened(part)
      guard !piece.isEmpty else { continue }
      guard let found = actual.range(of: piece, range: from..<actual.endIndex) else {
        return piece
      }
      from = found.upperBound
    }
    return nil
  }

  @Test("The matcher takes … as text left out and wants the parts in order")
  func matcher() {
    #expect(Self.missingPart(of: "a b … d", in: "a  b\nc d") == nil)
    #expect(Self.missingPart(of: "d … a", in: "a b c d") == "a")
    #expect(Self.missingPart(of: "a x", in: "a b") == "a x")
  }

  /// The samples of every document, in order.
  static func allSamples() -> [Sample] {
    documents.flatMap { document in
      samples(
        in: String(
          decoding: (try? Data(contentsOf: repositoryRoot.appendingPathComponent(document)))
            ?? Data(), as: UTF8.self))
    }
  }

  @Test("The documents have samples, each read from its block")
  func found() throws {
    for document in Self.documents {
      let text = String(
        decoding: try Data(contentsOf: repositoryRoot.appendingPathComponent(document)),
        as: UTF8.self)
      let samples = Self.samples(in: text)
      #expect(samples.count >= 4, "\(document)")
      #expect(samples.allSatisfy { !Self.flattened($0.shown).isEmpty })
    }
    let exitOne = Self.samples(in: "<!-- sample, exit 1: audit a.md -->\n```\nx\n```\n")
    #expect(exitOne.map(\.arguments) == [["audit", "a.md"]])
    #expect(exitOne.map(\.status) == [1])
  }

  @Test("Each sample is what the command prints", arguments: allSamples())
  func sample(_ sample: Sample) {
    let terminal = MemoryTerminal()
    let status = terminal.run(sample.arguments, in: repositoryRoot)
    #expect(status == sample.status, "\(terminal.error)")
    let missing = Self.missingPart(of: sample.shown, in: terminal.output)
    #expect(
      missing == nil,
      "the document shows \"\(missing ?? "")\"; the command printed:\n\(terminal.output)")
  }
}
