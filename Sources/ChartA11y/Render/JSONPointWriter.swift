import ChartModel
import Foundation

/// Writes a series' data points as `JSONEncoder` (pretty-printed, sorted keys, slashes
/// unescaped) writes them inside the `describe --format json` document, gathering the text
/// in pieces handed on as they fill: the streaming part of ``JSONRenderer``.
///
/// A plain point (an `x` and a value, no components, subcategory, label or value
/// description) is written directly: a number as Swift's `description` without a trailing
/// `.0` (what `JSONEncoder` writes: `1`, `0.1`, `1e-07`, `1e+16`, `-0`), a missing or
/// infinite number as `null`, a date as ``TemporalParser/dataText(of:unit:clock:)`` at the
/// ``dateUnit``, text through
/// ``TextEscaping/appendJSONString(_:to:)``. Any other point is encoded by `JSONEncoder` and
/// re-indented (its line breaks are structural, since a string's are escaped).
struct JSONPointWriter {
  /// About how many bytes a piece holds before it is emitted.
  let pieceBytes: Int
  /// The calendar unit dates are written at (the independent axis's).
  let dateUnit: CalendarUnit?
  /// The clock dates are written on (the independent axis's).
  let dateClock: DateClock
  /// Receives each piece.
  let emit: (String) -> Void
  /// The piece being filled.
  private var bytes: [UInt8] = []

  /// A writer emitting pieces of about `pieceBytes` bytes to `emit`, writing dates at
  /// `dateUnit` on `dateClock`.
  init(
    pieceBytes: Int, dateUnit: CalendarUnit?, dateClock: DateClock = .utc,
    emit: @escaping (String) -> Void
  ) {
    self.pieceBytes = max(1, pieceBytes)
    self.dateUnit = dateUnit
    self.dateClock = dateClock
    self.emit = emit
    bytes.reserveCapacity(self.pieceBytes + 1024)
  }

  /// Appends text of the skeleton (whole UTF-8 characters).
  mutating func append(_ text: ArraySlice<UInt8>) {
    bytes.append(contentsOf: text)
    flushIfFull()
  }

  /// Appends the points of one series after its `"dataPoints" : [`, through its `]`.
  ///
  /// - Parameters:
  ///   - observations: The points, at least one.
  ///   - indent: The spaces before the `"dataPoints"` key.
  /// - Complexity: O(*n*).
  mutating func appendPoints(_ observations: [Observation], indent: Int) {
    let open = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: indent + 2)
    let member = open + [UInt8](repeating: UInt8(ascii: " "), count: 2)
    var isFirst = true
    for observation in observations {
      if !isFirst { bytes.append(UInt8(ascii: ",")) }
      isFirst = false
      if observation.components.isEmpty && observation.subcategory == nil
        && observation.label == nil && observation.valueDescription == nil
      {
        bytes.append(contentsOf: open)
        bytes.append(UInt8(ascii: "{"))
        bytes.append(contentsOf: member)
        bytes.append(contentsOf: #""x" : "#.utf8)
        appendValue(observation.x)
        if observation.value.isFinite {
          bytes.append(UInt8(ascii: ","))
          bytes.append(contentsOf: member)
          bytes.append(contentsOf: #""y" : "#.utf8)
          appendNumber(observation.value)
        }
        bytes.append(contentsOf: open)
        bytes.append(UInt8(ascii: "}"))
      } else {
        appendEncoded(observation, open: open)
      }
      flushIfFull()
    }
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    bytes.append(UInt8(ascii: "]"))
  }

  /// Emits what is left.
  mutating func flush() {
    guard !bytes.isEmpty else { return }
    emit(String(decoding: bytes, as: UTF8.self))
    bytes.removeAll(keepingCapacity: true)
  }

  private mutating func flushIfFull() {
    if bytes.count >= pieceBytes { flush() }
  }

  /// A value as ``JSONRenderer``'s `Value` encodes it.
  private mutating func appendValue(_ value: DataValue) {
    switch value {
    case .number(let number): appendNumber(number)
    case .category(let text): TextEscaping.appendJSONString(text, to: &bytes)
    case .date(let date):
      // Digits, signs, spaces, colons and a zone: nothing JSON escapes.
      bytes.append(UInt8(ascii: "\""))
      TemporalParser.appendDataText(of: date, unit: dateUnit, clock: dateClock, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }
  }

  /// A number as `JSONEncoder` writes a `Double`; `null` when it is not finite.
  private mutating func appendNumber(_ number: Double) {
    guard number.isFinite else {
      bytes.append(contentsOf: "null".utf8)
      return
    }
    let text = number.description.utf8
    if text.count > 2 && text.suffix(2).elementsEqual(".0".utf8) {
      bytes.append(contentsOf: text.dropLast(2))
    } else {
      bytes.append(contentsOf: text)
    }
  }

  /// A point `JSONEncoder` encodes, each line break followed by the point's indent.
  private mutating func appendEncoded(_ observation: Observation, open: [UInt8]) {
    // Encoding a finite-checked point cannot fail; were it to, the point is written as
    // `null`, which the tests would show.
    guard
      var encoded = try? StableJSON.data(
        JSONRenderer.Point(observation),
        userInfo: JSONRenderer.dateInfo(unit: dateUnit, clock: dateClock))
    else {
      bytes.append(contentsOf: open)
      bytes.append(contentsOf: "null".utf8)
      return
    }
    if encoded.last == UInt8(ascii: "\n") { encoded.removeLast() }
    bytes.append(contentsOf: open)
    for byte in encoded {
      if byte == UInt8(ascii: "\n") {
        bytes.append(contentsOf: open)
      } else {
        bytes.append(byte)
      }
    }
  }
}
