/// Choices for a description.
public struct DescriptionOptions: Hashable, Sendable {
  /// The highest level of semantic content included, 1–3.
  ///
  /// The author's summary (level 4) is always included: it is the author's own words. Default
  /// value: 3.
  public var level: DescriptionLevel
  /// How much is said: ``Verbosity/brief`` gives the one sentence of ``Takeaway`` instead of
  /// the levels; ``Verbosity/standard`` words statistics without their tests.
  ///
  /// Default value: ``Verbosity/detailed`` (every level up to ``level``, with its tests).
  public var verbosity: Verbosity
  /// How many series are described in detail; the rest are counted in the overview and
  /// summed up together (``ManySeriesSentences``), named only when few.
  ///
  /// Default value: 12.
  public var maximumDetailedSeries: Int
  /// How many values of a series are listed one by one before only the summary is given.
  ///
  /// Default value: 12.
  public var maximumListedValues: Int

  /// Whether statistics are stated with their tests (``Verbosity/statesTests``).
  public var statesTests: Bool { verbosity.statesTests }

  /// Creates options.
  ///
  /// - Precondition: `maximumDetailedSeries` and `maximumListedValues` are not negative.
  public init(
    level: DescriptionLevel = .trends, verbosity: Verbosity = .detailed,
    maximumDetailedSeries: Int = 12, maximumListedValues: Int = 12
  ) {
    precondition(maximumDetailedSeries >= 0, "maximumDetailedSeries must not be negative")
    precondition(maximumListedValues >= 0, "maximumListedValues must not be negative")
    self.level = level
    self.verbosity = verbosity
    self.maximumDetailedSeries = maximumDetailedSeries
    self.maximumListedValues = maximumListedValues
  }

  /// The options of a preset: every level (1–3) at ``Verbosity/standard`` and
  /// ``Verbosity/detailed``, the one sentence at ``Verbosity/brief``.
  ///
  /// - Precondition: `maximumDetailedSeries` is not negative.
  public init(verbosity: Verbosity, maximumDetailedSeries: Int = 12) {
    self.init(
      level: .trends, verbosity: verbosity, maximumDetailedSeries: maximumDetailedSeries)
  }
}
