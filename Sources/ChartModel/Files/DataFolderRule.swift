import Foundation

/// The rule that keeps a chart's data files inside the chart's folder: a data file a spec
/// names (a chart spec's `data.csv`, a Vega-Lite `data.url`) must resolve, after symbolic
/// links, inside the spec's own folder or inside a data root the user gives (`--data-root`).
///
/// A spec from a pull request cannot then read a file elsewhere on the machine (`/etc/passwd`,
/// `../../secrets.txt`) and put its first line into an error message or a CI log. The rule is
/// checked before the file is opened, so a refused path says nothing about the file.
public struct DataFolderRule: Sendable, Hashable {
  /// The folder relative data paths are resolved against: the spec's own folder, or the
  /// working directory for a spec on standard input.
  public var base: URL
  /// Another folder data files may be in, if the user gave one.
  public var root: URL?

  /// A rule allowing `base` and, if given, `root`.
  public init(base: URL, root: URL? = nil) {
    self.base = base
    self.root = root
  }

  /// The file a path written in a spec names, checked against the rule.
  ///
  /// - Parameters:
  ///   - written: The path as written in the spec: relative to ``base``, or absolute.
  ///   - path: Where the spec names the file, for the error.
  /// - Returns: The file's URL.
  /// - Throws: ``ChartSpecError`` `.invalidValue` (exit 65) naming the rule when the file,
  ///   with symbolic links resolved, is outside ``base`` and ``root``.
  /// - Complexity: O(*d*) in the depth of the paths, plus the file system's link lookups.
  public func file(_ written: String, at path: SpecPath) throws(ChartSpecError) -> URL {
    let url =
      written.hasPrefix("/")
      ? URL(fileURLWithPath: written) : base.appendingPathComponent(written, isDirectory: false)
    let resolved = Self.resolved(url)
    let allowed = [base] + (root.map { [$0] } ?? [])
    guard allowed.contains(where: { Self.isInside(resolved, Self.resolved($0)) }) else {
      let where_ = root == nil ? "the spec's folder" : "the spec's folder or --data-root"
      throw ChartSpecError(
        .invalidValue(
          "data file '\(written)' is outside \(where_); data files must be inside the chart's "
            + "folder (give --data-root <folder> to allow another)"), path: path)
    }
    return url
  }

  /// The path with `.`, `..` and symbolic links resolved (for a file that does not exist yet,
  /// its folder's links).
  private static func resolved(_ url: URL) -> String {
    url.standardizedFileURL.resolvingSymlinksInPath().path
  }

  private static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}
