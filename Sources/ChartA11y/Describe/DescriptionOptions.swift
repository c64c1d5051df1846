/// Choices for a description.
public struct DescriptionOptions: Hashable, Sendable {
  /// The highest level of semantic content included, 1–3.
  ///
  /// The author's summary (level 4) is always included: it is the author's own words. Default
  /// value: 3.
  public var level: DescriptionLevel
  /// How many series are described in detail; the rest are counted in the overview and
  /// summed up together (``ManySeriesSentences``), named only when few.
  ///
  /// Default value: 12.
  public var maximumDetailedSeries: Int
  /// How many values of a series are listed one by one before only the summary is given.
  ///
  /// Default value: 12.
  public var maximumListedValues: Int

  /// Creates options.
  ///
  /// - Precondition: `maximumDetailedSeries` and `maximumListedValues` are not negative.
  public init(
    level: DescriptionLevel = .trends, maximumDetailedSeries: Int = 12,
    maximumListedValues: Int = 12
  ) {
    precondition(maximumDetailedSeries >= 0, "maximumDetailedSeries must not be negative")
    precondition(maximumListedValues >= 0, "maximumListedValues must not be negative")
    self.level = level
    self.maximumDetailedSeries = maximumDetailedSeries
    self.maximumListedValues = maximumListedValues
  }
}
