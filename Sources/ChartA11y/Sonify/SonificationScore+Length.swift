extension SonificationScore {
  /// The longest score rendered to sound, in seconds: one hour, every series together.
  ///
  /// Each series is capped at ``ChartModel/SonificationSpec/maximumDurationSeconds`` (an hour),
  /// but a chart of thousands of series played one after another would still run for days and
  /// fill a disk. An hour of 44.1 kHz 16-bit stereo WAV is 635 MB; four hours, the limit
  /// before, made a 2.54 GB file from a 6 KB spec in 31 s of processor time. One hour is 720
  /// series at the default five seconds each.
  public static let maximumDurationSeconds: Double = 3_600

  /// Checks that the score is short enough to render.
  ///
  /// - Throws: ``ChartA11yError/Kind/audioTooLong(seconds:seriesCount:)`` when
  ///   ``durationSeconds`` is above ``maximumDurationSeconds`` (or not finite).
  /// - Complexity: O(1).
  public func checkLength() throws(ChartA11yError) {
    guard durationSeconds.isFinite, durationSeconds <= Self.maximumDurationSeconds else {
      throw ChartA11yError(
        .audioTooLong(seconds: durationSeconds, seriesCount: seriesNames.count))
    }
  }
}
