/// A sound of the audio graph that needs explaining before a listener first hears it: the
/// narration says each once, in the introduction of the first section where it sounds
/// (``NarrationScript``), with its wording in ``SpokenPhrasebook/cue(_:type:)``.
public enum SoundCue: Hashable, Sendable {
  /// The ``Timbre/negative`` timbre of values below zero.
  case negativeValues
  /// The tick at a crossing of zero.
  case zeroCrossing
  /// The soft click where values are missing.
  case missingValues
  /// A box plot's arpeggio of its values, lowest first.
  case arpeggio

  /// The cues a list of events makes heard, in the order ``SoundCue`` declares them.
  ///
  /// - Complexity: O(*e*) in the events.
  public static func heard(in events: some Sequence<ToneEvent>) -> [SoundCue] {
    var found = Set<SoundCue>()
    for event in events {
      switch event.kind {
      case .zero: found.insert(.zeroCrossing)
      case .gap: found.insert(.missingValues)
      case .arpeggio: found.insert(.arpeggio)
      case .note, .glide, .reference, .marker: break
      }
      if event.timbre == .negative { found.insert(.negativeValues) }
    }
    return [.negativeValues, .zeroCrossing, .missingValues, .arpeggio].filter(found.contains)
  }
}
