import ChartModel
import Testing

@testable import ChartImport

@Suite("Vega-Lite colours for the audit")
struct VegaColorsTests {
  /// The declared colours as `path text (series) ×opacity`, for compact expectations.
  func declared(_ json: String) throws -> [String] {
    try importVegaLite(json).document.declaredColors.map { color in
      let series = color.seriesName.map { " (\($0))" } ?? ""
      let origin = color.origin.map { " [\($0)]" } ?? ""
      return "\(color.path) \(color.text)\(series)\(origin) ×\(color.opacity)"
    }
  }

  @Test("Each layer's paint: stroke for lines, fill for filled marks, config as the fallback")
  func layers() throws {
    let json = """
      {\(salesData), "config": {"mark": {"color": "#111111"}, "bar": {"fill": "#222222"}},
       "encoding": {"x": {"field": "q", "type": "ordinal"}, "y": {"field": "sales", "type": "quantitative"}},
       "layer": [
         {"mark": {"type": "line", "color": "#333333", "stroke": "#444444", "fill": "#555555"}},
         {"mark": {"type": "bar", "opacity": 0.5, "fillOpacity": 0.5, "stroke": "white"}},
         {"mark": {"type": "point", "filled": true}},
         {"mark": {"type": "text"}, "encoding": {"text": {"field": "sales"}, "color": {"value": "white"}}}
       ]}
      """
    #expect(
      try declared(json) == [
        "$.layer[0].mark.stroke #444444 ×1.0", "$.config.bar.fill #222222 ×0.25",
        "$.config.mark.color #111111 ×1.0",
      ])
  }

  @Test("A scheme gives as many colours as there are series; a range is named by its domain")
  func scales() throws {
    let scheme = """
      {\(salesData), "mark": "bar", "encoding": {"x": {"field": "q", "type": "ordinal"},
       "y": {"field": "sales", "type": "quantitative"},
       "color": {"field": "region", "type": "nominal", "scale": {"scheme": {"name": "Set1"}},
                 "condition": {"param": "p", "value": "#eeeeee"}}}}
      """
    #expect(
      try declared(scheme) == [
        "$.encoding.color.condition.value #eeeeee ×1.0",
        "$.encoding.color.scale.scheme.name #e41a1c [colour 1 of scheme 'Set1'] ×1.0",
        "$.encoding.color.scale.scheme.name #377eb8 [colour 2 of scheme 'Set1'] ×1.0",
      ])
    let range = """
      {\(salesData), "mark": "line", "encoding": {"x": {"field": "q", "type": "ordinal"},
       "y": {"field": "sales", "type": "quantitative"},
       "color": {"field": "region", "type": "nominal",
                 "scale": {"domain": ["North", "South"], "range": ["teal", "rgb(0 0 0 / 50%)"]}}}}
      """
    #expect(
      try declared(range) == [
        "$.encoding.color.scale.range[0] teal (North) ×1.0",
        "$.encoding.color.scale.range[1] rgb(0 0 0 / 50%) (South) ×1.0",
      ])
    let continuous = """
      {\(salesData), "mark": "rect", "encoding": {"x": {"field": "q", "type": "ordinal"},
       "y": {"field": "region", "type": "nominal"},
       "color": {"field": "sales", "type": "quantitative", "scale": {"scheme": "blues"}}}}
      """
    #expect(try declared(continuous).isEmpty)
  }
}
