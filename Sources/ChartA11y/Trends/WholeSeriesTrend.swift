import Foundation

/// The whole-series test of a ``TrendAnalysis`` (the evidence and Sen's line), computed the
/// first time it is read.
///
/// A series with several phases is described by its phases after the whole span; the
/// whole-series test is read only by outputs that state trends (the trend sentence, JSON, the
/// many-series summary), not by levels 1 and 2, sonification or tables, and over ten million
/// values it costs
/// as much as all the phases together (a slope selection, Kendall's S, and for Hamed–Rao the
/// detrended ranks and an FFT). The test is a pure function of the series, so reading it
/// later gives the same bits as computing it at once; it is computed at most once, under a
/// lock, by the first reader.
///
/// Equality and hashing compare the computed values (and so compute them).
final class WholeSeriesTrend: Hashable, @unchecked Sendable {
  /// The evidence and Sen's line over the whole series.
  struct Value: Hashable, Sendable {
    /// The test over the whole series.
    var evidence: TrendEvidence
    /// Sen's line, or `nil` when it cannot be estimated (or the x is categorical).
    var line: SensSlope?
  }

  /// Guards `computed` and `compute` (an `NSLock`, which the thread sanitizer understands;
  /// see `LouisTranslator`).
  private let lock = NSLock()
  /// The value once computed.
  private var computed: Value?
  /// The computation, dropped (with the series it holds) once it has run.
  private var compute: (@Sendable () -> Value)?

  /// A value known already.
  init(_ value: Value) {
    computed = value
  }

  /// A value computed by `compute` when first read.
  init(deferred compute: @escaping @Sendable () -> Value) {
    self.compute = compute
  }

  /// The value, computed on the first read.
  ///
  /// - Complexity: The test's cost (O(n log n)) on the first read, O(1) after.
  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    if let computed { return computed }
    guard let compute else { preconditionFailure("neither a value nor a computation") }
    let value = compute()
    computed = value
    self.compute = nil
    return value
  }

  static func == (left: WholeSeriesTrend, right: WholeSeriesTrend) -> Bool {
    left === right || left.value == right.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
