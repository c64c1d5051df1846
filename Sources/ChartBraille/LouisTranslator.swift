import CLouis
import Foundation

/// Translates text to braille and back with liblouis, the one file that calls it.
///
/// liblouis keeps compiled tables and its buffers in process-wide state and is not
/// thread-safe, so every call here holds one process-wide lock.
///
/// - Output ``Encoding/asciiBraille``: North American Braille ASCII, the cells of a BRF file,
///   through liblouis's own display table `en-us-brf.dis` placed before the chosen table.
/// - Output ``Encoding/unicode``: Unicode braille patterns (U+2800–U+28FF), liblouis's
///   `dotsIO | ucBrl` modes.
///
/// Source: liblouis's documentation, "Programming with liblouis" (`lou_translateString`,
/// `lou_backTranslateString`, `lou_getTable`, the `dotsIO` and `ucBrl` modes).
public enum LouisTranslator {
  /// How braille cells are written.
  public enum Encoding: Hashable, Sendable {
    /// Braille ASCII (64 printable characters, one a six-dot cell), as BRF files hold it.
    case asciiBraille
    /// Unicode braille patterns.
    case unicode
  }

  /// The default table: Unified English Braille, grade 2 (contracted).
  public static let defaultTable = "en-ueb-g2.ctb"
  /// The display table that makes liblouis write Braille ASCII.
  static let asciiDisplayTable = "en-us-brf.dis"

  /// liblouis's own state: its log silenced (it would print to standard error; we report a
  /// missing table as one error line of our own), behind the lock.
  private static let lock = LouisLock()

  /// The process-wide lock around every liblouis call, and the log setting it guards.
  ///
  /// It is an `NSLock` (a pthread mutex on Linux), not `Synchronization.Mutex`: `Mutex` on
  /// Linux waits on a raw futex, which the thread sanitizer does not intercept, so it saw no
  /// ordering between two threads' critical sections and reported a "Swift access race" on
  /// the guarded state under `swift test --sanitize=thread` (a standalone program of four
  /// threads counting to 80,000 under a `Mutex` gets the right count and one race report;
  /// with `NSLock`, none). The sanitizer intercepts `pthread_mutex_lock`, so with this lock it
  /// sees the order the lock gives.
  private final class LouisLock: @unchecked Sendable {
    private let mutex = NSLock()
    /// Whether liblouis's log is off; read and written only while `mutex` is held.
    private var isSilenced = false

    /// Runs `body` with the lock held, liblouis's log silenced first.
    ///
    /// - Complexity: O(1) besides `body`.
    func withLock<Result>(_ body: () -> Result) -> Result {
      mutex.lock()
      defer { mutex.unlock() }
      if !isSilenced {
        lou_setLogLevel(LOU_LOG_OFF)
        isSilenced = true
      }
      return body()
    }
  }

  /// Checks that liblouis can load a table list.
  ///
  /// - Parameter table: A liblouis table list, such as `en-ueb-g2.ctb`.
  /// - Throws: ``BrailleError`` (`tableUnavailable`) when it cannot.
  public static func checkTable(_ table: String) throws(BrailleError) {
    let loaded = lock.withLock { lou_getTable(table) != nil }
    guard loaded else { throw BrailleError(kind: .tableUnavailable, table: table) }
  }

  /// Translates print text to braille.
  ///
  /// - Parameters:
  ///   - text: Print text, one paragraph (newlines are translated as spaces by liblouis).
  ///   - table: A liblouis table list.
  ///   - encoding: How to write the cells.
  /// - Returns: The braille, a space between braille words.
  /// - Throws: ``BrailleError`` when the table cannot be loaded or the translation fails.
  /// - Complexity: O(*n*) for *n* characters, as liblouis translates.
  public static func translate(_ text: String, table: String, encoding: Encoding)
    throws(BrailleError) -> String
  {
    try run(text, table: table, encoding: encoding, backward: false)
  }

  /// Translates braille back to print text.
  ///
  /// - Parameters:
  ///   - braille: Braille in `encoding`.
  ///   - table: The liblouis table list it was translated with.
  ///   - encoding: How its cells are written.
  /// - Returns: Print text as liblouis back-translates it (capitals restored from the capital
  ///   indicators, contractions expanded).
  /// - Throws: ``BrailleError`` when the table cannot be loaded or the translation fails.
  public static func backTranslate(_ braille: String, table: String, encoding: Encoding)
    throws(BrailleError) -> String
  {
    try run(braille, table: table, encoding: encoding, backward: true)
  }

  /// Print text as liblouis is given it: every Unicode space (a no-break space, U+3000, a line
  /// or paragraph separator: general categories Zs, Zl, Zp) as a plain space, which liblouis
  /// would otherwise copy into the braille (en-ueb passes U+00A0 through), and a zero-width
  /// no-break space (U+FEFF) dropped (en-ueb spells it "zero…").
  ///
  /// - Complexity: O(*n*).
  static func printInput(_ text: String) -> [UInt32] {
    text.unicodeScalars.compactMap { scalar in
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator: return 0x20
      default: return scalar == "\u{FEFF}" ? nil : scalar.value
      }
    }
  }

  /// Braille ASCII as a BRF file may hold it: North American Braille ASCII, U+0020–U+005F.
  ///
  /// A 6-dot Unicode braille cell (U+2800–U+283F, as some tables write their braille) is
  /// its Braille ASCII character. What liblouis copies through untranslated (an 8-dot braille
  /// pattern U+2840–U+28FF in the data, a noncharacter) is written in liblouis's own notation for a character it has no
  /// braille for, `'\X` and the hexadecimal digits as braille ASCII letters (`0` as `J`, `1`–`9`
  /// as `A`–`I`, `a`–`f` as `A`–`F`) and `'`, as it writes U+5317 `'\XECAG'` (`\Y` and five
  /// digits, `\Z` and six, above U+FFFF).
  ///
  /// - Complexity: O(*n*).
  static func brailleASCII(_ scalars: [Unicode.Scalar]) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(scalars.count)
    for scalar in scalars {
      guard !(0x20...0x5F).contains(scalar.value) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      // A 6-dot Unicode braille cell (tables such as Russian's write their own cells) is the
      // same cell in Braille ASCII.
      if (0x2800...0x283F).contains(scalar.value) {
        result.unicodeScalars.append(Self.asciiCells[Int(scalar.value - 0x2800)])
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let digits = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      let marker = ["X", "Y", "Z"][min(digits.count - 4, 2)]
      let letters = digits.unicodeScalars.map { digit -> Character in
        switch digit {
        case "0": "J"
        case "1"..."9": Character(Unicode.Scalar(UInt8(digit.value - 0x31 + 0x41)))
        default: Character(digit)
        }
      }
      result += "'\\\(marker)\(String(letters))'"
    }
    return result
  }

  /// North American Braille ASCII by dot pattern: the character of the cell whose dots
  /// 1–6 are the bits 0–5 of the index (the inverse of `en-us-brf.dis`; BANA's Braille ASCII
  /// chart).
  static let asciiCells: [Unicode.Scalar] = Array(
    " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=".unicodeScalars)

  private static func run(_ text: String, table: String, encoding: Encoding, backward: Bool)
    throws(BrailleError) -> String
  {
    try checkTable(table)
    let tables: String
    let mode: Int32
    switch encoding {
    case .asciiBraille:
      tables = "\(asciiDisplayTable),\(table)"
      mode = 0
    case .unicode:
      tables = table
      mode = Int32(dotsIO.rawValue | ucBrl.rawValue)
    }
    let input = (backward ? text.unicodeScalars.map(\.value) : printInput(text)).map {
      widechar($0)
    }
    guard !input.isEmpty else { return "" }
    // Contractions shorten, but numbers, capitals and indicators lengthen; grow until all of
    // the input is consumed.
    var capacity = input.count * 2 + 16
    while true {
      let result: (ok: Bool, consumed: Int32, output: [widechar]) = lock.withLock {
        var inputLength = Int32(input.count)
        var outputLength = Int32(capacity)
        var output = [widechar](repeating: 0, count: capacity)
        let ok = input.withUnsafeBufferPointer { source in
          output.withUnsafeMutableBufferPointer { target in
            backward
              ? lou_backTranslateString(
                tables, source.baseAddress, &inputLength, target.baseAddress, &outputLength, nil,
                nil, mode)
              : lou_translateString(
                tables, source.baseAddress, &inputLength, target.baseAddress, &outputLength, nil,
                nil, mode)
          }
        }
        return (ok != 0, inputLength, Array(output.prefix(Int(max(0, outputLength)))))
      }
      guard result.ok else { throw BrailleError(kind: .translationFailed, table: table) }
      if Int(result.consumed) >= input.count || capacity > input.count * 16 + 1024 {
        let scalars = result.output.compactMap { Unicode.Scalar($0) }
        return encoding == .asciiBraille && !backward
          ? brailleASCII(scalars)
          : String(
            String.UnicodeScalarView(scalars))
      }
      capacity *= 2
    }
  }
}
