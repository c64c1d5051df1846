import Foundation

/// Turns the paths on the command line into the sorted list of files to audit.
///
/// Folders are searched recursively (``AuditFolderWalker``) for files matching an include
/// pattern (by default `*.chart.json` and `*.svg`), skipping names that start with `.`
/// (`.git`, `.build`); a folder that cannot be read and a name that is not UTF-8 are kept to
/// be reported. A file
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

  /// What the command line names: the files to audit, the paths that do not exist, and the
  /// entries below its folders that could not be read or named (``AuditFolderWalker``).
  struct Collected {
    var inputs: [Input] = []
    var missing: [Input] = []
    /// Display path and reason, sorted by path.
    var unreadable: [(path: String, reason: String)] = []
  }

  /// The files to audit, the command-line paths that do not exist, and what could not be
  /// read.
  func collect(_ arguments: [String]) -> Collected {
    var found: [String: Input] = [:]
    var collected = Collected()
    let manager = FileManager.default
    for argument in arguments {
      let url =
        argument.hasPrefix("/")
        ? URL(fileURLWithPath: argument) : currentDirectory.appendingPathComponent(argument)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        collected.missing.append(Input(displayPath: argument, url: url))
        continue
      }
      if !isDirectory.boolValue {
        let input = Input(displayPath: displayPath(of: url), url: url)
        if !isExcluded(input.displayPath) { found[input.displayPath] = input }
        continue
      }
      let walker = AuditFolderWalker(folder: url.standardizedFileURL)
      // A folder is reported unless excluded; a file, as any file, when included.
      for entry in walker.unreadable {
        let path = displayPath(ofPath: entry.path)
        if entry.isFolder || includes.contains(where: { $0.matches(path) }), !isExcluded(path) {
          collected.unreadable.append((path, entry.reason))
        }
      }
      for file in walker.files {
        let input = Input(displayPath: displayPath(of: file), url: file)
        if includes.contains(where: { $0.matches(input.displayPath) }),
          !isExcluded(input.displayPath)
        {
          found[input.displayPath] = input
        }
      }
    }
    collected.inputs = found.values.sorted { $0.displayPath < $1.displayPath }
    collected.unreadable.sort { $0.path < $1.path }
    return collected
  }

  private func isExcluded(_ path: String) -> Bool {
    excludes.contains { $0.matches(path) }
  }

  /// The path relative to the working directory when inside it, else absolute.
  func displayPath(of url: URL) -> String {
    displayPath(ofPath: url.standardizedFileURL.path)
  }

  /// The path (absolute, standardized) relative to the working directory when inside it.
  func displayPath(ofPath full: String) -> String {
    let base = currentDirectory.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }
}
