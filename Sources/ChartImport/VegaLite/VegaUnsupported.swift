import ChartModel

/// A Vega-Lite construct the importer cannot compute, with its place.
///
/// Thrown inside the import of one view; the importer turns it into a warning and leaves the
/// view out, so that nothing is described from data it could not derive.
struct VegaUnsupported: Error, Hashable {
  /// What is not supported, lowercase without a final period.
  var message: String
  /// Where it is.
  var path: SpecPath
}
