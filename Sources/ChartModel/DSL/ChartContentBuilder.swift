/// Builds chart content from the statements of a closure, as Swift Charts'
/// `ChartContentBuilder` does.
///
/// Supports expressions, blocks, `if`, `if let`, `if`/`else`, `switch`, `for` loops and
/// `if #available`. Each partial result is the concrete list of ``ChartElement`` values rather
/// than Swift Charts' nested generic types, so the built tree can be inspected and encoded.
///
///     Chart {
///       for record in salesRecords {
///         BarMark(x: .value("Office", record.office), y: .value("Sales", record.sales))
///       }
///       if let target {
///         RuleMark(y: .value("Target", target))
///       }
///     }
@resultBuilder
public enum ChartContentBuilder {
  /// Turns one piece of content into its elements.
  ///
  /// - Parameter content: A mark, plot, loop or custom content.
  /// - Returns: Its elements, in drawing order.
  public static func buildExpression<Content: ChartContent>(_ content: Content) -> [ChartElement] {
    content.elements()
  }

  /// Joins the statements of a block, in order.
  ///
  /// - Parameter components: The elements of each statement.
  /// - Returns: All elements, in order.
  public static func buildBlock(_ components: [ChartElement]...) -> [ChartElement] {
    components.flatMap { $0 }
  }

  /// Content of an `if` without `else`: nothing when the condition is false.
  ///
  /// - Parameter component: The elements when the condition holds, else `nil`.
  /// - Returns: The elements, or none.
  public static func buildOptional(_ component: [ChartElement]?) -> [ChartElement] {
    component ?? []
  }

  /// Content of the first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter component: The branch's elements.
  /// - Returns: The same elements.
  public static func buildEither(first component: [ChartElement]) -> [ChartElement] {
    component
  }

  /// Content of the second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter component: The branch's elements.
  /// - Returns: The same elements.
  public static func buildEither(second component: [ChartElement]) -> [ChartElement] {
    component
  }

  /// Content of a `for` loop: every iteration's elements, in order.
  ///
  /// - Parameter components: The elements of each iteration.
  /// - Returns: All elements, in iteration order.
  public static func buildArray(_ components: [[ChartElement]]) -> [ChartElement] {
    components.flatMap { $0 }
  }

  /// Content inside `if #available`.
  ///
  /// - Parameter component: The elements.
  /// - Returns: The same elements.
  public static func buildLimitedAvailability(_ component: [ChartElement]) -> [ChartElement] {
    component
  }

  /// Wraps the built elements as content.
  ///
  /// - Parameter component: All elements of the closure.
  /// - Returns: Content holding them.
  public static func buildFinalResult(_ component: [ChartElement]) -> ChartContentList {
    ChartContentList(component)
  }
}

/// Content built by ``ChartContentBuilder`` or returned by a modifier: a list of elements.
public struct ChartContentList: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let contents: [ChartElement]

  /// Creates content from elements.
  ///
  /// - Parameter elements: Marks and plot groups, in drawing order.
  public init(_ elements: [ChartElement]) {
    contents = elements
  }

  /// The elements, in drawing order.
  ///
  /// - Returns: The elements this content was created with.
  public func elements() -> [ChartElement] {
    contents
  }
}
