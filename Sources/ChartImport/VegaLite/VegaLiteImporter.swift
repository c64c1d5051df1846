import ChartModel
import Foundation

/// Reads a Vega-Lite v5 or v6 JSON spec into a ``ChartDocument``.
///
/// Unit views (in layers, concatenations, facets and repeats) are lowered one by one, then
/// combined into one chart: views over the same derived rows share them, views whose rows can
/// be joined on their common fields (a mean line and its error band) are joined, and a
/// one-row rule (`y: mean(price)`) becomes a reference line. A view that can be described
/// neither way, and every construct that is not supported, is left out with a warning naming
/// it and its JSON path. See docs/vega-lite.md.
///
///     let imported = try VegaLiteImporter.read(specData, baseDirectory: folder)
///     imported.diagnostics   // [$.encoding.size: note: 'size' encodes 'pop'; it is not described]
public enum VegaLiteImporter {
  /// The Vega-Lite major versions this importer follows.
  public static let supportedVersions = [5, 6]

  /// Reads a Vega-Lite spec and its data.
  ///
  /// - Parameters:
  ///   - data: The spec's UTF-8 JSON.
  ///   - baseDirectory: The folder a relative data `url` is resolved against.
  ///   - dataRoot: Another folder a data `url` may be in (`--data-root`); see
  ///     ``DataFolderRule``: a `url` outside both is `.invalidValue`.
  /// - Returns: The chart, with notes and warnings.
  /// - Throws: ``ChartSpecError``: malformed JSON (line and column); more `datasets` or views
  ///   than ``InputBudget`` allows; at a `data` path, a
  ///   remote or missing `url` (`.unreadableData`), an unknown dataset or format; when no view
  ///   can be described, the first reason why.
  /// - Complexity: O(*v*·*n* log *n*) for *v* views over *n* rows.
  public static func read(_ data: Data, baseDirectory: URL, dataRoot: URL? = nil)
    throws(ChartSpecError)
    -> ImportedChart
  {
    let json = try JSONValue.parse(data)
    guard json.object != nil else {
      throw ChartSpecError(.typeMismatch(expected: "an object", found: json.typeName), path: .root)
    }
    try checkBudget(json)
    var diagnostics = versionNotes(json["$schema"]?.string)
    let config = VegaConfig(json["config"], diagnostics: &diagnostics)
    let loader = VegaDataLoader(
      rule: DataFolderRule(base: baseDirectory, root: dataRoot),
      datasets: json["datasets"]?.object ?? [:])
    let start = VegaUnitView(path: .root, mark: .null, encoding: [:], data: nil, transforms: [])
    let units = VegaUnitView.collect(json, at: .root, inherited: start, diagnostics: &diagnostics)
    var lowered: [VegaLoweredView] = []
    var failed: [UnreadView] = []
    var cache: [String: [VegaRow]] = [:]
    for unit in units {
      var rows: [VegaRow] = []
      if let (source, path) = unit.data {
        let key = path.description
        if let cached = cache[key] {
          rows = cached
        } else {
          rows = try loader.rows(of: source, at: path)
          cache[key] = rows
        }
      }
      do {
        let transformed = try VegaTransforms.apply(unit.transforms, to: rows)
        var view = try VegaUnitLowering.lower(
          unit, rows: transformed, config: config, diagnostics: &diagnostics)
        view.isFittedLine = unit.transforms.contains { $0.0["regression"] != nil }
        lowered.append(view)
      } catch {
        diagnostics.append(.unread(error.message, part: "view", at: error.path))
        let type = unit.mark.string ?? unit.mark["type"]?.string
        failed.append(
          UnreadView(
            name: Self.unreadViewName(markType: type),
            reason: "it cannot be read: \(error.message)", sharesAxes: unit.path.isInLayer))
      }
    }
    var seen: Set<ImportDiagnostic> = []
    diagnostics = diagnostics.filter { seen.insert($0).inserted }
    var combined = VegaViewCombiner()
    for view in lowered {
      if let warning = combined.add(view) { diagnostics.append(warning) }
    }
    let (panels, panelDiagnostics) = combined.finishPanels()
    diagnostics += panelDiagnostics
    guard !combined.elements.isEmpty else {
      let reason = diagnostics.first { $0.severity == .warning }
      throw ChartSpecError(
        .invalidValue(
          "nothing in this Vega-Lite spec can be described"
            + (reason.map { ": \($0.unreadReason ?? $0.message)" } ?? "")),
        path: reason?.path ?? .root)
    }
    let spec = ChartSpec(
      title: title(json["title"]), summary: json["description"]?.string,
      data: .values(combined.table.map { $0.mapValues { Optional($0) } }), axes: combined.axes,
      legend: combined.legend,
      foregroundStyleScale: combined.seriesDomain.map { ForegroundStyleScaleSpec(domain: $0) },
      marks: combined.elements)
    let table = DataTable(rows: combined.table.map { $0.mapValues { Optional($0) } })
    do {
      var document = try ChartDocument(spec: spec, table: table)
      document.declaredColors = VegaColors.declared(
        in: units, config: json["config"], seriesCount: combined.seriesDomain?.count)
      document.declaredBackground = VegaColors.background(of: json)
      document.viewCount = units.count
      document.unreadViews = failed + combined.unread
      document.panels = panels
      return ImportedChart(document: document, diagnostics: diagnostics)
    } catch {
      throw sourceError(error, viewPaths: combined.viewPaths)
    }
  }

  /// Refuses a spec with more `datasets` entries or unit views than ``InputBudget`` allows,
  /// before any data is loaded or view built.
  ///
  /// - Throws: ``ChartSpecError`` `.invalidValue` at `$.datasets` or at the root.
  private static func checkBudget(_ json: JSONValue) throws(ChartSpecError) {
    let datasets = json["datasets"]?.object?.count ?? 0
    guard datasets <= InputBudget.maximumDatasets else {
      throw InputBudget.exceeded(
        "datasets", count: datasets, limit: InputBudget.maximumDatasets,
        advice: "keep the datasets the views name", path: SpecPath.root.appending("datasets"))
    }
    let views = VegaViewCount.count(json, limit: InputBudget.maximumViews)
    guard views <= InputBudget.maximumViews else {
      throw InputBudget.exceeded(
        "views or more", count: views, limit: InputBudget.maximumViews,
        advice: "split the chart into several", path: .root)
    }
  }

  /// An error in the lowered chart, placed at the Vega-Lite view it came from.
  private static func sourceError(_ error: ChartSpecError, viewPaths: [SpecPath])
    -> ChartSpecError
  {
    var located = error
    let components = error.path?.components ?? []
    if components.count >= 2, components[0] == .key("marks"),
      case .index(let index) = components[1],
      viewPaths.indices.contains(index)
    {
      located.path = viewPaths[index]
    } else if error.path != nil {
      located.path = .root
    }
    return located
  }

  /// The title text: a string, lines joined, or `{"text": …, "subtitle": …}` as "text: subtitle".
  private static func title(_ json: JSONValue?) -> String? {
    guard let json else { return nil }
    func text(_ value: JSONValue?) -> String? {
      value?.string ?? value?.array?.compactMap(\.string).joined(separator: " ")
    }
    if let plain = text(json) { return plain }
    guard let main = text(json["text"]) else { return nil }
    return text(json["subtitle"]).map { "\(main): \($0)" } ?? main
  }

  private static func versionNotes(_ schema: String?) -> [ImportDiagnostic] {
    guard let schema, let range = schema.range(of: "/v", options: .backwards),
      let major = Int(schema[range.upperBound...].prefix { $0.isNumber })
    else { return [] }
    guard !supportedVersions.contains(major) else { return [] }
    return [
      ImportDiagnostic(
        .warning, "Vega-Lite v\(major) is read as v5; some constructs may differ",
        at: SpecPath.root.appending("$schema"))
    ]
  }

  /// A view that could not be read, named by its mark as a reader says it, with its article:
  /// `errorbar` → "an error bar view", `boxplot` → "a box plot view", none → "a view".
  ///
  /// - Parameter markType: The view's Vega-Lite mark type, if it has one.
  /// - Returns: The view's name for a reader, lowercase.
  static func unreadViewName(markType: String?) -> String {
    guard let markType, !markType.isEmpty else { return "a view" }
    let spoken =
      ["errorbar": "error bar", "errorband": "error band", "boxplot": "box plot"][markType]
      ?? markType
    let article = "aeio".contains(spoken.lowercased().first ?? "x") ? "an" : "a"
    return "\(article) \(spoken) view"
  }
}
