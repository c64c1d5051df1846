import ChartModel

/// The warning for a Vega-Lite log scale over values it cannot place.
///
/// A log scale places only values above 0. Vega draws a 0 or negative value at the plot's
/// edge, not at its value; and when such a value is in the scale's domain (no declared
/// `domain`, or one that reaches 0), the whole domain is not a number: vl-convert 1.9.0 draws
/// the axis "from −10 to NaN" and every point at one edge. The description names those
/// values too (`AxisScale.unplaceableValues` in ChartA11y).
enum VegaLogDomain {
  /// A warning for each position channel on a log scale that holds 0 or negative values.
  ///
  /// - Parameters:
  ///   - channels: The view's channels.
  ///   - rows: The lowered rows (after any aggregation), as the marks draw them.
  /// - Returns: One warning per such channel, at its `scale`, with the count and, when no
  ///   positive domain is declared, that the axis cannot be drawn.
  /// - Complexity: O(*n*) in the rows.
  static func diagnostics(_ channels: [String: VegaChannel], rows: [VegaRow])
    -> [ImportDiagnostic]
  {
    var diagnostics: [ImportDiagnostic] = []
    for name in ["x", "y", "x2", "y2", "theta"] {
      guard let channel = channels[name], let field = channel.derivedField,
        let scale = channel.json["scale"], scale["type"]?.string == "log"
      else { continue }
      let count = rows.count { row in
        row[field].flatMap(VegaValues.number).map { $0 <= 0 } ?? false
      }
      guard count > 0 else { continue }
      let domain = scale["domain"]?.array?.compactMap(\.number) ?? []
      let declaredPositive = domain.count == 2 && domain.allSatisfy { $0 > 0 }
      let values = count == 1 ? "1 value" : "\(count) values"
      var message =
        "the '\(name)' scale is logarithmic, but \(values) of '\(channel.label)' "
        + "\(count == 1 ? "is" : "are") 0 or negative, which it cannot place"
      if !declaredPositive {
        message += "; with them in its domain Vega draws no axis range and every point at one edge"
      }
      diagnostics.append(ImportDiagnostic(.warning, message, at: channel.path.appending("scale")))
    }
    return diagnostics
  }
}
