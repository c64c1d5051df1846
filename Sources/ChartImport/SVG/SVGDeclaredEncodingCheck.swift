import ChartModel
import Glibc

/// Checks that an SVG file that declares an encoding other than UTF-8 and UTF-16 is valid in
/// that encoding before libxml2 reads it.
///
/// libxml2 (2.9, `xmlFindCharEncodingHandler`) converts such a file to UTF-8 with iconv, by
/// the declared name. When a byte sequence is not valid in that encoding (byte 0x81 in
/// `windows-1252`, a byte above 0x7F in `UTF-7` or `US-ASCII`), its push parser prints
/// "xmlParseChunk: encoder error" on standard error itself — a line that is not ours, and
/// not escaped — and FoundationXML reports only libxml2 error 6003. So the check converts the
/// file with the same iconv conversion first and refuses it with the line of the first bad
/// byte. A name iconv does not know is refused on line 1: libxml2 would read some of them
/// through ICU (SCSU, for one), and a bad byte there would again give libxml2's own line on
/// standard error, which no check here can foresee. Such files are rare; the refusal says to
/// convert the file to UTF-8.
///
/// UTF-8 and UTF-16 declarations are not converted by libxml2 (``SVGEncodingCheck`` checks
/// those files as UTF-8), and a file with a UTF-16 byte-order mark is converted by libxml2's
/// own UTF-16 decoder.
enum SVGDeclaredEncodingCheck {
  /// Why the file cannot be read in the encoding its declaration names, and where.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Returns: The 1-based line (counted in the converted text; 1 for an encoding iconv does
  ///   not know) and the reason, naming the declared encoding; `nil` when the file declares no
  ///   such encoding or the whole file converts.
  /// - Complexity: O(*n*) in the file size: one iconv(3) pass in 64 KiB pieces.
  static func refusal(for bytes: [UInt8]) -> (line: Int, reason: String)? {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard let declared = SVGEncodingCheck.declaredEncoding(bytes[start...]) else { return nil }
    let name = String(decoding: declared, as: UTF8.self)
    guard !SVGEncodingCheck.unconvertedEncodings.contains(name.lowercased()) else { return nil }
    let converter = iconv_open("UTF-8", name)
    guard Int(bitPattern: converter) != -1 else {
      return (
        1,
        "the encoding the declaration names, \(name), is not one chart-describe reads; "
          + "convert the file to UTF-8"
      )
    }
    defer { iconv_close(converter) }
    var input = bytes[start...].map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: 1 << 16)
    var line = 1
    let valid = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        var next = source.baseAddress
        var remaining = source.count
        while remaining > 0 {
          var written = target.baseAddress
          var room = target.count
          let result = iconv(converter, &next, &remaining, &written, &room)
          let failure = errno
          line += target[0..<(target.count - room)].lazy.filter { $0 == 0x0A }.count
          // E2BIG: the output piece is full, go on. EILSEQ (an invalid sequence) or EINVAL
          // (one cut short at the end of the file): the file is not in its encoding.
          if result == -1 && failure != E2BIG { return false }
        }
        return true
      }
    }
    return valid ? nil : (line, "the file is not valid \(name), the encoding its declaration names")
  }
}
