import Foundation

/// Turns the paths on the command line into the sorted list of files to audit.
///
/// Folders are searched recursively for files matching an include pattern (by default
/// `*.chart.json` and `*.svg`), skipping names that start with `.` (`.git`, `.build`). A file
/// named on the command line is audited whatever its name. Exclude patterns apply to both.
/// Paths are shown relative to the working directory when inside it, and the list is sorted
/// and free of repeats, so output order never depends on the file system.
struct AuditInputCollector {
  /// A file to audit.
  struct Input: Hashable {
    /// The path as shown in reports.
    var displayPath: String
    /// Where to read it.
    var url: URL
  }

  var includes: [GlobPattern]
  var excludes: [GlobPattern]
  var currentDirectory: URL

  /// The files to audit, and the command-line paths that do not exist.
  func collect(_ arguments: [String]) -> (inputs: [Input], missing: [Input]) {
    var found: [String: Input] = [:]
    var missing: [Input] = []
    let manager = FileManager.default
    for argument in arguments {
      let url =
        argument.hasPrefix("/")
        ? URL(fileURLWithPath: argument) : currentDirectory.appendingPathComponent(argument)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        missing.append(Input(displayPath: argument, url: url))
        continue
      }
      if !isDirectory.boolValue {
        let input = Input(displayPath: displayPath(of: url), url: url)
        if !isExcluded(input.displayPath) { found[input.displayPath] = input }
        continue
      }
      for file in files(under: url) {
        let input = Input(displayPath: displayPath(of: file), url: file)
        if includes.contains(where: { $0.matches(input.displayPath) }),
          !isExcluded(input.displayPath)
        {
          found[input.displayPath] = input
        }
      }
    }
    return (found.values.sorted { $0.displayPath < $1.displayPath }, missing)
  }

  private func isExcluded(_ path: String) -> Bool {
    excludes.contains { $0.matches(path) }
  }

  /// Regular files below a folder, not descending into hidden folders.
  private func files(under folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var result: [URL] = []
    for case let url as URL in enumerator
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
      result.append(url)
    }
    return result
  }

  /// The path relative to the working directory when inside it, else absolute.
  func displayPath(of url: URL) -> String {
    let full = url.standardizedFileURL.path
    let base = currentDirectory.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }
}
