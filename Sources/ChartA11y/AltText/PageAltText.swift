import ChartImport
import ChartModel
import Foundation

/// Fills the missing alt text of the chart images an HTML or Markdown page shows, leaving
/// every other byte as it is.
///
/// An `<img>` inside an HTML page hides an SVG's own `<title>` and `<desc>` (the image is
/// one replaced element; browsers name it from `alt` only), so the alt text `alt-text`
/// writes into an SVG is lost where docs sites embed it. This writes the short alt text
/// (``AltTextContent/short``) into each `<img>` without an `alt` attribute, and into each
/// Markdown `![](chart.svg)` with empty brackets, for a local chart image inside the data
/// folders. An image with an `alt` (empty `alt=""` included: the author's mark of a
/// decorative image) is left alone.
public enum PageAltText {
  /// One image filled, or one that could not be.
  public struct Entry: Hashable, Sendable {
    /// The image as the page names it.
    public var source: String
    /// The line of the image.
    public var line: Int
    /// The alt text written, or `nil` when the image's chart could not be read.
    public var text: String?
  }

  /// The page with its missing alt texts filled.
  ///
  /// - Parameters:
  ///   - data: The page's bytes.
  ///   - syntax: `.html` or `.markdown` (a notebook is not written: its JSON would need
  ///     re-encoding).
  ///   - url: The page file, for relative image paths.
  ///   - dataRoot: Another folder images may be in.
  /// - Returns: The new bytes (equal to `data` when nothing was missing) and an entry for each
  ///   image that was missing its alt text.
  /// - Complexity: O(*n*) in the page's length, plus reading each image's chart.
  public static func fill(_ data: Data, syntax: PageSyntax, at url: URL, dataRoot: URL?)
    -> (bytes: Data, entries: [Entry])
  {
    guard syntax != .notebook else { return (data, []) }
    let rule = DataFolderRule(base: url.deletingLastPathComponent(), root: dataRoot)
    var bytes = [UInt8](data)
    var entries: [Entry] = []
    // From the last image back, so earlier byte ranges stay valid.
    for image in PageImageScanner.images(in: data, syntax: syntax).reversed() {
      guard lacksAlt(image, in: bytes), image.isLocal,
        let file = try? rule.file(image.localPath, at: .root)
      else { continue }
      guard let analysis = ChartImageReading.analysis(of: file, dataRoot: dataRoot) else {
        entries.append(Entry(source: image.source, line: image.line, text: nil))
        continue
      }
      let text = AltTextContent(analysis).short
      bytes.replaceSubrange(
        image.byteRange, with: Array(filled(image, text: text, in: bytes).utf8))
      entries.append(Entry(source: image.source, line: image.line, text: text))
    }
    return (Data(bytes), entries.reversed())
  }

  /// Whether an image has no alt text to give.
  ///
  /// An `<img>` without an `alt` attribute, or a Markdown image with empty brackets, has
  /// none; an `<img alt="">` is the author's mark of a decorative image, and has one. The one
  /// definition `alt-text` fills and the audit's `image-alt` reports.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - bytes: The page's bytes, which `image.byteRange` indexes.
  /// - Returns: Whether the image lacks its alt text.
  public static func lacksAlt(_ image: PageImage, in bytes: [UInt8]) -> Bool {
    isMarkdown(image, bytes) ? image.alt?.isEmpty == true : image.alt == nil
  }

  /// Whether the image is written in Markdown's `![…](…)` form.
  private static func isMarkdown(_ image: PageImage, _ bytes: [UInt8]) -> Bool {
    bytes[image.byteRange].first == UInt8(ascii: "!")
  }

  /// The image's markup with the alt text in it: `alt="…"` after `<img`, or the text between
  /// Markdown's brackets, escaped for its place.
  private static func filled(_ image: PageImage, text: String, in bytes: [UInt8]) -> String {
    let markup = String(decoding: bytes[image.byteRange], as: UTF8.self)
    if markup.hasPrefix("!") {
      return "![" + TextEscaping.markdown(text, in: .inline) + "]" + markup.dropFirst(3)
    }
    let attribute = " alt=\"" + TextEscaping.xml(text, for: .attribute) + "\""
    return "<img" + attribute + markup.dropFirst(4)
  }
}
