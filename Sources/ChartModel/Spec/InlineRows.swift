/// A spec's inline data rows (`data.values`), stored by column.
///
/// The rows are what the JSON holds, `[{"year": 1880, "name": "Mary"}, …]`: a collection of
/// `[String: DataValue?]` whose `nil` values are `null` members. They are kept as one array of
/// cells per field, because that is what ``DataTable`` reads: the spec reader
/// (`InlineRowsScanner`) fills the columns straight from the bytes, with no dictionary per
/// row, and a row is built only when it is read (`rows[i]`) or encoded.
///
/// Two values are equal when their rows are: the fields are kept in sorted order, with a
/// name spelled as it first occurs (names equal as `String`s, such as the composed and
/// decomposed "é", are one field, as they are one dictionary key), and a member that is absent
/// from a row is told apart from one that is `null`.
///
/// - Complexity: Building from rows is O(*r* *k*) for *r* rows of *k* fields; reading a row
///   is O(*k* log *a*), with *a* the rows that lack a field.
public struct InlineRows: Hashable, Sendable {
  /// The member names of all rows, sorted (`String`'s `<`).
  public let fields: [String]
  /// The cells of each field, parallel to ``fields``, one per row: `nil` for a `null` member
  /// and for a row without that member (see ``isPresent(field:row:)``).
  public let columns: [[DataValue?]]
  /// For each field, the rows (ascending) that have no member of that name.
  private let absences: [[Int]]
  /// The number of rows.
  public let rowCount: Int

  /// No rows.
  public init() {
    self.init(fields: [], columns: [], absences: [], rowCount: 0)
  }

  /// Stores rows by column.
  ///
  /// - Parameter rows: The rows; a `nil` value is a `null` member.
  /// - Complexity: O(*r* *k*) for *r* rows of *k* fields, plus O(*k* log *k*) to sort the
  ///   fields.
  public init(_ rows: [[String: DataValue?]]) {
    var builder = Builder()
    for members in rows {
      builder.startRow()
      for (name, value) in members {
        _ = builder.set(value, column: builder.column(named: name))
      }
      builder.endRow()
    }
    self = builder.finish()
  }

  fileprivate init(fields: [String], columns: [[DataValue?]], absences: [[Int]], rowCount: Int) {
    self.fields = fields
    self.columns = columns
    self.absences = absences
    self.rowCount = rowCount
  }

  /// Whether a row has a member for a field (`null` included).
  ///
  /// - Parameters:
  ///   - field: An index into ``fields``.
  ///   - row: A row index, below ``rowCount``.
  /// - Returns: `false` when the row has no member of that name.
  /// - Complexity: O(log *a*) for the *a* rows without that member.
  public func isPresent(field: Int, row: Int) -> Bool {
    let absent = absences[field]
    guard !absent.isEmpty else { return true }
    var low = 0
    var high = absent.count
    while low < high {
      let middle = (low + high) / 2
      if absent[middle] < row { low = middle + 1 } else { high = middle }
    }
    return low == absent.count || absent[low] != row
  }
}

extension InlineRows: RandomAccessCollection {
  /// The first row's index, 0.
  public var startIndex: Int { 0 }
  /// One past the last row's index, ``rowCount``.
  public var endIndex: Int { rowCount }

  /// One row as its members: a `nil` value is a `null` member.
  ///
  /// - Complexity: O(*k* log *a*) for *k* fields; builds a dictionary.
  public subscript(row: Int) -> [String: DataValue?] {
    precondition(row >= 0 && row < rowCount, "row out of range")
    var members: [String: DataValue?] = [:]
    members.reserveCapacity(fields.count)
    for (field, name) in fields.enumerated() where isPresent(field: field, row: row) {
      members.updateValue(columns[field][row], forKey: name)
    }
    return members
  }
}

extension InlineRows: ExpressibleByArrayLiteral {
  /// Rows written as a literal, `[["x": .number(1)], …]`.
  public init(arrayLiteral rows: [String: DataValue?]...) {
    self.init(rows)
  }
}

extension InlineRows: Codable {
  /// Decodes a JSON array of row objects.
  public init(from decoder: any Decoder) throws {
    self.init(try [[String: DataValue?]](from: decoder))
  }

  /// Encodes a JSON array of row objects, `null` members written, absent ones not.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for row in self {
      try container.encode(row)
    }
  }
}

extension InlineRows {
  /// Fills the columns row by row, member by member: how the spec reader and
  /// ``InlineRows/init(_:)`` build the same value.
  ///
  /// Call ``startRow()``, then ``column(named:)`` and ``set(_:column:)`` for each member, then
  /// ``endRow()``; ``finish()`` sorts the fields.
  struct Builder {
    private var names: [String] = []
    private var cells: [[DataValue?]] = []
    private var absences: [[Int]] = []
    /// The row each column was last given a member in, to find repeated members.
    private var lastSetRow: [Int] = []
    private var columnOfName: [String: Int] = [:]
    private var row = -1

    /// Begins the next row.
    mutating func startRow() {
      row += 1
    }

    /// The column of a member name, added (with no member in the earlier rows) when new.
    ///
    /// - Complexity: O(1) on average: a scan of at most eight names, then a dictionary.
    mutating func column(named name: String) -> Int {
      if let index = names.count <= 8 ? names.firstIndex(of: name) : columnOfName[name] {
        return index
      }
      let index = names.count
      names.append(name)
      columnOfName[name] = index
      var column: [DataValue?] = []
      column.reserveCapacity(Swift.max(cells.first?.capacity ?? 0, row + 1))
      column.append(contentsOf: repeatElement(nil, count: row))
      cells.append(column)
      absences.append(Array(0..<row))
      lastSetRow.append(-1)
      return index
    }

    /// Sets a member of the current row.
    ///
    /// - Returns: `false` when the row already has a member in that column (a repeated name).
    mutating func set(_ value: DataValue?, column: Int) -> Bool {
      guard lastSetRow[column] != row else { return false }
      lastSetRow[column] = row
      cells[column].append(value)
      return true
    }

    /// Ends the current row: its missing members are recorded as absent.
    mutating func endRow() {
      for column in cells.indices where lastSetRow[column] != row {
        cells[column].append(nil)
        absences[column].append(row)
      }
    }

    /// The rows, fields sorted.
    func finish() -> InlineRows {
      let order = names.indices.sorted { names[$0] < names[$1] }
      return InlineRows(
        fields: order.map { names[$0] }, columns: order.map { cells[$0] },
        absences: order.map { absences[$0] }, rowCount: row + 1)
    }
  }
}
