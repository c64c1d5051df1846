import ChartModel

extension JSONRenderer.KindObject {
  /// An interval chart's evidence: the extent, every interval with its centre, the highest
  /// centre and the intervals overlapping its interval (indices into `intervals`).
  struct Interval: Encodable {
    struct Item: Encodable {
      var series: String
      var x: JSONRenderer.Value
      var centre: JSONRenderer.Value?
      var centreDrawn: Bool
      var low: JSONRenderer.Value
      var high: JSONRenderer.Value
    }
    var extent: String
    var extentName: String
    var field: String?
    var lowerLabel: String
    var upperLabel: String
    var band: Bool
    var intervals: [Item]
    var highestCentre: [Int]
    var overlapping: [Int]
    var method: String

    init(_ reading: IntervalReading, chart: AccessibleChart) {
      func number(_ value: Double) -> JSONRenderer.Value { JSONRenderer.Value(.number(value)) }
      extent = reading.extent.rawValue
      extentName = reading.extent.name
      field = reading.field
      lowerLabel = reading.lowerLabel
      upperLabel = reading.upperLabel
      band = reading.isBand
      intervals = reading.intervals.map {
        Item(
          series: $0.group(in: chart), x: JSONRenderer.Value($0.x),
          centre: $0.centre.map(number), centreDrawn: $0.centreIsDrawn, low: number($0.low),
          high: number($0.high))
      }
      highestCentre = reading.highestCentre
      overlapping = reading.overlapping
      method =
        "bounds as drawn; the centre is the drawn point or line at the same position and "
        + "colour group, else the midpoint of a mean ± 1 standard error or deviation; two "
        + "closed intervals overlap when neither lies wholly above the other; Vega-Lite "
        + "errorbar: mean ± stderr (sample standard deviation / √n) or stdev, iqr by R-7 "
        + "quartiles"
    }
  }
}
