import ChartImport
import Foundation
import Testing

/// Images, alt texts, captions and lines in HTML, Markdown and notebooks.
@Suite struct PageImageScannerTests {
  @Test func htmlImageWithCaption() {
    let html = """
      <p>Intro</p>
      <!-- <img src="old.svg" alt="old"> -->
      <figure>
        <img class="chart" src="charts/sales.svg" alt="Sales &amp; costs rose">
        <figcaption>Sales <em>fell</em> in Q3.</figcaption>
      </figure>
      """
    let images = PageImageScanner.images(in: Data(html.utf8), syntax: .html)
    #expect(images.map(\.source) == ["charts/sales.svg"])
    #expect(images.first?.alt == "Sales & costs rose")
    #expect(images.first?.line == 4)
    #expect(images.first?.caption == "Sales fell in Q3.")
    #expect(images.first?.captionLine == 5)
  }

  @Test func markdownImagesSkipCode() {
    let markdown = """
      # Title

      ```
      ![not an image](code.svg)
      ```
      Text ![Sales rose](charts/sales.svg "Sales") and <img src="b.svg">.
      ![remote](https://example.com/c.svg)
      """
    let images = PageImageScanner.images(in: Data(markdown.utf8), syntax: .markdown)
    #expect(images.map(\.source) == ["charts/sales.svg", "b.svg", "https://example.com/c.svg"])
    #expect(images.map(\.line) == [6, 6, 7])
    #expect(images.map(\.alt) == ["Sales rose", nil, "remote"])
    #expect(images.map(\.isLocal) == [true, true, false])
  }

  @Test func notebookCellsKeepTheFilesLines() {
    let notebook = """
      {
       "cells": [
        {"cell_type": "markdown", "source": [
          "## Sales\\n",
          "![Sales rose \\"sharply\\"](charts/sales.svg)"
        ]}
       ]
      }
      """
    let images = PageImageScanner.images(in: Data(notebook.utf8), syntax: .notebook)
    #expect(images.map(\.line) == [5])
    #expect(images.first?.alt == "Sales rose \"sharply\"")
  }

  /// Found by the `page` fuzz target: an invalid byte was read as U+FFFD (3 bytes), so every
  /// image after it had a byte range past the file's, where `alt-text --write` writes.
  @Test func invalidBytesKeepTheFilesByteRanges() throws {
    var page = Data("caf".utf8)
    page.append(contentsOf: [0xE9, 0xFF])
    page.append(Data(" ![](chart.svg) end\n".utf8))
    let image = try #require(PageImageScanner.images(in: page, syntax: .markdown).first)
    #expect(image.byteRange == 6..<20)
    #expect(String(decoding: page[image.byteRange], as: UTF8.self) == "![](chart.svg)")
    #expect(image.column == 7)
  }
}
