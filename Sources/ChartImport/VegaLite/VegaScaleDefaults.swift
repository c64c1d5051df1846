import ChartModel

/// Vega-Lite's default `zero` and `nice` of a quantitative position scale without a declared
/// domain: whether Vega draws the axis from 0, and whether it moves the axis's ends out to
/// round numbers.
///
/// The rules are vega-lite's `src/compile/scale/properties.ts` (`zero`, `nice`, `padding`)
/// and the mark orientation of `src/compile/mark/init.ts` (`orient`), checked against the
/// scales vl-convert 1.9.0 compiles (`scripts/axis_span_oracle.py`):
/// - `zero` is `false` on a binned channel and on the key axis of a bar, area, line or trail
///   (x when the mark is vertical, y when horizontal); `true` on the value axis of a bar or
///   area without a second channel (`y2`); otherwise `config.scale.zero`, which defaults to
///   `true`. A log scale has none.
/// - `nice` is `true` on an unbinned channel.
/// - A bar on a continuous key axis is padded by its width in pixels (`continuousBandSize`),
///   as is every continuous axis with `config.scale.continuousPadding` or a `padding`: where
///   a nice end falls then depends on the plot's size, so `nice` is left unknown.
/// - A written `zero` or `nice: true`/`false` wins; a `nice` tick count or time interval, or a
///   log base other than 10, leave `nice` unknown (`nil`); a `domainMin`, `domainMax`,
///   `domainMid` or `domainRaw` alone leave both ends unknown (`zero: false`, `nice` `nil`),
///   and only the values' range is said.
enum VegaScaleDefaults {
  /// The mark's orientation: `vertical` (the key axis is x), `horizontal`, or `nil` when it
  /// has none.
  enum Orientation: String {
    case vertical, horizontal
  }

  /// The orientation Vega-Lite gives a mark, as vega-lite's `orient` decides it.
  ///
  /// - Parameters:
  ///   - markType: The mark's type (`bar`, `line`, …).
  ///   - channels: The mark's channels by name.
  ///   - specified: The mark's written `orient`, if any.
  /// - Returns: The orientation, or `nil` for a mark without one (points, rectangles).
  /// - Complexity: O(1).
  static func orientation(
    markType: String, channels: [String: VegaChannel], specified: Orientation?
  ) -> Orientation? {
    let (x, y) = (channels["x"], channels["y"])
    let (x2, y2) = (channels["x2"] != nil, channels["y2"] != nil)
    func binned(_ channel: VegaChannel?) -> Bool { channel.flatMap(rawBin)?.string == "binned" }
    func measure(_ channel: VegaChannel?) -> Bool {
      guard let channel else { return false }
      return channel.type == "quantitative" && channel.bin == nil
    }
    switch markType {
    case "point", "circle", "square", "rect", "image", "arc", "geoshape": return nil
    case "bar", "text", "rule", "area", "line", "tick": break
    default: return .vertical
    }
    if markType == "bar" || markType == "text" {
      if x != nil, binned(x) || (y?.aggregate != nil && x?.aggregate == nil) { return .vertical }
      if y != nil, binned(y) || (x?.aggregate != nil && y?.aggregate == nil) { return .horizontal }
      if x2 || y2 {
        if let specified { return specified }
        if !x2 { return measure(x) && binned(y) ? .horizontal : .vertical }
        if !y2 { return measure(y) && binned(x) ? .vertical : .horizontal }
      }
    }
    if ["bar", "text", "rule"].contains(markType), x2, !binned(x), y2, !binned(y) { return nil }
    if ["bar", "text", "rule", "area"].contains(markType) {
      if y2 { return binned(y) ? .horizontal : .vertical }
      if x2 { return binned(x) ? .vertical : .horizontal }
      if markType == "rule" {
        if x != nil && y == nil { return .vertical }
        if y != nil && x == nil { return .horizontal }
      }
    }
    if let specified { return specified }
    let tick = markType == "tick"
    switch (measure(x), measure(y)) {
    case (true, false): return tick ? .vertical : .horizontal
    case (false, true): return tick ? .horizontal : .vertical
    case (true, true): return .vertical
    case (false, false):
      if x?.type == "temporal" && y?.type != "temporal" { return .vertical }
      if x?.type != "temporal" && y?.type == "temporal" { return .horizontal }
      return nil
    }
  }

  /// Sets the scale's `zero` and `nice` as Vega-Lite draws a quantitative `x` or `y`
  /// channel without a declared domain; leaves them `nil` where the drawn span is not known.
  ///
  /// - Parameters:
  ///   - scale: The channel's scale settings as read, updated.
  ///   - name: `x` or `y`.
  ///   - channels: The mark's channels by name.
  ///   - markType: The mark's type.
  ///   - orientation: The mark's orientation (``orientation(markType:channels:specified:)``).
  ///   - config: The spec's `config`.
  /// - Complexity: O(1).
  static func apply(
    to scale: inout ScaleSpec, channel name: String, channels: [String: VegaChannel],
    markType: String, orientation: Orientation?, config: VegaConfig
  ) {
    guard let channel = channels[name], channel.type == "quantitative", !channel.isDiscrete
    else { return }
    let json = channel.json["scale"]
    let type = json?["type"]?.string ?? "linear"
    guard ["linear", "log", "pow", "sqrt", "symlog"].contains(type) else { return }
    if json?["domain"] != nil { return }
    for bound in ["domainMin", "domainMax", "domainMid", "domainRaw"] where json?[bound] != nil {
      // One bound alone moves an end the model does not hold: the axis is drawn beyond its
      // values by an amount not read, so only the values are said.
      (scale.zero, scale.nice) = (false, nil)
      return
    }
    let binned = rawBin(channel).map { $0 != .bool(false) && !$0.isNull } ?? false
    let keyAxis =
      (orientation == .vertical && name == "x") || (orientation == .horizontal && name == "y")
    if let zero = json?["zero"] {
      scale.zero = zero.bool
    } else if type != "log" {
      if binned || (["bar", "area", "line", "trail"].contains(markType) && keyAxis) {
        scale.zero = false
      } else if ["bar", "area"].contains(markType) && channels[name + "2"] == nil {
        scale.zero = true
      } else {
        scale.zero = config.scaleProperty("zero").map { $0.bool } ?? true
      }
    }
    let padded =
      json?["padding"] != nil || config.scaleProperty("continuousPadding") != nil
      || (markType == "bar" && !binned && channel.timeUnit == nil && keyAxis)
    let otherBase = json?["base"].map { $0.number != 10 } ?? false
    if let nice = json?["nice"] {
      scale.nice = padded || otherBase ? nil : nice.bool
    } else if binned {
      scale.nice = padded ? nil : false
    } else {
      scale.nice = padded || otherBase ? nil : true
    }
  }

  /// The channel's written `bin`, `"binned"` included (``VegaChannel/bin`` leaves it out).
  private static func rawBin(_ channel: VegaChannel) -> JSONValue? {
    (channel.json.array?.first ?? channel.json)["bin"]
  }
}
