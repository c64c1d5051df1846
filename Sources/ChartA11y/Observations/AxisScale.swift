import ChartModel
import Foundation

/// How an axis maps values to positions, as drawn: its kind, direction and declared domain,
/// and how many values that domain leaves outside.
///
/// Read from the chart spec's `scale` and `domain` (Vega-Lite's `scale.type`, `exponent`,
/// `constant`, `reverse`, `domain`, `clamp`, and the marks' `clip`). The overview says a scale that is not linear
/// ("on a logarithmic scale"), sonification sets pitch linear in ``scaled(_:)``, and values
/// beyond the domain are counted for the overview.
public struct AxisScale: Hashable, Sendable {
  /// The position function.
  public enum Kind: Hashable, Sendable {
    /// Position proportional to the value.
    case linear
    /// Position proportional to log₁₀ *v* (Vega's `log`; the base does not change positions
    /// relative to each other).
    case log
    /// sign(*v*) · log₁₀(1 + |*v*| / *c*) (Vega's `symlog`, constant *c*).
    case symlog(constant: Double)
    /// sign(*v*) · |*v*|^*k* (Vega's `pow`; `sqrt` is *k* = ½).
    case pow(exponent: Double)
  }

  /// The position function.
  public var kind: Kind
  /// Whether the axis runs from its largest value to its smallest.
  public var isReversed: Bool
  /// The declared domain (seconds since 1970 on a temporal axis), or `nil` for the data's.
  public var domain: ClosedRange<Double>?
  /// Whether values beyond the domain are drawn at its edge (`clamp`).
  public var clamps: Bool
  /// Whether marks are cut at the plot's edge, so values beyond the domain are not drawn
  /// (`clip`); `clamps` wins, as clamped values are drawn inside it.
  public var clips: Bool
  /// How many plotted values are below the declared domain.
  public var valuesBelowDomain: Int
  /// How many plotted values are above the declared domain.
  public var valuesAboveDomain: Int
  /// The plotted values a log scale cannot place (0 and negative values), in data order;
  /// empty on every other scale.
  public var unplaceableValues: [Double] = []
  /// What the axis spans as drawn, without a declared domain, where that is more than its
  /// values (Vega's `zero` and `nice`: "spanning 0 to 8%"); `nil` when the axis spans its
  /// values or what it draws is not known (``DrawnSpan``).
  public var drawnSpan: DrawnSpan?
  /// Whether the axis, without a declared domain, is drawn from 0 (the spec's `zero`), or
  /// `nil` when not known.
  var includesZero: Bool?
  /// Whether the axis's ends, without a declared domain, are moved out to round numbers (the
  /// spec's `nice`), or `nil` when not known.
  var isNice: Bool?

  /// Creates a scale; by default linear, not reversed, with the data's domain.
  public init(
    kind: Kind = .linear, isReversed: Bool = false, domain: ClosedRange<Double>? = nil,
    clamps: Bool = false, clips: Bool = false, valuesBelowDomain: Int = 0,
    valuesAboveDomain: Int = 0
  ) {
    self.kind = kind
    self.isReversed = isReversed
    self.domain = domain
    self.clamps = clamps
    self.clips = clips
    self.valuesBelowDomain = valuesBelowDomain
    self.valuesAboveDomain = valuesAboveDomain
  }

  /// Counts a plotted value beyond the declared domain (none without one), and keeps one a
  /// log scale cannot place (``unplaceableValues``).
  ///
  /// - Complexity: O(1) amortized.
  mutating func count(_ value: Double) {
    if case .log = kind, value <= 0 { unplaceableValues.append(value) }
    guard let domain else { return }
    if value < domain.lowerBound { valuesBelowDomain += 1 }
    if value > domain.upperBound { valuesAboveDomain += 1 }
  }

  /// Reads the spec's scale settings.
  ///
  /// - Parameters:
  ///   - spec: The axis's `scale`, or `nil` for linear.
  ///   - domain: The axis's declared `domain` as numbers (dates as seconds since 1970), or
  ///     `nil`.
  init(_ spec: ScaleSpec?, domain: ClosedRange<Double>?) {
    let kind: Kind
    switch spec?.type ?? .linear {
    case .linear: kind = .linear
    case .log: kind = .log
    case .symlog: kind = .symlog(constant: max(Double.ulpOfOne, spec?.constant ?? 1))
    case .pow:
      let exponent = spec?.exponent ?? 1
      kind = exponent == 1 ? .linear : .pow(exponent: exponent)
    case .sqrt: kind = .pow(exponent: 0.5)
    }
    self.init(
      kind: kind, isReversed: spec?.reverse ?? false, domain: domain,
      clamps: spec?.clamp ?? false, clips: spec?.clip ?? false)
    if domain == nil {
      includesZero = spec?.zero
      isNice = spec?.nice
    }
  }

  /// The value as the scale positions it, before the linear map to the plot: log₁₀ *v* on a
  /// log scale, `nil` for a value a log scale cannot draw (zero or negative).
  ///
  /// Source: Vega's scale transforms (vega-scale `scaleLog`, `scaleSymlog`, `scalePow`,
  /// https://vega.github.io/vega/docs/scales/).
  ///
  /// - Complexity: O(1).
  public func scaled(_ value: Double) -> Double? {
    guard value.isFinite else { return nil }
    switch kind {
    case .linear: return value
    case .log: return value > 0 ? log10(value) : nil
    case .symlog(let constant):
      return (value < 0 ? -1 : 1) * log10(1 + abs(value) / constant)
    case .pow(let exponent):
      return (value < 0 ? -1 : 1) * Foundation.pow(abs(value), exponent)
    }
  }
}
