import ChartModel

/// The data values that make a series one series: the row's value of each encoding that
/// names series (`foregroundStyle(by:)`, `series:`, `symbol(by:)`, `lineStyle(by:)`, else
/// `position(by:)`), with the field it came from.
///
/// Series are told apart by these values, never by the text a formatter writes for them:
/// 1,234,567 and 1,234,999 both read "1.23 million" but are two series. Empty for a mark
/// without series-defining values (its series is named by its value label).
public struct SeriesIdentity: Hashable, Sendable {
  /// One series-defining value.
  public struct Part: Hashable, Sendable {
    /// The encoding's label ("Baby Name"): what names the field on the chart, the same
    /// whether the chart came from a JSON spec, the DSL or Vega-Lite (whose field names
    /// differ).
    public var field: String
    /// The value, exactly as read from the data.
    public var value: DataValue

    /// Creates a part.
    public init(field: String, value: DataValue) {
      self.field = field
      self.value = value
    }
  }

  /// The values, in the order of the encodings; a row's missing values are left out.
  public var parts: [Part]

  /// Creates an identity; `[]` (the default) for a series without series-defining values.
  public init(parts: [Part] = []) {
    self.parts = parts
  }

  /// Whether there is no series-defining value.
  public var isEmpty: Bool { parts.isEmpty }
}
