import Foundation
import GoldenTesting

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Validates SARIF against the official schema with `scripts/validate_sarif.py` (Python
/// `jsonschema`, installed by `scripts/setup`).
enum SchemaCheck {
  static let script = Fixtures.root.deletingLastPathComponent()
    .appendingPathComponent("scripts/validate_sarif.py")

  /// Whether python3 is on this machine; `scripts/setup` installs jsonschema, so CI never skips.
  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
      || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/python3")
      || (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/python3")
      }
  }

  static func validate(_ sarif: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(Data(sarif.utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}

/// Parses XML to check it is well-formed.
enum XMLDocumentCheck {
  struct Malformed: Error {}

  static func parse(_ text: String) throws {
    let parser = XMLParser(data: Data(text.utf8))
    guard parser.parse() else { throw Malformed() }
  }
}
