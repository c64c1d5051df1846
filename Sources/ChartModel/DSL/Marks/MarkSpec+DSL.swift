extension MarkSpec {
  /// A mark of constant values, as a DSL mark initialiser creates it.
  ///
  /// The stacking is recorded only when it differs from the kind's default, and the width and
  /// height only in the forms a spec records (a ratio, points).
  init(
    dslKind kind: MarkKind, x: PlottableValue? = nil, y: PlottableValue? = nil,
    xStart: PlottableValue? = nil, xEnd: PlottableValue? = nil,
    yStart: PlottableValue? = nil, yEnd: PlottableValue? = nil, angle: PlottableValue? = nil,
    series: PlottableValue? = nil, stacking: MarkStacking? = nil,
    width: MarkDimension = .automatic, height: MarkDimension = .automatic
  ) {
    self.init(
      kind: kind, x: x.map(EncodingSpec.init), y: y.map(EncodingSpec.init),
      xStart: xStart.map(EncodingSpec.init), xEnd: xEnd.map(EncodingSpec.init),
      yStart: yStart.map(EncodingSpec.init), yEnd: yEnd.map(EncodingSpec.init),
      angle: angle.map(EncodingSpec.init), series: series.map(EncodingSpec.init))
    self.stacking = stacking == kind.defaultStacking ? nil : stacking
    self.width = width.ratio
    self.height = height.points
  }
}
