import ChartModel
import Foundation
import Testing

@Suite("Gregorian day arithmetic")
struct GregorianDaysTests {
  @Test("Month starts and lengths agree with the UTC calendar from 1583 to 9999")
  func monthsAgreeWithCalendar() throws {
    let calendar = TemporalParser.calendar
    for year in stride(from: 1583, through: 9999, by: 7) {
      for month in 1...12 {
        let date = try #require(
          calendar.date(from: DateComponents(year: year, month: month, day: 1)))
        let days = GregorianDays.days(year: year, month: month, day: 1)
        #expect(Double(days * 86_400) == date.timeIntervalSince1970, "\(year)-\(month)")
        #expect(
          GregorianDays.dayCount(month: month, year: year)
            == calendar.range(of: .day, in: .month, for: date)?.count, "\(year)-\(month)")
      }
    }
    #expect(GregorianDays.days(year: 1970, month: 1, day: 1) == 0)
    #expect(GregorianDays.days(year: 2000, month: 3, day: 1) == 11_017)
    #expect(GregorianDays.firstExactDay == -141_349)
  }

  @Test("Day numbers turn back into the calendar's year, month and day")
  func daysToDates() {
    let calendar = TemporalParser.calendar
    for day in stride(from: GregorianDays.firstExactDay, to: 2_932_897, by: 997) {
      let parts = calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: Double(day) * 86_400))
      let computed = GregorianDays.date(ofDay: day)
      #expect(
        computed.year == parts.year && computed.month == parts.month
          && computed.day == parts.day, "day \(day)")
      #expect(
        GregorianDays.days(year: computed.year, month: computed.month, day: computed.day) == day)
    }
  }
}
