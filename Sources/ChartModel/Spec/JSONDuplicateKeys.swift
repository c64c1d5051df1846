import Foundation

/// Finds an object member written twice in a JSON document.
///
/// RFC 8259 (section 4) leaves the meaning of a repeated name to the reader, and readers
/// disagree: Foundation's `JSONDecoder` keeps the first value, while JavaScript's
/// `JSON.parse` (which Vega-Lite and every browser use) and Python's `json` keep the last.
/// A spec with `{"v": 10, "v": 90}` would be described with 10 and drawn with 90, so such a
/// document is refused at the member's JSON path instead of read one way.
///
/// Names are compared as the code points they decode to (`"\u0076"` is `"v"`), never by
/// Unicode canonical equivalence, since JSON readers do not normalize.
package enum JSONDuplicateKeys {
  /// Throws when any object in the document repeats a member name.
  ///
  /// Call it on a document that has already parsed: malformed text is scanned without error
  /// (the parser reports it, with its place).
  ///
  /// - Parameter data: UTF-8 JSON text.
  /// - Throws: ``ChartSpecError`` `.invalidValue` at the path of the second member, e.g.
  ///   `$.data.values[0].v: duplicate key 'v' …`.
  /// - Complexity: O(*n*) expected time in the bytes: a name of a small object (up to
  ///   ``linearLimit`` members, a data row) is compared with its few earlier members; in a
  ///   larger one each name is looked up by its hash among the names of its own object
  ///   (Swift's per-process seeded `Hasher`, so no input can choose collisions), never
  ///   compared with every earlier member (a `datasets` object of 200,000 members took 31 s
  ///   that way); memory O(depth + the names of the open objects).
  package static func check(_ data: Data) throws(ChartSpecError) {
    let found = data.withUnsafeBytes { raw in
      Scanner(bytes: raw.bindMemory(to: UInt8.self)).firstDuplicate()
    }
    guard let (path, name) = found else { return }
    throw ChartSpecError(
      .invalidValue(
        "duplicate key '\(name)': JSON readers disagree on which of its values to keep "
          + "(Vega-Lite and browsers take the last), so the chart is not read; keep one"),
      path: path)
  }

  /// The members an object may have before its names are looked up by hash: below it,
  /// comparing a name with each earlier one costs less than hashing it (a row of a few
  /// fields; hashing every row's names made `audit` of forty specs of 1,000 rows 1.5 times
  /// as costly, `scripts/bench --case audit-40-specs`).
  static let linearLimit = 16

  /// One pass over the bytes with a stack of open containers.
  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// An open object or array.
    private struct Frame {
      var isObject: Bool
      /// Where this object's names start in `names`.
      var firstName: Int
      /// The next string is a member name.
      var expectsName: Bool
      /// The array's current element.
      var index: Int
      /// Whether this object's names are in the hash index (it has more than
      /// ``JSONDuplicateKeys/linearLimit``).
      var isIndexed = false
    }

    /// A member name: a range of the document's bytes, or of `decoded` when it has escapes.
    private struct Name {
      var start: Int
      var end: Int
      var isDecoded: Bool
      var hash = 0
    }

    /// A name's place in the index: the depth of its object and the hash of its bytes.
    private struct Key: Hashable {
      var depth: Int
      var hash: Int
    }

    func firstDuplicate() -> (SpecPath, String)? {
      var frames: [Frame] = []
      var names: [Name] = []
      var decoded: [UInt8] = []
      var index: [Key: [Int]] = [:]
      var position = 0
      let count = bytes.count
      while position < count {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          let isObject = byte == UInt8(ascii: "{")
          frames.append(
            Frame(isObject: isObject, firstName: names.count, expectsName: isObject, index: 0))
          position += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if let frame = frames.popLast() {
            if frame.isIndexed {
              for name in names[frame.firstName...] {
                index[Key(depth: frames.count, hash: name.hash)] = nil
              }
            }
            names.removeSubrange(frame.firstName...)
          }
          if names.isEmpty { decoded.removeAll(keepingCapacity: true) }
          position += 1
        case UInt8(ascii: ","):
          if let last = frames.indices.last {
            if frames[last].isObject {
              frames[last].expectsName = true
            } else {
              frames[last].index += 1
            }
          }
          position += 1
        case UInt8(ascii: "\""):
          let start = position + 1
          var end = start
          var hasEscape = false
          while end < count && bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] == UInt8(ascii: "\\") {
              hasEscape = true
              end += 1
            }
            end += 1
          }
          position = end + 1
          guard let last = frames.indices.last, frames[last].isObject, frames[last].expectsName,
            end < count
          else { continue }
          frames[last].expectsName = false
          var name = Name(start: start, end: end, isDecoded: false)
          if hasEscape {
            let text = Data(UnsafeBufferPointer(rebasing: bytes[(start - 1)...end]))
            guard let value = try? JSONDecoder().decode(String.self, from: text) else { continue }
            name = Name(
              start: decoded.count, end: decoded.count + value.utf8.count, isDecoded: true)
            decoded.append(contentsOf: value.utf8)
          }
          if isRepeated(&name, in: &frames[last], depth: last, &names, decoded, &index) {
            var path = SpecPath.root
            for (level, frame) in frames.dropLast().enumerated() {
              path =
                frame.isObject
                ? path.appending(text(of: names[frames[level + 1].firstName - 1], decoded))
                : path.appending(index: frame.index)
            }
            let repeated = text(of: name, decoded)
            return (path.appending(repeated), repeated)
          }
          if frames[last].isIndexed {
            index[Key(depth: last, hash: name.hash), default: []].append(names.count)
          }
          names.append(name)
        default:
          position += 1
        }
      }
      return nil
    }

    /// Whether `name` repeats an earlier member of its object: compared with each while the
    /// object is small, looked up by hash once it is not (its earlier names indexed then).
    private func isRepeated(
      _ name: inout Name, in frame: inout Frame, depth: Int, _ names: inout [Name],
      _ decoded: [UInt8], _ index: inout [Key: [Int]]
    ) -> Bool {
      if !frame.isIndexed {
        if names[frame.firstName...].contains(where: { same($0, name, decoded) }) { return true }
        guard names.count - frame.firstName >= JSONDuplicateKeys.linearLimit else { return false }
        frame.isIndexed = true
        for position in frame.firstName..<names.count {
          names[position].hash = hash(names[position], decoded)
          index[Key(depth: depth, hash: names[position].hash), default: []].append(position)
        }
      }
      name.hash = hash(name, decoded)
      return index[Key(depth: depth, hash: name.hash), default: []].contains {
        same(names[$0], name, decoded)
      }
    }

    /// The hash of a name's bytes.
    private func hash(_ name: Name, _ decoded: [UInt8]) -> Int {
      var hasher = Hasher()
      if name.isDecoded {
        decoded[name.start..<name.end].withUnsafeBytes { hasher.combine(bytes: $0) }
      } else {
        hasher.combine(
          bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]))
        )
      }
      return hasher.finalize()
    }

    /// Whether two names are the same bytes.
    private func same(_ a: Name, _ b: Name, _ decoded: [UInt8]) -> Bool {
      guard a.end - a.start == b.end - b.start else { return false }
      for offset in 0..<(a.end - a.start) {
        let left = a.isDecoded ? decoded[a.start + offset] : bytes[a.start + offset]
        let right = b.isDecoded ? decoded[b.start + offset] : bytes[b.start + offset]
        if left != right { return false }
      }
      return true
    }

    private func text(of name: Name, _ decoded: [UInt8]) -> String {
      name.isDecoded
        ? String(decoding: decoded[name.start..<name.end], as: UTF8.self)
        : String(
          decoding: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]), as: UTF8.self)
    }
  }
}
