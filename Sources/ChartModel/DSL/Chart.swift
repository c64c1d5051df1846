/// A chart written as Swift Charts code: marks built by ``ChartContentBuilder`` plus
/// chart-level settings.
///
///     let chart = Chart(activityHours) { item in
///       BarMark(x: .value("Team member", item.teamMember), y: .value("Hours", item.hours))
///         .foregroundStyle(by: .value("Activity", item.activity))
///     }
///     .chartTitle("Hours by activity for each team member")
///     let document = try chart.document   // the same value a JSON chart spec loads to
///
/// The content runs once, when the chart is created. ``spec`` and ``document`` lower it to
/// the JSON chart spec's model, so every output that reads a spec reads a DSL chart too.
public struct Chart: Sendable {
  /// The chart's marks and plot groups with their concrete values, in drawing order.
  public let elements: [ChartElement]
  /// Chart-level settings (title, summary, axes, legend, style scale); no marks, no data.
  var settings: ChartSpec

  /// Creates a chart from content.
  ///
  /// - Parameter content: The marks, `Plot` groups and loops.
  public init(@ChartContentBuilder content: () -> ChartContentList) {
    elements = content().elements()
    settings = ChartSpec(marks: [])
  }

  /// Creates a chart with content for each element of a collection.
  ///
  /// - Parameters:
  ///   - data: The data items, in order.
  ///   - content: The content for one item.
  /// - Complexity: O(*n*) calls of `content`, where *n* is `data.count`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @ChartContentBuilder content: (Data.Element) -> ChartContentList
  ) where Data.Element: Identifiable {
    self.init { ForEach(data, content: content) }
  }

  /// Creates a chart with content for each element of a collection, identified by a key path.
  ///
  /// - Parameters:
  ///   - data: The data items, in order.
  ///   - id: The key path to each item's identity; kept for source compatibility.
  ///   - content: The content for one item.
  /// - Complexity: O(*n*) calls of `content`, where *n* is `data.count`.
  public init<Data: RandomAccessCollection, ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: (Data.Element) -> ChartContentList
  ) {
    self.init { ForEach(data, id: id, content: content) }
  }
}
