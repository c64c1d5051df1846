import Foundation

/// Numbers written by a chart's d3 format, in words: `4%` is "4 percent", `$1,200` "1,200
/// dollars", `3.2M` "3.2 million", `-$5` "-5 dollars" (the sign is then "minus"), `5µ` "5
/// millionths", `1.2e-7` "120 billionths".
///
/// ``SpokenEnglish`` runs it over display text before it speaks numbers, so every value an
/// axis format writes (``AxisDescriptor/format``) is heard as it is meant. A number is read
/// only as a whole token: not after a letter, digit, `.` or `,` (so `AB12k` and `v1.5M` stay
/// as written) and not before a letter or digit. SI prefixes are read straight after a digit:
/// `k` thousand, `M` million, `G` billion, `T` trillion, `P` quadrillion (the short scale, as
/// d3's `s` type means them) and `µ` (micro sign or Greek mu) a millionth, spoken at spoken
/// precision (``SpokenNumber``). `m` is left to eSpeak NG, since `5m` is as often 5 metres as
/// 5 thousandths and the text does not say which. A number in `e` notation (`1.2e-7`,
/// `3.4E+20`, as d3's `e` type and Swift write extremes) is spoken by its value: below one
/// at spoken precision, otherwise "3.4 times 10 to the 20".
enum SpokenFormattedNumbers {
  private static let prefixWords: [Character: String] = [
    "k": "thousand", "M": "million", "G": "billion", "T": "trillion", "P": "quadrillion",
  ]

  /// The text with formatted numbers in words.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func words(in text: String) -> String {
    let pattern =
      #/(?<sign>-|−)?(?<dollar>\$)?(?<number>\d+(?:,\d{3})*(?:\.\d+)?)(?:(?<exponent>[eE][+-]?\d+)|(?<prefix>[kMGTPµμ]))?(?<percent>%)?(?![\p{L}\d])/#
    return text.replacing(pattern) { match -> String in
      let output = match.output
      // A whole token only: "AB12k", "v1.5M" and "1,5k" are not formatted numbers.
      if let before = text[..<match.range.lowerBound].last,
        before.isLetter || before.isNumber || before == "." || before == ","
      {
        return String(output.0)
      }
      let sign = output.sign.map(String.init) ?? ""
      if let exponent = output.exponent,
        let value = Double(output.number.filter { $0 != "," } + exponent), value.isFinite
      {
        var spoken: String
        if value < 1 {
          spoken = SpokenNumber.words(value)
        } else {
          let power = Int(exponent.dropFirst().filter { $0 != "+" }) ?? 0
          spoken = "\(output.number) times 10 to the \(power)"
        }
        if output.percent != nil { spoken += " percent" }
        if output.dollar != nil { spoken += " dollars" }
        return sign + spoken
      }
      guard output.dollar != nil || output.prefix != nil || output.percent != nil else {
        return String(output.0)
      }
      var spoken = sign + output.number
      if let prefix = output.prefix?.first {
        if prefix == "µ" || prefix == "μ" {
          let value = Double(output.number.filter { $0 != "," }) ?? 0
          spoken = sign + SpokenNumber.words(value * 1e-6)
        } else if let word = prefixWords[prefix] {
          spoken += " \(word)"
        }
      }
      if output.percent != nil { spoken += " percent" }
      if output.dollar != nil {
        let one = output.number == "1" && output.prefix == nil
        spoken += one ? " dollar" : " dollars"
      }
      return spoken
    }
  }
}
