#!/usr/bin/env python3
"""Checks chart-describe's reading of charts with two y axes (issue 13, "dual axis") on Altair
twin-axis charts of known data, against pandas.

Each chart is `alt.layer(a, b).resolve_scale(y="independent")`, as Altair draws a twin-axis
chart: line and line, bar and line, different units, negative values, months and dates,
nominal categories, a logarithmic scale on one side, ties for a series' highest value.

Checks, for every chart:

- the kind (`twoValueAxes` in the JSON) and the L1 name ("Line chart with two y axes", "Bar and
  line chart with two y axes"), each series on the side Vega-Lite draws its layer's axis
  (the first layer's on the left, the second's on the right);
- each axis' title and range in the JSON against pandas (the smallest and largest value of
  its own series, to 1e-9), and the log scale where drawn;
- each series' minimum, maximum and mean against pandas (to 1e-9), its extremes' positions
  (every tie allowed), and its "ranges from" sentence naming them;
- one axis sentence per side ("The left y axis is …", "The right y axis is …") with its own
  title, and the sentence that values are not compared across the axes;
- no comparison or ranking across the axes: no "By mean", "reaches the highest value",
  "lowest maximum", "Comparison" section, or "peak in this order";
- the short alt text: each of its findings (a series' range, where it is highest, or its
  axis) stated in the long description and on the right side; every number in it in the long
  description.

    swift build
    python3 scripts/kinds_h_corpus.py [--binary .build/debug/chart-describe] [-v] [--keep DIR]

Prints each disagreement and the agreement rate per kind; exits 1 when any check disagrees.
Python packages: scripts/requirements-test.txt.
"""
import math
import os
import re
import sys

import altair as alt
import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments, close, load, numbers, url  # noqa: E402

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
CROSS_AXIS = ["By mean", "reaches the highest value", "lowest maximum", "\nComparison:",
              "peak in this order"]


def twin(base, left, right, marks=("line", "line"), title=None):
    """`alt.layer(left, right).resolve_scale(y="independent")` of two encodings of one base."""
    layers = []
    for mark, y in zip(marks, (left, right)):
        layers.append(getattr(base, f"mark_{mark}")().encode(y=y))
    chart = alt.layer(*layers).resolve_scale(y="independent")
    return chart.properties(title=title) if title else chart


def side(frame, x, field, position_text, title):
    """The oracle of one side: its series' values by position (pandas), and its title."""
    values = frame[[x, field]].dropna()
    return {"title": title, "field": field,
            "values": [(position_text(p), float(v)) for p, v in zip(values[x], values[field])]}


def month_name(value):
    return MONTHS[int(value) - 1]


def month_year(value):
    stamp = pd.Timestamp(value)
    return f"{MONTHS[stamp.month - 1]} {stamp.year}"


def year_text(value):
    return str(pd.Timestamp(value).year)


def cases():
    """(name, chart, truth): truth has the two sides' oracles, the L1 name and the log side."""
    out = []
    weather = load("seattle-weather.csv")
    weather["month"] = pd.to_datetime(weather["date"]).dt.month
    by_month = weather.groupby("month").agg(
        temp=("temp_max", "mean"), rain=("precipitation", "mean"),
        wind=("wind", "mean"), low=("temp_min", "mean")).reset_index()
    base = alt.Chart(url("seattle-weather.csv")).encode(x=alt.X("month(date):O", title="Month"))
    out.append((
        "seattle-temp-rain-lines",
        twin(base, alt.Y("mean(temp_max):Q", title="High (°C)"),
             alt.Y("mean(precipitation):Q", title="Rain (mm)"), title="Seattle by month"),
        {"name": "Line chart with two y axes",
         "sides": [side(by_month, "month", "temp", month_name, "High (°C)"),
                   side(by_month, "month", "rain", month_name, "Rain (mm)")]}))
    out.append((
        "seattle-rain-bars-wind-line",
        twin(base, alt.Y("mean(precipitation):Q", title="Rain (mm)"),
             alt.Y("mean(wind):Q", title="Wind (m/s)"), marks=("bar", "line"),
             title="Rain and wind"),
        {"name": "Bar and line chart with two y axes",
         "sides": [side(by_month, "month", "rain", month_name, "Rain (mm)"),
                   side(by_month, "month", "wind", month_name, "Wind (m/s)")]}))
    # Negative values: the lowest temperatures by month, beside the rain.
    out.append((
        "seattle-low-temp-negative",
        twin(base, alt.Y("min(temp_min):Q", title="Coldest (°C)"),
             alt.Y("max(precipitation):Q", title="Wettest day (mm)"), title="Extremes"),
        {"name": "Line chart with two y axes",
         "sides": [side(weather.groupby("month")["temp_min"].min().reset_index(), "month",
                        "temp_min", month_name, "Coldest (°C)"),
                   side(weather.groupby("month")["precipitation"].max().reset_index(), "month",
                        "precipitation", month_name, "Wettest day (mm)")]}))
    # Dates on a temporal axis: two stocks on their own scales.
    stocks = load("stocks.csv")
    wide = stocks.pivot(index="date", columns="symbol", values="price").reset_index()
    base = alt.Chart(url("stocks.csv")).encode(x=alt.X("date:T", title="Date"))
    aapl = base.transform_filter("datum.symbol == 'AAPL'")
    ibm = base.transform_filter("datum.symbol == 'IBM'")
    out.append((
        "stocks-aapl-ibm",
        alt.layer(aapl.mark_line().encode(y=alt.Y("price:Q", title="AAPL (USD)")),
                  ibm.mark_line().encode(y=alt.Y("price:Q", title="IBM (USD)"))
                  ).resolve_scale(y="independent").properties(title="Two stocks"),
        None))  # rows differ per layer: the importer cannot join them (checked below)
    # Inline data: revenue bars and a margin line with negative values, by month (dates).
    months = pd.date_range("2024-01-01", periods=8, freq="MS")
    inline = pd.DataFrame({
        "month": months.strftime("%Y-%m-%d"),
        "revenue": [120, 135, 150, 148, 162, 171, 168, 180],
        "margin": [-4.5, -1.2, 2.8, 3.5, 6.1, 8.4, 7.9, 9.6]})
    base = alt.Chart(alt.Data(values=inline.to_dict("records"))).encode(
        x=alt.X("yearmonth(month):T", title="Month"))
    out.append((
        "revenue-bars-margin-negative",
        twin(base, alt.Y("revenue:Q", title="Revenue (k$)"), alt.Y("margin:Q", title="Margin (%)"),
             marks=("bar", "line"), title="Revenue and margin"),
        {"name": "Bar and line chart with two y axes",
         "sides": [side(inline, "month", "revenue", month_year, "Revenue (k$)"),
                   side(inline, "month", "margin", month_year, "Margin (%)")]}))
    # A log scale on the right: users growing a hundredfold, beside a price.
    years = pd.DataFrame({
        "year": [f"{y}-01-01" for y in range(2015, 2024)],
        "users": [1200, 3400, 9100, 25000, 61000, 140000, 300000, 520000, 800000],
        "price": [9.99, 9.99, 12.5, 12.5, 14.0, 14.0, 15.5, 15.5, 17.0]})
    base = alt.Chart(alt.Data(values=years.to_dict("records"))).encode(
        x=alt.X("year(year):T", title="Year"))
    out.append((
        "price-users-log-right",
        twin(base, alt.Y("price:Q", title="Price (USD)"),
             alt.Y("users:Q", title="Users", scale=alt.Scale(type="log")), title="Growth"),
        {"name": "Line chart with two y axes", "log": 1,
         "sides": [side(years, "year", "price", year_text, "Price (USD)"),
                   side(years, "year", "users", year_text, "Users")]}))
    # Ties: two months share each series' highest value.
    tied = pd.DataFrame({
        "month": [f"2023-{m:02d}-01" for m in range(1, 7)],
        "visits": [40, 55, 70, 70, 60, 50],
        "rate": [1.5, 2.5, 2.0, 1.0, 2.5, 0.5]})
    base = alt.Chart(alt.Data(values=tied.to_dict("records"))).encode(
        x=alt.X("yearmonth(month):T", title="Month"))
    out.append((
        "ties-visits-rate",
        twin(base, alt.Y("visits:Q", title="Visits"), alt.Y("rate:Q", title="Rate (%)"),
             marks=("bar", "line"), title="Visits and rate"),
        {"name": "Bar and line chart with two y axes",
         "sides": [side(tied, "month", "visits", month_year, "Visits"),
                   side(tied, "month", "rate", month_year, "Rate (%)")]}))
    # Nominal categories: horsepower bars and fuel economy by origin.
    cars = load("cars.json")
    by_origin = cars.groupby("Origin", sort=False).agg(
        hp=("Horsepower", "mean"), mpg=("Miles_per_Gallon", "mean")).reset_index()
    base = alt.Chart(url("cars.json")).encode(x=alt.X("Origin:N", title="Origin"))
    out.append((
        "cars-hp-mpg-by-origin",
        twin(base, alt.Y("mean(Horsepower):Q", title="Horsepower"),
             alt.Y("mean(Miles_per_Gallon):Q", title="MPG"), marks=("bar", "line"),
             title="Cars by origin"),
        {"name": "Bar and line chart with two y axes",
         "sides": [side(by_origin, "Origin", "hp", str, "Horsepower"),
                   side(by_origin, "Origin", "mpg", str, "MPG")]}))
    # A point layer on the right, and an explicit left orient kept by the first layer.
    base = alt.Chart(url("seattle-weather.csv")).encode(x=alt.X("month(date):O", title="Month"))
    out.append((
        "seattle-low-line-wind-points",
        alt.layer(
            base.mark_line().encode(y=alt.Y("mean(temp_min):Q", title="Low (°C)",
                                            axis=alt.Axis(orient="left"))),
            base.mark_point().encode(y=alt.Y("mean(wind):Q", title="Wind (m/s)"))
        ).resolve_scale(y="independent").properties(title="Low and wind"),
        {"name": "Line and point chart with two y axes",
         "sides": [side(by_month, "month", "low", month_name, "Low (°C)"),
                   side(by_month, "month", "wind", month_name, "Wind (m/s)")]}))
    return out


def side_checks(ours, text, truth):
    """The checks of each side: axis title and range, the series' side, its statistics and
    its extremes' positions, against the oracle."""
    checks = []
    series = ours.get("series", [])
    axes = [ours.get("yAxis", {}), ours.get("trailingYAxis") or {}]
    kind_axes = (ours.get("kind") or {}).get("twoValueAxes", {}).get("axes", [])
    for index, (oracle, word, position) in enumerate(
            zip(truth["sides"], ["left", "right"], ["leading", "trailing"])):
        values = [v for _, v in oracle["values"]]
        low, high = min(values), max(values)
        axis = axes[index]
        checks.append((f"{word} axis title", axis.get("title") == oracle["title"],
                       f"{axis.get('title')} vs {oracle['title']}"))
        drawn = axis.get("range") or [None, None]
        checks.append((f"{word} axis range min", close(drawn[0], low), f"{drawn} vs {low}"))
        checks.append((f"{word} axis range max", close(drawn[1], high), f"{drawn} vs {high}"))
        entry = kind_axes[index] if index < len(kind_axes) else {}
        checks.append((f"{word} kind axis side", entry.get("side") == word, str(entry)))
        checks.append((f"{word} kind axis range",
                       close((entry.get("range") or [None])[0], low)
                       and close((entry.get("range") or [None, None])[1], high), str(entry)))
        if truth.get("log") == index:
            checks.append((f"{word} log scale", entry.get("scale") == "log", str(entry)))
            checks.append((f"{word} log said", "on a logarithmic scale" in text, ""))
        checks.append((f"{word} axis sentence",
                       f"The {word} y axis is {oracle['title']}" in text, text[:500]))
        mine = [s for s in series if s.get("valueAxis") == position]
        checks.append((f"one series on the {word}", len(mine) == 1, str(len(mine))))
        if not mine:
            continue
        stats = mine[0].get("statistics") or {}
        checks.append((f"{word} series minimum", close(stats.get("minimum", {}).get("value"), low),
                       f"{stats.get('minimum')} vs {low}"))
        checks.append((f"{word} series maximum", close(stats.get("maximum", {}).get("value"), high),
                       f"{stats.get('maximum')} vs {high}"))
        checks.append((f"{word} series mean", close(stats.get("mean"), float(np.mean(values))),
                       f"{stats.get('mean')} vs {np.mean(values)}"))
        at_high = {p for p, v in oracle["values"] if v == high}
        at_low = {p for p, v in oracle["values"] if v == low}
        label = mine[0].get("valueLabel", "")
        sentence = re.search(re.escape(label) + r" ranges from (.+?) to (.+?)(?:;|\.(?:\s|$))", text)
        said = sentence.groups() if sentence else ("", "")
        checks.append((f"{word} lowest named at a lowest position",
                       any(said[0].endswith(" " + p) or said[0].endswith("for " + p) for p in at_low),
                       f"{said[0]} vs {sorted(at_low)}"))
        checks.append((f"{word} highest named at a highest position",
                       any(said[1].endswith(" " + p) or said[1].endswith("for " + p) for p in at_high),
                       f"{said[1]} vs {sorted(at_high)}"))
    return checks


def short_checks(short, text, truth, ours):
    """Each finding of the short alt text, on the side it names, in the long description."""
    checks = []
    finding = (short or "").partition(". ")[2].rstrip(".")
    if not finding:
        return [("short alt text has a finding or only the title", True, short)]
    labels = {s.get("valueAxis"): s.get("valueLabel") for s in ours.get("series", [])}
    names = re.match(r"(.*) on the (left|right) axis, (.*) on the (left|right)$", finding)
    parts = ([f"{names.group(1)} on the {names.group(2)}", f"{names.group(3)} on the {names.group(4)}"]
             if names else finding.split("; "))
    for part in parts:
        match = re.match(r"(.*) \((left|right) axis\)$", part)
        if match:
            claim, word = match.groups()
            position = "leading" if word == "left" else "trailing"
            label = labels.get(position, "")
            checks.append((f"short claim on the {word} names its series",
                           claim.startswith(label), f"{claim} vs {label}"))
            rest = claim[len(label):]
            if rest.startswith(" from ") or rest.startswith(" ranges from "):
                stated = label + " ranges from " + rest.split(" from ", 1)[1]
                checks.append((f"short range of {label} in long", stated in text, stated))
            elif rest.startswith(" is highest ") or rest.startswith(" in ") or rest.startswith(" for "):
                where = rest.replace(" is highest ", " ").strip()
                # "in March 2023 and April 2023": every position tied for the highest value.
                named = [re.sub(r"^(in|for) ", "", p.strip())
                         for p in re.split(r", | and ", where)]
                oracle = truth["sides"][0 if word == "left" else 1]
                high = max(v for _, v in oracle["values"])
                at_high = [p for p, v in oracle["values"] if v == high]
                checks.append((f"short highest of {label}: every tied position, as pandas",
                               named == at_high, f"{named} vs {at_high}"))
                sentence = re.search(re.escape(label) + r" ranges from .+? to (.+?)(?:;|\.(?:\s|$))", text)
                checks.append((f"short highest of {label} in long",
                               bool(sentence) and sentence.group(1).endswith(named[0]),
                               f"{named[0]} vs {sentence.group(1) if sentence else None}"))
            else:
                checks.append((f"short claim of {label} understood", False, claim))
            continue
        match = re.match(r"(.*) on the (left|right)( axis)?$", part)
        if match:
            label, word = match.group(1), match.group(2)
            position = "leading" if word == "left" else "trailing"
            checks.append((f"short side of {label}", labels.get(position) == label,
                           f"{labels} vs {label} {word}"))
            continue
        checks.append(("short claim understood", False, part))
    for number in numbers(finding):
        checks.append((f"short number {number} in long", number in text, number))
    return checks


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-h-corpus-")
    kind = "two y axes"
    for name, chart, truth in cases():
        path = corpus.write(name, chart, svg=True)
        if truth is None:
            # Layers over different rows (a filter each) cannot share a table: the chart must
            # be refused or read without a second axis, never read across the axes.
            run = corpus.run(["describe", path.name])
            corpus.record(kind, name, "no cross-axis reading of unjoinable layers",
                          run.returncode != 0 or not any(p in run.stdout for p in CROSS_AXIS),
                          run.stdout[:300] + run.stderr[:300])
            continue
        read = corpus.describe_with_short(kind, name, path)
        if read is None:
            continue
        ours, text, short = read
        corpus.record(kind, name, "kind twoValueAxes",
                      (ours.get("kind") or {}).get("name") == "twoValueAxes", str(ours.get("kind"))[:200])
        corpus.record(kind, name, "L1 name", text.startswith(truth["name"] + ":"), text[:80])
        corpus.record(kind, name, "said not compared",
                      "values on the two axes are not compared" in text, "")
        for phrase in CROSS_AXIS:
            corpus.record(kind, name, f"no “{phrase.strip()}”", phrase not in text, phrase)
        for check, agrees, detail in side_checks(ours, text, truth):
            corpus.record(kind, name, check, agrees, detail)
        corpus.record(kind, name, "short alt text found", bool(short), "alt-text wrote none")
        for check, agrees, detail in short_checks(short, text, truth, ours):
            corpus.record(kind, name, check, agrees, detail)
    return corpus.finish()


if __name__ == "__main__":
    sys.exit(main())
