import ChartImport
import ChartModel

extension AxisPhrasing {
  /// The sizes of changes between values on a value axis, without their signs, as a list:
  /// "3 and 4", "$12 and $5", and on an axis in percent "2.7 and 1.8 percentage points" (a
  /// change of a percentage is not a percent of it; the unit words are said once).
  ///
  /// - Parameters:
  ///   - amounts: The changes in value units; their signs are dropped.
  ///   - axis: The value axis (not temporal).
  /// - Returns: The amounts as the axis writes amounts, joined as a list.
  /// - Complexity: O(*n*) in the amounts.
  static func changes(_ amounts: [Double], on axis: AxisDescriptor) -> String {
    let sizes = amounts.map(abs)
    let inFractions: Bool
    if case .number(let format) = axis.format {
      inFractions = format.kind == .percent || format.kind == .percentRounded
    } else {
      inFractions = false
    }
    if inFractions || axis.unit == "%" {
      let points = sizes.map { ValueFormatter.number(inFractions ? $0 * 100 : $0) }
      return ListPhrasing.joined(points) + " percentage points"
    }
    return ListPhrasing.joined(sizes.map { number($0, on: axis) })
  }
}
