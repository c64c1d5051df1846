import Foundation

/// The lines of a configuration file, read into sections of `key = value` settings, each with
/// its line number; what the keys mean is ``UserConfiguration``'s.
///
/// The format, INI-like (docs/configuration.md):
///
///     # a comment; blank lines are ignored
///     [narrate]
///     level = standard
///     parts = title, takeaway, tones, details
///
/// A section header is a name in brackets; a setting is a key, `=`, and a value (spaces around
/// each trimmed); `#` or `;` starts a comment line. A setting before any section, a line that
/// is none of these, or a key set twice in one section is an error naming its line.
struct ConfigurationFile: Hashable, Sendable {
  /// One `key = value` line.
  struct Setting: Hashable, Sendable {
    /// The section it is in, without brackets.
    var section: String
    /// The key.
    var key: String
    /// The value, trimmed.
    var value: String
    /// Its line, from 1.
    var line: Int
  }

  /// The largest configuration file read, in bytes: far above any hand-written file, so a
  /// wrong path (a log, a device) is refused before it is read whole.
  static let maximumBytes = 64 * 1024

  /// The file as the user would name it, for errors.
  var name: String
  /// The settings in file order.
  var settings: [Setting]
  /// A `[section]` header.
  struct Header: Hashable, Sendable {
    /// The section's name, without brackets.
    var name: String
    /// Its line, from 1.
    var line: Int
  }

  /// The section headers in file order (a section may be empty).
  var headers: [Header]

  /// Reads the text of a configuration file.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - name: The file as the user would name it.
  /// - Throws: ``ConfigurationError`` for the first line that is not a comment, a blank line,
  ///   a section header or a setting inside a section, and for a key set twice in a section.
  /// - Complexity: O(*n*) in the length of the text.
  init(text: String, name: String) throws(ConfigurationError) {
    self.name = name
    var settings: [Setting] = []
    var headers: [Header] = []
    var section: String?
    var seen: [String: Int] = [:]
    // "\r\n" is one Character in Swift: a line ends at either.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (index, raw) in lines.enumerated() {
      let line = index + 1
      let content = raw.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
      if content.isEmpty || content.hasPrefix("#") || content.hasPrefix(";") { continue }
      if content.hasPrefix("[") {
        guard content.hasSuffix("]"), content.count > 2 else {
          throw ConfigurationError(
            file: name, line: line, message: "a section header is a name in brackets, '[narrate]'")
        }
        let header = content.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        section = header
        headers.append(Header(name: header, line: line))
        continue
      }
      guard let equals = content.firstIndex(of: "=") else {
        throw ConfigurationError(
          file: name, line: line,
          message: "a line is a comment, a '[section]' or 'key = value'")
      }
      guard let section else {
        throw ConfigurationError(
          file: name, line: line, message: "a setting comes after a '[section]' header")
      }
      let key = content[..<equals].trimmingCharacters(in: .whitespaces)
      let value = content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty else {
        throw ConfigurationError(
          file: name, line: line, message: "a setting needs a key before '='")
      }
      if let first = seen["\(section)\u{0}\(key)"] {
        throw ConfigurationError(
          file: name, line: line,
          message: "'\(key)' is set twice in [\(section)], first on line \(first)")
      }
      seen["\(section)\u{0}\(key)"] = line
      settings.append(Setting(section: section, key: key, value: value, line: line))
    }
    self.settings = settings
    self.headers = headers
  }
}
