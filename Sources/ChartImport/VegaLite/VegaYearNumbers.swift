import ChartModel

/// Refuses year-like numbers read as dates.
///
/// Vega-Lite reads every number in a temporal field (or under a time unit) as milliseconds
/// since 1970, so `{"year": 1990}` with `year:T` is drawn
/// at 1 January 1970, 00:00:01.990, and its axis shows no years (checked with vl-convert: the
/// axis of 1990…1999 is labelled ".999"). Describing those values as the years 1990…1999
/// would state a chart that is not drawn; the view is refused with the field and a fix.
///
/// Numbers beyond 9999 (milliseconds since 1970, as `Date.getTime()` and pandas' JSON give)
/// are drawn as the dates they are and read so.
enum VegaYearNumbers {
  /// The whole numbers a reader would take for years.
  private static let years = 1.0...9999.0

  /// Throws when a channel reads a field as dates whose values include a whole number from 1
  /// to 9999.
  ///
  /// - Parameters:
  ///   - channels: The unit view's channels.
  ///   - rows: Its rows, before time units and bins.
  /// - Throws: ``VegaUnsupported`` at the first such channel, naming the field and a value.
  /// - Complexity: O(*n*) per temporal channel.
  static func check(_ channels: [String: VegaChannel], rows: [VegaRow]) throws(VegaUnsupported) {
    for channel in channels.values.sorted(by: { $0.name < $1.name })
    where channel.type == "temporal" || channel.timeUnit != nil {
      guard let field = channel.field else { continue }
      for row in rows {
        guard case .number(let number)? = row[field], number == number.rounded(),
          years.contains(number)
        else { continue }
        let shown = Int(number)
        throw VegaUnsupported(
          message: "field '\(field)' holds numbers such as \(shown) as dates: Vega-Lite reads a "
            + "number as milliseconds since 1970, so \(shown) is drawn at 1 January 1970, "
            + "\(Self.clock(milliseconds: shown)) and the axis shows no years; give it type "
            + "'ordinal' or 'quantitative', or the years as text (\"\(shown)\")",
          path: channel.path.appending("field"))
      }
    }
  }

  /// "00:00:01.990": the time of day of a number of milliseconds under 10,000.
  private static func clock(milliseconds: Int) -> String {
    let seconds = milliseconds / 1000
    let rest = milliseconds % 1000
    let fraction = String(rest + 1000).dropFirst()
    return "00:00:0\(seconds).\(fraction)"
  }
}
