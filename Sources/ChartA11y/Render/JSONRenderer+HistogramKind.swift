extension JSONRenderer.KindObject {
  /// A histogram's evidence: each bin's range and value, the total, what is left out, the
  /// tallest bins, and the binned data's moments with their method.
  ///
  ///     "histogram": {"bins": [{"start": 40, "end": 60, "value": 16}, …], "total": 392,
  ///                   "leftOut": 6, "modalBins": [2], "skewness": 0.95, "skew": "moderate", …}
  struct Histogram: Encodable {
    /// One bin: its range on the binned axis and its bar's value.
    struct Bin: Encodable {
      var start: Double
      var end: Double
      var value: Double
    }

    var bins: [Bin]
    var total: Double
    var leftOut: Double
    /// Indices into `bins`.
    var modalBins: [Int]
    var mean: Double?
    var standardDeviation: Double?
    var skewness: Double?
    var skew: SkewSize?
    var method: String

    /// The evidence of a histogram's reading.
    ///
    /// - Complexity: O(*b*) in the bins.
    init(_ reading: HistogramReading) {
      bins = reading.bins.map { Bin(start: $0.start, end: $0.end, value: $0.value) }
      total = reading.total
      leftOut = reading.leftOut
      modalBins = reading.modal
      mean = reading.mean
      standardDeviation = reading.standardDeviation
      skewness = reading.skewness
      skew = reading.skewSize
      method =
        "bin midpoints weighted by their values; population standard deviation; "
        + "Fisher-Pearson moment skewness g1 = m3 / m2^1.5; "
        + "|g1| < 0.5 roughly symmetric, < 1 moderate, else high (Bulmer 1979)"
    }
  }
}
