#!/usr/bin/env python3
"""The measuring corpus of issue 36: chart SVGs drawn by the real tools, each with its truth.

Draws the same small, seeded datasets with every tool people export chart SVGs from, with the
tool's default settings plus a title (and axis titles where the tool has them):

- plotly 7 through kaleido 1 (Debian chromium)
- ggplot2 through svglite (`ggplot2-svglite`) and through R's cairo `svg()` device
  (`ggplot2-cairo`, text drawn as glyphs)
- R base graphics through svglite (`rbase-svglite`; the "one more tool")
- pygal
- lets-plot (its own SVG export)
- bokeh (`export_svg`, Debian chromium and chromium-driver through selenium)
- matplotlib, seaborn, pandas and plotnine (matplotlib's SVG backend, default svg.fonttype
  `path`), including subplots, a `twinx` second axis, an `imshow` heatmap, `errorbar` over
  categories, `bar(yerr=)`, a line with NaN gaps and date axes

in the chart kinds of the issue: a line over dates, several lines, grouped, stacked and
horizontal bars, a scatter plot, a pie, a histogram and a box plot; where the tool draws them,
facets, a second y axis and a donut. `containers/` holds some of those charts inline in an HTML
page and in a Jupyter notebook's output, and `large/` files of 1 to 2 MB for the time a reading
takes (and plotly's WebGL scatter, a raster with no data to read).

With --held-out the data comes from another seed (3636) and each tool draws in one of its own
themes (THEMES), picked by the seed and recorded in each truth's `look`.

Each chart is written as `<out>/<tool>/<chart>.svg` with `<chart>.truth.json` beside it (format
below), and `<out>/manifest.json` lists every chart and every tool that failed to draw (with
the error). Nothing is fetched at run time.

Truth JSON (version 1):
    tool, toolVersion          the drawing library and its version
    chart                      the chart's name in this corpus (date-line, pie, ...)
    look                       the theme it was drawn in (null: the tool's defaults)
    kind                       line | bar | scatter | pie | histogram | boxPlot | heatmap
    orientation                vertical | horizontal (bars drawn across: values on x)
    stacked                    true for stacked bars
    title, xTitle, yTitle      as drawn (null where the tool draws none)
    xType                      date | number | category (the independent axis)
    panels                     the number of plot areas (2 for subplots), when more than one
    series                     [{name, points: [[x, y], ...], yAxis?: "left"|"right"}]; y is
                               null at a NaN gap; dates are ISO "YYYY-MM-DD"
    facts                      per series (pandas): count, first, last, min and max with where
                               (x), mean
    histogram                  {bins: [[start, end, count], ...]} (numpy, the tool's own edges)
    boxes                      [{x, lowerWhisker, lowerQuartile, median, upperQuartile,
                               upperWhisker, outliers}] as the tool computes them
    pie                        {shares: [[name, percent], ...]} (pandas), donut: true for a donut
    errorBars                  [[x, low, high], ...] (drawn intervals, not data)
    heatmap                    {rows, columns, values} (values[row][column])
    notes                      what a reader should know about this drawing
    readable                   false where the drawing holds no data to read (a raster): a
                               refusal is the right answer
    refusalNames               a word a refusal of this drawing must contain to be honest
                               ("glyph" for cairo's text, "image" for a raster)
    file, container            for a chart inside an HTML page or a notebook (containers/):
                               the file to read and its kind

Usage: scripts/.venv-corpus/bin/python scripts/tool_svg_corpus.py [--out DIR] [--only TOOLS]
       [--seed N] [--fixtures fixtures/svg-tools]
(`scripts/setup --corpus` installs the tools.) Score it with scripts/score_svg_corpus.py.
"""
import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import traceback

import numpy as np
import pandas as pd

VERSION = 1
SCRIPTS = pathlib.Path(__file__).resolve().parent
DEFAULT_OUT = SCRIPTS / "corpus-out"
HELD_OUT_OUT = SCRIPTS / "corpus-held-out"

# The look each tool draws in: the tool's defaults (None), or with --held-out one of its own
# themes picked by the seed, none of which a reader was tuned on.
LOOK = {}
THEMES = {"plotly": ["ggplot2", "seaborn", "simple_white", "plotly_white", "plotly_dark", "presentation"],
          "ggplot2": ["theme_bw", "theme_minimal", "theme_classic", "theme_light", "theme_dark", "theme_linedraw"],
          "pygal": ["DarkStyle", "LightStyle", "CleanStyle", "NeonStyle", "DarkSolarizedStyle", "TurquoiseStyle"],
          "lets-plot": ["theme_bw", "theme_classic", "theme_light", "theme_minimal", "theme_minimal2", "theme_none"],
          "bokeh": ["caliber", "carbon", "dark_minimal", "light_minimal", "night_sky", "contrast"],
          "matplotlib": ["ggplot", "bmh", "fivethirtyeight", "Solarize_Light2", "grayscale", "dark_background"],
          "seaborn": ["whitegrid", "darkgrid", "white", "ticks", "dark"],
          "plotnine": ["theme_bw", "theme_classic", "theme_light", "theme_minimal", "theme_538", "theme_seaborn"]}


def pick_looks(seed):
    """Picks each tool's held-out theme from THEMES with a generator of its own seed."""
    rng = np.random.default_rng(seed + 1)
    for tool, themes in THEMES.items():
        LOOK[tool] = themes[int(rng.integers(0, len(themes)))]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


# ---------------------------------------------------------------------------- the data


class Data:
    """The corpus's datasets, drawn from one seeded generator, the same for every tool.

    Values are rounded to one decimal (the histogram's to two, none on a bin edge), so that
    what a tool prints in a label is the value itself."""

    def __init__(self, seed):
        rng = np.random.default_rng(seed)
        # A line over dates: 24 month starts.
        self.months = pd.date_range("2023-01-01", periods=24, freq="MS")
        self.sales = np.round(100 + rng.normal(0, 6, 24).cumsum(), 1)
        # Several lines over a number axis (weeks 1-12).
        self.weeks = np.arange(1, 13)
        self.regions = {name: np.round(base + rng.normal(0, 3, 12).cumsum(), 1)
                        for name, base in [("North", 50), ("South", 40), ("East", 30)]}
        # Grouped bars: fruit by year.
        self.fruits = ["Apples", "Bananas", "Cherries", "Grapes"]
        self.harvest = {year: np.round(rng.uniform(20, 90, 4), 1) for year in ["2023", "2024"]}
        # Stacked bars: energy by weekday.
        self.days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        self.energy = {source: np.round(rng.uniform(10, 40, 5), 1) for source in ["Coal", "Gas", "Wind"]}
        # Horizontal bars.
        self.languages = ["Python", "JavaScript", "Java", "Go", "Rust"]
        self.users = np.round(rng.uniform(5, 60, 5), 1)
        # Scatter.
        self.scatter_x = np.round(rng.uniform(0, 100, 30), 1)
        self.scatter_y = np.round(0.6 * self.scatter_x + rng.normal(0, 8, 30), 1)
        # Pie.
        self.slices = ["Rent", "Food", "Transport", "Leisure", "Savings"]
        self.spend = np.round(rng.uniform(5, 40, 5), 1)
        # Histogram: 200 values in [20, 80), none on a multiple of 5 (the bin edges).
        raw = np.clip(rng.normal(50, 10, 200), 20.1, 79.8)
        raw[:2] = [21.3, 78.6]  # the first and last bins are never empty: every tool draws them
        self.sample = np.round(np.round(raw, 1) + 0.05, 2)
        self.edges = np.arange(20, 85, 5, dtype=float)
        # Box plots: 3 groups of 25 values (4k+1 values: numpy's linear quartiles, Tukey's
        # hinges and the "inclusive" method all fall on the same data points), one low and one
        # high outlier.
        self.groups = ["A", "B", "C"]
        self.group_values = {}
        for group, (mu, sd) in zip(self.groups, [(20, 3), (25, 4), (18, 2)]):
            values = np.round(rng.normal(mu, sd, 25), 1)
            if group == "A":
                values[0] = round(mu + 6 * sd, 1)
            if group == "B":
                values[0] = round(mu - 6 * sd, 1)
            self.group_values[group] = values
        # A line with NaN gaps (daily values, two gaps).
        self.days30 = pd.date_range("2024-03-01", periods=30, freq="D")
        gappy = np.round(10 + rng.normal(0, 1, 30).cumsum(), 1)
        gappy[[7, 8, 19]] = np.nan
        self.gappy = gappy
        # twinx: temperature (left) and rainfall (right) by month of one year.
        self.months12 = pd.date_range("2024-01-01", periods=12, freq="MS")
        self.temperature = np.round(10 + 8 * np.sin(np.arange(12) / 12 * 2 * np.pi - 1.8) + rng.normal(0, 1, 12), 1)
        self.rainfall = np.round(rng.uniform(20, 120, 12), 1)
        # Error bars over categories: means and their half widths.
        self.trials = ["Control", "Dose 1", "Dose 2", "Dose 3"]
        self.means = np.round(rng.uniform(10, 30, 4), 1)
        self.errors = np.round(rng.uniform(1, 4, 4), 1)
        # Heatmap: 4 rows by 6 columns.
        self.rows = ["W1", "W2", "W3", "W4"]
        self.columns = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        self.grid = np.round(rng.uniform(0, 10, (4, 6)), 1)
        # Bars coloured by sign (one series, two colours): monthly change.
        self.change = np.round(rng.normal(0, 5, 12), 1)
        # A long date axis that matplotlib labels by year: 8 years of month starts.
        self.months96 = pd.date_range("2016-01-01", periods=96, freq="MS")
        self.index96 = np.round(200 + rng.normal(0, 4, 96).cumsum(), 1)


def look_of(tool):
    """The theme a corpus folder's charts were drawn in (None: the tool's defaults)."""
    family = {"ggplot2-svglite": "ggplot2", "ggplot2-cairo": "ggplot2", "pandas": "matplotlib"}.get(tool, tool)
    return LOOK.get(family)


def iso(moment):
    return pd.Timestamp(moment).strftime("%Y-%m-%d")


def number(value):
    """A JSON number, or None for NaN."""
    value = float(value)
    return None if np.isnan(value) else value


# ---------------------------------------------------------------------------- truth


def series(name, xs, ys, **extra):
    xs = [iso(x) if isinstance(x, (pd.Timestamp, np.datetime64)) else (x if isinstance(x, str) else float(x)) for x in xs]
    return dict({"name": name, "points": [[x, number(y)] for x, y in zip(xs, ys)]}, **extra)


def facts(entry):
    """Derived facts of one series, by pandas: count, first, last, min/max and where, mean."""
    frame = pd.DataFrame(entry["points"], columns=["x", "y"]).dropna(subset=["y"])
    if frame.empty:
        return {"count": 0}
    ys = frame.y.astype(float)
    return {"count": int(len(frame)), "first": [frame.x.iloc[0], float(ys.iloc[0])],
            "last": [frame.x.iloc[-1], float(ys.iloc[-1])],
            "min": {"value": float(ys.min()), "at": frame.x.iloc[int(ys.values.argmin())]},
            "max": {"value": float(ys.max()), "at": frame.x.iloc[int(ys.values.argmax())]},
            "mean": float(ys.mean())}


def histogram_truth(data):
    counts, edges = np.histogram(data.sample, bins=data.edges)
    return {"bins": [[float(a), float(b), int(c)] for a, b, c in zip(edges, edges[1:], counts)]}


def tukey_boxes(data, quantile="linear"):
    """Box statistics as ggplot2, matplotlib, seaborn, plotnine, plotly, lets-plot and R's
    boxplot draw them: quartiles (the 25 values make numpy's linear method, Tukey's hinges and
    the inclusive method agree), whiskers at the furthest values within 1.5 IQR, outliers
    beyond."""
    boxes = []
    for group in data.groups:
        values = np.sort(data.group_values[group])
        q1, median, q3 = np.percentile(values, [25, 50, 75], method=quantile)
        low, high = q1 - 1.5 * (q3 - q1), q3 + 1.5 * (q3 - q1)
        inside = values[(values >= low) & (values <= high)]
        boxes.append({"x": group, "lowerWhisker": float(inside.min()), "lowerQuartile": float(q1),
                      "median": float(median), "upperQuartile": float(q3),
                      "upperWhisker": float(inside.max()),
                      "outliers": sorted(float(v) for v in values[(values < low) | (values > high)])})
    return boxes


def pie_truth(data):
    shares = pd.Series(data.spend, index=data.slices)
    shares = shares / shares.sum() * 100
    return {"shares": [[name, float(value)] for name, value in shares.items()]}


class Corpus:
    """Writes each chart's SVG and truth, and the manifest."""

    def __init__(self, out):
        self.out = pathlib.Path(out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.charts = []
        self.failures = []

    def path(self, tool, chart):
        folder = self.out / tool
        folder.mkdir(exist_ok=True)
        return folder / f"{chart}.svg"

    def truth(self, tool, version, chart, kind, title, series_list, x_title=None, y_title=None,
              x_type="number", **extra):
        truth = {"version": VERSION, "tool": tool, "toolVersion": version, "chart": chart,
                 "look": look_of(tool),
                 "kind": kind, "orientation": extra.pop("orientation", "vertical"),
                 "stacked": extra.pop("stacked", False), "title": title, "xTitle": x_title,
                 "yTitle": y_title, "xType": x_type, "series": series_list,
                 "facts": {s["name"]: facts(s) for s in series_list}}
        truth.update(extra)
        path = self.path(tool, chart)
        if not path.exists():
            self.failures.append({"tool": tool, "chart": chart, "error": "no SVG written"})
            return
        with open(path.with_suffix(".truth.json"), "w") as handle:
            json.dump(truth, handle, indent=1, sort_keys=True)
            handle.write("\n")
        self.charts.append({"tool": tool, "chart": chart, "kind": kind,
                            "svg": str(path.relative_to(self.out)), "bytes": path.stat().st_size})

    def amend(self, tool, chart, **changes):
        """Changes fields of a chart's truth written by common_truths, where a tool draws that
        chart otherwise (no axis titles on its pie, say)."""
        path = self.out / tool / f"{chart}.truth.json"
        if path.exists():
            truth = json.loads(path.read_text())
            truth.update(changes)
            path.write_text(json.dumps(truth, indent=1, sort_keys=True) + "\n")

    def attempt(self, tool, chart, draw):
        """Runs one chart's drawing; a failure is recorded, not fatal."""
        try:
            draw()
        except Exception as error:  # a tool's failure is a result of the corpus
            self.failures.append({"tool": tool, "chart": chart, "error": f"{type(error).__name__}: {error}"[:500]})
            traceback.print_exc(file=sys.stderr)

    def finish(self, tools_run):
        """Writes manifest.json; a run of some tools (--only) keeps the other tools' entries."""
        charts, failures = self.charts, self.failures
        previous = self.out / "manifest.json"
        if previous.exists():
            old = json.loads(previous.read_text())
            drawn_now = {c["tool"] for c in charts} | set(tools_run)
            charts = charts + [c for c in old["charts"] if c["tool"] not in drawn_now]
            failures = failures + [f for f in old["failures"] if f.get("run") not in tools_run]
        manifest = {"version": VERSION, "charts": sorted(charts, key=lambda c: (c["tool"], c["chart"])),
                    "failures": failures}
        with open(self.out / "manifest.json", "w") as handle:
            json.dump(manifest, handle, indent=1, sort_keys=True)
            handle.write("\n")
        return manifest


# Every tool draws these, named alike: (chart, kind, title).
COMMON = [("date-line", "line", "Monthly sales"), ("multi-line", "line", "Weekly visitors by region"),
          ("grouped-bar", "bar", "Harvest by fruit"), ("stacked-bar", "bar", "Energy by weekday"),
          ("hbar", "bar", "Users by language"), ("scatter", "scatter", "Height against weight"),
          ("pie", "pie", "Monthly budget"), ("histogram", "histogram", "Distribution of scores"),
          ("box", "boxPlot", "Reaction time by group")]
TITLES = {chart: title for chart, _, title in COMMON}


def common_truths(corpus, tool, version, data, boxes, skip=()):
    """The truth of the common charts, as every tool draws them (unless it skips some)."""
    bin_counts = [count for _, _, count in histogram_truth(data)["bins"]]
    truths = {
        "date-line": dict(kind="line", series_list=[series("Sales", data.months, data.sales)],
                          x_title="Month", y_title="Sales", x_type="date"),
        "multi-line": dict(kind="line", series_list=[series(n, data.weeks, v) for n, v in data.regions.items()],
                           x_title="Week", y_title="Visitors"),
        "grouped-bar": dict(kind="bar", series_list=[series(y, data.fruits, v) for y, v in data.harvest.items()],
                            x_title="Fruit", y_title="Tonnes", x_type="category"),
        "stacked-bar": dict(kind="bar", stacked=True,
                            series_list=[series(s, data.days, v) for s, v in data.energy.items()],
                            x_title="Day", y_title="MWh", x_type="category"),
        "hbar": dict(kind="bar", orientation="horizontal",
                     series_list=[series("Users", data.languages, data.users)],
                     x_title="Language", y_title="Users (millions)", x_type="category",
                     notes="bars drawn across: the categories are on the vertical axis"),
        "scatter": dict(kind="scatter", series_list=[series("Weight", data.scatter_x, data.scatter_y)],
                        x_title="Height", y_title="Weight"),
        "pie": dict(kind="pie", series_list=[series("Share", data.slices, data.spend)], x_type="category",
                    pie=pie_truth(data)),
        "histogram": dict(kind="histogram", series_list=[series("Count", data.edges[:-1], bin_counts)],
                          x_title="Score", y_title="Count", histogram=histogram_truth(data)),
        "box": dict(kind="boxPlot", series_list=[], x_title="Group", y_title="Milliseconds",
                    x_type="category", boxes=boxes),
    }
    for chart, _, title in COMMON:
        if chart not in skip:
            corpus.truth(tool, version, chart, title=title, **truths[chart])


EXTRA_TITLES = {"facets": "Weekly visitors, one panel per region", "dual-axis": "Temperature and rainfall",
                "donut": "Monthly budget"}


def extra_truths(corpus, tool, version, data, charts):
    """The truth of the charts beyond the common ones that some tools draw: the three regions
    in one panel each (`facets`), temperature and rainfall on two y axes (`dual-axis`), and the
    budget as a donut."""
    truths = {
        "facets": dict(kind="line", series_list=[series(n, data.weeks, v, panel=i) for i, (n, v) in enumerate(data.regions.items())],
                       x_title="Week", y_title="Visitors", panels=3,
                       notes="one panel per region, each headed by its region's name; shared axes"),
        "dual-axis": dict(kind="line", series_list=[series("Temperature (°C)", data.months12, data.temperature, yAxis="left"),
                                                    series("Rainfall (mm)", data.months12, data.rainfall, yAxis="right")],
                          x_title="Month", y_title="Temperature (°C)", x_type="date",
                          notes="a second y axis on the right titled Rainfall (mm)"),
        "donut": dict(kind="pie", series_list=[series("Share", data.slices, data.spend)], x_type="category",
                      pie=dict(pie_truth(data), donut=True)),
    }
    for chart in charts:
        corpus.truth(tool, version, chart, title=EXTRA_TITLES[chart], **truths[chart])


def long_frames(data):
    """The common datasets as long data frames (for the grammar-of-graphics tools)."""
    return {
        "date-line": pd.DataFrame({"Month": data.months, "Sales": data.sales}),
        "multi-line": pd.DataFrame({"Week": np.tile(data.weeks, 3), "Visitors": np.concatenate(list(data.regions.values())),
                                    "Region": np.repeat(list(data.regions), 12)}),
        "grouped-bar": pd.DataFrame({"Fruit": data.fruits * 2, "Tonnes": np.concatenate(list(data.harvest.values())),
                                     "Year": np.repeat(list(data.harvest), 4)}),
        "stacked-bar": pd.DataFrame({"Day": data.days * 3, "MWh": np.concatenate(list(data.energy.values())),
                                     "Source": np.repeat(list(data.energy), 5)}),
        "hbar": pd.DataFrame({"Language": data.languages, "Users": data.users}),
        "scatter": pd.DataFrame({"Height": data.scatter_x, "Weight": data.scatter_y}),
        "pie": pd.DataFrame({"Item": data.slices, "Share": data.spend}),
        "histogram": pd.DataFrame({"Score": data.sample}),
        "box": pd.DataFrame({"Group": np.repeat(data.groups, 25),
                             "Milliseconds": np.concatenate([data.group_values[g] for g in data.groups])}),
    }


# ---------------------------------------------------------------------------- plotly


def plotly_charts(corpus, data):
    os.environ.setdefault("BROWSER_PATH", CHROMIUM)
    import plotly
    import plotly.express as px
    import plotly.graph_objects as go

    tool, version = "plotly", f"plotly {plotly.__version__}, kaleido {_version('kaleido')}"
    frames = long_frames(data)
    figures = {
        "date-line": lambda: px.line(frames["date-line"], x="Month", y="Sales"),
        "multi-line": lambda: px.line(frames["multi-line"], x="Week", y="Visitors", color="Region"),
        "grouped-bar": lambda: px.bar(frames["grouped-bar"], x="Fruit", y="Tonnes", color="Year", barmode="group"),
        "stacked-bar": lambda: px.bar(frames["stacked-bar"], x="Day", y="MWh", color="Source"),
        "hbar": lambda: px.bar(frames["hbar"], x="Users", y="Language", orientation="h",
                               labels={"Users": "Users (millions)"}),
        "scatter": lambda: px.scatter(frames["scatter"], x="Height", y="Weight"),
        "pie": lambda: px.pie(frames["pie"], names="Item", values="Share"),
        "histogram": lambda: go.Figure(go.Histogram(x=data.sample, xbins=dict(start=20, end=80, size=5)))
        .update_layout(xaxis_title="Score", yaxis_title="Count"),
        "box": lambda: px.box(frames["box"], x="Group", y="Milliseconds"),
    }
    for chart, make in figures.items():
        def draw(chart=chart, make=make):
            figure = make()
            figure.update_layout(title=TITLES[chart])
            if LOOK.get("plotly"):
                figure.update_layout(template=LOOK["plotly"])
            figure.write_image(str(corpus.path(tool, chart)))
        corpus.attempt(tool, chart, draw)
    def dual_axis():
        from plotly.subplots import make_subplots

        figure = make_subplots(specs=[[{"secondary_y": True}]])
        figure.add_trace(go.Scatter(x=data.months12, y=data.temperature, name="Temperature (°C)"), secondary_y=False)
        figure.add_trace(go.Scatter(x=data.months12, y=data.rainfall, name="Rainfall (mm)"), secondary_y=True)
        figure.update_xaxes(title_text="Month")
        figure.update_yaxes(title_text="Temperature (°C)", secondary_y=False)
        figure.update_yaxes(title_text="Rainfall (mm)", secondary_y=True)
        return figure

    extras = {
        "facets": lambda: px.line(frames["multi-line"], x="Week", y="Visitors", facet_col="Region"),
        "dual-axis": dual_axis,
        "donut": lambda: px.pie(frames["pie"], names="Item", values="Share", hole=0.4),
    }
    for chart, make in extras.items():
        def draw(chart=chart, make=make):
            figure = make()
            figure.update_layout(title=EXTRA_TITLES[chart])
            if LOOK.get("plotly"):
                figure.update_layout(template=LOOK["plotly"])
            figure.write_image(str(corpus.path(tool, chart)))
        corpus.attempt(tool, chart, draw)
    # plotly's default quartile method is "linear"; on 25 values it agrees with numpy's.
    common_truths(corpus, tool, version, data, tukey_boxes(data))
    extra_truths(corpus, tool, version, data, extras)


# ---------------------------------------------------------------------------- R


R_COMMON = r"""
suppressPackageStartupMessages({library(ggplot2); library(svglite)})
args <- commandArgs(trailingOnly = TRUE)
data_dir <- args[1]; out_svglite <- args[2]; out_cairo <- args[3]; out_base <- args[4]
look <- if (length(args) >= 5) get(args[5], envir = asNamespace("ggplot2"))() else NULL
read <- function(name) read.csv(file.path(data_dir, paste0(name, ".csv")), stringsAsFactors = FALSE)
keep_order <- function(frame, column) { frame[[column]] <- factor(frame[[column]], levels = unique(frame[[column]])); frame }
dl <- read("date-line"); dl$Month <- as.Date(dl$Month)
ml <- read("multi-line"); ml <- keep_order(ml, "Region")
gb <- keep_order(keep_order(read("grouped-bar"), "Fruit"), "Year"); gb$Year <- factor(gb$Year)
sb <- keep_order(keep_order(read("stacked-bar"), "Day"), "Source")
hb <- keep_order(read("hbar"), "Language")
sc <- read("scatter"); pie <- keep_order(read("pie"), "Item")
hi <- read("histogram"); bx <- read("box")
plots <- list(
  "date-line" = ggplot(dl, aes(Month, Sales)) + geom_line() + labs(title = "Monthly sales"),
  "multi-line" = ggplot(ml, aes(Week, Visitors, colour = Region)) + geom_line() + labs(title = "Weekly visitors by region"),
  "grouped-bar" = ggplot(gb, aes(Fruit, Tonnes, fill = Year)) + geom_col(position = "dodge") + labs(title = "Harvest by fruit"),
  "stacked-bar" = ggplot(sb, aes(Day, MWh, fill = Source)) + geom_col() + labs(title = "Energy by weekday"),
  "hbar" = ggplot(hb, aes(Users, Language)) + geom_col() + labs(title = "Users by language", x = "Users (millions)"),
  "scatter" = ggplot(sc, aes(Height, Weight)) + geom_point() + labs(title = "Height against weight"),
  "pie" = ggplot(pie, aes(x = "", y = Share, fill = Item)) + geom_col(width = 1) + coord_polar(theta = "y") + labs(title = "Monthly budget"),
  "histogram" = ggplot(hi, aes(Score)) + geom_histogram(breaks = seq(20, 80, 5)) + labs(title = "Distribution of scores", y = "Count"),
  "box" = ggplot(bx, aes(Group, Milliseconds)) + geom_boxplot() + labs(title = "Reaction time by group"),
  "facets" = ggplot(ml, aes(Week, Visitors)) + geom_line() + facet_wrap(~Region) + labs(title = "Weekly visitors, one panel per region")
)
if (!is.null(look)) plots <- lapply(plots, function(p) p + look)
for (name in names(plots)) {
  ggsave(file.path(out_svglite, paste0(name, ".svg")), plots[[name]], width = 7, height = 5, device = svglite::svglite)
  svg(file.path(out_cairo, paste0(name, ".svg")), width = 7, height = 5)
  print(plots[[name]])
  invisible(dev.off())
}
# Box statistics as ggplot2 computed them (checked against the Python truth).
stats <- layer_data(plots[["box"]])
write.csv(data.frame(ymin = stats$ymin, lower = stats$lower, middle = stats$middle, upper = stats$upper,
                     ymax = stats$ymax, outliers = sapply(stats$outliers, function(o) paste(sort(o), collapse = " "))),
          file.path(data_dir, "ggplot2-box-stats.csv"), row.names = FALSE)
# R base graphics through svglite.
base <- function(name, draw) { svglite(file.path(out_base, paste0(name, ".svg")), width = 7, height = 5); draw(); invisible(dev.off()) }
base("date-line", function() plot(dl$Month, dl$Sales, type = "l", main = "Monthly sales", xlab = "Month", ylab = "Sales"))
base("multi-line", function() {
  regions <- levels(ml$Region)
  matplot(sort(unique(ml$Week)), sapply(regions, function(r) ml$Visitors[ml$Region == r]), type = "l", lty = 1,
          col = 1:3, main = "Weekly visitors by region", xlab = "Week", ylab = "Visitors")
  legend("topleft", legend = regions, col = 1:3, lty = 1)
})
base("grouped-bar", function() {
  m <- rbind(gb$Tonnes[gb$Year == "2023"], gb$Tonnes[gb$Year == "2024"])
  barplot(m, beside = TRUE, names.arg = levels(gb$Fruit), legend.text = c("2023", "2024"),
          main = "Harvest by fruit", xlab = "Fruit", ylab = "Tonnes")
})
base("stacked-bar", function() {
  m <- do.call(rbind, lapply(levels(sb$Source), function(s) sb$MWh[sb$Source == s]))
  barplot(m, names.arg = levels(sb$Day), legend.text = levels(sb$Source), main = "Energy by weekday", xlab = "Day", ylab = "MWh")
})
base("hbar", function() barplot(hb$Users, names.arg = as.character(hb$Language), horiz = TRUE, las = 1,
                                main = "Users by language", xlab = "Users (millions)"))
base("scatter", function() plot(sc$Height, sc$Weight, main = "Height against weight", xlab = "Height", ylab = "Weight"))
base("pie", function() pie(pie$Share, labels = as.character(pie$Item), main = "Monthly budget"))
base("histogram", function() hist(hi$Score, breaks = seq(20, 80, 5), main = "Distribution of scores", xlab = "Score"))
base("box", function() boxplot(Milliseconds ~ Group, data = bx, main = "Reaction time by group"))
b <- boxplot(Milliseconds ~ Group, data = bx, plot = FALSE)
write.csv(data.frame(t(b$stats)), file.path(data_dir, "rbase-box-stats.csv"), row.names = FALSE)
cat(as.character(packageVersion("ggplot2")), as.character(packageVersion("svglite")), R.version$major, R.version$minor, "\n",
    file = file.path(data_dir, "versions.txt"))
"""


def r_charts(corpus, data):
    """ggplot2 (svglite and cairo svg()) and R base graphics (svglite), from one R run."""
    frames = long_frames(data)
    work = pathlib.Path(tempfile.mkdtemp(prefix="corpus36-r-"))
    for name, frame in frames.items():
        frame = frame.copy()
        if name == "date-line":
            frame["Month"] = frame["Month"].dt.strftime("%Y-%m-%d")
        frame.to_csv(work / f"{name}.csv", index=False)
    (work / "charts.R").write_text(R_COMMON)
    outs = [corpus.out / t for t in ("ggplot2-svglite", "ggplot2-cairo", "rbase-svglite")]
    for folder in outs:
        folder.mkdir(exist_ok=True)
    run = subprocess.run(["Rscript", str(work / "charts.R"), str(work), *map(str, outs),
                          *([LOOK["ggplot2"]] if LOOK.get("ggplot2") else [])],
                         capture_output=True, text=True)
    if run.returncode != 0:
        corpus.failures.append({"tool": "R", "chart": "*", "error": run.stderr.strip()[-500:]})
        return
    ggplot2, svglite, major, minor = (work / "versions.txt").read_text().split()
    boxes = tukey_boxes(data)
    check_r_boxes(corpus, work / "ggplot2-box-stats.csv", boxes, "ggplot2")
    check_r_boxes(corpus, work / "rbase-box-stats.csv", boxes, "R boxplot")
    common_truths(corpus, "ggplot2-svglite", f"ggplot2 {ggplot2}, svglite {svglite}, R {major}.{minor}", data, boxes)
    common_truths(corpus, "ggplot2-cairo", f"ggplot2 {ggplot2}, R {major}.{minor} svg() (cairo)", data, boxes)
    extra_truths(corpus, "ggplot2-svglite", f"ggplot2 {ggplot2}, svglite {svglite}, R {major}.{minor}", data, ["facets"])
    extra_truths(corpus, "ggplot2-cairo", f"ggplot2 {ggplot2}, R {major}.{minor} svg() (cairo)", data, ["facets"])
    common_truths(corpus, "rbase-svglite", f"R {major}.{minor} graphics, svglite {svglite}", data, boxes)
    # R base draws its own titles: none on the pie, "Frequency" on hist's y axis, only xlab on
    # the horizontal bars.
    corpus.amend("rbase-svglite", "pie", xTitle=None, yTitle=None)
    corpus.amend("rbase-svglite", "histogram", yTitle="Frequency")
    corpus.amend("rbase-svglite", "hbar", xTitle=None, yTitle="Users (millions)",
                 notes="bars drawn across; barplot names no category axis")
    for tool in ("ggplot2-svglite", "ggplot2-cairo"):
        corpus.amend(tool, "pie", xTitle=None, yTitle="Share",
                     notes="coord_polar: the slices' values are the angle; the legend names them")
    # cairo draws every letter as a glyph: read through the fonts, or refused saying so.
    for chart in [c for c, _, _ in COMMON] + ["facets"]:
        corpus.amend("ggplot2-cairo", chart, refusalNames="glyph")
    shutil.rmtree(work)


def check_r_boxes(corpus, path, boxes, who):
    """Records a failure when R computed other box statistics than the truth."""
    frame = pd.read_csv(path)
    for (_, row), box in zip(frame.iterrows(), boxes):
        got = [float(v) for v in row.values[:5]]
        want = [box[k] for k in ("lowerWhisker", "lowerQuartile", "median", "upperQuartile", "upperWhisker")]
        if not np.allclose(got, want):
            corpus.failures.append({"tool": who, "chart": "box", "error": f"box stats {got} differ from truth {want}"})


# ---------------------------------------------------------------------------- pygal


def pygal_charts(corpus, data):
    import pygal
    from pygal.graph.box import Box

    tool, version = "pygal", f"pygal {pygal.__version__}"

    def save(chart, name):
        if LOOK.get("pygal"):
            import pygal.style

            chart.config.style = getattr(pygal.style, LOOK["pygal"])
        chart.render_to_file(str(corpus.path(tool, name)))

    def date_line():
        chart = pygal.DateLine(title=TITLES["date-line"], x_title="Month", y_title="Sales",
                               x_label_rotation=30)
        chart.add("Sales", [(m.date(), float(v)) for m, v in zip(data.months, data.sales)])
        save(chart, "date-line")

    def multi_line():
        chart = pygal.Line(title=TITLES["multi-line"], x_title="Week", y_title="Visitors")
        chart.x_labels = [str(w) for w in data.weeks]
        for name, values in data.regions.items():
            chart.add(name, [float(v) for v in values])
        save(chart, "multi-line")

    def bars(kind, name, categories, groups, x_title, y_title):
        chart = kind(title=TITLES[name], x_title=x_title, y_title=y_title)
        chart.x_labels = categories
        for group, values in groups.items():
            chart.add(group, [float(v) for v in values])
        save(chart, name)

    def scatter():
        chart = pygal.XY(stroke=False, title=TITLES["scatter"], x_title="Height", y_title="Weight")
        chart.add("Weight", [(float(x), float(y)) for x, y in zip(data.scatter_x, data.scatter_y)])
        save(chart, "scatter")

    def pie():
        chart = pygal.Pie(title=TITLES["pie"])
        for name, value in zip(data.slices, data.spend):
            chart.add(name, float(value))
        save(chart, "pie")

    def histogram():
        truth = histogram_truth(data)
        chart = pygal.Histogram(title=TITLES["histogram"], x_title="Score", y_title="Count")
        chart.add("Count", [(c, a, b) for a, b, c in truth["bins"]])
        save(chart, "histogram")

    def box():
        chart = pygal.Box(title=TITLES["box"], x_title="Group", y_title="Milliseconds")
        for group in data.groups:
            chart.add(group, [float(v) for v in data.group_values[group]])
        save(chart, "box")

    for name, draw in [("date-line", date_line), ("multi-line", multi_line),
                       ("grouped-bar", lambda: bars(pygal.Bar, "grouped-bar", data.fruits, data.harvest, "Fruit", "Tonnes")),
                       ("stacked-bar", lambda: bars(pygal.StackedBar, "stacked-bar", data.days, data.energy, "Day", "MWh")),
                       ("hbar", lambda: bars(pygal.HorizontalBar, "hbar", data.languages, {"Users": data.users},
                                             "Language", "Users (millions)")),
                       ("scatter", scatter), ("pie", pie), ("histogram", histogram), ("box", box)]:
        corpus.attempt(tool, name, draw)

    def donut():
        chart = pygal.Pie(title=EXTRA_TITLES["donut"], inner_radius=0.4)
        for name, value in zip(data.slices, data.spend):
            chart.add(name, float(value))
        save(chart, "donut")

    corpus.attempt(tool, "donut", donut)
    extra_truths(corpus, tool, version, data, ["donut"])
    # pygal's default box (box_mode "extremes"): whiskers at the minimum and maximum, no
    # outliers, its own quartiles (Mendenhall and Sincich).
    boxes = []
    for group in data.groups:
        points, outliers = Box._box_points([float(v) for v in data.group_values[group]])
        boxes.append({"x": group, "lowerWhisker": points[1], "lowerQuartile": points[2], "median": points[3],
                      "upperQuartile": points[4], "upperWhisker": points[5], "outliers": sorted(outliers)})
    common_truths(corpus, tool, version, data, boxes)
    # pygal names each box by its series (the legend), not by an x category; the pie's slices
    # are series too.
    corpus.amend(tool, "box", notes="pygal draws each box as its own series, named in the legend")
    corpus.amend(tool, "pie", xTitle=None, yTitle=None,
                 notes="pygal draws each slice as its own series, named in the legend")


# ---------------------------------------------------------------------------- lets-plot


def letsplot_charts(corpus, data):
    import lets_plot
    from lets_plot import (LetsPlot, aes, coord_flip, geom_bar, geom_boxplot, geom_histogram, geom_line,
                           geom_pie, geom_point, ggplot, ggsave, ggtitle, labs, position_dodge)

    LetsPlot.setup_html(offline=True, no_js=True)
    tool, version = "lets-plot", f"lets-plot {lets_plot.__version__}"
    frames = long_frames(data)
    frames = {k: v.assign(**{c: v[c].astype(str) for c in ("Year",) if c in v}) for k, v in frames.items()}
    plots = {
        "date-line": lambda: ggplot(frames["date-line"], aes("Month", "Sales")) + geom_line(),
        "multi-line": lambda: ggplot(frames["multi-line"], aes("Week", "Visitors", color="Region")) + geom_line(),
        "grouped-bar": lambda: ggplot(frames["grouped-bar"], aes("Fruit", "Tonnes", fill="Year"))
        + geom_bar(stat="identity", position=position_dodge()),
        "stacked-bar": lambda: ggplot(frames["stacked-bar"], aes("Day", "MWh", fill="Source")) + geom_bar(stat="identity"),
        "hbar": lambda: ggplot(frames["hbar"], aes("Language", "Users")) + geom_bar(stat="identity") + coord_flip()
        + labs(y="Users (millions)"),
        "scatter": lambda: ggplot(frames["scatter"], aes("Height", "Weight")) + geom_point(),
        "pie": lambda: ggplot(frames["pie"], aes(fill="Item", weight="Share")) + geom_pie(),
        "histogram": lambda: ggplot(frames["histogram"], aes("Score")) + geom_histogram(binwidth=5, boundary=20)
        + labs(y="Count"),
        "box": lambda: ggplot(frames["box"], aes("Group", "Milliseconds")) + geom_boxplot(),
    }
    for chart, make in plots.items():
        def draw(chart=chart, make=make):
            path = corpus.path(tool, chart)
            plot = make() + ggtitle(TITLES[chart])
            if LOOK.get("lets-plot"):
                plot = plot + getattr(lets_plot, LOOK["lets-plot"])()
            ggsave(plot, path.name, path=str(path.parent))
        corpus.attempt(tool, chart, draw)
    def facets():
        path = corpus.path(tool, "facets")
        plot = (ggplot(frames["multi-line"], aes("Week", "Visitors")) + geom_line() + lets_plot.facet_wrap("Region")
                + ggtitle(EXTRA_TITLES["facets"]))
        if LOOK.get("lets-plot"):
            plot = plot + getattr(lets_plot, LOOK["lets-plot"])()
        ggsave(plot, path.name, path=str(path.parent))

    corpus.attempt(tool, "facets", facets)
    common_truths(corpus, tool, version, data, tukey_boxes(data))
    extra_truths(corpus, tool, version, data, ["facets"])
    corpus.amend(tool, "pie", xTitle=None, yTitle=None)


# ---------------------------------------------------------------------------- bokeh


def bokeh_charts(corpus, data):
    os.environ["BOKEH_IN_DOCKER"] = "1"  # chromium's --no-sandbox, needed as root
    import bokeh
    from bokeh.io import export_svg
    from bokeh.palettes import Category10
    from bokeh.plotting import figure
    from bokeh.transform import cumsum, dodge
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    tool, version = "bokeh", f"bokeh {bokeh.__version__}, selenium {_version('selenium')}, chromium"
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    colours = Category10[10]

    def save(plot, chart):
        if LOOK.get("bokeh"):
            from bokeh.themes import built_in_themes

            for model in plot.references():
                built_in_themes[LOOK["bokeh"]].apply_to_model(model)
        plot.output_backend = "svg"
        export_svg(plot, filename=str(corpus.path(tool, chart)), webdriver=driver)

    def date_line():
        p = figure(title=TITLES["date-line"], x_axis_type="datetime", x_axis_label="Month", y_axis_label="Sales")
        p.line(data.months, data.sales)
        save(p, "date-line")

    def multi_line():
        p = figure(title=TITLES["multi-line"], x_axis_label="Week", y_axis_label="Visitors")
        for i, (name, values) in enumerate(data.regions.items()):
            p.line(data.weeks, values, legend_label=name, color=colours[i])
        save(p, "multi-line")

    def grouped():
        p = figure(title=TITLES["grouped-bar"], x_range=data.fruits, x_axis_label="Fruit", y_axis_label="Tonnes")
        source = {"Fruit": data.fruits, **{y: list(v) for y, v in data.harvest.items()}}
        for i, year in enumerate(data.harvest):
            p.vbar(x=dodge("Fruit", -0.15 + 0.3 * i, range=p.x_range), top=year, width=0.28, source=source,
                   legend_label=year, color=colours[i])
        save(p, "grouped-bar")

    def stacked():
        p = figure(title=TITLES["stacked-bar"], x_range=data.days, x_axis_label="Day", y_axis_label="MWh")
        source = {"Day": data.days, **{s: list(v) for s, v in data.energy.items()}}
        p.vbar_stack(list(data.energy), x="Day", width=0.8, source=source, color=colours[:3],
                     legend_label=list(data.energy))
        save(p, "stacked-bar")

    def hbar():
        p = figure(title=TITLES["hbar"], y_range=data.languages, x_axis_label="Users (millions)",
                   y_axis_label="Language")
        p.hbar(y=data.languages, right=data.users, height=0.8)
        save(p, "hbar")

    def scatter():
        p = figure(title=TITLES["scatter"], x_axis_label="Height", y_axis_label="Weight")
        p.scatter(data.scatter_x, data.scatter_y)
        save(p, "scatter")

    def pie():
        frame = pd.DataFrame({"Item": data.slices, "Share": data.spend})
        frame["angle"] = frame.Share / frame.Share.sum() * 2 * np.pi
        frame["color"] = colours[:5]
        p = figure(title=TITLES["pie"], toolbar_location=None, x_range=(-0.5, 1.0))
        p.wedge(x=0, y=1, radius=0.4, start_angle=cumsum("angle", include_zero=True), end_angle=cumsum("angle"),
                line_color="white", fill_color="color", legend_field="Item", source=frame)
        p.axis.visible = False
        p.grid.grid_line_color = None
        save(p, "pie")

    def histogram():
        counts, edges = np.histogram(data.sample, bins=data.edges)
        p = figure(title=TITLES["histogram"], x_axis_label="Score", y_axis_label="Count")
        p.quad(top=counts, bottom=0, left=edges[:-1], right=edges[1:], line_color="white")
        save(p, "histogram")

    def box():
        # bokeh has no box glyph: its gallery's recipe, quartiles by pandas.
        p = figure(title=TITLES["box"], x_range=data.groups, x_axis_label="Group", y_axis_label="Milliseconds")
        for b in tukey_boxes(data):
            g = b["x"]
            p.segment([g], [b["upperWhisker"]], [g], [b["upperQuartile"]], line_color="black")
            p.segment([g], [b["lowerWhisker"]], [g], [b["lowerQuartile"]], line_color="black")
            p.vbar([g], 0.7, [b["median"]], [b["upperQuartile"]], fill_color="#E08E79", line_color="black")
            p.vbar([g], 0.7, [b["lowerQuartile"]], [b["median"]], fill_color="#3B8686", line_color="black")
            if b["outliers"]:
                p.scatter([g] * len(b["outliers"]), b["outliers"], size=6)
        save(p, "box")

    def dual_axis():
        from bokeh.models import LinearAxis, Range1d

        p = figure(title=EXTRA_TITLES["dual-axis"], x_axis_type="datetime", x_axis_label="Month",
                   y_axis_label="Temperature (°C)")
        p.line(data.months12, data.temperature, color=colours[3], legend_label="Temperature (°C)")
        p.extra_y_ranges = {"rain": Range1d(0, 130)}
        p.add_layout(LinearAxis(y_range_name="rain", axis_label="Rainfall (mm)"), "right")
        p.line(data.months12, data.rainfall, color=colours[0], y_range_name="rain", legend_label="Rainfall (mm)")
        save(p, "dual-axis")

    try:
        for name, draw in [("date-line", date_line), ("multi-line", multi_line), ("grouped-bar", grouped),
                           ("stacked-bar", stacked), ("hbar", hbar), ("scatter", scatter), ("pie", pie),
                           ("histogram", histogram), ("box", box), ("dual-axis", dual_axis)]:
            corpus.attempt(tool, name, draw)
    finally:
        driver.quit()
    common_truths(corpus, tool, version, data, tukey_boxes(data))
    extra_truths(corpus, tool, version, data, ["dual-axis"])
    corpus.amend(tool, "pie", xTitle=None, yTitle=None, notes="wedges with the axes hidden; the legend names them")


# ---------------------------------------------------------------------------- matplotlib family


def matplotlib_charts(corpus, data):
    """matplotlib itself (with its harder cases), seaborn, pandas and plotnine."""
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt
    from matplotlib import cbook

    plt.rcParams["svg.hashsalt"] = "tool-svg-corpus"
    if LOOK.get("matplotlib"):
        plt.style.use(LOOK["matplotlib"])  # matplotlib's and pandas' charts (seaborn's: its own)
        plt.rcParams["svg.hashsalt"] = "tool-svg-corpus"

    mpl_version = f"matplotlib {matplotlib.__version__}"
    boxes = [{"x": g, "lowerWhisker": float(s["whislo"]), "lowerQuartile": float(s["q1"]), "median": float(s["med"]),
              "upperQuartile": float(s["q3"]), "upperWhisker": float(s["whishi"]), "outliers": sorted(map(float, s["fliers"]))}
             for g, s in zip(data.groups, cbook.boxplot_stats([data.group_values[g] for g in data.groups]))]

    def save(fig, tool, chart):
        fig.savefig(corpus.path(tool, chart))
        plt.close(fig)

    # matplotlib: the common charts.
    tool = "matplotlib"

    def common_mpl():
        x = np.arange(len(data.fruits))

        def date_line():
            fig, ax = plt.subplots()
            ax.plot(data.months, data.sales)
            ax.set(title=TITLES["date-line"], xlabel="Month", ylabel="Sales")
            save(fig, tool, "date-line")

        def multi_line():
            fig, ax = plt.subplots()
            for name, values in data.regions.items():
                ax.plot(data.weeks, values, label=name)
            ax.legend()
            ax.set(title=TITLES["multi-line"], xlabel="Week", ylabel="Visitors")
            save(fig, tool, "multi-line")

        def grouped():
            fig, ax = plt.subplots()
            for i, (year, values) in enumerate(data.harvest.items()):
                ax.bar(x + (i - 0.5) * 0.4, values, 0.4, label=year)
            ax.set_xticks(x, data.fruits)
            ax.legend()
            ax.set(title=TITLES["grouped-bar"], xlabel="Fruit", ylabel="Tonnes")
            save(fig, tool, "grouped-bar")

        def stacked():
            fig, ax = plt.subplots()
            bottom = np.zeros(len(data.days))
            for source, values in data.energy.items():
                ax.bar(data.days, values, bottom=bottom, label=source)
                bottom += values
            ax.legend()
            ax.set(title=TITLES["stacked-bar"], xlabel="Day", ylabel="MWh")
            save(fig, tool, "stacked-bar")

        def hbar():
            fig, ax = plt.subplots()
            ax.barh(data.languages, data.users)
            ax.set(title=TITLES["hbar"], xlabel="Users (millions)", ylabel="Language")
            save(fig, tool, "hbar")

        def scatter():
            fig, ax = plt.subplots()
            ax.scatter(data.scatter_x, data.scatter_y)
            ax.set(title=TITLES["scatter"], xlabel="Height", ylabel="Weight")
            save(fig, tool, "scatter")

        def pie():
            fig, ax = plt.subplots()
            ax.pie(data.spend, labels=data.slices, autopct="%1.1f%%")
            ax.set_title(TITLES["pie"])
            save(fig, tool, "pie")

        def histogram():
            fig, ax = plt.subplots()
            ax.hist(data.sample, bins=data.edges)
            ax.set(title=TITLES["histogram"], xlabel="Score", ylabel="Count")
            save(fig, tool, "histogram")

        def box():
            fig, ax = plt.subplots()
            ax.boxplot([data.group_values[g] for g in data.groups], tick_labels=data.groups)
            ax.set(title=TITLES["box"], xlabel="Group", ylabel="Milliseconds")
            save(fig, tool, "box")

        for name, draw in [("date-line", date_line), ("multi-line", multi_line), ("grouped-bar", grouped),
                           ("stacked-bar", stacked), ("hbar", hbar), ("scatter", scatter), ("pie", pie),
                           ("histogram", histogram), ("box", box)]:
            corpus.attempt(tool, name, draw)
        common_truths(corpus, tool, mpl_version, data, boxes)

    common_mpl()

    # matplotlib: the harder cases of the issue.
    def subplots():
        fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
        left.plot(data.months, data.sales)
        left.set(title="Sales", xlabel="Month", ylabel="Sales")
        right.bar(data.languages, data.users)
        right.set(title="Users", xlabel="Language", ylabel="Users (millions)")
        fig.suptitle("Sales and users")
        save(fig, tool, "subplots")

    def twinx():
        fig, ax = plt.subplots()
        ax.plot(data.months12, data.temperature, color="tab:red")
        ax.set(title="Temperature and rainfall", xlabel="Month", ylabel="Temperature (°C)")
        right = ax.twinx()
        right.plot(data.months12, data.rainfall, color="tab:blue")
        right.set_ylabel("Rainfall (mm)")
        save(fig, tool, "twinx")

    def heatmap():
        fig, ax = plt.subplots()
        image = ax.imshow(data.grid)
        ax.set_xticks(range(6), data.columns)
        ax.set_yticks(range(4), data.rows)
        fig.colorbar(image, ax=ax, label="Hours")
        ax.set_title("Hours by day and week")
        save(fig, tool, "heatmap")

    def errorbar():
        fig, ax = plt.subplots()
        ax.errorbar(data.trials, data.means, yerr=data.errors, fmt="o", capsize=4)
        ax.set(title="Response by dose", xlabel="Trial", ylabel="Response")
        save(fig, tool, "errorbar")

    def bar_yerr():
        fig, ax = plt.subplots()
        ax.bar(data.trials, data.means, yerr=data.errors, capsize=4)
        ax.set(title="Response by dose", xlabel="Trial", ylabel="Response")
        save(fig, tool, "bar-yerr")

    def nan_gaps():
        fig, ax = plt.subplots()
        ax.plot(data.days30, data.gappy)
        ax.set(title="Daily level with gaps", xlabel="Day", ylabel="Level")
        fig.autofmt_xdate()
        save(fig, tool, "nan-gaps")

    def sign_bars():
        fig, ax = plt.subplots()
        ax.bar(data.months12.strftime("%b"), data.change, color=np.where(data.change >= 0, "tab:green", "tab:red"))
        ax.axhline(0, color="black", linewidth=0.8)
        ax.set(title="Monthly change", xlabel="Month", ylabel="Change (%)")
        save(fig, tool, "sign-bars")

    def year_axis():
        fig, ax = plt.subplots()
        ax.plot(data.months96, data.index96)
        ax.set(title="Index since 2016", xlabel="Date", ylabel="Index")
        save(fig, tool, "year-axis")

    def donut():
        fig, ax = plt.subplots()
        ax.pie(data.spend, labels=data.slices, autopct="%1.1f%%", pctdistance=0.8, wedgeprops={"width": 0.4})
        ax.set_title(EXTRA_TITLES["donut"])
        save(fig, tool, "donut")

    for name, draw in [("subplots", subplots), ("twinx", twinx), ("heatmap", heatmap), ("errorbar", errorbar),
                       ("bar-yerr", bar_yerr), ("nan-gaps", nan_gaps), ("sign-bars", sign_bars),
                       ("year-axis", year_axis), ("donut", donut)]:
        corpus.attempt(tool, name, draw)
    intervals = [[t, float(m - e), float(m + e)] for t, m, e in zip(data.trials, data.means, data.errors)]
    corpus.truth(tool, mpl_version, "subplots", "line", "Sales and users",
                 [series("Sales", data.months, data.sales, panel=0), series("Users (millions)", data.languages, data.users, panel=1)],
                 x_title="Month", y_title="Sales", x_type="date", panels=2,
                 notes="two panels: a line over months (left) and bars over languages (right)")
    corpus.truth(tool, mpl_version, "twinx", "line", "Temperature and rainfall",
                 [series("Temperature (°C)", data.months12, data.temperature, yAxis="left"),
                  series("Rainfall (mm)", data.months12, data.rainfall, yAxis="right")],
                 x_title="Month", y_title="Temperature (°C)", x_type="date",
                 notes="a second y axis on the right (twinx) titled Rainfall (mm)")
    corpus.truth(tool, mpl_version, "heatmap", "heatmap", "Hours by day and week",
                 [series(row, data.columns, data.grid[i]) for i, row in enumerate(data.rows)],
                 x_type="category", heatmap={"rows": data.rows, "columns": data.columns, "values": data.grid.tolist()},
                 notes="imshow: the cells are one embedded PNG; values only through the colour bar")
    corpus.truth(tool, mpl_version, "errorbar", "scatter", "Response by dose",
                 [series("Response", data.trials, data.means)], x_title="Trial", y_title="Response",
                 x_type="category", errorBars=intervals)
    corpus.truth(tool, mpl_version, "bar-yerr", "bar", "Response by dose",
                 [series("Response", data.trials, data.means)], x_title="Trial", y_title="Response",
                 x_type="category", errorBars=intervals)
    corpus.truth(tool, mpl_version, "nan-gaps", "line", "Daily level with gaps",
                 [series("Level", data.days30, data.gappy)], x_title="Day", y_title="Level", x_type="date",
                 notes="NaN at 2024-03-08, 2024-03-09 and 2024-03-20: the line breaks there")
    extra_truths(corpus, tool, mpl_version, data, ["donut"])
    corpus.truth(tool, mpl_version, "sign-bars", "bar", "Monthly change",
                 [series("Change (%)", list(data.months12.strftime("%b")), data.change)], x_title="Month",
                 y_title="Change (%)", x_type="category",
                 notes="one series whose bars are green when up and red when down: colour is not a series")
    corpus.truth(tool, mpl_version, "year-axis", "line", "Index since 2016",
                 [series("Index", data.months96, data.index96)], x_title="Date", y_title="Index", x_type="date",
                 notes="96 month starts; matplotlib labels the axis by year only (2016, 2017, ...)")

    # seaborn.
    import seaborn as sns

    tool, version = "seaborn", f"seaborn {sns.__version__}, {mpl_version}"
    frames = long_frames(data)
    plots = {
        "date-line": lambda ax: sns.lineplot(frames["date-line"], x="Month", y="Sales", ax=ax),
        "multi-line": lambda ax: sns.lineplot(frames["multi-line"], x="Week", y="Visitors", hue="Region", ax=ax),
        "grouped-bar": lambda ax: sns.barplot(frames["grouped-bar"], x="Fruit", y="Tonnes", hue="Year", ax=ax),
        "hbar": lambda ax: sns.barplot(frames["hbar"], x="Users", y="Language", ax=ax),
        "scatter": lambda ax: sns.scatterplot(frames["scatter"], x="Height", y="Weight", ax=ax),
        "histogram": lambda ax: sns.histplot(frames["histogram"], x="Score", bins=data.edges, ax=ax),
        "box": lambda ax: sns.boxplot(frames["box"], x="Group", y="Milliseconds", ax=ax),
    }
    for chart, make in plots.items():
        def draw(chart=chart, make=make):
            with sns.axes_style(LOOK.get("seaborn")):
                fig, ax = plt.subplots()
                make(ax)
            ax.set_title(TITLES[chart])
            if chart == "hbar":
                ax.set_xlabel("Users (millions)")
            save(fig, tool, chart)
        corpus.attempt(tool, chart, draw)
    def facets():
        with sns.axes_style(LOOK.get("seaborn")):
            grid = sns.relplot(frames["multi-line"], x="Week", y="Visitors", col="Region", kind="line", height=3)
            grid.figure.suptitle(EXTRA_TITLES["facets"], y=1.02)
            save(grid.figure, tool, "facets")

    corpus.attempt(tool, "facets", facets)
    # seaborn has no pie and stacks bars only in histplot.
    common_truths(corpus, tool, version, data, boxes, skip=("pie", "stacked-bar"))
    extra_truths(corpus, tool, version, data, ["facets"])

    # pandas.
    tool, version = "pandas", f"pandas {pd.__version__}, {mpl_version}"
    plots = {
        "date-line": lambda: pd.Series(data.sales, index=data.months, name="Sales").plot(xlabel="Month", ylabel="Sales"),
        "multi-line": lambda: pd.DataFrame(data.regions, index=data.weeks).plot(xlabel="Week", ylabel="Visitors"),
        "grouped-bar": lambda: pd.DataFrame(data.harvest, index=data.fruits).plot.bar(xlabel="Fruit", ylabel="Tonnes"),
        "stacked-bar": lambda: pd.DataFrame(data.energy, index=data.days).plot.bar(stacked=True, xlabel="Day", ylabel="MWh"),
        "hbar": lambda: pd.Series(data.users, index=data.languages).plot.barh(xlabel="Language", ylabel="Users (millions)"),
        "scatter": lambda: pd.DataFrame({"Height": data.scatter_x, "Weight": data.scatter_y}).plot.scatter(x="Height", y="Weight"),
        "pie": lambda: pd.Series(data.spend, index=data.slices, name="Share").plot.pie(autopct="%1.1f%%"),
        "histogram": lambda: pd.Series(data.sample, name="Score").plot.hist(bins=data.edges, xlabel="Score", ylabel="Count"),
        "box": lambda: pd.DataFrame(data.group_values).plot.box(xlabel="Group", ylabel="Milliseconds"),
        "monthly-bar": lambda: pd.Series(data.sales[:12], index=data.months[:12], name="Sales").plot.bar(
            xlabel="Month", ylabel="Sales"),
        "two-panels": lambda: pd.DataFrame({"Sales": data.sales, "Cost": np.round(data.sales * 0.6, 1)},
                                           index=data.months).plot(subplots=True, xlabel="Month"),
    }
    titles = dict(TITLES, **{"monthly-bar": "Monthly sales, first year", "two-panels": "Sales and cost"})
    for chart, make in plots.items():
        def draw(chart=chart, make=make):
            axes = make()
            axes = np.atleast_1d(axes)
            fig = axes[0].figure
            if chart == "two-panels":
                fig.suptitle(titles[chart])
            else:
                axes[0].set_title(titles[chart])
            save(fig, tool, chart)
        corpus.attempt(tool, chart, draw)
    common_truths(corpus, tool, version, data, boxes)
    corpus.truth(tool, version, "monthly-bar", "bar", titles["monthly-bar"], [series("Sales", data.months[:12], data.sales[:12])],
                 x_title="Month", y_title="Sales", x_type="date",
                 notes="pandas bar over a DatetimeIndex: one bar per month, ticks labelled 'Jan 2023' (year on a second line), 'Feb', ... 'Dec'")
    corpus.truth(tool, version, "two-panels", "line", titles["two-panels"],
                 [series("Sales", data.months, data.sales, panel=0), series("Cost", data.months, np.round(data.sales * 0.6, 1), panel=1)],
                 x_title="Month", x_type="date", panels=2, notes="plot(subplots=True): one panel per column")
    # pandas' pie is labelled on y by the series' name.
    corpus.amend(tool, "pie", xTitle=None, yTitle="Share")

    # plotnine.
    import plotnine as p9

    tool, version = "plotnine", f"plotnine {p9.__version__}, {mpl_version}"
    frames = long_frames(data)
    frames["grouped-bar"]["Year"] = frames["grouped-bar"]["Year"].astype(str)
    for key, column in [("grouped-bar", "Fruit"), ("stacked-bar", "Day"), ("hbar", "Language")]:
        frames[key][column] = pd.Categorical(frames[key][column], categories=list(dict.fromkeys(frames[key][column])))
    plots = {
        "date-line": p9.ggplot(frames["date-line"], p9.aes("Month", "Sales")) + p9.geom_line(),
        "multi-line": p9.ggplot(frames["multi-line"], p9.aes("Week", "Visitors", color="Region")) + p9.geom_line(),
        "grouped-bar": p9.ggplot(frames["grouped-bar"], p9.aes("Fruit", "Tonnes", fill="Year")) + p9.geom_col(position="dodge"),
        "stacked-bar": p9.ggplot(frames["stacked-bar"], p9.aes("Day", "MWh", fill="Source")) + p9.geom_col(),
        "hbar": p9.ggplot(frames["hbar"], p9.aes("Language", "Users")) + p9.geom_col() + p9.coord_flip()
        + p9.labs(y="Users (millions)"),
        "scatter": p9.ggplot(frames["scatter"], p9.aes("Height", "Weight")) + p9.geom_point(),
        "histogram": p9.ggplot(frames["histogram"], p9.aes("Score")) + p9.geom_histogram(breaks=data.edges) + p9.labs(y="Count"),
        "box": p9.ggplot(frames["box"], p9.aes("Group", "Milliseconds")) + p9.geom_boxplot(),
        "facets": p9.ggplot(frames["multi-line"], p9.aes("Week", "Visitors")) + p9.geom_line() + p9.facet_wrap("Region"),
    }
    for chart, plot in plots.items():
        def draw(chart=chart, plot=plot):
            plot = plot + p9.ggtitle(TITLES.get(chart) or EXTRA_TITLES[chart])
            if LOOK.get("plotnine"):
                plot = plot + getattr(p9, LOOK["plotnine"])()
            plot.save(corpus.path(tool, chart), verbose=False)
        corpus.attempt(tool, chart, draw)
    common_truths(corpus, tool, version, data, boxes, skip=("pie",))  # plotnine draws no pie
    extra_truths(corpus, tool, version, data, ["facets"])


def _version(package):
    from importlib.metadata import version

    return version(package)


# The representative sample kept in the repository for reader tests (fixtures/svg-tools/):
# at most four small charts per tool, chosen to differ in kind.
SAMPLE = {"plotly": ["date-line", "pie", "scatter", "facets"],
          "ggplot2-svglite": ["date-line", "box", "scatter", "facets"],
          "ggplot2-cairo": ["histogram"], "rbase-svglite": ["hbar", "pie", "date-line"],
          "pygal": ["box", "pie", "hbar", "donut"],
          "lets-plot": ["hbar", "histogram", "facets"], "bokeh": ["grouped-bar", "pie", "box"],
          "matplotlib": ["twinx", "heatmap", "year-axis", "subplots"],
          "pandas": ["monthly-bar", "two-panels"],
          "seaborn": ["box", "grouped-bar", "facets"], "plotnine": ["hbar", "histogram"],
          "containers": ["ggplot2-svglite-scatter"]}


def copy_sample(out, fixtures):
    """Copies SAMPLE's SVGs and truths from the corpus into fixtures/svg-tools/<tool>/."""
    for tool, charts in SAMPLE.items():
        for chart in charts:
            for suffix in (".svg", ".html", ".ipynb", ".truth.json"):
                source = pathlib.Path(out) / tool / f"{chart}{suffix}"
                if source.exists():
                    target = pathlib.Path(fixtures) / tool / source.name
                    target.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(source, target)


# ---------------------------------------------------------------------------- containers and size


# Charts drawn above, put where people publish them: inline in an HTML page, and as the
# `image/svg+xml` output of a Jupyter notebook cell. (tool folder, chart)
CONTAINED = {"html": [("matplotlib", "multi-line"), ("pygal", "grouped-bar"), ("ggplot2-svglite", "scatter")],
             "ipynb": [("seaborn", "box"), ("plotly", "pie"), ("matplotlib", "date-line")]}


def svg_element(text):
    """An SVG file's text from its <svg> element on (no XML declaration or DOCTYPE)."""
    return text[text.index("<svg"):]


def container_charts(corpus, data):
    """Writes CONTAINED's charts as HTML pages and notebooks in `containers/`, each with the
    chart's truth and the field `file` naming the container the scorer reads."""
    folder = corpus.out / "containers"
    folder.mkdir(exist_ok=True)
    for container, charts in CONTAINED.items():
        for tool, chart in charts:
            source = corpus.out / tool / f"{chart}.svg"
            truth_path = source.with_suffix(".truth.json")
            if not source.exists() or not truth_path.exists():
                corpus.failures.append({"tool": "containers", "chart": f"{tool}/{chart}",
                                        "error": "draw the tool first (no --only without it)"})
                continue
            svg = svg_element(source.read_text())
            name = f"{tool}-{chart}"
            target = folder / f"{name}.{container}"
            if container == "html":
                page = ("<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\">"
                        "<title>Quarterly report</title></head>\n<body>\n<h1>Quarterly report</h1>\n"
                        f"<p>The chart below was exported from {tool}.</p>\n<figure>\n{svg}\n</figure>\n"
                        "</body>\n</html>\n")
                target.write_text(page)
            else:
                notebook = {"nbformat": 4, "nbformat_minor": 5,
                            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
                            "cells": [{"cell_type": "markdown", "id": "intro", "metadata": {},
                                       "source": [f"# A chart drawn with {tool}"]},
                                      {"cell_type": "code", "id": "chart", "execution_count": 1, "metadata": {},
                                       "source": ["chart()"],
                                       "outputs": [{"output_type": "display_data", "metadata": {},
                                                    "data": {"text/plain": ["<Figure>"],
                                                             "image/svg+xml": svg.splitlines(keepends=True)}}]}]}
                target.write_text(json.dumps(notebook, indent=1) + "\n")
            truth = json.loads(truth_path.read_text())
            truth.update({"file": target.name, "container": container, "drawnBy": tool, "chart": name,
                          "notes": (truth.get("notes") or "") + f" (the {tool} SVG inline in {container})"})
            truth["notes"] = truth["notes"].strip()
            (folder / f"{name}.truth.json").write_text(json.dumps(truth, indent=1, sort_keys=True) + "\n")
            corpus.charts.append({"tool": "containers", "chart": name, "kind": truth["kind"],
                                  "svg": str(target.relative_to(corpus.out)), "bytes": target.stat().st_size})


def large_charts(corpus, data):
    """Large SVGs, for the time a reading takes: a plotly scatter of 12,000 points drawn as SVG
    (about 1.4 MB) and as plotly draws it by default (WebGL above 1,000 points: one embedded PNG,
    no data to read, a refusal is right), and a matplotlib line of 40,000 points (about 1 MB)."""
    os.environ.setdefault("BROWSER_PATH", CHROMIUM)
    import matplotlib

    matplotlib.use("svg")
    import matplotlib.pyplot as plt
    import plotly
    import plotly.express as px

    rng = np.random.default_rng(4242)
    xs = np.round(rng.uniform(0, 1000, 12000), 2)
    ys = np.round(0.05 * xs + rng.normal(0, 10, 12000), 2)

    def plotly_scatter(chart, mode):
        figure = px.scatter(x=xs, y=ys, labels={"x": "Distance", "y": "Delay"}, render_mode=mode)
        figure.update_layout(title="Delay against distance, 12,000 trips")
        figure.write_image(str(corpus.path("large", chart)))

    steps = np.arange(40000)
    level = np.round(100 + rng.normal(0, 1, 40000).cumsum(), 2)

    def matplotlib_line():
        # Every point kept (matplotlib would otherwise simplify the path), so the truth is
        # what the file holds.
        with matplotlib.rc_context({"svg.hashsalt": "tool-svg-corpus", "path.simplify": False}):
            fig, ax = plt.subplots()
            ax.plot(steps, level)
            ax.set(title="Sensor level, 40,000 readings", xlabel="Reading", ylabel="Level")
            fig.savefig(corpus.path("large", "matplotlib-line"))
            plt.close(fig)

    corpus.attempt("large", "plotly-scatter", lambda: plotly_scatter("plotly-scatter", "svg"))
    corpus.attempt("large", "plotly-scattergl", lambda: plotly_scatter("plotly-scattergl", "auto"))
    corpus.attempt("large", "matplotlib-line", matplotlib_line)
    for chart, notes, readable in [
            ("plotly-scatter", "render_mode='svg': every point a path; for the reading's time", True),
            ("plotly-scattergl", "plotly's default above 1,000 points (WebGL): the points are one embedded PNG; "
                                 "a refusal naming the raster image is right", False)]:
        corpus.truth("large", f"plotly {plotly.__version__}", chart, "scatter", "Delay against distance, 12,000 trips",
                     [series("Delay", xs, ys)], x_title="Distance", y_title="Delay", notes=notes, readable=readable,
                     **({} if readable else {"refusalNames": "image"}))
    corpus.truth("large", f"matplotlib {matplotlib.__version__}", "matplotlib-line", "line",
                 "Sensor level, 40,000 readings", [series("Level", steps, level)], x_title="Reading", y_title="Level",
                 notes="drawn with path.simplify off: every point is in the file")


TOOLS = {"plotly": plotly_charts, "r": r_charts, "pygal": pygal_charts, "lets-plot": letsplot_charts,
         "bokeh": bokeh_charts, "matplotlib": matplotlib_charts, "containers": container_charts,
         "large": large_charts}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=None,
                        help=f"the corpus folder (default {DEFAULT_OUT}, with --held-out {HELD_OUT_OUT})")
    parser.add_argument("--only", default="", help="comma-separated: " + ", ".join(TOOLS))
    parser.add_argument("--seed", type=int, default=None, help="the data's seed (default 36, with --held-out 3636)")
    parser.add_argument("--held-out", action="store_true",
                        help="other data (seed 3636) drawn in a theme of each tool's own, picked by the seed")
    parser.add_argument("--fixtures", default=None,
                        help="also copy the small sample kept for tests here (fixtures/svg-tools)")
    arguments = parser.parse_args()
    # Reproducible files: matplotlib writes SOURCE_DATE_EPOCH as the file's date and derives its
    # ids from svg.hashsalt.
    os.environ.setdefault("SOURCE_DATE_EPOCH", "0")
    seed = arguments.seed if arguments.seed is not None else (3636 if arguments.held_out else 36)
    if arguments.held_out:
        pick_looks(seed)
        print("held-out looks: " + ", ".join(f"{tool} {look}" for tool, look in LOOK.items()), file=sys.stderr)
    corpus = Corpus(arguments.out or (HELD_OUT_OUT if arguments.held_out else DEFAULT_OUT))
    data = Data(seed)
    tools_run = [name for name in TOOLS if not arguments.only or name in arguments.only.split(",")]
    for name in tools_run:
        print(f"drawing with {name}", file=sys.stderr)
        before = len(corpus.failures)
        try:
            TOOLS[name](corpus, data)
        except Exception as error:
            corpus.failures.append({"tool": name, "chart": "*", "error": f"{type(error).__name__}: {error}"[:500]})
            traceback.print_exc(file=sys.stderr)
        for failure in corpus.failures[before:]:
            failure["run"] = name
    manifest = corpus.finish(tools_run)
    if arguments.fixtures:
        copy_sample(corpus.out, arguments.fixtures)
    counts = {}
    for chart in manifest["charts"]:
        counts[chart["tool"]] = counts.get(chart["tool"], 0) + 1
    for tool, count in sorted(counts.items()):
        print(f"{tool}: {count} charts")
    for failure in manifest["failures"]:
        print(f"FAILED {failure['tool']} {failure['chart']}: {failure['error']}")
    print(f"{len(manifest['charts'])} charts in {corpus.out}")


if __name__ == "__main__":
    main()
