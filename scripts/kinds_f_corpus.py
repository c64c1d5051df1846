#!/usr/bin/env python3
"""Checks chart-describe's reading of connected scatter plots and of scatter plots that draw a
regression layer, made by Altair, against independent numpy, scipy and pandas oracles.

Connected scatter plots: lines whose `order` channel is not their x (vega_datasets' driving
data, in its own order and shuffled; seeded random walks ordered by a step field, shuffled,
one and two colour groups; a line in data order with `order: {"value": null}`). For each the
kind is `connectedScatter` and the chart named "Connected scatter plot"; each path's start and
end are the first and last rows by the order field (pandas `sort_values`, stable), with their
order values, x and y; its point count; the direction of x and y from start to end; Pearson's
r and Spearman's ρ with p over all points and over each path (scipy's `pearsonr` and
`spearmanr`) to 1e-9; no "starts at", "ends at" or Mann–Kendall result; each number of the
short alt text in the long description.

Regression layers: scatter plots with `transform_regression` (cars' fuel economy against
horsepower, over all cars and by origin with `groupby`; iris; seeded data with an `extent`).
For each the kind is `scatter`; each fitted line's slope and intercept are those of
`numpy.polyfit(x, y, 1)` over its group's rows with both values, to 1e-9; it spans the group's
x extent (or the transform's); it is said to be the least-squares line, and its slope is
written in the text to three significant digits.

    swift build
    python3 scripts/kinds_f_corpus.py [--binary .build/debug/chart-describe] [-v]

Prints each disagreement and the agreement rate per kind; exits 1 when any check disagrees.
Python packages: scripts/requirements-test.txt.
"""
import os
import sys

import altair as alt
import numpy as np
import pandas as pd
from scipy import stats

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments, close, load, record_readings, url  # noqa: E402

FORBIDDEN = ["starts at", "ends at", "Mann–Kendall", "Mann-Kendall"]


def three(value):
    """A number to three significant digits, as the description writes a slope."""
    text = f"{value:.3g}"
    if "e" in text:
        return text
    return text


def walk(seed, count, group=None):
    """A seeded random walk in x and y, with its step, shuffled."""
    rng = np.random.default_rng(seed)
    x = np.cumsum(rng.normal(0, 1, count)).round(3)
    y = np.cumsum(rng.normal(0.2, 1, count)).round(3)
    rows = [{"step": i + 1, "x": float(a), "y": float(b)} for i, (a, b) in enumerate(zip(x, y))]
    if group is not None:
        for row in rows:
            row["walker"] = group
    return rows


def connected_cases():
    """(name, chart, truth) for connected scatter plots."""
    driving = load("driving.json")
    cases = []
    base = alt.Chart(url("driving.json")).mark_line(point=True)
    cases.append(("driving-connected", base.encode(
        x=alt.X("miles:Q", scale=alt.Scale(zero=False)),
        y=alt.Y("gas:Q", scale=alt.Scale(zero=False)), order="year:Q"),
        {"frame": driving, "x": "miles", "y": "gas", "order": "year", "group": None}))
    shuffled = driving.sample(frac=1, random_state=7).reset_index(drop=True)
    cases.append(("driving-shuffled", alt.Chart(shuffled).mark_line().encode(
        x="miles:Q", y="gas:Q", order="year:Q"),
        {"frame": shuffled, "x": "miles", "y": "gas", "order": "year", "group": None}))
    for seed in (11, 12):
        frame = pd.DataFrame(walk(seed, 30)).sample(frac=1, random_state=seed)
        cases.append((f"walk-{seed}", alt.Chart(frame).mark_line().encode(
            x="x:Q", y="y:Q", order="step:Q"),
            {"frame": frame, "x": "x", "y": "y", "order": "step", "group": None}))
    two = pd.DataFrame(walk(21, 25, "A") + walk(22, 25, "B")).sample(frac=1, random_state=3)
    cases.append(("walk-two-groups", alt.Chart(two).mark_line().encode(
        x="x:Q", y="y:Q", order="step:Q", color="walker:N"),
        {"frame": two, "x": "x", "y": "y", "order": "step", "group": "walker"}))
    data_order = pd.DataFrame(walk(31, 20))
    spec = alt.Chart(data_order).mark_line().encode(x="x:Q", y="y:Q").to_dict()
    spec["encoding"]["order"] = {"value": None}
    cases.append(("walk-data-order", spec,
                  {"frame": data_order, "x": "x", "y": "y", "order": None, "group": None}))
    return cases


def correlation_checks(label, ours, x, y):
    checks = []
    pearson, spearman = stats.pearsonr(x, y), stats.spearmanr(x, y)
    for method, oracle in (("pearson", pearson), ("spearman", spearman)):
        got = (ours or {}).get(method) or {}
        checks.append((f"{label} {method} coefficient", close(got.get("coefficient"),
                       float(oracle[0])), f"{got.get('coefficient')} vs {oracle[0]}"))
        checks.append((f"{label} {method} p", close(got.get("p"), float(oracle[1])),
                       f"{got.get('p')} vs {oracle[1]}"))
    return checks


def connected_checks(ours, text, truth):
    kind = ours.get("kind") or {}
    reading = kind.get("connectedScatter") or {}
    checks = [("kind is connectedScatter", kind.get("name") == "connectedScatter",
               kind.get("name")),
              ("L1 names the chart", text.startswith("Connected scatter plot"), text[:30])]
    frame = truth["frame"].dropna(subset=[truth["x"], truth["y"]])
    if truth["group"]:
        groups = list(frame.groupby(truth["group"], sort=True))
    else:
        groups = [(None, frame)]
    paths = reading.get("paths", [])
    checks.append(("path count", len(paths) == len(groups), f"{len(paths)} vs {len(groups)}"))
    for (name, part), path in zip(groups, paths):
        ordered = part.sort_values(truth["order"], kind="stable") if truth["order"] else part
        first, last = ordered.iloc[0], ordered.iloc[-1]
        label = name or "path"
        if name:
            checks.append((f"{label} series", path.get("series") == name, path.get("series")))
        checks.append((f"{label} point count", path.get("pointCount") == len(ordered),
                       path.get("pointCount")))
        for end, row in (("start", first), ("end", last)):
            got = path.get(end) or {}
            checks.append((f"{label} {end} x", close(got.get("x"), float(row[truth["x"]])),
                           f"{got.get('x')} vs {row[truth['x']]}"))
            checks.append((f"{label} {end} y", close(got.get("y"), float(row[truth["y"]])),
                           f"{got.get('y')} vs {row[truth['y']]}"))
            if truth["order"]:
                order = got.get("order")
                checks.append((f"{label} {end} order", order is not None and close(
                    float(order), float(row[truth["order"]])), f"{order} vs {row[truth['order']]}"))
                value = row[truth["order"]]
                written = str(int(value)) if float(value).is_integer() else str(value)
                checks.append((f"{label} {end} order in text", written in text, written))
        for axis in ("x", "y"):
            change = float(last[truth[axis]]) - float(first[truth[axis]])
            want = "higher" if change > 0 else "lower" if change < 0 else "same"
            checks.append((f"{label} {axis} direction", path.get(f"{axis}Change") == want,
                           f"{path.get(f'{axis}Change')} vs {want}"))
            checks.append((f"{label} {axis} direction word in text",
                           (want if want != "same" else "the same") in text, want))
        checks += correlation_checks(label, path.get("relationship"),
                                     ordered[truth["x"]].astype(float),
                                     ordered[truth["y"]].astype(float))
    checks += correlation_checks("overall", kind.get("overall"), frame[truth["x"]].astype(float),
                                 frame[truth["y"]].astype(float))
    return checks


def regression_cases():
    """(name, chart, truth) for scatter plots with a regression layer."""
    cars, iris = load("cars.json"), load("iris.json")
    cases = []
    points = alt.Chart(url("cars.json")).mark_point().encode(
        x="Horsepower:Q", y="Miles_per_Gallon:Q")
    cases.append(("cars-regression", points + points.transform_regression(
        "Horsepower", "Miles_per_Gallon").mark_line(),
        {"frame": cars, "x": "Horsepower", "y": "Miles_per_Gallon", "group": None,
         "extent": None}))
    coloured = points.encode(color="Origin:N")
    cases.append(("cars-regression-by-origin", coloured + coloured.transform_regression(
        "Horsepower", "Miles_per_Gallon", groupby=["Origin"]).mark_line(),
        {"frame": cars, "x": "Horsepower", "y": "Miles_per_Gallon", "group": "Origin",
         "extent": None}))
    petals = alt.Chart(url("iris.json")).mark_circle().encode(
        x="petalLength:Q", y="petalWidth:Q")
    cases.append(("iris-regression", petals + petals.transform_regression(
        "petalLength", "petalWidth").mark_line(),
        {"frame": iris, "x": "petalLength", "y": "petalWidth", "group": None, "extent": None}))
    rng = np.random.default_rng(41)
    x = rng.uniform(1, 9, 40).round(2)
    frame = pd.DataFrame({"x": x, "y": (2.5 - 0.7 * x + rng.normal(0, 1, 40)).round(2)})
    seeded = alt.Chart(frame).mark_point().encode(x="x:Q", y="y:Q")
    cases.append(("seeded-regression-extent", seeded + seeded.transform_regression(
        "x", "y", extent=[0, 10]).mark_line(),
        {"frame": frame, "x": "x", "y": "y", "group": None, "extent": (0.0, 10.0)}))
    return cases


def regression_checks(ours, text, truth):
    kind = ours.get("kind") or {}
    lines = kind.get("fittedLines") or []
    checks = [("kind is scatter", kind.get("name") == "scatter", kind.get("name")),
              ("L1 names the chart", text.startswith("Scatter plot"), text[:30])]
    frame = truth["frame"].dropna(subset=[truth["x"], truth["y"]])
    groups = (list(frame.groupby(truth["group"], sort=False)) if truth["group"]
              else [(None, frame)])
    checks.append(("fitted line count", len(lines) == len(groups), f"{len(lines)} vs {len(groups)}"))
    by_group = {line.get("group"): line for line in lines}
    for name, part in groups:
        line = by_group.get(name)
        if line is None:
            checks.append((f"{name} line found", False, sorted(map(str, by_group))))
            continue
        xs, ys = part[truth["x"]].astype(float), part[truth["y"]].astype(float)
        slope, intercept = np.polyfit(xs, ys, 1)
        checks.append((f"{name} slope", close(line.get("slope"), float(slope)),
                       f"{line.get('slope')} vs {slope}"))
        checks.append((f"{name} intercept", close(line.get("intercept"), float(intercept)),
                       f"{line.get('intercept')} vs {intercept}"))
        low, high = truth["extent"] or (float(xs.min()), float(xs.max()))
        checks.append((f"{name} start", close(line.get("start"), low), line.get("start")))
        checks.append((f"{name} end", close(line.get("end"), high), line.get("end")))
        checks.append((f"{name} least squares", line.get("leastSquares") is True,
                       line.get("leastSquares")))
        checks.append((f"{name} slope in text", f"slope {three(slope)} " in text, three(slope)))
    checks.append(("text says least-squares line", "draws a least-squares line" in text, ""))
    return checks


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-f-corpus-")
    cases = [(n, c, "connectedScatter", t) for n, c, t in connected_cases()]
    cases += [(n, c, "regression", t) for n, c, t in regression_cases()]
    for name, chart, kind, truth in cases:
        path = corpus.write(name, chart, svg=True)
        read = corpus.describe_with_short(kind, name, path)
        if read is None:
            continue
        ours, text, short = read
        checks = connected_checks if kind == "connectedScatter" else regression_checks
        for check, agrees, detail in checks(ours, text, truth):
            corpus.record(kind, name, check, agrees, detail)
        forbidden = FORBIDDEN if kind == "connectedScatter" else FORBIDDEN[:2]
        record_readings(corpus, kind, name, text, short, forbidden,
                        ["higher", "lower", "positive", "negative", "rises", "falls"])
    return corpus.finish()


if __name__ == "__main__":
    sys.exit(main())
