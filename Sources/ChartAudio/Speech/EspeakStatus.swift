/// A status code of libespeak-ng (`espeak_ng_STATUS`): 0 is success, 1–255 are `errno`
/// values, and eSpeak NG's own codes have the form `0x1000__FF`.
///
/// The description is eSpeak NG's own message (`espeak_ng_GetStatusCodeMessage`), lowercased.
struct EspeakStatus: RawRepresentable, Error, Hashable, Sendable, CustomStringConvertible {
  /// The `espeak_ng_STATUS` value.
  var rawValue: UInt32

  init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// `ENS_OK`.
  static let ok = EspeakStatus(rawValue: 0)
  /// `ENS_VOICE_NOT_FOUND`: no voice or language of that name.
  static let voiceNotFound = EspeakStatus(rawValue: 0x1000_06FF)
  /// `ENS_NOT_INITIALIZED`.
  static let notInitialized = EspeakStatus(rawValue: 0x1000_04FF)
  /// The library could not start.
  ///
  /// `espeak_Initialize` returned `EE_INTERNAL_ERROR` (−1), usually for missing
  /// espeak-ng-data. Not an eSpeak NG code; chosen outside its range.
  static let internalError = EspeakStatus(rawValue: 0x1000_FFFF)

  var description: String {
    if self == .internalError {
      return "espeak-ng could not start (is espeak-ng-data installed?)"
    }
    let message = EspeakEngine.message(for: self)
    return message.prefix(1).lowercased() + message.dropFirst()
  }
}
