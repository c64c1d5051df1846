/// A series reduced to the means of consecutive blocks of equal size (the last may be
/// shorter), remembering where each block starts.
struct BlockMeans {
  /// The mean position of each block.
  var x: [Double]
  /// The mean value of each block.
  var y: [Double]
  /// The index of each block's first point in the original series; one extra entry holds
  /// the series length.
  var firstIndex: [Int]

  /// Reduces `(x, y)` to at most `maximumCount` block means; shorter series are kept as
  /// they are (blocks of one).
  ///
  /// - Parameters:
  ///   - x: Positions, one per value (any random-access collection indexed from 0).
  ///   - y: Values.
  ///   - maximumCount: The most blocks.
  /// - Complexity: O(n).
  init<Positions: RandomAccessCollection<Double>>(
    x: Positions, y: [Double], maximumCount: Int
  ) where Positions.Index == Int {
    let n = y.count
    let size = max(1, (n + maximumCount - 1) / maximumCount)
    guard size > 1 else {
      self.x = Array(x)
      self.y = y
      firstIndex = Array(0...n)
      return
    }
    var means: [Double] = []
    var positions: [Double] = []
    var firsts: [Int] = []
    var start = 0
    while start < n {
      let end = min(start + size, n)
      var sumX = 0.0
      var sumY = 0.0
      for index in start..<end {
        sumX += x[index]
        sumY += y[index]
      }
      positions.append(sumX / Double(end - start))
      means.append(sumY / Double(end - start))
      firsts.append(start)
      start = end
    }
    firsts.append(n)
    self.x = positions
    self.y = means
    firstIndex = firsts
  }
}
