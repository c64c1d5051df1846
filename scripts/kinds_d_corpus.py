#!/usr/bin/env python3
"""Checks chart-describe's reading of normalized stacks and donuts against oracles.

Builds Altair charts from vega_datasets' locally bundled data and from inline data (nothing is
fetched), runs the built binary on each (`describe --format json`, `describe`, and
`alt-text --spec` on the SVG vl-convert renders), and checks every fact the description
states against values computed here with pandas, which never sees the Swift code or its
output:

- normalized stacks (`stack: "normalize"`; areas over years, bars over categories, months and
  a horizontal stack): the kind; every value read as its share of its position's total (pandas
  groupby, value / sum of |values| x 100, to 1e-9); the value axis in percent and within 0 to
  100 (never the raw sums); the largest and smallest shares with their series and position;
  the series with the largest share in each stack and the one that holds it throughout;
  "every stack is 100 %" stated;
- pies and donuts (`mark_arc` with and without `innerRadius`): the L1 name ("Donut chart",
  "Pie chart") and the JSON's `donut`, with the pie's total, shares, whole percents and
  extremes checked as scripts/kinds_corpus.py checks them;
- every chart: each claim of the short alt text found in the long description.

    swift build
    python3 scripts/kinds_d_corpus.py [--binary .build/debug/chart-describe] [--keep DIR] [-v]

Prints one line per disagreement and the agreement rate; exits 1 when any check disagrees.
Python packages: altair, vl-convert-python, vega_datasets, pandas (see
scripts/requirements-test.txt).
"""
import os
import sys

import altair as alt
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments, close, load, url  # noqa: E402
from kinds_corpus import pie_checks  # noqa: E402


def month_name(value):
    return pd.Timestamp(value).strftime("%B")


def normalized_cases():
    """(name, chart, truth): truth gives the plotted rows aggregated as (x, series, value)
    and how the JSON writes an x."""
    iowa = load("iowa-electricity.csv")
    iowa["year"] = pd.to_datetime(iowa["year"]).dt.year.astype(str)
    barley = load("barley.json")
    cars = load("cars.json")
    weather = load("seattle-weather.csv")
    weather["month"] = pd.to_datetime(weather["date"]).map(month_name)
    mix = pd.DataFrame({"region": ["North"] * 3 + ["South"] * 3 + ["West"] * 3,
                        "source": ["Coal", "Gas", "Wind"] * 3,
                        "twh": [50, 30, 20, 20, 60, 40, 10, 30, 60]})
    ties = pd.DataFrame({"q": ["Q1", "Q1", "Q2", "Q2", "Q3", "Q3"],
                         "team": ["A", "B"] * 3, "n": [5, 5, 2, 6, 7, 1]})

    def frame(data, x, series, value, agg="sum"):
        grouped = data.groupby([x, series])[value]
        # A count or sum of no rows is 0: a colour absent at a position is a zero share
        # (Vega-Lite draws no segment; the chart-describe reading states 0).
        out = (grouped.sum() if agg == "sum" else grouped.size())
        out = out.unstack(fill_value=0).stack().reset_index()
        out.columns = ["x", "series", "value"]
        out["x"], out["series"] = out["x"].astype(str), out["series"].astype(str)
        return out

    return [
        ("iowa-normalized-area",
         alt.Chart(url("iowa-electricity.csv")).mark_area().encode(
             x="year:T", y=alt.Y("net_generation:Q", stack="normalize"), color="source:N"),
         frame(iowa, "year", "source", "net_generation"), lambda x: str(x)[:4]),
        ("barley-normalized-bars",
         alt.Chart(url("barley.json")).mark_bar().encode(
             x="site:N", y=alt.Y("sum(yield):Q", stack="normalize"), color="variety:N"),
         frame(barley, "site", "variety", "yield"), str),
        ("barley-normalized-horizontal",
         alt.Chart(url("barley.json")).mark_bar().encode(
             y="site:N", x=alt.X("sum(yield):Q", stack="normalize"), color="variety:N"),
         frame(barley, "site", "variety", "yield"), str),
        ("cars-origin-cylinders-normalized",
         alt.Chart(url("cars.json")).mark_bar().encode(
             x="Origin:N", y=alt.Y("count():Q", stack="normalize"), color="Cylinders:N"),
         frame(cars, "Origin", "Cylinders", "Name", agg="count"), str),
        ("seattle-weather-by-month-normalized",
         alt.Chart(url("seattle-weather.csv")).mark_bar().encode(
             x=alt.X("month(date):O"), y=alt.Y("count():Q", stack="normalize"),
             color="weather:N"),
         frame(weather, "month", "weather", "date", agg="count"), str),
        ("energy-mix-normalized",
         alt.Chart(mix).mark_bar().encode(
             x="region:N", y=alt.Y("twh:Q", stack="normalize"), color="source:N"),
         frame(mix, "region", "source", "twh"), str),
        ("tied-shares-normalized",
         alt.Chart(ties).mark_bar().encode(
             x="q:N", y=alt.Y("n:Q", stack="normalize"), color="team:N"),
         frame(ties, "q", "team", "n"), str),
    ]


def normalized_checks(ours, text, truth, key):
    kind = ours.get("kind") or {}
    yield "kind", kind.get("name") == "normalizedStack", kind.get("name")
    stack = kind.get("normalizedStack") or {}
    truth = truth.copy()
    totals = truth.groupby("x")["value"].transform(lambda v: v.abs().sum())
    truth["share"] = truth["value"] / totals * 100
    expected = {(r.series, r.x): r.share for r in truth.itertuples()}
    read = {}
    for series in ours.get("series", []):
        for point in series.get("dataPoints", []):
            # The JSON writes each point's position as `x` and its value as `y`, whichever
            # axis is drawn across.
            read[(series["name"], key(point["x"]))] = point["y"]
    yield "share count", len(read) == len(expected), f"{len(read)} vs {len(expected)}"
    for where, share in expected.items():
        yield f"share {where}", close(read.get(where), share), f"{read.get(where)} vs {share}"
    axis = ours["yAxis"] if ours["independentAxis"] == "x" else ours["xAxis"]
    low, high = (axis.get("range") or [None, None])
    yield "value axis in percent", axis.get("unit") == "%", axis.get("unit")
    yield "value axis within 0 to 100", low is not None and 0 <= low <= high <= 100 + 1e-9, \
        f"{low} to {high}"
    for which, pick in [("largest", max), ("smallest", min)]:
        value = pick(truth["share"])
        holders = sorted((r.series, r.x) for r in truth.itertuples() if r.share == value)
        mine = stack.get(which) or []
        got = sorted((s["series"], key(s["x"])) for s in mine)
        yield f"{which} holders", got == holders, f"{got} vs {holders}"
        yield f"{which} share", all(close(s["percent"], value) for s in mine) and bool(mine), \
            f"{[s['percent'] for s in mine]} vs {value}"
    leaders = {key(l["x"]): l for l in stack.get("leaders") or []}
    tops = truth.groupby("x")["share"].transform("max")
    for x, part in truth[truth["share"] == tops].groupby("x"):
        mine = leaders.get(x) or {}
        yield f"leader {x}", sorted(mine.get("series", [])) == sorted(part["series"]), \
            f"{mine.get('series')} vs {list(part['series'])}"
        yield f"leader {x} share", close(mine.get("percent"), float(part["share"].iloc[0])), ""
    leading = truth[truth["share"] == tops].groupby("series")["x"].nunique()
    everywhere = sorted(leading[leading == truth["x"].nunique()].index)
    got = stack.get("leaderThroughout")
    yield "leader throughout", (got in everywhere) if everywhere else got is None, \
        f"{got} vs {everywhere}"
    yield "every stack is 100 %", "every stack is 100 %" in text, ""


def pie_cases():
    budget = pd.DataFrame({"label": ["Rent", "Food", "Transport", "Utilities", "Savings"],
                           "value": [1200, 640, 310, 270, 600]})
    origin = load("cars.json").groupby("Origin").size()
    origin = pd.DataFrame({"label": origin.index, "value": origin.values})
    out = []
    for name, data in [("budget", budget), ("cars-origin", origin)]:
        for inner in [0, 40, 80]:
            chart = alt.Chart(data).mark_arc(innerRadius=inner).encode(
                theta="value:Q", color=alt.Color("label:N", sort=None))
            out.append((f"{name}-{'donut-' + str(inner) if inner else 'pie'}", chart,
                        dict(frame=lambda d=data: d), inner > 0))
    return out


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-d-corpus-")
    runs = [("normalized stack", name, chart, (truth, key), None)
            for name, chart, truth, key in normalized_cases()]
    runs += [("donut" if donut else "pie", name, chart, truth, donut)
             for name, chart, truth, donut in pie_cases()]
    for kind, name, chart, truth, donut in runs:
        path = corpus.write(name, chart, svg=True)
        read = corpus.describe_with_short(kind, name, path)
        if read is None:
            continue
        ours, text, short = read
        if donut is None:
            found = normalized_checks(ours, text, *truth)
        else:
            found = list(pie_checks(ours, text, truth))
            named = "Donut chart" if donut else "Pie chart"
            found.append(("L1 name", text.startswith(named), text[:40]))
            pie = (ours.get("kind") or {}).get("pie") or {}
            found.append(("JSON donut", pie.get("donut") is donut, pie.get("donut")))
        for check, agrees, detail in found:
            corpus.record(kind, name, check, agrees, detail)
        corpus.record_short_claims(kind, name, short, text)
    return corpus.finish()


if __name__ == "__main__":
    sys.exit(main())
