import ChartModel

/// The top-level `config` of a Vega-Lite spec, as far as it changes the numbers and dates a
/// reader sees: the default formats (`numberFormat`, `timeFormat`) and the axis
/// configurations' `format` and `formatType`.
///
/// What Vega-Lite draws decides what is read (checked against vl-convert's rendering):
/// - `numberFormat` is the default format of quantitative fields on axes, legends and text
///   marks; `timeFormat` only of text marks' dates without a `timeUnit` ("axes automatically
///   determine the format", vega-lite `src/config.ts`; `src/compile/format.ts`).
/// - An axis property comes from the first of, highest first: the channel's `axis`, then
///   `axisXQuantitative` (channel and scale type), `axisQuantitative` (scale type), `axisX`,
///   `axisBottom` (orient), `axis` (vega-lite `src/compile/axis/config.ts`,
///   `getAxisConfigs`). Scale types: `Band` and `Point` (after `Discrete`) for discrete
///   axes, `Quantitative` and `Temporal` for continuous ones.
///
/// What config sets but is not applied here is named in one warning at its path: custom
/// format types (`customFormatTypes` with `numberFormatType`, `timeFormatType` or an axis
/// `formatType`; the values are read plainly), `normalizedNumberFormat`, `locale`, axis
/// `labelExpr`, and an axis config `title` (Vega draws no axis title from config, so the axis
/// is read by its field's name). `legend.format` is not a Vega-Lite legend config property;
/// a note says it is not read.
struct VegaConfig {
  /// The `config` object, or `.null`.
  private let json: JSONValue
  /// `config.numberFormat`, unless a custom `numberFormatType` replaces it.
  let numberFormat: String?
  /// `config.timeFormat`, unless a custom `timeFormatType` replaces it.
  let timeFormat: String?
  /// Whether `config.customFormatTypes` is `true` (a `formatType` may name a registered
  /// function).
  let customFormatTypes: Bool
  private static let path = SpecPath.root.appending("config")

  /// Reads a spec's `config`.
  ///
  /// - Parameters:
  ///   - config: The `config` member, or `nil`.
  ///   - diagnostics: Receives a warning for each display setting that is not applied.
  init(_ config: JSONValue?, diagnostics: inout [ImportDiagnostic]) {
    let json = config?.object == nil ? JSONValue.null : config ?? .null
    self.json = json
    let custom = json["customFormatTypes"]?.bool == true
    customFormatTypes = custom
    var warnings: [ImportDiagnostic] = []
    func unlessCustom(_ format: String, _ type: String) -> String? {
      guard let specifier = json[format]?.string else { return nil }
      guard custom, let name = json[type]?.string else { return specifier }
      warnings.append(
        ImportDiagnostic(
          .warning,
          "the custom format type '\(name)' is not supported; config.\(format) "
            + "'\(specifier)' is not applied and its values are read plainly",
          at: Self.path.appending(type)))
      return nil
    }
    numberFormat = unlessCustom("numberFormat", "numberFormatType")
    timeFormat = unlessCustom("timeFormat", "timeFormatType")
    if json["normalizedNumberFormat"]?.string != nil {
      warnings.append(
        ImportDiagnostic(
          .warning,
          "config.normalizedNumberFormat is not applied; normalized stacks are read as "
            + "percentages of their total", at: Self.path.appending("normalizedNumberFormat")))
    }
    if json["locale"]?.object != nil {
      warnings.append(
        ImportDiagnostic(
          .warning,
          "config.locale is not applied; numbers and dates are written with English "
            + "separators and names", at: Self.path.appending("locale")))
    }
    if json["legend"]?["format"] != nil {
      warnings.append(
        ImportDiagnostic(
          .note,
          "'format' is not a legend config property in Vega-Lite (legends do not use it); "
            + "it is not read", at: Self.path.appending("legend").appending("format")))
    }
    for (name, axis) in (json.object ?? [:]).sorted(by: { $0.key < $1.key })
    where name.hasPrefix("axis") {
      let place = Self.path.appending(name)
      if axis["title"] != nil {
        warnings.append(
          ImportDiagnostic(
            .warning,
            "Vega draws no axis title from config; its axes are read by their fields' titles",
            at: place.appending("title")))
      }
      if axis["labelExpr"] != nil {
        warnings.append(
          ImportDiagnostic(
            .warning, "'labelExpr' is not applied; axis values are read as the data holds them",
            at: place.appending("labelExpr")))
      }
    }
    diagnostics += warnings
  }

  /// The axis configurations that apply to an axis, highest precedence first.
  ///
  /// - Parameters:
  ///   - channel: `x` or `y`.
  ///   - discrete: Whether the axis's scale is discrete.
  ///   - band: For a discrete axis, whether its scale is a band scale (bars, rectangles)
  ///     rather than a point scale.
  ///   - temporal: For a continuous axis, whether it is a time scale.
  ///   - orient: The axis's `orient`, or `nil` for the default (bottom, left).
  /// - Returns: The names of the config members, such as `axisXBand`, highest first.
  static func axisConfigNames(
    channel: String, discrete: Bool, band: Bool, temporal: Bool, orient: String?
  ) -> [String] {
    let letter = channel.uppercased()
    let types =
      discrete ? ["Discrete", band ? "Band" : "Point"] : [temporal ? "Temporal" : "Quantitative"]
    let side = orient ?? (channel == "x" ? "bottom" : "left")
    let orientName = "axis" + side.prefix(1).uppercased() + side.dropFirst()
    return types.reversed().map { "axis\(letter)\($0)" } + types.reversed().map { "axis\($0)" }
      + ["axis\(letter)", orientName, "axis"]
  }

  /// A property of the first of the named axis configurations that sets it.
  ///
  /// - Parameters:
  ///   - property: Such as `format`.
  ///   - names: Config members, highest precedence first (``axisConfigNames(channel:discrete:band:temporal:orient:)``).
  /// - Returns: The value and its path, or `nil` when no configuration sets it.
  func axisProperty(_ property: String, in names: [String]) -> (JSONValue, SpecPath)? {
    for name in names {
      if let value = json[name]?[property] {
        return (value, Self.path.appending(name).appending(property))
      }
    }
    return nil
  }

  /// A property of `config.scale` (such as `zero` or `continuousPadding`), or `nil`.
  func scaleProperty(_ property: String) -> JSONValue? { json["scale"]?[property] }

  /// The path of a top-level config property, for messages.
  static func place(of property: String) -> SpecPath { path.appending(property) }
}
