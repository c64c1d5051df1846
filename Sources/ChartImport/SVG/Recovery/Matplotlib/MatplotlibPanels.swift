import ChartModel

/// The plots of a matplotlib figure of several (subplots, seaborn's and plotnine's facets,
/// `twinx`), read together as a person reads them.
///
/// - **Shared axes**: a plot whose x axis prints no labels (`sharex`: only the bottom row's
///   are drawn) reads the x axis of a plot drawn over the same columns of pixels; a y axis the
///   same by rows. An axis title printed once for a row or column of plots (seaborn's, plotnine's
///   figure-level "Week") is every plot's in it whose axis has none.
/// - **Headings and title**: a plot's axes title heads it in a figure of several plots; else
///   the nearest figure text over it alone (plotnine's strips). The figure's title is its
///   topmost level text above every plot (`suptitle`, plotnine's title), else the one plot's
///   axes title of a `twinx` pair.
/// - **Twins**: plots drawn on one panel (`twinx`) are one plot with a second y axis
///   (``pairs(_:)``).
enum MatplotlibPanels {
  /// Shares axes, axis titles, headings and the title between the plots.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG` when glyph paths exceed the limits.
  /// - Complexity: O(*p*² + *t* · *p*) for *p* plots and *t* figure texts.
  static func share(_ drawings: inout [MatplotlibDrawing], _ scene: SVGGeometryScene)
    throws(ChartImportError)
  {
    // A twin (no x axis group of its own) is drawn on its host's panel, the plot before it.
    for index in drawings.indices.dropFirst()
    where !drawings[index].hasXAxisGroup && drawings[index].hasYAxisGroup {
      drawings[index].panel = drawings[index - 1].panel
    }
    let panels = drawings.map(\.panel)
    func same(
      _ a: SVGRect?, _ b: SVGRect?, _ low: KeyPath<SVGRect, Double>,
      _ high: KeyPath<SVGRect, Double>
    ) -> Bool {
      guard let a, let b else { return false }
      return abs(a[keyPath: low] - b[keyPath: low]) <= 0.5
        && abs(a[keyPath: high] - b[keyPath: high]) <= 0.5
    }
    for index in drawings.indices {
      if case .failure = drawings[index].xAxis,
        let other = drawings.indices.first(where: { other in
          if case .success = drawings[other].xAxis {
            return same(panels[index], panels[other], \.minX, \.maxX)
          }
          return false
        })
      {
        drawings[index].xAxis = drawings[other].xAxis
      }
      if case .failure = drawings[index].yAxis,
        let other = drawings.indices.first(where: { other in
          if case .success = drawings[other].yAxis {
            return same(panels[index], panels[other], \.minY, \.maxY)
          }
          return false
        })
      {
        drawings[index].yAxis = drawings[other].yAxis
      }
    }
    shareTitles(&drawings, axis: \.xAxis)
    shareTitles(&drawings, axis: \.yAxis)
    let figure = try figureTexts(drawings, scene)
    let title = figure.filter { text in
      panels.allSatisfy { panel in panel.map { text.centre.y < $0.minY } ?? true }
    }.min { $0.centre.y < $1.centre.y }
    let isTwin = pairs(drawings).contains { $0.count > 1 }
    for index in drawings.indices {
      guard let panel = panels[index] else { continue }
      if drawings[index].heading == nil {
        drawings[index].heading =
          figure.filter { text in
            text.text != title?.text && text.centre.y < panel.minY
              && text.centre.x >= panel.minX && text.centre.x <= panel.maxX
          }.max { $0.centre.y < $1.centre.y }?.text
      }
      if let title {
        drawings[index].title = title.text
      } else if isTwin {
        // A twinx pair's one axes title is the chart's, not a heading.
        drawings[index].title = drawings.compactMap(\.heading).first
        drawings[index].heading = nil
      } else {
        drawings[index].title = nil
      }
    }
  }

  /// The plots grouped by the panel they are drawn on, in drawing order: a group of two is a
  /// plot and its twin (`twinx`: the second y axis on the right).
  ///
  /// - Complexity: O(*p*²) in the plots.
  static func pairs(_ drawings: [MatplotlibDrawing]) -> [[Int]] {
    var groups: [[Int]] = []
    for index in drawings.indices {
      if let panel = drawings[index].panel,
        let group = groups.firstIndex(where: { group in
          drawings[group[0]].panel.map { other in
            abs(other.minX - panel.minX) <= 0.5 && abs(other.maxX - panel.maxX) <= 0.5
              && abs(other.minY - panel.minY) <= 0.5 && abs(other.maxY - panel.maxY) <= 0.5
          } ?? false
        })
      {
        groups[group].append(index)
      } else {
        groups.append([index])
      }
    }
    return groups
  }

  /// The title of an axis that has none: the one title the other plots' axes of that kind
  /// print, when they print one.
  private static func shareTitles(
    _ drawings: inout [MatplotlibDrawing],
    axis: WritableKeyPath<MatplotlibDrawing, Result<RecoveredAxis, AxisFitFailure>>
  ) {
    var titles: Set<String> = []
    for drawing in drawings {
      if case .success(let read) = drawing[keyPath: axis], let title = read.title {
        titles.insert(title)
      }
    }
    guard titles.count == 1, let title = titles.first else { return }
    for index in drawings.indices {
      drawings[index][keyPath: axis] = drawings[index][keyPath: axis].map { read in
        var read = read
        read.title = read.title ?? title
        return read
      }
    }
  }

  /// The level texts drawn directly in the figure (outside every axes), with their centres.
  private static func figureTexts(_ drawings: [MatplotlibDrawing], _ scene: SVGGeometryScene)
    throws(ChartImportError) -> [(text: String, centre: SVGPoint)]
  {
    guard let axes = drawings.compactMap(\.axesGroup).first,
      let figure = scene.document.elements[axes].parent
    else { return [] }
    var result: [(text: String, centre: SVGPoint)] = []
    for child in scene.children[figure]
    where scene.attributes(child)["id"]?.hasPrefix("text_") ?? false {
      let text = scene.text(of: child)
      guard !text.isEmpty,
        let (centre, isTurned) = try MatplotlibFigureTexts.placement(child, scene),
        !isTurned
      else { continue }
      result.append((text, centre))
    }
    return result
  }
}
