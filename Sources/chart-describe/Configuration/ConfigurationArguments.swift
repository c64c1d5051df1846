/// The options that choose whether a command reads ``UserConfiguration``.
enum ConfigurationArguments {
  /// `--no-config`: run on the command's own defaults and the options given.
  static let noConfig = FlagKey(
    name: "no-config",
    help: "Ignore the configuration file ($XDG_CONFIG_HOME/chart-describe/config).")

  /// The settings a command runs with: none under `--no-config`, else the environment's file.
  ///
  /// - Throws: ``ConfigurationError`` for a file that cannot be read or has a bad line.
  static func configuration(ignored: Bool, io: TerminalIO) throws(ConfigurationError)
    -> UserConfiguration
  {
    ignored ? UserConfiguration() : try UserConfiguration.load(environment: io.environment)
  }
}
