import ChartModel

/// A colour a chart draws with, where the spec sets it, and what it paints.
public struct ChartColorUsage: Hashable, Sendable {
  /// The text in the spec, such as `teal` or `rgb(255 255 255 / 50%)`.
  public var name: String
  /// Where the text comes from when it is not written at ``path`` itself, such as
  /// `colour 6 of scheme 'tableau10'`.
  public var origin: String?
  /// Where the spec sets it: `$.foregroundStyleScale.range[1]` or a mark's `foregroundStyle`;
  /// for an imported chart, the path in its source (`$.layer[0].mark.color`).
  public var path: SpecPath
  /// The series it paints, when the spec says: the foreground style scale's domain entry at the
  /// same index, or the series of a mark with a fixed colour.
  public var seriesName: String?
  /// Whether it tells series apart: a scale colour, or the fixed colour of a visible mark that
  /// is its own series (not a reference line).
  public var distinguishesSeries: Bool
  /// Whether the mark is hidden from accessibility (it is still drawn).
  public var isHidden: Bool
  /// The mark's own opacity, 0–1, multiplied with the colour's alpha.
  ///
  /// Default value: 1.
  public var opacity: Double = 1

  /// Every colour the spec names, in spec order: the scale's range (when any mark groups by
  /// colour), then each mark's fixed `foregroundStyle`, hidden marks included because
  /// `accessibilityHidden` hides from assistive technology, not from the eye; then the colours
  /// an imported format declares (``ChartModel/DeclaredColor``, such as Vega-Lite's).
  ///
  /// - Complexity: O(*m* + *c*) in the number of marks and declared colours.
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
    for declared in subject.document.declaredColors {
      usages.append(
        ChartColorUsage(
          name: declared.text, origin: declared.origin, path: declared.path,
          seriesName: declared.seriesName, distinguishesSeries: declared.distinguishesSeries,
          isHidden: false, opacity: declared.opacity))
    }
    return usages
  }

  /// The colour, resolved against the chart's colour scheme.
  public func resolve(darkScheme: Bool) -> ColorResolution {
    NamedColors.resolve(name, darkScheme: darkScheme)
  }

  /// The colour as it is drawn over `background`: an opaque colour as it is, a translucent one
  /// (or a mark with an opacity below 1) blended over it (``SRGBColor/blended(_:over:)``).
  ///
  /// - Returns: The drawn colour and the opacity it was drawn at, or `nil` when the colour
  ///   cannot be audited or is unknown.
  public func drawn(over background: SRGBColor) -> (color: SRGBColor, alpha: Double)? {
    let alpha: Double
    let color: SRGBColor
    switch resolve(darkScheme: background.isDark) {
    case .color(let opaque): (color, alpha) = (opaque, opacity)
    case .translucent(let translucent, let own): (color, alpha) = (translucent, own * opacity)
    case .unauditable, .unknown: return nil
    }
    return (alpha < 1 ? color.blended(alpha, over: background) : color, alpha)
  }
}
