import Foundation

/// Generated texts in a parser's own grammar, valid and not, for the fuzz cases.
public enum FuzzTexts {
  /// A Vega expression from the grammar (literals, `datum` fields, unary and binary operators,
  /// `? :`, parentheses and calls), up to `depth` levels deep.
  ///
  /// - Complexity: O(2^`depth`) at most.
  public static func vegaExpression(_ generator: inout FuzzGenerator, depth: Int) -> String {
    if depth <= 0 || generator.below(4) == 0 {
      return generator.pick([
        "1", "2.5e3", "1e300", "-0", "'s'", "\"t\"", "true", "null", "PI", "datum.a",
        "datum['b']", "datum.t", "datum.missing",
      ])
    }
    switch generator.below(6) {
    case 0:
      return generator.pick(["-", "+", "!"]) + vegaExpression(&generator, depth: depth - 1)
    case 1:
      return "(" + vegaExpression(&generator, depth: depth - 1) + ")"
    case 2:
      return vegaExpression(&generator, depth: depth - 1) + " ? "
        + vegaExpression(&generator, depth: depth - 1) + " : "
        + vegaExpression(&generator, depth: depth - 1)
    case 3:
      let name = generator.pick(["abs", "max", "pow", "year", "month", "date", "isValid", "log"])
      return name + "(" + vegaExpression(&generator, depth: depth - 1) + ", "
        + vegaExpression(&generator, depth: depth - 1) + ")"
    default:
      let op = generator.pick([
        "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "===", "!=", "!==", "&&", "||",
      ])
      return vegaExpression(&generator, depth: depth - 1) + " \(op) "
        + vegaExpression(&generator, depth: depth - 1)
    }
  }

  /// How long a run of one construct a hostile expression repeats: up to three times the
  /// parser's nesting limit of 100 (`VegaExpression.maximumNesting`), and one case in 64 ten
  /// thousand, as deep as the parentheses that overflowed the stack before the limit (issue
  /// 19; `VegaExpressionLimitsTests` gives the parser the 100,000-long runs).
  static func runLength(_ generator: inout FuzzGenerator) -> Int {
    generator.below(64) == 0 ? 10_000 : generator.below(300)
  }

  /// A hostile Vega expression: from the grammar, then mutated, or one construct repeated
  /// (parentheses, `!`, unary `-`, a long sum) past the nesting limit.
  public static func hostileVegaExpression(_ generator: inout FuzzGenerator) -> String {
    var text = vegaExpression(&generator, depth: 1 + generator.below(8))
    switch generator.below(4) {
    case 0:
      text = String(decoding: generator.mutate(Data(text.utf8)), as: UTF8.self)
    case 1:
      let count = runLength(&generator)
      switch generator.below(4) {
      case 0:
        text = String(repeating: "(", count: count) + text + String(repeating: ")", count: count)
      case 1: text = String(repeating: "!", count: count) + text
      case 2: text = String(repeating: "-", count: count) + text
      default:
        // A long sum of short terms, its text kept to about 100 kB.
        let terms = min(count + 1, max(300, 100_000 / max(1, text.utf8.count)))
        text = Array(repeating: text, count: terms).joined(separator: " + ")
      }
    default: break
    }
    return text
  }

  /// The tokens of path data: every command letter, separators, signs, and numbers at and
  /// past the bounds (``ChartA11y/SVGPathData/maximumMagnitude``, non-finite, exponents).
  public static let pathTokens = [
    "M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a",
    "Z", "z", " ", ",", "-", ".", "e", "1e308", "-1e308", "NaN", "inf", "0", "1", ".5.5",
    "1e-3", "+", "9999999999999999", "1e16",
  ]

  /// Path data of up to 60 random ``pathTokens``.
  public static func pathData(_ generator: inout FuzzGenerator) -> String {
    (0..<generator.below(60)).map { _ in generator.pick(pathTokens) }.joined()
  }

  /// A transform list of up to 7 transforms, each a known or unknown name with up to 6
  /// numbers (huge, tiny, `NaN`, stray commas) and sometimes no closing parenthesis.
  public static func transformList(_ generator: inout FuzzGenerator) -> String {
    let names = ["matrix", "translate", "scale", "rotate", "skewX", "skewY", "bogus", ""]
    let numbers = ["1", "-1", "1e300", "1e15", "NaN", "90", "0", ".5", "1e-300", ","]
    return (0..<generator.below(8)).map { _ in
      generator.pick(names) + "("
        + (0..<generator.below(7)).map { _ in generator.pick(numbers) }.joined(separator: " ")
        + (generator.below(5) == 0 ? "" : ")")
    }.joined(separator: " ")
  }

  /// The spec paths audit suppressions are mutated from.
  static let specPaths = [
    "$.marks[0].x.field", "$.axes.y.domain[1]", "$['data']", "$.marks[99999999999999999999]",
  ]
}
