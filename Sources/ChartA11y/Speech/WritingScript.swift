/// A writing system other than the Latin alphabet, detected from Unicode scalars, with the
/// language eSpeak NG should speak it in.
///
/// Ranges are the Unicode blocks of each script (Unicode 15, `Blocks.txt`); a label's script
/// decides its voice, since a label carries no language tag. Cyrillic with Ukrainian letters
/// (і ї є ґ) is Ukrainian and with Serbian letters (ђ ј љ њ ћ џ) Serbian, otherwise Russian;
/// Arabic script with Persian letters (پ چ ژ گ) is Persian, with Urdu letters (ٹ ڈ ڑ ں ے)
/// Urdu; Han characters with kana are Japanese, without Mandarin.
public enum WritingScript: String, CaseIterable, Hashable, Sendable {
  case hebrew, arabic, han, kana, hangul, cyrillic, greek, devanagari, bengali, tamil, thai
  case georgian, armenian

  /// The script of a scalar, or `nil` for Latin, digits, punctuation and scripts not listed.
  ///
  /// - Complexity: O(1).
  public static func of(_ scalar: Unicode.Scalar) -> WritingScript? {
    switch scalar.value {
    case 0x0590...0x05FF, 0xFB1D...0xFB4F: return .hebrew
    case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
      return .arabic
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return .han
    case 0x3040...0x30FF, 0x31F0...0x31FF: return .kana
    case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: return .hangul
    case 0x0400...0x052F: return .cyrillic
    // Greek letters only (U+0391–U+03C9 and the accented ones), not the Greek symbols.
    case 0x0370...0x03FF, 0x1F00...0x1FFF: return .greek
    case 0x0900...0x097F: return .devanagari
    case 0x0980...0x09FF: return .bengali
    case 0x0B80...0x0BFF: return .tamil
    case 0x0E00...0x0E7F: return .thai
    case 0x10A0...0x10FF: return .georgian
    case 0x0530...0x058F: return .armenian
    default: return nil
    }
  }

  /// The script's name in English, as in "a Hebrew name".
  public var name: String {
    switch self {
    case .hebrew: "Hebrew"
    case .arabic: "Arabic"
    case .han: "Chinese"
    case .kana: "Japanese"
    case .hangul: "Korean"
    case .cyrillic: "Cyrillic"
    case .greek: "Greek"
    case .devanagari: "Devanagari"
    case .bengali: "Bengali"
    case .tamil: "Tamil"
    case .thai: "Thai"
    case .georgian: "Georgian"
    case .armenian: "Armenian"
    }
  }

  /// The eSpeak NG language for a run of text in this script (its letters decide between
  /// languages that share a script).
  ///
  /// - Complexity: O(*n*) in the run.
  public func language(of run: String) -> String {
    switch self {
    case .hebrew: return "he"
    case .arabic:
      if run.contains(where: { "ٹڈڑںے".contains($0) }) { return "ur" }
      return run.contains(where: { "پچژگ".contains($0) }) ? "fa" : "ar"
    case .han: return "cmn"
    case .kana: return "ja"
    case .hangul: return "ko"
    case .cyrillic:
      if run.contains(where: { "іїєґІЇЄҐ".contains($0) }) { return "uk" }
      return run.contains(where: { "ђјљњћџЂЈЉЊЋЏ".contains($0) }) ? "sr" : "ru"
    case .greek: return "el"
    case .devanagari: return "hi"
    case .bengali: return "bn"
    case .tamil: return "ta"
    case .thai: return "th"
    case .georgian: return "ka"
    case .armenian: return "hy"
    }
  }
}
