/// Whole percentages that sum to 100: the largest remainder (Hamilton) method.
///
/// - Note: Each share is floored, then the points still missing go one each to the shares
///   with the largest remainders (ties to the earlier share), as in apportionment by
///   Hamilton's method (Balinski & Young, *Fair Representation*, 1982). Each rounded share is
///   its exact share floored or ceiled, so no share moves by a whole point or more.
package enum LargestRemainderRounding {
  /// The whole percentages of non-negative parts with a positive total, equal parts equal.
  ///
  /// Hamilton's method with the points still missing given to whole groups of equal parts
  /// (``apportioned(_:units:keepingEqualPartsEqual:)``): a reader told "14 %, 14 %, 15 %"
  /// would take the slices for different sizes, so seven equal slices are 14 % each (98 in
  /// all), not two of 15 % and five of 14 %.
  ///
  /// - Parameter parts: Finite values ≥ 0, not all 0.
  /// - Returns: One whole number per part, equal for equal parts, summing to 100 unless equal
  ///   parts tie for the last points (then less, by fewer points than there are parts).
  /// - Complexity: O(*n* log *n*).
  package static func percentages(_ parts: [Double]) -> [Int] {
    apportioned(parts, units: 100, keepingEqualPartsEqual: true)
  }

  /// Whole numbers of units, one per part, in proportion to the parts and summing to exactly
  /// `units`, by the same method: each part's exact number of units floored, the units still
  /// missing given one each to the largest remainders (ties to the earlier part).
  ///
  /// - Parameters:
  ///   - parts: Finite values ≥ 0, not all 0.
  ///   - units: The whole to share out, > 0 (100 for whole percentages; 1,000 for tenths of a
  ///     percent).
  ///   - keepingEqualPartsEqual: When `true`, the units still missing go to whole groups of
  ///     equal parts, largest remainder first, a group with more parts than units left being
  ///     passed over: equal parts get equal numbers, and the sum may fall short of `units`.
  ///     Every number is still its exact share floored or ceiled.
  /// - Returns: One whole number per part, summing to `units` (see `keepingEqualPartsEqual`).
  /// - Complexity: O(*n* log *n*).
  package static func apportioned(
    _ parts: [Double], units: Int, keepingEqualPartsEqual: Bool = false
  )
    -> [Int]
  {
    let total = parts.reduce(0, +)
    precondition(total > 0 && parts.allSatisfy { $0 >= 0 }, "non-negative parts, positive total")
    let exact = parts.map { $0 / total * Double(units) }
    var rounded = exact.map { Int($0.rounded(.down)) }
    var missing = units - rounded.reduce(0, +)
    let order = exact.indices.sorted { left, right in
      let a = exact[left] - Double(rounded[left])
      let b = exact[right] - Double(rounded[right])
      return a != b ? a > b : left < right
    }
    guard keepingEqualPartsEqual else {
      for index in order.prefix(max(0, missing)) { rounded[index] += 1 }
      return rounded
    }
    // Equal parts have equal remainders, so each group is met first at its earliest part.
    var groups: [Double: [Int]] = [:]
    for index in order { groups[parts[index], default: []].append(index) }
    var given: Set<Double> = []
    for index in order where missing > 0 && given.insert(parts[index]).inserted {
      let group = groups[parts[index]] ?? []
      guard group.count <= missing, exact[index] > Double(rounded[index]) else { continue }
      for member in group { rounded[member] += 1 }
      missing -= group.count
    }
    return rounded
  }
}
