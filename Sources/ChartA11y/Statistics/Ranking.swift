/// Average ranks of a sample, as `scipy.stats.rankdata(method="average")` computes them.
///
/// - Note: Tied values share the mean of the one-based ranks they occupy.
enum Ranking {
  /// The one-based average rank of every value.
  ///
  /// - Parameter values: Finite values, fewer than 2^31.
  /// - Returns: `ranks[i]` is `1 + #{j : v[j] < v[i]} + (#{j : v[j] == v[i]} - 1) / 2`.
  /// - Complexity: O(n log n) time, O(n) memory.
  static func averageRanks(_ values: [Double]) -> [Double] {
    let order = RadixSort.ascendingPositions(of: values)
    var ranks = [Double](repeating: 0, count: values.count)
    var start = 0
    while start < order.count {
      let value = values[Int(order[start])]
      var end = start + 1
      while end < order.count && values[Int(order[end])] == value { end += 1 }
      // One-based ranks start+1 ... end share their mean.
      let rank = Double(start + 1 + end) / 2
      for k in start..<end { ranks[Int(order[k])] = rank }
      start = end
    }
    return ranks
  }
}
