extension Chart {
  /// Returns a copy with one setting changed.
  private func with(_ change: (inout ChartSpec) -> Void) -> Chart {
    var copy = self
    change(&copy.settings)
    return copy
  }

  /// Sets the chart's title (AXChartDescriptor's `title`; SwiftUI would use the surrounding
  /// view's title).
  ///
  /// - Parameter title: The title, such as "Sales Report".
  /// - Returns: The chart with the title (spec key `title`).
  public func chartTitle(_ title: String) -> Chart {
    with { $0.title = title }
  }

  /// Sets the author's summary of what the chart shows (AXChartDescriptor's `summary`).
  ///
  /// The summary is quoted verbatim as level-4 context, never invented.
  ///
  /// - Parameter summary: One or two sentences.
  /// - Returns: The chart with the summary (spec key `summary`).
  public func chartSummary(_ summary: String) -> Chart {
    with { $0.summary = summary }
  }

  /// Sets the horizontal axis title, and optionally the unit of its values.
  ///
  /// - Parameters:
  ///   - label: The title, such as "Year".
  ///   - unit: The unit of the values, such as `births`. The default, `nil`, leaves it unset.
  /// - Returns: The chart with the title (spec key `axes.x.title`, `axes.x.unit`).
  public func chartXAxisLabel(_ label: String, unit: String? = nil) -> Chart {
    with {
      $0.axes.x.title = label
      if let unit { $0.axes.x.unit = unit }
    }
  }

  /// Sets the title of the second, trailing y axis, and optionally the unit of its values:
  /// the axis of content placed with ``ChartContent/axisPosition(_:)`` `.trailing`.
  ///
  /// - Parameters:
  ///   - label: The title, such as "Profit margin".
  ///   - unit: The unit of the values, such as `%`. The default, `nil`, leaves it unset.
  /// - Returns: The chart with the title (spec key `axes.yTrailing.title`, `.unit`).
  public func chartTrailingYAxisLabel(_ label: String, unit: String? = nil) -> Chart {
    with {
      $0.axes.trailingY.title = label
      if let unit { $0.axes.trailingY.unit = unit }
    }
  }

  /// Sets the vertical axis title, and optionally the unit of its values.
  ///
  /// - Parameters:
  ///   - label: The title, such as "Water intake".
  ///   - unit: The unit of the values, such as `litres`. The default, `nil`, leaves it unset.
  /// - Returns: The chart with the title (spec key `axes.y.title`, `axes.y.unit`).
  public func chartYAxisLabel(_ label: String, unit: String? = nil) -> Chart {
    with {
      $0.axes.y.title = label
      if let unit { $0.axes.y.unit = unit }
    }
  }

  /// Sets the unit of the horizontal axis values, keeping the default title.
  ///
  /// - Parameter unit: The unit, such as `USD`; said with the values.
  /// - Returns: The chart with the unit (spec key `axes.x.unit`).
  public func chartXAxisUnit(_ unit: String) -> Chart {
    with { $0.axes.x.unit = unit }
  }

  /// Sets the unit of the vertical axis values, keeping the default title.
  ///
  /// - Parameter unit: The unit, such as `hours`; said with the values.
  /// - Returns: The chart with the unit (spec key `axes.y.unit`).
  public func chartYAxisUnit(_ unit: String) -> Chart {
    with { $0.axes.y.unit = unit }
  }

  /// Shows or hides the horizontal axis.
  ///
  /// Hiding is for the eye only: the axis is still
  /// described.
  ///
  /// - Parameter visibility: `.hidden` to hide.
  /// - Returns: The chart with the setting (spec key `axes.x.hidden`).
  public func chartXAxis(_ visibility: Visibility) -> Chart {
    with { $0.axes.x.hidden = visibility.isHidden }
  }

  /// Shows or hides the vertical axis.
  ///
  /// Hiding is for the eye only: the axis is still described.
  ///
  /// - Parameter visibility: `.hidden` to hide.
  /// - Returns: The chart with the setting (spec key `axes.y.hidden`).
  public func chartYAxis(_ visibility: Visibility) -> Chart {
    with { $0.axes.y.hidden = visibility.isHidden }
  }

  /// Shows or hides the legend.
  ///
  /// Hiding is for the eye only: series names are still described.
  ///
  /// - Parameter visibility: `.hidden` to hide.
  /// - Returns: The chart with the setting (spec key `legend.hidden`).
  public func chartLegend(_ visibility: Visibility) -> Chart {
    with { $0.legend.hidden = visibility.isHidden }
  }

  /// Sets the horizontal scale's bounds.
  ///
  /// Visual only: values never change.
  ///
  /// - Parameter domain: The lower and upper bound, such as `0 ... 0.2`.
  /// - Returns: The chart with the setting (spec key `axes.x.domain`).
  public func chartXScale<Bound: Plottable & Comparable>(domain: ClosedRange<Bound>) -> Chart {
    with {
      $0.axes.x.domain = [
        domain.lowerBound.primitivePlottable, domain.upperBound.primitivePlottable,
      ]
    }
  }

  /// Sets the vertical scale's bounds.
  ///
  /// Visual only: values never change.
  ///
  /// - Parameter domain: The lower and upper bound, such as `0 ... 0.2`.
  /// - Returns: The chart with the setting (spec key `axes.y.domain`).
  public func chartYScale<Bound: Plottable & Comparable>(domain: ClosedRange<Bound>) -> Chart {
    with {
      $0.axes.y.domain = [
        domain.lowerBound.primitivePlottable, domain.upperBound.primitivePlottable,
      ]
    }
  }

  /// Sets padding at the ends of the horizontal scale.
  ///
  /// Visual only.
  ///
  /// - Parameter range: `.plotDimension(startPadding:endPadding:)`, in points.
  /// - Returns: The chart with the setting (spec key `axes.x.padding`).
  public func chartXScale(range: PositionScaleRange) -> Chart {
    with { $0.axes.x.padding = range.padding }
  }

  /// Sets padding at the ends of the vertical scale.
  ///
  /// Visual only.
  ///
  /// - Parameter range: `.plotDimension(startPadding:endPadding:)`, in points.
  /// - Returns: The chart with the setting (spec key `axes.y.padding`).
  public func chartYScale(range: PositionScaleRange) -> Chart {
    with { $0.axes.y.padding = range.padding }
  }

  /// Sets the horizontal scale's bounds and end padding.
  ///
  /// Visual only.
  ///
  /// - Parameters:
  ///   - domain: The lower and upper bound.
  ///   - range: `.plotDimension(startPadding:endPadding:)`, in points.
  /// - Returns: The chart with the settings.
  public func chartXScale<Bound: Plottable & Comparable>(
    domain: ClosedRange<Bound>, range: PositionScaleRange
  ) -> Chart {
    chartXScale(domain: domain).chartXScale(range: range)
  }

  /// Sets the vertical scale's bounds and end padding.
  ///
  /// Visual only.
  ///
  /// - Parameters:
  ///   - domain: The lower and upper bound.
  ///   - range: `.plotDimension(startPadding:endPadding:)`, in points.
  /// - Returns: The chart with the settings.
  public func chartYScale<Bound: Plottable & Comparable>(
    domain: ClosedRange<Bound>, range: PositionScaleRange
  ) -> Chart {
    chartYScale(domain: domain).chartYScale(range: range)
  }

  /// Sets the order of the series, and optionally their colours.
  ///
  /// Series are described in this order; series not listed follow in first-occurrence order.
  ///
  /// - Parameters:
  ///   - domain: The series values in order, as their text (strings and string enums).
  ///   - range: Colours in domain order. Visual only; the spec records their names.
  /// - Returns: The chart with the scale (spec key `foregroundStyleScale`).
  public func chartForegroundStyleScale<Value: Plottable, Style: ShapeStyle>(
    domain: [Value], range: [Style]
  ) -> Chart {
    with {
      $0.foregroundStyleScale = ForegroundStyleScaleSpec(
        domain: domain.map(\.primitivePlottable.cellText), range: range.map(\.styleName))
    }
  }

  /// Sets the order of the series.
  ///
  /// - Parameter domain: The series values in order, as their text.
  /// - Returns: The chart with the scale (spec key `foregroundStyleScale.domain`).
  public func chartForegroundStyleScale<Value: Plottable>(domain: [Value]) -> Chart {
    with {
      var scale = $0.foregroundStyleScale ?? ForegroundStyleScaleSpec()
      scale.domain = domain.map(\.primitivePlottable.cellText)
      $0.foregroundStyleScale = scale
    }
  }

  /// Sets the series colours.
  ///
  /// Visual only.
  ///
  /// - Parameter range: Colours in series order; the spec records their names.
  /// - Returns: The chart with the scale (spec key `foregroundStyleScale.range`).
  public func chartForegroundStyleScale<Style: ShapeStyle>(range: [Style]) -> Chart {
    with {
      var scale = $0.foregroundStyleScale ?? ForegroundStyleScaleSpec()
      scale.range = range.map(\.styleName)
      $0.foregroundStyleScale = scale
    }
  }

  /// Spreads a gradient over the series.
  ///
  /// Visual only.
  ///
  /// - Parameter range: The gradient; the spec records its colour names.
  /// - Returns: The chart with the scale (spec key `foregroundStyleScale.range`).
  public func chartForegroundStyleScale(range: Gradient) -> Chart {
    chartForegroundStyleScale(range: range.colors)
  }

  /// Sets the order of the series and spreads a gradient over them.
  ///
  /// - Parameters:
  ///   - domain: The series values in order, as their text.
  ///   - range: The gradient. Visual only; the spec records its colour names.
  /// - Returns: The chart with the scale (spec key `foregroundStyleScale`).
  public func chartForegroundStyleScale<Value: Plottable>(domain: [Value], range: Gradient)
    -> Chart
  {
    chartForegroundStyleScale(domain: domain, range: range.colors)
  }
}

extension PositionScaleRange {
  /// The spec's padding; zero ends are left out.
  var padding: OffsetPadding {
    OffsetPadding(
      start: startPadding == 0 ? nil : startPadding, end: endPadding == 0 ? nil : endPadding)
  }
}
