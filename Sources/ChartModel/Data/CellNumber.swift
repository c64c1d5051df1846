/// The number a data cell's text holds, by the one rule every reader of cells follows (CSV
/// files, a spec's `data.values`, Vega-Lite data and predicates, a field resolved as
/// quantitative).
public enum CellNumber {
  /// A cell read as a finite number, or `nil`.
  ///
  /// `NaN`, `inf` and hexadecimal (`0x10`) are not numbers here.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func value(_ text: String) -> Double? {
    guard let first = text.utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      !text.utf8.contains(where: { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }
}
