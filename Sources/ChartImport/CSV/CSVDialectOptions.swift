import ChartModel

/// How to read a delimited file where sniffing should not decide: the delimiter, the decimal
/// mark and the date format (`--delimiter`, `--decimal`, `--date-format`).
///
/// Every member `nil` (the default) lets the reader find each in the file (docs/csv.md).
public struct CSVDialectOptions: Hashable, Sendable {
  /// The field delimiter.
  ///
  /// Default value: sniffed (``CSVDialectSniffer``).
  public var delimiter: CSVDelimiter?
  /// The decimal mark of every number column.
  ///
  /// Default value: decided per column on all its cells.
  public var decimal: DecimalMark?
  /// A strftime-style date format (`%d/%m/%Y`) that date cells are read with.
  ///
  /// Default value: the date forms are recognised per column (docs/csv.md, "Dates").
  public var dateFormat: String?

  /// Creates options; everything is sniffed by default.
  public init(
    delimiter: CSVDelimiter? = nil, decimal: DecimalMark? = nil, dateFormat: String? = nil
  ) {
    self.delimiter = delimiter
    self.decimal = decimal
    self.dateFormat = dateFormat
  }
}
