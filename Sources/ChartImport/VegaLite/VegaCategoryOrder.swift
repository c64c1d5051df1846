import ChartModel

/// Vega-Lite's order of discrete values: categories along a position and colour series.
///
/// The chart model orders categories and series by first occurrence, so the rows are reordered
/// to make first occurrence follow Vega-Lite's sort.
enum VegaCategoryOrder {
  /// Orders rows so that first occurrence follows Vega-Lite's sort of the discrete position.
  ///
  /// - Parameters:
  ///   - rows: The lowered rows, reordered in place (stably).
  ///   - channels: The view's channels; the first discrete one of `x` and `y` is sorted.
  ///   - source: The rows before aggregation, for a sort by a field and operation.
  /// - Complexity: O(*n* log *n*).
  static func sort(
    _ rows: inout [VegaRow], channels: [String: VegaChannel], source: [VegaRow]
  ) {
    guard let (_, channel) = sortedPosition(channels), let field = channel.derivedField
    else { return }
    let sort = channel.json["sort"]
    let domain = channel.json["scale"]?["domain"]?.array
    if sort?.isNull == true && domain == nil { return }
    var distinct: [DataValue] = []
    var seen: Set<DataValue> = []
    for row in rows {
      if let value = row[field], seen.insert(value).inserted { distinct.append(value) }
    }
    var ordered = distinct.sorted { compare($0, $1, unit: channel.orderUnit) }
    // An explicit scale domain orders a discrete scale whatever the sort (Vega-Lite sorts only
    // a domain it computes from the data).
    if let explicit = (domain ?? sort?.array)?.compactMap(\.cell) {
      let listed = explicit.compactMap { value in distinct.first { text(of: $0) == text(of: value) }
      }
      ordered = listed + distinct.filter { !listed.contains($0) }
    } else if let order = sort?.string, order == "descending" {
      ordered.reverse()
    } else if let byChannel = sort?.string ?? sort?["encoding"]?.string,
      let other = channels[byChannel.hasPrefix("-") ? String(byChannel.dropFirst()) : byChannel],
      let otherField = other.derivedField
    {
      var totals: [DataValue: Double] = [:]
      for row in rows {
        if let key = row[field] {
          totals[key, default: 0] += row[otherField].flatMap(VegaValues.number) ?? 0
        }
      }
      ordered = distinct.sorted { (totals[$0] ?? 0) < (totals[$1] ?? 0) }
      if byChannel.hasPrefix("-") || sort?["order"]?.string == "descending" { ordered.reverse() }
    } else if let sortField = sort?["field"]?.string {
      let op = sort?["op"]?.string.flatMap(VegaAggregateOp.init(rawValue:)) ?? .sum
      var groups: [DataValue: [DataValue?]] = [:]
      for row in source {
        if let key = row[field] { groups[key, default: []].append(row[sortField]) }
      }
      let keys = groups.mapValues { op.apply(to: $0) ?? -Double.infinity }
      ordered = distinct.sorted { (keys[$0] ?? 0) < (keys[$1] ?? 0) }
      if sort?["order"]?.string == "descending" { ordered.reverse() }
    } else if sort?["order"]?.string == "descending" {
      ordered.reverse()
    }
    let rank = Dictionary(ordered.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    let keys = rows.map { row in row[field].flatMap { rank[$0] } ?? ordered.count }
    rows = rows.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
      .map { rows[$0] }
  }

  /// The discrete position whose categories are sorted: the first discrete one of `x` and
  /// `y`, with its channel name.
  static func sortedPosition(_ channels: [String: VegaChannel]) -> (String, VegaChannel)? {
    for name in ["x", "y"] {
      if let channel = channels[name], channel.isDiscrete { return (name, channel) }
    }
    return nil
  }

  /// Whether the discrete position's drawn order is declared one of meaning
  /// (``AxisSpec/ordered``), with the position's channel name (`x` or `y`).
  ///
  /// - `true`: an `ordinal` field ordered by a sort array or a scale domain, or sorted
  ///   ascending or descending (the default is ascending) over numbers, dates or a time unit's
  ///   names, whose natural order is one of meaning (ascending text is alphabetical, which is
  ///   not: such names are left to the order their text follows).
  /// - `false`: any discrete field sorted by value (`sort: "-y"`, `{"encoding": …}`,
  ///   `{"field": …, "op": …}`): the categories are drawn by value, so no trend is read over
  ///   them.
  /// - `nil`: otherwise (a nominal field, data order with `sort: null`).
  ///
  /// - Complexity: O(*n*) in the rows.
  static func declaredOrder(_ channels: [String: VegaChannel], rows: [VegaRow])
    -> (channel: String, ordered: Bool)?
  {
    guard let (name, channel) = sortedPosition(channels), let field = channel.derivedField
    else { return nil }
    let sort = channel.json["sort"]
    let ordinal = channel.type == "ordinal"
    if channel.json["scale"]?["domain"]?.array != nil {
      return ordinal ? (name, true) : nil
    }
    if sort?.isNull == true { return nil }
    if sort?.array != nil { return ordinal ? (name, true) : nil }
    let byChannel = sort?.string.map { $0 != "ascending" && $0 != "descending" } ?? false
    if byChannel || sort?["encoding"] != nil || sort?["field"] != nil { return (name, false) }
    guard ordinal else { return nil }
    return channel.orderUnit != nil || numericallyMonotone(rows.compactMap { $0[field] })
      ? (name, true) : nil
  }

  /// Whether values in drawn order are numbers, dates or numbers written as text, strictly
  /// ascending or strictly descending by number (text sorts "10" before "9", which is no
  /// order of meaning).
  private static func numericallyMonotone(_ values: [DataValue]) -> Bool {
    var seen: Set<DataValue> = []
    var keys: [Double] = []
    for value in values where seen.insert(value).inserted {
      switch value {
      case .number(let number): keys.append(number)
      case .date(let date): keys.append(date.timeIntervalSince1970)
      case .category(let text):
        guard let number = Double(text) else { return false }
        keys.append(number)
      }
    }
    let steps = zip(keys, keys.dropFirst())
    return steps.allSatisfy { $0 < $1 } || steps.allSatisfy { $0 > $1 }
  }

  /// Whether `a` comes before `b` in Vega-Lite's ascending order: numbers numerically,
  /// the names a time unit made (`unit`, ``VegaChannel/orderUnit``) in calendar order, other
  /// values by their text, so month names that are only text ("June", a sales rep) sort
  /// alphabetically, as Vega draws them.
  static func compare(_ a: DataValue, _ b: DataValue, unit: VegaTimeUnit?) -> Bool {
    if let unit, let left = unit.rank(of: text(of: a)), let right = unit.rank(of: text(of: b)) {
      return left < right
    }
    switch (a, b) {
    case (.number(let x), .number(let y)): return x < y
    case (.number, _): return true
    case (_, .number): return false
    default: return text(of: a) < text(of: b)
    }
  }

  /// A value as category text: numbers in shortest form, dates in ISO 8601.
  static func text(of value: DataValue) -> String {
    switch value {
    case .number(let number): return Column.text(of: number)
    case .category(let text): return text
    case .date(let date): return TemporalParser.iso8601String(from: date)
    }
  }

  /// The series order of a discrete colour channel: its scale domain, a sort array, or
  /// ascending values; `nil` for `sort: null` or a continuous colour.
  static func seriesDomain(_ color: VegaChannel?, rows: [VegaRow]) -> [String]? {
    guard let color, color.isDiscrete, let field = color.derivedField else { return nil }
    if let domain = color.json["scale"]?["domain"]?.array ?? color.json["sort"]?.array {
      return domain.compactMap(\.cell).map(text)
    }
    if color.json["sort"]?.isNull == true { return nil }
    var seen: Set<DataValue> = []
    let values = rows.compactMap { $0[field] }.filter { seen.insert($0).inserted }
    let sorted = values.sorted { compare($0, $1, unit: color.orderUnit) }.map(text)
    return color.json["sort"]?.string == "descending" ? sorted.reversed() : sorted
  }
}
