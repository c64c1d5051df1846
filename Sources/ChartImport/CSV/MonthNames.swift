import ChartModel

/// Month names and their common abbreviations in English, German, French, Spanish, Italian
/// and Portuguese, lowercased, as spreadsheets in those languages write them.
///
/// - Note: Source: CLDR's Gregorian `months/format/wide` and `abbreviated` names for `en`,
///   `de`, `fr`, `es`, `it`, `pt` (without their final periods), plus `sept` and `mrz`.
enum MonthNames {
  /// The names of each month, January first.
  private static let names: [[String]] = [
    [
      "january", "jan", "januar", "jänner", "janvier", "janv", "enero", "ene", "gennaio", "gen",
      "janeiro",
    ],
    [
      "february", "feb", "februar", "février", "févr", "fevrier", "febrero", "febbraio",
      "fevereiro", "fev",
    ],
    ["march", "mar", "märz", "mär", "mrz", "mars", "marzo", "março"],
    ["april", "apr", "avril", "avr", "abril", "abr", "aprile"],
    ["may", "mai", "mayo", "maggio", "mag", "maio"],
    ["june", "jun", "juni", "juin", "junio", "giugno", "giu", "junho"],
    ["july", "jul", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho"],
    ["august", "aug", "août", "aout", "agosto", "ago"],
    ["september", "sep", "sept", "septembre", "septiembre", "settembre", "set", "setembro"],
    [
      "october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro",
      "out",
    ],
    ["november", "nov", "novembre", "noviembre", "novembro"],
    [
      "december", "dec", "dezember", "dez", "décembre", "déc", "diciembre", "dic", "dicembre",
      "dezembro",
    ],
  ]

  /// Each name's UTF-8 bytes and its month, 1–12.
  private static let months: [[UInt8]: Int] = {
    var table: [[UInt8]: Int] = [:]
    for (index, list) in names.enumerated() {
      for name in list { table[Array(name.utf8)] = index + 1 }
    }
    return table
  }()

  /// The month, 1–12, a lowercased name or abbreviation gives, or `nil`.
  static func month(_ word: [UInt8]) -> Int? { months[word] }
}
