import ChartModel

extension MarkKind {
  /// The English noun for the mark in a description ("bar", "line"): ``EnglishPhrasebook``'s
  /// word for it, and the word in English-only text (audit messages, the mark kinds appended
  /// to tell apart series of the same name).
  var noun: String {
    switch self {
    case .bar: return "bar"
    case .line: return "line"
    case .area: return "area"
    case .point: return "point"
    case .rule: return "rule"
    case .rectangle: return "rectangle"
    case .sector: return "sector"
    }
  }
}
