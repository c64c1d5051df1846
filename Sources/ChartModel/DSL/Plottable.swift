import Foundation

/// A type whose values a chart can plot, as Swift Charts' `Plottable`.
///
/// Every plottable value reduces to one of the three primitive kinds in ``DataValue``:
/// numbers are quantitative, dates temporal and strings categorical.
///
/// `Int`, `Double`, `Float`, `CGFloat`, `String` and `Date` conform. An enum with `String` or
/// `Int` raw values conforms by declaring it; its raw value is plotted:
///
///     enum Activity: String, Plottable { case research = "Research", design = "Design" }
public protocol Plottable {
  /// The value as a number, date or category.
  var primitivePlottable: DataValue { get }
}

extension Int: Plottable {
  /// The integer as a quantitative value.
  public var primitivePlottable: DataValue { .number(Double(self)) }
}

extension Double: Plottable {
  /// The number as a quantitative value.
  public var primitivePlottable: DataValue { .number(self) }
}

extension Float: Plottable {
  /// The number as a quantitative value, widened to `Double`.
  public var primitivePlottable: DataValue { .number(Double(self)) }
}

extension CGFloat: Plottable {
  /// The number as a quantitative value.
  public var primitivePlottable: DataValue { .number(Double(self)) }
}

extension String: Plottable {
  /// The text as a categorical value.
  public var primitivePlottable: DataValue { .category(self) }
}

extension Date: Plottable {
  /// The instant as a temporal value.
  public var primitivePlottable: DataValue { .date(self) }
}

extension Plottable where Self: RawRepresentable, RawValue == String {
  /// The raw value as a categorical value.
  public var primitivePlottable: DataValue { .category(rawValue) }
}

extension Plottable where Self: RawRepresentable, RawValue == Int {
  /// The raw value as a quantitative value, as Swift Charts plots `Int` raw values.
  public var primitivePlottable: DataValue { .number(Double(rawValue)) }
}
