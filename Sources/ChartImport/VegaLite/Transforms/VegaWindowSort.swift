import ChartModel

/// A `window` transform's `sort`: field definitions `{"field": …, "order": "descending"}`
/// compared in turn, ties kept in input order (Vega's `stableCompare`).
struct VegaWindowSort {
  /// The fields and whether each sorts descending.
  var keys: [(field: String, descending: Bool)]

  /// Reads `sort`, or `nil` when absent (the input order, every row its own peer).
  ///
  /// - Throws: ``VegaUnsupported`` at `path` for a member that is not field definitions.
  init?(_ member: JSONValue?, at path: SpecPath) throws(VegaUnsupported) {
    guard let member, !member.isNull else { return nil }
    let entries = member.array ?? [member]
    var keys: [(String, Bool)] = []
    for entry in entries {
      guard let field = entry["field"]?.string else {
        throw VegaUnsupported(
          message: "a window 'sort' must be field definitions ({\"field\": …})", path: path)
      }
      keys.append((field, entry["order"]?.string == "descending"))
    }
    self.keys = keys
  }

  /// The rows' indices in sorted order (stable).
  ///
  /// - Complexity: O(*n* log *n*).
  func order(_ rows: [VegaRow]) -> [Int] {
    rows.indices.sorted { a, b in
      let comparison = compare(rows[a], rows[b])
      return comparison != 0 ? comparison < 0 : a < b
    }
  }

  /// For each row of sorted rows, the range of rows that sort equal to it (its peers).
  ///
  /// - Complexity: O(*n*).
  func peerRuns(_ sorted: [VegaRow]) -> [Range<Int>] {
    var runs = [Range<Int>](repeating: 0..<0, count: sorted.count)
    var start = 0
    for index in sorted.indices {
      let next = index + 1
      if next == sorted.count || compare(sorted[index], sorted[next]) != 0 {
        for member in start...index { runs[member] = start..<next }
        start = next
      }
    }
    return runs
  }

  /// −1, 0 or 1 as `a` sorts before, with or after `b`.
  func compare(_ a: VegaRow, _ b: VegaRow) -> Int {
    for (field, descending) in keys {
      let order = Self.compare(a[field], b[field])
      if order != 0 { return descending ? -order : order }
    }
    return 0
  }

  /// Vega's ascending comparison of two values (vega-util `compare`): a missing value first,
  /// then numbers by value, dates by time, text by its UTF-16 code units.
  static func compare(_ a: DataValue?, _ b: DataValue?) -> Int {
    switch (a, b) {
    case (nil, nil): return 0
    case (nil, _): return -1
    case (_, nil): return 1
    case (let a?, let b?):
      if a == b { return 0 }
      return VegaPivot.ascending(a, b) ? -1 : (VegaPivot.ascending(b, a) ? 1 : 0)
    }
  }
}
