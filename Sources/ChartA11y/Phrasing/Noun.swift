import ChartModel

/// A thing a sentence counts, which each ``Phrasebook`` names in its language with its plural.
enum Noun: Hashable, Sendable {
  /// A data series (English: "series", the same in the plural).
  case series
  /// A plotted point ("point", "points").
  case point
  /// A category on a categorical axis ("category", "categories").
  case category
  /// A value, when the axis has no calendar unit ("value", "values").
  case value
  /// A slice of a pie ("slice", "slices").
  case slice
  /// A calendar period: "year", "quarter", "week".
  case period(CalendarUnit)
  /// A heatmap's row ("row", "rows").
  case row
}
