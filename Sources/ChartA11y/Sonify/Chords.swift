/// The chords of a run of separate notes: notes that share an onset
/// (``SeriesVoicing/chordOnsets(_:minimum:)``) sound together.
///
/// A chord sounds each of its pitches once (a note repeating a pitch already in the chord is
/// left out: it would only be louder), each at 1/√*k* of the tone amplitude for *k* pitches,
/// so the chord's power stays that of one note (uncorrelated partials add in power).
struct Chords {
  /// Per note: whether an earlier note of its chord has the same frequency (to the mHz the
  /// score is written in).
  private let repeats: [Bool]
  /// Per note: its chord's number of distinct pitches.
  private let sizes: [Int]
  /// Per note: the onset of the next chord, or `nil` for the last chord.
  private let nextOnsets: [Double?]

  /// Groups notes by onset.
  ///
  /// - Parameters:
  ///   - onsets: Each note's chord onset, in non-decreasing order.
  ///   - frequencies: Each note's frequency, in Hz.
  /// - Complexity: O(*n*) expected, for *n* notes.
  init(onsets: [Double], frequencies: [Double]) {
    var repeats = [Bool](repeating: false, count: onsets.count)
    var sizes = [Int](repeating: 1, count: onsets.count)
    var nextOnsets = [Double?](repeating: nil, count: onsets.count)
    var start = 0
    while start < onsets.count {
      var end = start + 1
      while end < onsets.count, onsets[end] == onsets[start] { end += 1 }
      var heard = Set<Int>()
      for index in start..<end {
        repeats[index] = !heard.insert(Int((frequencies[index] * 1_000).rounded())).inserted
      }
      for index in start..<end {
        sizes[index] = heard.count
        nextOnsets[index] = end < onsets.count ? onsets[end] : nil
      }
      start = end
    }
    self.repeats = repeats
    self.sizes = sizes
    self.nextOnsets = nextOnsets
  }

  /// Whether the note at an index repeats a pitch already in its chord.
  func isRepeat(_ index: Int) -> Bool { repeats[index] }

  /// The amplitude factor of the note at an index: 1/√*k* for *k* pitches in its chord.
  func gain(_ index: Int) -> Double { 1 / Double(sizes[index]).squareRoot() }

  /// The onset of the chord after the one of the note at an index, or `nil`.
  func nextOnset(after index: Int) -> Double? { nextOnsets[index] }
}
