import ChartModel
import Foundation

/// A Vega expression limited to arithmetic and comparisons on fields: `calculate` and `filter`.
///
/// Reads numbers, strings, `true`, `false`, `null`, `datum.field` and `datum['field']`, unary
/// `-`, `+` and `!`, `* / %`, `+ -`, `< <= > >=`, `== === != !==`, `&&`, `||`, `? :`,
/// parentheses, the constants `PI` and `E`, and the functions `abs`, `ceil`, `exp`, `floor`,
/// `log`, `max`, `min`, `pow`, `round`, `sqrt`, `isValid` and `year`, `month` (0-based, as in
/// JavaScript), `date` (of a number of milliseconds, or of a date text, as `new Date(x)` reads
/// it). Anything else is a parse error, which the importer reports as an
/// unsupported expression.
///
/// Hostile text cannot exhaust the stack: a run of operators of one precedence level
/// (`a + b + … + z`, any length) is one ``chain(_:_:)`` node, read and evaluated in a loop, and
/// nesting — parentheses, unary operators, `? :`, function arguments — is limited to
/// ``maximumNesting`` levels, beyond which parsing throws.
indirect enum VegaExpression: Hashable {
  case literal(JSONValue)
  case field(String)
  case unary(String, VegaExpression)
  /// A left-associative run of binary operators of one precedence level: the first operand,
  /// then each operator with its right operand, applied left to right.
  case chain(VegaExpression, [Operation])
  case conditional(VegaExpression, VegaExpression, VegaExpression)
  case call(String, [VegaExpression])

  /// One binary operator and its right operand in a ``chain(_:_:)``.
  struct Operation: Hashable {
    var op: String
    var operand: VegaExpression
  }

  /// The deepest nesting of parentheses, unary operators, conditionals and function calls.
  ///
  /// Deeper text is a ``ParseError``. Real charts' expressions nest a few levels; the
  /// limit keeps the recursive parser, evaluation and deallocation within the stack of any
  /// thread (each level is about ten stack frames).
  static let maximumNesting = 100

  /// Why an expression could not be read.
  struct ParseError: Error, Hashable {
    var message: String
  }

  private static let functions: Set<String> = [
    "abs", "ceil", "exp", "floor", "log", "max", "min", "pow", "round", "sqrt", "isValid",
    "year", "month", "date",
  ]

  /// Parses an expression.
  ///
  /// - Throws: ``ParseError`` naming the first construct that is not supported, or saying
  ///   that the text nests deeper than ``maximumNesting``.
  /// - Complexity: O(*n*) in the length of the text; stack depth O(``maximumNesting``).
  static func parse(_ text: String) throws(ParseError) -> VegaExpression {
    var parser = Parser(tokens: try tokenize(text))
    let expression = try parser.conditional()
    guard parser.index == parser.tokens.count else {
      throw ParseError(message: "unexpected '\(parser.tokens[parser.index].text)'")
    }
    return expression
  }

  /// The start of an expression's text for a message: at most 60 characters, then "…".
  static func excerpt(_ text: String) -> String {
    text.count > 60 ? String(text.prefix(60)) + "…" : text
  }

  /// Evaluates the expression for one row.
  ///
  /// - Returns: A number, a string, a Boolean or `null`.
  func evaluate(_ row: [String: DataValue]) -> JSONValue {
    switch self {
    case .literal(let value): return value
    case .field(let name):
      switch row[name] {
      case .number(let value)?: return .number(value)
      case .category(let text)?: return .string(text)
      case .date(let date)?: return .number(date.timeIntervalSince1970 * 1000)
      case nil: return .null
      }
    case .unary(let op, let operand):
      let value = operand.evaluate(row)
      switch op {
      case "!": return .bool(!Self.truthy(value))
      case "-": return Self.number(value).map { .number(-$0) } ?? .null
      default: return Self.number(value).map(JSONValue.number) ?? .null
      }
    case .chain(let first, let operations):
      var value = first.evaluate(row)
      for operation in operations {
        value = Self.apply(operation.op, value, operation.operand, row)
      }
      return value
    case .conditional(let test, let yes, let no):
      return Self.truthy(test.evaluate(row)) ? yes.evaluate(row) : no.evaluate(row)
    case .call(let name, let arguments):
      return Self.call(name, arguments.map { $0.evaluate(row) })
    }
  }

  /// JavaScript truthiness.
  static func truthy(_ value: JSONValue) -> Bool {
    switch value {
    case .null: return false
    case .bool(let flag): return flag
    case .number(let number): return number != 0 && !number.isNaN
    case .string(let text): return !text.isEmpty
    case .array, .object: return true
    }
  }

  private static func number(_ value: JSONValue) -> Double? {
    switch value {
    case .number(let number): return number
    case .bool(let flag): return flag ? 1 : 0
    case .string(let text): return Double(text.trimmingCharacters(in: .whitespaces))
    default: return nil
    }
  }

  private static func apply(
    _ op: String, _ left: JSONValue, _ rightExpression: VegaExpression, _ row: [String: DataValue]
  ) -> JSONValue {
    if op == "&&" { return truthy(left) ? rightExpression.evaluate(row) : left }
    if op == "||" { return truthy(left) ? left : rightExpression.evaluate(row) }
    let right = rightExpression.evaluate(row)
    switch op {
    case "==", "===": return .bool(equal(left, right))
    case "!=", "!==": return .bool(!equal(left, right))
    case "+":
      if case .string(let a) = left, case .string(let b) = right { return .string(a + b) }
    default: break
    }
    if case .string(let a) = left, case .string(let b) = right, ["<", "<=", ">", ">="].contains(op)
    {
      switch op {
      case "<": return .bool(a < b)
      case "<=": return .bool(a <= b)
      case ">": return .bool(a > b)
      default: return .bool(a >= b)
      }
    }
    guard let a = number(left), let b = number(right) else {
      return ["<", "<=", ">", ">="].contains(op) ? .bool(false) : .null
    }
    switch op {
    case "+": return .number(a + b)
    case "-": return .number(a - b)
    case "*": return .number(a * b)
    case "/": return .number(a / b)
    case "%": return .number(a.truncatingRemainder(dividingBy: b))
    case "<": return .bool(a < b)
    case "<=": return .bool(a <= b)
    case ">": return .bool(a > b)
    default: return .bool(a >= b)
    }
  }

  private static func equal(_ left: JSONValue, _ right: JSONValue) -> Bool {
    if case .string(let a) = left, case .string(let b) = right { return a == b }
    if left == .null || right == .null { return left == right }
    guard let a = number(left), let b = number(right) else { return false }
    return a == b
  }

  private static func call(_ name: String, _ arguments: [JSONValue]) -> JSONValue {
    if name == "isValid" {
      guard let first = arguments.first else { return .bool(false) }
      if case .number(let value) = first { return .bool(!value.isNaN) }
      return .bool(first != .null)
    }
    var arguments = arguments
    // Vega's date functions read their argument as `new Date(x)` does: a date text (a field
    // Vega-Lite has not parsed, as Altair writes pandas dates) is the instant it names.
    if ["year", "month", "date"].contains(name), case .string(let text)? = arguments.first,
      let date = VegaDateParser.date(from: text)
    {
      arguments[0] = .number(date.timeIntervalSince1970 * 1000)
    }
    let numbers = arguments.map(number)
    guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return .null }
    let values = numbers.compactMap { $0 }
    let x = values[0]
    let parts = GregorianDays.date(ofSeconds: x / 1000)
    switch name {
    case "abs": return .number(Swift.abs(x))
    case "ceil": return .number(x.rounded(.up))
    case "exp": return .number(Foundation.exp(x))
    case "floor": return .number(x.rounded(.down))
    case "log": return .number(Foundation.log(x))
    case "round": return .number((x + 0.5).rounded(.down))
    case "sqrt": return .number(x.squareRoot())
    case "max": return .number(values.max() ?? x)
    case "min": return .number(values.min() ?? x)
    case "pow": return values.count == 2 ? .number(Foundation.pow(x, values[1])) : .null
    case "year": return .number(Double(parts.year))
    case "month": return .number(Double(parts.month - 1))
    case "date": return .number(Double(parts.day))
    default: return .null
    }
  }

  // MARK: - Tokens and grammar

  private struct Token: Hashable {
    enum Kind { case number, string, name, symbol }
    var kind: Kind
    var text: String
  }

  private static func tokenize(_ text: String) throws(ParseError) -> [Token] {
    var tokens: [Token] = []
    let characters = Array(text)
    var index = 0
    let symbols = ["===", "!==", "==", "!=", "<=", ">=", "&&", "||"]
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character.isNumber
        || (character == "." && index + 1 < characters.count
          && characters[index + 1].isNumber)
      {
        var end = index
        while end < characters.count,
          characters[end].isNumber || characters[end] == "."
            || ((characters[end] == "e" || characters[end] == "E") && end + 1 < characters.count)
            || ((characters[end] == "-" || characters[end] == "+")
              && (characters[end - 1] == "e" || characters[end - 1] == "E"))
        {
          end += 1
        }
        tokens.append(Token(kind: .number, text: String(characters[index..<end])))
        index = end
      } else if character == "'" || character == "\"" {
        guard let close = characters[(index + 1)...].firstIndex(of: character) else {
          throw ParseError(message: "a string is never closed")
        }
        tokens.append(Token(kind: .string, text: String(characters[(index + 1)..<close])))
        index = close + 1
      } else if character.isLetter || character == "_" || character == "$" {
        var end = index
        while end < characters.count,
          characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
            || characters[end] == "$"
        {
          end += 1
        }
        tokens.append(Token(kind: .name, text: String(characters[index..<end])))
        index = end
      } else if let symbol = symbols.first(where: { symbol in
        String(characters[index..<Swift.min(index + symbol.count, characters.count)]) == symbol
      }) {
        tokens.append(Token(kind: .symbol, text: symbol))
        index += symbol.count
      } else if "+-*/%<>!()?:.[],".contains(character) {
        tokens.append(Token(kind: .symbol, text: String(character)))
        index += 1
      } else {
        throw ParseError(message: "unexpected character '\(character)'")
      }
    }
    return tokens
  }

  private struct Parser {
    var tokens: [Token]
    var index = 0
    /// How many nesting levels are open.
    private var depth = 0

    init(tokens: [Token]) {
      self.tokens = tokens
    }

    /// Opens a nesting level, throwing beyond ``VegaExpression/maximumNesting``.
    private mutating func enter() throws(ParseError) {
      depth += 1
      guard depth <= VegaExpression.maximumNesting else {
        throw ParseError(
          message: "the expression nests more than \(VegaExpression.maximumNesting) levels deep")
      }
    }

    private func peek(_ text: String) -> Bool {
      index < tokens.count && tokens[index].kind == .symbol && tokens[index].text == text
    }

    private mutating func expect(_ text: String) throws(ParseError) {
      guard peek(text) else { throw ParseError(message: "expected '\(text)'") }
      index += 1
    }

    mutating func conditional() throws(ParseError) -> VegaExpression {
      try enter()
      defer { depth -= 1 }
      let test = try binary(level: 0)
      guard peek("?") else { return test }
      index += 1
      let yes = try conditional()
      try expect(":")
      return .conditional(test, yes, try conditional())
    }

    private static let levels: [[String]] = [
      ["||"], ["&&"], ["==", "===", "!=", "!=="], ["<", "<=", ">", ">="], ["+", "-"],
      ["*", "/", "%"],
    ]

    private mutating func binary(level: Int) throws(ParseError) -> VegaExpression {
      guard level < Self.levels.count else { return try unary() }
      let first = try binary(level: level + 1)
      var operations: [Operation] = []
      while let op = Self.levels[level].first(where: { peek($0) }) {
        index += 1
        operations.append(Operation(op: op, operand: try binary(level: level + 1)))
      }
      return operations.isEmpty ? first : .chain(first, operations)
    }

    private mutating func unary() throws(ParseError) -> VegaExpression {
      for op in ["-", "+", "!"] where peek(op) {
        index += 1
        try enter()
        defer { depth -= 1 }
        return .unary(op, try unary())
      }
      return try primary()
    }

    private mutating func primary() throws(ParseError) -> VegaExpression {
      guard index < tokens.count else { throw ParseError(message: "the expression ends early") }
      let token = tokens[index]
      index += 1
      switch token.kind {
      case .number:
        guard let value = Double(token.text) else {
          throw ParseError(message: "'\(token.text)' is not a number")
        }
        return .literal(.number(value))
      case .string:
        return .literal(.string(token.text))
      case .symbol:
        guard token.text == "(" else { throw ParseError(message: "unexpected '\(token.text)'") }
        let inner = try conditional()
        try expect(")")
        return inner
      case .name:
        switch token.text {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "null": return .literal(.null)
        case "PI": return .literal(.number(Double.pi))
        case "E": return .literal(.number(M_E))
        case "datum": return try member()
        default:
          guard VegaExpression.functions.contains(token.text), peek("(") else {
            throw ParseError(message: "'\(token.text)' is not supported")
          }
          index += 1
          var arguments: [VegaExpression] = []
          while !peek(")") {
            arguments.append(try conditional())
            if peek(",") { index += 1 } else { break }
          }
          try expect(")")
          return .call(token.text, arguments)
        }
      }
    }

    private mutating func member() throws(ParseError) -> VegaExpression {
      if peek("."), index + 1 < tokens.count, tokens[index + 1].kind == .name {
        index += 2
        return .field(tokens[index - 1].text)
      }
      if peek("["), index + 2 < tokens.count, tokens[index + 1].kind == .string {
        index += 2
        try expect("]")
        return .field(tokens[index - 2].text)
      }
      throw ParseError(message: "'datum' must be followed by a field")
    }
  }
}
