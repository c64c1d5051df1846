import ChartModel
import Foundation
import GoldenTesting
import Testing

@Suite("Lowered specs of the seed charts")
struct SeedChartSpecTests {
  static func fixtureSpec(_ name: String) throws -> ChartSpec {
    try ChartSpec.decode(from: try Data(contentsOf: Fixtures.spec(name)))
  }

  /// The marks with every field named by its encoding's label, explicit types and offsets left
  /// out: what stays when field names (ours come from labels, the fixtures' from the data),
  /// type inference (our dates are ISO texts, the ridgeline's CSV years are numbers) and the
  /// ridgeline's per-ridge offsets are set aside.
  static func normalizedMarks(_ spec: ChartSpec) -> [ChartElementSpec] {
    var labels: [String: String] = [:]
    for element in spec.marks {
      let marks: [MarkSpec]
      switch element {
      case .mark(let mark): marks = [mark]
      case .plot(let plot):
        marks = plot.marks.map { mark in
          var combined = mark
          combined.modifiers = mark.modifiers.inheriting(from: plot.modifiers)
          return combined
        }
      }
      for mark in marks {
        for (_, encoding) in mark.encodings {
          if let field = encoding.field { labels[field] = encoding.label }
        }
      }
    }
    func normalize(_ encoding: EncodingSpec?) -> EncodingSpec? {
      guard var encoding else { return nil }
      if let field = encoding.field {
        encoding.field = labels[field] ?? field
        encoding.type = nil
      }
      return encoding
    }
    func normalize(_ text: TextSpec?) -> TextSpec? {
      guard case .field(let field)? = text else { return text }
      return .field(labels[field] ?? field)
    }
    func normalize(_ modifiers: ContentModifiers) -> ContentModifiers {
      var modifiers = modifiers
      modifiers.foregroundStyleBy = normalize(modifiers.foregroundStyleBy)
      modifiers.symbolBy = normalize(modifiers.symbolBy)
      modifiers.lineStyleBy = normalize(modifiers.lineStyleBy)
      if var position = modifiers.position {
        position.by = normalize(position.by) ?? position.by
        modifiers.position = position
      }
      if var annotation = modifiers.annotation {
        annotation.text = normalize(annotation.text) ?? annotation.text
        modifiers.annotation = annotation
      }
      modifiers.accessibilityLabel = normalize(modifiers.accessibilityLabel)
      modifiers.accessibilityValue = normalize(modifiers.accessibilityValue)
      modifiers.offset = nil
      return modifiers
    }
    func normalize(_ mark: MarkSpec) -> MarkSpec {
      var mark = mark
      mark.x = normalize(mark.x)
      mark.y = normalize(mark.y)
      mark.xStart = normalize(mark.xStart)
      mark.xEnd = normalize(mark.xEnd)
      mark.yStart = normalize(mark.yStart)
      mark.yEnd = normalize(mark.yEnd)
      mark.angle = normalize(mark.angle)
      mark.series = normalize(mark.series)
      mark.modifiers = normalize(mark.modifiers)
      return mark
    }
    return spec.marks.map { element in
      switch element {
      case .mark(let mark): return .mark(normalize(mark))
      case .plot(let plot):
        return .plot(
          PlotSpec(marks: plot.marks.map(normalize), modifiers: normalize(plot.modifiers)))
      }
    }
  }

  @Test("Activity hours lowers to exactly its JSON fixture")
  func activityHoursIsExact() throws {
    #expect(try activityHoursChart().spec == Self.fixtureSpec("activity-hours"))
  }

  @Test(
    "Marks equal the fixture's up to field names, inferable types and offsets",
    arguments: SeedCharts.names)
  func marks(name: String) throws {
    let lowered = try SeedCharts.chart(named: name).spec
    #expect(Self.normalizedMarks(lowered) == Self.normalizedMarks(try Self.fixtureSpec(name)))
  }

  @Test("Title, summary, axes and legend equal the fixture's", arguments: SeedCharts.names)
  func settings(name: String) throws {
    let lowered = try SeedCharts.chart(named: name).spec
    let fixture = try Self.fixtureSpec(name)
    #expect(lowered.title == fixture.title)
    #expect(lowered.summary == fixture.summary)
    #expect(lowered.axes == fixture.axes)
    #expect(lowered.legend == fixture.legend)
    #expect(lowered.foregroundStyleScale?.range == fixture.foregroundStyleScale?.range)
  }

  @Test("Inline rows hold one row per data item, named after the labels")
  func ridgelineRows() throws {
    let points = try BabyNamesDataPoint.load()
    let spec = try RidgeBabyChart(groupedData: orderedBabyNames(points)).body.spec
    guard case .values(let rows) = spec.data else {
      Issue.record("expected inline rows")
      return
    }
    #expect(rows.count == points.count)
    #expect(rows.count == 1259)
    let first = try #require(rows.first)
    #expect(first["babyName"] == .category("Mary"))
    #expect(first["proportion"] == .number(0.07238359))
    #expect(first["year"] == TemporalParser.date(year: 1880).map(DataValue.date))
    #expect(Set(first.keys) == ["babyName", "proportion", "year"])
  }

  @Test("DSL → JSON → model gives the same spec", arguments: SeedCharts.names)
  func jsonRoundTrip(name: String) throws {
    let spec = try SeedCharts.chart(named: name).spec
    #expect(try ChartSpec.decode(from: spec.encodedJSON()) == spec)
  }
}
