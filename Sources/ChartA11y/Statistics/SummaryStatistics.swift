import ChartModel

/// One-pass summary of a series' main values: count, extrema with their positions, mean,
/// first and last.
public struct SummaryStatistics: Hashable, Sendable {
  /// A value with the position it occurs at.
  public struct Point: Hashable, Sendable {
    /// The position on the independent axis.
    public var x: DataValue
    /// The value.
    public var value: Double
  }

  /// The number of finite values.
  public var count: Int
  /// The smallest value and its first position.
  public var minimum: Point
  /// The largest value and its first position.
  public var maximum: Point
  /// The arithmetic mean, summed with Kahan–Babuška compensation (Neumaier 1974).
  public var mean: Double
  /// The first value in axis order.
  public var first: Point
  /// The last value in axis order.
  public var last: Point

  /// Summarizes the finite main values of observations in axis order.
  ///
  /// - Parameter observations: Observations in axis order; those without a finite main value
  ///   are skipped.
  ///
  /// The initializer fails when no observation has a finite value. Gives exactly the result
  /// of ``init(values:position:)`` on the same values.
  /// - Complexity: O(*n*), one pass.
  public init?(_ observations: [Observation]) {
    // Values are gathered block by block into a small buffer for the same accumulation as
    // dense values; positions are tracked as indices and turned into points once at the
    // end, so the loop copies no `DataValue` (and retains no string) per observation.
    guard
      let pass = observations.withUnsafeBufferPointer({ buffer in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Accumulator.blockSize) {
          scratch in
          var accumulator = Accumulator()
          var start = 0
          while start < buffer.count {
            let end = min(start + Accumulator.blockSize, buffer.count)
            for index in start..<end { scratch[index - start] = buffer[index].value }
            accumulator.add(
              UnsafeBufferPointer(rebasing: scratch[0..<(end - start)]), at: start)
            start = end
          }
          return accumulator.finish(count: buffer.count) { buffer[$0].value }
        }
      })
    else { return nil }
    self.init(pass) { Point(x: observations[$0].x, value: observations[$0].value) }
  }

  /// Summarizes the finite values of a dense series.
  ///
  /// Gives the same result as ``init(_:)`` on observations with these values; reading a
  /// dense `[Double]` instead of observations (about 100 bytes apart) is several times faster.
  ///
  ///     let summary = SummaryStatistics(values: [3, .nan, 1, 2]) { .number(Double($0)) }
  ///     // summary?.minimum.x == .number(2), summary?.mean == 2
  ///
  /// - Parameters:
  ///   - values: The values in axis order; NaN and infinities are skipped.
  ///   - position: The position of the value at an index of `values`; called only for the
  ///     minimum, maximum, first and last.
  ///
  /// The initializer fails when no value is finite.
  /// - Complexity: O(*n*), one pass.
  public init?(values: [Double], position: (Int) -> DataValue) {
    guard
      let pass = values.withUnsafeBufferPointer({ buffer in
        var accumulator = Accumulator()
        var start = 0
        while start < buffer.count {
          let end = min(start + Accumulator.blockSize, buffer.count)
          accumulator.add(UnsafeBufferPointer(rebasing: buffer[start..<end]), at: start)
          start = end
        }
        return accumulator.finish(count: buffer.count) { buffer[$0] }
      })
    else { return nil }
    self.init(pass) { Point(x: position($0), value: values[$0]) }
  }

  private init(_ pass: Pass, point: (Int) -> Point) {
    count = pass.count
    minimum = point(pass.minimumIndex)
    maximum = point(pass.maximumIndex)
    mean = pass.mean
    first = point(pass.firstIndex)
    last = point(pass.lastIndex)
  }
}

// MARK: - One pass

extension SummaryStatistics {
  /// The count, mean and indices found by one pass over the values.
  private struct Pass {
    /// The number of finite values.
    var count: Int
    /// Their mean.
    var mean: Double
    /// The index of the first smallest finite value.
    var minimumIndex: Int
    /// The index of the first largest finite value.
    var maximumIndex: Int
    /// The index of the first finite value.
    var firstIndex: Int
    /// The index of the last finite value.
    var lastIndex: Int
  }

  /// Reads the values once, a block of ``blockSize`` at a time, in order.
  ///
  /// A block of finite values takes the fast path: eight lanes (two `SIMD4<Double>`), each
  /// accumulating Knuth's TwoSum, an error-free transformation, so that every lane holds its
  /// sum and the exact sum of its rounding errors (Ogita, Rump & Oishi 2005, "Accurate sum
  /// and dot product", Algorithm 4.4, Sum2), and lane-wise minima and maxima. At the end of
  /// the block the two sets of lanes are added by TwoSum as well, and the four lane sums and
  /// four error sums are added into one running sum with Neumaier's
  /// (1974) compensation. The mean is therefore as accurate as Sum2 over the whole series:
  /// an error of about one unit in the last place plus `n^2 u^2` times the sum of absolute
  /// values, independent of the block size (the bound of one compensated sum). Extrema keep
  /// only the block they first occur in; the index of the first equal value in that block
  /// is found at the end.
  ///
  /// A block with a NaN or an infinity (its lane sums are then not finite), or a short last
  /// block, is read again value by value, skipping the non-finite values and adding each
  /// finite one into the running sum with Neumaier's compensation (as accurate, and the
  /// same extrema).
  private struct Accumulator {
    /// The values read per block: 256 (eight lanes of 32 values), large enough that the
    /// per-block additions cost about 3 % of the pass and small enough to stay in L1 cache.
    static let blockSize = 256

    private var count = 0
    private var sum = 0.0
    private var compensation = 0.0
    private var minimum = Double.infinity
    private var maximum = -Double.infinity
    /// The start of the block that holds the first smallest value, or -1.
    private var minimumBlock = -1
    /// The start of the block that holds the first largest value, or -1.
    private var maximumBlock = -1

    /// Adds one value to the running sum with Neumaier's compensation.
    @inline(__always)
    private mutating func accumulate(_ value: Double) {
      let total = sum + value
      compensation +=
        abs(sum) >= abs(value) ? (sum - total) + value : (value - total) + sum
      sum = total
    }

    /// Reads the next block, which starts at index `start` of the series.
    ///
    /// - Parameters:
    ///   - block: At most ``blockSize`` values.
    ///   - start: The index of the block's first value in the series.
    mutating func add(_ block: UnsafeBufferPointer<Double>, at start: Int) {
      if block.count == Self.blockSize, addFinite(block, at: start) { return }
      for (offset, value) in block.enumerated() where value.isFinite {
        count += 1
        accumulate(value)
        if value < minimum {
          minimum = value
          minimumBlock = start + offset
        }
        if value > maximum {
          maximum = value
          maximumBlock = start + offset
        }
      }
    }

    /// The fast path for a full block; returns `false`, changing nothing, when a value is
    /// not finite.
    @inline(__always)
    private mutating func addFinite(_ block: UnsafeBufferPointer<Double>, at start: Int) -> Bool {
      let (sums, errors, low, high) = laneSums(block)
      // A NaN or an infinity makes its lane's sum non-finite for the rest of the block.
      guard sums.sum().isFinite else { return false }
      count += Self.blockSize
      for lane in 0..<4 { accumulate(sums[lane]) }
      for lane in 0..<4 { accumulate(errors[lane]) }
      let blockMinimum = low.min()
      let blockMaximum = high.max()
      if blockMinimum < minimum {
        minimum = blockMinimum
        minimumBlock = start
      }
      if blockMaximum > maximum {
        maximum = blockMaximum
        maximumBlock = start
      }
      return true
    }

    /// Finds the indices of the extrema and the ends once every block was read.
    ///
    /// - Parameters:
    ///   - total: The number of values read.
    ///   - value: The value at an index; read only near the ends and in the blocks of the
    ///     extrema.
    /// - Returns: The count, mean and indices, or `nil` when no value was finite.
    func finish(count total: Int, value: (Int) -> Double) -> Pass? {
      guard count > 0 else { return nil }
      var minimumIndex = minimumBlock
      while value(minimumIndex) != minimum { minimumIndex += 1 }
      var maximumIndex = maximumBlock
      while value(maximumIndex) != maximum { maximumIndex += 1 }
      var first = 0
      while !value(first).isFinite { first += 1 }
      var last = total - 1
      while !value(last).isFinite { last -= 1 }
      return Pass(
        count: count, mean: (sum + compensation) / Double(count), minimumIndex: minimumIndex,
        maximumIndex: maximumIndex, firstIndex: first, lastIndex: last)
    }
  }
}

/// Lane-wise sums, TwoSum error sums, minima and maxima of a block whose length is a
/// multiple of 8 (see `SummaryStatistics.Accumulator`).
///
/// - Returns: The lane sums (the two sets of four lanes added by TwoSum), the sums of all
///   their rounding errors, and the lane-wise minima and maxima (NaN never becomes one).
/// - Note: Not inlined on purpose: inlined into its caller, the comparisons of
///   `replacing(with:where:)` were no longer compiled to `minpd`/`maxpd` (Swift 6.3,
///   x86-64), which made the pass 40 % slower.
@inline(never)
private func laneSums(
  _ block: UnsafeBufferPointer<Double>
) -> (sums: SIMD4<Double>, errors: SIMD4<Double>, low: SIMD4<Double>, high: SIMD4<Double>) {
  typealias Lanes = SIMD4<Double>
  guard let base = block.baseAddress else {
    let empty = Lanes(repeating: 0)
    return (empty, empty, Lanes(repeating: .infinity), Lanes(repeating: -.infinity))
  }
  let raw = UnsafeRawPointer(base)
  var s0 = Lanes(repeating: 0)
  var s1 = Lanes(repeating: 0)
  var e0 = Lanes(repeating: 0)
  var e1 = Lanes(repeating: 0)
  var low = Lanes(repeating: .infinity)
  var high = Lanes(repeating: -.infinity)
  var offset = 0
  let end = block.count
  while offset < end {
    let a = raw.loadUnaligned(fromByteOffset: offset &* 8, as: Lanes.self)
    let b = raw.loadUnaligned(fromByteOffset: (offset &+ 4) &* 8, as: Lanes.self)
    // TwoSum (Knuth 1969): s + a is exactly t plus the error added to e.
    let t0 = s0 + a
    let v0 = t0 - s0
    e0 += (s0 - (t0 - v0)) + (a - v0)
    s0 = t0
    let t1 = s1 + b
    let v1 = t1 - s1
    e1 += (s1 - (t1 - v1)) + (b - v1)
    s1 = t1
    // `replacing(with:where:)` compiles to minpd/maxpd; the generic `pointwiseMin` does not.
    low = low.replacing(with: a, where: a .< low)
    low = low.replacing(with: b, where: b .< low)
    high = high.replacing(with: a, where: a .> high)
    high = high.replacing(with: b, where: b .> high)
    offset &+= 8
  }
  // The two sets of lanes are added by TwoSum too, so that no rounding error is lost.
  let sums = s0 + s1
  let v = sums - s0
  let errors = e0 + e1 + ((s0 - (sums - v)) + (s1 - v))
  return (sums, errors, low, high)
}
