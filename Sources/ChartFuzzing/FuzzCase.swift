import Foundation

/// One fuzz case: the bytes given to a target's parser.
public struct FuzzCase: Sendable {
  /// The case's number in its run.
  public var index: Int
  /// The input: a file's bytes, or the text of an expression, path data or spec path.
  public var input: Data

  /// A case of the given input.
  public init(index: Int, input: Data) {
    self.index = index
    self.input = input
  }

  /// Draws case `index` of a run of `target` from the seed.
  ///
  /// - Parameters:
  ///   - corpus: The target's seed files (ignored by targets that generate whole texts).
  ///   - seed: The run's seed.
  ///   - index: The case's number.
  /// - Complexity: O(*n*) in the chosen seed file's size.
  public init(_ corpus: FuzzCorpus, seed: UInt64, index: Int) {
    self.index = index
    var generator = FuzzGenerator(seed: seed, case: index)
    switch corpus.target {
    case .chartSpec, .csv, .vegaLite, .svg, .svgTools, .csvDialect, .altText, .page:
      input = generator.mutate(generator.pick(corpus.seeds))
    case .svgGeometry:
      input = Self.hostileDrawing(&generator, seeds: corpus.seeds)
    case .vegaExpression:
      input = Data(FuzzTexts.hostileVegaExpression(&generator).utf8)
    case .pathData:
      input = Data(FuzzTexts.pathData(&generator).utf8)
    case .specPath:
      input = generator.mutate(Data(generator.pick(FuzzTexts.specPaths).utf8))
    }
  }

  /// A mutated drawing; half the time with a hostile number, a transform list or a clip
  /// reference put into its first coordinates, transform and clip attributes.
  private static func hostileDrawing(_ generator: inout FuzzGenerator, seeds: [Data]) -> Data {
    let data = generator.mutate(generator.pick(seeds))
    guard generator.below(2) == 0, var text = String(data: data, encoding: .utf8) else {
      return data
    }
    let hostile = [
      "NaN", "1e309", "-1e300", "1e16", "url(#nowhere)", "scale(0)", "matrix(0 0 0 0 0 0)",
    ]
    for attribute in ["x=\"", "y=\"", "translate(", "d=\"M ", "clip-path=\"", "transform=\""] {
      if let range = text.range(of: attribute), generator.below(2) == 0 {
        let inserted =
          attribute == "transform=\""
          ? FuzzTexts.transformList(&generator) : generator.pick(hostile)
        text.insert(contentsOf: inserted + " ", at: range.upperBound)
      }
    }
    return Data(text.utf8)
  }
}
