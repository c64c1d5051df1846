extension ArgumentScanner {
  /// The command's one `<input>`: a path, `-` for standard input, or, when the spec's first
  /// argument is not required, the bundled default chart.
  ///
  /// - Parameter spec: The command: whether `<input>` is required, and the usage line of an
  ///   error.
  /// - Returns: The input source.
  /// - Throws: ``UsageError`` for more than one positional argument, or none when required.
  func input(spec: CommandSpec) throws(UsageError) -> InputSource {
    guard positionals.count <= 1 else {
      throw usageError("expected one <input>, found \(positionals.count)", spec: spec)
    }
    if spec.arguments.first?.isRequired == true && positionals.isEmpty {
      throw usageError("missing <input>; pass '-' to read standard input", spec: spec)
    }
    return InputSource(argument: positionals.first)
  }
}
