import ChartA11y
import Dispatch

/// Speaks text with eSpeak NG: the process's one speech engine, serialised.
///
/// libespeak-ng keeps global state and is not thread-safe, so this actor owns the only
/// ``EspeakEngine`` and runs on its own serial dispatch queue (``SpeechQueueExecutor``), never
/// blocking the cooperative pool. The engine starts lazily, once. Synchronous callers (the
/// command-line tool) use ``speakSynchronously(_:options:)``, which runs on the same queue.
///
///     let clip = try await SpeechSynthesizer.shared.speak(["Hello."], options: SpeechOptions())
///     // clip.sampleRate == 22_050
public actor SpeechSynthesizer {
  /// The shared synthesizer.
  public static let shared = SpeechSynthesizer()
  private static let executor = SpeechQueueExecutor()

  /// The executor: a serial dispatch queue.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    Self.executor.asUnownedSerialExecutor()
  }

  private var engine: EspeakEngine?
  private var startFailure: EspeakStatus?

  /// Whether eSpeak NG starts on this machine (libespeak-ng and espeak-ng-data installed).
  ///
  /// Starting the engine is tried once; the answer is cached.
  public static let isAvailable: Bool = shared.startsSynchronously()

  private nonisolated func startsSynchronously() -> Bool {
    Self.executor.queue.sync {
      self.assumeIsolated { synthesizer in (try? synthesizer.startedEngine()) != nil }
    }
  }

  private func startedEngine() throws(EspeakStatus) -> EspeakEngine {
    if let engine { return engine }
    if let startFailure { throw startFailure }
    do {
      let started = try EspeakEngine()
      engine = started
      return started
    } catch {
      startFailure = error
      throw error
    }
  }

  /// Speaks sentences, returning the samples.
  ///
  /// - Parameters:
  ///   - sentences: Plain text, escaped here before it reaches SSML.
  ///   - options: Voice, rate (words per minute) and pitch.
  /// - Returns: Mono speech at the engine's rate (22,050 Hz).
  /// - Throws: ``SpeechError`` when the engine cannot start, the voice is unknown or synthesis
  ///   fails.
  public func speak(_ sentences: [String], options: SpeechOptions) throws -> SpeechClip {
    let engine: EspeakEngine
    do {
      engine = try startedEngine()
      try engine.setVoice(options.voice)
      try engine.setParameters(rateWordsPerMinute: options.rateWordsPerMinute, pitch: options.pitch)
    } catch {
      throw SpeechError(error, voice: options.voice)
    }
    let sink = SampleSink()
    do {
      let language = SpeechLanguage(voice: options.voice, installed: engine.installedNames)
      try engine.synthesize(
        ssml: SpeechMarkup.document(sentences, language: language), into: sink)
    } catch {
      throw SpeechError(error, voice: options.voice)
    }
    return SpeechClip(
      samples: sink.samples.map { Float($0) / 32_768 }, sampleRate: engine.sampleRate)
  }

  /// Checks that a voice exists, without speaking.
  ///
  /// - Throws: ``SpeechError`` (``SpeechError/Kind/voiceNotFound`` for an unknown voice).
  public func check(voice: String) throws {
    do {
      try startedEngine().setVoice(voice)
    } catch {
      throw SpeechError(error, voice: voice)
    }
  }

  /// ``speak(_:options:)`` for synchronous callers: runs on the synthesizer's queue and waits.
  ///
  /// - Throws: ``SpeechError``.
  public nonisolated func speakSynchronously(_ sentences: [String], options: SpeechOptions)
    throws -> SpeechClip
  {
    try Self.executor.queue.sync {
      try self.assumeIsolated { synthesizer in try synthesizer.speak(sentences, options: options) }
    }
  }

  /// The language a voice speaks and the installed voices' languages, as ``speak(_:options:)``
  /// writes its SSML for them, so a transcript matches what is spoken
  /// (``NarrationTranscript``).
  ///
  /// - Throws: ``SpeechError`` when the engine cannot start or the voice is unknown.
  public nonisolated func languageSynchronously(voice: String) throws -> SpeechLanguage {
    try Self.executor.queue.sync {
      try self.assumeIsolated { synthesizer in try synthesizer.language(voice: voice) }
    }
  }

  private func language(voice: String) throws -> SpeechLanguage {
    do {
      let engine = try startedEngine()
      try engine.setVoice(voice)
      return SpeechLanguage(voice: voice, installed: engine.installedNames)
    } catch {
      throw SpeechError(error, voice: voice)
    }
  }

  /// ``check(voice:)`` for synchronous callers.
  ///
  /// - Throws: ``SpeechError``.
  public nonisolated func checkSynchronously(voice: String) throws {
    try Self.executor.queue.sync {
      try self.assumeIsolated { synthesizer in try synthesizer.check(voice: voice) }
    }
  }
}
