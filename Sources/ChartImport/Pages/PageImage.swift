import Foundation

/// A chart image a page shows, with the texts the page gives it: an HTML `<img>` or a
/// Markdown `![alt](src)`, and its `<figcaption>`.
public struct PageImage: Hashable, Sendable {
  /// The image's address as written (`src`), entities decoded.
  public var source: String
  /// The 1-based line the image starts on.
  public var line: Int
  /// The 1-based column (in UTF-16 code units) the image starts at.
  public var column: Int
  /// The alternative text (`alt`, or Markdown's bracketed text), entities decoded; `nil` when
  /// the image has none (an `<img>` without `alt`).
  public var alt: String?
  /// The caption of the `<figure>` holding the image, tags removed and entities decoded.
  public var caption: String?
  /// The 1-based line the caption starts on.
  public var captionLine: Int?
  /// Where the image's markup is, in the page's UTF-8 bytes: the whole `<img …>` tag or
  /// `![…](…)`, for writing an `alt` into it.
  public var byteRange: Range<Int>
  /// The page kind the image is written in.
  public var syntax: PageSyntax

  /// Creates an image.
  public init(
    source: String, line: Int, column: Int, alt: String?, caption: String?, captionLine: Int?,
    byteRange: Range<Int>, syntax: PageSyntax
  ) {
    self.source = source
    self.line = line
    self.column = column
    self.alt = alt
    self.caption = caption
    self.captionLine = captionLine
    self.byteRange = byteRange
    self.syntax = syntax
  }

  /// Whether the address names a local file: not `http:`, `https:`, `data:` or any other
  /// scheme, nor a protocol-relative `//host/…`.
  public var isLocal: Bool {
    let lower = source.lowercased()
    if lower.isEmpty || lower.hasPrefix("//") || lower.hasPrefix("#") { return false }
    if let colon = lower.firstIndex(of: ":"),
      lower[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
      lower.distance(from: lower.startIndex, to: colon) > 1
    {
      return false
    }
    return true
  }

  /// The local path the address names: query and fragment removed, `%`-escapes decoded.
  public var localPath: String {
    let path = source.split(separator: "?", maxSplits: 1).first.map(String.init) ?? source
    let withoutFragment = path.split(separator: "#", maxSplits: 1).first.map(String.init) ?? path
    return withoutFragment.removingPercentEncoding ?? withoutFragment
  }
}

/// The markup a page is written in.
public enum PageSyntax: String, Hashable, Sendable, CaseIterable {
  /// HTML (`.html`, `.htm`).
  case html
  /// Markdown (`.md`, `.markdown`), with inline HTML.
  case markdown
  /// A Jupyter notebook (`.ipynb`): its Markdown cells, read in the file's JSON text.
  case notebook

  /// The syntax of a file by its name, or `nil` for a file that is not a page.
  public static func of(fileName: String) -> PageSyntax? {
    let lower = fileName.lowercased()
    if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .html }
    if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") { return .markdown }
    if lower.hasSuffix(".ipynb") { return .notebook }
    return nil
  }
}
