import ChartModel

/// Keeps a facetted chart's stacks per panel by reading each panel into the categories.
///
/// A stacked bar chart faceted by `site` stacks within each panel. The chart model has one set
/// of categories, so the panel joins the discrete position: the category "Crookston: Glabron"
/// is Glabron's stack in the Crookston panel, and stacked totals are per panel, as drawn.
enum VegaPanelCategories {
  /// Rewrites a stacked, facetted mark's discrete position as "panel: category".
  ///
  /// Rows are ordered by panel (ascending, stable), so categories read panel by panel in
  /// Vega-Lite's order; the facet no longer defines series.
  ///
  /// - Parameters:
  ///   - facet: The `row`, `column` or `facet` channel.
  ///   - channels: The view's channels; the first discrete one of `x` and `y` is rewritten.
  ///   - mark: The lowered mark.
  ///   - rows: The lowered rows, given the combined category field.
  ///   - diagnostics: Receives a note saying how panels are read.
  /// - Returns: The rewritten axis, `x` or `y`; `nil` when no position is discrete.
  /// - Complexity: O(*n* log *n*).
  static func apply(
    _ facet: VegaChannel, channels: [String: VegaChannel], to mark: inout MarkSpec,
    rows: inout [VegaRow], diagnostics: inout [ImportDiagnostic]
  ) -> String? {
    guard let facetField = facet.derivedField,
      let (name, position) = [("x", channels["x"]), ("y", channels["y"])]
        .compactMap({ name, channel in channel.map { (name, $0) } })
        .first(where: { $0.1.isDiscrete }),
      let positionField = position.derivedField
    else { return nil }
    let combined = "\(facetField), \(positionField)"
    let order = rows.indices.sorted { left, right in
      switch (rows[left][facetField], rows[right][facetField]) {
      case (let a?, let b?) where a != b:
        return VegaCategoryOrder.compare(a, b, unit: facet.orderUnit)
      case (nil, _?): return false
      case (_?, nil): return true
      default: return left < right
      }
    }
    rows = order.map { rows[$0] }
    for index in rows.indices {
      guard let panel = rows[index][facetField], let category = rows[index][positionField] else {
        continue
      }
      rows[index][combined] = .category(
        VegaCategoryOrder.text(of: panel) + ": " + VegaCategoryOrder.text(of: category))
    }
    let encoding = EncodingSpec(
      field: combined, label: "\(facet.label): \(position.label)", type: .categorical)
    if name == "x" { mark.x = encoding } else { mark.y = encoding }
    mark.groupedBy.removeAll { $0.field == facetField }
    diagnostics.append(
      ImportDiagnostic(
        .note,
        "each '\(facet.label)' panel is read into the '\(position.label)' categories "
          + "('panel: category'), so stacks stay per panel", at: facet.path))
    return name
  }
}
