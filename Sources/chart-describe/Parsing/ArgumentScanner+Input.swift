extension ArgumentScanner {
  /// The command's one `<input>`: a path, `-` for standard input, or, when it may be left
  /// out, the bundled default chart.
  ///
  /// - Parameters:
  ///   - spec: The command, for the usage line of an error.
  ///   - isRequired: Whether leaving `<input>` out is an error rather than the default chart.
  /// - Returns: The input source.
  /// - Throws: ``UsageError`` for more than one positional argument, or none when required.
  func input(spec: CommandSpec, isRequired: Bool) throws(UsageError) -> InputSource {
    guard positionals.count <= 1 else {
      throw usageError("expected one <input>, found \(positionals.count)", spec: spec)
    }
    if isRequired && positionals.isEmpty {
      throw usageError("missing <input>; pass '-' to read standard input", spec: spec)
    }
    return InputSource(argument: positionals.first)
  }
}
