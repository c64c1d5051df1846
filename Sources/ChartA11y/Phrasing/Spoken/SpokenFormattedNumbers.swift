/// Numbers written by a chart's d3 format, in words: `4%` is "4 percent", `$1,200` "1,200
/// dollars", `3.2M` "3.2 million", `-$5` "-5 dollars" (the sign is then "minus").
///
/// ``SpokenEnglish`` runs it over display text before it speaks numbers, so every value an
/// axis format writes (``AxisDescriptor/format``) is heard as it is meant. SI prefixes are
/// read only where a format writes them, straight after a digit and before a non-letter:
/// `k` thousand, `M` million, `G` billion, `T` trillion, `P` quadrillion (the short scale,
/// as d3's `s` type means them); `m`, `µ` and smaller are left to eSpeak NG, since `5m` is as
/// often 5 metres.
enum SpokenFormattedNumbers {
  private static let prefixWords: [Character: String] = [
    "k": "thousand", "M": "million", "G": "billion", "T": "trillion", "P": "quadrillion",
  ]

  /// The text with formatted numbers in words.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func words(in text: String) -> String {
    let pattern =
      #/(?<sign>-|−)?(?<dollar>\$)?(?<number>\d+(?:,\d{3})*(?:\.\d+)?)(?<prefix>[kMGTP])?(?<percent>%)?(?![\p{L}\d])/#
    return text.replacing(pattern) { match -> String in
      let output = match.output
      guard output.dollar != nil || output.prefix != nil || output.percent != nil else {
        return String(output.0)
      }
      var spoken = (output.sign.map(String.init) ?? "") + output.number
      if let prefix = output.prefix?.first, let word = prefixWords[prefix] {
        spoken += " \(word)"
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
