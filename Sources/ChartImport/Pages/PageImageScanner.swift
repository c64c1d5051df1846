import Foundation

/// Finds the images a page shows: HTML `<img>` tags (in HTML, and inline in Markdown) and
/// Markdown `![alt](src)`, with each image's line and the caption of the `<figure>` around
/// it.
///
/// The scan is lexical, as a linter's is, not a browser's parse: comments and fenced code
/// blocks are skipped; reference-style Markdown images (`![alt][ref]`) and images written
/// by scripts are not seen. A notebook (`.ipynb`) is scanned in its JSON text, where its
/// Markdown cells are, so that lines are the file's own: `\"` is read as `"`, and JSON
/// escapes in an alt text are decoded.
public enum PageImageScanner {
  /// The images of a page, in the order they appear.
  ///
  /// - Parameters:
  ///   - data: The page's bytes, UTF-8 (each byte of an invalid sequence is read as `?`, so
  ///     that every byte range is the file's own).
  ///   - syntax: The page's markup.
  /// - Returns: The images, each with its line, alt text and caption.
  /// - Complexity: O(*n*) in the page's length.
  public static func images(in data: Data, syntax: PageSyntax) -> [PageImage] {
    var text = sameLengthText(data)
    if syntax == .notebook {
      // Same length, so lines and byte offsets stay the file's.
      text = text.replacingOccurrences(of: "\\\"", with: " \"")
    }
    let lines = PageLines(text)
    let hidden = hiddenRanges(in: text, syntax: syntax)
    func isHidden(_ range: Range<String.Index>) -> Bool {
      hidden.contains { $0.contains(range.lowerBound) }
    }
    var images: [(Range<String.Index>, PageImage)] = []
    for match in text.matches(of: htmlImage) where !isHidden(match.range) {
      let attributes = Self.attributes(String(match.output.1))
      guard let source = attributes["src"] else { continue }
      let caption = figureCaption(around: match.range, in: text)
      images.append(
        (
          match.range,
          image(
            source: source, alt: attributes["alt"], at: match.range, caption: caption,
            lines: lines, text: text, syntax: syntax)
        ))
    }
    if syntax != .html {
      for match in text.matches(of: markdownImage) where !isHidden(match.range) {
        let alt = decodeEntities(String(match.output.1))
        images.append(
          (
            match.range,
            image(
              source: String(match.output.2), alt: syntax == .notebook ? jsonUnescaped(alt) : alt,
              at: match.range, caption: nil, lines: lines, text: text, syntax: syntax)
          ))
      }
    }
    return images.sorted { $0.0.lowerBound < $1.0.lowerBound }.map(\.1)
  }

  /// The page as text of exactly its byte length: valid UTF-8 as it is, each byte of an
  /// invalid sequence as `?` (where decoding would put a U+FFFD of 3 bytes, and every byte
  /// range after it would miss the file's bytes: `alt-text --write page.md` writes into them).
  ///
  /// - Complexity: O(*n*) in the page's length.
  static func sameLengthText(_ data: Data) -> String {
    if let text = String(validating: data, as: UTF8.self) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count)
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): bytes.append(contentsOf: encoded)
      case .error(let length):
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "?"), count: length))
      case .emptyInput: return String(decoding: bytes, as: UTF8.self)
      }
    }
  }

  private static func image(
    source: String, alt: String?, at range: Range<String.Index>,
    caption: (String, String.Index)?, lines: PageLines, text: String, syntax: PageSyntax
  ) -> PageImage {
    let start = lines.position(of: range.lowerBound)
    let bytes =
      text.utf8.distance(
        from: text.startIndex, to: range.lowerBound)..<text.utf8.distance(
        from: text.startIndex, to: range.upperBound)
    return PageImage(
      source: decodeEntities(source), line: start.line, column: start.column, alt: alt,
      caption: caption?.0, captionLine: caption.map { lines.position(of: $0.1).line },
      byteRange: bytes, syntax: syntax)
  }

  // The patterns are constants of this file; `Regex` is not `Sendable`, but it is an
  // immutable value whose program the standard library publishes atomically.
  nonisolated(unsafe) private static let htmlImage = /(?i)<img\b((?:[^>"']|"[^"]*"|'[^']*')*)>/
  nonisolated(unsafe) private static let markdownImage =
    /!\[((?:[^\]\\]|\\.)*)\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/
  nonisolated(unsafe) private static let attribute =
    /([A-Za-z_:][-A-Za-z0-9_:.]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/
  nonisolated(unsafe) private static let figure = /(?is)<figure\b[^>]*>(.*?)<\/figure\s*>/
  nonisolated(unsafe) private static let figcaption =
    /(?is)<figcaption\b[^>]*>(.*?)<\/figcaption\s*>/

  /// A tag's attributes by lowercased name, values entity-decoded; the first of a repeated
  /// name wins, as in HTML.
  static func attributes(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for match in text.matches(of: attribute) {
      let name = match.output.1.lowercased()
      let value = match.output.2 ?? match.output.3 ?? match.output.4 ?? ""
      if result[name] == nil { result[name] = decodeEntities(String(value)) }
    }
    return result
  }

  /// The caption of the `<figure>` that holds a range, and where the caption starts.
  private static func figureCaption(around range: Range<String.Index>, in text: String)
    -> (String, String.Index)?
  {
    for match in text.matches(of: figure) where match.range.contains(range.lowerBound) {
      guard let caption = match.output.1.firstMatch(of: figcaption) else { return nil }
      let words = decodeEntities(
        String(caption.output.1).replacing(/<[^>]*>/, with: " ")
      ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return words.isEmpty ? nil : (words, caption.range.lowerBound)
    }
    return nil
  }

  /// Comments, and in Markdown fenced code blocks and inline code, whose images are not
  /// shown.
  private static func hiddenRanges(in text: String, syntax: PageSyntax) -> [Range<String.Index>] {
    var ranges = text.matches(of: /(?s)<!--.*?-->/).map(\.range)
    if syntax != .html {
      ranges += text.matches(of: /(?ms)^[ \t]*(```|~~~).*?^[ \t]*\1/).map(\.range)
      ranges += text.matches(of: /`[^`\n]+`/).map(\.range)
    }
    return ranges
  }

  /// Decodes the HTML character references alt text uses: the five named ones, `&nbsp;`,
  /// and numeric ones.
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacing(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/) { match in
      let name = String(match.output.1)
      switch name {
      case "amp": return "&"
      case "lt": return "<"
      case "gt": return ">"
      case "quot": return "\""
      case "apos": return "'"
      case "nbsp": return " "
      default:
        let code =
          name.hasPrefix("#x") || name.hasPrefix("#X")
          ? UInt32(name.dropFirst(2), radix: 16)
          : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
        return code.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
          ?? String(match.output.0)
      }
    }
  }

  /// Decodes the JSON string escapes of a notebook's alt text (`\n`, `\\`, `\u00e9`).
  private static func jsonUnescaped(_ text: String) -> String {
    // Every `"` here was `\"` in the file (the scan read it as ` "`).
    guard let data = "\"\(text.replacingOccurrences(of: " \"", with: "\\\""))\"".data(using: .utf8),
      let decoded = try? JSONDecoder().decode(String.self, from: data)
    else { return text }
    return decoded
  }
}

/// Line and column of positions in a text.
struct PageLines {
  private let text: String
  /// The index at which each line starts.
  private let starts: [String.Index]

  init(_ text: String) {
    self.text = text
    var starts = [text.startIndex]
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "\n" { starts.append(text.index(after: index)) }
      index = text.index(after: index)
    }
    self.starts = starts
  }

  /// The 1-based line and UTF-16 column of an index.
  func position(of index: String.Index) -> (line: Int, column: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low + 1, text.utf16.distance(from: starts[low], to: index) + 1)
  }
}
