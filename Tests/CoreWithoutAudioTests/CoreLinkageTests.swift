import Foundation
import GoldenTesting
import Testing

/// The audio-free core stays audio-free: no `ChartA11y` source imports a C audio library or
/// `ChartAudio`, `Package.swift` gives `ChartA11y` no dependency but `ChartModel`, and each C
/// library is imported by exactly one file, in `ChartAudio`.
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

  @Test("No file under Sources/ChartA11y imports an audio C library or ChartAudio")
  func noAudioImports() throws {
    let files = try Self.swiftFiles(under: "Sources/ChartA11y")
    #expect(files.count > 100)
    for (path, text) in files {
      let audio = Self.imports(text).intersection(Self.audioModules + ["ChartAudio"])
      #expect(audio.isEmpty, "\(path) imports \(audio.sorted())")
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

  @Test("Package.swift gives ChartA11y exactly one dependency, ChartModel")
  func manifest() throws {
    let manifest = try String(
      contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declaration = try #require(manifest.range(of: #".target(name: "ChartA11y""#))
    let rest = manifest[declaration.upperBound...]
    let end = try #require(rest.firstIndex(of: ")"))
    let arguments = rest[..<end]
    let open = try #require(arguments.range(of: "dependencies: ["))
    let close = try #require(arguments[open.upperBound...].firstIndex(of: "]"))
    let dependencies = arguments[open.upperBound..<close].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }.filter { !$0.isEmpty }
    #expect(dependencies == [#""ChartModel""#])
  }
}
