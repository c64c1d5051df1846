import ChartModel
import Foundation

/// Vega's bin boundaries: a "nice" step chosen from the data's extent and `maxbins`.
///
/// Follows vega-statistics' `bin` with base 10, divisors 5 and 2 and `nice: true`; a given
/// `step` is used as is. Each value falls in `[start + k·step, start + (k+1)·step)`, the
/// maximum in the last bin.
struct VegaBin: Hashable {
  /// The first bin's start.
  var start: Double
  /// The last bin's end.
  var stop: Double
  /// The bin width.
  var step: Double

  /// Chooses bins for an extent.
  ///
  /// - Parameters:
  ///   - extent: The smallest and largest value.
  ///   - maximumBins: Vega-Lite's `maxbins`. Default value: 10.
  ///   - fixedStep: Vega-Lite's `step`, when given.
  init(extent: ClosedRange<Double>, maximumBins: Int = 10, fixedStep: Double? = nil) {
    var low = extent.lowerBound
    var high = extent.upperBound
    let span = Swift.min(Swift.max(high - low, 1e-12), Double.greatestFiniteMagnitude)
    var step: Double
    if let fixedStep, fixedStep > 0 {
      step = fixedStep
    } else {
      let bins = Double(Swift.max(maximumBins, 1))
      let level = (log(bins) / log(10)).rounded(.up)
      step = pow(10, (log(span) / log(10)).rounded() - level)
      while (span / step).rounded(.up) > bins, step < Double.greatestFiniteMagnitude / 10 {
        step *= 10
      }
      for divisor in [5.0, 2.0] where span / (step / divisor) <= bins {
        step /= divisor
      }
    }
    let logStep = log(step) / log(10)
    let precision = logStep >= 0 ? 0 : Int(-logStep) + 1
    let epsilon = pow(10, -Double(precision) - 1)
    let nice = (low / step + epsilon).rounded(.down) * step
    low = low < nice ? nice - step : nice
    high = (high / step).rounded(.up) * step
    if high <= low { high = low + step }
    self.start = low
    self.stop = high
    self.step = step
  }

  /// The start of the bin a value falls in.
  func binStart(of value: Double) -> Double {
    let index = ((value - start) / step + 1e-14).rounded(.down)
    let last = ((stop - start) / step).rounded() - 1
    return start + step * Swift.min(Swift.max(index, 0), Swift.max(last, 0))
  }
}
