/// Builds the SSML eSpeak NG reads, escaping text that comes from data.
///
/// Labels and titles are the chart author's or the data's, so `<`, `&` and quotes could
/// otherwise inject markup (`<audio>`, `<voice>`, or break the document). Each sentence is
/// first rewritten for the ear by the spoken renderer (``SpokenEnglish``: signs, relations,
/// numbers, dates, abbreviations), then every piece is escaped; a label to spell is wrapped in
/// `<say-as interpret-as="characters">`, which eSpeak NG supports.
public enum SpeechMarkup {
  /// Escapes text for SSML character data and attribute values: control characters are
  /// dropped first (``TextEscaping/spoken(_:)``, line breaks as spaces), so the voice never
  /// says "backslash u", then the one XML escaper (``TextEscaping/xml(_:for:)``) writes XML's
  /// five entities.
  ///
  /// - Complexity: O(*n*).
  public static func escape(_ text: String) -> String {
    TextEscaping.xml(TextEscaping.spoken(text), for: .textOrAttribute)
  }

  /// A `<speak>` document of sentences, each spoken by ``SpokenEnglish`` and escaped, with a
  /// short pause between them: exactly what is handed to eSpeak NG.
  ///
  /// With another voice language, numbers are written in its convention
  /// (``SpeechLanguage/NumberConvention``: "4,020.5" becomes "4.020,5" for German) and dates
  /// in its own form (``LocalizedSpokenDates``: "3. März 2024") so its voice reads them
  /// right; the sentences stay English. A stretch of a label in another
  /// script (``WritingScript``) is spoken in its language, `<voice xml:lang="he">…</voice>`,
  /// between stretches in the voice's own language (eSpeak NG does not return to the voice
  /// after a nested switch, so every stretch has its own `voice` element); where no voice for
  /// it is installed it is named instead ("a Hebrew name"), never spelled letter by letter.
  ///
  /// - Parameters:
  ///   - sentences: Display text, untrusted.
  ///   - language: The voice's language and the installed languages.
  /// - Returns: SSML for `espeak_Synth` with `espeakSSML`.
  /// - Complexity: O(*n*) in the length of the sentences.
  public static func document(_ sentences: [String], language: SpeechLanguage = .english)
    -> String
  {
    var stretches: [(language: String?, xml: String)] = []
    for (index, sentence) in sentences.enumerated() {
      if index > 0 { stretches.append((nil, " <break time=\"250ms\"/> ")) }
      for piece in withoutSpokenFullStop(SpokenEnglish.render(sentence).pieces) {
        switch piece {
        case .characters(let letters):
          stretches.append(
            (nil, "<say-as interpret-as=\"characters\">\(escape(letters))</say-as>"))
        case .words(let words):
          let local = LocalizedSpokenDates.text(words, language: language)
          for run in scriptRuns(localizedNumbers(local, language.numberConvention)) {
            // A lone Greek letter is a symbol (β, Δ), read by the voice itself.
            guard let script = run.script, script != .greek || run.text.count > 1 else {
              stretches.append((nil, escape(run.text)))
              continue
            }
            let code = script.language(of: run.text)
            if language.hasVoice(for: code) {
              stretches.append((code, escape(run.text)))
            } else {
              stretches.append((nil, "a \(script.name) name"))
            }
          }
        }
      }
    }
    guard stretches.contains(where: { $0.language != nil }) else {
      return "<speak>\(stretches.map(\.xml).joined())</speak>"
    }
    // One voice element per stretch of one language.
    var body = ""
    var current: String?? = .none
    for stretch in stretches {
      let code = stretch.language ?? language.language
      if current != .some(code) {
        if current != nil { body += "</voice>" }
        body += "<voice xml:lang=\"\(escape(code))\">"
        current = .some(code)
      }
      body += stretch.xml
    }
    return "<speak>\(body)</voice></speak>"
  }

  /// A sentence's pieces without its final full stop where eSpeak NG would read it aloud.
  ///
  /// eSpeak NG 1.51, reading SSML, says "dot" for a full stop that ends an utterance or comes
  /// before a `<break>` unless the word before it is letters and digits only: after `)`, `%`,
  /// a spelled label (`<say-as>`) or a pair joined by a dash ("Mann–Kendall."), as
  /// `espeak-ng -x -m` shows ("… missing) d'0t"). The pause after every sentence ends it as
  /// the stop would.
  ///
  /// - Parameter pieces: One sentence's spoken pieces, in order.
  /// - Returns: The pieces, the last one's final `.` dropped in those cases.
  /// - Complexity: O(*n*) in the length of the last piece.
  static func withoutSpokenFullStop(_ pieces: [SpokenText.Piece]) -> [SpokenText.Piece] {
    guard case .words(let words)? = pieces.last, words.hasSuffix(".") else { return pieces }
    let rest = String(words.dropLast())
    let isReadAloud: Bool
    if rest.isEmpty {
      isReadAloud = pieces.count > 1  // right after a spelled label
    } else if let last = rest.last, !last.isWhitespace,
      let word = rest.split(whereSeparator: \.isWhitespace).last
    {
      // A word or a number, grouped or decimal ("1,819", "3.75"), ends a sentence silently;
      // after a bracket, a sign or a symbol eSpeak says "dot".
      let isPlain =
        word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "," || $0 == "." }
        && word.last.map { $0.isLetter || $0.isNumber } == true
      isReadAloud = !isPlain
    } else {
      isReadAloud = false
    }
    guard isReadAloud else { return pieces }
    var result = pieces
    if rest.isEmpty { result.removeLast() } else { result[result.count - 1] = .words(rest) }
    return result
  }

  /// Runs of text in one script: letters of a ``WritingScript`` (with the spaces and marks
  /// between two of them) form a run with that script; everything else a run without one.
  ///
  /// - Complexity: O(*n*).
  static func scriptRuns(_ text: String) -> [(script: WritingScript?, text: String)] {
    var runs: [(script: WritingScript?, text: String)] = []
    var pending = ""  // spaces and marks after a foreign run, joined if the run continues
    for character in text {
      let script = character.unicodeScalars.first.flatMap(WritingScript.of)
      let joinsForeign =
        character.isWhitespace
        || character.unicodeScalars.allSatisfy {
          $0.properties.generalCategory == .nonspacingMark
        }
      if let last = runs.last, let lastScript = last.script {
        // Han and kana together are Japanese.
        let isJapanese: (WritingScript) -> Bool = { $0 == .han || $0 == .kana }
        if let script, script == lastScript || (isJapanese(script) && isJapanese(lastScript)) {
          runs[runs.count - 1].text += pending + String(character)
          if script == .kana { runs[runs.count - 1].script = .kana }
          pending = ""
          continue
        }
        if joinsForeign, script == nil {
          pending.append(character)
          continue
        }
      }
      if !pending.isEmpty {
        runs.append((nil, pending))
        pending = ""
      }
      if let last = runs.last, last.script == script, script == nil {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append((script, String(character)))
      }
    }
    if !pending.isEmpty {
      if let last = runs.last, last.script == nil {
        runs[runs.count - 1].text += pending
      } else {
        runs.append((nil, pending))
      }
    }
    return runs
  }

  /// Numbers written as the voice's language writes them.
  ///
  /// "4,020.5" is "4.020,5" with
  /// ``SpeechLanguage/NumberConvention/commaDecimalPointGroups`` and "4 020,5" with
  /// ``SpeechLanguage/NumberConvention/commaDecimalSpaceGroups``; unchanged in English.
  /// Numbers inside words or dotted tokens ("1.2.3", "X1.5") are left alone.
  ///
  /// - Complexity: O(*n*).
  static func localizedNumbers(_ text: String, _ convention: SpeechLanguage.NumberConvention)
    -> String
  {
    let (group, decimal): (String, String)
    switch convention {
    case .pointDecimal: return text
    case .commaDecimalPointGroups: (group, decimal) = (".", ",")
    case .commaDecimalSpaceGroups: (group, decimal) = (" ", ",")
    }
    let characters = Array(text)
    func isDigit(_ at: Int) -> Bool {
      characters.indices.contains(at) && characters[at].isASCII && characters[at].isNumber
    }
    var result = ""
    var index = 0
    while index < characters.count {
      let previous: Character? = index > 0 ? characters[index - 1] : nil
      guard isDigit(index),
        previous.map({ !($0.isLetter || $0.isNumber || $0 == "." || $0 == ",") }) ?? true
      else {
        result.append(characters[index])
        index += 1
        continue
      }
      var end = index
      while isDigit(end) { end += 1 }
      var whole = String(characters[index..<end])
      while end < characters.count, characters[end] == ",",
        (1...3).allSatisfy({ isDigit(end + $0) }),
        !isDigit(end + 4)
      {
        whole += group + String(characters[(end + 1)...(end + 3)])
        end += 4
      }
      var fraction = ""
      if end < characters.count, characters[end] == ".", isDigit(end + 1) {
        var last = end + 1
        while isDigit(last) { last += 1 }
        fraction = decimal + String(characters[(end + 1)..<last])
        end = last
      }
      let next: Character? = end < characters.count ? characters[end] : nil
      if next.map({ $0.isLetter || $0.isNumber }) == true
        || ((next == "." || next == ",") && isDigit(end + 1))
      {
        // Part of a longer token ("1.2.3", "4,5,6", "12a"): left as written.
        var last = end
        while last < characters.count,
          characters[last].isLetter || characters[last].isNumber || characters[last] == "."
            || characters[last] == ","
        {
          last += 1
        }
        result += String(characters[index..<last])
        index = last
        continue
      }
      result += whole + fraction
      index = end
    }
    return result
  }
}
