import Foundation

/// A seeded source of random hostile inputs for the parsers' fuzz cases: SplitMix64, so a
/// failing case is reproduced from its seed and case number alone.
///
/// The fuzz tests and `chart-describe-fuzz` (the release runner) draw every case from here.
/// The number of cases a fuzz test runs is `CHART_FUZZ_CASES` from the environment (default
/// 200, which keeps the fuzz suites to a few seconds in debug); run a million by hand with
/// `swift run -c release chart-describe-fuzz --parser all --cases 1e6`.
public struct FuzzGenerator: Sendable {
  private var state: UInt64

  /// A generator whose cases follow from the seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The generator of one case of a run: its cases are independent, so case `index` of a
  /// seed is reproduced without drawing the ones before it.
  ///
  /// - Parameters:
  ///   - seed: The run's seed.
  ///   - index: The case's number in the run, from 0.
  public init(seed: UInt64, case index: Int) {
    var mixer = FuzzGenerator(
      seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
    state = mixer.next()
  }

  /// How many cases each fuzz test runs.
  public static var caseCount: Int {
    ProcessInfo.processInfo.environment["CHART_FUZZ_CASES"].flatMap { Int($0) } ?? 200
  }

  /// The next 64 random bits (SplitMix64, Steele, Lea and Flood 2014).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `0..<bound` (`bound` above 0).
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// One of the elements.
  public mutating func pick<T>(_ elements: [T]) -> T {
    elements[below(elements.count)]
  }

  /// Texts that broke or stress parsers: huge and odd numbers, dates at and past the
  /// supported years, deep nesting, quotes, separators and control characters.
  public static let hostileTokens: [String] = [
    "1e300", "-1e300", "1e309", "NaN", "\"NaN\"", "-0", "9007199254740993", "0.000001",
    "9999-12-31", "10000-01-01", "-9999-01-01", "0000-01-01", "2024-02-30", "1583-01-01",
    "2024-03-01T25:00:00Z", "((((((((", "))))", "[[[[[[[[", "]]]]", "{{{{", "}}}}", "!!!!!!",
    "------", "\"", "'", ",", ";", "\t", "\n", "\r\n", "\u{1B}]52;c;", "\u{0}", "\u{FEFF}", "\\",
    "\\u0000", "null", "true", "{}", "[]", ":", "datum.", "&&", "||", "?", "<", "&amp;",
    "<![CDATA[",
    "<!ENTITY", "aria-label", "role", "\u{202E}", "é", "𝄞",
  ]

  /// A seed text with a few random edits: bytes flipped, deleted, duplicated or replaced by
  /// a hostile token, or the text cut short.
  public mutating func mutate(_ seed: Data) -> Data {
    var bytes = [UInt8](seed)
    for _ in 0..<(1 + below(6)) {
      let position = bytes.isEmpty ? 0 : below(bytes.count + 1)
      switch below(6) {
      case 0 where !bytes.isEmpty:
        bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: next())
      case 1 where !bytes.isEmpty:
        let end = min(bytes.count, position + 1 + below(32))
        bytes.removeSubrange(min(position, end)..<end)
      case 2 where !bytes.isEmpty:
        let end = min(bytes.count, position + 1 + below(64))
        let start = min(position, end)
        bytes.insert(contentsOf: bytes[start..<end], at: start)
      case 3:
        bytes = Array(bytes.prefix(position))
      default:
        bytes.insert(contentsOf: Array(pick(Self.hostileTokens).utf8), at: position)
      }
    }
    return Data(bytes)
  }
}
