import ChartModel

/// Finds a delimited file's delimiter and where its header starts, from a bounded sample.
///
/// After a UTF-8 byte order mark, a first line `sep=;` (Excel's, any delimiter character)
/// names the delimiter and is skipped. Otherwise each of `,` `;` tab `|` is counted, outside
/// double quotes, on each line of the sample (at most ``sampleBytes`` and ``sampleLines``):
/// the delimiter is the one found on the header line whose count is the same on the most
/// lines, then the one found most often on the header, then the first in that order; `,`
/// when none is on the header (a file of one column). As Python's `csv.Sniffer` (CPython
/// `Lib/csv.py`, `_guess_delimiter`: the character whose per-line count is most consistent),
/// restricted to the four delimiters spreadsheets write.
///
/// - Complexity: O(min(*n*, ``sampleBytes``)): a 100 MB line or 100,000 columns are sampled,
///   never scanned whole.
package enum CSVDialectSniffer {
  /// The most bytes sampled: 64 KiB.
  package static let sampleBytes = 64 * 1024
  /// The most lines sampled: 100.
  package static let sampleLines = 100

  /// The delimiter and the offset of the header's first byte.
  package struct Result: Hashable, Sendable {
    /// The delimiter.
    package var delimiter: CSVDelimiter
    /// Where the header starts: after a byte order mark and a `sep=` line.
    package var start: Int
    /// Whether a `sep=` line named the delimiter.
    package var isDeclared: Bool
  }

  /// Sniffs the delimiter of `buffer` unless `given`.
  ///
  /// - Parameters:
  ///   - buffer: The file's bytes (UTF-8).
  ///   - given: The delimiter chosen with `--delimiter`, which a `sep=` line does not change
  ///     (the line is still skipped).
  /// - Returns: The delimiter and where the header starts.
  package static func sniff(_ buffer: UnsafeBufferPointer<UInt8>, given: CSVDelimiter?) -> Result {
    var start = 0
    if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 }
    if let (declared, next) = separatorLine(buffer, from: start) {
      return Result(delimiter: given ?? declared, start: next, isDeclared: true)
    }
    if let given { return Result(delimiter: given, start: start, isDeclared: false) }
    let counts = lineCounts(buffer, from: start)
    guard let header = counts.first else {
      return Result(delimiter: .comma, start: start, isDeclared: false)
    }
    var best: (delimiter: CSVDelimiter, agreeing: Int, count: Int)?
    for (index, delimiter) in CSVDelimiter.allCases.enumerated() where header[index] > 0 {
      let agreeing = counts.count(where: { $0[index] == header[index] })
      if let current = best,
        (current.agreeing, current.count) >= (agreeing, header[index])
      {
        continue
      }
      best = (delimiter, agreeing, header[index])
    }
    return Result(delimiter: best?.delimiter ?? .comma, start: start, isDeclared: false)
  }

  /// Excel's `sep=X` first line: the delimiter it names and where the next line starts.
  private static func separatorLine(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int)
    -> (CSVDelimiter, Int)?
  {
    let prefix = Array("sep=".utf8)
    guard buffer.count >= start + 5,
      (0..<4).allSatisfy({ buffer[start + $0] | 0x20 == prefix[$0] }),
      let delimiter = CSVDelimiter.allCases.first(where: { $0.byte == buffer[start + 4] })
    else { return nil }
    var next = start + 5
    if next < buffer.count, buffer[next] == UInt8(ascii: "\r") { next += 1 }
    guard next >= buffer.count || buffer[next] == UInt8(ascii: "\n") else { return nil }
    return (delimiter, min(next + 1, buffer.count))
  }

  /// Each sampled line's count of each delimiter (in ``CSVDelimiter/allCases`` order),
  /// outside quotes; a line break inside quotes continues the line.
  private static func lineCounts(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int)
    -> [[Int]]
  {
    let end = min(buffer.count, start + sampleBytes)
    let delimiters = CSVDelimiter.allCases.map(\.byte)
    var lines: [[Int]] = []
    var current = [Int](repeating: 0, count: delimiters.count)
    var isQuoted = false
    var isBlank = true
    var index = start
    while index < end, lines.count < sampleLines {
      let byte = buffer[index]
      index += 1
      if byte == UInt8(ascii: "\"") {
        isQuoted.toggle()
      } else if isQuoted {
        continue
      } else if byte == UInt8(ascii: "\n") {
        if !isBlank { lines.append(current) }
        current = [Int](repeating: 0, count: delimiters.count)
        isBlank = true
        continue
      } else if let position = delimiters.firstIndex(of: byte) {
        current[position] += 1
      }
      if byte != UInt8(ascii: "\r") { isBlank = false }
    }
    // The last line counts when it is complete, or when it is the only one (a long line).
    if !isBlank, lines.isEmpty || index >= buffer.count { lines.append(current) }
    return lines
  }
}
