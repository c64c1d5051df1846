import ChartModel

/// A matplotlib axis offset text: the factor (`1e6`, `×10⁶` as mathtext
/// `$\times\mathdefault{10^{6}}\mathdefault{}$`) and the addend (`+1e3`, `−2.5`) its tick
/// labels are to be read with.
///
/// Source: matplotlib `ticker.ScalarFormatter.get_offset`.
struct MatplotlibOffsetText: Hashable, Sendable {
  var multiplier = 1.0
  var offset = 0.0

  /// Reads an offset text; `nil` when the text is not one (such as an axis label).
  init?(_ text: String) {
    var rest = text.replacingOccurrences(of: "\u{2212}", with: "-")
      .replacingOccurrences(of: "\\mathdefault{}", with: "")
    if rest.hasPrefix("$") && rest.hasSuffix("$") && rest.count > 1 {
      rest = String(rest.dropFirst().dropLast())
    }
    rest = rest.replacingOccurrences(of: "\\times", with: "×")
    // "1e6+1e3" or "×10^{6}+1e3": a factor then an addend.
    if let plus = rest.dropFirst().firstIndex(where: { $0 == "+" || $0 == "-" }),
      !rest[rest.index(before: plus)].lowercased().hasSuffix("e")
    {
      guard
        let addend = PrintedValue.number(
          String(rest[plus...]).replacingOccurrences(of: "+", with: ""))
      else { return nil }
      offset = addend
      rest = String(rest[..<plus])
    } else if rest.hasPrefix("+") || rest.hasPrefix("-") {
      guard let addend = PrintedValue.number(rest.replacingOccurrences(of: "+", with: "")) else {
        return nil
      }
      offset = addend
      return
    }
    if rest.hasPrefix("×") { rest = "$" + String(rest.dropFirst()) + "$" }
    guard !rest.isEmpty, let factor = PrintedValue.number(rest), factor > 0,
      rest.lowercased().contains("e") || rest.contains("^")
    else { return nil }
    multiplier = factor
  }
}
