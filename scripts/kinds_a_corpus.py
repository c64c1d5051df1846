#!/usr/bin/env python3
"""Checks chart-describe's reading of histograms and ordered categories against oracles.

Builds Altair charts of known data (vega_datasets' bundled cars and Seattle weather, and
seeded inline samples with nulls), runs the built binary on each (`describe --format json`,
`describe`, and `alt-text --spec` on the SVG vl-convert draws; the loop is
scripts/corpus_common.py's) and checks every stated fact against values computed here, which
never see the Swift code or its output:

- histogram, drawn up (bins on x) or across (bins on y): the kind; each bin's count against `numpy.histogram` on the bins drawn (each
  edge a multiple of one step, covering every value); the total and the nulls left out
  (pandas); the modal bins; the mean, standard deviation and Fisher–Pearson skewness of the
  bin midpoints (numpy, `scipy.stats.skew(..., bias=True)`) to 1e-9, and the skew's words
  (Bulmer's thresholds); each bin said as a range ("80 to 100: 113");
- ordered categories (months, weekdays, ordinal years): the kind and order, and the
  Mann–Kendall direction over the categories in order (pymannkendall) of each phase-free
  series;
- every chart: no "starts at" or "ends at"; a histogram no Mann–Kendall; and every number and
  direction word of the short alt text is in the long description.

    swift build
    python3 scripts/kinds_a_corpus.py [--binary .build/debug/chart-describe] [--keep DIR] [-v]

Prints one line per disagreement and the agreement rate; exits 1 when any check disagrees.
Python packages: scripts/requirements-test.txt.
"""
import json
import math
import os
import re
import sys

import altair as alt
import numpy as np
import pandas as pd
import pymannkendall as mk
import scipy.stats as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments, close, load, url  # noqa: E402
from seeded_lcg import LCG  # noqa: E402

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def seeded(seed, count, nulls):
    g = LCG(seed)
    values = [round(-math.log(1.0 - g.next()) * 12.0, 2) for _ in range(count)]
    for i in range(0, count, max(1, count // max(nulls, 1)))[:nulls]:
        values[i] = None
    return pd.DataFrame({"wait": values})


def cases():
    out = []
    cars, weather = url("cars.json"), url("seattle-weather.csv")
    for field in ["Horsepower", "Miles_per_Gallon", "Acceleration", "Weight_in_lbs"]:
        for bin_ in [True, alt.Bin(maxbins=20)]:
            out.append((f"cars-{field}-{'maxbins20' if bin_ is not True else 'bins'}",
                        alt.Chart(cars).mark_bar().encode(
                            x=alt.X(f"{field}:Q", bin=bin_), y="count():Q"),
                        "histogram", dict(values=lambda f=field: load("cars.json")[f])))
    for field, step in [("temp_max", 5), ("precipitation", 2), ("wind", 1)]:
        out.append((f"weather-{field}-step{step}", alt.Chart(weather).mark_bar().encode(
            x=alt.X(f"{field}:Q", bin=alt.Bin(step=step)), y="count():Q"), "histogram",
            dict(values=lambda f=field: load("seattle-weather.csv")[f])))
    for seed, count, nulls in [(1, 50, 3), (2, 300, 0), (3, 1000, 17)]:
        frame = seeded(seed, count, nulls)
        out.append((f"seeded-waits-{seed}", alt.Chart(frame).mark_bar().encode(
            x=alt.X("wait:Q", bin=alt.Bin(maxbins=15)), y="count():Q"), "histogram",
            dict(values=lambda f=frame: f["wait"])))
    # The same histograms drawn across: bins on y, counts on x (Altair's
    # `y=alt.Y(field, bin=…), x="count()"`), read as the same histograms.
    for field in ["Horsepower", "Miles_per_Gallon", "Acceleration", "Weight_in_lbs"]:
        out.append((f"cars-{field}-bins-across", alt.Chart(cars).mark_bar().encode(
            y=alt.Y(f"{field}:Q", bin=True), x="count():Q"), "histogram",
            dict(values=lambda f=field: load("cars.json")[f])))
    for field, step in [("temp_max", 5), ("precipitation", 2), ("wind", 1)]:
        out.append((f"weather-{field}-step{step}-across", alt.Chart(weather).mark_bar().encode(
            y=alt.Y(f"{field}:Q", bin=alt.Bin(step=step)), x="count():Q"), "histogram",
            dict(values=lambda f=field: load("seattle-weather.csv")[f])))
    for seed, count, nulls in [(4, 80, 5), (5, 500, 0)]:
        frame = seeded(seed, count, nulls)
        out.append((f"seeded-waits-{seed}-across", alt.Chart(frame).mark_bar().encode(
            y=alt.Y("wait:Q", bin=alt.Bin(maxbins=15)), x="count():Q"), "histogram",
            dict(values=lambda f=frame: f["wait"])))
    for field in ["temp_max", "precipitation", "wind"]:
        out.append((f"weather-{field}-by-month", alt.Chart(weather).mark_line().encode(
            x="month(date):O", y=f"mean({field}):Q"), "ordered",
            dict(order="months", values=lambda f=field: load("seattle-weather.csv").assign(
                m=lambda d: pd.to_datetime(d.date).dt.month).groupby("m")[f].mean())))
        out.append((f"weather-{field}-by-year", alt.Chart(weather).mark_bar().encode(
            x="year(date):O", y=f"max({field}):Q"), "ordered",
            dict(order="numbers", values=lambda f=field: load("seattle-weather.csv").assign(
                y=lambda d: pd.to_datetime(d.date).dt.year).groupby("y")[f].max())))
    days = pd.DataFrame({"day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
                         "visits": [120, 135, 160, 150, 90]})
    out.append(("visits-by-weekday", alt.Chart(days).mark_bar().encode(
        x=alt.X("day:O", sort=None), y="visits:Q"), "ordered",
        dict(order="weekdays", values=lambda: days.set_index("day")["visits"])))
    return out


def skew_words(g1):
    size = abs(g1)
    if size < 0.5:
        return "roughly symmetric"
    degree = "moderately" if size < 1 else "highly"
    return f"{degree} skewed to the {'right' if g1 > 0 else 'left'}"


def histogram_checks(ours, text, truth):
    kind = ours.get("kind") or {}
    yield "kind", kind.get("name") == "histogram", kind.get("name")
    h = kind.get("histogram") or {}
    bins = h.get("bins") or []
    if not bins:
        yield "bins present", False, "none"
        return
    raw = truth["values"]()
    values = raw.dropna().astype(float).to_numpy()
    starts = np.array([b["start"] for b in bins])
    ends = np.array([b["end"] for b in bins])
    steps = ends - starts
    yield "one step", np.allclose(steps, steps[0]), f"{steps}"
    yield "bins cover the data", starts[0] <= values.min() and values.max() <= ends[-1], \
        f"{starts[0]}..{ends[-1]} vs {values.min()}..{values.max()}"
    edges = np.arange(round((ends[-1] - starts[0]) / steps[0]) + 1) * steps[0] + starts[0]
    counts, _ = np.histogram(values, bins=edges)
    # Vega-Lite draws only the bins that hold values.
    drawn = {round(float(e), 9): int(c) for e, c in zip(edges[:-1], counts) if c > 0}
    mine = {round(float(b["start"]), 9): b["value"] for b in bins}
    yield "bin counts (numpy)", drawn == mine, f"{mine} vs {drawn}"
    yield "total", close(h.get("total"), float(len(values))), f"{h.get('total')} vs {len(values)}"
    nulls = int(raw.isna().sum())
    yield "left out", close(h.get("leftOut"), float(nulls)), f"{h.get('leftOut')} vs {nulls}"
    given = np.array([b["value"] for b in bins])
    modal = np.flatnonzero(given == given.max()).tolist()
    yield "modal bins", h.get("modalBins") == modal, f"{h.get('modalBins')} vs {modal}"
    middles = (starts + ends) / 2
    mean = np.average(middles, weights=given)
    deviation = math.sqrt(np.average((middles - mean) ** 2, weights=given))
    repeated = np.repeat(middles, given.astype(int))
    g1 = float(st.skew(repeated, bias=True))
    yield "mean", close(h.get("mean"), float(mean)), f"{h.get('mean')} vs {mean}"
    yield "standard deviation", close(h.get("standardDeviation"), deviation), \
        f"{h.get('standardDeviation')} vs {deviation}"
    yield "skewness (scipy)", close(h.get("skewness"), g1), f"{h.get('skewness')} vs {g1}"
    words = skew_words(g1)
    yield "skew words", words in text, f"expected “{words}”"
    title = (ours["yAxis"] if ours.get("independentAxis") == "y" else ours["xAxis"])["title"]
    for b in bins[:8]:
        number = lambda v: f"{v:,.12g}"
        said = f"{number(b['start'])} to {number(b['end'])}: {number(b['value'])}"
        yield f"bin {said} said", said in text, f"{title}: expected “{said}”"
    yield "no Mann–Kendall", "Mann–Kendall" not in text, ""


def ordered_checks(ours, text, truth):
    kind = ours.get("kind") or {}
    yield "kind", kind.get("name") == "orderedCategories", kind.get("name")
    yield "order", kind.get("categoryOrder") == truth["order"], kind.get("categoryOrder")
    values = truth["values"]()
    series = ours["series"][0]
    trend = (series.get("trend") or {}).get("mannKendall")
    if trend is None:
        yield "trend tested", False, "no trend"
        return
    expected = mk.original_test(list(values.values), alpha=0.05).trend
    yield "Mann–Kendall direction", trend.get("direction") == expected, \
        f"{trend.get('direction')} vs {expected}"
    yield "Mann–Kendall p", close(trend.get("p"), float(mk.original_test(list(values.values)).p)), \
        f"{trend.get('p')}"


def numbers(text):
    return [n.rstrip(",") for n in re.findall(r"-?[0-9][0-9,]*(?:\.[0-9]+)?", text)]


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-a-corpus-")
    for name, chart, kind, truth in cases():
        path = corpus.write(name, chart, svg=True)
        read = corpus.describe_with_short(kind, name, path)
        if read is None:
            continue
        ours, text, short = read
        found = histogram_checks(ours, text, truth) if kind == "histogram" else \
            ordered_checks(ours, text, truth)
        for check, agrees, detail in found:
            corpus.record(kind, name, check, agrees, detail)
        for phrase in ["starts at", "ends at"]:
            corpus.record(kind, name, f"no “{phrase}”", phrase not in text)
        corpus.record(kind, name, "short alt text found", bool(short), "alt-text wrote none")
        finding = (short or "").partition(". ")[2].lower()
        for number in numbers(finding):
            corpus.record(kind, name, f"short number {number} in long", number in text.lower())
        for word in ["rises", "falls", "peak", "tallest", "longest", "skewed", "symmetric"]:
            if word in finding:
                corpus.record(kind, name, f"short “{word}” in long", word[:4] in text.lower())
    return corpus.finish()


if __name__ == "__main__":
    sys.exit(main())
