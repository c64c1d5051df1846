/// A group of marks read as one observation per data item, as Swift Charts' `Plot`.
///
/// A box plot is the typical use: a rule for the range and rectangles for the quartiles and
/// the median, read together. Modifiers applied to the `Plot` apply to every mark inside it;
/// a mark's own modifier wins.
///
///     Plot {
///       RuleMark(x: .value("Year", s.year, unit: .year),
///                yStart: .value("Minimum", s.minimum), yEnd: .value("Maximum", s.maximum))
///       RectangleMark(x: .value("Year", s.year, unit: .year), y: .value("Median", s.median))
///     }
///     .foregroundStyle(by: .value("Day or night", s.dayOrNight))
public struct Plot: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let marks: [MarkSpec]

  /// Groups content.
  ///
  /// Plots do not nest: the marks of an inner `Plot` join this one, each keeping the inner
  /// plot's modifiers.
  ///
  /// - Parameter content: The grouped marks.
  public init(@ChartContentBuilder content: () -> ChartContentList) {
    marks = content().elements().flatMap { element -> [MarkSpec] in
      switch element {
      case .mark(let mark):
        return [mark]
      case .plot(let plot):
        return plot.marks.map { mark in
          var combined = mark
          combined.modifiers = mark.modifiers.inheriting(from: plot.modifiers)
          return combined
        }
      }
    }
  }

  /// One plot group, or nothing when the content has no marks.
  ///
  /// - Returns: The group as a single element.
  public func elements() -> [ChartElement] {
    marks.isEmpty ? [] : [.plot(PlotSpec(marks: marks))]
  }
}
