import ChartA11y
import ChartBraille

/// The braille options of `describe`: the liblouis table, the page's width and length, and
/// whether `--format braille` also gives the description as Unicode braille.
struct BrailleArguments {
  /// The options' keys, each declared once with its default.
  enum Key {
    static let table = OptionKey(
      name: "braille-table", valueName: "table",
      help: "The liblouis table list for braille text (UEB grade 2 by default).",
      defaultValue: LouisTranslator.defaultTable)
    static let width = OptionKey(
      name: "braille-width", valueName: "cells",
      help: "Cells in a braille line (BRF) and in a braille graph, 10-200.",
      defaultValue: BrailleLayout.defaultWidth)
    static let lines = OptionKey(
      name: "braille-lines", valueName: "lines", help: "Lines in a BRF page, 1-100.",
      defaultValue: BrailleLayout.defaultLinesPerPage)
    static let text = FlagKey(
      name: "braille-text",
      help: "With --format braille, also the description in Unicode braille.")
  }

  /// The options, for a command's `CommandSpec`.
  static let keys: [any OptionDeclaration] = [Key.table, Key.width, Key.lines, Key.text]

  /// The liblouis table list.
  var table: String
  /// The line width and page length.
  var layout: BrailleLayout
  /// Whether `--format braille` also writes the description's text.
  var includesText: Bool

  /// Reads and checks the options.
  ///
  /// - Throws: ``UsageError`` for a width outside 10–200 cells, a page outside 1–100 lines or
  ///   an empty table.
  init(_ scanner: ArgumentScanner, spec: CommandSpec) throws(UsageError) {
    let width = try scanner[Key.width]
    guard (10...200).contains(width) else {
      throw scanner.usageError(
        "'--braille-width' must be 10 to 200 cells, not \(width)", spec: spec)
    }
    let lines = try scanner[Key.lines]
    guard (1...100).contains(lines) else {
      throw scanner.usageError("'--braille-lines' must be 1 to 100 lines, not \(lines)", spec: spec)
    }
    table = try scanner[Key.table]
    guard !table.isEmpty else {
      throw scanner.usageError("'--braille-table' is empty", spec: spec)
    }
    layout = BrailleLayout(width: width, linesPerPage: lines)
    includesText = scanner[Key.text]
  }
}
