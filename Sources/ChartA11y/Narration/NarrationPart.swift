/// One part of a narration, in the order a listener chooses (`narrate --parts`, or `parts` in
/// the `[narrate]` section of the configuration file).
///
/// The standard order, ``standardOrder``, gives the gist before the sound: the title, the axes,
/// the takeaway, then the tones (each cue explained just before it first sounds), then the
/// details. A part left out of an order is not spoken.
public enum NarrationPart: String, CaseIterable, Codable, Sendable {
  /// The chart's title, as written.
  case title
  /// What kind of chart it is and what is measured over what: "Area chart of Sales Volume by
  /// Office Location."
  case axes
  /// The main extreme and the overall direction, or a recognised kind's own finding
  /// (``Takeaway``).
  case takeaway
  /// The pitch mapping, demonstrated, then each section of the audio graph introduced with its
  /// cues and played; at ``Verbosity/detailed`` each series' statistics follow its tones.
  case tones
  /// The rest of the description: the axes' ranges and categories, the series, reference
  /// lines, the chart kind's facts, the author's summary and, at ``Verbosity/detailed``, the
  /// comparison across series.
  case details

  /// Title, axes, takeaway, tones, details.
  public static let standardOrder: [NarrationPart] = [.title, .axes, .takeaway, .tones, .details]

  /// Why a list of parts is not an order, lowercase without a final period, or `nil` when it is
  /// one: it names no part, or names one twice.
  ///
  /// - Complexity: O(*n*) in the parts.
  public static func problem(in order: [NarrationPart]) -> String? {
    if order.isEmpty { return "an order names at least one part" }
    var seen = Set<NarrationPart>()
    for part in order where !seen.insert(part).inserted {
      return "'\(part.rawValue)' is named twice"
    }
    return nil
  }
}
