import ChartModel

extension JSONRenderer.KindObject {
  /// A normalized stack's evidence: the number of stacks, the largest and smallest shares, the
  /// series with the largest share in each stack, and the method.
  ///
  ///     "normalizedStack": {"stacks": 17, "largest": [{"series": "Fossil Fuels", "x": "2005",
  ///       "percent": 84.6}], "smallest": […], "leaders": [{"x": "2001", "series":
  ///       ["Fossil Fuels"], "percent": 87}, …], "leaderThroughout":
  ///       "Fossil Fuels", "method": "…"}
  struct NormalizedStack: Encodable {
    /// One series' share at one position, in percent.
    struct Share: Encodable {
      var series: String
      var x: JSONRenderer.Value
      var percent: Double
    }

    /// The series with the largest share at one position.
    struct Leader: Encodable {
      var x: JSONRenderer.Value
      var series: [String]
      var percent: Double
    }

    var stacks: Int
    var largest: [Share]
    var smallest: [Share]
    var leaders: [Leader]
    var leaderThroughout: String?
    var method: String

    /// - Complexity: O(*s*) in the tied shares.
    init(_ reading: NormalizedStackReading, chart: AccessibleChart) {
      let names = chart.series.map(\.name)
      let share = { (share: NormalizedStackReading.Share) in
        Share(
          series: names[share.seriesIndex], x: JSONRenderer.Value(share.x), percent: share.percent)
      }
      let leader = { (leader: NormalizedStackReading.Leader) in
        Leader(
          x: JSONRenderer.Value(leader.x), series: leader.seriesIndices.map { names[$0] },
          percent: leader.percent)
      }
      stacks = reading.positionCount
      largest = reading.largest.map(share)
      smallest = reading.smallest.map(share)
      leaders = reading.leaders.map(leader)
      leaderThroughout = reading.leaderThroughout.map { names[$0] }
      method =
        "each value as its share of its position's total, value / sum of |values| x 100, "
        + "as Vega's stack offset normalize draws it"
    }
  }
}
