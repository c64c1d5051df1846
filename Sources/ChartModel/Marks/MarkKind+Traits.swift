/// What each mark kind can do, in one place: the positions it takes, whether it is
/// continuous, how it stacks by default, which modifiers have an effect, how it is read and
/// how it sounds.
///
/// Every property is an exhaustive `switch` over the kinds, so a new kind is one case of
/// ``MarkKind`` and the compiler lists each decision here; code elsewhere reads these traits
/// instead of comparing kinds. The table in docs/chart-spec.md ("What each kind can do") is
/// checked against these properties by a test.
extension MarkKind {
  /// The positions the kind accepts (spec validation and the importers read this).
  public var positions: MarkPositions {
    switch self {
    case .line, .point: return .bothAxes
    case .area: return .valueExtent
    case .bar, .rectangle, .rule: return .eitherAxis
    case .sector: return .angle
    }
  }

  /// Whether a number given alone on one axis, against an extent on the other, is the mark's
  /// length from zero rather than the place it stands: true for bars only.
  ///
  /// Swift Charts' `BarMark(xStart:xEnd:y:)` with a number for `y` is a bar of that height
  /// spanning `xStart` to `xEnd` (a histogram's bin), and `BarMark(x:yStart:yEnd:)` with a
  /// number for `x` a bar of that length spanning `yStart` to `yEnd` (a horizontal histogram's
  /// bin); with a category or date there it is a floating bar at that place. A rule, area,
  /// rectangle, line or point stands at its number (an error bar at a dose, a band).
  public var drawsLengthFromZero: Bool {
    switch self {
    case .bar: return true
    case .line, .area, .point, .rule, .rectangle, .sector: return false
    }
  }

  /// Whether the mark draws a connected, continuous series (AXDataSeriesDescriptor's
  /// `isContinuous`): true for lines and areas.
  public var isContinuous: Bool {
    switch self {
    case .line, .area: return true
    case .bar, .point, .rule, .rectangle, .sector: return false
    }
  }

  /// The stacking without a `stacking:` argument: Swift Charts' default for the kind.
  public var defaultStacking: MarkStacking {
    switch self {
    case .bar, .area: return .standard
    case .line, .point, .rule, .rectangle, .sector: return .unstacked
    }
  }

  /// The modifiers that change how a mark of this kind is drawn; the others are accepted
  /// and have no effect (the audit's `ineffective-modifier` rule reports them).
  public var effectiveModifiers: Set<MarkModifier> {
    switch self {
    case .bar: return [.stacking, .width, .height, .position]
    case .line: return [.interpolation, .series, .symbol, .lineStyle, .position]
    case .area: return [.stacking, .interpolation, .series, .position]
    case .point: return [.symbol, .position]
    case .rule: return [.lineStyle, .position]
    case .rectangle: return [.width, .height, .position]
    case .sector: return [.position]
    }
  }

  /// Whether `position(by:)` needs a categorical band on its axis to divide: marks without
  /// a band of their own (lines, points) are only placed side by side within categories.
  public var positionNeedsCategories: Bool {
    switch self {
    case .line, .point: return true
    case .bar, .area, .rule, .rectangle, .sector: return false
    }
  }

  /// Whether marks of this kind stack on one another (bars and areas).
  public var stacks: Bool { effectiveModifiers.contains(.stacking) }

  /// How the accessible view reads a mark of this kind.
  public var reading: MarkReading {
    switch self {
    case .bar, .line, .area, .point, .rectangle: return .series
    case .rule: return .seriesOrReferenceLine
    case .sector: return .slices
    }
  }

  /// How a series of this kind sounds.
  public var sound: MarkSound {
    switch self {
    case .line, .area: return .glide
    case .bar, .point, .rule, .rectangle, .sector: return .note
    }
  }
}

/// The positions a mark kind accepts.
public enum MarkPositions: String, CaseIterable, Sendable {
  /// `x` and `y` (lines, points).
  case bothAxes
  /// `x` with a vertical value (`y`, or `yStart` and `yEnd`), or `y` with a horizontal one
  /// (areas).
  case valueExtent
  /// At least one of `x`, `y`, `xStart`+`xEnd`, `yStart`+`yEnd`: drawn at a value or
  /// between two on either axis (bars, rectangles, rules; the parts of a box plot).
  case eitherAxis
  /// `angle`, with the slices named by a grouping (sectors).
  case angle
}

/// A modifier whose effect depends on the mark kind.
public enum MarkModifier: String, CaseIterable, Sendable {
  /// The `stacking:` argument.
  case stacking
  /// `interpolationMethod(_:)`.
  case interpolation
  /// The `series:` argument.
  case series
  /// `symbol(by:)`.
  case symbol
  /// `lineStyle(by:)`.
  case lineStyle
  /// A fixed width.
  case width
  /// A fixed height.
  case height
  /// `position(by:)`.
  case position
}

/// How the accessible view reads a mark of a kind.
public enum MarkReading: String, CaseIterable, Sendable {
  /// Observations along the independent axis, in series.
  case series
  /// As ``series``, except that a mark at a constant on one axis with no other position
  /// and no extent is a reference line across the plot (rules).
  case seriesOrReferenceLine
  /// Slices of a whole, named by their grouping value, sized by `angle` (sectors).
  case slices
}

/// How a series of a mark kind sounds.
public enum MarkSound: String, CaseIterable, Sendable {
  /// One tone gliding from point to point (lines, areas).
  case glide
  /// A separate note per point.
  case note
}
