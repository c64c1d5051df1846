import ChartModel
import Foundation
import GoldenTesting

// The charts of the three seed articles, written in the DSL as close to the articles' Swift
// Charts code as Swift on Linux allows. Differences from the articles are marked `// Deviation:`;
// SwiftUI views, state and gestures are left out, and `chartTitle`, `chartXAxisLabel`,
// `chartYAxisLabel`, `chartYAxisUnit` and `chartSummary` add what SwiftUI would give the chart
// from its surroundings (and what the JSON fixtures hold).

/// The cells of each row of a simple CSV file (no quoting) in `fixtures/data`, header left out.
func fixtureCSVRows(_ file: String) throws -> [[String]] {
  let url = Fixtures.root.appendingPathComponent("charts/data").appendingPathComponent(file)
  return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
    .map { line in line.split(separator: ",").map(String.init) }
}

// MARK: - Ridgeline (seeds/000): popularity of US baby names

/// One row of `fixtures/charts/data/us-baby-names-top-female.csv`.
struct BabyNamesDataPoint: Identifiable {
  let name: String
  let year: Date
  let proportion: Double

  var id: String { "\(name) \(year.timeIntervalSince1970)" }

  /// Reads the real CSV file (columns `year,name,count,proportion`).
  static func load() throws -> [BabyNamesDataPoint] {
    try fixtureCSVRows("us-baby-names-top-female.csv").compactMap { cells in
      guard cells.count == 4, let year = Int(cells[0]),
        let date = TemporalParser.date(year: year), let proportion = Double(cells[3])
      else { return nil }
      return BabyNamesDataPoint(name: cells[1], year: date, proportion: proportion)
    }
  }
}

extension Array where Element == BabyNamesDataPoint {
  /// The year in which the name's proportion of births was highest.
  var yearOfMaxProportion: Date {
    // Deviation: the article calls fatalError for an empty array.
    guard let first = self.first else { return .distantFuture }
    var year = first.year
    var proportion = first.proportion
    for element in self {
      if element.proportion > proportion {
        year = element.year
        proportion = element.proportion
      }
    }
    return year
  }
}

/// The article's grouping: by name, ordered by the year of each name's maximum.
///
/// Deviation: Swift Collections' `OrderedDictionary` is an array of pairs here (no package
/// dependencies), and names whose maximum falls in the same year (Ashley and Jessica, 1987)
/// are ordered by name, where the article's order depends on `Dictionary`'s random seed.
func orderedBabyNames(_ babyDataPoints: [BabyNamesDataPoint])
  -> [(key: String, value: [BabyNamesDataPoint])]
{
  let groupedDataPoints = Dictionary(grouping: babyDataPoints) { dataPoint in
    dataPoint.name
  }
  return groupedDataPoints.sorted { a, b in
    let (yearA, yearB) = (a.value.yearOfMaxProportion, b.value.yearOfMaxProportion)
    return yearA != yearB ? yearA < yearB : a.key < b.key
  }
  .map { (key: $0.key, value: $0.value) }
}

struct AreaChartForName: ChartContent {
  let name: String
  let dataPoints: [BabyNamesDataPoint]

  var body: some ChartContent {
    ForEach(dataPoints) { point in
      // Deviation: `unit: .year`, so that the years are read as years ("in 1948").
      AreaMark(
        x: .value("Year", point.year, unit: .year),
        y: .value("Proportion", point.proportion),
        stacking: .unstacked
      )
      .interpolationMethod(.cardinal)
      .foregroundStyle(
        by: .value("Baby Name", point.name)
      )

      LineMark(
        x: .value("Year", point.year, unit: .year),
        y: .value("Proportion", point.proportion),
        series: .value("Baby Name", point.name)
      )
      .interpolationMethod(.cardinal)
      .accessibilityHidden(true)
      .foregroundStyle(.thinMaterial)
    }

    RuleMark(y: .value("", 0))
      .foregroundStyle(by: .value("Baby Name", name))
      .annotation(
        position: .top, alignment: .leading, spacing: 2
      ) {
        Text(name).font(.subheadline)
      }
      .accessibilityHidden(true)
  }
}

struct RidgeBabyChart {
  let groupedData: [(key: String, value: [BabyNamesDataPoint])]

  var body: Chart {
    Chart {
      ForEach(
        Array(groupedData.enumerated()),
        id: \.offset
      ) { (offset, element) in
        let offsetFactor: CGFloat =
          CGFloat(
            groupedData.count - 1 - offset
          ) * -35

        AreaChartForName(
          name: element.key,
          dataPoints: element.value
        )
        .offset(y: offsetFactor)
      }
    }
    .chartYScale(domain: 0...0.2)
    .chartYAxis(.hidden)
    .chartForegroundStyleScale(
      range: Gradient(
        colors: [
          .blue,
          .teal,
        ]
      )
    )
    .chartXScale(
      range: .plotDimension(startPadding: 60)
    )
    .chartLegend(.hidden)
    .chartTitle("Popularity of US baby names, 1880–2017")
    .chartXAxisLabel("Year")
    .chartYAxisLabel("Proportion of female births")
  }
}

// MARK: - Sales report (seeds/003): an area chart with a conditional rule

struct SalesRecord: Identifiable {
  let id = UUID()
  let office: String
  let salesVolume: Int
}

let salesRecords: [SalesRecord] = [
  .init(office: "New York", salesVolume: 3000),
  .init(office: "San Fran", salesVolume: 2750),
  .init(office: "California", salesVolume: 4020),
  .init(office: "Denver", salesVolume: 930),
  .init(office: "Kansas", salesVolume: 2100),
]

struct SalesReportView {
  /// The article's `@State` value, set as a drag over the chart at 1,200 would set it.
  var selectedRecord: (String, Int)? = ("", 1200)

  var body: Chart {
    Chart {
      ForEach(salesRecords) { record in
        AreaMark(
          x: .value("Office Location", record.office),
          y: .value("Sales Volume", record.salesVolume)
        )
        .foregroundStyle(
          .linearGradient(
            colors: [.cyan, .cyan.opacity(0.2)], startPoint: .top, endPoint: .bottom)
        )
        .foregroundStyle(.pink.opacity(0.7))
      }
      if let selectedRecord {
        if (selectedRecord.1 > 0 && selectedRecord.1 < 5000) {
          RuleMark(y: .value("Sales", selectedRecord.1))
            .foregroundStyle(.pink)
            .annotation {
              Text("\(selectedRecord.1)")
                .foregroundColor(.secondary)
            }
        }
      }
    }
    .chartTitle("Sales Report")
  }
}

// MARK: - Categorical grouping (seeds/004): bars by activity, monthly bars and lines, box plots

struct ActivityHours: Identifiable {
  let id: Int
  let teamMember: String
  let activity: String
  let hours: Int
}

let activityHours: [ActivityHours] = [
  ("Avery", "Research", 12), ("Avery", "Design", 18), ("Avery", "Development", 10),
  ("Blake", "Research", 6), ("Blake", "Design", 9), ("Blake", "Development", 25),
  ("Casey", "Research", 15), ("Casey", "Design", 4), ("Casey", "Development", 21),
  ("Devon", "Design", 22), ("Devon", "Research", 8), ("Devon", "Development", 11),
].enumerated().map { index, row in
  ActivityHours(id: index, teamMember: row.0, activity: row.1, hours: row.2)
}

func activityHoursChart() -> Chart {
  Chart(activityHours) { item in
    BarMark(
      x: .value("Team member", item.teamMember),
      y: .value("Hours", item.hours)
    )
    .foregroundStyle(by: .value("Activity", item.activity))
    .position(
      by: .value("Activity", item.activity),
      axis: .horizontal
    )
  }
  .chartTitle("Hours by activity for each team member")
  .chartYAxisUnit("hours")
}

struct MonthlyActivityHours: Identifiable {
  let month: Date
  let activity: String
  let hours: Int

  var id: String { "\(month.timeIntervalSince1970) \(activity)" }

  /// Reads `fixtures/charts/data/monthly-activity.csv` (columns `month,activity,hours`).
  static func load() throws -> [MonthlyActivityHours] {
    try fixtureCSVRows("monthly-activity.csv").compactMap { cells in
      guard cells.count == 3, let month = TemporalParser.date(fromISO8601: cells[0]),
        let hours = Int(cells[2])
      else { return nil }
      return MonthlyActivityHours(month: month, activity: cells[1], hours: hours)
    }
  }
}

func monthlyActivityChart(_ monthlyActivityHours: [MonthlyActivityHours]) -> Chart {
  Chart(monthlyActivityHours) { reading in
    BarMark(
      x: .value("Month", reading.month, unit: .month),
      y: .value("Hours", reading.hours)
    )
    .foregroundStyle(by: .value("Activity", reading.activity))
    .position(
      by: .value("Activity", reading.activity),
      axis: .horizontal
    )

    LineMark(
      x: .value("Month", reading.month, unit: .month),
      y: .value("Hours", reading.hours),
      series: .value("Activity", reading.activity)
    )
    .foregroundStyle(by: .value("Activity", reading.activity))
    .position(
      by: .value("Activity", reading.activity),
      axis: .horizontal
    )
  }
  .chartTitle("Monthly hours by activity, first half of 2024")
  .chartYAxisUnit("hours")
}

struct WaterIntakeSummary: Identifiable {
  let year: Date
  let dayOrNight: String
  let minimum: Double
  let lowerQuartile: Double
  let median: Double
  let upperQuartile: Double
  let maximum: Double

  var id: String { "\(year.timeIntervalSince1970) \(dayOrNight)" }
}

let summaries: [WaterIntakeSummary] = [
  (2021, "Day", 1.1, 1.6, 1.9, 2.3, 3.0), (2021, "Night", 0.2, 0.4, 0.5, 0.7, 1.2),
  (2022, "Day", 1.2, 1.7, 2.0, 2.4, 3.2), (2022, "Night", 0.2, 0.4, 0.6, 0.8, 1.3),
  (2023, "Day", 1.3, 1.8, 2.1, 2.5, 3.1), (2023, "Night", 0.3, 0.5, 0.6, 0.8, 1.4),
  (2024, "Day", 1.4, 1.9, 2.2, 2.6, 3.3), (2024, "Night", 0.3, 0.5, 0.7, 0.9, 1.5),
].compactMap { row in
  TemporalParser.date(year: row.0).map { year in
    WaterIntakeSummary(
      year: year, dayOrNight: row.1, minimum: row.2, lowerQuartile: row.3, median: row.4,
      upperQuartile: row.5, maximum: row.6)
  }
}

func waterIntakeChart() -> Chart {
  Chart(summaries) { summary in
    Plot {
      RuleMark(
        x: .value("Year", summary.year, unit: .year),
        yStart: .value("Minimum water intake", summary.minimum),
        yEnd: .value("Maximum water intake", summary.maximum)
      )

      RectangleMark(
        x: .value("Year", summary.year, unit: .year),
        yStart: .value("Lower quartile", summary.lowerQuartile),
        yEnd: .value("Upper quartile", summary.upperQuartile),
        width: .ratio(0.7)
      )

      // Deviation: the median is one value drawn 2 points high, as in the JSON fixture,
      // rather than the article's `yStart`/`yEnd` pair of median edges.
      RectangleMark(
        x: .value("Year", summary.year, unit: .year),
        y: .value("Median", summary.median),
        width: .ratio(0.7),
        height: .fixed(2)
      )
    }
    .foregroundStyle(by: .value("Day or night", summary.dayOrNight))
    .position(
      by: .value("Day or night", summary.dayOrNight),
      axis: .horizontal
    )
  }
  .chartTitle("Daily water intake by year, day and night")
  .chartSummary("Daytime intake is consistently higher than nighttime intake.")
  .chartYAxisLabel("Water intake", unit: "litres")
}

/// Every seed chart by the name of its JSON fixture.
enum SeedCharts {
  static let names = [
    "us-baby-names-ridgeline", "sales-report", "activity-hours", "monthly-activity",
    "water-intake",
  ]

  static func chart(named name: String) throws -> Chart {
    switch name {
    case "us-baby-names-ridgeline":
      return RidgeBabyChart(groupedData: orderedBabyNames(try BabyNamesDataPoint.load())).body
    case "sales-report":
      return SalesReportView().body
    case "activity-hours":
      return activityHoursChart()
    case "monthly-activity":
      return monthlyActivityChart(try MonthlyActivityHours.load())
    default:
      return waterIntakeChart()
    }
  }
}
