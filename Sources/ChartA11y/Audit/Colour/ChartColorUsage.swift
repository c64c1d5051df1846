import ChartModel

/// A colour a chart draws with, where the spec sets it, and what it paints.
public struct ChartColorUsage: Hashable, Sendable {
  /// The text in the spec, such as `teal`.
  public var name: String
  /// Where the spec sets it: `$.foregroundStyleScale.range[1]` or a mark's `foregroundStyle`.
  public var path: SpecPath
  /// The series it paints, when the spec says: the foreground style scale's domain entry at the
  /// same index, or the series of a mark with a fixed colour.
  public var seriesName: String?
  /// Whether it tells series apart: a scale colour, or the fixed colour of a visible mark that
  /// is its own series (not a reference line).
  public var distinguishesSeries: Bool
  /// Whether the mark is hidden from accessibility (it is still drawn).
  public var isHidden: Bool

  /// Every colour the spec names, in spec order: the scale's range (when any mark groups by
  /// colour), then each mark's fixed `foregroundStyle`, hidden marks included because
  /// `accessibilityHidden` hides from assistive technology, not from the eye.
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public static func all(in subject: ChartAuditSubject) -> [ChartColorUsage] {
    var usages: [ChartColorUsage] = []
    let spec = subject.spec
    if let range = spec.foregroundStyleScale?.range,
      subject.marks.contains(where: { $0.mark.modifiers.foregroundStyleBy != nil })
    {
      let domain = spec.foregroundStyleScale?.domain ?? []
      let rangePath = SpecPath.root.appending("foregroundStyleScale").appending("range")
      for (index, name) in range.enumerated() {
        usages.append(
          ChartColorUsage(
            name: name, path: rangePath.appending(index: index),
            seriesName: range.count >= domain.count && index < domain.count ? domain[index] : nil,
            distinguishesSeries: true, isHidden: false))
      }
    }
    for entry in subject.marks {
      guard let name = entry.mark.modifiers.foregroundColor else { continue }
      let isReference =
        entry.mark.kind.reading == .seriesOrReferenceLine
        && entry.mark.encodings.allSatisfy { !$0.encoding.isField }
      let hidden = entry.mark.modifiers.isHidden
      let label = (entry.mark.y ?? entry.mark.x)?.label ?? ""
      let isSeries = !hidden && !isReference
      usages.append(
        ChartColorUsage(
          name: name, path: entry.path.appending("foregroundStyle"),
          seriesName: isSeries && !label.isEmpty ? label : nil,
          distinguishesSeries: isSeries, isHidden: hidden))
    }
    return usages
  }

  /// The colour, resolved against the chart's colour scheme.
  public func resolve(darkScheme: Bool) -> ColorResolution {
    NamedColors.resolve(name, darkScheme: darkScheme)
  }
}
