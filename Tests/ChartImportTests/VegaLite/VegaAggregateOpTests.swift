import Testing

@testable import ChartImport
@testable import ChartModel

@Suite("Vega aggregate operations")
struct VegaAggregateOpTests {
  private let values: [DataValue?] = [.number(1), .number(2), nil, .number(4), .number(10)]

  @Test(
    "Each operation skips missing values except count and missing",
    arguments: zip(
      [
        VegaAggregateOp.count, .valid, .missing, .sum, .mean, .median, .min, .max, .q1, .q3,
        .distinct, .variance,
      ],
      [5.0, 4, 1, 17, 4.25, 3, 1, 10, 1.75, 5.5, 4, 16.25]))
  func operation(op: VegaAggregateOp, expected: Double) {
    #expect(op.apply(to: values) == expected)
  }

  @Test("Titles follow Vega-Lite's verbal style")
  func titles() {
    #expect(VegaAggregateOp.mean.title(of: "price") == "Mean of price")
    #expect(VegaAggregateOp.count.title(of: nil) == "Count of Records")
  }

  @Test("An empty group has no mean and a zero sum")
  func emptyGroup() {
    #expect(VegaAggregateOp.mean.apply(to: [nil]) == nil)
    #expect(VegaAggregateOp.sum.apply(to: []) == 0)
  }
}
