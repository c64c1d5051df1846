import Testing

@testable import chart_describe

@Suite("Help text from each command's spec")
struct HelpFormatterTests {
  /// The status codes listed under EXIT STATUS.
  static func exitCodes(_ spec: CommandSpec) -> [Int32] {
    let help = HelpFormatter.help(for: spec)
    guard let section = help.components(separatedBy: "EXIT STATUS:\n").last else { return [] }
    return section.split(separator: "\n").compactMap { line in
      line.hasPrefix("  ") && !line.hasPrefix("   ")
        ? line.split(separator: " ").first.flatMap { Int32($0) } : nil
    }
  }

  @Test(
    "EXIT STATUS lists each command's own statuses",
    arguments: zip(
      [
        DescribeCommand.spec, AltTextCommand.spec, SonifyCommand.spec, NarrateCommand.spec,
        AuditCommand.spec,
      ].map(\.name),
      [
        [0, 64, 65, 66, 69, 70, 74, 78], [0, 1, 64, 65, 66, 70, 74], [0, 64, 65, 66, 69, 70, 74],
        [0, 64, 65, 66, 69, 70, 74, 78], [0, 1, 64, 66, 70, 74],
      ] as [[Int32]]))
  func exitStatus(name: String, codes: [Int32]) throws {
    let command = try #require(allCommands.first { $0.spec.name == name })
    #expect(Self.exitCodes(command.spec) == codes)
  }

  @Test("Required arguments show as <name>, repeatable ones with …, optional ones as [name]")
  func argumentUsage() {
    #expect(
      AuditCommand.spec.usage.hasSuffix(
        " [-o <path>]".replacingOccurrences(of: "-o", with: "--output") + " <paths>…"))
    #expect(AltTextCommand.spec.usage.hasSuffix(" <svg-file>…"))
    #expect(SonifyCommand.spec.usage.hasSuffix(" <input>"))
    #expect(DescribeCommand.spec.usage.hasSuffix(" [input]"))
    #expect(HelpFormatter.help(for: AuditCommand.spec).contains("\n  <paths>…               "))
  }

  @Test("A specific meaning replaces the common one of its status")
  func replacedMeaning() {
    let rows = CommandSpec.exitStatuses(
      [.init(status: .usage, meaning: "Bad flags.")], omitting: [.outputError])
    #expect(rows.map(\.status.rawValue) == [0, 64, 65, 66, 70])
    #expect(rows.map(\.meaning)[1] == "Bad flags.")
  }
}
