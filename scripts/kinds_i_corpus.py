#!/usr/bin/env python3
"""Checks chart-describe's reading of declared category orders and of scatter-plot clusters
(issue 13, kinds-8) on Altair charts of known data, against pandas, pymannkendall and
scikit-learn.

Declared orders. Bars and lines over an `ordinal` field whose order the chart gives: a sort
array (survey levels, sizes), a scale domain, `sort: "descending"` over years and months; and
charts sorted by value (`sort: "-y"`, `sort: "y"`, `sort: {"field", "op"}`) or nominal fields
with a sort array, whose order is no order of meaning. Checks:

- declared: the kind (`orderedCategories`) and `categoryOrder` (`declared`, or the order the
  names follow), the categories in the order Vega-Lite draws them (pandas), the overview
  sentence naming the first and last; each series' Mann–Kendall direction and p over the
  values in that order (pymannkendall `original_test`, p to 1e-9); no "starts at";
- by value: the categories in value order (pandas), no ordered kind, no trend in the JSON, no
  "Mann–Kendall", "starts at" or "rises"/"falls" in the description;
- for every chart, the short alt text's numbers and direction words in the long description.

Clusters. Scatter plots of seeded Gaussian blobs (2, 3 and 4, different sizes and units,
coloured or not, with stray points), and of data without clear clusters (one correlated
cloud, a uniform square, cars, Anscombe-like lines). The oracle: x and y z-scored
(population standard deviation); `sklearn.cluster.KMeans(k, n_init=10, random_state=0)` for
k = 2…4; partitions with a cluster under 5 % or 3 points left out; the k of highest
`sklearn.metrics.silhouette_score`; clusters stated when it is at least 0.70. Checks:

- stated or not, as the oracle; when stated: k, the silhouette to 1e-9, each cluster's size
  and centre (pandas means of its points, to 1e-9), and the sentence "The points form k
  clearly separated clusters: n points around (…)"; when not: no "clusters" in the text.

    swift build
    python3 scripts/kinds_i_corpus.py [--binary .build/debug/chart-describe] [-v] [--keep DIR]

Prints each disagreement and the agreement rate per kind; exits 1 when any check disagrees.
Python packages: scripts/requirements-test.txt.
"""
import os
import re
import sys

import altair as alt
import numpy as np
import pandas as pd
import pymannkendall as mk
from sklearn.cluster import KMeans
from sklearn.metrics import silhouette_score

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments, close, load, record_readings, url  # noqa: E402

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
LIKERT = ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"]
SIZES = ["XS", "S", "M", "L", "XL", "XXL"]
TREND_WORDS = ["Mann–Kendall", "starts at", "rises", "falls"]


def shuffled(frame, seed):
    """The rows in a seeded random order, so that data order is never the declared one."""
    return frame.sample(frac=1, random_state=seed).reset_index(drop=True)


def ordered_cases():
    """(name, chart, truth): truth has `declared` (bool), `order` (expected categoryOrder or
    None), `series` {name: [(category, value)] in drawn order}."""
    out = []
    rng = np.random.default_rng(8)
    # Survey answers, a sort array; data in a shuffled order.
    counts = [75, 48, 61, 30, 12]
    frame = shuffled(pd.DataFrame({"answer": LIKERT, "n": counts}), 1)
    out.append(("likert-sort-array",
                alt.Chart(frame).mark_bar().encode(
                    x=alt.X("answer:O", sort=LIKERT, title="Answer"),
                    y=alt.Y("n:Q", title="Respondents")),
                {"declared": True, "order": "declared",
                 "series": {"Respondents": list(zip(LIKERT, map(float, counts)))}}))
    # Two groups along the same levels, a line each.
    rows = []
    for group, base in (("Staff", 10.0), ("Students", 40.0)):
        for i, level in enumerate(LIKERT):
            rows.append({"answer": level, "group": group,
                         "share": round(base + (6 if group == "Staff" else -7) * i
                                        + float(rng.normal(0, 1.5)), 2)})
    frame = shuffled(pd.DataFrame(rows), 2)
    series = {g: [(a, float(frame[(frame.group == g) & (frame.answer == a)].share.iloc[0]))
                  for a in LIKERT] for g in ("Staff", "Students")}
    out.append(("likert-two-groups-lines",
                alt.Chart(frame).mark_line(point=True).encode(
                    x=alt.X("answer:O", sort=LIKERT, title="Answer"),
                    y=alt.Y("share:Q", title="Share (%)"), color="group:N"),
                {"declared": True, "order": "declared", "series": series}))
    # A scale domain orders priorities.
    priorities = ["Low", "Medium", "High", "Critical"]
    hours = [80.0, 52.5, 30.0, 9.5]
    frame = shuffled(pd.DataFrame({"priority": priorities, "hours": hours}), 3)
    out.append(("priority-scale-domain",
                alt.Chart(frame).mark_bar().encode(
                    x=alt.X("priority:O", scale=alt.Scale(domain=priorities), title="Priority"),
                    y=alt.Y("hours:Q", title="Hours to close")),
                {"declared": True, "order": "declared",
                 "series": {"Hours to close": list(zip(priorities, hours))}}))
    # Clothing sizes, seeded values, a line.
    sales = [round(float(v), 1) for v in 100 + np.cumsum(rng.normal(8, 6, len(SIZES)))]
    frame = shuffled(pd.DataFrame({"size": SIZES, "sales": sales}), 4)
    out.append(("sizes-sort-array-line",
                alt.Chart(frame).mark_line().encode(
                    x=alt.X("size:O", sort=SIZES, title="Size"),
                    y=alt.Y("sales:Q", title="Units sold")),
                {"declared": True, "order": "declared",
                 "series": {"Units sold": list(zip(SIZES, sales))}}))
    # Years as an ordinal field, latest first.
    years = list(range(2008, 2020))
    values = [round(float(v), 2) for v in 50 + np.cumsum(rng.normal(2, 3, len(years)))]
    frame = pd.DataFrame({"year": years, "value": values})
    drawn = sorted(zip(years, values), reverse=True)
    out.append(("years-descending",
                alt.Chart(frame).mark_bar().encode(
                    x=alt.X("year:O", sort="descending", title="Year"),
                    y=alt.Y("value:Q", title="Index")),
                {"declared": True, "order": "declared",
                 "series": {"Index": [(str(y), v) for y, v in drawn]}}))
    # Months of the Seattle data, latest month first.
    weather = load("seattle-weather.csv")
    weather["month"] = pd.to_datetime(weather["date"]).dt.month
    by_month = weather.groupby("month")["temp_max"].mean()
    out.append(("months-descending",
                alt.Chart(url("seattle-weather.csv")).mark_line().encode(
                    x=alt.X("month(date):O", sort="descending", title="Month"),
                    y=alt.Y("mean(temp_max):Q", title="High (°C)")),
                {"declared": True, "order": "declared",
                 "series": {"High (°C)": [(MONTHS[m - 1], float(by_month[m]))
                                         for m in range(12, 0, -1)]}}))
    # Months in calendar order, declared ordinal: the names' own order still wins.
    out.append(("months-ascending-ordinal",
                alt.Chart(url("seattle-weather.csv")).mark_bar().encode(
                    x=alt.X("month(date):O", title="Month"),
                    y=alt.Y("mean(temp_max):Q", title="High (°C)")),
                {"declared": True, "order": "months",
                 "series": {"High (°C)": [(MONTHS[m - 1], float(by_month[m]))
                                         for m in range(1, 13)]}}))
    # By value: months sorted by their mean rain, wettest first.
    rain = weather.groupby("month")["precipitation"].mean().sort_values(ascending=False)
    out.append(("months-by-value",
                alt.Chart(url("seattle-weather.csv")).mark_bar().encode(
                    x=alt.X("month(date):O", sort="-y", title="Month"),
                    y=alt.Y("mean(precipitation):Q", title="Rain (mm)")),
                {"declared": False, "categories": [MONTHS[m - 1] for m in rain.index]}))
    # By value, with numbers that then happen to ascend: still no order of meaning.
    frame = pd.DataFrame({"rank": [3, 1, 5, 2, 4], "score": [30.0, 10.0, 50.0, 20.0, 40.0]})
    out.append(("ranks-by-value-ascending",
                alt.Chart(frame).mark_bar().encode(
                    x=alt.X("rank:O", sort="y", title="Rank"), y=alt.Y("score:Q", title="Score")),
                {"declared": False, "categories": ["1", "2", "3", "4", "5"]}))
    # By a field and operation: cylinders by mean miles per gallon.
    cars = load("cars.json")
    mpg = cars.groupby("Cylinders")["Miles_per_Gallon"].mean().sort_values()
    out.append(("cylinders-by-mean-mpg",
                alt.Chart(url("cars.json")).mark_bar().encode(
                    x=alt.X("Cylinders:O", sort=alt.EncodingSortField(
                        field="Miles_per_Gallon", op="mean"), title="Cylinders"),
                    y=alt.Y("mean(Miles_per_Gallon):Q", title="Mean MPG")),
                {"declared": False, "categories": [str(c) for c in mpg.index]}))
    # A nominal field with a sort array: drawn in that order, but not declared ordered.
    regions = ["West", "North", "East", "South"]
    frame = pd.DataFrame({"region": regions, "sales": [5.0, 9.0, 14.0, 20.0]})
    out.append(("nominal-sort-array",
                alt.Chart(frame).mark_bar().encode(
                    x=alt.X("region:N", sort=regions, title="Region"),
                    y=alt.Y("sales:Q", title="Sales")),
                {"declared": False, "categories": regions}))
    return out


def blobs(rng, centres, sizes, spread):
    """Gaussian blobs around the centres, `sizes` points each, rounded to 4 decimals."""
    points = [rng.normal(c, spread, size=(n, 2)) for c, n in zip(centres, sizes)]
    return np.round(np.vstack(points), 4)


def cluster_cases():
    """(name, chart, points as an (n, 2) array in chart order of x and y)."""
    out = []
    rng = np.random.default_rng(13)

    def scatter(name, xy, titles=("x", "y"), group=None):
        frame = pd.DataFrame({"a": xy[:, 0], "b": xy[:, 1]})
        encoding = {"x": alt.X("a:Q", title=titles[0]), "y": alt.Y("b:Q", title=titles[1])}
        if group is not None:
            frame["g"] = group
            encoding["color"] = alt.Color("g:N", title="Group")
        out.append((name, alt.Chart(frame).mark_point().encode(**encoding), xy))

    scatter("three-blobs", blobs(rng, [(2, 5), (8, 1), (9, 9)], [40, 35, 25], 0.6),
            ("Length (cm)", "Width (cm)"))
    scatter("two-blobs-units", blobs(rng, [(0, 0), (1, 1)], [60, 30], 0.08) * [5000, 0.01]
            + [20000, 0.5], ("Income ($)", "Rate"))
    scatter("four-blobs", blobs(rng, [(0, 0), (10, 0), (0, 10), (10, 10)], [30, 30, 20, 20], 0.9))
    xy = blobs(rng, [(1, 1), (6, 6), (1, 6)], [30, 30, 30], 0.4)
    scatter("three-blobs-coloured", xy, ("Score A", "Score B"),
            group=["first"] * 30 + ["second"] * 30 + ["third"] * 30)
    scatter("two-blobs-two-strays",
            np.vstack([blobs(rng, [(0, 0), (8, 8)], [45, 45], 0.7), [[20.0, -5.0], [-6.0, 18.0]]]))
    scatter("small-blobs-12", blobs(rng, [(0, 0), (5, 5)], [6, 6], 0.3))
    cov = [[1.0, 0.8], [0.8, 1.0]]
    scatter("one-correlated-cloud", np.round(rng.multivariate_normal([0, 0], cov, 150), 4))
    scatter("uniform-square", np.round(rng.uniform(0, 10, size=(120, 2)), 4))
    scatter("touching-blobs", blobs(rng, [(0, 0), (2.2, 0)], [50, 50], 1.0))
    cars = load("cars.json")[["Horsepower", "Miles_per_Gallon"]].dropna()
    out.append(("cars-horsepower-mpg",
                alt.Chart(url("cars.json")).mark_point().encode(
                    x="Horsepower:Q", y="Miles_per_Gallon:Q"),
                cars.to_numpy(dtype=float)))
    iris = load("iris.json")[["petalLength", "petalWidth"]].dropna()
    out.append(("iris-petals",
                alt.Chart(url("iris.json")).mark_point().encode(
                    x="petalLength:Q", y="petalWidth:Q"),
                iris.to_numpy(dtype=float)))
    return out


def cluster_oracle(xy):
    """The oracle's partition: (stated, k, silhouette, [(count, x, y)] largest first)."""
    z = (xy - xy.mean(axis=0)) / xy.std(axis=0)
    n = len(xy)
    smallest = max(3, int(np.ceil(0.05 * n)))
    best = None
    for k in (2, 3, 4):
        labels = KMeans(n_clusters=k, n_init=10, random_state=0).fit(z).labels_
        sizes = np.bincount(labels, minlength=k)
        if sizes.min() < smallest:
            continue
        score = float(silhouette_score(z, labels))
        if best is None or score > best[1]:
            best = (k, score, labels)
    if best is None:
        return None
    k, score, labels = best
    clusters = [(int((labels == c).sum()), float(xy[labels == c, 0].mean()),
                 float(xy[labels == c, 1].mean())) for c in range(k)]
    clusters.sort(key=lambda c: (-c[0], c[1]))
    return score >= 0.70, k, score, clusters


def ordered_checks(corpus, name, ours, text, truth):
    kind = "declared order" if truth["declared"] else "order by value"
    reading = ours.get("kind") or {}
    categories = ours["xAxis"].get("categories") or []
    if truth["declared"]:
        corpus.record(kind, name, "kind orderedCategories",
                      reading.get("name") == "orderedCategories", str(reading)[:200])
        corpus.record(kind, name, f"order {truth['order']}",
                      reading.get("categoryOrder") == truth["order"], reading.get("categoryOrder"))
        first = next(iter(truth["series"].values()))
        drawn = [c for c, _ in first]
        corpus.record(kind, name, "categories in drawn order (pandas)", categories == drawn,
                      f"{categories} vs {drawn}")
        if truth["order"] == "declared":
            said = f"follow the order the chart gives them, from {drawn[0]} to {drawn[-1]}"
            corpus.record(kind, name, "order sentence", said in text, said)
        for series in ours["series"]:
            values = truth["series"].get(series["name"])
            if values is None:
                corpus.record(kind, name, f"series {series['name']} known", False, "")
                continue
            trend = (series.get("trend") or {}).get("mannKendall")
            if trend is None:
                corpus.record(kind, name, f"{series['name']} trend tested", False, "no trend")
                continue
            oracle = mk.original_test([v for _, v in values], alpha=0.05)
            corpus.record(kind, name, f"{series['name']} Mann–Kendall direction",
                          trend.get("direction") == oracle.trend,
                          f"{trend.get('direction')} vs {oracle.trend}")
            corpus.record(kind, name, f"{series['name']} Mann–Kendall p",
                          close(trend.get("p"), float(oracle.p)), f"{trend.get('p')} vs {oracle.p}")
        corpus.record(kind, name, "no “starts at”", "starts at" not in text, "")
    else:
        corpus.record(kind, name, "categories in value order (pandas)",
                      categories == truth["categories"], f"{categories} vs {truth['categories']}")
        corpus.record(kind, name, "not an ordered kind",
                      reading.get("name") != "orderedCategories", str(reading)[:200])
        corpus.record(kind, name, "no trend in the JSON",
                      all(s.get("trend") is None for s in ours["series"]), "")
        for phrase in TREND_WORDS:
            corpus.record(kind, name, f"no “{phrase}”", phrase not in text, "")


def cluster_checks(corpus, name, ours, text, xy):
    kind = "scatter clusters"
    reading = ours.get("kind") or {}
    corpus.record(kind, name, "kind scatter", reading.get("name") == "scatter", reading.get("name"))
    found = reading.get("clusters")
    oracle = cluster_oracle(xy)
    stated = bool(found and found.get("stated"))
    expected = bool(oracle and oracle[0])
    corpus.record(kind, name, "stated as scikit-learn", stated == expected,
                  f"ours {found and (found.get('k'), found.get('silhouette'))} vs "
                  f"oracle {oracle and oracle[:3]}")
    said = re.search(r"The points form (\d+) clearly separated clusters \(k-means on standardised "
                     r"x and y; mean silhouette ([\d.]+), a strong structure\): (.*?)\.(?:\s|$)", text)
    corpus.record(kind, name, "sentence only when stated", bool(said) == stated,
                  said.group(0) if said else "")
    if not (stated and expected):
        if not expected:
            corpus.record(kind, name, "no “clusters” said", "clusters" not in text, "")
        return
    _, k, score, clusters = oracle
    corpus.record(kind, name, "k", found.get("k") == k, f"{found.get('k')} vs {k}")
    corpus.record(kind, name, "silhouette (sklearn) to 1e-9", close(found.get("silhouette"), score),
                  f"{found.get('silhouette')} vs {score}")
    ours_clusters = found.get("clusters") or []
    corpus.record(kind, name, "cluster sizes", [c["count"] for c in ours_clusters]
                  == [c[0] for c in clusters], f"{ours_clusters} vs {clusters}")
    for index, (mine, truth) in enumerate(zip(ours_clusters, clusters)):
        corpus.record(kind, name, f"cluster {index + 1} centre to 1e-9",
                      close(mine["x"], truth[1]) and close(mine["y"], truth[2]),
                      f"{mine} vs {truth}")
    if said:
        corpus.record(kind, name, "k said", int(said.group(1)) == k, said.group(1))
        counts = [int(c.replace(",", "")) for c in re.findall(r"([\d,]+) points? around", said.group(3))]
        corpus.record(kind, name, "sizes said", counts == [c[0] for c in clusters],
                      f"{counts} vs {clusters}")


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-i-corpus-")
    for name, chart, truth in ordered_cases():
        path = corpus.write(name, chart, svg=True)
        kind = "declared order" if truth["declared"] else "order by value"
        read = corpus.describe_with_short(kind, name, path)
        if read is None:
            continue
        ours, text, short = read
        ordered_checks(corpus, name, ours, text, truth)
        forbidden = [] if truth["declared"] else TREND_WORDS
        record_readings(corpus, kind, name, text, short, forbidden, ["rises", "falls", "low", "peak"])
    for name, chart, xy in cluster_cases():
        path = corpus.write(name, chart, svg=True)
        read = corpus.describe_with_short("scatter clusters", name, path)
        if read is None:
            continue
        ours, text, short = read
        cluster_checks(corpus, name, ours, text, xy)
        record_readings(corpus, "scatter clusters", name, text, short, [], [])
    return corpus.finish()


if __name__ == "__main__":
    sys.exit(main())
