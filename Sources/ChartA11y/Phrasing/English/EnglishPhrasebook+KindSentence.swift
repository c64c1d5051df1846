import ChartImport
import ChartModel

extension EnglishPhrasebook {
  /// The most outliers named one by one; the rest are counted.
  static let maximumListedOutliers = 5

  /// - Complexity: O(*n*) in the length of the sentence.
  func sentence(_ sentence: KindSentence) -> String {
    switch sentence {
    case .relationship(let relationship, let x, let y, let scope, let alpha, let statesTests):
      return self.relationship(
        relationship, x: x, y: y, scope: scope, alpha: alpha, statesTests: statesTests)
    case .relationshipInBrief(let relationship, let x, let y, let alpha, let words):
      guard let chosen = relationship.significant(alpha: alpha) else {
        return relationship.pearson == nil
          ? "No relationship can be measured."
          : "No significant relationship between \(x.title) and \(y.title)."
      }
      let named = self.strength(chosen)
      return words ? "\(named): \(self.words(chosen, x: x, y: y))." : "\(named)."
    case .pieEncoding(let pie): return pieEncoding(pie)
    case .pieShares(let pie, let axis): return pieShares(pie, axis: axis)
    case .pieExtremes(let pie): return pieExtremes(pie)
    case .pieProblem(let pie): return pie.problem.map { pieProblem(pie, $0) } ?? ""
    case .pieInBrief(let pie, let brief): return pieInBrief(pie, brief: brief)
    case .outliers(let relationship, let x, let y):
      let cutoff = ValueFormatter.number(ScatterRelationship.outlierCutoff)
      let rule =
        "far from the least-squares line (residual more than \(cutoff) MADs from the median)"
      let outliers = relationship.outliers
      let minimum = ScatterRelationship.minimumOutlierPointCount
      if relationship.pointCount < minimum {
        return "Outliers are not named among fewer than \(phrase(.number(Double(minimum)))) points."
      }
      if outliers.isEmpty { return "No point lies \(rule)." }
      let listed = outliers.prefix(Self.maximumListedOutliers).map { point in
        let name = point.label.map { "\($0): " } ?? ""
        return "\(name)\(x.title) \(AxisPhrasing.number(point.x, on: x)), "
          + "\(y.title) \(AxisPhrasing.number(point.y, on: y))"
      }
      let more = outliers.count - listed.count
      let rest = more > 0 ? "; and \(phrase(.count(more, .point))) more" : ""
      let verb = outliers.count == 1 ? "lies" : "lie"
      return "\(phrase(.count(outliers.count, .point))) \(verb) \(rule): "
        + listed.joined(separator: "; ") + "\(rest)."
    case .whiskerRule(let rule):
      switch rule {
      case .nothingBeyond:
        return "No points are drawn beyond the whiskers: they reach the lowest and highest "
          + "values drawn."
      case .interquartileMultiple(let multiple):
        return "The whiskers reach the furthest values within \(phrase(.number(multiple))) "
          + "interquartile ranges (box heights) of the box; points beyond are outliers."
      case .pointsBeyond:
        return "Points beyond the whiskers are drawn as outliers."
      }
    case .box(let group, let median, let quartiles, let whiskers, let outliers):
      let (lowerQuartile, upperQuartile) = ends(quartiles.0, quartiles.1)
      let (lowerWhisker, upperWhisker) = ends(whiskers.0, whiskers.1)
      var text =
        "\(opening(group)): median \(phrase(median)), quartiles \(lowerQuartile) to "
        + "\(upperQuartile), whiskers \(lowerWhisker) to \(upperWhisker)"
      if !outliers.isEmpty {
        let count =
          outliers.count == 1 ? "1 outlier" : "\(phrase(.number(Double(outliers.count)))) outliers"
        text += "; \(count), \(phrase(.list(outliers)))"
      }
      return text + "."
    case .outlierTotal(let count, let boxes):
      let outliers = count == 1 ? "1 outlier" : "\(phrase(.number(Double(count)))) outliers"
      let of = boxes == 1 ? "1 box" : "\(phrase(.number(Double(boxes)))) boxes"
      return "\(outliers) in all, beyond the whiskers of \(of)."
    case .medianExtremes(let highest, let high, let lowest, let low, let brief):
      if brief {
        return "Highest median: \(phrase(.list(highest))), \(phrase(high)); lowest: "
          + "\(phrase(.list(lowest))), \(phrase(low))."
      }
      // Our words open the sentence, so the names keep their spelling ("mpg", not "Mpg").
      let whose = { (names: [Phrase]) in
        "\(names.count == 1 ? "for" : "shared by") \(self.phrase(.list(names)))"
      }
      return "The highest median is \(phrase(high)), \(whose(highest)); the lowest is "
        + "\(phrase(low)), \(whose(lowest))."
    case .highestMedian(let names):
      return "Highest median: \(phrase(.list(names)))."
    case .sameMedian(let median):
      return "Every box has the same median, \(phrase(median))."
    case .unlistedBoxes(let count):
      return "\(phrase(.number(Double(count)))) more boxes are not listed one by one."
    case .heatmap(let heatmap): return heatmapSentence(heatmap)
    case .interval(let interval): return intervalSentence(interval)
    case .candlestick(let candlestick): return candlestickSentence(candlestick)
    case .connectedScatter(let path): return connectedScatterSentence(path)
    case .fittedLine(let line, let x, let y): return fittedLineSentence(line, x: x, y: y)
    case .clusters(let found, let x, let y):
      let listed = found.clusters.map { cluster in
        "\(phrase(.count(cluster.count, .point))) around \(x.title) "
          + "\(AxisPhrasing.number(cluster.x, on: x)), \(y.title) "
          + AxisPhrasing.number(cluster.y, on: y)
      }
      return "The points form \(phrase(.number(Double(found.k)))) clearly separated clusters "
        + "(k-means on standardised x and y; mean silhouette "
        + "\(phrase(.number(found.silhouette))), a strong structure): "
        + listed.joined(separator: "; ") + "."
    case .clustersInBrief(let found):
      return "\(phrase(.number(Double(found.k)))) clearly separated clusters"
    case .fittedLineSeries(let line, let series, let x):
      return fittedLineSeriesSentence(line, series: series, x: x)
    case .normalizedStack(let stack): return normalizedStackSentence(stack)
    case .histogramBins(let value, let binned, let bins, let unlisted):
      let listed = bins.map { bin in
        let (start, end) = ends(bin.start, bin.end)
        return "\(start) to \(end): \(phrase(bin.value))"
      }
      let bins = unlisted == 1 ? "bin" : "bins"
      let more = unlisted > 0 ? "; and \(phrase(.number(Double(unlisted)))) more \(bins)" : ""
      return "\(value) in each bin of \(binned): " + listed.joined(separator: "; ") + "\(more)."
    case .histogramTotal(let bins, let total, let leftOut, let binned):
      let count = bins == 1 ? "The 1 bin holds" : "The \(phrase(.number(Double(bins)))) bins total"
      let rest =
        leftOut.map { "; \(phrase($0)) more with no \(binned) value are left out" } ?? ""
      return "\(count) \(phrase(total))\(rest)."
    case .histogramMode(let bins, let value, let across):
      let ranges = bins.map { bin in
        let (start, end) = ends(bin.start, bin.end)
        return Phrase.name("\(start) to \(end)")
      }
      let largest = across ? "longest" : "tallest"
      return bins.count == 1
        ? "The \(largest) bin is \(phrase(ranges[0])), with \(phrase(value))."
        : "The \(largest) bins are \(phrase(.list(ranges))), with \(phrase(value)) each."
    case .histogramSkew(let skewness, let size):
      guard let skewness, let size else {
        return "Its skew cannot be measured: all of it is in one bin."
      }
      let g1 = "Fisher–Pearson skewness g1 = \(phrase(.number(skewness))) of the bin midpoints"
      switch size {
      case .roughlySymmetric: return "The distribution is roughly symmetric (\(g1))."
      case .moderate, .high:
        let degree = size == .high ? "highly" : "moderately"
        let side = skewness > 0 ? "right, towards higher values" : "left, towards lower values"
        return "The distribution is \(degree) skewed to the \(side) (\(g1))."
      }
    case .categoryOrder(let order, let axis, let first, let last):
      let named: String
      switch order {
      case .months: named = "the months of the year"
      case .weekdays: named = "the days of the week"
      case .numbers: named = "ascending numbers"
      case .ranges: named = "ascending ranges"
      case .periods: named = "the calendar, from \(first) to \(last)"
      case .declared: named = "the order the chart gives them, from \(first) to \(last)"
      }
      return "The \(axis) categories follow \(named), so the values are read in that order."
    case .histogramSpread(let low, let high, let mean, let deviation):
      let (start, end) = ends(low, high)
      var text = "The bins span \(start) to \(end)"
      if let mean, let deviation {
        text +=
          "; the binned mean is \(phrase(mean)), with a standard deviation of "
          + phrase(deviation)
      }
      return text + "."
    }
  }

  /// The relationship sentence, with its scope and evidence.
  ///
  /// "Strong negative relationship across all 392 points: Miles_per_Gallon falls as Horsepower
  /// rises (Pearson r = -0.778, p < 0.001; Spearman ρ = -0.853, p < 0.001)."; without
  /// `statesTests`, the same without the parentheses, and "No clear relationship between …"
  /// for one the tests do not find.
  private func relationship(
    _ relationship: ScatterRelationship, x: AxisDescriptor, y: AxisDescriptor,
    scope: KindSentence.Scope, alpha: Double, statesTests: Bool
  ) -> String {
    let count = phrase(.count(relationship.pointCount, .point))
    let within: String
    switch scope {
    case .allPoints: within = "across all \(count)"
    case .group(let name): within = "within \(name) (\(count))"
    }
    guard relationship.pointCount >= 3 else {
      return "No relationship can be measured \(within): at least 3 points are needed."
    }
    guard let pearson = relationship.pearson, let spearman = relationship.spearman else {
      let constant = relationship.line == nil ? x.title : y.title
      return "No relationship can be measured \(within): \(constant) does not vary."
    }
    let evidence =
      "Pearson r = \(ValueFormatter.number(pearson.coefficient)), "
      + "\(TrendSentence.pValue(pearson.p)); Spearman ρ = "
      + "\(ValueFormatter.number(spearman.coefficient)), \(TrendSentence.pValue(spearman.p))"
    guard let chosen = relationship.significant(alpha: alpha) else {
      guard statesTests else {
        return "No clear relationship between \(x.title) and \(y.title) \(within)."
      }
      return "No significant relationship between \(x.title) and \(y.title) \(within) "
        + "(\(evidence))."
    }
    let tests = statesTests ? " (\(evidence))" : ""
    return "\(strength(chosen)) \(within): \(words(chosen, x: x, y: y))\(tests)."
  }

  /// "Strong negative relationship", "Moderate positive monotonic relationship" (Spearman).
  private func strength(_ chosen: Correlation) -> String {
    let strength = RelationshipStrength(chosen.coefficient).rawValue
    let kind: String
    switch chosen.method {
    case .pearson: kind = ""
    case .spearman: kind = " monotonic"
    }
    return "\(strength.prefix(1).uppercased())\(strength.dropFirst()) "
      + "\(chosen.coefficient > 0 ? "positive" : "negative")\(kind) relationship"
  }

  /// "Miles_per_Gallon falls as Horsepower rises".
  private func words(_ chosen: Correlation, x: AxisDescriptor, y: AxisDescriptor) -> String {
    "\(y.title) \(chosen.coefficient > 0 ? "rises" : "falls") as \(x.title) rises"
  }
}

extension EnglishPhrasebook {
  /// What the slices and angles show.
  ///
  /// "It has 6 slices, one per Category; each slice's angle shows its share of the total
  /// Amount."
  ///
  /// A pie whose shares cannot be given counts the slices it has ("It has 4 slices, one per
  /// Category; 3 are drawn, as 1 is 0.").
  fileprivate func pieEncoding(_ pie: PieReading) -> String {
    let by = pie.categoryLabel.map { ", one per \($0)" } ?? ""
    guard let problem = pie.problem else {
      let slices = phrase(.count(pie.slices.count, .slice))
      return "It has \(slices)\(by); each slice's angle shows its share of the total "
        + "\(pie.valueLabel)."
    }
    let slices = "It has \(phrase(.count(pie.valueCount, .slice)))\(by)"
    switch problem {
    case .noValues, .zeroTotal: return "\(slices)."
    case .negativeValue:
      guard pie.zeroCount > 0 else { return "\(slices)." }
      let drawn = pie.valueCount - pie.zeroCount
      return "\(slices); \(drawn) \(drawn == 1 ? "is" : "are") drawn, as \(pie.zeroCount) "
        + "\(pie.zeroCount == 1 ? "is" : "are") 0."
    }
  }

  /// "The slices total 3,430, largest first: Rent 1,200 (35 %); …".
  fileprivate func pieShares(_ pie: PieReading, axis: AxisDescriptor) -> String {
    // Values that are themselves the shares ("rent 39.5 %") are not given twice.
    let shares = pie.slicesInReadingOrder.map { slice -> String in
      let value = AxisPhrasing.number(slice.value, on: axis)
      return pie.valuesAreShares
        ? "\(slice.label) \(value)" : "\(slice.label) \(value) (\(percent(slice, of: pie)))"
    }
    let order = pie.slices.count > PieReading.maximumSlicesInChartOrder ? ", largest first" : ""
    return "The slices total \(AxisPhrasing.number(pie.total, on: axis))\(order): "
      + shares.joined(separator: "; ") + "."
  }

  /// The largest and smallest slices, or that every slice is the same size.
  ///
  /// "The largest slice is Rent, 35 % of the total; the smallest is Utilities, 8 %." Slices tied at one value are given their exact share (three
  /// significant digits), since their whole percentages may differ by one.
  fileprivate func pieExtremes(_ pie: PieReading) -> String {
    guard let top = pie.largest.first, let bottom = pie.smallest.first else {
      return "The pie has no slices."
    }
    if top.value == bottom.value { return "\(pieLargest(pie))." }
    let smallest = pie.smallest
    let rest =
      smallest.count > 1
      ? "the smallest are \(ListPhrasing.joined(smallest.map(\.label))), "
        + "\(ValueFormatter.number(bottom.share)) % each"
      : "the smallest is \(bottom.label), \(percent(bottom, of: pie))"
    return "\(pieLargest(pie)); \(rest)."
  }

  /// "The largest slice is Rent, 35 % of the total", "The largest slices are A and B, 30.5 %
  /// each", or "Every slice is the same size, 33.3 % of the total".
  private func pieLargest(_ pie: PieReading) -> String {
    let largest = pie.largest
    guard let top = largest.first else { return "The pie has no slices" }
    if largest.count == pie.slices.count, largest.count > 1 {
      return "Every slice is the same size, \(ValueFormatter.number(top.share)) % of the total"
    }
    if largest.count > 1 {
      return "The largest slices are \(ListPhrasing.joined(largest.map(\.label))), "
        + "\(ValueFormatter.number(top.share)) % each"
    }
    return "The largest slice is \(top.label), \(percent(top, of: pie)) of the total"
  }

  /// Why no shares are given.
  fileprivate func pieProblem(_ pie: PieReading, _ problem: PieReading.Problem) -> String {
    switch problem {
    case .noValues: return "No slice has a value, so no shares can be given."
    case .negativeValue:
      let negative = pie.negativeLabels
      let has = negative.count == 1 ? "has a negative value" : "have negative values"
      return "\(ListPhrasing.joined(negative)) \(has), which an angle cannot show, so no shares "
        + "are given."
    case .zeroTotal: return "Every slice is 0, so no shares can be given."
    }
  }

  /// The largest slice as the long description says it ("The largest slice is Rent, 35 % of
  /// the total."); `brief`: "Largest: Rent, 35 %.".
  fileprivate func pieInBrief(_ pie: PieReading, brief: Bool) -> String {
    if let problem = pie.problem { return pieProblem(pie, problem) }
    guard brief, let top = pie.largest.first, pie.largest.count == 1 else {
      return "\(pieLargest(pie))."
    }
    return "Largest: \(top.label), \(percent(top, of: pie))."
  }

  /// "35 %", or "under 1 %" for a slice that rounds to 0 but is not empty; when the values are
  /// the shares (``PieReading/valuesAreShares``), the share as the value gives it, "39.5 %".
  func percent(_ slice: PieReading.Slice, of pie: PieReading) -> String {
    if pie.valuesAreShares { return "\(ValueFormatter.number(slice.share)) %" }
    return slice.percent == 0 && slice.value > 0 ? "under 1 %" : "\(slice.percent) %"
  }
}
