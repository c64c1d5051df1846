import ChartA11y
import ChartModel
import Foundation

/// The listener's saved settings, from the one configuration file of `chart-describe`.
///
/// The file is `$XDG_CONFIG_HOME/chart-describe/config` (`~/.config/chart-describe/config` when
/// `XDG_CONFIG_HOME` is unset, empty or relative, as the XDG Base Directory Specification
/// says), read by every command that has settings; options on the command line override it,
/// and `--no-config` (and the tests, which run without `HOME`) ignore it. docs/configuration.md
/// documents every section and key.
///
/// To add settings, add the section to ``Section`` with its keys and its case in
/// ``apply(_:)``; values are parsed as the options' values are (``ArgumentValue``), so a
/// setting and its option accept the same text.
struct UserConfiguration: Hashable, Sendable {
  /// The sections a configuration file may have.
  enum Section: String, CaseIterable, Sendable {
    /// `describe`'s settings.
    case describe
    /// `narrate`'s settings.
    case narrate

    /// The keys the section accepts.
    var keys: [String] {
      switch self {
      case .describe: ["level"]
      case .narrate: ["level", "parts"]
      }
    }
  }

  /// `[describe] level`: the preset `describe` uses without `--level`.
  var describeLevel: Verbosity?
  /// `[narrate] level`: the preset `narrate` uses without `--level`.
  var narrateLevel: Verbosity?
  /// `[narrate] parts`: the narration's parts in order, without `--parts`.
  var narrateOrder: [NarrationPart]?

  /// No settings: every command's own defaults.
  init() {}

  /// The settings of a configuration file.
  ///
  /// - Throws: ``ConfigurationError`` naming the line of the first unknown section, unknown
  ///   key or invalid value.
  /// - Complexity: O(*n*) in the settings.
  init(_ file: ConfigurationFile) throws(ConfigurationError) {
    for header in file.headers where Section(rawValue: header.name) == nil {
      throw ConfigurationError(
        file: file.name, line: header.line,
        message: "unknown section '[\(header.name)]' (sections: "
          + Section.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    for setting in file.settings {
      try apply(setting, in: file)
    }
  }

  /// Sets one key from its line.
  private mutating func apply(_ setting: ConfigurationFile.Setting, in file: ConfigurationFile)
    throws(ConfigurationError)
  {
    func fail(_ message: String) -> ConfigurationError {
      ConfigurationError(file: file.name, line: setting.line, message: message)
    }
    func value<Value: ArgumentValue>(_: Value.Type) throws(ConfigurationError) -> Value {
      guard let value = Value(argument: setting.value) else {
        let reason =
          Value.invalidReason(setting.value)
          ?? "values: " + Value.allValueStrings.joined(separator: ", ")
        throw fail("invalid value '\(setting.value)' for '\(setting.key)' (\(reason))")
      }
      return value
    }
    // An unknown section was refused with its header, before any setting.
    guard let section = Section(rawValue: setting.section) else { return }
    guard section.keys.contains(setting.key) else {
      throw fail(
        "unknown key '\(setting.key)' in [\(section.rawValue)] (keys: "
          + section.keys.joined(separator: ", ") + ")")
    }
    switch (section, setting.key) {
    case (.describe, _): describeLevel = try value(Verbosity.self)
    case (.narrate, "level"): narrateLevel = try value(Verbosity.self)
    case (.narrate, _): narrateOrder = try value([NarrationPart].self)
    }
  }

  /// Where the configuration file is for an environment, or `nil` when neither
  /// `XDG_CONFIG_HOME` (absolute) nor `HOME` is set.
  ///
  /// - Complexity: O(1).
  static func path(environment: [String: String]) -> String? {
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return base + "/chart-describe/config"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/chart-describe/config"
  }

  /// The settings of the environment's configuration file; none when there is no file.
  ///
  /// - Throws: ``ConfigurationError`` for a file that cannot be read (a folder, unreadable,
  ///   over ``ConfigurationFile/maximumBytes``, not UTF-8) or holds a bad line.
  /// - Complexity: O(*n*) in the size of the file.
  static func load(environment: [String: String]) throws(ConfigurationError) -> UserConfiguration {
    guard let path = path(environment: environment) else { return UserConfiguration() }
    let data: Data
    do {
      data = try CheckedFileRead.contents(
        of: URL(fileURLWithPath: path), name: path, maximumBytes: ConfigurationFile.maximumBytes)
    } catch {
      if error.kind == .missing { return UserConfiguration() }
      throw ConfigurationError(file: path, line: nil, message: error.description)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ConfigurationError(file: path, line: nil, message: "the file is not UTF-8 text")
    }
    return try UserConfiguration(ConfigurationFile(text: text, name: path))
  }
}
