import ChartModel

/// Names every value format of a chart that cannot be applied, one warning each, through the
/// import diagnostics every command writes to standard error (`name: place: warning: …`).
///
/// A format that is not supported never stops a chart from being read: its values are read
/// plainly, and the warning says so.
public enum ValueFormatCheck {
  /// The warning for one specifier, or `nil` when it is supported or absent.
  ///
  /// - Parameters:
  ///   - specifier: The format.
  ///   - kind: Its `formatType`, or `nil` for the values' kind.
  ///   - temporal: Whether the values are dates.
  ///   - path: Where the format is written in the source.
  /// - Returns: A warning naming the format and why it is not applied, or `nil`.
  /// - Complexity: O(*n*) in the specifier's length.
  public static func warning(
    _ specifier: String?, kind: ValueFormat.Kind?, temporal: Bool, at path: SpecPath
  ) -> ImportDiagnostic? {
    guard let specifier else { return nil }
    do {
      _ = try ValueFormat(specifier, kind: kind, temporal: temporal)
      return nil
    } catch {
      return ImportDiagnostic(.warning, error.message, at: path)
    }
  }

  /// The warnings for a chart spec's formats: its axes', its legend's and its marks'
  /// annotations'.
  ///
  /// An axis's values are dates when the first mark that places values on it encodes a
  /// temporal value, or a field that is not a number column.
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public static func warnings(in document: ChartDocument) -> [ImportDiagnostic] {
    let spec = document.spec
    let marks = document.flattenedMarks
    func temporal(_ encoding: EncodingSpec?) -> Bool {
      guard let encoding else { return false }
      if let type = encoding.type { return type == .temporal }
      guard let field = encoding.field, let column = document.table.column(named: field) else {
        return encoding.value?.valueType == .temporal
      }
      if case .numbers = column { return false }
      return true
    }
    let axes = SpecPath.root.appending("axes")
    var warnings: [ImportDiagnostic] = []
    for (name, axis, place) in [
      ("x", spec.axes.x, { (mark: MarkSpec) in mark.x ?? mark.xStart }),
      ("y", spec.axes.y, { (mark: MarkSpec) in mark.y ?? mark.yStart }),
    ] {
      let encoding = marks.lazy.compactMap { place($0.mark) }.first
      if let warning = Self.warning(
        axis.format, kind: axis.formatType, temporal: temporal(encoding),
        at: axes.appending(name).appending("format"))
      {
        warnings.append(warning)
      }
    }
    let series = marks.lazy.compactMap {
      $0.mark.modifiers.foregroundStyleBy ?? $0.mark.series ?? $0.mark.groupedBy.first
    }.first
    if let warning = Self.warning(
      spec.legend.format, kind: spec.legend.formatType, temporal: temporal(series),
      at: SpecPath.root.appending("legend").appending("format"))
    {
      warnings.append(warning)
    }
    for (_, path, mark) in marks {
      guard let annotation = mark.modifiers.annotation else { continue }
      var field: EncodingSpec?
      if case .field(let name) = annotation.text {
        field = EncodingSpec(field: name, label: name)
      }
      if let warning = Self.warning(
        annotation.format, kind: annotation.formatType, temporal: temporal(field),
        at: path.appending("annotation").appending("format"))
      {
        warnings.append(warning)
      }
    }
    return warnings
  }
}
