import Foundation
import GoldenTesting
import Testing

/// The audio-free core stays audio-free: no `ChartImport` or `ChartA11y` source imports a C
/// audio library or `ChartAudio`, `Package.swift` gives `ChartImport` no dependency but
/// `ChartModel` and `ChartA11y` none but `ChartModel` and `ChartImport` (no back edge from
/// the importers to accessibility), and each C library is imported by exactly one file, in
/// `ChartAudio`.
@Suite("The core links no audio library")
struct CoreLinkageTests {
  static let repository = Fixtures.root.deletingLastPathComponent()
  static let audioModules = ["CEspeakNG", "CSndFile", "CSampleRate", "CPortAudio"]

  /// The Swift files below a folder of the repository, by path relative to the repository.
  static func swiftFiles(under folder: String) throws -> [String: String] {
    let base = repository.appendingPathComponent(folder)
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files[folder + url.path.dropFirst(base.path.count)] = try String(
        contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// The modules a file imports (`import X`, `internal import X`, `@testable import X` …).
  static func imports(_ text: String) -> Set<String> {
    let modifiers: Set<Substring> = ["internal", "public", "package", "private", "fileprivate"]
    var modules: Set<String> = []
    for line in text.split(separator: "\n") {
      var words = line.split(separator: " ")[...]
      while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
        words = words.dropFirst()
      }
      guard words.first == "import", words.count > 1 else { continue }
      modules.insert(String(words[words.startIndex + 1]))
    }
    return modules
  }

  @Test("No file of ChartA11y or ChartImport imports an audio C library or ChartAudio")
  func noAudioImports() throws {
    for folder in ["Sources/ChartA11y", "Sources/ChartImport"] {
      let files = try Self.swiftFiles(under: folder)
      #expect(files.count > 100)
      for (path, text) in files {
        let audio = Self.imports(text).intersection(Self.audioModules + ["ChartAudio"])
        #expect(audio.isEmpty, "\(path) imports \(audio.sorted())")
      }
    }
  }

  @Test("No file under Sources/ChartImport imports ChartA11y, ChartAudio or ChartBraille")
  func importersBelowAccessibility() throws {
    let files = try Self.swiftFiles(under: "Sources/ChartImport")
    for (path, text) in files {
      let above = Self.imports(text).intersection(["ChartA11y", "ChartAudio", "ChartBraille"])
      #expect(above.isEmpty, "\(path) imports \(above.sorted())")
    }
  }

  @Test("Each audio C library is imported by exactly one file, in Sources/ChartAudio")
  func audioImportsInChartAudio() throws {
    let files = try Self.swiftFiles(under: "Sources")
    for module in Self.audioModules {
      let importers = files.filter { Self.imports($0.value).contains(module) }.keys
      #expect(importers.count == 1, "\(module) imported by \(importers.sorted())")
      #expect(importers.allSatisfy { $0.hasPrefix("Sources/ChartAudio/") })
    }
  }

  @Test("ChartImport depends on ChartModel alone, ChartA11y on ChartModel and ChartImport")
  func manifest() throws {
    #expect(try Self.dependencies(of: "ChartImport") == [#""ChartModel""#])
    #expect(try Self.dependencies(of: "ChartA11y") == [#""ChartModel""#, #""ChartImport""#])
  }

  @Test("The tests' chart reader, ChartTestSupport, links the core and the fixtures, no audio")
  func testSupportManifest() throws {
    #expect(
      try Self.dependencies(of: "ChartTestSupport") == [
        #""ChartA11y""#, #""ChartImport""#, #""ChartModel""#, #""GoldenTesting""#,
      ])
  }

  /// The quoted names in a target's `dependencies:` list in `Package.swift`, in order.
  static func dependencies(of target: String) throws -> [String] {
    let manifest = try String(
      contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declaration = try #require(manifest.range(of: ".target(name: \"\(target)\""))
    let rest = manifest[declaration.upperBound...]
    let end = try #require(rest.firstIndex(of: ")"))
    let arguments = rest[..<end]
    let open = try #require(arguments.range(of: "dependencies: ["))
    let close = try #require(arguments[open.upperBound...].firstIndex(of: "]"))
    return arguments[open.upperBound..<close].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }.filter { !$0.isEmpty }
  }
}
