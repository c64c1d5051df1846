/// Content repeated for each element of a collection, as Swift Charts' `ForEach`.
///
///     ForEach(dataPoints) { point in
///       LineMark(x: .value("Year", point.year), y: .value("Proportion", point.proportion))
///     }
///
/// The content closure runs once per element when the `ForEach` is created. A plain `for` loop
/// inside a builder gives the same elements.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let contents: [ChartElement]

  /// Creates content for each element of a collection, identified by a key path.
  ///
  /// - Parameters:
  ///   - data: The elements, in drawing order.
  ///   - id: The key path to each element's identity. Kept for Swift Charts source
  ///     compatibility; identity does not change the elements.
  ///   - content: The content for one element.
  /// - Complexity: O(*n*) calls of `content`, where *n* is `data.count`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: (Data.Element) -> ChartContentList
  ) {
    contents = data.flatMap { content($0).elements() }
  }

  /// The elements of every iteration, in order.
  ///
  /// - Returns: The elements.
  public func elements() -> [ChartElement] {
    contents
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates content for each element of a collection of identifiable elements.
  ///
  /// - Parameters:
  ///   - data: The elements, in drawing order.
  ///   - content: The content for one element.
  /// - Complexity: O(*n*) calls of `content`, where *n* is `data.count`.
  public init(
    _ data: Data, @ChartContentBuilder content: (Data.Element) -> ChartContentList
  ) {
    self.init(data, id: \.id, content: content)
  }
}
