import ChartModel
import Foundation

/// An input's bytes and its kind, detected by name then content: what
/// ``ChartInputReader`` reads.
///
///     let input = try ChartInputFile(contentsOf: url, name: "cars.vl.svg")
///     // input.kind == .svgExport
public struct ChartInputFile: Sendable {
  /// The input's bytes.
  public var data: Data
  /// The input's kind.
  public var kind: ChartInputKind

  /// An input whose kind is known.
  public init(data: Data, kind: ChartInputKind) {
    self.data = data
    self.kind = kind
  }

  /// The largest input read other than an SVG export (whose limit is ``SVGLimits``'s).
  ///
  /// 512 MiB, for a file by its size and for standard input as it is read. Parsing
  /// takes a few times the input's size in memory, so the limit bounds memory too.
  public static let maximumBytes = 512 * 1024 * 1024

  /// An input already in memory, such as standard input, its kind detected.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - name: The file name, or `nil` for standard input.
  /// - Complexity: ``ChartInputKind/detect(name:data:)``'s.
  public init(data: Data, name: String?) {
    self.init(data: data, kind: ChartInputKind.detect(name: name, data: data))
  }

  /// Reads a file with the one checked read (``ChartModel/CheckedFileRead``).
  ///
  /// A file whose name says it is an SVG export is refused before reading when it is larger
  /// than `svgLimits.maximumBytes`, any other file when it is larger than ``maximumBytes``;
  /// an SVG found by its content is refused by ``SVGDocument`` after reading.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - name: The file as the user named it, for detection and for errors.
  ///   - svgLimits: The limits an SVG export is read within.
  /// - Throws: ``ChartModel/FileReadError`` when the file is missing, a folder, unreadable or
  ///   too large.
  /// - Complexity: O(*n*) in the file size.
  public init(contentsOf url: URL, name: String, svgLimits: SVGLimits = SVGLimits())
    throws(FileReadError)
  {
    let limit: Int
    switch ChartInputKind.detect(name: name) {
    case .svgExport, .svgInPage: limit = svgLimits.maximumBytes
    case .chartSpec, .vegaLite, .csv, .tsv, nil: limit = Self.maximumBytes
    }
    self.init(
      data: try CheckedFileRead.contents(of: url, name: name, maximumBytes: limit), name: name)
  }
}
