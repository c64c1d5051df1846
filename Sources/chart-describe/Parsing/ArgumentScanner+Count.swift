extension ArgumentScanner {
  /// A count option's value (such as `--max-series`), or its declared default.
  ///
  /// - Parameters:
  ///   - key: The option, declared by the command's spec.
  ///   - spec: The command, for the usage line of an error.
  /// - Returns: The count, 0 or more.
  /// - Throws: ``UsageError`` when the text is not an integer, or is negative
  ///   ("'--max-series' must be 0 or more").
  func count(_ key: OptionKey<Int>, spec: CommandSpec) throws(UsageError) -> Int {
    let value = try self[key]
    guard value >= 0 else { throw usageError("'--\(key.name)' must be 0 or more", spec: spec) }
    return value
  }
}
