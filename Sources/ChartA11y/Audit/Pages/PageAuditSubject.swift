import ChartImport
import ChartModel
import Foundation

/// A page (HTML, Markdown or a Jupyter notebook) as the rules see it: the chart images it
/// shows from local files, each with the texts the page gives it.
public struct PageAuditSubject: Sendable {
  /// The page's markup.
  public var syntax: PageSyntax
  /// Every image the page shows, local or not.
  public var images: [PageImage]
  /// The local images inside the data folders, with their alt text and caption.
  public var describedCharts: [DescribedChart]
  /// The local images inside the data folders with no alt text
  /// (``PageAltText/lacksAlt(_:in:)``), in page order.
  public var imagesWithoutAlt: [PageImage]

  /// Reads a page's images.
  ///
  /// An image's file must be inside the page's folder or `dataRoot`
  /// (``ChartModel/DataFolderRule``), as a spec's data file must: a page cannot make the
  /// audit read a file elsewhere. Images outside, and remote ones, are not read.
  ///
  /// - Parameters:
  ///   - data: The page's bytes.
  ///   - syntax: Its markup.
  ///   - url: The page file, whose folder relative image paths are resolved against.
  ///   - dataRoot: Another folder images may be in (`--data-root`).
  /// - Complexity: O(*n*) in the page's length; the images' charts are read only when a text
  ///   makes a claim.
  public init(reading data: Data, syntax: PageSyntax, at url: URL, dataRoot: URL?) {
    self.syntax = syntax
    images = PageImageScanner.images(in: data, syntax: syntax)
    let rule = DataFolderRule(base: url.deletingLastPathComponent(), root: dataRoot)
    let bytes = [UInt8](data)
    imagesWithoutAlt = images.filter { image in
      image.isLocal && (try? rule.file(image.localPath, at: .root)) != nil
        && PageAltText.lacksAlt(image, in: bytes)
    }
    describedCharts = images.compactMap { image in
      guard image.isLocal, let file = try? rule.file(image.localPath, at: .root) else {
        return nil
      }
      var texts: [ChartCarriedText] = []
      if let alt = image.alt {
        let origin: ChartCarriedText.Origin =
          image.syntax == .html || alt.isEmpty ? .htmlAlt : .markdownAlt
        texts.append(ChartCarriedText(alt, origin: origin, line: image.line, column: image.column))
      }
      if let caption = image.caption {
        texts.append(ChartCarriedText(caption, origin: .figureCaption, line: image.captionLine))
      }
      return DescribedChart(name: image.localPath, texts: texts.filter { !$0.text.isEmpty }) {
        ChartImageReading.analysis(of: file, dataRoot: dataRoot)
      }
    }
  }
}
