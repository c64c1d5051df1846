#!/usr/bin/env python3
"""Checks chart-describe's Vega-Lite import against an independent oracle.

Builds a corpus of Vega-Lite specs with Altair from vega_datasets' locally bundled data (copied
beside the specs and read by relative `url`; nothing is fetched), runs the built binary with
`describe --format json` on each, and compares every series' minimum, maximum, mean and
Mann–Kendall trend direction (of the test chart-describe names: the original, or Hamed–Rao's
correction for autocorrelation) with the truth computed here with pandas and pymannkendall,
which never sees the Swift code or its output. vl-convert compiles each spec to Vega first, so
the corpus holds only specs Vega-Lite itself accepts.

    swift build -c release
    python3 scripts/vega_corpus.py [--binary .build/release/chart-describe] [--keep DIR] [-v]
                                   [--held-out]

With --held-out, the same checks run on other charts: other datasets (San Francisco's hourly
temperatures, Anscombe's quartet, Burtin's antibiotics, the LA riots, wheat, driving), other
formats, and themes set in `config` (`numberFormat`, `axisY`, `axisQuantitative`, `axisX`
time formats) and time formats on ordinal date axes, none of which the rules were tuned on.

Charts with axis formats, log scales, nulls and weekday data are also read as text (`describe
--level 3`): each must contain the phrases computed here (an axis range written by d3 itself,
through Vega's `format`, as `scripts/format_oracle.py` does; "on a logarithmic scale";
"weekdays only"). Every output of every chart — `describe` as text, Markdown and JSON at level 3
(which holds levels 1 and 2), the data table as Markdown, CSV and HTML, braille graphs, `sonify --format text` and
`json`, an `explore` transcript (every key, on every point) and `audit` in every report format
— must hold no ISO timestamp (`[0-9]{4}-[0-9]{2}-[0-9]{2}T`) and, on an axis of years, no year
written with a separator ("1,730"). The narration's spoken text is checked on the same corpus
by the Swift tests: `--keep DIR`, then `CHART_DESCRIBE_CORPUS=DIR swift test --filter
"DisplayedDatesAndYears|NarrationTiming|NarrationLoudness|SpokenPhoneme"`.

Prints one line per disagreement and the agreement rate; exits 1 when any check disagrees.
Python packages: altair, vl-convert-python, vega_datasets, pandas, pymannkendall.
"""
import json
import math
import os
import re
import sys

import altair as alt
import pandas as pd
import pymannkendall as mk

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments, close, load, url  # noqa: E402
from format_oracle import render  # noqa: E402  (d3's own formatting, through Vega)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


# --- the corpus: (name, chart, truth) where truth() -> {series: Series(y, index=x)} ---


def grouped(frame, x, y, by=None, how=None):
    """Per series, y (aggregated with `how` per x when given), indexed and sorted by x."""
    result = {}
    groups = frame.groupby(by) if by else [(None, frame)]
    for key, part in groups:
        part = part.dropna(subset=[y])
        values = part.groupby(x)[y].agg(how) if how else part.set_index(x)[y]
        result[key if by else None] = values.sort_index()
    return result


def summary_specifier(specifier, value, digits):
    """The d3 specifier a summary of `value` is written with (docs/chart-spec.md, "Value
    formats"): the axis's own when it keeps `digits` significant digits, else widened to them
    and trimmed; a specifier without a precision at `digits`, trimmed; `~` as it is."""
    m = re.fullmatch(r"(?P<pre>[^.~]*?)(?:\.(?P<p>\d+))?(?P<trim>~?)(?P<type>[a-zA-Z%]?)", specifier)
    kind = m["type"]
    if m["trim"] or kind in "dbBoxX" and kind or value == 0 or not math.isfinite(value):
        return specifier
    e = math.floor(math.log10(abs(value)))
    wanted = {"f": digits - 1 - e, "%": digits - 3 - e, "e": digits - 1}.get(kind, digits)
    if m["p"] is None:
        return f"{m['pre']}.{max(0, wanted)}~{kind}"
    p = int(m["p"])
    step = {"f": 10.0 ** -p, "%": 10.0 ** -(p + 2), "e": 10.0 ** (e - p)}.get(kind, 10.0 ** (e - p + 1))
    error = abs(value - round(value / step) * step)
    if error <= 0.5 * 10.0 ** (e - digits + 1) * (1 + 1e-9):
        return specifier
    return f"{m['pre']}.{max(p, wanted)}~{kind}"


def d3_range(specifier, truth):
    """'from A to B' for the y axis over every series, A and B written by d3-format at the
    summary's precision: three significant digits at least, more when the values lie close
    together for their size (AxisDescriptor.summaryDigits, recomputed here)."""
    values = pd.concat(list(truth().values()))
    low, high = float(values.min()), float(values.max())
    size = max(abs(low), abs(high))
    digits = 3 if high <= low else min(15, max(3, math.ceil(math.log10(size / (high - low))) + 2))
    low_text, high_text = render([
        f"format({low!r}, {json.dumps(summary_specifier(specifier, low, digits))})",
        f"format({high!r}, {json.dumps(summary_specifier(specifier, high, digits))})"])
    return [f"from {low_text} to {high_text}".replace("\u2212", "-")]


def cases():
    out = []

    def add(name, chart, truth, says=None):
        out.append((name, chart, truth, says))

    stocks = url("stocks.csv")
    add("stocks-line", alt.Chart(stocks).mark_line().encode(
        x="date:T", y="price:Q", color="symbol:N"),
        lambda: grouped(load("stocks.csv"), "date", "price", "symbol"))
    add("stocks-yearly-mean", alt.Chart(stocks).mark_line().encode(
        x="year(date):T", y="mean(price):Q", color="symbol:N"),
        lambda: grouped(load("stocks.csv").assign(year=lambda d: d.date.dt.year),
                          "year", "price", "symbol", "mean"))
    add("stocks-max-by-symbol", alt.Chart(stocks).mark_bar().encode(
        x="symbol:N", y="max(price):Q"),
        lambda: {None: load("stocks.csv").groupby("symbol")["price"].max()})
    for symbol in ["AAPL", "IBM", "MSFT"]:
        add(f"stocks-{symbol}-filtered", alt.Chart(stocks).mark_area().encode(
            x="date:T", y="price:Q").transform_filter(alt.datum.symbol == symbol),
            lambda s=symbol: {None: load("stocks.csv").query("symbol == @s")
                                 .set_index("date")["price"].sort_index()})

    weather = url("seattle-weather.csv")
    for field in ["temp_max", "temp_min", "precipitation", "wind"]:
        add(f"weather-{field}-monthly", alt.Chart(weather).mark_line().encode(
            x=f"yearmonth(date):T", y=f"mean({field}):Q"),
            lambda c=field: grouped(load("seattle-weather.csv").assign(
                m=lambda d: pd.to_datetime(d.date).dt.to_period("M")), "m", c, how="mean"))
        add(f"weather-{field}-by-month", alt.Chart(weather).mark_bar().encode(
            x="month(date):O", y=f"mean({field}):Q"),
            lambda c=field: grouped(load("seattle-weather.csv").assign(
                m=lambda d: pd.to_datetime(d.date).dt.month), "m", c, how="mean"))
        add(f"weather-{field}-yearly-max", alt.Chart(weather).mark_bar().encode(
            x="year(date):O", y=f"max({field}):Q"),
            lambda c=field: grouped(load("seattle-weather.csv").assign(
                y=lambda d: pd.to_datetime(d.date).dt.year), "y", c, how="max"))
        add(f"weather-{field}-by-type", alt.Chart(weather).mark_bar().encode(
            x="weather:N", y=f"median({field}):Q"),
            lambda c=field: grouped(load("seattle-weather.csv"), "weather", c, how="median"))
    add("weather-days-by-type", alt.Chart(weather).mark_bar().encode(
        x="weather:N", y="count():Q"),
        lambda: {None: load("seattle-weather.csv").groupby("weather").size()})

    iowa = url("iowa-electricity.csv")
    add("iowa-area", alt.Chart(iowa).mark_area().encode(
        x="year:T", y="net_generation:Q", color="source:N"),
        lambda: grouped(load("iowa-electricity.csv").assign(
            year=lambda d: pd.to_datetime(d.year)), "year", "net_generation", "source"))

    employment = url("us-employment.csv")
    for field in ["nonfarm", "construction", "manufacturing", "leisure_and_hospitality",
                  "government", "mining_and_logging"]:
        add(f"employment-{field}", alt.Chart(employment).mark_line().encode(
            x="month:T", y=f"{field}:Q"),
            lambda c=field: {None: load("us-employment.csv").assign(
                month=lambda d: pd.to_datetime(d.month)).set_index("month")[c].sort_index()})

    cars = url("cars.json")
    for field in ["Miles_per_Gallon", "Horsepower", "Acceleration", "Weight_in_lbs"]:
        add(f"cars-{field}-by-origin", alt.Chart(cars).mark_bar().encode(
            x="Origin:N", y=f"mean({field}):Q"),
            lambda c=field: grouped(load("cars.json"), "Origin", c, how="mean"))
        add(f"cars-{field}-by-year", alt.Chart(cars).mark_line().encode(
            x="year(Year):T", y=f"mean({field}):Q", color="Origin:N"),
            lambda c=field: grouped(load("cars.json").assign(
                y=lambda d: pd.to_datetime(d.Year).dt.year), "y", c, "Origin", "mean"))
    add("cars-count-by-cylinders", alt.Chart(cars).mark_bar().encode(
        x="Cylinders:O", y="count():Q"),
        lambda: {None: load("cars.json").groupby("Cylinders").size()})

    barley = url("barley.json")
    add("barley-sum-by-variety", alt.Chart(barley).mark_bar().encode(
        x="variety:N", y="sum(yield):Q", color="year:N"),
        lambda: grouped(load("barley.json").assign(year=lambda d: d.year.astype(str)),
                          "variety", "yield", "year", "sum"))
    add("barley-mean-by-site", alt.Chart(barley).mark_bar().encode(
        y="site:N", x="mean(yield):Q"),
        lambda: grouped(load("barley.json"), "site", "yield", how="mean"))

    wheat = url("wheat.json")
    for field in ["wheat", "wages"]:
        add(f"wheat-{field}", alt.Chart(wheat).mark_line().encode(
            x="year:Q", y=f"{field}:Q"),
            lambda c=field: grouped(load("wheat.json"), "year", c))

    driving = url("driving.json")
    add("driving-gas", alt.Chart(driving).mark_line().encode(x="year:Q", y="gas:Q"),
        lambda: grouped(load("driving.json"), "year", "gas"))
    add("driving-miles", alt.Chart(driving).mark_line().encode(x="year:Q", y="miles:Q"),
        lambda: grouped(load("driving.json"), "year", "miles"))

    crimea = url("crimea.json")
    add("crimea-folded", alt.Chart(crimea).transform_fold(
        ["wounds", "other", "disease"], as_=["cause", "deaths"]).mark_line().encode(
        x="date:T", y="deaths:Q", color="cause:N"),
        lambda: {c: load("crimea.json").set_index("date")[c].sort_index()
                   for c in ["wounds", "other", "disease"]})
    add("crimea-calculated-total", alt.Chart(crimea).transform_calculate(
        total="datum.wounds + datum.other + datum.disease").mark_line().encode(
        x="date:T", y="total:Q"),
        lambda: {None: load("crimea.json").assign(
            t=lambda d: d.wounds + d.other + d.disease).set_index("date")["t"].sort_index()})

    ohlc = url("ohlc.json")
    for field in ["open", "close", "high"]:
        add(f"ohlc-{field}", alt.Chart(ohlc).mark_line().encode(x="date:T", y=f"{field}:Q"),
            lambda c=field: {None: load("ohlc.json").set_index("date")[c].sort_index()})

    iris = url("iris.json")
    for field in ["petalLength", "sepalWidth"]:
        add(f"iris-{field}-by-species", alt.Chart(iris).mark_bar().encode(
            x="species:N", y=f"mean({field}):Q"),
            lambda c=field: grouped(load("iris.json"), "species", c, how="mean"))

    add("weather-temp_max-histogram", alt.Chart(weather).mark_bar().encode(
        x=alt.X("temp_max:Q", bin=alt.Bin(step=5)), y="count():Q"),
        lambda: {None: load("seattle-weather.csv").assign(
            b=lambda d: (d.temp_max // 5) * 5).groupby("b").size()})
    add("weather-temp_max-histogram-across", alt.Chart(weather).mark_bar().encode(
        y=alt.Y("temp_max:Q", bin=alt.Bin(step=5)), x="count():Q"),
        lambda: {None: load("seattle-weather.csv").assign(
            b=lambda d: (d.temp_max // 5) * 5).groupby("b").size()})
    add("weather-wind-boxplot", alt.Chart(weather).mark_boxplot(extent="min-max").encode(
        x="weather:N", y="wind:Q"),
        lambda: grouped(load("seattle-weather.csv"), "weather", "wind", how="median"))
    add("weather-2014-range-filter", alt.Chart(weather).mark_line().encode(
        x="date:T", y="temp_max:Q").transform_filter(
        alt.FieldRangePredicate(field="temp_max", range=[10, 20])),
        lambda: {None: load("seattle-weather.csv").query("10 <= temp_max <= 20").assign(
            date=lambda d: pd.to_datetime(d.date)).set_index("date")["temp_max"].sort_index()})
    add("barley-facet-by-site", alt.Chart(barley).mark_point().encode(
        x="variety:N", y="yield:Q", column="site:N").transform_filter(alt.datum.year == 1932),
        lambda: grouped(load("barley.json").query("year == 1932"), "variety", "yield", "site"))
    add("stocks-monthly-filtered-oneof", alt.Chart(stocks).mark_line().encode(
        x="yearmonth(date):T", y="mean(price):Q", color="symbol:N").transform_filter(
        alt.FieldOneOfPredicate(field="symbol", oneOf=["GOOG", "AMZN"])),
        lambda: grouped(load("stocks.csv").query("symbol in ['GOOG', 'AMZN']").assign(
            m=lambda d: d.date.dt.to_period("M")), "m", "price", "symbol", "mean"))
    add("cars-power-to-weight", alt.Chart(cars).transform_calculate(
        ratio="datum.Horsepower / datum.Weight_in_lbs * 1000").mark_bar().encode(
        x="Origin:N", y="mean(ratio):Q"),
        lambda: grouped(load("cars.json").assign(
            ratio=lambda d: d.Horsepower / d.Weight_in_lbs * 1000), "Origin", "ratio",
            how="mean"))

    temps = url("seattle-temps.csv")
    add("seattle-temps-monthly", alt.Chart(temps).mark_line().encode(
        x="yearmonthdate(date):T", y="max(temp):Q"),
        lambda: grouped(load("seattle-temps.csv").assign(
            d=lambda d: pd.to_datetime(d.date).dt.floor("D")), "d", "temp", how="max"))
    # Formats, scales, nulls and weekday data: read as text too.
    for field, specifier in [("nonfarm", "~s"), ("government", ",.0f"), ("construction", ".3s")]:
        truth = (lambda c=field: {None: load("us-employment.csv").assign(
            month=lambda d: pd.to_datetime(d.month)).set_index("month")[c].sort_index()})
        add(f"employment-{field}-format-{specifier}", alt.Chart(employment).mark_line().encode(
            x="month:T", y=alt.Y(f"{field}:Q", axis=alt.Axis(format=specifier))), truth,
            lambda s=specifier, t=truth: d3_range(s, t))
    msft = (lambda: {None: load("stocks.csv").query("symbol == 'MSFT'")
                     .set_index("date")["price"].sort_index()})
    add("stocks-MSFT-dollars", alt.Chart(stocks).mark_line().encode(
        x="date:T", y=alt.Y("price:Q", axis=alt.Axis(format="$,.2f"))).transform_filter(
        alt.datum.symbol == "MSFT"), msft, lambda: d3_range("$,.2f", msft))
    share = (lambda: {None: load("crimea.json").assign(
        s=lambda d: d.disease / (d.wounds + d.other + d.disease)).set_index("date")["s"]
        .sort_index()})
    add("crimea-disease-share-percent", alt.Chart(crimea).transform_calculate(
        share="datum.disease / (datum.wounds + datum.other + datum.disease)").mark_line().encode(
        x="date:T", y=alt.Y("share:Q", axis=alt.Axis(format=".0%"))), share,
        lambda: d3_range(".0%", share))
    iowa_sources = (lambda: grouped(load("iowa-electricity.csv").assign(
        year=lambda d: pd.to_datetime(d.year)), "year", "net_generation", "source"))
    add("iowa-log-scale", alt.Chart(iowa).mark_line().encode(
        x="year:T", y=alt.Y("net_generation:Q", scale=alt.Scale(type="log")), color="source:N"),
        iowa_sources, lambda: ["on a logarithmic scale"])
    add("iowa-sqrt-scale", alt.Chart(iowa).mark_line().encode(
        x="year:T", y=alt.Y("net_generation:Q", scale=alt.Scale(type="sqrt")), color="source:N"),
        iowa_sources, lambda: ["on a square-root scale"])
    add("ohlc-close-weekdays", alt.Chart(ohlc).mark_line().encode(x="date:T", y="close:Q"),
        lambda: {None: load("ohlc.json").set_index("date")["close"].sort_index()},
        lambda: ["weekdays only"])
    return out


def held_out_cases():
    """Charts the rules were not written against: other datasets, formats and configs."""
    out = []

    def add(name, chart, truth, says=None):
        out.append((name, chart, truth, says))

    def themed(chart, config):
        spec = chart.to_dict()
        spec["config"] = config
        return spec

    sf = url("sf-temps.csv")

    def sf_temps():
        return load("sf-temps.csv").assign(date=lambda d: pd.to_datetime(d.date))

    daily = (lambda: grouped(sf_temps().assign(d=lambda d: d.date.dt.floor("D")), "d", "temp",
                             how="mean"))
    add("sf-temps-daily-config-number", themed(
        alt.Chart(sf).mark_line().encode(x="yearmonthdate(date):T", y="mean(temp):Q"),
        {"numberFormat": ".1f"}), daily, lambda: d3_range(".1f", daily))
    monthly = (lambda: grouped(sf_temps().assign(m=lambda d: d.date.dt.to_period("M")),
                               "m", "temp", how="max"))
    add("sf-temps-monthly-ordinal-format", alt.Chart(sf).mark_bar().encode(
        x=alt.X("yearmonth(date):O", axis=alt.Axis(format="%b %Y")), y="max(temp):Q"),
        monthly, lambda: ["Jan 2010", "Dec 2010"])
    add("sf-temps-month-names", alt.Chart(sf).mark_bar().encode(
        x=alt.X("month(date):O", axis=alt.Axis(format="%B")), y="mean(temp):Q"),
        lambda: grouped(sf_temps().assign(m=lambda d: d.date.dt.month), "m", "temp",
                        how="mean"), lambda: ["January", "December"])

    driving = url("driving.json")
    gas = (lambda: grouped(load("driving.json"), "year", "gas"))
    add("driving-gas-axisY-dollars", themed(
        alt.Chart(driving).mark_line().encode(x="year:Q", y="gas:Q"),
        {"axisY": {"format": "$.2f"}}), gas, lambda: d3_range("$.2f", gas))

    wheat = url("wheat.json")
    wages = (lambda: {None: load("wheat.json").set_index("year")["wages"].sort_index()})
    add("wheat-wages-ordinal-years", themed(
        alt.Chart(wheat).mark_bar().encode(x="year:O", y="wages:Q"),
        {"axisY": {"format": ".1f"}}), wages, lambda: d3_range(".1f", wages))

    burtin = url("burtin.json")
    penicillin = (lambda: {None: load("burtin.json").set_index("Bacteria")["Penicillin"]})
    add("burtin-penicillin-log-si", themed(
        alt.Chart(burtin).mark_bar().encode(
            x="Bacteria:N", y=alt.Y("Penicillin:Q", scale=alt.Scale(type="log"))),
        {"axisYQuantitative": {"format": "~s"}}), penicillin,
        lambda: ["on a logarithmic scale"] + d3_range("~s", penicillin))

    anscombe = url("anscombe.json")
    means = (lambda: grouped(load("anscombe.json"), "Series", "Y", how="mean"))
    add("anscombe-mean-config-number", themed(
        alt.Chart(anscombe).mark_bar().encode(x="Series:N", y="mean(Y):Q"),
        {"numberFormat": ".3f"}), means, lambda: d3_range(".3f", means))

    riots = url("la-riots.csv")
    add("la-riots-deaths-by-day", themed(
        alt.Chart(riots).mark_bar().encode(x="yearmonthdate(death_date):T", y="count():Q"),
        {"timeFormat": "%d %B %Y", "axisX": {"format": "%d %b %Y"}}),
        lambda: {None: load("la-riots.csv").assign(d=lambda f: pd.to_datetime(f.death_date))
                 .groupby("d").size()})

    ohlc = url("ohlc.json")
    close_price = (lambda: {None: load("ohlc.json").set_index("date")["close"].sort_index()})
    add("ohlc-close-config-dollars", themed(
        alt.Chart(ohlc).mark_line().encode(x="date:T", y="close:Q"),
        {"numberFormat": "$.2f", "axisX": {"format": "%d %b %Y"}}), close_price,
        lambda: d3_range("$.2f", close_price) + ["weekdays only"])

    employment = url("us-employment.csv")
    nonfarm = (lambda: {None: load("us-employment.csv").assign(
        month=lambda d: pd.to_datetime(d.month)).set_index("month")["nonfarm"].sort_index()})
    add("employment-nonfarm-axis-quantitative", themed(
        alt.Chart(employment).mark_area().encode(x="month:T", y="nonfarm:Q"),
        {"axisQuantitative": {"format": ",.0f"}}), nonfarm, lambda: d3_range(",.0f", nonfarm))

    crimea = url("crimea.json")
    add("crimea-disease-by-month-ordinal", alt.Chart(crimea).mark_bar().encode(
        x=alt.X("yearmonth(date):O", axis=alt.Axis(format="%B %Y")), y="sum(disease):Q"),
        lambda: grouped(load("crimea.json").assign(
            m=lambda d: pd.to_datetime(d.date).dt.to_period("M")), "m", "disease", how="sum"),
        lambda: ["April 1854"])
    return out


# --- running and comparing ---


HAMED_RAO = "Mann–Kendall with Hamed–Rao correction"


def mann_kendall(values, test):
    """pymannkendall's result for the test chart-describe names: the original test, or Hamed &
    Rao's correction (`lag=None`), which chart-describe uses when the residuals about its
    fitted trend are autocorrelated (the choice is its documented rule, docs/trends.md; the
    result of the chosen test is checked here). Comparing a corrected result with the
    original test was this oracle's error: on employment, stocks-IBM and seattle-temps both
    sides had the same S, and the corrected z was pymannkendall's to every digit."""
    if len(values) < 3:
        return None
    if test == HAMED_RAO:
        return mk.hamed_rao_modification_test(list(values), alpha=0.05, lag=None)
    return mk.original_test(list(values), alpha=0.05)


def compare(name, ours, truth):
    """Yields (check, agrees, detail) for each series and statistic."""
    theirs = {str(k): v for k, v in truth.items()}
    mine = {s["name"]: s for s in ours["series"]}
    if len(theirs) == 1 and len(mine) == 1:
        theirs = {next(iter(mine)): next(iter(theirs.values()))}
    yield "series names", set(theirs) == set(mine), f"{sorted(mine)} vs {sorted(theirs)}"
    for key, values in theirs.items():
        series = mine.get(key)
        if series is None:
            continue
        stats = series.get("statistics") or {}
        expected = {"minimum": values.min(), "maximum": values.max(), "mean": values.mean()}
        got = {"minimum": (stats.get("minimum") or {}).get("value"),
               "maximum": (stats.get("maximum") or {}).get("value"), "mean": stats.get("mean")}
        for stat in expected:
            yield (f"{key} {stat}", close(got[stat], float(expected[stat])),
                   f"ours {got[stat]} truth {expected[stat]}")
        trend = (series.get("trend") or {}).get("mannKendall")
        test = (series.get("trend") or {}).get("test")
        result = mann_kendall(values.values, test) if trend is not None else None
        if result is not None:
            # "increasing", "decreasing" or "no trend", as chart-describe writes them.
            yield (f"{key} trend ({test})", trend.get("direction") == result.trend,
                   f"ours {trend.get('direction')} z {trend.get('z')} truth {result.trend} "
                   f"z {result.z}")


OUTPUTS = (
    [["describe", "--level", "3", "--format", form] for form in ["text", "markdown", "json"]]
    + [["describe", "--format", "table", "--table-format", form]
       for form in ["markdown", "csv", "html"]]
    + [["describe", "--format", "braille"], ["sonify", "--format", "text"],
       ["sonify", "--format", "json"]]
    + [["audit", "--format", form] for form in ["text", "json", "sarif", "junit", "github"]])
# explore's keys (docs/explore.md): every series (Down) read point by point (N), with every
# series at each point (X), its description (S), its highest point; then the chart's readings.
EXPLORE_KEYS = ("nx" * 30 + "s>\x1b[B") * 4 + "\rdakhq"
ISO = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T")


def outputs(corpus, name):
    """Every output of a chart as (what, text)."""
    for command in OUTPUTS:
        run = corpus.run([*command, name])
        yield " ".join(command), run.stdout + run.stderr
    run = corpus.run(["explore", name], keys=EXPLORE_KEYS)
    yield "explore", run.stdout + run.stderr


def grouped_years(document):
    """The x values of a JSON description whose axis holds years, written with a separator."""
    axis = document.get("xAxis") or {}
    title = (axis.get("title") or "").lower()
    years = set()
    for series in document.get("series", []):
        for point in series.get("dataPoints", []):
            x = point.get("x")
            if isinstance(x, (int, float)) and x == int(x) and 1000 <= x <= 2100 \
                    and "year" in title:
                years.add(f"{int(x):,}")
            elif isinstance(x, str) and re.fullmatch(r"[0-9]{4}", x):
                years.add(f"{int(x):,}")
    return years


def main():
    options = arguments(__doc__, ".build/release/chart-describe", held_out=True)
    corpus = Corpus(options, prefix="vega-corpus-")
    for name, chart, truth, says in (held_out_cases() if options.held_out else cases()):
        path = corpus.write(name, chart)
        run = corpus.run(["describe", "--format", "json", path.name])
        if run.returncode != 0:
            corpus.record("series", name, "runs", False, f"exit {run.returncode}: {run.stderr.strip()}")
            continue
        text = corpus.run(["describe", "--level", "3", path.name]).stdout
        for phrase in (says() if says else []):
            corpus.record("series", name, f"says '{phrase}'", phrase in text, "not in the description")
        years = grouped_years(json.loads(run.stdout))
        for what, output in outputs(corpus, path.name):
            stamps = ISO.findall(output)
            separated = sorted(y for y in years if re.search(rf"(?<![0-9.,]){y}(?![0-9])", output))
            corpus.record("series", name, f"{what}: no ISO timestamp, no separated year",
                          not stamps and not separated,
                          f"ISO timestamps {stamps[:3]}, years with a separator {separated[:3]}")
        for check, agrees, detail in compare(name, json.loads(run.stdout), truth()):
            corpus.record("series", name, check, agrees, detail)
    return corpus.finish(by_kind=False)


if __name__ == "__main__":
    sys.exit(main())
