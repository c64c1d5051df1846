/// A `Plot { … }` group: marks that together form one observation per data row.
///
/// A box plot is the typical case: a rule for the range, a rectangle for the quartiles and one
/// for the median, read as one observation with all their labelled values. Modifiers on the
/// plot apply to every mark inside it.
public struct PlotSpec: Hashable, Sendable {
  /// The grouped marks, in order (JSON key `marks`).
  public var marks: [MarkSpec]
  /// Modifiers applied to the whole group (members of the same JSON object).
  public var modifiers: ContentModifiers

  /// Creates a plot group.
  public init(marks: [MarkSpec], modifiers: ContentModifiers = ContentModifiers()) {
    self.marks = marks
    self.modifiers = modifiers
  }
}

extension PlotSpec: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, marks
  }

  /// Decodes `{"type": "plot", "marks": […], …modifiers}`.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(
      allowed: Set(["type", "marks"] + ContentModifiers.CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    marks = try container.decode([MarkSpec].self, forKey: .marks)
    modifiers = try ContentModifiers(fromMembersOf: decoder)
  }

  /// Encodes `{"type": "plot", "marks": […], …modifiers}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("plot", forKey: .type)
    try container.encode(marks, forKey: .marks)
    try modifiers.encodeMembers(to: encoder)
  }
}

/// One entry of a chart's content: a mark or a `Plot` group.
public enum ChartElementSpec: Hashable, Sendable {
  /// A single mark.
  case mark(MarkSpec)
  /// A group of marks forming one observation per row.
  case plot(PlotSpec)
}

extension ChartElementSpec: Codable {
  private enum CodingKeys: String, CodingKey {
    case type
  }

  /// Decodes a mark, or a plot when `type` is `plot`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if try container.decodeIfPresent(String.self, forKey: .type) == "plot" {
      self = .plot(try PlotSpec(from: decoder))
    } else {
      self = .mark(try MarkSpec(from: decoder))
    }
  }

  /// Encodes the mark or plot.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .mark(let mark): try mark.encode(to: encoder)
    case .plot(let plot): try plot.encode(to: encoder)
    }
  }
}
