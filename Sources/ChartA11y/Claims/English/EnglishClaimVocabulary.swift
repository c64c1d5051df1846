/// The English words claims are read by, as regular-expression alternatives (matched
/// case-insensitively, on whole words).
///
/// Only words whose meaning for a chart is unambiguous are listed: a verb such as "moved" or
/// "changed" says no direction, and is left unread.
enum EnglishClaimVocabulary {
  /// Verbs of a rise, in the forms people write them.
  static let riseWords = [
    "rose", "rise", "rises", "rising", "risen", "increased", "increases", "increase",
    "increasing", "grew", "grows", "grow", "growing", "grown", "went up", "goes up", "go up",
    "climbed", "climbs", "climb", "climbing", "gained", "gains", "jumped", "jumps", "soared",
    "soars", "was up", "were up", "trended upward", "trended up", "trends upward",
    "trends up", "edged up", "ticked up", "rebounded", "rebounds", "recovered", "recovers",
  ]
  /// ``riseWords`` as a pattern.
  static let rise = alternatives(riseWords)
  /// Verbs of a fall.
  static let fallWords = [
    "fell", "fall", "falls", "falling", "fallen", "decreased", "decreases", "decrease",
    "decreasing", "declined", "declines", "decline", "declining", "dropped", "drops", "drop",
    "dropping", "went down", "goes down", "go down", "sank", "sinks", "shrank", "shrinks",
    "shrunk", "slid", "slides", "slipped", "slips", "plunged", "plunges", "plummeted",
    "plummets", "tumbled", "tumbles", "was down", "were down", "trended downward",
    "trended down", "trends downward", "trends down", "edged down", "ticked down", "dipped",
    "dips",
  ]
  /// ``fallWords`` as a pattern.
  static let fall = alternatives(fallWords)
  /// Adverbs that say every step goes the way of the verb.
  static let everyStepAdverb = alternatives(
    "continuously", "monotonically", "without a break", "without interruption",
    "without exception", "without a single dip", "uninterruptedly")
  /// Adverbs of a steady change: every step of a short series, the trend of a long one.
  static let steadyAdverb = alternatives("steadily", "consistently", "constantly")
  /// Adverbs of size or speed, which say nothing to check and are skipped.
  static let otherAdverb = alternatives(
    "sharply", "slightly", "strongly", "quickly", "rapidly", "dramatically", "significantly",
    "steeply", "modestly", "gradually", "slowly", "markedly", "substantially", "considerably",
    "overall", "again", "also", "then", "further", "briefly", "mostly", "generally")
  /// Verbs and phrases naming the largest value.
  static let peakWords = [
    "peaked", "peaks", "peak", "topped out", "tops out", "maxed out",
    "reached its peak", "reached a peak", "reached its high", "reached a high",
    "reached its highest point", "reached its highest level", "reached its maximum",
    "reached a record high", "reached an all-time high", "hit its peak", "hit a peak",
    "hit its high", "hit a high", "hit a record high", "hit an all-time high",
    "hit its highest point", "hit its highest level", "was highest", "were highest",
    "is highest", "are highest", "was at its highest", "were at their highest",
    "is at its highest", "was at its peak", "reaches its peak", "reaches its highest point",
  ]
  /// ``peakWords`` as a pattern.
  static let peak = alternatives(peakWords)
  /// Verbs and phrases naming the smallest value.
  static let troughWords = [
    "bottomed out", "bottoms out", "bottomed", "reached its low", "reached a low",
    "reached its lowest point", "reached its lowest level", "reached its minimum",
    "reached a record low", "reached an all-time low", "hit its low", "hit a low",
    "hit a record low", "hit an all-time low", "hit its lowest point", "hit its lowest level",
    "hit bottom", "was lowest", "were lowest", "is lowest", "are lowest",
    "was at its lowest", "were at their lowest", "is at its lowest",
    "reaches its lowest point",
  ]
  /// ``troughWords`` as a pattern.
  static let trough = alternatives(troughWords)
  /// Superlatives of the largest value.
  static let mostWords = ["highest", "largest", "biggest", "greatest", "most", "top"]
  /// ``mostWords`` as a pattern.
  static let most = alternatives(mostWords)
  /// Superlatives of the smallest value.
  static let leastWords = ["lowest", "smallest", "least", "fewest", "bottom"]
  /// ``leastWords`` as a pattern.
  static let least = alternatives(leastWords)
  /// Verbs joining a position to a superlative or a share ("California had the highest").
  static let have = alternatives(
    "had", "has", "have", "is", "was", "were", "are", "shows", "showed", "recorded",
    "records", "took", "takes", "holds", "held", "gets", "got", "saw", "sees", "ranks",
    "ranked", "came", "comes", "claims", "claimed")
  /// Verbs of a share ("coal made up 40%").
  static let shareWords = [
    "made up", "makes up", "make up", "accounted for", "accounts for", "account for",
    "represented", "represents", "contributed", "contributes", "comprised", "comprises",
    "was", "is", "had", "has", "took", "takes",
  ]
  /// ``shareWords`` as a pattern.
  static let share = alternatives(shareWords)
  /// Verbs stating a value ("sales were 95").
  static let beWords = [
    "was", "were", "is", "are", "stood at", "stands at", "reached", "reaches", "hit", "hits",
    "totalled", "totaled", "totals", "came to", "comes to", "amounted to", "amounts to",
    "measured", "recorded", "had", "has", "sold", "saw", "sits at", "sat at", "peaked at",
    "ended at", "ends at", "ended the period at", "started at", "starts at", "began at",
    "begins at",
  ]
  /// ``beWords`` as a pattern.
  static let be = alternatives(beWords)
  /// Words before a number saying it is approximate.
  static let approximately = alternatives(
    "about", "around", "roughly", "approximately", "nearly", "almost", "some", "close to",
    "just under", "just over", "just below", "just above", "an estimated", "circa", "~")
  /// Words before a number saying it is a lower bound.
  static let moreThan = alternatives("more than", "over", "above", "at least", "upwards of")
  /// Words before a number saying it is an upper bound.
  static let lessThan = alternatives("less than", "under", "below", "at most", "fewer than")
  /// Units written after a number, skipped.
  static let unit = alternatives(
    "mm", "cm", "km", "kg", "degrees", "°c", "°f", "°", "people", "units", "points",
    "tonnes", "tons", "hours", "minutes", "dollars", "euros", "twh", "gwh", "mwh", "kwh",
    "births", "inches", "metres", "meters", "days", "cars", "votes", "visitors", "users",
    "sales", "percentage points")
  /// Multipliers written after a number, with their factor.
  static let multipliers: [(word: String, factor: Double)] = [
    ("thousand", 1e3), ("k", 1e3), ("million", 1e6), ("billion", 1e9), ("bn", 1e9),
    ("trillion", 1e12),
  ]
  /// Numbers written as words, for counts.
  static let countWords = [
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
  ]
  /// Ordinals, for ranks.
  static let ordinals = [
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5,
    "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10,
  ]
  /// Ratio verbs, with their factor.
  static let ratios: [(word: String, factor: Double)] = [
    ("doubled", 2), ("doubles", 2), ("tripled", 3), ("triples", 3), ("trebled", 3),
    ("trebles", 3), ("quadrupled", 4), ("quadruples", 4), ("halved", 0.5), ("halves", 0.5),
    ("fell by half", 0.5), ("was cut in half", 0.5), ("dropped by half", 0.5),
    ("twofold", 2), ("threefold", 3), ("fourfold", 4), ("grew twofold", 2),
    ("grew threefold", 3),
  ]
  /// Shares written as fractions in words ("half", "a third"), with their percentage; read
  /// as approximate unless bounded ("more than half"), since people write "half" for 48 %.
  static let fractions: [(word: String, percent: Double)] = [
    ("half", 50), ("a half", 50), ("one half", 50), ("a third", 100 / 3.0),
    ("one third", 100 / 3.0), ("two thirds", 200 / 3.0), ("a quarter", 25),
    ("one quarter", 25), ("three quarters", 75), ("a fifth", 20), ("one fifth", 20),
  ]
  /// Calendar units named by "every …".
  static let units: [String: ClaimUnit] = [
    "year": .year, "quarter": .quarter, "month": .month, "week": .week, "day": .day,
  ]
  /// Subjects that name no series: the chart's only series.
  static let implicitSubjects: Set<String> = [
    "", "it", "this", "they", "the line", "the chart", "the series", "the data", "values",
    "the values", "the value", "this series", "the bars", "the curve", "the trend", "the graph",
    "the figure", "the numbers", "the total", "the plot", "this chart", "this line",
  ]
  /// Nouns after a superlative that name no series ("the highest value", "the biggest share").
  static let genericNouns: Set<String> = [
    "", "value", "values", "point", "share", "slice", "bar", "month", "year", "quarter", "day",
    "week", "level", "figure", "number", "reading", "category", "one", "amount", "total",
    "proportion", "percentage", "count", "result", "score",
  ]
  /// The words of a countable thing, with what it counts.
  static let countables: [String: ClaimCountable] = [
    "lines": .series, "series": .series, "bars": .bars, "slices": .slices,
    "wedges": .slices, "categories": .categories,
  ]
  /// Month names and abbreviations, January first.
  static let months = [
    ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"],
    ["june", "jun"], ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"],
    ["october", "oct"], ["november", "nov"], ["december", "dec"],
  ]

  /// A non-capturing group of alternatives, longest first, spaces matching any whitespace.
  private static func alternatives(_ words: String...) -> String {
    alternatives(words)
  }

  /// A non-capturing group of alternatives, longest first, spaces matching any whitespace.
  private static func alternatives(_ words: [String]) -> String {
    let escaped = words.sorted { $0.count > $1.count }.map {
      $0.replacingOccurrences(of: " ", with: #"\s+"#).replacingOccurrences(of: "~", with: #"\~"#)
    }
    return "(?:" + escaped.joined(separator: "|") + ")"
  }
}
