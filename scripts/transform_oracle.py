#!/usr/bin/env python3
"""Checks chart-describe's Vega-Lite computed transforms (issue 38 item 7) against independent
oracles, on a small seeded corpus of charts written with Altair.

Usage (after `scripts/setup --corpus`, whose venv has altair, pandas, scipy and statsmodels):
    scripts/.venv-corpus/bin/python scripts/transform_oracle.py [path/to/chart-describe]

Each chart is written by Altair (`transform_density`, `transform_loess`, `transform_quantile`,
`transform_window`, `transform_joinaggregate`, `transform_pivot`) over seeded data, saved under
scripts/corpus-out/transforms/, and described with `--format table --table-format csv` (the data
as drawn, six significant digits). Every drawn value is compared with its oracle:

- density: scipy.stats.gaussian_kde with the kernel's standard deviation set to Vega's bandwidth
  (Scott's rule as vega-statistics computes it: 1.06 min(s, IQR/1.34) n^-1/5, recomputed here
  with numpy), evaluated at the drawn positions; the cumulative form as the mean of
  scipy.stats.norm.cdf; counts times n. The positions must span the extent, at most
  maxsteps + 1 of them.
- loess: statsmodels' lowess with frac = bandwidth and it = 2 (two robustness passes, as Vega).
- quantile: numpy.quantile (method "linear", R-7) at Vega's probabilities.
- window: pandas cumsum, rank(method="min"), shift and a centred rolling mean.
- joinaggregate: pandas groupby(...).transform("mean").
- pivot: pandas pivot_table(aggfunc="sum").

Prints one line per chart with the largest relative difference, and exits 1 when any exceeds
its tolerance (1e-4 relative, 1e-9 absolute: the table's six significant digits; loess 1e-3,
as statsmodels and Vega slide their neighbourhoods slightly differently over equal distances).
"""
import io
import os
import subprocess
import sys

import altair as alt
import numpy as np
import pandas as pd
from scipy import stats
from statsmodels.nonparametric.smoothers_lowess import lowess

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpus-out", "transforms")
TOOL = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", ".build", "debug", "chart-describe")


def drawn(chart, name):
    """The chart's data as chart-describe draws it: a DataFrame, x first, a column per series."""
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, name + ".vl.json")
    with open(path, "w") as handle:
        handle.write(chart.to_json())
    run = subprocess.run(
        [TOOL, "describe", path, "--format", "table", "--table-format", "csv"],
        capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(f"{name}: exit {run.returncode}: {run.stderr.strip()}")
    return pd.read_csv(io.StringIO(run.stdout))


def scott(values):
    """vega-statistics bandwidth.js: Scott's rule, with its fallbacks."""
    values = np.asarray(values, dtype=float)
    n = len(values)
    deviation = np.std(values, ddof=1) if n > 1 else float("nan")
    q1, q3 = np.quantile(values, [0.25, 0.75])
    spread = (q3 - q1) / 1.34
    for candidate in (min(deviation, spread), deviation, abs(q1), 1.0):
        if candidate != 0 and not np.isnan(candidate):
            return 1.06 * candidate * n ** -0.2
    return 1.06 * n ** -0.2


def kde(values, bandwidth, xs, cumulative=False):
    values = np.asarray(values, dtype=float)
    if cumulative:
        return np.array([stats.norm.cdf((x - values) / bandwidth).mean() for x in xs])
    estimate = stats.gaussian_kde(values, bw_method=bandwidth / np.std(values, ddof=1))
    return estimate(xs)


def relative(ours, truth):
    ours, truth = np.asarray(ours, dtype=float), np.asarray(truth, dtype=float)
    return np.max(np.abs(ours - truth) / np.maximum(np.abs(truth), 1e-9 / 1e-4))


rng = np.random.default_rng(38)
results = []


def record(name, difference, tolerance, note=""):
    results.append((name, difference, tolerance, note))


def density_cases():
    groups = {"a": rng.normal(0, 1, 40).round(3), "b": rng.normal(3, 0.5, 25).round(3),
              "c": rng.gamma(2, 1, 60).round(3)}
    df = pd.DataFrame([(g, v) for g, vs in groups.items() for v in vs], columns=["g", "v"])
    variants = {
        "density-default": {},
        "density-bandwidth": {"bandwidth": 0.4},
        "density-steps": {"extent": [-4, 7], "steps": 50},
        "density-cumulative": {"cumulative": True},
        "density-counts": {"counts": True, "maxsteps": 80},
    }
    for name, options in variants.items():
        chart = alt.Chart(df).transform_density(
            "v", groupby=["g"], as_=["v", "density"], **options
        ).mark_line().encode(x="v:Q", y="density:Q", color="g:N")
        table = drawn(chart, name)
        worst = 0.0
        for g, values in groups.items():
            rows = table[["v", g]].dropna()
            h = options.get("bandwidth") or scott(values)
            truth = kde(values, h, rows["v"], options.get("cumulative", False))
            if options.get("counts"):
                truth = truth * len(values)
            worst = max(worst, relative(rows[g], truth))
            low, high = options.get("extent", (values.min(), values.max()))
            steps = options.get("steps") or options.get("maxsteps", 200)
            if not (np.isclose(rows["v"].iloc[0], low, rtol=1e-4) and np.isclose(
                    rows["v"].iloc[-1], high, rtol=1e-4) and len(rows) <= steps + 1):
                worst = max(worst, 1.0)
        record(name, worst, 1e-4)


def loess_cases():
    x = np.sort(rng.uniform(0, 10, 80)).round(2)
    y = (np.sin(x) + rng.normal(0, 0.3, 80)).round(3)
    y[10] += 4  # an outlier the robustness passes discount
    df = pd.DataFrame({"x": x, "y": y})
    for bandwidth in (0.3, 0.5):
        chart = alt.Chart(df).transform_loess("x", "y", bandwidth=bandwidth).mark_line().encode(
            x="x:Q", y="y:Q")
        table = drawn(chart, f"loess-{bandwidth}")
        truth = lowess(y, x, frac=bandwidth, it=2, delta=0.0, return_sorted=True)
        truth = pd.DataFrame(truth, columns=["x", "fit"]).groupby("x", as_index=False).mean()
        merged = table.merge(truth, on="x")
        record(f"loess-{bandwidth}", relative(merged.iloc[:, 1], merged["fit"]), 1e-3,
               f"{len(merged)} of {len(truth)} x")


def quantile_cases():
    groups = {"a": rng.normal(5, 2, 33).round(2), "b": rng.exponential(2, 18).round(2)}
    df = pd.DataFrame([(g, v) for g, vs in groups.items() for v in vs], columns=["g", "v"])
    for name, options in {"quantile-step": {"step": 0.05},
                          "quantile-probs": {"probs": [0.1, 0.25, 0.5, 0.75, 0.9]}}.items():
        chart = alt.Chart(df).transform_quantile("v", groupby=["g"], **options).mark_point(
        ).encode(x="prob:Q", y="value:Q", color="g:N")
        table = drawn(chart, name)
        worst = 0.0
        for g, values in groups.items():
            rows = table[["prob", g]].dropna()
            worst = max(worst, relative(rows[g], np.quantile(values, rows["prob"])))
        probs = options.get("probs") or np.arange(0.025, 1 - 1e-14, 0.05)
        if len(table) != len(probs):
            worst = max(worst, 1.0)
        record(name, worst, 1e-4)


def window_cases():
    df = pd.DataFrame({"t": np.tile(np.arange(1, 13), 2), "g": np.repeat(["n", "s"], 12),
                       "v": rng.integers(1, 30, 24)})
    truth = df.sort_values(["g", "t"]).copy()
    truth["running"] = truth.groupby("g")["v"].cumsum()
    truth["smooth"] = truth.groupby("g")["v"].transform(
        lambda s: s.rolling(5, center=True, min_periods=1).mean())
    truth["previous"] = truth.groupby("g")["v"].shift(1)
    truth["order"] = truth.groupby("g")["v"].rank(method="min", ascending=False)
    cases = {
        "window-running": (alt.Chart(df).transform_window(
            running="sum(v)", groupby=["g"], sort=[alt.SortField("t")]), "running"),
        "window-centred": (alt.Chart(df).transform_window(
            smooth="mean(v)", groupby=["g"], sort=[alt.SortField("t")], frame=[-2, 2]), "smooth"),
        "window-lag": (alt.Chart(df).transform_window(
            previous="lag(v)", groupby=["g"], sort=[alt.SortField("t")]), "previous"),
        "window-rank": (alt.Chart(df).transform_window(
            order="rank()", groupby=["g"], sort=[alt.SortField("v", order="descending")],
        ), "order"),
    }
    for name, (base, field) in cases.items():
        table = drawn(base.mark_line().encode(x="t:Q", y=f"{field}:Q", color="g:N"), name)
        worst = 0.0
        for g in ("n", "s"):
            expected = truth[truth.g == g].set_index("t")[field].dropna()
            ours = table.set_index("t")[g].dropna()
            if list(ours.index) != list(expected.index):
                worst = 1.0
                continue
            worst = max(worst, relative(ours, expected))
        record(name, worst, 1e-4)


def joinaggregate_case():
    df = pd.DataFrame({"t": np.tile(np.arange(1, 9), 3), "g": np.repeat(["x", "y", "z"], 8),
                       "v": rng.normal(10, 3, 24).round(2)})
    chart = alt.Chart(df).transform_joinaggregate(mean_v="mean(v)", groupby=["g"]).transform_calculate(
        gap="datum.v - datum.mean_v").mark_line().encode(x="t:Q", y="gap:Q", color="g:N")
    table = drawn(chart, "joinaggregate")
    df["gap"] = df["v"] - df.groupby("g")["v"].transform("mean")
    worst = max(relative(table.set_index("t")[g], df[df.g == g].set_index("t")["gap"])
                for g in ("x", "y", "z"))
    record("joinaggregate", worst, 1e-4)


def pivot_case():
    df = pd.DataFrame({"t": np.repeat(np.arange(1, 7), 4), "city": np.tile(["Oslo", "Bergen"], 12),
                       "v": rng.integers(0, 20, 24)})
    truth = df.pivot_table(index="t", columns="city", values="v", aggfunc="sum")
    worst = 0.0
    for city in ("Bergen", "Oslo"):
        chart = alt.Chart(df).transform_pivot("city", value="v", groupby=["t"]).mark_line().encode(
            x="t:Q", y=f"{city}:Q")
        table = drawn(chart, f"pivot-{city}")
        worst = max(worst, relative(table.iloc[:, 1], truth[city].values))
    record("pivot", worst, 1e-4)


def main():
    for case in (density_cases, loess_cases, quantile_cases, window_cases, joinaggregate_case,
                 pivot_case):
        try:
            case()
        except RuntimeError as error:
            record(case.__name__, float("inf"), 0, str(error))
    failed = 0
    for name, difference, tolerance, note in results:
        verdict = "ok" if difference <= tolerance else "FAIL"
        failed += verdict != "ok"
        print(f"{verdict:4} {name:22} max relative difference {difference:.2e} (tolerance {tolerance:g}) {note}")
    print(f"{len(results) - failed} of {len(results)} charts agree with their oracles")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
