/// A chart element with concrete values: one mark, or one `Plot` group, as the DSL builds it.
///
/// It is the same value type the JSON spec decodes to, so a DSL chart can be inspected with
/// the spec's types. In a DSL element every plotted value is a constant
/// (`EncodingSpec(value:label:unit:)`) and every text is a literal; lowering
/// (``Chart/spec``) merges elements of the same shape into templates that read data fields.
public typealias ChartElement = ChartElementSpec

/// Content of a chart: marks, `Plot` groups, `ForEach` loops and custom content, as in Swift
/// Charts.
///
/// Marks implement ``elements()`` directly. Custom content declares a ``body`` built with
/// ``ChartContentBuilder``, like a SwiftUI view, and gets ``elements()`` from it:
///
///     struct AreaChartForName: ChartContent {
///       let name: String
///       let dataPoints: [BabyNamesDataPoint]
///
///       var body: some ChartContent {
///         ForEach(dataPoints) { point in
///           AreaMark(x: .value("Year", point.year), y: .value("Proportion", point.proportion))
///         }
///       }
///     }
///
/// - Note: Unlike Swift Charts, content is evaluated eagerly into concrete ``ChartElement``
///   values, so the tree can be inspected, compared and encoded.
public protocol ChartContent: Sendable {
  /// The type of content this content is built from.
  associatedtype Body: ChartContent

  /// The content this content is built from; marks have none.
  @ChartContentBuilder var body: Body { get }

  /// The marks and plot groups this content stands for, in drawing order.
  ///
  /// - Returns: One element per mark or `Plot`, with concrete values.
  func elements() -> [ChartElement]
}

extension ChartContent {
  /// The elements of the content's ``body``.
  ///
  /// - Returns: The body's elements, in drawing order.
  public func elements() -> [ChartElement] {
    body.elements()
  }
}

extension ChartContent where Body == Never {
  /// Primitive content such as a mark has no body.
  ///
  /// - Precondition: Never called: primitive content implements ``elements()`` itself.
  public var body: Never {
    preconditionFailure("\(Self.self) is primitive chart content and has no body")
  }
}

extension Never: ChartContent {
  /// The body of a value that cannot exist.
  public typealias Body = Never

  /// The elements of a value that cannot exist.
  ///
  /// - Returns: Never returns.
  public func elements() -> [ChartElement] {
    switch self {}
  }
}
