import Foundation

/// Exact selection of the median pairwise slope by randomised slope selection.
///
/// Points are kept sorted by `(x, y)`. For a threshold `t`, a pair `i < j` with
/// `x[i] < x[j]` has slope below `t` exactly when `y[j] - t x[j] < y[i] - t x[i]`, so the
/// number of slopes below (or at most) `t` is an inversion count of the keys
/// `y - t x` taken in x order (Cole, Salowe, Steiger & Szemeredi 1989). Keys are evaluated
/// as double-double values (error about 1e-32 relative), which keeps ties between exactly
/// equal slopes exact. A threshold radix-sorts the positions by key (``RadixSort``, on the
/// key rounded once by a fused multiply-add) and counts the inversions of the x-groups in
/// that order digit by digit (``InversionCounter/strictInversionCount(of:bound:)``): O(n)
/// and O(n log(n) / 4).
///
/// The search keeps an open window `(lo, hi)` of slopes known to contain the wanted ranks.
/// Pairs inside the window are the inversions between the order by `y - lo x` and the order
/// by `y - hi x`; a Bernoulli sample of them is drawn during one digit-wise partition, the sample
/// quantiles around the wanted ranks become the new bounds, and once at most `3n` pairs
/// remain they are listed by straight insertion, O(n + K) for K pairs, and the ranks are
/// picked by selection (``Selection``) from their computed `Double` slopes, the same numbers
/// numpy would take the median of.
///
/// Only a round's lower bound is counted. The next pass over the window (the sample or the
/// listing) counts the window's pairs anyway, and the upper bound's count follows from it:
/// `hi.less = lo.lessOrEqual + W`. Until then the window's size is estimated from the sample.
/// An upper bound that turns out not to lie above the wanted ranks (about 0.6 % of rounds)
/// costs the pass: both bounds' orders are computed again and the round is repeated. A
/// listing that meets more than twice its capacity stops and counts instead, and a sample
/// that grows past four times its size is dropped, so a wrong estimate costs time, never
/// memory.
///
/// - Note: Matousek (1991), "Randomized optimal algorithm for slope selection"; Dillencourt,
///   Mount & Netanyahu (1992), "A randomized algorithm for slope selection". Each round costs
///   O(n log n); a sample of 2n pairs with bounds 1.25 sqrt(m) sample ranks (2.5 standard
///   deviations) around the target shrinks the window from W to about 2.5W / sqrt(2n), so two
///   rounds after the first uniform sample suffice up to n = 1e7; an unlucky sample only
///   costs another round. When three rounds in a row fail to halve the window (a huge block
///   of nearly tied slopes), the window is enumerated as it is, which can need O(W) memory.
///
/// Memory at the peak (a sampling round of up to 2n pairs, or the final listing of up to 3n),
/// besides the points: the two bounds' orders (4 bytes per point each), the window sequence
/// of ranks (4) and the pairs (8 per pair); at 1e7 about 30 bytes per point, the window's
/// second sample of 1.8n pairs or the final listing of 2.4n. The listing sorts the sequence
/// in place; the lower bound's order is kept through it only while the upper bound's count
/// is pending.
struct SlopeSelection<Coordinates: SlopeCoordinates>: Sendable {
  /// The points, ascending by x (ties ordered by y).
  let coordinates: Coordinates
  /// The x-group (run of equal x, numbered from 0) of every position, or `nil` when all x
  /// differ (each position is then its own group).
  let groups: [Int32]?
  /// The number of distinct x.
  let groupCount: Int
  /// The number of pairs with different x.
  let pairCount: Int
  /// How far a round's candidate bounds lie from the wanted ranks, in standard deviations
  /// of their sample ranks (``boundDeviations`` unless a test asks for bounds that miss).
  let deviations: Double

  /// The counts and orders obtained at one threshold.
  private struct Threshold {
    /// The threshold slope.
    var t: Double
    /// Pairs whose slope is below `t`; not yet known for an upper bound that awaits its
    /// window's count.
    var less: Int
    /// Pairs whose slope equals `t`.
    var equal: Int
    /// Pairs whose slope is at most `t`.
    var lessOrEqual: Int { less + equal }
    /// Positions ordered by key, equal keys listed later x-group first (pairs with
    /// slope `> t` keep their x order); empty for an upper bound.
    var nonStrictOrder: [Int32]
    /// Positions ordered by key, equal keys listed in x order (pairs with slope `< t` are
    /// reversed); empty for a lower bound.
    var strictOrder: [Int32]
  }

  /// The most points whose two thresholds of a round are computed at once: both hold their
  /// sort and count (20 bytes a point) together, so above this (40 MB more at the limit) they
  /// run in turn and the peak stays that of one.
  static var twoLaneLimit: Int { 1 << 21 }

  /// Whether a phase may run in two lanes: between ``TwoLanes/minimumCount`` and
  /// ``twoLaneLimit`` points.
  private var inLanes: Bool { TwoLanes.minimumCount...Self.twoLaneLimit ~= coordinates.count }

  /// Prepares the selection; the caller guarantees finite coordinates sorted by `(x, y)`.
  ///
  /// - Parameters:
  ///   - coordinates: The points, ascending by `(x, y)`, fewer than 2^31.
  ///   - deviations: How far the candidate bounds lie from the wanted ranks, in standard
  ///     deviations; below about 1, most rounds' bounds miss and are computed again (tests
  ///     use this to walk the recovery paths). The result never depends on it.
  /// - Complexity: O(n); the x-groups take 4 bytes per point, and only when some x repeat.
  init(_ coordinates: Coordinates, deviations: Double = Self.boundDeviations) {
    self.coordinates = coordinates
    self.deviations = deviations
    let n = coordinates.count
    var hasTies = false
    for position in 1..<max(n, 1) where coordinates.x(position) == coordinates.x(position - 1) {
      hasTies = true
      break
    }
    guard hasTies else {
      groups = nil
      groupCount = n
      pairCount = n * (n - 1) / 2
      return
    }
    var groups = [Int32](repeating: 0, count: n)
    var groupCount = 0
    var tiedPairs = 0
    var start = 0
    while start < n {
      var end = start + 1
      while end < n && coordinates.x(end) == coordinates.x(start) { end += 1 }
      for position in start..<end { groups[position] = Int32(groupCount) }
      groupCount += 1
      tiedPairs += (end - start) * (end - start - 1) / 2
      start = end
    }
    self.groups = groups
    self.groupCount = groupCount
    pairCount = n * (n - 1) / 2 - tiedPairs
  }

  /// The median of the slopes of all pairs with different x, numpy style.
  ///
  /// - Returns: The middle slope, or the mean of the two middle slopes; `nil` when no pair
  ///   has different x.
  /// - Complexity: O(n log n) expected time, O(n) memory.
  func medianSlope() -> Double? {
    guard pairCount > 0 else { return nil }
    let n = coordinates.count
    var lowRank = (pairCount - 1) / 2
    let highRank = pairCount / 2
    // The lower middle slope once it is known to equal a threshold whose ties end just before
    // the upper middle rank; the search then goes on for the upper one alone.
    var pinnedLow: Double?
    let finish = { (value: Double) -> Double in
      pinnedLow.map { Selection.midpoint($0, value) } ?? value
    }
    var generator = SplitMix64(seed: 0x7E11_5E45_10BE)
    var lo = Threshold(
      t: -.infinity, less: 0, equal: 0,
      nonStrictOrder: (0..<n).map { Int32($0) }, strictOrder: [])
    var hi = Threshold(
      t: .infinity, less: pairCount, equal: 0,
      nonStrictOrder: [], strictOrder: reversedGroupOrder())
    let capacity = 3 * n + 8192
    var stalls = 0
    // An upper bound whose `less` awaits the next pass over the window, which counts the
    // window's pairs; with the bound it replaced (counts known), the window the round
    // started from, and the new window's size estimated from the sample.
    var unverified: (replaced: Threshold, roundWindow: Int, estimate: Int)?
    // Completes `hi` from the window's count: false, with both bounds restored, when the
    // candidate did not lie above the upper middle rank (the pass was over the wrong window).
    let verify = { (windowCount: Int, lo: inout Threshold, hi: inout Threshold) -> Bool in
      guard let pending = unverified else { return true }
      unverified = nil
      hi.less = lo.lessOrEqual + windowCount
      if highRank < hi.lessOrEqual {
        stalls = 2 * windowCount > pending.roundWindow ? stalls + 1 : 0
        return true
      }
      hi = bound(at: pending.replaced, as: .upper)
      if lo.nonStrictOrder.isEmpty { lo = bound(at: lo, as: .lower) }
      stalls += 1
      return false
    }
    while true {
      let window: Int
      if let unverified {
        window = unverified.estimate
      } else {
        // Ranks from hi.less on are slopes equal to hi.t.
        if lowRank >= hi.less { return finish(hi.t) }
        window = hi.less - lo.lessOrEqual
      }
      if window <= capacity || stalls >= 3 {
        // The lower bound's order is not read again once the window is known: it is freed
        // before the pairs are allocated.
        var sequence = windowSequence(lo: lo, hi: hi)
        if unverified == nil { lo.nonStrictOrder = [] }
        guard
          let (listedSlopes, listed) = windowSlopes(
            sequence: &sequence, strictOrder: hi.strictOrder, count: window,
            limit: unverified == nil ? .max : 2 * capacity)
        else {
          // Far more pairs than estimated: count the window instead of listing it.
          let count = InversionCounter.inversionCount(ofPermutation: windowSequence(lo: lo, hi: hi))
          _ = verify(count, &lo, &hi)
          continue
        }
        guard verify(listed, &lo, &hi) else { continue }
        let slopes = listedSlopes
        if lowRank >= hi.less { return finish(hi.t) }
        guard !slopes.isEmpty else { return finish(hi.t) }
        let first = min(lowRank - lo.lessOrEqual, slopes.count - 1)
        // The upper middle slope is the next rank when it lies inside the window.
        let nextInWindow = highRank != lowRank && highRank < hi.less && first + 1 < slopes.count
        let (lowValue, nextValue) = Selection.orderStatistics(
          first, nextInWindow ? first + 1 : first, of: slopes, concurrently: inLanes)
        if highRank == lowRank { return finish(lowValue) }
        return Selection.midpoint(lowValue, nextInWindow ? nextValue : hi.t)
      }
      var sample: [Double]
      let sampledWindow: Int
      if lo.t == -.infinity && hi.t == .infinity && 2 * pairCount >= n * (n - 1) / 2 {
        sample = uniformSample(count: 2 * n + 1024, using: &generator)
        sampledWindow = window
      } else {
        let wanted = windowSampleCount(window: window, capacity: capacity)
        let (pairs, count) = sampleWindow(
          lo: lo, hi: hi, probability: min(1, Double(wanted) / Double(max(window, 1))),
          limit: 4 * wanted + 4096, using: &generator)
        guard verify(count, &lo, &hi) else { continue }
        if lowRank >= hi.less { return finish(hi.t) }
        guard let pairs else { continue }
        sample = pairs
        sampledWindow = count
      }
      guard !sample.isEmpty else {
        stalls = 3
        continue
      }
      let m = Double(sample.count)
      let spread = deviations / 2 * m.squareRoot() + 2
      let topRank = highRank < hi.less ? highRank : lowRank
      let lowIndex = Int(
        (Double(lowRank - lo.lessOrEqual) * m / Double(sampledWindow) - spread).rounded(.down))
      let highIndex = Int(
        (Double(topRank - lo.lessOrEqual + 1) * m / Double(sampledWindow) + spread).rounded(.up))
      let lowCandidate: Double?
      let highCandidate: Double?
      if lowIndex >= 0 && highIndex < sample.count {
        (lowCandidate, highCandidate) = Selection.orderStatistics(
          lowIndex, highIndex, of: sample, concurrently: inLanes)
      } else {
        lowCandidate = lowIndex >= 0 ? Selection.select(rank: lowIndex, in: &sample) : nil
        highCandidate =
          highIndex < sample.count
          ? Selection.select(rank: highIndex, in: &sample, from: max(lowIndex + 1, 0)) : nil
      }
      // Freed before the thresholds are computed, whose sort and count need 20 bytes a point.
      sample = []
      let lowT = lowCandidate.flatMap { $0 > lo.t ? $0 : nil }
      let highT = highCandidate.flatMap {
        highRank < hi.less && $0 < hi.t && $0 > (lowT ?? lo.t) ? $0 : nil
      }
      let (lower, upper) = thresholds(lower: lowT, upper: highT)
      // A block of slopes equal to the lower candidate that holds the lower middle rank (a
      // straight line: every slope is one number) decides it: the window between the bounds
      // would otherwise never shrink below the block, and the block would be listed pair by
      // pair.
      var lowerKept = false
      if let lower, lower.less <= lowRank, lowRank < lower.lessOrEqual {
        if highRank < lower.lessOrEqual { return finish(lower.t) }
        pinnedLow = lower.t
        lowRank = highRank
        lo = lower
        lowerKept = true
      } else if let lower, lower.lessOrEqual <= lowRank {
        lo = lower
        lowerKept = true
      }
      if let upper {
        // The sample's slopes between the kept bounds estimate the new window.
        let below = lowerKept ? lowIndex + 1 : 0
        let estimate = Int(Double(max(highIndex - below, 1)) * Double(sampledWindow) / m)
        var replaced = hi
        replaced.strictOrder = []
        unverified = (replaced: replaced, roundWindow: sampledWindow, estimate: estimate)
        hi = upper
      } else {
        stalls = 2 * (hi.less - lo.lessOrEqual) > sampledWindow ? stalls + 1 : 0
      }
    }
  }

  /// The bound at `old.t` again, with its order, after its order was dropped.
  private func bound(at old: Threshold, as side: Bound) -> Threshold {
    switch (side, old.t) {
    case (.lower, -.infinity):
      return Threshold(
        t: old.t, less: 0, equal: 0,
        nonStrictOrder: (0..<coordinates.count).map { Int32($0) }, strictOrder: [])
    case (.upper, .infinity):
      return Threshold(
        t: old.t, less: pairCount, equal: 0, nonStrictOrder: [], strictOrder: reversedGroupOrder())
    default:
      var restored = threshold(at: old.t, as: side)
      restored.less = old.less
      return restored
    }
  }

  /// The thresholds at a round's candidate bounds, computed on two threads at once when both
  /// exist and the points number between ``TwoLanes/minimumCount`` and ``twoLaneLimit``.
  ///
  /// - Parameters:
  ///   - lower: The candidate lower bound, or `nil` when the round keeps the old one.
  ///   - upper: The candidate upper bound, or `nil`.
  /// - Returns: The lower bound's threshold (non-strict order) and the upper bound's (strict
  ///   ranks), each `nil` when its candidate is.
  private func thresholds(lower: Double?, upper: Double?) -> (Threshold?, Threshold?) {
    let lowerThreshold = { @Sendable in lower.map { threshold(at: $0, as: .lower) } }
    let upperThreshold = { @Sendable in upper.map { threshold(at: $0, as: .upper) } }
    guard lower != nil, upper != nil, inLanes else { return (lowerThreshold(), upperThreshold()) }
    // Independent counts, each needing 20 bytes a point.
    return TwoLanes.run(lowerThreshold, upperThreshold)
  }

  /// How far the sampled bounds lie from the target, in standard deviations.
  ///
  /// The deviation is that of the sample rank of the wanted slope: at most `sqrt(m) / 2` for
  /// m sampled pairs (a binomial count). A bound misses its side with probability about 0.6 % at 2.5 (the normal tail), which
  /// costs one more round; 3 missed 0.13 % but needed samples 44 % larger.
  static var boundDeviations: Double { 2.5 }

  /// How many pairs to sample from a window of `window` pairs so that the next window fits
  /// in `capacity`: the bounds lie about `boundDeviations / 2 * sqrt(m)` sample ranks either
  /// side of the target, so the next window holds about `boundDeviations * W / sqrt(m)`
  /// pairs; m is chosen for 25 % more than that, and never more than the first round's
  /// 2n + 1024.
  private func windowSampleCount(window: Int, capacity: Int) -> Int {
    let ratio = 1.25 * Self.boundDeviations * Double(window) / Double(capacity)
    return min(2 * coordinates.count + 1024, max(1024, Int((ratio * ratio).rounded(.up))))
  }

  /// The strict order at `+infinity`: x-groups reversed, each kept in x order.
  private func reversedGroupOrder() -> [Int32] {
    let n = coordinates.count
    guard groups != nil else { return (0..<n).reversed().map { Int32($0) } }
    var order: [Int32] = []
    order.reserveCapacity(n)
    var end = n
    while end > 0 {
      var start = end - 1
      while start > 0 && coordinates.x(start - 1) == coordinates.x(end - 1) { start -= 1 }
      for position in start..<end { order.append(Int32(position)) }
      end = start
    }
    return order
  }

  /// The double-double value of `y - t x` for one point, as (high, low) parts.
  ///
  /// - Note: `t x` is split exactly with a fused multiply-add and `y - high(t x)` with
  ///   Knuth's TwoSum; the only rounding is in the low part (Dekker 1971).
  @inline(__always)
  private func key(_ position: Int, _ t: Double) -> (high: Double, low: Double) {
    let x = coordinates.x(position)
    let y = coordinates.y(position)
    let product = t * x
    let productError = (-product).addingProduct(t, x)
    let sum = y - product
    let virtual = sum - y
    let sumError = (y - (sum - virtual)) + (-product - virtual)
    let low = sumError - productError
    let high = sum + low
    return (high, low - (high - sum))
  }

  /// Which order a threshold keeps: the lower bound of a window needs its non-strict
  /// order, the upper bound its strict ranks.
  private enum Bound {
    case lower
    case upper
  }

  /// Counts the slopes below and at most `t` and records the order by `y - t x` that a
  /// window bound on that side needs.
  ///
  /// Positions are radix-sorted by the high part of their key; runs whose high parts agree
  /// in the sorted bits are finished by comparing `(high, low, position)`. The slopes below
  /// `t` are then the strict inversions of the x-groups listed in that order.
  ///
  /// - Complexity: O(n) for the sort and O(n log(n) / 4) for the count; O(n) memory.
  private func threshold(at t: Double, as bound: Bound) -> Threshold {
    let n = coordinates.count
    // y - t x rounded once (a fused multiply-add) orders like the exact key, up to ties.
    var coarse = RadixSort.coarseOrder(count: n) { position in
      RadixSort.sortableBits(coordinates.y(position).addingProduct(-t, coordinates.x(position)))
    }
    // Runs of exactly equal keys, each in position order.
    var ties: [Range<Int>] = []
    for run in coarse.unresolvedRuns {
      var members = coarse.positions[run].map { position in
        let parts = key(Int(position), t)
        return (high: parts.high, low: parts.low, position: position)
      }
      members.sort { a, b in
        if a.high != b.high { return a.high < b.high }
        return a.low != b.low ? a.low < b.low : a.position < b.position
      }
      var start = 0
      while start < members.count {
        var end = start + 1
        while end < members.count && members[end].high == members[start].high
          && members[end].low == members[start].low
        {
          end += 1
        }
        if end - start > 1 { ties.append((run.lowerBound + start)..<(run.lowerBound + end)) }
        start = end
      }
      for (offset, member) in members.enumerated() {
        coarse.positions[run.lowerBound + offset] = member.position
      }
    }
    let order = coarse.positions
    // An upper bound's count comes from the next pass over its window.
    let less =
      bound == .upper
      ? 0
      : groups.map { groups in
        InversionCounter.strictInversionCount(
          of: order.map { groups[Int($0)] }, bound: groupCount)
      } ?? InversionCounter.inversionCount(ofPermutation: order)
    var equal = 0
    for run in ties {
      equal += run.count * (run.count - 1) / 2
      // Pairs of one x-group, consecutive in the run, have no slope.
      var block = run.lowerBound
      while block < run.upperBound {
        var blockEnd = block + 1
        while blockEnd < run.upperBound && sameX(order[blockEnd], order[block]) {
          blockEnd += 1
        }
        equal -= (blockEnd - block) * (blockEnd - block - 1) / 2
        block = blockEnd
      }
    }
    switch bound {
    case .lower:
      // Non-strict order: reverse every run of equal keys, then restore x order inside each
      // block of one x-group, so that only pairs of different x change places.
      var nonStrict = order
      for run in ties {
        nonStrict[run].reverse()
        var block = run.lowerBound
        while block < run.upperBound {
          var blockEnd = block + 1
          while blockEnd < run.upperBound && sameX(nonStrict[blockEnd], nonStrict[block]) {
            blockEnd += 1
          }
          nonStrict[block..<blockEnd].reverse()
          block = blockEnd
        }
      }
      return Threshold(
        t: t, less: less, equal: equal, nonStrictOrder: nonStrict, strictOrder: [])
    case .upper:
      return Threshold(
        t: t, less: less, equal: equal, nonStrictOrder: [], strictOrder: order)
    }
  }

  /// The window sequence: the ranks in the strict order at `hi`, listed in the non-strict
  /// order at `lo`; a rank `r` stands for the point at position `hi.strictOrder[r]`.
  ///
  /// - Note: Ranks alone (4 bytes a point) rather than words `rank << 32 | position` (8):
  ///   the position is looked up only for the pairs kept.
  private func windowSequence(lo: Threshold, hi: Threshold) -> [Int32] {
    let n = coordinates.count
    var strictRank = [Int32](uninitializedCount: n)
    strictRank.withUnsafeMutableBufferPointer { rank in
      hi.strictOrder.withUnsafeBufferPointer { order in
        for (r, position) in order.enumerated() {
          rank[Int(position)] = Int32(truncatingIfNeeded: r)
        }
      }
    }
    return strictRank.withUnsafeBufferPointer { rank in
      lo.nonStrictOrder.map { rank[Int($0)] }
    }
  }

  /// Whether two positions have the same x.
  @inline(__always)
  private func sameX(_ a: Int32, _ b: Int32) -> Bool {
    coordinates.x(Int(a)) == coordinates.x(Int(b))
  }

  /// A recorded pair: the word `p << 32 | q` (ranks of the earlier and the later point in
  /// the window sequence) kept as the bit pattern of a `Double`, so that its slope can later
  /// replace it in place.
  @inline(__always)
  private static func recordedPair(_ earlier: Int32, _ later: Int32) -> Double {
    Double(
      bitPattern: UInt64(UInt32(bitPattern: earlier)) << 32 | UInt64(UInt32(bitPattern: later)))
  }

  /// Replaces recorded pairs by their slopes, keeping those that lie in the window, in order.
  ///
  /// An inversion `(p, q)` of the window sequence is a pair whose slope lies in `(lo, hi)`
  /// when its earlier point also comes first in x order and the x differ. Pairs are
  /// recorded first and their slopes computed here in one loop, whose independent loads of
  /// random points overlap (about twice as fast at 1e6 as loading them inside the merge),
  /// and in the same array, so the window's slopes need no second one. From
  /// ``TwoLanes/minimumCount`` pairs (and points up to ``twoLaneLimit``) the two halves are
  /// replaced in two lanes, whose loads overlap again (6.5 against 10.5 ms for the 2.4e6
  /// pairs of the final window of a 1e6 walk).
  ///
  /// - Parameters:
  ///   - pairs: Pairs from ``recordedPair(_:_:)``; on return, `(y[q] - y[p]) / (x[q] - x[p])`
  ///     of those with `p < q` and different x, where `p` and `q` are the positions of the
  ///     two ranks.
  ///   - strictOrder: The upper bound's strict order, which maps ranks to positions.
  private func replacePairsBySlopes(_ pairs: inout [Double], strictOrder: [Int32]) {
    let count = pairs.count
    let half = count / 2
    let kept = strictOrder.withUnsafeBufferPointer { order in
      pairs.withUnsafeMutableBufferPointer { pairs in
        // The lanes read and write disjoint halves; both return before the buffers end.
        nonisolated(unsafe) let (order, pairs) = (order, pairs)
        // Each lane keeps its slopes at the start of its own half.
        let lane = { @Sendable (range: Range<Int>) -> Int in
          var kept = range.lowerBound
          for index in range {
            let word = pairs[index].bitPattern
            let a = Int(order[Int(word >> 32)])
            let b = Int(order[Int(word & 0xFFFF_FFFF)])
            let dx = coordinates.x(b) - coordinates.x(a)
            if a < b && dx != 0 {
              pairs[kept] = (coordinates.y(b) - coordinates.y(a)) / dx
              kept += 1
            }
          }
          return kept - range.lowerBound
        }
        guard inLanes && count >= TwoLanes.minimumCount else { return lane(0..<count) }
        let (first, second) = TwoLanes.run({ lane(0..<half) }, { lane(half..<count) })
        if first < half {
          for offset in 0..<second { pairs[first + offset] = pairs[half + offset] }
        }
        return first + second
      }
    }
    pairs.removeLast(count - kept)
  }

  /// Every slope strictly between the bounds whose window sequence is given.
  ///
  /// - Parameters:
  ///   - sequence: ``windowSequence(lo:hi:)``; emptied (freed) on return.
  ///   - strictOrder: The upper bound's strict order.
  ///   - count: The number of pairs in the window (`hi.less - lo.lessOrEqual`), or an
  ///     estimate of it.
  ///   - limit: The most pairs to list.
  /// - Returns: The slopes, in no particular order, and the number of pairs in the window;
  ///   `nil` when it holds more than `limit`.
  /// - Complexity: O(n + K) for K pairs in the window (at most `limit`).
  private func windowSlopes(
    sequence: inout [Int32], strictOrder: [Int32], count: Int, limit: Int
  ) -> (slopes: [Double], listed: Int)? {
    // Room for every pair the listing may meet: the window's exact count, or the limit; only
    // the pages written are touched.
    let room = limit == .max ? count : limit
    var complete = true
    var pairs = [Double](unsafeUninitializedCapacity: room) { slots, initialized in
      var listed = 0
      complete = InversionCounter.forEachInversion(&sequence, limit: room) { earlier, later in
        slots[listed] = Self.recordedPair(earlier, later)
        listed += 1
      }
      initialized = listed
    }
    sequence = []
    guard complete else {
      // A counted window's inversions are exactly its pairs (both orders come from the same
      // keys), so only an estimate can fall short.
      precondition(limit != .max, "the window holds more pairs than were counted")
      return nil
    }
    let listed = pairs.count
    replacePairsBySlopes(&pairs, strictOrder: strictOrder)
    return (pairs, listed)
  }

  /// Slopes of `count` pairs drawn uniformly, with replacement, from all pairs (rejecting
  /// pairs of equal x); used while the window is still everything.
  ///
  /// Between ``TwoLanes/minimumCount`` and ``twoLaneLimit`` points, the two halves of the
  /// sample are drawn on two threads at once, the second half from a generator seeded by the
  /// first (the sample differs from a one-thread sample, the selected slope never does).
  ///
  /// - Complexity: O(count) expected time when most pairs have different x.
  private func uniformSample(count: Int, using generator: inout SplitMix64) -> [Double] {
    guard inLanes else {
      return drawUniform(count: count, using: &generator)
    }
    let otherSeed = generator.next()
    let second = count / 2
    let start = generator
    let ((first, advanced), rest) = TwoLanes.run(
      {
        var generator = start
        return (drawUniform(count: count - second, using: &generator), generator)
      },
      {
        var generator = SplitMix64(seed: otherSeed)
        return drawUniform(count: second, using: &generator)
      })
    generator = advanced
    return first + rest
  }

  /// The slopes of `count` uniformly drawn pairs of different x.
  private func drawUniform(count: Int, using generator: inout SplitMix64) -> [Double] {
    var slopes: [Double] = []
    slopes.reserveCapacity(count)
    let n = UInt64(coordinates.count)
    // Pairs are drawn a batch at a time and their points loaded in a second loop, whose
    // independent loads overlap; a batch never holds more pairs than are still missing, so
    // the generator is advanced exactly as by drawing and loading one pair at a time.
    var batch = [(Int, Int)](repeating: (0, 0), count: 512)
    batch.withUnsafeMutableBufferPointer { batch in
      while slopes.count < count {
        let size = min(batch.count, count - slopes.count)
        for slot in 0..<size {
          // Lemire's (2019) multiply-shift maps 64 random bits to 0..<n without a division.
          let i = Int(truncatingIfNeeded: generator.next().multipliedFullWidth(by: n).high)
          let j = Int(truncatingIfNeeded: generator.next().multipliedFullWidth(by: n).high)
          batch[slot] = (min(i, j), max(i, j))
        }
        for (a, b) in batch[..<size] {
          let dx = coordinates.x(b) - coordinates.x(a)
          if dx != 0 { slopes.append((coordinates.y(b) - coordinates.y(a)) / dx) }
        }
      }
    }
    return slopes
  }

  /// Slopes of the window's pairs, each kept independently with the same probability
  /// (Bernoulli sampling), and the number of pairs in the window.
  ///
  /// The window's pairs are the inversions of the window sequence, which one digit-wise
  /// partition meets in a fixed order (``InversionCounter/forEachMarkedInversion(ofPermutation:firstMark:_:)``);
  /// the indices of the kept inversions are drawn in order with geometric gaps (one
  /// exponential variate per kept pair, Devroye 1986, ch. X.2), so the sample is taken during
  /// that single pass with no search structure, and the pass counts the window. Below the top
  /// digit the pass runs in two lanes, each with its own generator (the second seeded from
  /// the first), on two threads at once from ``TwoLanes/minimumCount`` points on outside
  /// another lane; the sample differs from a one-lane sample, the selected slope never does.
  ///
  /// - Parameters:
  ///   - lo: The window's lower bound, with its non-strict order.
  ///   - hi: The window's upper bound, with its strict order.
  ///   - probability: The probability of keeping a pair, in (0, 1].
  ///   - limit: The most pairs to keep; past it the sample is dropped (`nil`).
  ///   - generator: The source of the gaps, advanced.
  /// - Returns: The sample's slopes (`nil` when over `limit`) and the window's pair count.
  /// - Complexity: O(n log n + K) expected time for K kept pairs, O(n + K) memory.
  private func sampleWindow(
    lo: Threshold, hi: Threshold, probability: Double, limit: Int,
    using generator: inout SplitMix64
  ) -> (slopes: [Double]?, count: Int) {
    let sequence = windowSequence(lo: lo, hi: hi)
    let first = WindowSampleLane(probability: probability, limit: limit, generator: generator)
    let second = WindowSampleLane(
      probability: probability, limit: limit, generator: SplitMix64(seed: generator.next()))
    let (count, lanes) = InversionCounter.forEachMarkedInversion(
      ofPermutation: sequence, lanes: (first, second),
      concurrently: coordinates.count >= TwoLanes.minimumCount && !TwoLanes.isInLane)
    generator = lanes.0.generator
    guard !lanes.0.overflow && !lanes.1.overflow else { return (nil, count) }
    var pairs = lanes.0.pairs + lanes.1.pairs
    replacePairsBySlopes(&pairs, strictOrder: hi.strictOrder)
    return (pairs, count)
  }

  /// One lane of a window sample: a Bernoulli sample of the inversions it meets, recorded
  /// as ``recordedPair(_:_:)`` words.
  private struct WindowSampleLane: InversionMarks {
    /// The recorded pairs.
    var pairs: [Double] = []
    /// The source of the gaps.
    var generator: SplitMix64
    /// `-1 / log(1 - p)`: a standard exponential variate times this, plus 1, is a
    /// geometric gap of parameter p.
    let scale: Double
    /// The most pairs to record.
    let limit: Int
    /// Whether more than `limit` pairs were marked.
    var overflow = false
    /// The index of the first kept inversion.
    let firstMark: Int

    init(probability: Double, limit: Int, generator: SplitMix64) {
      // A gap of g means g - 1 inversions are skipped: P(g) = (1 - p)^(g - 1) p.
      scale = probability < 1 ? -1 / log1p(-probability) : 0
      self.limit = limit
      self.generator = generator
      firstMark = Self.gap(scale: scale, &self.generator) - 1
    }

    @inline(__always)
    private static func gap(scale: Double, _ generator: inout SplitMix64) -> Int {
      1 + Int(min(exponential(&generator) * scale, 0x1p62))
    }

    mutating func mark(_ earlier: Int32, _ later: Int32) -> Int {
      guard pairs.count < limit else {
        overflow = true
        return 1 << 62
      }
      pairs.append(SlopeSelection.recordedPair(earlier, later))
      return Self.gap(scale: scale, &generator)
    }
  }
}

/// A standard exponential variate, `-log(U)` with `U` uniform in (0, 1].
private func exponential(_ generator: inout SplitMix64) -> Double {
  // Single precision is ample for a gap length and its logarithm is about twice as fast:
  // U has 24 bits, so the variate is capped at 24 ln 2 = 16.6 (probability 6e-8 beyond).
  Double(-log(Float(generator.next() >> 40 + 1) * 0x1p-24))
}
