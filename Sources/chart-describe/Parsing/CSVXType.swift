import ChartModel

/// The type `--x-type` gives a CSV file's x field: a ``ValueType``, or `ordinal`, categories
/// whose order of first appearance in the file is an order of meaning (low, medium, high),
/// read along it as months are (``AxisSpec/ordered``, docs/chart-kinds.md).
enum CSVXType: String, CaseIterable, ArgumentValue {
  /// Numbers on a continuous scale.
  case quantitative
  /// Dates on a continuous scale.
  case temporal
  /// Categories whose order is recognised from their names, if any.
  case categorical
  /// The same as `categorical`, Vega-Lite's word.
  case nominal
  /// Categories ordered by their first appearance in the file.
  case ordinal

  /// The field's value type.
  var valueType: ValueType {
    switch self {
    case .quantitative: .quantitative
    case .temporal: .temporal
    case .categorical, .nominal, .ordinal: .categorical
    }
  }

  /// Whether the categories' order of first appearance is declared one of meaning.
  var isOrdinal: Bool {
    switch self {
    case .ordinal: true
    case .quantitative, .temporal, .categorical, .nominal: false
    }
  }
}
