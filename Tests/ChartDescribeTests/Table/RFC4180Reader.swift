/// A small RFC 4180 reader for the tests, written apart from the code under test: records
/// end in CRLF, fields are separated by commas, a quoted field may hold commas, CRLF and
/// doubled quotes.
///
/// - Returns: The records, or `nil` when the text is not RFC 4180 (a bare LF or CR outside
///   quotes, a quote inside an unquoted field, text after a closing quote, a missing final
///   CRLF).
func readRFC4180(_ text: String) -> [[String]]? {
  var records: [[String]] = []
  var record: [String] = []
  var field = ""
  var scalars = Array(text.unicodeScalars)[...]
  var quoted = false
  var afterQuote = false
  while let scalar = scalars.popFirst() {
    if quoted {
      if scalar == "\"" {
        if scalars.first == "\"" {
          scalars.removeFirst()
          field.unicodeScalars.append("\"")
        } else {
          quoted = false
          afterQuote = true
        }
      } else {
        field.unicodeScalars.append(scalar)
      }
      continue
    }
    switch scalar {
    case ",":
      record.append(field)
      field = ""
      afterQuote = false
    case "\r":
      guard scalars.popFirst() == "\n" else { return nil }
      record.append(field)
      records.append(record)
      record = []
      field = ""
      afterQuote = false
    case "\n": return nil
    case "\"":
      guard field.isEmpty, !afterQuote else { return nil }
      quoted = true
    default:
      guard !afterQuote else { return nil }
      field.unicodeScalars.append(scalar)
    }
  }
  guard !quoted, record.isEmpty, field.isEmpty else { return nil }
  return records
}
