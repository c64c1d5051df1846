internal import CEspeakNG

/// The one owner of libespeak-ng's global state: initialisation, voice, parameters, synthesis.
///
/// The only file that imports `CEspeakNG`.
///
/// The library is not thread-safe (espeak-ng #495), so only ``SpeechSynthesizer`` creates an
/// engine and calls it, on its serial queue. It runs in synchronous mode: no library threads,
/// samples delivered to ``synthesisCallback`` before `espeak_ng_Synthesize` returns.
final class EspeakEngine {
  /// The engine's output rate, in Hz (22,050 for eSpeak NG).
  let sampleRate: Int

  /// Initialises libespeak-ng once, synchronous, without letting it exit the process.
  ///
  /// - Throws: ``EspeakStatus/internalError`` when the library cannot start (no data).
  ///   The corresponding C function is `espeak_Initialize`.
  init() throws(EspeakStatus) {
    let rate = espeak_Initialize(
      AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
    guard rate > 0 else { throw .internalError }
    sampleRate = Int(rate)
    espeak_SetSynthCallback(synthesisCallback)
  }

  /// Chooses the voice by name or language (`en-us`, `en-gb`, `de`, `en-us+f3`).
  ///
  /// The name before any `+variant` must be an installed voice's name, identifier or
  /// language, compared case-insensitively; a language picks the voice that lists it first.
  /// (`espeak_ng_SetVoiceByName` itself neither finds voices by language nor fails for every
  /// unknown name.)
  ///
  /// - Throws: ``EspeakStatus/voiceNotFound``. The corresponding C functions are
  ///   `espeak_ListVoices` and `espeak_ng_SetVoiceByName`.
  func setVoice(_ name: String) throws(EspeakStatus) {
    let parts = name.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
    guard let identifier = voiceIdentifiers[String(parts[0]).lowercased()] else {
      throw .voiceNotFound
    }
    // eSpeak NG falls back to the plain voice for an unknown variant without an error.
    if parts.count > 1, !variantNames.contains(String(parts[1]).lowercased()) {
      throw .voiceNotFound
    }
    let full = parts.count > 1 ? "\(identifier)+\(parts[1])" : identifier
    try check(full.withCString { espeak_ng_SetVoiceByName($0) })
  }

  /// The installed voices' names, identifiers and languages, lowercased ("he", "en-us").
  var installedNames: Set<String> { Set(voiceIdentifiers.keys) }

  /// The installed voice variants (`f3`, `klatt`, `whisper`…), lowercased: the last part of
  /// each identifier (`!v/f3`) and each name, as listed for the language `variant` (what
  /// `espeak-ng --voices=variant` prints).
  private lazy var variantNames: Set<String> = {
    var names: Set<String> = []
    var spec = espeak_VOICE()
    let list = "variant".withCString { language in
      spec.languages = language
      return espeak_ListVoices(&spec)
    }
    guard let list else { return names }
    var index = 0
    while let voice = list[index] {
      index += 1
      if let identifier = voice.pointee.identifier,
        let last = String(cString: identifier).split(separator: "/").last
      {
        names.insert(last.lowercased())
      }
      if let name = voice.pointee.name { names.insert(String(cString: name).lowercased()) }
    }
    return names
  }()

  /// Installed voices' identifiers by lowercased name, identifier, identifier's last part
  /// and language.
  private lazy var voiceIdentifiers: [String: String] = {
    var byName: [String: String] = [:]
    var byLanguage: [String: (identifier: String, rank: Int)] = [:]
    guard let list = espeak_ListVoices(nil) else { return byName }
    var index = 0
    while let voice = list[index] {
      index += 1
      guard let identifierText = voice.pointee.identifier else { continue }
      let identifier = String(cString: identifierText)
      byName[identifier.lowercased()] = identifier
      if let last = identifier.split(separator: "/").last {
        byName[last.lowercased(), default: identifier] = byName[last.lowercased()] ?? identifier
      }
      if let name = voice.pointee.name { byName[String(cString: name).lowercased()] = identifier }
      guard var cursor = voice.pointee.languages else { continue }
      // Pairs of a priority byte and a NUL-terminated language, ending with a zero byte.
      var rank = 0
      while cursor.pointee != 0 {
        cursor += 1
        let language = String(cString: cursor).lowercased()
        if byLanguage[language].map({ rank < $0.rank }) ?? true {
          byLanguage[language] = (identifier, rank)
        }
        rank += 1
        cursor += language.utf8.count + 1
      }
    }
    for (language, entry) in byLanguage where byName[language] == nil {
      byName[language] = entry.identifier
    }
    return byName
  }()

  /// Sets the rate (words per minute, 80–450) and pitch (0–100, 50 normal).
  ///
  /// - Throws: The library's status. The corresponding C function is `espeak_ng_SetParameter`.
  func setParameters(rateWordsPerMinute: Int, pitch: Int) throws(EspeakStatus) {
    try check(espeak_ng_SetParameter(espeakRATE, Int32(rateWordsPerMinute), 0))
    try check(espeak_ng_SetParameter(espeakPITCH, Int32(pitch), 0))
  }

  /// Speaks an SSML document into a sink; returns when every sample has been delivered.
  ///
  /// - Throws: The library's status. The corresponding C function is `espeak_ng_Synthesize`.
  func synthesize(ssml: String, into sink: SampleSink) throws(EspeakStatus) {
    let flags = UInt32(espeakCHARS_UTF8) | UInt32(espeakSSML)
    let status = withExtendedLifetime(sink) {
      let context = Unmanaged.passUnretained(sink).toOpaque()
      return ssml.withCString {
        espeak_ng_Synthesize($0, ssml.utf8.count + 1, 0, POS_CHARACTER, 0, flags, nil, context)
      }
    }
    try check(status)
  }

  private func check(_ status: espeak_ng_STATUS) throws(EspeakStatus) {
    guard status != ENS_OK else { return }
    throw EspeakStatus(rawValue: status.rawValue)
  }

  /// eSpeak NG's message for a status code.
  ///
  /// The corresponding C function is `espeak_ng_GetStatusCodeMessage`.
  static func message(for status: EspeakStatus) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    buffer.withUnsafeMutableBufferPointer { pointer in
      espeak_ng_GetStatusCodeMessage(
        espeak_ng_STATUS(rawValue: status.rawValue), pointer.baseAddress, pointer.count)
    }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

@available(*, unavailable)
extension EspeakEngine: Sendable {}

/// Collects the samples of one synthesis; handed to the C callback as `user_data`.
final class SampleSink {
  /// 16-bit samples at the engine's rate.
  var samples: [Int16] = []
  /// Set to stop synthesis at the next callback.
  var isCancelled = false
}

/// Receives samples from libespeak-ng (`t_espeak_callback`).
///
/// Copies them into the ``SampleSink`` passed as `user_data`. `wav == nil` marks the end;
/// returns 1 to abort.
private func synthesisCallback(
  wav: UnsafeMutablePointer<Int16>?, count: Int32, events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
  guard let context = events?.pointee.user_data else { return 0 }
  let sink = Unmanaged<SampleSink>.fromOpaque(context).takeUnretainedValue()
  if let wav, count > 0 {
    sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
  }
  return sink.isCancelled ? 1 : 0
}
