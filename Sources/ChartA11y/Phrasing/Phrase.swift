import ChartModel

/// One part of a sentence, by what it is rather than how it reads.
///
/// A count of series, a value on an axis, a list of names: a ``Phrasebook`` words it in its
/// language.
///
/// Describers build sentences from parts (``ChartSentence``, ``SeriesSentence``) so that a
/// second language is a second phrasebook, not a second copy of the analysis code.
indirect enum Phrase: Sendable {
  /// Text from the chart or its data (a title, a series name, a label), said as it is.
  case name(String)
  /// A number as people say it, three significant digits (``ValueFormatter/number(_:)``).
  case number(Double)
  /// A plotted value read on an axis: a date by the axis's calendar unit, a number with its
  /// unit, a category as it is.
  case value(DataValue, on: AxisDescriptor)
  /// A plotted value read on an axis as drawn: the axis's format, or up to six significant
  /// digits (``ValueFormatter/preciseNumber(_:)``), so a price of 100.97 stays 100.97.
  case preciseValue(DataValue, on: AxisDescriptor)
  /// A count of things: "3 series", "1 category", "1.23 million points".
  case count(Int, Noun)
  /// Values that fill fewer calendar periods than they are (a period given twice): "5
  /// values in 4 months" (``PeriodCount``).
  case valuesInPeriods(PeriodCount, CalendarUnit)
  /// A noun's plural alone: "years" in "no years are missing".
  case plural(Noun)
  /// Parts read as a list, in order: "Day, Dusk and Night".
  case list([Phrase])
  /// The kinds of mark drawn, in order: "rule and rectangle".
  case marks([MarkKind])
  /// What kind of chart it is: "bar chart", "box plot".
  case chartType(ChartType)
  /// An axis by its title, unit, kind and extent: "Year, temporal, from 1880 to 2017".
  case axis(AxisDescriptor)
  /// The side of one of two y axes, as a reader sees it: "left", "right".
  case axisSide(AxisPosition)
}
