#!/usr/bin/env python3
"""Checks chart-describe's reading of the candlestick and error-bar forms fixed for issue 13
(kinds-6b) on Altair charts of known data, against pandas, numpy and pymannkendall.

Charts (seeded open, high, low and close prices, and vega_datasets' bundled barley):

- candles coloured by direction, as Altair users draw them: `color` on a field computed from
  `open < close` (`transform_calculate`), and a `direction` field in the data — four series
  (up and down wicks and bodies) that must be read as one candlestick chart;
- candles with a tie for the largest move (a rise and a fall of the same size), every tied
  day named;
- prices in cents (100.97 must not be read "101"): the highest high, the lowest low and the
  largest move's open and close are stated as the data writes them;
- short spans of trading days (under two weeks), whose weekends are not missing: no gap is
  sounded in the score (`sonify --format json`);
- error bars grouped by colour (barley yield by site, coloured by year): each group named
  once ("1931", never "1931 (point)"), one section per group, the intervals read "site,
  year".

Every candlestick is also checked as scripts/kinds_e_corpus.py checks one (each candle, the
extremes, up/down counts, largest move, the close's Mann–Kendall τ and p), its series named
"Low to high" and "Open to close" in the data table, the score and explore, and explore's
first reading equal to the oracle's candle.

    swift build
    python3 scripts/kinds_g_corpus.py [--binary .build/debug/chart-describe] [-v] [--keep DIR]

Prints each disagreement and the agreement rate per kind; exits 1 when any check disagrees.
Python packages: scripts/requirements-test.txt.
"""
import json
import os
import sys

import altair as alt
import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments, load, record_readings, url  # noqa: E402
from kinds_e_corpus import candlestick_checks, interval_checks, oracle_intervals  # noqa: E402

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def day_text(text):
    """A date as the description writes a day: "4 March 2024"."""
    day = pd.Timestamp(text)
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def price_text(value):
    """A price as drawn: up to six significant digits, no trailing zeros ("100.97", "100")."""
    return f"{value:.6g}"


def ohlc(seed, count, drift, weekdays=True, tie=False, start="2024-03-04"):
    """Seeded prices in cents over trading days (or every calendar day); with `tie`, the
    largest move is shared by a rise and a fall of the same size."""
    rng = np.random.default_rng(seed)
    days = (pd.bdate_range if weekdays else pd.date_range)(start, periods=count)
    rows, close = [], 100.0
    for day in days:
        open_ = round(close + rng.normal(0, 0.8), 2)
        close = round(open_ + rng.normal(drift, 1.2), 2)
        rows.append({"date": day.strftime("%Y-%m-%d"), "open": open_, "close": close})
    if tie:
        # Two days move by 4.25, more than any seeded move (|N(0, 1.2)| < 4.25 here).
        rows[2]["close"] = round(rows[2]["open"] + 4.25, 2)
        rows[-2]["close"] = round(rows[-2]["open"] - 4.25, 2)
    for row in rows:
        row["high"] = round(max(row["open"], row["close"]) + abs(rng.normal(0, 0.7)) + 0.01, 2)
        row["low"] = round(min(row["open"], row["close"]) - abs(rng.normal(0, 0.7)) - 0.01, 2)
    return pd.DataFrame(rows)


def candles(name, frame, colour):
    """An Altair candlestick chart of a frame: a rule (low to high) and a bar (open to close)
    per day; `colour` is None, "calculate" (a direction computed by Vega-Lite) or "field" (a
    direction column in the data)."""
    rows = frame.to_dict("records")
    if colour == "field":
        for row in rows:
            row["direction"] = "up" if row["open"] < row["close"] else "down"
    base = alt.Chart(alt.InlineData(values=rows), title=name)
    if colour == "calculate":
        base = base.transform_calculate(
            direction="datum.open < datum.close ? 'up' : 'down'")
    encoding = {"x": alt.X("date:T", title="Date")}
    if colour:
        encoding["color"] = alt.Color("direction:N", title="Direction")
    base = base.encode(**encoding)
    return alt.layer(
        base.mark_rule().encode(y=alt.Y("low:Q", title="Price", scale=alt.Scale(zero=False)),
                                y2="high"),
        base.mark_bar().encode(y=alt.Y("open:Q", title="Price"), y2="close"))


def candle_cases():
    out = []
    settings = [  # name, seed, count, drift, weekdays, tie, colour
        ("split-calculate-rising", 11, 30, 0.4, True, False, "calculate"),
        ("split-calculate-falling", 12, 25, -0.5, True, False, "calculate"),
        ("split-field", 13, 20, 0.0, True, False, "field"),
        ("split-field-calendar-days", 14, 21, 0.1, False, False, "field"),
        ("tied-moves", 15, 20, 0.0, True, True, None),
        ("tied-moves-split", 16, 24, 0.2, True, True, "calculate"),
        ("cents-short-span", 17, 8, 0.0, True, False, None),
        ("cents-short-span-split", 18, 9, -0.2, True, False, "field"),
    ]
    for name, seed, count, drift, weekdays, tie, colour in settings:
        frame = ohlc(seed, count, drift, weekdays, tie)
        out.append((name, candles(name, frame, colour), "candlestick",
                    {"frame": frame, "weekdays": weekdays and count >= 11}))
    return out


def candle_text_checks(corpus, name, path, text, truth):
    """The facts stated in words (prices as drawn, every tied day), the kind's series names
    in every output, no gap sounded at a weekend, and explore's first candle."""
    frame = truth["frame"].sort_values("date").reset_index(drop=True)
    checks = []
    high, low = frame["high"].max(), frame["low"].min()
    high_days = ", ".join(day_text(d) for d in frame.loc[frame["high"] == high, "date"])
    checks.append(("highest high as drawn",
                   f"The highest high is {price_text(high)} on {day_text(frame.loc[frame['high'] == high, 'date'].iloc[0])}" in text,
                   f"{price_text(high)} on {high_days}"))
    checks.append(("lowest low as drawn", f"the lowest low is {price_text(low)} on" in text,
                   price_text(low)))
    move = frame["close"] - frame["open"]
    size = move.abs().max()
    tied = frame.index[move.abs() == size]
    sentence = next((s for s in text.split(". ") if "The largest move" in s), "")
    for index in tied:
        row = frame.loc[index]
        word = "rise" if move[index] > 0 else "fall"
        checks.append((f"largest move {row.date} named", day_text(row.date) in sentence, sentence))
        checks.append((f"largest move {row.date} {word}", f"{word}" in sentence, sentence))
        checks.append((f"largest move {row.date} open and close as drawn",
                       f"(open {price_text(row.open)}, close {price_text(row.close)})" in sentence,
                       sentence))
    if len(tied) > 1:
        checks.append(("tie counted", f"is made on {len(tied)} days" in sentence, sentence))
    else:
        checks.append(("move size", f"of {price_text(round(size, 6))} on" in sentence, sentence))
    table = corpus.run(["describe", "--format", "table", "--table-format", "csv", path.name]).stdout
    header = table.splitlines()[0] if table else ""
    checks.append(("table columns named by the kind",
                   header.strip() == "Date,Low to high: Low,Low to high: High,"
                   "Open to close: Open,Open to close: Close", header))
    score = json.loads(corpus.run(["sonify", "--format", "json", path.name]).stdout)
    events = [e for section in score.get("sections", []) for e in section.get("events", [])]
    played = sorted({e.get("series") for e in events if e.get("series")})
    checks.append(("score series named by the kind", played == ["Low to high", "Open to close"],
                   played))
    checks.append(("no gap sounded", not any(e.get("kind") == "gap" for e in events),
                   sum(e.get("kind") == "gap" for e in events)))
    first = frame.iloc[0]
    first_move = first.close - first.open
    direction = ("unchanged" if first_move == 0 else
                 f"{'up' if first_move > 0 else 'down'} {price_text(round(abs(first_move), 6))}")
    want = (f"{day_text(first.date)}: open {price_text(first.open)}, high {price_text(first.high)}, "
            f"low {price_text(first.low)}, close {price_text(first.close)}, {direction}. "
            f"1 of {len(frame)}.")
    explore = corpus.run(["explore", path.name], keys="q").stdout
    checks.append(("explore's first candle", want in explore, f"{want!r} in {explore[:300]!r}"))
    checks.append(("explore names the wick series", "Low to high, rule" in explore, explore[:200]))
    for phrase in ["(rule)", "(bar)", "Price to", "up (", "down ("]:
        checks.append((f"no collector name “{phrase}”", phrase not in text + table + explore,
                       phrase))
    return checks


def interval_cases():
    barley = load("barley.json")
    out = []
    for extent in ["stderr", "stdev"]:
        name = f"barley-site-by-year-{extent}"
        base = alt.Chart(url("barley.json"), title=name)
        channels = [alt.X("site:N", title="Site"), alt.Color("year:N", title="Year")]
        chart = alt.layer(
            base.mark_point(filled=True).encode(channels[0], alt.Y("mean(yield):Q"), channels[1]),
            base.mark_errorbar(extent=extent).encode(channels[0], alt.Y("yield:Q"), channels[1]))
        truth = oracle_intervals(barley, ["site", "year"], "yield", extent)
        out.append((name, chart, "interval", {"extent": extent, "groups": truth, "drawn": True,
                                              "band": False, "grouped": True}))
    return out


def interval_text_checks(text, truth):
    groups = sorted({g[1] for g in truth["groups"]})
    checks = [("groups named once",
               f"It shows {len(groups)} series by Year, in chart order: "
               + ", ".join(groups[:-1]) + f" and {groups[-1]}." in text
               or f"in chart order: {', '.join(groups)}." in text, text[:400])]
    for phrase in ["(point)", "(rule)", "rule groups"]:
        checks.append((f"no “{phrase}”", phrase not in text, phrase))
    spread = {"stderr": "standard error", "stdev": "standard deviation"}[truth["extent"]]
    for group in groups:
        sites = len({g[0] for g in truth["groups"] if g[1] == group})
        checks.append((f"section of {group}",
                       f"\n{group}:\nMean of yield with its {spread}, for {sites} categories of Site."
                       in text, group))
    # Intervals named position first, then group: "Waseca, 1931: …".
    for (site, year), (low, high, centre) in truth["groups"].items():
        checks.append((f"{site}, {year} named position first", f"{site}, {year}: " in text, site))
    return checks


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-g-corpus-")
    for name, chart, kind, truth in candle_cases() + interval_cases():
        path = corpus.write(name, chart, svg=True)
        read = corpus.describe_with_short(kind, name, path)
        if read is None:
            continue
        ours, text, short = read
        if kind == "candlestick":
            checks = candlestick_checks(ours, text, truth)
            checks += candle_text_checks(corpus, name, path, text, truth)
            forbidden = ["starts at", "ends at"]
        else:
            checks = interval_checks(ours, text, truth) + interval_text_checks(text, truth)
            forbidden = ["starts at", "ends at", "Mann–Kendall"]
        for check, agrees, detail in checks:
            corpus.record(kind, name, check, agrees, detail)
        record_readings(corpus, kind, name, text, short, forbidden,
                        ["highest", "lowest", "overlap", "rises", "falls", "up", "down"])
    return corpus.finish()


if __name__ == "__main__":
    sys.exit(main())
