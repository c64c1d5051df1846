import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite grouping channels")
struct VegaGroupingTests {
  @Test("Grouping channels define series, offsets position; detail and facets are groupedBy")
  func groupings() throws {
    let chart = try importVegaLite(
      """
      {\(salesData), "mark": "line",
       "encoding": {"x": {"field": "q", "type": "ordinal"},
                    "y": {"field": "sales", "type": "quantitative"},
                    "shape": {"field": "region", "type": "nominal"},
                    "strokeDash": {"field": "region", "type": "nominal"},
                    "detail": {"field": "region", "type": "nominal"},
                    "row": {"field": "q", "type": "nominal"}}}
      """)
    let mark = try #require(firstMark(chart))
    #expect(mark.modifiers.symbolBy?.field == "region")
    #expect(mark.modifiers.lineStyleBy?.field == "region")
    // Not Swift Charts' `series:` argument, which only lines and areas take: every facet is
    // described, none is dropped for want of a free channel.
    #expect(mark.series == nil)
    #expect(mark.groupedBy.map(\.field) == ["region", "q"])
    #expect(chart.diagnostics.isEmpty)
    let offset = try importVegaLite(
      """
      {\(salesData), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal"},
                    "xOffset": {"field": "region", "type": "nominal"},
                    "y": {"field": "sales", "type": "quantitative"}}}
      """)
    #expect(
      firstMark(offset)?.modifiers.position
        == PositionSpec(by: EncodingSpec(field: "region", type: .categorical), axis: .horizontal))
  }

  @Test("The facet operator turns panels into series")
  func facetOperator() throws {
    let chart = try importVegaLite(
      """
      {\(salesData), "facet": {"column": {"field": "region", "type": "nominal"}},
       "spec": {"mark": "bar", "encoding": {"x": {"field": "q", "type": "nominal"},
                                           "y": {"field": "sales", "type": "quantitative"}}}}
      """)
    #expect(firstMark(chart)?.series == nil)
    #expect(firstMark(chart)?.groupedBy == [EncodingSpec(field: "region", type: .categorical)])
  }

  @Test("A quantitative colour is a heatmap's foregroundStyle value, a noted gradient elsewhere")
  func continuousColor() throws {
    let heatmap = try importVegaLite(
      """
      {\(salesData), "mark": "rect",
       "encoding": {"x": {"field": "q", "type": "ordinal"},
                    "y": {"field": "region", "type": "nominal"},
                    "color": {"field": "sales", "type": "quantitative"}}}
      """)
    let cell = try #require(firstMark(heatmap))
    #expect(cell.kind == .rectangle)
    #expect(cell.y == EncodingSpec(field: "region", type: .categorical))
    #expect(cell.x == EncodingSpec(field: "q", type: .categorical))
    #expect(cell.series == nil)
    #expect(cell.modifiers.foregroundStyleBy == EncodingSpec(field: "sales", type: .quantitative))
    let scatter = try importVegaLite(
      """
      {\(salesData), "mark": "point",
       "encoding": {"x": {"field": "q", "type": "ordinal"},
                    "y": {"field": "sales", "type": "quantitative"},
                    "color": {"field": "sales", "type": "quantitative"}}}
      """)
    #expect(firstMark(scatter)?.modifiers.foregroundStyleBy == nil)
    #expect(
      scatter.diagnostics.map(\.message) == [
        "'color' encodes 'sales' as a gradient; it is not described"
      ])
  }

  @Test("A colour condition holding the field is read as always met, with a note")
  func colorCondition() throws {
    let chart = try importVegaLite(
      """
      {\(salesData), "mark": "line",
       "encoding": {"x": {"field": "q", "type": "ordinal"},
                    "y": {"field": "sales", "type": "quantitative"},
                    "color": {"condition": {"param": "p", "field": "region", "type": "nominal"},
                              "value": "grey"}}}
      """)
    #expect(firstMark(chart)?.modifiers.foregroundStyleBy?.field == "region")
    #expect(
      chart.diagnostics == [
        ImportDiagnostic(
          .note, "the 'color' condition is read as always met (its field is described)",
          at: SpecPath.root.appending("encoding").appending("color").appending("condition"))
      ])
  }

  @Test("Bars coloured by their x field in facet panels: one series a panel, not stacked")
  func panelSeries() throws {
    // Altair's grouped bar chart before xOffset: x and colour on one field, a column a group.
    let chart = try importVegaLite(
      """
      {\(salesData), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal", "title": "Quarter"},
                    "y": {"field": "sales", "type": "quantitative"},
                    "color": {"field": "q", "type": "nominal"},
                    "column": {"field": "region", "type": "nominal", "title": "Region"}}}
      """)
    let mark = try #require(firstMark(chart))
    #expect(mark.modifiers.foregroundStyleBy == nil)
    #expect(mark.x == EncodingSpec(field: "q", label: "Quarter", type: .categorical))
    #expect(mark.series == nil)
    #expect(mark.groupedBy.map(\.field) == ["region"])
    #expect(mark.effectiveStacking == .unstacked)
  }

  @Test("Stacked bars in facet panels read each panel into the categories")
  func panelCategories() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [
         {"q": "Q2", "sales": 14, "region": "North", "channel": "web"},
         {"q": "Q1", "sales": 10, "region": "North", "channel": "web"},
         {"q": "Q1", "sales": 7, "region": "South", "channel": "shop"},
         {"q": "Q2", "sales": 9, "region": "South", "channel": "shop"}]},
       "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal", "title": "Quarter"},
                    "y": {"field": "sales", "type": "quantitative"},
                    "color": {"field": "channel", "type": "nominal"},
                    "column": {"field": "region", "type": "nominal", "title": "Region"}}}
      """)
    let mark = try #require(firstMark(chart))
    #expect(
      mark.x == EncodingSpec(field: "region, q", label: "Region: Quarter", type: .categorical))
    #expect(mark.series == nil)
    #expect(mark.groupedBy.isEmpty)
    #expect(mark.effectiveStacking == .standard)
    #expect(chart.document.spec.axes.x.title == nil)
    #expect(cells(chart, "region, q") == ["North: Q1", "North: Q2", "South: Q1", "South: Q2"])
  }
}
