#!/usr/bin/env python3
"""Checks chart-describe's reading of chart kinds (scatter plots, pies) against oracles.

Builds Altair charts of each kind from vega_datasets' locally bundled data and from inline
data (nothing is fetched), runs the built binary on each (`describe --format json`,
`describe`, and `alt-text --spec` on the SVG that vl-convert renders), and checks every fact
the description states against values computed here with scipy and pandas, which never see
the Swift code or its output:

- scatter: the kind; Pearson r and p, Spearman rho and p overall and per colour group (to
  1e-9, scipy.stats); the strength and direction words (Cohen's thresholds, the coefficient
  that is significant); the number of points;
- pie: the kind; the total, each slice's exact share (pandas, to 1e-9) and whole percent
  (largest remainder, summing to 100, equal slices equal); the largest and smallest slice;
- every chart: no "starts at", "ends at" or Mann–Kendall sentence, and each claim of the
  short alt text found in the long description.

    swift build
    python3 scripts/kinds_corpus.py [--binary .build/debug/chart-describe] [--keep DIR] [-v]

Prints one line per disagreement and the agreement rate; exits 1 when any check disagrees.
Python packages: altair, vl-convert-python, vega_datasets, pandas, scipy (see
scripts/requirements-test.txt).
"""
import json
import os
import re
import sys

import altair as alt
import pandas as pd
import scipy.stats as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments, close, load, url  # noqa: E402
from whole_percentages import hamilton  # noqa: E402  (equal slices kept equal)

ALPHA = 0.05


def cases():
    """(name, chart, kind, truth) with truth a frame of the plotted rows."""
    out = []
    cars, iris = url("cars.json"), url("iris.json")
    pairs = [("Horsepower", "Miles_per_Gallon"), ("Weight_in_lbs", "Displacement"),
             ("Acceleration", "Horsepower"), ("Weight_in_lbs", "Acceleration")]
    for x, y in pairs:
        for by in [None, "Origin"]:
            encoding = dict(x=f"{x}:Q", y=f"{y}:Q")
            if by:
                encoding["color"] = f"{by}:N"
            out.append((f"cars-{x}-{y}{'-by-' + by if by else ''}",
                        alt.Chart(cars).mark_point().encode(**encoding), "scatter",
                        dict(frame=lambda: load("cars.json"), x=x, y=y, by=by)))
    for x, y in [("petalLength", "petalWidth"), ("sepalLength", "sepalWidth")]:
        for mark in ["circle", "square"]:
            out.append((f"iris-{x}-{y}-{mark}", getattr(alt.Chart(iris), f"mark_{mark}")().encode(
                x=f"{x}:Q", y=f"{y}:Q", color="species:N"), "scatter",
                dict(frame=lambda: load("iris.json"), x=x, y=y, by="species")))
    noise = pd.DataFrame({"a": [((i * 7919) % 101) / 10 for i in range(60)],
                          "b": [((i * 104729) % 97) / 10 for i in range(60)]})
    out.append(("independent-noise", alt.Chart(noise).mark_point().encode(x="a:Q", y="b:Q"),
                "scatter", dict(frame=lambda: noise, x="a", y="b", by=None)))
    budgets = {
        "budget": {"Rent": 1200, "Food": 640, "Transport": 310, "Utilities": 270,
                   "Savings": 600, "Leisure": 410},
        "three-way": {"Yes": 41, "No": 37, "Unsure": 22},
        "thirds": {"A": 1, "B": 1, "C": 1},
        "long-tail": {f"Item {i}": v for i, v in enumerate([500, 300, 90, 40, 30, 20, 10, 6, 3, 1])},
    }
    for name, values in budgets.items():
        frame = pd.DataFrame({"label": list(values), "value": list(values.values())})
        for inner in [0, 50]:
            chart = alt.Chart(frame).mark_arc(innerRadius=inner).encode(
                theta="value:Q", color=alt.Color("label:N", sort=None))
            out.append((f"pie-{name}{'-donut' if inner else ''}", chart, "pie",
                        dict(frame=lambda f=frame: f)))
    origin_counts = load("cars.json").groupby("Origin").size()
    frame = pd.DataFrame({"label": origin_counts.index, "value": origin_counts.values})
    out.append(("pie-cars-by-origin", alt.Chart(frame).mark_arc().encode(
        theta="value:Q", color="label:N"), "pie", dict(frame=lambda f=frame: f)))
    return out


def strength(r):
    r = abs(r)
    return "very weak" if r < 0.1 else "weak" if r < 0.3 else "moderate" if r < 0.5 else "strong"


def scatter_checks(ours, text, truth, names):
    frame = truth["frame"]().dropna(subset=[truth["x"], truth["y"]])
    x, y, by = truth["x"], truth["y"], truth["by"]
    kind = ours.get("kind") or {}
    yield "kind", kind.get("name") == "scatter", kind.get("name")
    groups = {g["group"]: g for g in kind.get("groups") or []}
    parts = [(None, frame, kind.get("overall"))]
    if by:
        parts += [(str(k), part, groups.get(str(k))) for k, part in frame.groupby(by)]
    for label, part, mine in parts:
        where = label or "all points"
        if mine is None:
            yield f"{where} present", False, "missing"
            continue
        yield f"{where} count", mine["pointCount"] == len(part), f"{mine['pointCount']} vs {len(part)}"
        pearson = st.pearsonr(part[x], part[y])
        spearman = st.spearmanr(part[x], part[y])
        for method, result, key in [("pearson", pearson, "pearson"), ("spearman", spearman, "spearman")]:
            got = mine.get(key) or {}
            yield f"{where} {method} coefficient", close(got.get("coefficient"), float(result.statistic)), \
                f"{got.get('coefficient')} vs {result.statistic}"
            yield f"{where} {method} p", close(got.get("p"), float(result.pvalue)), \
                f"{got.get('p')} vs {result.pvalue}"
        chosen = pearson if pearson.pvalue < ALPHA else spearman if spearman.pvalue < ALPHA else None
        if chosen is None:
            sentence = "No significant relationship between"
        else:
            sign = "positive" if chosen.statistic > 0 else "negative"
            monotonic = "" if chosen is pearson else " monotonic"
            words = strength(chosen.statistic)
            sentence = f"{words[0].upper()}{words[1:]} {sign}{monotonic} relationship"
            verb = "rises" if chosen.statistic > 0 else "falls"
            scope = f"within {label}" if label else "across all"
            claim = f"{names[1]} {verb} as {names[0]} rises"
            stated = re.search(re.escape(sentence) + " " + re.escape(scope) + r"[^:]*: " + re.escape(claim), text)
            yield f"{where} words", stated is not None, f"expected “{sentence} {scope} …: {claim}”"
            continue
        yield f"{where} words", sentence in text, f"expected “{sentence}”"


def pie_checks(ours, text, truth):
    frame = truth["frame"]()
    kind = ours.get("kind") or {}
    yield "kind", kind.get("name") == "pie", kind.get("name")
    pie = kind.get("pie") or {}
    values = frame["value"].astype(float)
    yield "total", close(pie.get("total"), float(values.sum())), f"{pie.get('total')} vs {values.sum()}"
    slices = {s["label"]: s for s in pie.get("slices") or []}
    shares = values / values.sum() * 100
    percents = hamilton(list(frame["value"]))
    yield "slice count", len(slices) == len(frame), f"{len(slices)} vs {len(frame)}"
    for label, share, percent in zip(frame["label"], shares, percents):
        mine = slices.get(str(label)) or {}
        yield f"{label} share", close(mine.get("share"), float(share)), f"{mine.get('share')} vs {share}"
        yield f"{label} percent", mine.get("percent") == percent, f"{mine.get('percent')} vs {percent}"
    yield "percents sum to 100 (less only when equal slices tie)", \
        sum(s.get("percent", 0) for s in slices.values()) == sum(percents), ""
    top = frame.loc[frame["value"] == frame["value"].max(), "label"].astype(str).tolist()
    bottom = frame.loc[frame["value"] == frame["value"].min(), "label"].astype(str).tolist()
    yield "largest", pie.get("largest") == top, f"{pie.get('largest')} vs {top}"
    yield "smallest", pie.get("smallest") == bottom, f"{pie.get('smallest')} vs {bottom}"
    yield "no axes stated", " axis is " not in text, ""


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-corpus-")
    for name, chart, kind, truth in cases():
        path = corpus.write(name, chart, svg=True)
        read = corpus.describe_with_short(kind, name, path)
        if read is None:
            continue
        ours, text, short = read
        if kind == "scatter":
            found = scatter_checks(ours, text, truth, (ours["xAxis"]["title"], ours["yAxis"]["title"]))
        else:
            found = pie_checks(ours, text, truth)
        for check, agrees, detail in found:
            corpus.record(kind, name, check, agrees, detail)
        for phrase in ["starts at", "ends at", "Mann–Kendall"]:
            corpus.record(kind, name, f"no “{phrase}”", phrase not in text)
        corpus.record_short_claims(kind, name, short, text)
    return corpus.finish()


if __name__ == "__main__":
    sys.exit(main())
