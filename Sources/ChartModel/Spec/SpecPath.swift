/// A location in a JSON chart spec, written as a JSONPath such as `$.marks[2].y`.
public struct SpecPath: Hashable, Sendable, CustomStringConvertible, Codable {
  /// One step of a path: an object key or an array index.
  public enum Component: Hashable, Sendable {
    /// An object member.
    case key(String)
    /// An array element, counted from zero.
    case index(Int)
  }

  /// The steps from the document root.
  public var components: [Component]

  /// The document root, `$`.
  public static let root = SpecPath(components: [])

  /// Creates a path from its steps.
  public init(components: [Component]) {
    self.components = components
  }

  /// Creates a path from a Codable coding path.
  public init(codingPath: [any CodingKey]) {
    components = codingPath.map { key in
      if let index = key.intValue,
        key.stringValue.hasPrefix("Index ") || key.stringValue.isEmpty
          || Int(key.stringValue) == index
      {
        return .index(index)
      }
      return .key(key.stringValue)
    }
  }

  /// Returns this path extended by an object key.
  public func appending(_ key: String) -> SpecPath {
    SpecPath(components: components + [.key(key)])
  }

  /// Returns this path extended by an array index.
  public func appending(index: Int) -> SpecPath {
    SpecPath(components: components + [.index(index)])
  }

  /// The JSONPath text, such as `$.marks[2].y`.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .key(let key): text += "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// Decodes a path from its JSONPath text (only the forms this type writes).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    var components: [Component] = []
    var rest = Substring(text.hasPrefix("$") ? text.dropFirst() : Substring(text))
    while let first = rest.first {
      if first == "." {
        rest = rest.dropFirst()
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        components.append(.key(String(rest[..<end])))
        rest = rest[end...]
      } else if first == "[", let close = rest.firstIndex(of: "]") {
        components.append(.index(Int(rest[rest.index(after: rest.startIndex)..<close]) ?? 0))
        rest = rest[rest.index(after: close)...]
      } else {
        break
      }
    }
    self.components = components
  }

  /// Encodes the path as its JSONPath text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
