import ChartModel

/// Rows split into groups by the values of `groupby` fields, in the order each group first
/// occurs, as Vega's transforms partition their input (vega-transforms `util.js`
/// `partition`, vega-regression `partition.js`).
struct VegaPartition {
  /// One group: its `groupby` values (`nil` where a row has none), its rows in input order,
  /// and their places in the input.
  struct Group {
    var key: [DataValue?]
    var rows: [VegaRow]
    var indices: [Int]
  }

  /// The fields grouped by.
  var fields: [String]
  /// The groups, in first-occurrence order; one group of every row when `fields` is empty.
  var groups: [Group]

  /// Splits rows by `fields`.
  ///
  /// - Complexity: O(*n* · *g*) for *n* rows and *g* fields.
  init(_ rows: [VegaRow], by fields: [String]) {
    self.fields = fields
    var index: [[DataValue?]: Int] = [:]
    var groups: [Group] = []
    for (place, row) in rows.enumerated() {
      let key = fields.map { row[$0] }
      if let position = index[key] {
        groups[position].rows.append(row)
        groups[position].indices.append(place)
      } else {
        index[key] = groups.count
        groups.append(Group(key: key, rows: [row], indices: [place]))
      }
    }
    self.groups = groups
  }

  /// A new row holding a group's `groupby` values, to which a transform adds its outputs.
  func row(for group: Group) -> VegaRow {
    var row: VegaRow = [:]
    for (field, value) in zip(fields, group.key) { row[field] = value }
    return row
  }

  /// The `groupby` member of a transform: its field names.
  ///
  /// - Throws: ``VegaUnsupported`` at `groupby` when it is not an array of field names.
  static func fields(of transform: JSONValue, at path: SpecPath) throws(VegaUnsupported)
    -> [String]
  {
    guard let member = transform["groupby"] else { return [] }
    guard let names = member.array?.compactMap(\.string), names.count == member.array?.count
    else {
      throw VegaUnsupported(
        message: "'groupby' must be an array of field names", path: path.appending("groupby"))
    }
    return names
  }
}
