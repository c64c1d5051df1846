/// An error raised while deriving accessible output from a chart.
public struct ChartA11yError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// Fewer finite values than the computation needs.
    case insufficientData(minimum: Int, found: Int)
    /// A series with no observations.
    case emptySeries(name: String)
    /// A score longer than ``SonificationScore/maximumDurationSeconds`` (every series
    /// together), in seconds, and how many series it plays.
    case audioTooLong(seconds: Double, seriesCount: Int)
  }
  /// What went wrong.
  public var kind: Kind
  /// Creates an error of the given kind.
  public init(_ kind: Kind) { self.kind = kind }
  /// A lowercase message without a final period.
  public var description: String {
    switch kind {
    case .insufficientData(let minimum, let found):
      return "insufficient data: needs at least \(minimum) finite values, found \(found)"
    case .emptySeries(let name): return "series '\(name)' has no observations"
    case .audioTooLong(let seconds, let seriesCount):
      let limit = Int(SonificationScore.maximumDurationSeconds)
      return "the audio would last \(Int(seconds.rounded(.up))) seconds (\(seriesCount) series); "
        + "the limit is \(limit) seconds in all; shorten each series with '--duration', "
        + "play them together with '--together', or chart fewer series"
    }
  }
}
