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
    apportioned(parts, units: 100)
  }

  /// Whole numbers of units, one per part, in proportion to the parts and summing to exactly
  /// `units`, by the same method: each part's exact number of units floored, the units still
  /// missing given one each to the largest remainders (ties to the earlier part).
  ///
  /// - Parameters:
  ///   - parts: Finite values ≥ 0, not all 0.
  ///   - units: The whole to share out, > 0 (100 for whole percentages; 1,000 for tenths of a
  ///     percent).
  /// - Returns: One whole number per part, summing to `units`.
  /// - Complexity: O(*n* log *n*).
  static func apportioned(_ parts: [Double], units: Int) -> [Int] {
    let total = parts.reduce(0, +)
    precondition(total > 0 && parts.allSatisfy { $0 >= 0 }, "non-negative parts, positive total")
    let exact = parts.map { $0 / total * Double(units) }
    var rounded = exact.map { Int($0.rounded(.down)) }
    let missing = units - rounded.reduce(0, +)
    let order = exact.indices.sorted { left, right in
      let a = exact[left] - Double(rounded[left])
      let b = exact[right] - Double(rounded[right])
      return a != b ? a > b : left < right
    }
    for index in order.prefix(max(0, missing)) { rounded[index] += 1 }
    return rounded
  }
}
