/// Lays braille words out in lines and pages of a fixed size, as a Braille Ready Format file
/// holds them.
///
/// - A paragraph starts in cell 3 (two blank cells) and its runover lines in cell 1, the
///   Braille Authority of North America's paragraph form (*Braille Formats: Principles of
///   Print-to-Braille Transcription*, 2016, §2.10); a heading line starts in cell 1.
/// - Lines break only between braille words (at spaces). A word longer than a whole line is
///   divided: each full line holds `width` − 1 of its cells and a hyphen (dots 3 6, `-`), and
///   the rest continues on the next line. (BANA divides between syllables; a braille word
///   this long is a number or a name without syllables to find, so the division is by cells.)
/// - Pages hold `linesPerPage` lines; a form feed (U+000C) follows each full page, lines end
///   in CR LF, as BRF files for embossers do.
public struct BrailleLayout: Hashable, Sendable {
  /// The cells in a line (40 on a standard 11½ × 11 inch page).
  public var width: Int
  /// The lines in a page (25 on a standard page).
  public var linesPerPage: Int

  /// The default line width, in cells.
  public static let defaultWidth = 40
  /// The default page length, in lines.
  public static let defaultLinesPerPage = 25

  /// Creates a layout.
  ///
  /// - Precondition: `width` ≥ 3 (a paragraph's indent and a cell) and `linesPerPage` ≥ 1.
  public init(width: Int = defaultWidth, linesPerPage: Int = defaultLinesPerPage) {
    precondition(width >= 3 && linesPerPage >= 1, "a braille page of at least 3 cells, 1 line")
    self.width = width
    self.linesPerPage = linesPerPage
  }

  /// One block of braille: a heading line or a paragraph.
  public struct Block: Hashable, Sendable {
    /// Whether the first line is indented two cells (a paragraph) or not (a heading).
    public var isParagraph: Bool
    /// The braille, words separated by spaces.
    public var braille: String

    /// Creates a block.
    public init(isParagraph: Bool, braille: String) {
      self.isParagraph = isParagraph
      self.braille = braille
    }
  }

  /// The lines of one block, each at most ``width`` cells.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  public func lines(of block: Block) -> [String] {
    var lines: [String] = []
    var line = block.isParagraph ? "  " : ""
    var hasWord = false
    // Cells are counted once per word and a line's length is kept, never recounted: a word of
    // a million cells is divided in O(n), not O(n²) (counting a `Substring` walks it).
    var lineCount = line.count
    for word in block.braille.split(separator: " ", omittingEmptySubsequences: true) {
      let cells = Array(word)
      let needed = (hasWord ? 1 : 0) + cells.count
      if lineCount + needed <= width {
        line += (hasWord ? " " : "") + word
        lineCount += needed
        hasWord = true
        continue
      }
      if hasWord {
        lines.append(line)
        line = ""
        lineCount = 0
        hasWord = false
      }
      // A word longer than the room left on an empty line is divided by cells.
      var start = 0
      while lineCount + cells.count - start > width {
        let room = width - lineCount - 1
        lines.append(line + String(cells[start..<start + room]) + "-")
        start += room
        line = ""
        lineCount = 0
      }
      line += String(cells[start...])
      lineCount += cells.count - start
      hasWord = true
    }
    if hasWord || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// The whole file: every block's lines, paged.
  ///
  /// - Parameter blocks: Headings and paragraphs, in order.
  /// - Returns: Braille Ready Format text: lines ending in CR LF, a form feed after each full
  ///   page but the last.
  /// - Complexity: O(*n*) for *n* cells.
  public func document(_ blocks: [Block]) -> String {
    let all = blocks.flatMap(lines(of:))
    var pages: [String] = []
    var start = 0
    while start < all.count {
      let page = all[start..<min(start + linesPerPage, all.count)]
      pages.append(page.map { $0 + "\r\n" }.joined())
      start += linesPerPage
    }
    return pages.joined(separator: "\u{0C}")
  }
}
