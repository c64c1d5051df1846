import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Axes labelled in whole years: dates or numbers by where the ticks stand")
struct YearLabelledAxisTests {
  /// Ticks for the years 2015 to 2021 (two leap years), each placed by `pixel`.
  static func ticks(_ pixel: (Int) -> Double) -> [AxisTick] {
    (2015...2021).map { AxisTick(pixel: pixel($0), label: String($0)) }
  }

  /// Days from 1 January 2015 to 1 January of `year`.
  static func days(to year: Int) -> Double {
    (2015..<year).reduce(0) { days, year in
      days + (year % 4 == 0 ? 366 : 365)
    }
  }

  @Test("Ticks a leap day wider after a leap year are dates: a point between them is a day")
  func calendar() throws {
    // 60 pixels a year of 365 days: 2016 and 2020 are 366/365 of it (0.16 pixels more).
    let ticks = Self.ticks { 100 + Self.days(to: $0) * 60 / 365 }
    let fit = try #require(YearLabelledAxis.fit(ticks)).get()
    guard case .time = fit else {
      Issue.record("read as \(fit)")
      return
    }
    let axis = RecoveredAxis(isHorizontal: true, title: nil, scale: fit, ticks: ticks)
    // 1 October 2017: 273 days after 1 January 2017.
    let october = 100 + (Self.days(to: 2017) + 273) * 60 / 365
    let read = try #require(axis.value(at: october))
    guard case .date(let date) = read else {
      Issue.record("read \(read)")
      return
    }
    let expected = try #require(TemporalParser.date(fromISO8601: "2017-10-01"))
    #expect(abs(date.timeIntervalSince(expected)) < 60)
  }

  @Test("Evenly spaced years in fine coordinates are numbers")
  func even() throws {
    let ticks = Self.ticks { 100.123457 + Double($0 - 2015) * 60.25 }
    let fit = try #require(YearLabelledAxis.fit(ticks)).get()
    guard case .linear(let intercept, let slope) = fit else {
      Issue.record("read as \(fit)")
      return
    }
    #expect(abs(slope - 60.25) < 1e-9)
    #expect(abs(intercept - (100.123457 - 2015 * 60.25)) < 1e-6)
  }

  @Test("Years whose spacing cannot tell (rounded to whole pixels) are dates")
  func undecided() throws {
    let ticks = Self.ticks { (100 + Self.days(to: $0) * 10 / 365).rounded() }
    let fit = try #require(YearLabelledAxis.fit(ticks)).get()
    guard case .time = fit else {
      Issue.record("read as \(fit)")
      return
    }
  }

  @Test("Labels that are not all whole years are not this rule's")
  func notYears() {
    #expect(
      YearLabelledAxis.fit([
        AxisTick(pixel: 0, label: "2000"), AxisTick(pixel: 10, label: "2002.5"),
      ]) == nil)
    #expect(
      YearLabelledAxis.fit([AxisTick(pixel: 0, label: "0"), AxisTick(pixel: 10, label: "5")])
        == nil)
  }
}
