import ChartModel

/// Bars painted by category: one series, not a series per colour.
///
/// seaborn's `barplot(x=…, hue=x, legend=False)` (what seaborn 0.13 asks for in place of a
/// bare `palette`) and matplotlib's `bar(…, color=[…])` paint bars by their category (each its
/// own colour, or one bar picked out). The colours then mark categories, not series: each bar
/// is centred on its category, and no category has two. Read as a series per colour, they
/// would be said to be "placed side by side", which they are not. A bar is centred on its
/// category when its middle lies within a quarter of its width of the category's tick (or
/// half a pixel): bars side by side lie at least half their width from it, and a tick placed
/// by its label (a style without tick marks) is known only to about a quarter of the label's
/// height.
///
/// Such bars are one series when a legend names none of their colours, or names each by the
/// one category its bars stand at (`hue=x` with its legend).
enum CategoryColouredBars {
  /// The marks, with the bars of a chart painted by category all given the first bar's
  /// colour; other marks as they are.
  ///
  /// - Parameters:
  ///   - marks: The marks of the chart's main kind, in drawing order.
  ///   - categoryAxis: The axis the bars stand on; bars are merged only on a band axis.
  ///   - horizontal: Whether the bars are drawn across (the category axis is y).
  ///   - legend: The legend's entries.
  /// - Returns: The marks (recoloured when the bars are painted by category), and whether
  ///   they were: then the legend's names of their colours name no series.
  /// - Complexity: O(*b* · *t*) for *b* bars and *t* ticks.
  static func merged(
    _ marks: [DrawnMarks], on categoryAxis: RecoveredAxis, horizontal: Bool,
    legend: [LegendEntry]
  ) -> (marks: [DrawnMarks], isMerged: Bool) {
    guard case .band(let ticks) = categoryAxis.scale else { return (marks, false) }
    var categoriesOfColour: [String: Set<String>] = [:]
    var filled: Set<String> = []
    for mark in marks {
      guard case .bars(let rects) = mark.shape else { return (marks, false) }
      for rect in rects {
        let centre = horizontal ? rect.centre.y : rect.centre.x
        let reach = max(AxisScaleFit.tolerance, (horizontal ? rect.height : rect.width) / 4)
        guard
          let tick = ticks.first(where: { abs($0.pixel - centre) <= reach }),
          filled.insert(tick.label).inserted
        else { return (marks, false) }
        categoriesOfColour[mark.colour ?? "", default: []].insert(tick.label)
      }
    }
    guard categoriesOfColour.count > 1 else { return (marks, false) }
    let named = legend.filter { categoriesOfColour[$0.colour] != nil }
    guard named.allSatisfy({ categoriesOfColour[$0.colour] == [$0.name] }) else {
      return (marks, false)
    }
    let first = marks.first?.colour
    return (
      marks.map { mark in
        var mark = mark
        mark.colour = first
        return mark
      }, true
    )
  }
}
