#!/usr/bin/env python3
"""Corpus check for reading chart data back from SVG drawings (issue 15).

Draws charts with matplotlib (both svg.fonttype settings; linear, log and date axes; line,
bar, grouped bar, horizontal bar, scatter, area, stacked and overlapping areas, a band, histogram
drawn up and across; pies named by labels, donuts named by a legend, pandas' plot.pie; long
lines of 200 to 700 points, daily, hourly and numeric, smooth and noisy, with NaN gaps and with
markers, which matplotlib simplifies: every kept point true, only NaN gaps missing), seaborn
(also in its `white` and `dark` styles, without tick marks or grid lines, as glyph paths and as
<text> naming Arial or Liberation Sans first: fonts-liberation2 lets matplotlib use the latter;
and by `hue`: scatter groups and bars side by side, across, overlapping, or painted by category;
matplotlib axes inverted, said to be reversed),
plotnine and Vega-Lite (through vl-convert: lines over numbers and over time spans from years to
minutes, areas stacked and overlapping, heatmaps, normalized stacks, arcs with and without a
hole), each with its true data (a pie's: each slice's share in percent, by pandas); runs the
built binary (`describe --format json`) on each SVG and reports (a step line, whose drawing does
not show which x each value belongs to, must instead be refused, exit 65):

- charts read: exit status 0 and the true number of series and points;
- values within the stated precision: every true point has a recovered point at its
  position whose value is within the precision the description states ("to within about
  0.03 y", or "3% of each value");
- facts agreeing with the truth: each series' minimum, maximum and count as described agree
  with the true data within the stated precision.

A refused chart must exit 65 with one line; a chart read wrongly counts against the facts.

With --held-out, every chart is drawn in a style, theme, size and DPI picked at random
(matplotlib styles such as ggplot, bmh and dark_background; seaborn styles and contexts;
plotnine themes; Vega-Lite themes and view, axis and legend configs), from other seeds: a
check on drawings the reading code was never tuned on, reported separately.

Usage: scripts/svg_corpus.py [--binary .build/debug/chart-describe] [--out DIR] [--seeds N]
       [--held-out]
Packages: scripts/requirements-test.txt (test tools only, never runtime dependencies).
"""
import argparse
import datetime as dt
import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np


# The look of each chart: the default corpus keeps matplotlib's, seaborn's, plotnine's and
# Vega-Lite's defaults; --held-out draws every chart in a style, theme, size and DPI picked at
# random from those below, none of which the reading code was tuned on.
LOOK = {"scale": 1.0, "dpi": 72, "mpl_style": None, "sns_style": None, "sns_context": None,
        "p9_theme": None, "vega_theme": None, "vega_config": None}
MPL_STYLES = ["ggplot", "bmh", "dark_background", "fivethirtyeight", "Solarize_Light2", "grayscale",
              "seaborn-v0_8-whitegrid", "tableau-colorblind10", "classic", "petroff10"]
SNS_STYLES = ["darkgrid", "whitegrid", "dark", "white", "ticks"]
SNS_CONTEXTS = ["paper", "notebook", "talk", "poster"]
P9_THEMES = ["theme_bw", "theme_minimal", "theme_classic", "theme_light", "theme_dark", "theme_538",
             "theme_seaborn", "theme_matplotlib", "theme_void"]
VEGA_THEMES = [None, "dark", "excel", "fivethirtyeight", "ggplot2", "googlecharts", "latimes",
               "quartz", "urbaninstitute", "vox", "carbong10", "powerbi"]


def pick_look(rng):
    LOOK["scale"] = float(rng.choice([0.6, 0.8, 1.0, 1.3, 1.8]))
    LOOK["dpi"] = int(rng.choice([50, 72, 100, 150, 300]))
    LOOK["mpl_style"] = str(rng.choice(MPL_STYLES))
    LOOK["sns_style"] = str(rng.choice(SNS_STYLES))
    LOOK["sns_context"] = str(rng.choice(SNS_CONTEXTS))
    LOOK["p9_theme"] = str(rng.choice(P9_THEMES))
    LOOK["vega_theme"] = VEGA_THEMES[int(rng.integers(0, len(VEGA_THEMES)))]
    LOOK["vega_config"] = {"view": {"continuousWidth": int(rng.choice([150, 200, 300, 500])),
                                    "continuousHeight": int(rng.choice([120, 200, 300]))},
                           "axis": {"labelFontSize": int(rng.choice([8, 10, 13])),
                                    "grid": bool(rng.integers(0, 2))},
                           "legend": {"labelFontSize": int(rng.choice([8, 10, 13]))}}


def size(width, height):
    return (width * LOOK["scale"], height * LOOK["scale"])


def series_truth(name, xs, ys):
    return {"name": name, "points": [[x, float(y)] for x, y in zip(xs, ys)]}


def pie_truth(names, values, donut=False):
    """A pie's truth: each slice's share of the total in percent (pandas), and whether it is a
    donut."""
    import pandas as pd

    series = pd.Series(values, index=names, dtype=float)
    truth = series_truth("share", names, (series / series.sum() * 100).values)
    truth["donut"] = donut
    return truth


def iso(d):
    return dt.datetime(d.year, d.month, d.day).strftime("%Y-%m-%dT00:00:00Z")


# ---------------------------------------------------------------- matplotlib


def mpl_charts(rng, seed):
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt

    charts = []

    def save(fig, path):
        fig.savefig(path)
        plt.close(fig)

    def scale(r):
        return float(rng.choice([1, 10, 100, 1000, 1e6, 0.01]))

    for fonttype in ["path", "none"]:
        plt.rcParams["svg.fonttype"] = fonttype
        tag = f"{fonttype}-{seed}"

        def line(path):
            n = int(rng.integers(5, 30))
            k = int(rng.integers(1, 4))
            s = scale(rng)
            xs = list(range(1, n + 1))
            fig, ax = plt.subplots(figsize=size(6, 4))
            truth = []
            for i in range(k):
                ys = np.round(rng.normal(0, 1, n).cumsum() * s, 6)
                ax.plot(xs, ys, label=f"series {chr(65 + i)}")
                truth.append(series_truth(f"series {chr(65 + i)}", xs, ys))
            if k > 1:
                ax.legend()
            ax.set_title("Random walk")
            ax.set_xlabel("step")
            ax.set_ylabel("level")
            save(fig, path)
            return truth, "number"

        def log_line(path):
            n = int(rng.integers(4, 12))
            xs = list(range(n))
            ys = np.round(10 ** rng.uniform(0, 5, n), 3)
            fig, ax = plt.subplots(figsize=size(6, 4))
            ax.semilogy(xs, ys)
            ax.set_ylabel("count")
            save(fig, path)
            return [series_truth("count", xs, ys)], "number"

        def date_line(path):
            n = int(rng.integers(6, 24))
            start = dt.date(2015 + int(rng.integers(0, 8)), 1, 1)
            months = [dt.date(start.year + (start.month - 1 + i) // 12, (start.month - 1 + i) % 12 + 1, 1) for i in range(n)]
            ys = np.round(rng.uniform(10, 500, n), 2)
            fig, ax = plt.subplots(figsize=size(7, 4))
            ax.plot(months, ys)
            ax.set_ylabel("sales")
            save(fig, path)
            return [series_truth("sales", [iso(m) for m in months], ys)], "date"

        def bar(path):
            cats = ["north", "south", "east", "west", "centre"][: int(rng.integers(3, 6))]
            ys = np.round(rng.uniform(1, 100, len(cats)), 1)
            fig, ax = plt.subplots(figsize=size(6, 4))
            ax.bar(cats, ys)
            ax.set_ylabel("sales")
            save(fig, path)
            return [series_truth("sales", cats, ys)], "category"

        def hbar(path):
            cats = ["apples", "pears", "plums", "figs"][: int(rng.integers(2, 5))]
            ys = np.round(rng.uniform(1, 50, len(cats)), 1)
            fig, ax = plt.subplots(figsize=size(6, 4))
            ax.barh(cats, ys)
            ax.set_xlabel("tonnes")
            save(fig, path)
            return [series_truth("tonnes", cats, ys)], "category"

        def grouped(path):
            cats = ["2021", "2022", "2023", "2024"]
            cats = ["Q1", "Q2", "Q3", "Q4"]
            x = np.arange(len(cats))
            fig, ax = plt.subplots(figsize=size(6, 4))
            truth = []
            for i, name in enumerate(["online", "store"]):
                ys = np.round(rng.uniform(5, 80, len(cats)), 1)
                ax.bar(x + (i - 0.5) * 0.35, ys, 0.35, label=name)
                truth.append(series_truth(name, cats, ys))
            ax.set_xticks(x, cats)
            ax.legend()
            save(fig, path)
            return truth, "category"

        def scatter(path):
            n = int(rng.integers(5, 40))
            xs = np.round(rng.uniform(0, 10, n), 3)
            ys = np.round(rng.normal(50, 20, n), 3)
            fig, ax = plt.subplots(figsize=size(6, 4))
            ax.scatter(xs, ys)
            save(fig, path)
            return [series_truth("y", list(map(float, xs)), ys)], "number"

        def area(path):
            n = int(rng.integers(5, 20))
            xs = list(range(n))
            ys = np.round(rng.uniform(1, 30, n), 2)
            fig, ax = plt.subplots(figsize=size(6, 4))
            ax.fill_between(xs, ys)
            save(fig, path)
            return [series_truth("y", xs, ys)], "number"

        def stackplot(path):
            # Stacked areas: each series is its segment's thickness, not the stack's top.
            n = int(rng.integers(5, 15))
            xs = list(range(n))
            names = ["coal", "gas", "wind"][: int(rng.integers(2, 4))]
            layers = [np.round(rng.uniform(2, 40, n), 1) for _ in names]
            fig, ax = plt.subplots(figsize=size(6, 4))
            ax.stackplot(xs, *layers, labels=names)
            ax.legend()
            save(fig, path)
            return [dict(series_truth(name, xs, ys), stacked=True) for name, ys in zip(names, layers)], "number"

        def overlapping_areas(path):
            # Areas each from zero, drawn over one another: not stacked.
            n = int(rng.integers(5, 15))
            xs = list(range(n))
            fig, ax = plt.subplots(figsize=size(6, 4))
            truth = []
            for name in ["north", "south"]:
                ys = np.round(rng.uniform(1, 40, n), 1)
                ax.fill_between(xs, ys, alpha=0.5, label=name)
                truth.append(dict(series_truth(name, xs, ys), stacked=False))
            ax.legend()
            save(fig, path)
            return truth, "number"

        def band(path):
            # A band from a low to a high edge, no line: each position is the range it spans.
            n = int(rng.integers(5, 15))
            xs = list(range(n))
            lows = np.round(rng.uniform(5, 20, n), 1)
            highs = np.round(lows + rng.uniform(3, 20, n), 1)
            fig, ax = plt.subplots(figsize=size(6, 4))
            ax.fill_between(xs, lows, highs)
            save(fig, path)
            return [{"name": "y", "points": [], "ranges": [(x, float(a), float(b)) for x, a, b in zip(xs, lows, highs)]}], "number"

        def histogram(path):
            data = rng.normal(0, 1, 200)
            fig, ax = plt.subplots(figsize=size(6, 4))
            counts, edges, _ = ax.hist(data, bins=int(rng.integers(5, 15)))
            save(fig, path)
            # Each bar spans its bin: its point is the bin's start (its end in the kind's bins).
            truth = series_truth("count", [float(a) for a in edges[:-1]], counts)
            truth["bins"] = [(float(a), float(b), float(c)) for a, b, c in zip(edges, edges[1:], counts)]
            return [truth], "number"

        for name, make in [("line", line), ("log-line", log_line), ("date-line", date_line),
                           ("bar", bar), ("hbar", hbar), ("grouped-bar", grouped),
                           ("scatter", scatter), ("area", area), ("stackplot", stackplot),
                           ("overlapping-areas", overlapping_areas), ("band", band),
                           ("histogram", histogram)]:
            def drawn(path, make=make, fonttype=fonttype):
                plt.rcParams["svg.fonttype"] = fonttype
                return make(path)

            charts.append((f"matplotlib-{name}-{tag}", drawn))
    return charts


def seaborn_charts(rng, seed):
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt
    import pandas as pd
    import seaborn as sns

    def line(path):
        n = int(rng.integers(5, 20))
        frame = pd.DataFrame({"day": list(range(n)) * 2, "temp": np.round(rng.uniform(-5, 30, 2 * n), 2),
                              "city": ["Oslo"] * n + ["Rome"] * n})
        fig, ax = plt.subplots(figsize=size(6, 4))
        sns.lineplot(frame, x="day", y="temp", hue="city", ax=ax, errorbar=None)
        fig.savefig(path)
        plt.close(fig)
        return [series_truth(c, list(g.day), g.temp) for c, g in frame.groupby("city")], "number"

    def bar(path):
        cats = ["a", "b", "c", "d"]
        ys = np.round(rng.uniform(1, 9, 4), 2)
        fig, ax = plt.subplots(figsize=size(6, 4))
        sns.barplot(x=cats, y=ys, ax=ax, errorbar=None)
        fig.savefig(path)
        plt.close(fig)
        return [series_truth("y", cats, ys)], "category"

    def scatter(path):
        n = int(rng.integers(5, 30))
        frame = pd.DataFrame({"x": np.round(rng.uniform(0, 1, n), 4), "y": np.round(rng.uniform(0, 1, n), 4)})
        fig, ax = plt.subplots(figsize=size(6, 4))
        sns.scatterplot(frame, x="x", y="y", ax=ax)
        fig.savefig(path)
        plt.close(fig)
        return [series_truth("y", list(frame.x), frame.y)], "number"

    def drawn(plot, frame, path, **encoding):
        """Draws a seaborn plot of a frame and saves it."""
        fig, ax = plt.subplots(figsize=size(6, 4))
        plot(frame, ax=ax, **encoding)
        fig.savefig(path)
        plt.close(fig)

    def means(frame, x, y):
        """The truth of a plot of each x's mean y (seaborn's default estimator)."""
        mean = frame.groupby(x)[y].mean()
        return [series_truth(y, list(mean.index), mean.values)]

    def line_band(path):
        # Several values per x: the line is their mean, the band its 95 % interval (not data).
        n = int(rng.integers(5, 15))
        frame = pd.DataFrame({"day": np.repeat(np.arange(n), 4),
                              "temp": np.round(rng.normal(10, 4, 4 * n), 2)})
        drawn(sns.lineplot, frame, path, x="day", y="temp")
        return means(frame, "day", "temp"), "number"

    def bar_errorbar(path):
        # Bars of means with their confidence intervals drawn as error bars (not data).
        frame = pd.DataFrame({"g": np.repeat(["a", "b", "c"], 8),
                              "v": np.round(rng.uniform(1, 9, 24), 2)})
        drawn(sns.barplot, frame, path, x="g", y="v")
        return means(frame, "g", "v"), "category"

    def box(path):
        # A box plot: each box's whiskers (the furthest values within 1.5 IQR), quartiles and
        # median (numpy's linear percentiles, as matplotlib's boxplot) and outliers beyond.
        cats = ["a", "b", "c"]
        frame = pd.DataFrame({"g": np.repeat(cats, 30), "v": np.round(rng.normal(5, 2, 90), 2)})
        drawn(sns.boxplot, frame, path, x="g", y="v")
        boxes = []
        for g in cats:
            values = frame[frame.g == g].v.to_numpy()
            q1, median, q3 = np.percentile(values, [25, 50, 75]).tolist()
            low, high = q1 - 1.5 * (q3 - q1), q3 + 1.5 * (q3 - q1)
            inside = values[(values >= low) & (values <= high)]
            outliers = sorted(values[(values < low) | (values > high)].tolist())
            boxes.append([g, float(inside.min()), q1, median, q3, float(inside.max()), outliers])
        return [{"name": "v", "points": [], "boxes": boxes}], "category"

    def histplot(path):
        data = rng.normal(50, 10, 300)
        fig, ax = plt.subplots(figsize=size(6, 4))
        sns.histplot(x=data, bins=int(rng.integers(6, 14)), ax=ax)
        fig.savefig(path)
        plt.close(fig)
        counts, edges = np.histogram(data, bins=len(ax.patches))
        truth = series_truth("Count", [float(a) for a in edges[:-1]], counts)
        truth["bins"] = [(float(a), float(b), float(c)) for a, b, c in zip(edges, edges[1:], counts)]
        return [truth], "number"

    return [(f"seaborn-{n}-{seed}", m) for n, m in [
        ("line", line), ("bar", bar), ("scatter", scatter), ("line-band", line_band),
        ("bar-errorbar", bar_errorbar), ("box", box), ("histplot", histplot)]]


def plotnine_charts(rng, seed):
    import pandas as pd
    from plotnine import aes, geom_col, geom_line, geom_point, ggplot

    def save(plot, path):
        if LOOK["p9_theme"]:
            import plotnine

            plot = plot + getattr(plotnine, LOOK["p9_theme"])()
        width, height = size(6, 4)
        plot.save(path, width=width, height=height, dpi=LOOK["dpi"], verbose=False)

    def line(path):
        n = int(rng.integers(5, 20))
        frame = pd.DataFrame({"x": list(range(n)), "y": np.round(rng.uniform(0, 100, n), 2)})
        save(ggplot(frame, aes("x", "y")) + geom_line(), path)
        return [series_truth("y", list(frame.x), frame.y)], "number"

    def col(path):
        frame = pd.DataFrame({"x": ["p", "q", "r"], "y": np.round(rng.uniform(1, 20, 3), 2)})
        save(ggplot(frame, aes("x", "y")) + geom_col(), path)
        return [series_truth("y", list(frame.x), frame.y)], "category"

    def point(path):
        n = int(rng.integers(5, 20))
        frame = pd.DataFrame({"x": np.round(rng.uniform(0, 10, n), 3), "y": np.round(rng.uniform(0, 10, n), 3)})
        save(ggplot(frame, aes("x", "y")) + geom_point(), path)
        return [series_truth("y", list(frame.x), frame.y)], "number"

    return [(f"plotnine-{n}-{seed}", m) for n, m in [("line", line), ("col", col), ("point", point)]]


# ---------------------------------------------------------------- Vega-Lite


def vega_charts(rng, seed):
    import vl_convert as vlc

    def save(spec, path):
        with open(path, "w") as handle:
            handle.write(vlc.vegalite_to_svg(spec, theme=LOOK["vega_theme"], config=LOOK["vega_config"]))

    def line(path):
        n = int(rng.integers(5, 20))
        rows = [{"x": i, "y": round(float(v), 2), "s": s} for s in ["a", "b"] for i, v in enumerate(rng.uniform(0, 50, n))]
        save({"data": {"values": rows}, "mark": "line",
              "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"},
                           "color": {"field": "s"}}}, path)
        return [series_truth(s, [r["x"] for r in rows if r["s"] == s], [r["y"] for r in rows if r["s"] == s]) for s in "ab"], "number"

    def area(path):
        n = int(rng.integers(5, 20))
        rows = [{"x": i, "y": round(float(v), 2)} for i, v in enumerate(rng.uniform(0, 50, n))]
        save({"data": {"values": rows}, "mark": "area",
              "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}, path)
        return [series_truth("y", [r["x"] for r in rows], [r["y"] for r in rows])], "number"

    def stacked_area(path, stacked):
        # Vega-Lite stacks areas by default; `stack: null` draws each from zero, overlapping.
        n = int(rng.integers(5, 15))
        names = ["coal", "gas", "wind"][: int(rng.integers(2, 4))]
        rows = [{"x": i, "y": round(float(rng.uniform(2, 40)), 1), "k": k} for k in names for i in range(n)]
        y = {"field": "y", "type": "quantitative"}
        if not stacked:
            y["stack"] = None
        save({"data": {"values": rows}, "mark": {"type": "area", "opacity": 0.6},
              "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": y, "color": {"field": "k"}}}, path)
        return [dict(series_truth(k, [r["x"] for r in rows if r["k"] == k], [r["y"] for r in rows if r["k"] == k]),
                     stacked=stacked) for k in names], "number"

    def time_line(path, freq):
        # Vega labels a time axis's ticks by the boundary each falls on ("February", "Mon 04",
        # "06 AM", "10:15"): read back as full dates from the axis domain's start.
        import pandas as pd

        n = int(rng.integers(8, 40))
        start = pd.Timestamp("2024-03-01") + pd.Timedelta(days=int(rng.integers(0, 300)))
        times = pd.date_range(start, periods=n, freq=freq)
        ys = np.round(rng.uniform(0, 50, n), 1)
        rows = [{"t": t.strftime("%Y-%m-%dT%H:%M:%SZ"), "y": float(y)} for t, y in zip(times, ys)]
        save({"data": {"values": rows}, "mark": "line",
              "encoding": {"x": {"field": "t", "type": "temporal"}, "y": {"field": "y", "type": "quantitative"}}}, path)
        return [series_truth("y", [r["t"] for r in rows], ys)], "date"

    def stack(path):
        cats = ["A", "B", "C"]
        rows = [{"c": c, "k": k, "v": round(float(rng.uniform(1, 10)), 2)} for c in cats for k in ["p", "q"]]
        save({"data": {"values": rows}, "mark": "bar",
              "encoding": {"x": {"field": "c", "type": "nominal"},
                           "y": {"aggregate": "sum", "field": "v", "stack": "normalize"}, "color": {"field": "k"}}}, path)
        truth = []
        for k in ["p", "q"]:
            shares = [100 * next(r["v"] for r in rows if r["c"] == c and r["k"] == k) / sum(r["v"] for r in rows if r["c"] == c) for c in cats]
            truth.append(series_truth(k, cats, shares))
        return truth, "category"

    def heatmap(path):
        rows = [{"month": f"2020-{m:02d}-01", "v": round(float(rng.uniform(0, 10)), 1)} for m in range(1, 7)]
        save({"data": {"values": rows}, "mark": "rect",
              "encoding": {"x": {"timeUnit": "month", "field": "month"}, "y": {"timeUnit": "year", "field": "month"},
                           "color": {"field": "v", "type": "quantitative"}}}, path)
        return [r["v"] for r in rows], "heatmap"

    def month_heatmap(path, labelled):
        years = int(rng.integers(2, 5))
        rows = [{"date": f"{2010 + y}-{m:02d}-15", "t": round(float(rng.uniform(-10, 35)), 1)}
                for y in range(years) for m in range(1, 13)]
        mark = "rect" if labelled else {"type": "rect", "aria": False}
        save({"data": {"values": rows}, "mark": mark,
              "encoding": {"x": {"timeUnit": "month", "field": "date", "type": "ordinal", "title": "Month"},
                           "y": {"timeUnit": "year", "field": "date", "type": "ordinal", "title": "Year"},
                           "color": {"field": "t", "type": "quantitative", "title": "Temp",
                                     "scale": {"scheme": str(rng.choice(["viridis", "blues", "redyellowblue", "magma"]))}}}},
             path)
        return [r["t"] for r in rows], "heatmap"

    return [(f"vega-{n}-{seed}", m) for n, m in [
        ("line", line), ("area", area), ("stacked-area", lambda path: stacked_area(path, True)),
        ("overlapping-areas", lambda path: stacked_area(path, False)),
        ("normalized-stack", stack), ("heatmap", heatmap),
        ("monthly-line", lambda path: time_line(path, "MS")),
        ("weekly-line", lambda path: time_line(path, "W-MON")),
        ("daily-line", lambda path: time_line(path, "D")),
        ("hourly-line", lambda path: time_line(path, "h")),
        ("minute-line", lambda path: time_line(path, "min")),
        ("month-heatmap", lambda path: month_heatmap(path, True)),
        ("colour-heatmap", lambda path: month_heatmap(path, False))]]


# ---------------------------------------------------------------- pies (drawn last, so that the
# charts above draw the same data and looks as before they were added)


def pie_charts(rng, seed):
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt
    import vl_convert as vlc

    def save(fig, path):
        fig.savefig(path)
        plt.close(fig)

    def pie_data():
        # 2 to 8 slices, sometimes one tiny (under 1 % of the total); shares by pandas.
        n = int(rng.integers(2, 9))
        names = ["rent", "food", "travel", "energy", "savings", "leisure", "health", "other"][:n]
        values = np.round(rng.uniform(1, 100, n), 1)
        if n > 2 and rng.integers(0, 2):
            values[int(rng.integers(0, n))] = round(float(values.sum()) * 0.005, 2)
        return names, values

    def pie(path):
        # Named by labels along the wedges' middles; autopct, startangle, counterclock,
        # explode and shadow at random.
        names, values = pie_data()
        explode = [0.1 if i == 0 and rng.integers(0, 2) else 0 for i in range(len(names))]
        fig, ax = plt.subplots(figsize=size(5, 4))
        ax.pie(values, labels=names, autopct="%1.1f%%" if rng.integers(0, 2) else None,
               startangle=float(rng.choice([0, 90, 140])), counterclock=bool(rng.integers(0, 2)),
               explode=explode, shadow=bool(rng.integers(0, 2)))
        ax.set_title("Budget")
        save(fig, path)
        return [pie_truth(names, values)], "pie"

    def donut(path):
        # wedgeprops width: a donut, named by a legend matched by colour.
        names, values = pie_data()
        fig, ax = plt.subplots(figsize=size(5, 4))
        wedges, *_ = ax.pie(values, wedgeprops={"width": float(rng.choice([0.3, 0.5]))},
                            startangle=float(rng.choice([0, 90])), counterclock=bool(rng.integers(0, 2)))
        ax.legend(wedges, names, loc="center left", bbox_to_anchor=(1, 0.5))
        save(fig, path)
        return [pie_truth(names, values, donut=True)], "pie"

    def pandas_pie(path):
        import pandas as pd

        names, values = pie_data()
        fig, ax = plt.subplots(figsize=size(5, 4))
        pd.Series(values, index=names, name="spend").plot.pie(ax=ax)
        save(fig, path)
        return [pie_truth(names, values)], "pie"

    def arc(path, donut):
        n = int(rng.integers(2, 8))
        rows = [{"k": f"k{i}", "v": round(float(v), 1)} for i, v in enumerate(rng.uniform(1, 50, n))]
        mark = {"type": "arc", "innerRadius": int(rng.choice([30, 50]))} if donut else "arc"
        vega_save({"data": {"values": rows}, "mark": mark,
                   "encoding": {"theta": {"field": "v", "type": "quantitative"},
                                "color": {"field": "k", "type": "nominal"}}}, path)
        # The labels print the values; the description gives them with their shares.
        truth = series_truth("v", [r["k"] for r in rows], [r["v"] for r in rows])
        truth["donut"] = donut
        return [truth], "pie"

    def vega_save(spec, path):
        with open(path, "w") as handle:
            handle.write(vlc.vegalite_to_svg(spec, theme=LOOK["vega_theme"], config=LOOK["vega_config"]))

    charts = []
    for fonttype in ["path", "none"]:
        for name, make in [("pie", pie), ("donut", donut), ("pandas-pie", pandas_pie)]:
            def drawn(path, make=make, fonttype=fonttype):
                plt.rcParams["svg.fonttype"] = fonttype
                return make(path)

            charts.append((f"matplotlib-{name}-{fonttype}-{seed}", drawn))
    charts.append((f"vega-arc-{seed}", lambda path: arc(path, False)))
    charts.append((f"vega-arc-donut-{seed}", lambda path: arc(path, True)))
    return charts


# ---------------------------------------------------------------- checking

PRECISION = re.compile(r"to within about ([0-9.,]+)(%?)")


def across_charts(rng, seed):
    """Histograms drawn across (bins on y): matplotlib's `hist(orientation="horizontal")` in
    both svg.fonttype settings, seaborn's `histplot(y=...)` and a Vega-Lite bar chart binned on
    y through vl-convert; and matplotlib step lines (family "steps"), which must be refused. Each truth is numpy's histogram on the same edges, never the
    plotting library's own counts. Drawn last, after every other family, so that the charts
    before them keep their random data."""
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt
    import seaborn as sns
    import vl_convert as vlc

    charts = []

    def truth_of(data, edges, drop_empty=False):
        counts, _ = np.histogram(data, bins=edges)
        bins = [(float(a), float(b), float(c)) for a, b, c in zip(edges, edges[1:], counts)
                if c > 0 or not drop_empty]
        truth = series_truth("count", [a for a, _, _ in bins], [c for _, _, c in bins])
        truth["bins"] = bins
        return [truth], "number"

    for fonttype in ["path", "none"]:
        def mpl_across(path, fonttype=fonttype):
            plt.rcParams["svg.fonttype"] = fonttype
            data = rng.normal(0, 1, 200) * float(rng.choice([1, 10, 1000]))
            k = int(rng.integers(5, 15))
            fig, ax = plt.subplots(figsize=size(6, 4))
            ax.hist(data, bins=k, orientation="horizontal")
            fig.savefig(path)
            plt.close(fig)
            return truth_of(data, np.histogram_bin_edges(data, bins=k))

        charts.append((f"matplotlib-hist-across-{fonttype}-{seed}", mpl_across))

    def sns_across(path):
        data = rng.normal(50, 10, 300)
        k = int(rng.integers(6, 14))
        fig, ax = plt.subplots(figsize=size(6, 4))
        sns.histplot(y=data, bins=k, ax=ax)
        fig.savefig(path)
        plt.close(fig)
        return truth_of(data, np.histogram_bin_edges(data, bins=k))

    charts.append((f"seaborn-histplot-across-{seed}", sns_across))

    def vega_across(path):
        step = float(rng.choice([2, 5, 10]))
        data = rng.uniform(0, 1, 250) ** 2 * step * int(rng.integers(5, 12))
        # Edges every `step` from 0: Vega-Lite's `bin: {step, extent}` draws these bins, and
        # only the bins that hold values.
        edges = np.arange(0, (np.floor(data.max() / step) + 2) * step, step)
        spec = {"data": {"values": [{"v": round(float(v), 6)} for v in data]}, "mark": "bar",
                "encoding": {"y": {"field": "v", "type": "quantitative",
                                   "bin": {"step": step, "extent": [0, float(edges[-1])]}},
                             "x": {"aggregate": "count", "type": "quantitative"}}}
        with open(path, "w") as handle:
            handle.write(vlc.vegalite_to_svg(spec, theme=LOOK["vega_theme"], config=LOOK["vega_config"]))
        return truth_of(np.round(data, 6), edges, drop_empty=True)

    charts.append((f"vega-hist-across-{seed}", vega_across))

    # Step lines (matplotlib's `step` with each `where`, `plot(drawstyle="steps-…")`), in both
    # svg.fonttype settings: their drawing shows levels over intervals of x, not which x each
    # value belongs to, so the truth is a refusal (exit 65, "drawn in steps"), never values.
    for fonttype in ["path", "none"]:
        for where in ["pre", "post", "mid"]:
            def step(path, where=where, fonttype=fonttype):
                plt.rcParams["svg.fonttype"] = fonttype
                n = int(rng.integers(4, 12))
                xs = np.arange(1, n + 1)
                ys = np.round(rng.uniform(0, 10, n), 2)
                fig, ax = plt.subplots(figsize=size(6, 4))
                if where == "mid":
                    ax.plot(xs, ys, drawstyle="steps-mid")
                else:
                    ax.step(xs, ys, where=where)
                fig.savefig(path)
                plt.close(fig)
                return [series_truth("y", [float(x) for x in xs], ys)], "steps"

            charts.append((f"steps-{where}-{fonttype}-{seed}", step))
    return charts


def long_line_charts(rng, seed):
    """Long matplotlib lines (issue: simplified paths), from their own generator so the other
    families' data do not change (seeded from the corpus's, other seeds when held out):
    matplotlib leaves out vertices within 1/9 pt of the segment
    drawn through them (path.simplify, for 128 vertices or more); NaN breaks the path."""
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt
    import pandas as pd

    # Seeded from the corpus's generator (other seeds when held out), drawn once here, last.
    own = np.random.default_rng(int(rng.integers(0, 2 ** 32)))
    charts = []

    def save(fig, path):
        fig.savefig(path)
        plt.close(fig)

    def values(n, smooth):
        if smooth:
            return np.round(np.sin(np.arange(n) / own.uniform(20, 80)) * own.uniform(1, 100) + own.uniform(-50, 50), 4)
        return np.round(own.normal(0, 1, n).cumsum() * own.choice([0.1, 1, 10]), 4)

    def daily(path, smooth, gaps, markers):
        n = int(own.integers(200, 700))
        days = pd.date_range(f"{int(own.integers(2000, 2024))}-0{int(own.integers(1, 10))}-01", periods=n, freq="D")
        ys = values(n, smooth)
        if gaps:
            for _ in range(int(own.integers(1, 4))):
                start = int(own.integers(5, n - 20))
                ys[start:start + int(own.integers(1, 12))] = np.nan
        fig, ax = plt.subplots(figsize=size(6, 3.5))
        series = pd.Series(ys, index=days)
        if markers:
            ax.plot(days, ys, marker="o", markersize=2)
        else:
            series.plot(ax=ax)
        save(fig, path)
        kept = [(iso(d.date()), y) for d, y in zip(days, ys) if not np.isnan(y)]
        truth = series_truth("y", [x for x, _ in kept], [y for _, y in kept])
        truth["missing"] = int(np.isnan(ys).sum())
        return [truth], "date" if markers else "simplified"

    def hourly(path):
        n = int(own.integers(200, 500))
        hours = pd.date_range("2024-03-01", periods=n, freq="h")
        ys = values(n, True)
        fig, ax = plt.subplots(figsize=size(6, 3.5))
        pd.Series(ys, index=hours).plot(ax=ax)
        save(fig, path)
        truth = series_truth("y", [h.to_pydatetime().isoformat() for h in hours], ys)
        truth["missing"] = 0
        return [truth], "simplified"

    def numeric(path, smooth):
        n = int(own.integers(200, 700))
        xs = np.round(np.linspace(0, float(own.choice([1, 10, 100])), n), 6)
        ys = values(n, smooth)
        fig, ax = plt.subplots(figsize=size(6, 3.5))
        ax.plot(xs, ys)
        save(fig, path)
        truth = series_truth("y", [float(x) for x in xs], ys)
        truth["missing"] = 0
        return [truth], "simplified"

    for name, make in [("daily-smooth", lambda p: daily(p, True, False, False)),
                       ("daily-noisy", lambda p: daily(p, False, False, False)),
                       ("daily-gaps", lambda p: daily(p, True, True, False)),
                       ("daily-markers", lambda p: daily(p, False, True, True)),
                       ("hourly", hourly), ("numeric-smooth", lambda p: numeric(p, True)),
                       ("numeric-noisy", lambda p: numeric(p, False))]:
        charts.append((f"matplotlib-long-{name}-{seed}", make))
    return charts


def seaborn_style_charts(rng, seed):
    """seaborn's `white` and `dark` styles, which draw neither tick marks nor grid lines, as
    glyph paths (matplotlib's default svg.fonttype, DejaVu Sans): the charts of
    `seaborn_charts`, from their own generator (seeded from the corpus's) so the other
    families' data do not change."""
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt
    import seaborn as sns

    charts = []
    for name, make in seaborn_charts(np.random.default_rng(int(rng.integers(0, 2 ** 32))), seed):
        kind = name.split("-")[1]
        if name.split("-")[1:-1] not in (["line"], ["bar"], ["scatter"], ["histplot"]):
            continue
        style = "white" if kind in ("line", "scatter") else "dark"

        def drawn(path, make=make, style=style):
            with sns.axes_style(style), matplotlib.rc_context({"svg.fonttype": "path"}):
                return make(path)

        charts.append((f"seaborn-{style}-{'-'.join(name.split('-')[1:])}", drawn))
    return charts


# The font lists a `<text>` label (svg.fonttype='none') may name first: seaborn's own ('Arial',
# 'DejaVu Sans', …), Arial before its metric twin Liberation Sans (used where Debian's
# fonts-liberation2 is installed and matplotlib's font cache lists it; else DejaVu Sans), Liberation
# Sans alone, and Arial alone (matplotlib falls back to DejaVu Sans).
FONT_LISTS = {"seaborn": None, "arial-liberation": ["Arial", "Liberation Sans", "DejaVu Sans"],
              "liberation": ["Liberation Sans", "DejaVu Sans"], "arial": ["Arial"]}


def seaborn_font_charts(rng, seed):
    """seaborn's `white` and `dark` styles (no tick marks, no grid lines) with labels written as
    `<text>` naming Arial or Liberation Sans first: matplotlib laid them out in Arial, Liberation
    Sans or DejaVu Sans, whose ascents differ, so each y tick is known to within a shift its
    labels share; the charts of `seaborn_charts`, from their own generator."""
    import matplotlib
    import seaborn as sns

    charts = []
    generator = np.random.default_rng(int(rng.integers(0, 2 ** 32)))
    for index, (list_name, families) in enumerate(FONT_LISTS.items()):
        for name, make in seaborn_charts(generator, seed):
            kind = name.split("-")[1:-1]
            if kind not in (["line"], ["bar"], ["scatter"], ["histplot"]):
                continue
            style = "white" if (index + len(kind[0])) % 2 else "dark"
            rc = {"svg.fonttype": "none"}
            if families:
                rc["font.sans-serif"] = families

            def drawn(path, make=make, style=style, rc=rc):
                with sns.axes_style(style), matplotlib.rc_context(rc):
                    return make(path)

            charts.append((f"seaborn-font-{list_name}-{style}-{'-'.join(kind)}-{seed}", drawn))
    return charts


def seaborn_hue_charts(rng, seed):
    """seaborn's `hue`: scatter plots of 2 to 4 groups (also with `style`, `size` and a
    palette), each group a series named by the legend; bar plots of 2 to 4 hues side by side
    (also drawn across, with a combination missing, and not dodged, overlapping), each hue a
    series; bars painted by category (`hue=x, legend=False`, matplotlib's `bar(color=[…])`),
    one series. Both svg.fonttype settings; from their own generator."""
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt
    import pandas as pd
    import seaborn as sns

    generator = np.random.default_rng(int(rng.integers(0, 2 ** 32)))
    groups = ["north", "south", "east", "west"]
    cats = ["oak", "ash", "elm", "yew", "fir"]

    def save(fig, path):
        fig.savefig(path)
        plt.close(fig)

    def scatter(path, encoding):
        count = int(generator.integers(2, 5))
        n = int(generator.integers(4, 9))
        frame = pd.DataFrame({"x": np.round(generator.uniform(0, 10, count * n), 2),
                              "y": np.round(generator.uniform(-5, 5, count * n), 2),
                              "group": np.repeat(groups[:count], n),
                              "weight": np.round(generator.uniform(1, 3, count * n), 2)})
        extra = {"style": {"style": "group"}, "size": {"size": "weight"},
                 "palette": {"palette": "deep"}, "plain": {}}[encoding]
        fig, ax = plt.subplots(figsize=size(6, 4))
        sns.scatterplot(frame, x="x", y="y", hue="group", ax=ax, **extra)
        save(fig, path)
        return [series_truth(g, list(frame[frame.group == g].x), frame[frame.group == g].y)
                for g in groups[:count]], "number"

    def bars(path, across=False, missing=False, dodge=True):
        count = int(generator.integers(2, 5))
        k = int(generator.integers(3, 6))
        frame = pd.DataFrame({"tree": cats[:k] * count, "group": np.repeat(groups[:count], k),
                              "height": np.round(generator.uniform(1, 20, count * k), 2)})
        if missing:
            frame = frame.drop(index=int(generator.integers(0, len(frame))))
        fig, ax = plt.subplots(figsize=size(6, 4))
        if across:
            sns.barplot(frame, y="tree", x="height", hue="group", ax=ax, errorbar=None, orient="h")
        else:
            sns.barplot(frame, x="tree", y="height", hue="group", ax=ax, errorbar=None, dodge=dodge)
        save(fig, path)
        return [series_truth(g, list(frame[frame.group == g].tree), frame[frame.group == g].height)
                for g in groups[:count] if (frame.group == g).any()], "category"

    def by_category(path, tool):
        k = int(generator.integers(3, 6))
        frame = pd.DataFrame({"tree": cats[:k], "height": np.round(generator.uniform(1, 20, k), 2)})
        fig, ax = plt.subplots(figsize=size(6, 4))
        if tool == "seaborn":
            sns.barplot(frame, x="tree", y="height", hue="tree", legend=False, ax=ax)
        else:
            colours = ["#888888"] * k
            colours[int(generator.integers(0, k))] = "#d62728"
            ax.bar(frame.tree, frame.height, color=colours)
            ax.set_ylabel("height")
        save(fig, path)
        return [series_truth("height", list(frame.tree), frame.height)], "category"

    charts = []
    for fonttype in ["path", "none"]:
        for name, make in [
                *[(f"scatter-{e}", lambda p, e=e: scatter(p, e)) for e in ["plain", "style", "size", "palette"]],
                ("bar", bars), ("bar-across", lambda p: bars(p, across=True)),
                ("bar-missing", lambda p: bars(p, missing=True)),
                ("bar-overlapping", lambda p: bars(p, dodge=False)),
                ("bar-by-category", lambda p: by_category(p, "seaborn")),
                ("bar-by-colour", lambda p: by_category(p, "matplotlib"))]:
            def drawn(path, make=make, fonttype=fonttype):
                with matplotlib.rc_context({"svg.fonttype": fonttype}):
                    return make(path)

            charts.append((f"seaborn-hue-{name}-{fonttype}-{seed}", drawn))
    return charts


def inverted_charts(rng, seed):
    """matplotlib axes drawn from their largest value to their smallest (`invert_yaxis`,
    `invert_xaxis`, limits given high to low) on lines, bars and bars drawn across, in both
    svg.fonttype settings: read with their values, and said to be reversed."""
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt

    generator = np.random.default_rng(int(rng.integers(0, 2 ** 32)))

    def drawn(path, kind, fonttype):
        with matplotlib.rc_context({"svg.fonttype": fonttype}):
            fig, ax = plt.subplots(figsize=size(5, 3.5))
            if kind == "bar-across":
                cats = ["oak", "ash", "elm", "yew"]
                values = np.round(generator.uniform(1, 9, 4), 2)
                ax.barh(cats, values)
                ax.invert_xaxis()
                truth = [series_truth("y", cats, values)]
            else:
                xs = list(range(1, int(generator.integers(5, 12))))
                ys = np.round(generator.uniform(0, 100, len(xs)), 1)
                if kind == "bar":
                    xs = [chr(ord("a") + x) for x in xs]
                    ax.bar(xs, ys)
                else:
                    ax.plot(xs, ys)
                if kind == "line-x":
                    ax.set_xlim(max(xs), min(xs))
                else:
                    ax.invert_yaxis()
                truth = [series_truth("y", xs, ys)]
            fig.savefig(path)
            plt.close(fig)
            truth[0]["reversed"] = True
            return truth, "category" if kind.startswith("bar") else "number"

    return [(f"matplotlib-inverted-{kind}-{fonttype}-{seed}",
             lambda path, kind=kind, fonttype=fonttype: drawn(path, kind, fonttype))
            for kind in ["line-y", "line-x", "bar", "bar-across"] for fonttype in ["path", "none"]]


def check_simplified(described, truth, text, tolerance, result):
    """A long line matplotlib simplified: every point read is a true point within the stated
    precision; the extremes agree; only the NaN gaps are said to be missing; and the
    description says the file keeps some points (or, when it kept every one, reads them all)."""
    if len(described["series"]) != 1:
        result["error"] = f"{len(described['series'])} series, true 1"
        return result
    got = described["series"][0]
    points = [(parse_x(p["x"]), p["y"]) for p in got["dataPoints"]]
    true = [(parse_x(x), y) for x, y in truth["points"]]
    numeric = isinstance(true[0][0], float)
    span = abs(true[-1][0] - true[0][0]) if numeric else 0
    by_x = {x: y for x, y in true}
    for x, y in points:
        result["values"] += 1
        if numeric:
            near = [ty for tx, ty in true if abs(tx - x) <= 0.006 * span]
        else:
            near = [by_x[x]] if x in by_x else []
        if near and min(abs(t - y) for t in near) <= tolerance(y):
            result["within"] += 1
    stats = got.get("statistics") or {}
    ys = [y for _, y in true]
    for fact, value in [("maximum", max(ys)), ("minimum", min(ys))]:
        result["facts"] += 1
        if fact in stats and abs(stats[fact]["value"] - value) <= tolerance(value):
            result["facts_ok"] += 1
    result["facts"] += 2
    if sum(m["count"] for m in got.get("missing", [])) == truth["missing"]:
        result["facts_ok"] += 1
    if got.get("keepsSomeVertices"):
        result["facts_ok"] += int("points the file keeps" in text and "the mean is" not in text)
    else:
        result["facts_ok"] += int(len(points) == len(true))
    result["read"] = result["within"] == result["values"] and result["facts_ok"] == result["facts"]
    if not result["read"]:
        result["error"] = "kept points, extremes or gaps differ from the truth"
    return result


def parse_x(value):
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        # The JSON writes a date at its axis unit's precision (docs/chart-spec.md): "2021-03"
        # for a month, "2021-03-24", "2021-03-24 20:00Z".
        if re.fullmatch(r"[0-9]{4}-[0-9]{2}", value):
            return dt.datetime.strptime(value, "%Y-%m").date().isoformat()
        try:
            moment = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return value
        # A date at midnight compares as its day; a time of day is kept (hourly data).
        if (moment.hour, moment.minute, moment.second) == (0, 0, 0):
            return moment.date().isoformat()
        return moment.replace(tzinfo=None).isoformat()
    return value


def check(binary, path, truth, kind):
    run = subprocess.run([binary, "describe", "--format", "json", path], capture_output=True, text=True)
    result = {"read": False, "values": 0, "within": 0, "facts": 0, "facts_ok": 0, "exit": run.returncode}
    if run.returncode != 0 and kind != "steps":
        result["error"] = run.stderr.strip().splitlines()[-1] if run.stderr.strip() else ""
        result["refused"] = run.returncode == 65
        return result
    if kind == "steps":
        # A step line is refused, saying why: a wrong value read with exit 0 counts against.
        result["facts"] = 1
        result["facts_ok"] = int(run.returncode == 65 and "drawn in steps" in run.stderr)
        result["read"] = bool(result["facts_ok"])
        result["error"] = "" if result["read"] else f"not refused as steps (exit {run.returncode})"
        return result
    described = json.loads(run.stdout)
    text = " ".join(s["text"] for s in described["sentences"])
    match = PRECISION.search(text)
    relative = bool(match and match.group(2))
    precision = float(match.group(1).replace(",", "")) if match else 0.0
    recovered = described["series"]
    if kind == "heatmap":
        return check_heatmap(described, truth, match, precision, result)
    if "boxes" in truth[0]:
        return check_boxes(described, truth[0]["boxes"], precision, result)
    printed = [p["y"] for s in recovered for p in s["dataPoints"] if isinstance(p.get("y"), (int, float))]
    decimals = max((len(repr(float(v)).split(".")[1].rstrip("0")) for v in printed), default=0)

    def tolerance(value):
        if not match:
            # Values from labels are as printed: to half a unit of their last digit.
            return 0.5 * 10 ** -decimals + 1e-9
        return abs(value) * precision / 100 + 1e-9 if relative else precision + 1e-9

    if kind == "simplified":
        return check_simplified(described, truth[0], text, tolerance, result)
    if len(recovered) != len(truth):
        result["error"] = f"{len(recovered)} series, true {len(truth)}"
        return result

    by_name = {s["name"]: s for s in recovered}
    ok_counts = True
    for index, series in enumerate(truth):
        got = by_name.get(series["name"]) or (recovered[index] if len(truth) == 1 or series["name"] not in by_name else None)
        if got is None:
            got = recovered[index]
        if len(truth) > 1:
            # Several series are each named as the chart names them (its legend).
            result["facts"] += 1
            result["facts_ok"] += int(series["name"] in by_name)
        points = [(parse_x(p["x"]), p["y"]) for p in got["dataPoints"] if p.get("y") is not None]
        if len(points) != len(series["points"]):
            ok_counts = False
        for x, y in series["points"]:
            result["values"] += 1
            x = parse_x(x)
            candidates = [p for p in points if (p[0] == x if not isinstance(x, float) else isinstance(p[0], float) and abs(p[0] - x) <= max(1e-6, 0.01 * (1 + abs(x))))]
            if not candidates and isinstance(x, float):
                numeric = [p for p in points if isinstance(p[0], float)]
                candidates = sorted(numeric, key=lambda p: abs(p[0] - x))[:1]
            if candidates and min(abs(c[1] - y) for c in candidates) <= tolerance(y):
                result["within"] += 1
        stats = got.get("statistics") or {}
        ys = [y for _, y in series["points"]] or [v for r in series.get("ranges", []) for v in r[1:]]
        for fact, true in [("maximum", max(ys)), ("minimum", min(ys))]:
            if fact in stats:
                result["facts"] += 1
                if abs(stats[fact]["value"] - true) <= tolerance(true):
                    result["facts_ok"] += 1
        result["facts"] += 1
        # A series of ranges has no single values to summarize: its count is its points'.
        count = stats.get("count") if series["points"] else len(got["dataPoints"])
        if count == len(series["points"] or series.get("ranges", [])):
            result["facts_ok"] += 1
        for category, low, high in series.get("ranges", []):
            # A box (or any floating bar) is read as the range it spans.
            result["values"] += 2
            got_range = next((p.get("components") for p in got["dataPoints"] if p.get("x") == category), None)
            if got_range and len(got_range) == 2:
                for value, true in zip((c["value"] for c in got_range), (low, high)):
                    if abs(value - true) <= tolerance(true):
                        result["within"] += 1
            else:
                ok_counts = False
        if series.get("reversed"):
            # An axis drawn from its largest value to its smallest is said to be reversed.
            result["facts"] += 1
            result["facts_ok"] += int("reversed (largest to smallest)" in text)
        if "stacked" in series:
            # Areas on one another are said to be stacked; areas each from zero, not.
            result["facts"] += 1
            said = "The areas are stacked" if series["stacked"] else "The areas are not stacked"
            if said in text:
                result["facts_ok"] += 1
        if "bins" in series:
            # A histogram is read as one: each bin's start, end and count within the precision.
            result["facts"] += 1
            bins = (described.get("kind") or {}).get("histogram", {}).get("bins", [])
            x_precision = max(abs(b - a) for a, b, _ in series["bins"]) / 50
            if len(bins) == len(series["bins"]) and all(
                    abs(got["start"] - a) <= x_precision and abs(got["end"] - b) <= x_precision
                    and abs(got["value"] - c) <= tolerance(c)
                    for got, (a, b, c) in zip(bins, series["bins"])):
                result["facts_ok"] += 1
    if kind == "pie":
        # Read as a pie (or a donut, when it has a hole), its shares from the kind's reading.
        result["facts"] += 1
        pie_kind = described.get("kind") or {}
        if pie_kind.get("name") == "pie" and bool(pie_kind.get("pie", {}).get("donut")) == truth[0]["donut"]:
            result["facts_ok"] += 1
    result["read"] = ok_counts
    if not ok_counts:
        result["error"] = "point counts differ from the truth"
    return result


def drawn_in_look(name, make, path):
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt

    family = name.split("-")[0]
    with matplotlib.rc_context({"savefig.dpi": LOOK["dpi"]}):
        if family in ("matplotlib", "steps"):
            with plt.style.context(LOOK["mpl_style"]):
                return make(path)
        if family == "seaborn":
            import seaborn as sns

            with sns.axes_style(LOOK["sns_style"]), sns.plotting_context(LOOK["sns_context"]):
                return make(path)
        return make(path)


def describe_look(name):
    family = name.split("-")[0]
    look = {"matplotlib": LOOK["mpl_style"], "steps": LOOK["mpl_style"], "seaborn": f"{LOOK['sns_style']}/{LOOK['sns_context']}",
            "plotnine": LOOK["p9_theme"], "vega": LOOK["vega_theme"] or "default"}[family]
    return f"{look}, size x{LOOK['scale']}, {LOOK['dpi']} dpi"


def check_boxes(described, truth, precision, result):
    """A box plot: read as one (the kind's name), each box's five values and outliers within
    the stated precision, and as many boxes and outliers as the truth."""
    reading = (described.get("kind") or {}).get("boxPlot")
    if (described.get("kind") or {}).get("name") != "boxPlot" or not reading:
        result["error"] = "not read as a box plot"
        return result
    by_x = {box["x"]: box for box in reading["boxes"]}
    fields = ["lowerWhisker", "lowerQuartile", "median", "upperQuartile", "upperWhisker"]
    ok = len(reading["boxes"]) == len(truth)
    for category, *values, outliers in truth:
        got = by_x.get(category)
        result["values"] += len(values) + len(outliers)
        result["facts"] += 1
        if got is None:
            ok = False
            continue
        for field, value in zip(fields, values):
            if abs(got[field] - value) <= precision + 1e-9:
                result["within"] += 1
        read = sorted(got.get("outliers", []))
        if len(read) == len(outliers):
            result["facts_ok"] += 1
            result["within"] += sum(abs(a - b) <= precision + 1e-9 for a, b in zip(read, outliers))
        else:
            ok = False
    result["read"] = ok
    if not ok:
        result["error"] = "boxes or outliers differ from the truth"
    return result


def check_heatmap(described, truth, match, precision, result):
    """A heatmap's cells: each true value has a recovered cell value within the stated
    precision (half the last printed digit when the values were printed in the labels), and
    the count of cells agrees. The description reads a heatmap by rows (one series per row,
    each cell a point whose value is its colour's); where to place each cell is checked by the
    unit tests (SVGHeatmapRecoveryTests)."""
    if (described.get("kind") or {}).get("name") != "heatmap":
        result["error"] = "not read as a heatmap"
        return result
    got = [p["y"] for s in described["series"] for p in s["dataPoints"] if p.get("y") is not None]
    tolerance = precision + 1e-9 if match else 0.05 + 1e-9
    for value in truth:
        result["values"] += 1
        if got and min(abs(g - value) for g in got) <= tolerance:
            result["within"] += 1
    result["facts"] += 2
    for fact, true in [(max(got, default=None), max(truth)), (min(got, default=None), min(truth))]:
        if fact is not None and abs(fact - true) <= tolerance:
            result["facts_ok"] += 1
    result["read"] = True
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/debug/chart-describe")
    parser.add_argument("--out", default=None, help="keep the SVGs and truth here")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--held-out", action="store_true",
                        help="random styles, themes, sizes and DPI, from other seeds")
    parser.add_argument("--only", default="", help="comma-separated prefixes (matplotlib,seaborn,plotnine,vega)")
    arguments = parser.parse_args()
    out = arguments.out or tempfile.mkdtemp(prefix="svg-corpus-")
    os.makedirs(out, exist_ok=True)
    families = [mpl_charts, seaborn_charts, plotnine_charts, vega_charts, across_charts, pie_charts,
                long_line_charts, seaborn_style_charts, seaborn_font_charts, seaborn_hue_charts,
                inverted_charts]
    totals = {}
    refused = []
    for seed in range(arguments.seeds):
        rng = np.random.default_rng((7000 if arguments.held_out else 1000) + seed)
        for family in families:
            for name, make in family(rng, seed):
                if arguments.only and not any(name.startswith(p) for p in arguments.only.split(",")):
                    continue
                path = os.path.join(out, name + ".svg")
                if arguments.held_out:
                    pick_look(rng)
                    truth, kind = drawn_in_look(name, make, path)
                    look = f" [{describe_look(name)}]"
                else:
                    truth, kind = make(path)
                    look = ""
                with open(os.path.join(out, name + ".truth.json"), "w") as handle:
                    json.dump({"kind": kind, "series": truth}, handle)
                result = check(arguments.binary, path, truth, kind)
                group = name.split("-")[0] + (" (held out)" if arguments.held_out else "")
                total = totals.setdefault(group, {"charts": 0, "read": 0, "values": 0, "within": 0, "facts": 0, "facts_ok": 0})
                total["charts"] += 1
                for key in ["read", "values", "within", "facts", "facts_ok"]:
                    total[key] += int(result[key])
                if result.get("refused"):
                    refused.append(name)
                status = "read" if result["read"] else f"NOT READ (exit {result['exit']}: {result.get('error', '')})"
                print(f"{name}{look}: {status}; values {result['within']}/{result['values']} within precision; "
                      f"facts {result['facts_ok']}/{result['facts']}")
    grand = {key: sum(t[key] for t in totals.values()) for key in ["charts", "read", "values", "within", "facts", "facts_ok"]}
    for group, total in list(totals.items()) + [("all", grand)]:
        def percent(a, b):
            return f"{100 * a / b:.1f}%" if b else "n/a"
        print(f"{group}: {total['read']}/{total['charts']} charts read ({percent(total['read'], total['charts'])}), "
              f"{total['within']}/{total['values']} values within precision ({percent(total['within'], total['values'])}), "
              f"{total['facts_ok']}/{total['facts']} facts agree ({percent(total['facts_ok'], total['facts'])})")
    print(f"refused with exit 65 (counted as not read): {len(refused)}: {', '.join(refused)}")
    print(f"corpus in {out}")


if __name__ == "__main__":
    main()
