import ChartModel

/// Bounds that keep reading an untrusted SVG file fast and small in memory.
///
/// A file beyond any bound is refused with ``ChartImportError/Kind/invalidSVG(line:reason:)``,
/// before it can cost more than a linear pass.
public struct SVGLimits: Hashable, Sendable {
  /// The largest file read, in bytes.
  ///
  /// Default value: 32 MiB (33,554,432 bytes), far above the charts that vl-convert or
  /// matplotlib export (a 10,000-point scatter plot is about 2 MB).
  public var maximumBytes: Int
  /// The deepest element nesting, the root being depth 1.
  ///
  /// Default value: 256, libxml2's own default; Vega exports nest about 12 deep.
  public var maximumDepth: Int
  /// The most characters that declared entities may expand to, per entity and in total.
  ///
  /// Default value: 100,000.
  public var maximumEntityExpansion: Int
  /// The most commands one path's `d` attribute may hold, when its data is read from the
  /// geometry (``SVGPathData``).
  ///
  /// Default value: 1,000,000 (a 100,000-point line has 100,000).
  public var maximumPathCommands: Int
  /// The most path vertices read from the whole file's geometry.
  ///
  /// Default value: 4,000,000, about what the largest file allowed can hold.
  public var maximumVertices: Int

  /// Creates limits.
  ///
  /// - Precondition: Every limit is positive.
  public init(
    maximumBytes: Int = 32 * 1024 * 1024, maximumDepth: Int = 256,
    maximumEntityExpansion: Int = 100_000, maximumPathCommands: Int = 1_000_000,
    maximumVertices: Int = 4_000_000
  ) {
    precondition(maximumBytes > 0 && maximumDepth > 0, "limits must be positive")
    precondition(maximumEntityExpansion > 0, "limits must be positive")
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumEntityExpansion = maximumEntityExpansion
    precondition(maximumPathCommands > 0 && maximumVertices > 0, "limits must be positive")
    self.maximumPathCommands = maximumPathCommands
    self.maximumVertices = maximumVertices
  }
}
