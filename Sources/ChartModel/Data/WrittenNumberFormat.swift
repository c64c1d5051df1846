/// The value format a column's written numbers carry (`12%`, `$1,234.50`, `1.234,5 €`,
/// `1.2k`), as the d3 number format and axis unit a chart spec declares, so that every output
/// writes the values as the file does ("12%", "$1,235", "€1,234.5"; spoken "12 percent").
///
/// | cells | specifier | unit |
/// |---|---|---|
/// | `12%`, `-3,5 %` | `.0%`, `.1%` (the most digits written after the mark) | — |
/// | `$1,234.50` | `$,.2f` | — |
/// | `1.234,5 €`, `£3` | `,.1f`, `,.0f` | `€`, `£` (d3's en-US locale has only `$`) |
/// | `1.2k`, `$3M` | `~s`, `$~s` | — |
public struct WrittenNumberFormat: Hashable, Sendable {
  /// The d3-format specifier (``NumberFormat``), such as `.0%`.
  public var specifier: String
  /// The axis unit (``AxisSpec/unit``), such as `€`, or `nil`.
  public var unit: String?

  /// Creates a format from its specifier and unit.
  public init(specifier: String, unit: String?) {
    self.specifier = specifier
    self.unit = unit
  }
}
