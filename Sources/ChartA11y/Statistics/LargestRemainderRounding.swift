/// Whole percentages that sum to exactly 100: the largest remainder (Hamilton) method.
///
/// - Note: Each share is floored, then the points still missing go one each to the shares
///   with the largest remainders (ties to the earlier share), as in apportionment by
///   Hamilton's method (Balinski & Young, *Fair Representation*, 1982). Each rounded share is
///   its exact share floored or ceiled, so no share moves by a whole point or more.
enum LargestRemainderRounding {
  /// The whole percentages of non-negative parts with a positive total.
  ///
  /// - Parameter parts: Finite values ≥ 0, not all 0.
  /// - Returns: One whole number per part, summing to 100.
  /// - Complexity: O(*n* log *n*).
  static func percentages(_ parts: [Double]) -> [Int] {
    let total = parts.reduce(0, +)
    precondition(total > 0 && parts.allSatisfy { $0 >= 0 }, "non-negative parts, positive total")
    let exact = parts.map { $0 / total * 100 }
    var rounded = exact.map { Int($0.rounded(.down)) }
    let missing = 100 - rounded.reduce(0, +)
    let order = exact.indices.sorted { left, right in
      let a = exact[left] - Double(rounded[left])
      let b = exact[right] - Double(rounded[right])
      return a != b ? a > b : left < right
    }
    for index in order.prefix(max(0, missing)) { rounded[index] += 1 }
    return rounded
  }
}
