extension EnglishPhrasebook {
  /// The one sentence of ``Verbosity/brief``: what is measured over what, then the takeaway.
  ///
  /// "Sales Volume by Office Location: highest 4,020 for California.", "Proportion by Year:
  /// highest 0.0724 in 1880 (Mary); 7 series rise to a peak and fall, 3 show no clear trend.",
  /// "Miles_per_Gallon against Horsepower: Strong negative relationship: …" (a recognised
  /// kind's own finding, its case kept: it may start with a data name).
  ///
  /// - Complexity: O(*n*) in the length of the sentence.
  func brief(_ takeaway: Takeaway) -> String {
    let subject = self.subject(takeaway)
    guard takeaway.kindFindings.isEmpty else {
      let sentences = takeaway.kindFindings.map { subject.isEmpty ? $0 : "\(subject): \($0)" }
      return Self.first(sentences, within: Self.maximumBriefCharacters)
    }
    let parts = self.parts(takeaway)
    guard !parts.isEmpty else { return subject.isEmpty ? "" : subject + "." }
    let said = parts.joined(separator: "; ")
    return subject.isEmpty
      ? said.prefix(1).uppercased() + said.dropFirst() + "." : "\(subject): \(said)."
  }

  /// The most characters of the brief sentence when a shorter wording exists: about 12 s of
  /// speech at 175 words a minute (measured: 62 characters took 4.6 s, 210 took 17.8 s), so a
  /// brief narration stays under 15 s.
  static let maximumBriefCharacters = 150
  /// The most characters of a kind's finding as a narration's takeaway when a shorter wording
  /// exists: about 6 s of speech, so the first tone comes soon.
  static let maximumTakeawayCharacters = 80

  /// The first (longest) wording within `limit` characters, else the shortest.
  private static func first(_ wordings: [String], within limit: Int) -> String {
    wordings.first { $0.count <= limit } ?? wordings.min { $0.count < $1.count } ?? ""
  }

  /// The takeaway a standard narration says after the title and the axes: "Highest 4,020 for
  /// California.", "Highest 25 hours for Blake (Development).", or the kind's own finding; empty when there is nothing to say.
  ///
  /// - Complexity: O(*n*) in the length of the sentence.
  func takeaway(_ takeaway: Takeaway) -> String {
    guard takeaway.kindFindings.isEmpty else {
      return Self.first(takeaway.kindFindings, within: Self.maximumTakeawayCharacters)
    }
    let said = parts(takeaway).joined(separator: "; ")
    return said.isEmpty ? "" : said.prefix(1).uppercased() + said.dropFirst() + "."
  }

  /// "Sales Volume by Office Location", "Miles_per_Gallon against Horsepower", one of them
  /// alone when the other has no title, or empty.
  func subject(_ takeaway: Takeaway) -> String {
    switch (takeaway.measured.isEmpty, takeaway.over.isEmpty) {
    case (false, false):
      "\(takeaway.measured) \(takeaway.isAgainst ? "against" : "by") \(takeaway.over)"
    case (false, true): takeaway.measured
    case (true, false): takeaway.over
    case (true, true): ""
    }
  }

  /// The extreme and the directions, each a clause.
  private func parts(_ takeaway: Takeaway) -> [String] {
    var parts: [String] = []
    if let highest = takeaway.highest {
      parts.append(
        "highest \(highest.value) \(highest.place)" + (highest.series.map { " (\($0))" } ?? ""))
    }
    let directions = takeaway.directions
    if takeaway.seriesCount == 1, let only = directions.first {
      parts.append(direction(only.direction, as: .noun))
    } else if directions.count == 1, let only = directions.first,
      only.count == takeaway.seriesCount
    {
      let all = only.count == 2 ? "both series" : "all \(phrase(.count(only.count, .series)))"
      parts.append("\(all) " + direction(only.direction, as: .plural))
    } else if !directions.isEmpty {
      parts.append(
        directions.map { entry in
          "\(phrase(.count(entry.count, .series))) "
            + direction(entry.direction, as: entry.count == 1 ? .singular : .plural)
        }.joined(separator: ", "))
    }
    return parts
  }

  /// How a direction is worded: as a noun phrase for a chart of one series, or as a verb after
  /// a count of series.
  private enum DirectionForm {
    case noun, singular, plural
  }

  /// "a clear rise" (noun); "rises clearly" after "1 series", "rise clearly" after "3 series".
  private func direction(_ direction: Takeaway.Direction, as form: DirectionForm) -> String {
    let words: (noun: String, singular: String, plural: String)
    switch direction {
    case .rise: words = ("a clear rise", "rises clearly", "rise clearly")
    case .fall: words = ("a clear fall", "falls clearly", "fall clearly")
    case .peak:
      words = (
        "a rise to a peak and a fall", "rises to a peak and falls", "rise to a peak and fall"
      )
    case .trough:
      words = ("a fall to a low and a rise", "falls to a low and rises", "fall to a low and rise")
    case .turns: words = ("several turns", "turns several times", "turn several times")
    case .noTrend: words = ("no clear trend", "shows no clear trend", "show no clear trend")
    }
    switch form {
    case .noun: return words.noun
    case .singular: return words.singular
    case .plural: return words.plural
    }
  }
}
