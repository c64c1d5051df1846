import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// The wording of scatter plots' and connected scatter plots' sentences, once per sentence
/// kind, on the charts whose values `KindReadingTests`, `ScatterClustersTests` and
/// `ConnectedScatterReadingTests` check.
@Suite("Wording: scatter plots")
struct ScatterWordingTests {
  @Test("Relationship: strength, direction and evidence, over all points and per group")
  func relationship() throws {
    let text = KindWording.text(try ChartFixture.analysis("vega-lite/cars-scatter.vl.json"))
    #expect(text.hasPrefix("Scatter plot: Horsepower and fuel economy."))
    #expect(
      text.contains(
        "Strong negative relationship across all 392 points: Miles_per_Gallon falls as "
          + "Horsepower rises (Pearson r = -0.778, p < 0.001"))
    #expect(text.contains("Strong negative relationship within Japan (79 points)"))
  }

  @Test("Relationship that cannot be measured: too few points, or an axis that does not vary")
  func unmeasurable() throws {
    let two = KindWording.text(try KindReadingTests.scatter([(1, 2), (2, 3)]))
    #expect(two.contains("No relationship can be measured across all 2 points: at least 3"))
    let flat = KindWording.text(try KindReadingTests.scatter([(1, 5), (2, 5), (3, 5)]))
    #expect(flat.contains("No relationship can be measured across all 3 points: y does not vary"))
  }

  @Test("Outliers: the points far from the least-squares line, or that none is")
  func outliers() throws {
    let one = KindWording.text(try ChartFixture.analysis(spec: "study-hours-scatter"))
    #expect(
      one.contains(
        "1 point lies far from the least-squares line (residual more than 3 MADs from the "
          + "median): Hours studied 6, Exam score 30 points."), "\(one)")
    let none = KindWording.text(try ChartFixture.analysis(spec: "seed-sizes-clusters"))
    #expect(
      none.contains(
        "No point lies far from the least-squares line (residual more than 3 MADs from the "
          + "median)."), "\(none)")
  }

  @Test("Clusters: how many, their sizes and centres, the silhouette; briefly in the alt text")
  func clusters() throws {
    let analysis = try ScatterClustersTests.ringsChart()
    let text = KindWording.text(analysis)
    #expect(
      text.contains(
        "The points form 3 clearly separated clusters (k-means on standardised x and y; mean "
          + "silhouette 0.877, a strong structure): 20 points around a 1.99, b 5; 15 points "
          + "around a 8, b 1; 10 points around a 8.98, b 9."), "\(text)")
    // The short alt text says them too, before the relationship, within its 150 characters.
    let short = AltTextContent(analysis).short
    #expect(
      short
        == "Scatter plot: b by a. 3 clearly separated clusters; no significant relationship "
        + "between a and b.", "\(short)")
  }

  @Test("Fitted line: slope and intercept as drawn; its series says what it is, once")
  func fittedLine() throws {
    let text = KindWording.text(try ConnectedScatterReadingTests.regressionChart())
    #expect(
      text.contains(
        "The chart draws a least-squares line: slope -0.158 Miles_per_Gallon per Horsepower, "
          + "intercept 39.9, from Horsepower 46 to 230."))
    // The line's own section says what it is; its two end points are not read as data (no
    // "mean" of them), and a name that says its marks does not repeat them.
    #expect(
      text.contains(
        "\n\nMiles_per_Gallon (line):\nMiles_per_Gallon (line) is the least-squares line stated "
          + "above, from Horsepower 46 to 230; its end points are where the line is drawn, not "
          + "data."), "\(text)")
    #expect(text.contains("Miles_per_Gallon (point) has 392 values"), "\(text)")
    for phrase in ["(point) (point)", "(line) (line)", "the mean is 18.2"] {
      #expect(!text.contains(phrase), "\(phrase) in \(text)")
    }
  }

  @Test("Connected scatter: the path in its order, from its first point, never a series' ends")
  func connectedPath() throws {
    for (path, kind) in ConnectedScatterReadingTests.driving {
      let text = KindWording.text(try ChartFixture.analysis(path, kind: kind))
      #expect(text.hasPrefix("Connected scatter plot: Driving shifts into reverse."), "\(path)")
      #expect(text.contains("points in order of "), "\(path)")
      #expect(text.contains(", from 1956 at ("), "\(path)")
      #expect(!text.contains("starts at") && !text.contains("Mann–Kendall"), "\(path)")
    }
  }

  @Test(
    "Scatter plots and pies never say starts, ends or Mann–Kendall",
    arguments: KindReadingTests.scatterFixtures + KindReadingTests.pieFixtures)
  func noSeriesOverX(path: String) throws {
    let text = KindWording.text(try ChartFixture.analysis(path))
    for phrase in KindWording.seriesOverXPhrases {
      #expect(!text.contains(phrase), "\(path): \(phrase)")
    }
  }
}
