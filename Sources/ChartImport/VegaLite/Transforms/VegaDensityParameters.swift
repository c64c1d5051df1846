import ChartModel

extension VegaDensity {
  /// A `density` transform's parameters, with Vega's defaults (vega-transforms `KDE.js`).
  struct Parameters {
    /// `as`: the output fields of the position and of the estimate.
    var names: (value: String, density: String)
    /// `bandwidth`; `nil` for 0 or absent (Scott's rule, ``VegaDensity/bandwidth(of:)``).
    var bandwidth: Double?
    /// `extent`: the span sampled, or `nil` for each group's own.
    var extent: [Double]?
    /// `cumulative`: the distribution rather than the density.
    var cumulative: Bool
    /// `counts`: the estimate times the group's size.
    var counts: Bool
    /// `resolve: "shared"`: one extent over every group, sampled evenly.
    var isShared: Bool
    /// The fewest points before refinement (`steps`, else `minsteps`, else 25).
    var minimumSteps: Int
    /// The most intervals (`steps`, else `maxsteps`, else 200; at least ``minimumSteps``).
    var maximumSteps: Int

    /// Reads the parameters.
    ///
    /// - Throws: ``VegaUnsupported`` at the member for a number that is not one, a bandwidth
    ///   below 0, an `extent` that is not two increasing numbers, or a step count below 1.
    init(_ transform: JSONValue, at path: SpecPath) throws(VegaUnsupported) {
      let names = transform["as"]?.array?.compactMap(\.string) ?? []
      self.names = (names.first ?? "value", names.count > 1 ? names[1] : "density")
      let width = try Self.number(transform, "bandwidth", at: path) ?? 0
      guard width >= 0 else {
        throw VegaUnsupported(
          message: "a density 'bandwidth' must be 0 or more", path: path.appending("bandwidth"))
      }
      bandwidth = width > 0 ? width : nil
      if let member = transform["extent"] {
        let bounds = member.array?.compactMap(\.number) ?? []
        guard bounds.count == 2, bounds.allSatisfy(\.isFinite), bounds[0] <= bounds[1] else {
          throw VegaUnsupported(
            message: "a density 'extent' must be two increasing numbers",
            path: path.appending("extent"))
        }
        extent = bounds
      }
      cumulative = transform["cumulative"]?.bool ?? false
      counts = transform["counts"]?.bool ?? false
      isShared = transform["resolve"]?.string == "shared"
      let steps = try Self.count(transform, "steps", at: path)
      let minsteps = try Self.count(transform, "minsteps", at: path)
      let maxsteps = try Self.count(transform, "maxsteps", at: path)
      var minimum = steps ?? minsteps ?? 25
      var maximum = steps ?? maxsteps ?? 200
      if isShared { minimum = maximum }
      maximum = Swift.max(minimum, maximum)
      (minimumSteps, maximumSteps) = (minimum, maximum)
    }

    private static func number(_ transform: JSONValue, _ key: String, at path: SpecPath)
      throws(VegaUnsupported) -> Double?
    {
      guard let member = transform[key], !member.isNull else { return nil }
      guard let value = member.number, value.isFinite else {
        throw VegaUnsupported(
          message: "a density '\(key)' must be a number", path: path.appending(key))
      }
      return value
    }

    /// A step count: a whole number from 1; 0 is Vega's "use the default".
    private static func count(_ transform: JSONValue, _ key: String, at path: SpecPath)
      throws(VegaUnsupported) -> Int?
    {
      guard let value = try number(transform, key, at: path), value != 0 else { return nil }
      guard value >= 1, value <= Double(Int32.max), value == value.rounded() else {
        throw VegaUnsupported(
          message: "a density '\(key)' must be a whole number from 1", path: path.appending(key))
      }
      return Int(value)
    }
  }
}
