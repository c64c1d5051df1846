import ChartModel

/// One Vega-Lite unit view (a `mark` with its `encoding`), with what it inherits from the
/// layers, concatenations and facets around it.
struct VegaUnitView {
  /// The unit spec's path, such as `$.layer[1]`.
  var path: SpecPath
  /// The `mark` member: a name or a mark definition object.
  var mark: JSONValue
  /// Channel definitions by channel name, each with its path; a layer's shared encoding is
  /// inherited unless the unit sets the channel.
  var encoding: [String: (JSONValue, SpecPath)]
  /// The data the view reads, with its path; `nil` when no view above sets any.
  var data: (JSONValue, SpecPath)?
  /// Transforms, outermost first, with their paths.
  var transforms: [(JSONValue, SpecPath)]
  /// The y axis the view's values are read on, when a layer above gives its layers
  /// independent y scales (``VegaIndependentY``), else `nil` (the one shared y axis).
  var axisPosition: AxisPosition?
  /// The position channels (`x`, `y`) on which an enclosing facet gives each panel a scale of
  /// its own (`resolve.scale` `"independent"`; a facet's are shared by default).
  var facetOwnedScales: Set<String> = []
  /// The concatenated or repeated view the unit is drawn in, or `nil` for a chart of one
  /// view (or of layers, which share one plot).
  var panel: Panel?

  /// A concatenated or repeated view: its key (its path, with the repeated fields), and which
  /// of its scales are its own.
  ///
  /// A concatenation's `x` and `y` scales are independent unless
  /// its `resolve.scale` sets them `"shared"` (vega-lite `src/compile/resolve.ts`,
  /// `defaultScaleResolve`); a layer's and a facet's are shared.
  struct Panel: Hashable {
    /// The view's path, and for a repeated view the fields it repeats.
    var key: String
    /// Whether the view's x scale is its own.
    var ownsX: Bool
    /// Whether the view's y scale is its own.
    var ownsY: Bool

    /// The panel of a child of a concatenation (or a repetition) with this `resolve`, inside
    /// the `enclosing` panel, if any.
    static func child(key: String, resolve: JSONValue?, enclosing: Panel?) -> Panel {
      func owns(_ channel: String, inherited: Bool?) -> Bool {
        inherited == true || resolve?["scale"]?[channel]?.string != "shared"
      }
      return Panel(
        key: key, ownsX: owns("x", inherited: enclosing?.ownsX),
        ownsY: owns("y", inherited: enclosing?.ownsY))
    }
  }

  /// Collects the unit views of a spec, depth first, in order.
  ///
  /// Handles `layer`, `concat`/`hconcat`/`vconcat`, the `facet` operator (its row, column or
  /// facet channels become encoding channels of the inner units) and `repeat` (field references
  /// `{"repeat": …}` replaced by each repeated field).
  ///
  /// - Parameters:
  ///   - spec: A (sub)spec.
  ///   - path: Its path.
  ///   - inherited: The unit that would result from the enclosing views, without a mark.
  ///   - diagnostics: Receives a warning for each view kind that cannot be read.
  /// - Returns: The unit views.
  static func collect(
    _ spec: JSONValue, at path: SpecPath, inherited: VegaUnitView,
    diagnostics: inout [ImportDiagnostic]
  ) -> [VegaUnitView] {
    var base = inherited
    base.path = path
    if let data = spec["data"], !data.isNull {
      base.data = (data, path.appending("data"))
      base.transforms = []
    }
    for (index, transform) in (spec["transform"]?.array ?? []).enumerated() {
      base.transforms.append((transform, path.appending("transform").appending(index: index)))
    }
    for (channel, definition) in spec["encoding"]?.object ?? [:] {
      var merged = definition
      // A field or datum definition inherits the members it does not set from the enclosing
      // layer's definition of the channel (a shared `type`, `axis` or `scale`), as Vega-Lite
      // merges them (vega-lite src/normalize/core.ts, mergeEncoding).
      if let own = definition.object, own["field"] != nil || own["datum"] != nil,
        let parent = base.encoding[channel]?.0.object
      {
        merged = .object(parent.merging(own) { _, child in child })
      }
      base.encoding[channel] = (merged, path.appending("encoding").appending(channel))
    }
    if let mark = spec["mark"] {
      base.mark = mark
      return [base]
    }
    for key in ["layer", "concat", "hconcat", "vconcat"] {
      guard let children = spec[key]?.array else { continue }
      var sides: [AxisPosition?] = Array(repeating: base.axisPosition, count: children.count)
      if key == "layer" {
        do {
          if let independent = try VegaIndependentY.sides(
            of: spec, at: path, inherited: base.axisPosition)
          {
            sides = independent
          }
        } catch {
          diagnostics.append(.unread(error.message, part: "layer", at: error.path))
          return []
        }
      }
      return children.enumerated().flatMap { index, child in
        var inherited = base
        inherited.axisPosition = sides[index]
        if key != "layer" {
          inherited.panel = Panel.child(
            key: path.appending(key).appending(index: index).description,
            resolve: spec["resolve"], enclosing: base.panel)
        }
        return collect(
          child, at: path.appending(key).appending(index: index), inherited: inherited,
          diagnostics: &diagnostics)
      }
    }
    if let facet = spec["facet"], let inner = spec["spec"] {
      for channel in ["x", "y"] where spec["resolve"]?["scale"]?[channel]?.string == "independent" {
        base.facetOwnedScales.insert(channel)
      }
      if facet["field"] != nil {
        base.encoding["facet"] = (facet, path.appending("facet"))
      } else {
        for (channel, definition) in facet.object ?? [:] {
          base.encoding[channel] = (definition, path.appending("facet").appending(channel))
        }
      }
      return collect(
        inner, at: path.appending("spec"), inherited: base, diagnostics: &diagnostics)
    }
    if let repeated = spec["repeat"], let inner = spec["spec"] {
      return repeatedViews(
        repeated, inner: inner, at: path, inherited: base, resolve: spec["resolve"],
        diagnostics: &diagnostics)
    }
    diagnostics.append(
      ImportDiagnostic(.warning, "this view has no 'mark', 'layer', 'concat' or 'facet'", at: path))
    return []
  }

  private static func repeatedViews(
    _ repeated: JSONValue, inner: JSONValue, at path: SpecPath, inherited: VegaUnitView,
    resolve: JSONValue?, diagnostics: inout [ImportDiagnostic]
  ) -> [VegaUnitView] {
    var lists: [(String, [String])] = []
    if let fields = repeated.array {
      lists = [("repeat", fields.compactMap(\.string))]
    } else {
      for key in ["row", "column", "layer"] {
        if let fields = repeated[key]?.array { lists.append((key, fields.compactMap(\.string))) }
      }
    }
    var combinations: [[String: String]] = [[:]]
    for (key, fields) in lists {
      combinations = combinations.flatMap { partial in
        fields.map { field in partial.merging([key: field]) { _, new in new } }
      }
    }
    return combinations.flatMap { substitution in
      var base = inherited
      // A repeated row or column is a view of its own, as a concatenated one; a repeated
      // layer is a layer, sharing its axes.
      let place = substitution.filter { $0.key != "layer" }.sorted { $0.key < $1.key }
      if !place.isEmpty {
        let fields = place.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        base.panel = Panel.child(
          key: path.appending("spec").description + "#" + fields, resolve: resolve,
          enclosing: inherited.panel)
      }
      return collect(
        substitute(inner, substitution), at: path.appending("spec"), inherited: base,
        diagnostics: &diagnostics)
    }
  }

  /// Replaces `{"repeat": "row"}` references by the repeated field names.
  private static func substitute(_ json: JSONValue, _ fields: [String: String]) -> JSONValue {
    switch json {
    case .object(let members):
      if members.count == 1, let key = members["repeat"]?.string, let field = fields[key] {
        return .string(field)
      }
      return .object(members.mapValues { substitute($0, fields) })
    case .array(let values):
      return .array(values.map { substitute($0, fields) })
    default:
      return json
    }
  }
}
