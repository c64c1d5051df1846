#!/usr/bin/env python3
"""Checks chart-describe's reading of error-bar and interval charts (and candlestick charts)
made by Altair against an independent pandas oracle.

Builds Altair charts of known data (vega_datasets' bundled barley, cars, Seattle weather and
stocks, and seeded inline data): Vega-Lite `errorbar` with `extent` stderr (the default),
stdev and iqr, with and without mean points, vertical and horizontal, grouped by colour; an
`errorband` around a line of means; rules from `y: min` to `y2: max` around mean points; and
explicit `y`/`y2` intervals from inline data. Each spec is compiled by vl-convert (so
Vega-Lite itself accepts it) with its SVG; the built binary runs on it (`describe --format
json`, `describe`, and `alt-text --spec` for the short alt text); and every stated fact is
checked against pandas:

- the kind is `interval`, with the extent the chart defines, named in the L1 sentences
  ("mean ± 1 standard error", "mean ± 1 standard deviation", "interquartile range", "min to
  max", "interval") and the chart named "Error bar chart" or "Error band chart";
- each category's interval (pandas' mean ± `sem()` or `std()` (ddof 1), numpy's linear
  quartiles, `min`/`max`, or the inline bounds) and centre (the drawn mean, or the mean an
  interval of ±1 standard error or deviation is centred on) to 1e-9;
- which category has the highest centre, and which intervals overlap its interval;
- no "starts at", "ends at" or Mann–Kendall result, and every number and extreme word of the
  short alt text in the long description.

Candlestick charts of seeded open, high, low and close prices (trading days, and every
calendar day; a flat, rising and falling drift; a day closing at its open; layers with their
own `y`, and Vega-Lite's own example form with a shared `y`) are checked the same way: each
candle's open, high, low and close; the highest high and lowest low, the up, down and
unchanged counts and the largest move (pandas); the close's Mann–Kendall τ and p
(pymannkendall's `original_test`; p only when the test is not Hamed–Rao's); "weekdays only"
said exactly for trading days; no day called missing; no "starts at" or "ends at".

    swift build
    python3 scripts/kinds_e_corpus.py [--binary .build/debug/chart-describe] [-v]

Prints each disagreement and the agreement rate per kind; exits 1 when any check disagrees.
Python packages: scripts/requirements-test.txt.
"""
import calendar
import json
import os
import sys

import altair as alt
import numpy as np
import pandas as pd
import pymannkendall as mk

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments, close, load, record_readings, url  # noqa: E402

FORBIDDEN = ["starts at", "ends at", "Mann–Kendall", "Mann-Kendall"]
NAMES = {"stderr": "mean ± 1 standard error", "stdev": "mean ± 1 standard deviation",
         "iqr": "interquartile range", "min-max": "min to max", "interval": "interval"}


def oracle_intervals(frame, keys, value, extent):
    """Each group's (low, high, mean-or-None) by pandas and numpy, keyed by the group's
    values as text."""
    result = {}
    for group, part in frame.dropna(subset=[value]).groupby(keys, sort=False):
        group = group if isinstance(group, tuple) else (group,)
        values = part[value].astype(float)
        mean = values.mean()
        if extent == "stderr":
            low, high, centre = mean - values.sem(), mean + values.sem(), mean
        elif extent == "stdev":
            low, high, centre = mean - values.std(), mean + values.std(), mean
        elif extent == "iqr":
            q1, q3 = np.percentile(values, [25, 75], method="linear")
            low, high, centre = q1, q3, None
        else:
            low, high, centre = values.min(), values.max(), None
        result[tuple(str(g) for g in group)] = (float(low), float(high), centre)
    return result


def seeded(seed, groups):
    """Seeded groups with explicit bounds around a mean: some overlapping, some not."""
    rng = np.random.default_rng(seed)
    rows = []
    for g in range(groups):
        mean = float(np.round(rng.normal(50 + 6 * g, 8), 2))
        half = float(np.round(rng.uniform(1, 9), 2))
        rows.append({"arm": f"Arm {chr(65 + g)}", "mean": mean, "lo": round(mean - half, 2),
                     "hi": round(mean + half * float(rng.uniform(0.5, 1.5)), 2)})
    return pd.DataFrame(rows)


def cases():
    """(name, chart, kind, truth): truth holds the extent, each group's interval and centre,
    and whether the centre is drawn."""
    barley, cars, seattle = load("barley.json"), load("cars.json"), load("seattle-weather.csv")
    # Vega-Lite's month(date):O axis names the months.
    seattle["month"] = pd.to_datetime(seattle["date"]).dt.month.map(lambda m: calendar.month_name[m])
    out = []

    def errorbar(name, data, frame, key, value, extent, points, horizontal=False, color=None,
                 band=False):
        k = (alt.Y if horizontal else alt.X)(f"{key}:N" if key != "month(date)" else f"{key}:O")
        v = (alt.X if horizontal else alt.Y)(f"{value}:Q")
        channels = [k, v] + ([alt.Color(f"{color}:N")] if color else [])
        base = alt.Chart(data, title=name)
        mark = (base.mark_errorband(extent=extent) if band
                else base.mark_errorbar(extent=extent)).encode(*channels)
        chart = mark
        if points:
            mean_v = (alt.X if horizontal else alt.Y)(f"mean({value}):Q")
            centre = base.mark_line() if band else base.mark_point(filled=True)
            chart = alt.layer(centre.encode(k, mean_v, *channels[2:]), mark)
        keys = [key if key != "month(date)" else "month"] + ([color] if color else [])
        truth = oracle_intervals(frame, keys, value, extent)
        out.append((name, chart, "interval", {"extent": extent, "groups": truth,
                                              "drawn": points, "band": band,
                                              "grouped": bool(color)}))

    errorbar("barley-variety-stdev", url("barley.json"), barley, "variety", "yield", "stdev",
             True, horizontal=True)
    errorbar("barley-site-stderr", url("barley.json"), barley, "site", "yield", "stderr", True)
    errorbar("barley-site-stderr-alone", url("barley.json"), barley, "site", "yield", "stderr",
             False)
    errorbar("cars-origin-iqr", url("cars.json"), cars, "Origin", "Horsepower", "iqr", False)
    errorbar("cars-cylinders-stdev", url("cars.json"), cars, "Cylinders", "Miles_per_Gallon",
             "stdev", True)
    errorbar("barley-site-by-year", url("barley.json"), barley, "site", "yield", "stderr", True,
             color="year")
    errorbar("seattle-month-band", url("seattle-weather.csv"), seattle, "month(date)",
             "temp_max", "stdev", True, band=True)
    # Rules from the min to the max, around the mean.
    rule = alt.Chart(url("seattle-weather.csv"), title="seattle-min-max").mark_rule().encode(
        x="weather:N", y=alt.Y("min(temp_max):Q"), y2=alt.Y2("max(temp_max)"))
    point = alt.Chart(url("seattle-weather.csv")).mark_point().encode(
        x="weather:N", y="mean(temp_max):Q")
    truth = oracle_intervals(seattle, ["weather"], "temp_max", "min-max")
    means = seattle.groupby("weather")["temp_max"].mean()
    truth = {g: (lo, hi, float(means[g[0]])) for g, (lo, hi, _) in truth.items()}
    out.append(("seattle-min-max", alt.layer(rule, point), "interval",
                {"extent": "min-max", "groups": truth, "drawn": True, "band": False,
                 "grouped": False}))
    # Explicit bounds from the data, around the means.
    for seed in range(3):
        frame = seeded(seed, 4 + seed)
        base = alt.Chart(alt.InlineData(values=frame.to_dict("records")), title=f"seeded-{seed}")
        chart = alt.layer(base.mark_point().encode(x="arm:N", y="mean:Q"),
                          base.mark_rule().encode(x="arm:N", y="lo:Q", y2="hi:Q"))
        truth = {(r.arm,): (r.lo, r.hi, r.mean) for r in frame.itertuples()}
        out.append((f"seeded-{seed}", chart, "interval",
                    {"extent": "interval", "groups": truth, "drawn": True, "band": False,
                     "grouped": False}))
    return out


def ohlc(seed, count, drift, weekdays=True, flat_day=None):
    """Seeded open, high, low and close prices over trading days (or every calendar day)."""
    rng = np.random.default_rng(seed)
    days = (pd.bdate_range if weekdays else pd.date_range)("2023-01-02", periods=count)
    rows, close = [], 100.0
    for index, day in enumerate(days):
        open_ = round(close + rng.normal(0, 0.8), 2)
        close = open_ if index == flat_day else round(open_ + rng.normal(drift, 1.5), 2)
        rows.append({"date": day.strftime("%Y-%m-%d"), "open": open_, "close": close,
                     "high": round(max(open_, close) + abs(rng.normal(0, 0.8)), 2),
                     "low": round(min(open_, close) - abs(rng.normal(0, 0.8)), 2)})
    return pd.DataFrame(rows)


def candlestick_cases():
    """(name, chart, kind, truth) for Altair candlestick charts of seeded prices: layers with
    their own encodings, and Vega-Lite's own example form (a shared y with a layer's field)."""
    out = []
    settings = [("candles-flat", 1, 20, 0.0, True, None), ("candles-rising", 2, 40, 0.6, True, 5),
                ("candles-falling", 3, 30, -0.7, True, None),
                ("candles-calendar-days", 4, 21, 0.2, False, None)]
    for name, seed, count, drift, weekdays, flat in settings:
        frame = ohlc(seed, count, drift, weekdays, flat)
        data = alt.InlineData(values=frame.to_dict("records"))
        base = alt.Chart(data, title=name).encode(x=alt.X("date:T", title="Date"))
        chart = alt.layer(
            base.mark_rule().encode(y=alt.Y("low:Q", title="Price", scale=alt.Scale(zero=False)),
                                    y2="high"),
            base.mark_bar().encode(y=alt.Y("open:Q", title="Price"), y2="close"))
        out.append((name, chart, "candlestick", {"frame": frame, "weekdays": weekdays}))
    frame = ohlc(5, 25, 0.1)
    spec = {"$schema": "https://vega.github.io/schema/vega-lite/v6.4.1.json",
            "title": "candles-vega-lite-example", "data": {"values": frame.to_dict("records")},
            "encoding": {"x": {"field": "date", "type": "temporal", "title": "Date"},
                         "y": {"type": "quantitative", "scale": {"zero": False},
                               "axis": {"title": "Price"}},
                         "color": {"condition": {"test": "datum.open < datum.close",
                                                 "value": "#06982d"}, "value": "#ae1325"}},
            "layer": [{"mark": "rule", "encoding": {"y": {"field": "low"}, "y2": {"field": "high"}}},
                      {"mark": "bar", "encoding": {"y": {"field": "open"},
                                                   "y2": {"field": "close"}}}]}
    out.append(("candles-vega-lite-example", spec, "candlestick", {"frame": frame, "weekdays": True}))
    return out


def candlestick_checks(ours, text, truth):
    kind = ours.get("kind") or {}
    reading = kind.get("candlestick") or {}
    frame = truth["frame"].sort_values("date").reset_index(drop=True)
    checks = [("kind is candlestick", kind.get("name") == "candlestick", kind.get("name")),
              ("L1 names the chart", text.startswith("Candlestick chart"), text[:30])]
    candles = reading.get("candles", [])
    checks.append(("candle count", len(candles) == len(frame), f"{len(candles)} vs {len(frame)}"))
    if len(candles) != len(frame):
        return checks
    for row, candle in zip(frame.itertuples(), candles):
        for field in ["open", "high", "low", "close"]:
            checks.append((f"{row.date} {field}", close(candle[field], getattr(row, field)),
                           f"{candle[field]} vs {getattr(row, field)}"))
    move = frame["close"] - frame["open"]
    want = {
        "highest": sorted(frame.index[frame["high"] == frame["high"].max()]),
        "lowest": sorted(frame.index[frame["low"] == frame["low"].min()]),
        "largestMove": sorted(frame.index[move.abs() == move.abs().max()]),
    }
    for key, indices in want.items():
        checks.append((key, sorted(reading.get(key, [])) == list(indices),
                       f"{reading.get(key)} vs {list(indices)}"))
    checks.append(("up days", reading.get("up") == int((move > 0).sum()), reading.get("up")))
    checks.append(("down days", reading.get("down") == int((move < 0).sum()), reading.get("down")))
    checks.append(("unchanged days", reading.get("unchanged") == int((move == 0).sum()),
                   reading.get("unchanged")))
    trend = reading.get("closeTrend") or {}
    oracle = mk.original_test(list(frame["close"]), alpha=0.05)
    checks.append(("close Mann–Kendall τ", close(trend.get("tau"), oracle.Tau),
                   f"{trend.get('tau')} vs {oracle.Tau}"))
    if trend.get("test") == "Mann–Kendall":
        checks.append(("close Mann–Kendall p", close(trend.get("p"), oracle.p),
                       f"{trend.get('p')} vs {oracle.p}"))
    checks.append(("weekdays said iff trading days", ("weekdays only" in text) == truth["weekdays"],
                   truth["weekdays"]))
    checks.append(("no day called missing", "missing" not in text.replace("are not missing", ""),
                   text))
    return checks


def interval_checks(ours, text, truth):
    kind = ours.get("kind") or {}
    reading = kind.get("interval") or {}
    checks = [("kind is interval", kind.get("name") == "interval", kind.get("name")),
              ("extent", reading.get("extent") == truth["extent"], reading.get("extent"))]
    sentences = [s["text"] for s in ours["sentences"]]
    named = "Error band chart" if truth["band"] else "Error bar chart"
    checks.append(("L1 names the chart", sentences[0].startswith(named), sentences[0][:40]))
    checks.append(("L1 names the extent", NAMES[truth["extent"]] in text, truth["extent"]))
    found = {}
    for item in reading.get("intervals", []):
        group = (str(item["x"]),) + ((item["series"],) if truth["grouped"] else ())
        found[group] = item
    expected = truth["groups"]
    checks.append(("interval count", len(found) == len(expected), f"{len(found)} vs {len(expected)}"))
    for group, (low, high, centre) in expected.items():
        got = found.get(group)
        if got is None:
            checks.append((f"{group} interval", False, f"missing; have {sorted(found)}"))
            continue
        checks.append((f"{group} low", close(got["low"], low), f"{got['low']} vs {low}"))
        checks.append((f"{group} high", close(got["high"], high), f"{got['high']} vs {high}"))
        if centre is not None:
            checks.append((f"{group} centre", close(got.get("centre"), centre),
                           f"{got.get('centre')} vs {centre}"))
        else:
            checks.append((f"{group} no centre", got.get("centre") is None, got.get("centre")))
    centres = {g: c for g, (_, _, c) in expected.items() if c is not None}
    if centres:
        top = max(centres.values())
        want_top = sorted(g for g, c in centres.items() if close(c, top))
        items = reading.get("intervals", [])
        key = (lambda i: (str(items[i]["x"]),) + ((items[i]["series"],) if truth["grouped"] else ()))
        got_top = sorted(key(i) for i in reading.get("highestCentre", []))
        checks.append(("highest centre", got_top == want_top, f"{got_top} vs {want_top}"))
        if not reading.get("highestCentre"):
            checks.append(("highest centre found", False, "none"))
            return checks
        first = min(reading["highestCentre"])
        reference = expected.get(key(first), (0, -1, None))
        want_overlap = sorted(g for g, (lo, hi, _) in expected.items()
                              if g != key(first) and lo <= reference[1] and reference[0] <= hi)
        got_overlap = sorted(key(i) for i in reading.get("overlapping", []))
        checks.append(("overlapping intervals", got_overlap == want_overlap,
                       f"{got_overlap} vs {want_overlap}"))
    return checks


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-e-corpus-")
    for name, chart, kind, truth in cases() + candlestick_cases():
        path = corpus.write(name, chart, svg=True)
        read = corpus.describe_with_short(kind, name, path)
        if read is None:
            continue
        ours, text, short = read
        checks = interval_checks if kind == "interval" else candlestick_checks
        for check, agrees, detail in checks(ours, text, truth):
            corpus.record(kind, name, check, agrees, detail)
        # A candlestick states the close's Mann–Kendall trend; neither kind "starts at".
        forbidden = FORBIDDEN if kind == "interval" else FORBIDDEN[:2]
        record_readings(corpus, kind, name, text, short, forbidden,
                        ["highest", "lowest", "overlap", "rises", "falls", "up", "down"])
    return corpus.finish()


if __name__ == "__main__":
    sys.exit(main())
