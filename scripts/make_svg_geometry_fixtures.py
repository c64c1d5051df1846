#!/usr/bin/env python3
"""Writes the small matplotlib SVGs of fixtures/svg/ whose data is read from the drawing
(issue 15), deterministically (fixed hash salt, no date), with their true data in the
comments below.

- line.matplotlib.svg: two lines and a legend, svg.fonttype='path' (labels in comments).
- line-text.matplotlib.svg: the same chart, svg.fonttype='none' (labels in <text>).
- log-line.matplotlib.svg: a log y axis (labels 10^n in mathtext).
- date-line.matplotlib.svg: monthly dates on x, an offset text (1e6) on y.
- grouped-bar.matplotlib.svg: two bar series side by side, with a legend.
- scatter.matplotlib.svg: scatter markers, one outside the plot's clip.
- no-axes.matplotlib.svg: a drawing with no axes (refused: nothing to read).
- percent.matplotlib.svg: a line on a y axis printed in percent ("20%").
- area-classic.matplotlib.svg: an area in the 'classic' style, whose collection is one path
  in <defs> placed by a <use>.
- grayscale-bar.matplotlib.svg: bars in the 'grayscale' style, black, so drawn with no
  declared fill (SVG's initial fill is black).
- whitegrid-bar.matplotlib.svg: bars in the 'seaborn-v0_8-whitegrid' style, which draws no
  tick marks, with no grid on the category axis (as seaborn's barplot), svg.fonttype='none':
  the categories are placed at their labels' anchors.
- whitegrid-hbar.matplotlib.svg: the same with horizontal bars and svg.fonttype='path': the
  categories are placed at their glyphs' centres.
- subplots.matplotlib.svg: two plots in one figure (read as two views, each with its own axes).
- heatmap.matplotlib.svg: a pcolormesh heatmap with a colour bar (refused: the colour bar is
  a raster image).
- heatmap-months.vl.svg: a Vega-Lite heatmap of month by year (ordinal time units), whose
  cells are labelled "Month: undefined; Year: undefined; Temp: 3.7".
- heatmap-colour.vl.svg: a Vega-Lite heatmap whose cells carry no labels (values read from
  their colours through the gradient legend).

- histogram.matplotlib.svg: `hist` of 200 seeded values (bars touching edge to edge: bins).
- histogram-across.matplotlib.svg, histplot-across.matplotlib.svg: the same bins drawn across
  (`hist(orientation="horizontal")`; seaborn's `histplot(y=…)`).
- boxplot.matplotlib.svg: `boxplot(patch_artist=True)`: read as a box plot (median, quartiles,
  whiskers per box).
- boxplot-hue-seaborn.matplotlib.svg, boxplot-across-plotnine.matplotlib.svg: seaborn's
  `boxplot` with two hues and plotnine's `geom_boxplot` drawn across, read as box plots with
  their outliers; range-bars.matplotlib.svg: floating bars with nothing across them (ranges).
- negative-bars-plotnine.matplotlib.svg, negative-bars-across-plotnine.matplotlib.svg:
  plotnine's `geom_col` with values below zero, drawn first: read in the axis's order.
- concise-days.matplotlib.svg, concise-months.matplotlib.svg, pandas-days.matplotlib.svg:
  dates printed in part (ConciseDateFormatter, pandas), read as full dates;
  concise-hours.matplotlib.svg, pandas-months.matplotlib.svg: refused (times of day, monthly
  periods).
- ordinal-years.vl.svg, ordinal-years-line.vl.svg: years on a discrete (ordinal) axis, read
  as ordered categories.
- normalized-bars.vl.svg, normalized-areas.vl.svg, normalized-bars-percent.matplotlib.svg,
  normalized-bars.matplotlib.svg: normalized (100 %) stacks, read as shares.
- simplified-line.matplotlib.svg, simplified-linear.matplotlib.svg, marked-line.matplotlib.svg:
  long lines matplotlib simplifies (read as the points the file keeps), and one with markers.
- white-bar-seaborn.matplotlib.svg, white-bar-seaborn-text.matplotlib.svg,
  white-line-seaborn.matplotlib.svg: seaborn's `white` and `dark` styles (no tick marks, no
  grid): y ticks from the DejaVu labels' baselines, x ticks from their advances; refused as
  <text> naming Arial first.
- plotnine-titles.matplotlib.svg: plotnine's axis titles and plot title, figure texts outside
  the axes, read by where they lie from the panel.
- errorbar-line.matplotlib.svg, errorbar-across.matplotlib.svg: asymmetric error bars on a
  line (read as intervals) and errors along x (not read, named in a note).
- stripplot-seaborn.matplotlib.svg, violinplot-seaborn.matplotlib.svg: several marks at one
  category (refused with the reason).
- boxplot-outline.matplotlib.svg, boxplot-outline-seaborn.matplotlib.svg: boxes drawn as
  outlines (`boxplot()`, `fill=False`), read as box plots.
- stacked-bar.matplotlib.svg: two stacked bar series (segments read as lengths).
- step-post.matplotlib.svg, step-mid.matplotlib.svg: step lines (`step(where="post")`,
  `plot(drawstyle="steps-mid")`), refused: the drawing does not show which x each value
  belongs to.
- years-untitled.matplotlib.svg: a line over the years 2000–2020 on an untitled x axis.
- band-line.matplotlib.svg: a line inside a filled band (the line is the data).
- errorbar-points.matplotlib.svg: points with error bars and caps (read as intervals).
- line-noticks.vl.svg: a Vega-Lite line chart whose axes draw no tick marks (ticks placed
  from the y labels' baselines).
- hourly-line.vl.svg: a Vega-Lite line over 30 hours, whose time axis labels its ticks by the
  boundary each falls on ("March", "06 AM", "Sat 02"): read as full dates.
- monthly-line.vl.svg: a Vega-Lite line over the months of 2023 ("2023", "February", …).
- sorted-bar.vl.svg: a Vega-Lite bar chart sorted by value (`sort: "-y"`): its categories are
  read in the axis's order, not the data's.
- log-line.vl.svg: a Vega-Lite line on a log y scale, said to be logarithmic.
- stacked-years.vl.svg: Vega-Lite bars stacked by a year printed as a number, named by a
  symbol legend (series "1931", "1932", never a colour scale).
- scatter-regression.vl.svg: a scatter coloured by group with a fitted line per group (the
  lines do not pass through the points: a scatter plot, the lines noted); series in the
  legend's order.
- boxplot.vl.svg: a Vega-Lite box plot (refused: its whiskers' ends are not labelled).
- percent-bars.vl.svg: bars on an axis formatted `.1%`, whose labels print "growth: −3.5%"
  (read in percent).
- month-undefined.vl.svg: bars over `month(date)`, which Vega labels "date (month):
  undefined" (refused: the marks cannot be placed).
- nan-line.matplotlib.svg: a line with missing values (NaN), which matplotlib draws as
  separate two-point pieces: a line, not error-bar strokes.
- stacked-area.matplotlib.svg: `stackplot` of two series (each read as its segment's
  thickness, not the stack's top).
- overlapping-areas-classic.matplotlib.svg: two `fill_between` areas from zero in the 'classic'
  style, which paints both the same blue (two series, overlapping, named in the legend's order).
- band.matplotlib.svg: a `fill_between(x, low, high)` band alone (read as ranges).
- heatmap-hidden-labels.vl.svg: the month heatmap too narrow for its month labels, which
  Vega hides in turn (opacity="0"); every cell still lies at its month.
- donut-frameless.matplotlib.svg, stacked-bar-frameless.matplotlib.svg: legends drawn without a
  frame (`frameon=False`), whose first child is a sample, not the frame.
- pie.matplotlib.svg, donut-text.matplotlib.svg, pie-unnamed.matplotlib.svg,
  pies.matplotlib.svg, donut.vl.svg: pies and donuts (see their comment below).

Usage: python3 scripts/make_svg_geometry_fixtures.py (needs matplotlib and vl-convert-python,
scripts/requirements-test.txt).
"""
import datetime as dt
import os

import matplotlib

matplotlib.use("svg")
import matplotlib.pyplot as plt  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "fixtures", "svg")
plt.rcParams["svg.hashsalt"] = "chart-describe"


def save(fig, name):
    fig.savefig(os.path.join(OUT, name), metadata={"Date": None})
    plt.close(fig)


def line(name, fonttype):
    plt.rcParams["svg.fonttype"] = fonttype
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([2019, 2020, 2021, 2022], [2.5, -1.25, 3, 7], label="north")
    ax.plot([2019, 2020, 2021, 2022], [1, 1.5, 2, 2.25], label="south")
    ax.set_title("Rainfall anomaly")
    ax.set_xlabel("year")
    ax.set_ylabel("anomaly (mm)")
    ax.legend()
    save(fig, name)


line("line.matplotlib.svg", "path")
line("line-text.matplotlib.svg", "none")
plt.rcParams["svg.fonttype"] = "path"

fig, ax = plt.subplots(figsize=(4, 3))
ax.semilogy([1, 2, 3, 4], [5, 500, 20000, 80])
ax.set_ylabel("cases")
save(fig, "log-line.matplotlib.svg")

fig, ax = plt.subplots(figsize=(5, 3))
ax.plot([dt.date(2020, m, 1) for m in range(1, 7)], [3e6, 4.5e6, 2e6, 5e6, 1e6, 6e6])
ax.set_ylabel("visitors")
save(fig, "date-line.matplotlib.svg")

fig, ax = plt.subplots(figsize=(4, 3))
ax.bar([-0.2, 0.8, 1.8], [12, 30, 18], 0.4, label="online")
ax.bar([0.2, 1.2, 2.2], [20, 10, 25], 0.4, label="store")
ax.set_xticks([0, 1, 2], ["Q1", "Q2", "Q3"])
ax.set_ylabel("orders")
ax.legend()
save(fig, "grouped-bar.matplotlib.svg")

fig, ax = plt.subplots(figsize=(4, 3))
ax.scatter([1, 2, 3, 4, 9], [10, 40, 20, 30, 25])
ax.set_xlim(0, 5)
ax.set_xlabel("dose")
ax.set_ylabel("response")
save(fig, "scatter.matplotlib.svg")

fig = plt.figure(figsize=(2, 2))
fig.patches.append(matplotlib.patches.Rectangle((0.2, 0.2), 0.5, 0.5, transform=fig.transFigure))
save(fig, "no-axes.matplotlib.svg")

fig, ax = plt.subplots(figsize=(4, 3))
ax.plot([1, 2, 3, 4], [0.2, 0.35, 0.3, 0.6])
ax.yaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0))
ax.set_ylabel("share")
save(fig, "percent.matplotlib.svg")

with plt.style.context("classic"):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.fill_between([0, 1, 2, 3], [4, 8, 6, 10])
    save(fig, "area-classic.matplotlib.svg")

with plt.style.context("grayscale"):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.bar(["north", "south", "east"], [14, 32, 21], color="black")
    ax.set_ylabel("sales")
    save(fig, "grayscale-bar.matplotlib.svg")

with plt.style.context("seaborn-v0_8-whitegrid"):
    plt.rcParams["svg.fonttype"] = "none"
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.bar(["oak", "ash", "elm", "yew"], [7.5, 12.25, 3, 9])
    ax.grid(False, axis="x")
    ax.set_ylabel("height (m)")
    save(fig, "whitegrid-bar.matplotlib.svg")
    plt.rcParams["svg.fonttype"] = "path"
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.barh(["oak", "ash", "elm"], [7.5, 12.25, 3])
    ax.grid(False, axis="y")
    ax.set_xlabel("height (m)")
    save(fig, "whitegrid-hbar.matplotlib.svg")

fig, (left, right) = plt.subplots(1, 2, figsize=(5, 3))
left.plot([1, 2, 3], [4, 5, 7])
right.plot([1, 2, 3], [10, 20, 5])
save(fig, "subplots.matplotlib.svg")

fig, ax = plt.subplots(figsize=(4, 3))
mesh = ax.pcolormesh([[1, 2, 3], [4, 5, 6]])
fig.colorbar(mesh)
save(fig, "heatmap.matplotlib.svg")

# Vega-Lite heatmaps: temperatures by month (columns) and year (rows).
import vl_convert  # noqa: E402

TEMPS = [[round(2 + m * 1.5 + y * 0.8, 1) for m in range(6)] for y in range(3)]
ROWS = [{"date": f"{2020 + y}-{m + 1:02d}-15", "temp": TEMPS[y][m]} for y in range(3) for m in range(6)]


def heatmap(name, mark):
    spec = {
        "data": {"values": ROWS},
        "mark": mark,
        "encoding": {
            "x": {"timeUnit": "month", "field": "date", "type": "ordinal", "title": "Month"},
            "y": {"timeUnit": "year", "field": "date", "type": "ordinal", "title": "Year"},
            "color": {"field": "temp", "type": "quantitative", "title": "Temp"},
        },
    }
    with open(os.path.join(OUT, name), "w") as handle:
        handle.write(vl_convert.vegalite_to_svg(spec))


heatmap("heatmap-months.vl.svg", "rect")
heatmap("heatmap-colour.vl.svg", {"type": "rect", "aria": False})

# A Vega-Lite line chart whose axes draw no tick marks (`ticks: false`): the y ticks are
# placed from the labels' baselines.
with open(os.path.join(OUT, "line-noticks.vl.svg"), "w") as handle:
    handle.write(vl_convert.vegalite_to_svg({
        "data": {"values": [{"x": x, "y": y, "s": s} for s, ys in [("a", [4, 18, 11, 25]), ("b", [30, 22, 27, 9])] for x, y in enumerate(ys)]},
        "mark": "line",
        "width": 200, "height": 120,
        "config": {"axis": {"ticks": False, "grid": False, "labelFontSize": 13}},
        "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"},
                     "color": {"field": "s", "type": "nominal"}},
    }))

# A Vega-Lite heatmap too narrow for its month labels: Vega hides every other one
# (labelOverlap, opacity="0"), yet each still marks its column.
with open(os.path.join(OUT, "heatmap-hidden-labels.vl.svg"), "w") as handle:
    handle.write(vl_convert.vegalite_to_svg({
        "data": {"values": ROWS},
        "mark": "rect",
        "width": 72,
        "encoding": {
            "x": {"timeUnit": "month", "field": "date", "type": "ordinal", "title": "Month"},
            "y": {"timeUnit": "year", "field": "date", "type": "ordinal", "title": "Year"},
            "color": {"field": "temp", "type": "quantitative", "title": "Temp"},
        },
    }))

# Bars that do not stand on zero. A histogram (bars touching edge to edge: each spans its
# bin) of 200 values from a seeded LCG (scripts/seeded_lcg.py); true counts by numpy.
# A box plot (patch_artist: each box a filled path from Q1 to Q3, whiskers and medians as
# lines): read as a box plot, never as lengths or stacked segments; true values by
# numpy.percentile (linear, as matplotlib's boxplot): a 16.51, 39.44, 49.11, 55.19, 76.72;
# b 13.25, 39.57, 50.40, 59.28, 76.76; c 13.00, 41.69, 53.19, 63.45, 82.69, no outliers. A stacked bar chart
# (each upper segment on the lower one) is still read as stacked segments.
import sys  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from seeded_lcg import LCG  # noqa: E402

plt.rcParams["svg.fonttype"] = "path"
lcg = LCG(2026)
values = [sum(lcg.next() for _ in range(4)) * 25 for _ in range(200)]
fig, ax = plt.subplots(figsize=(4, 3))
ax.hist(values, bins=[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
ax.set_xlabel("score")
ax.set_ylabel("count")
save(fig, "histogram.matplotlib.svg")

# The same histogram drawn across (`orientation="horizontal"`, svg.fonttype='none'), and
# seaborn's `histplot(y=…)` of the same values on the same bins (svg.fonttype='path'): each
# read as the same bins, with the same numpy counts.
plt.rcParams["svg.fonttype"] = "none"
fig, ax = plt.subplots(figsize=(4, 3))
ax.hist(values, bins=[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], orientation="horizontal")
ax.set_xlabel("count")
ax.set_ylabel("score")
save(fig, "histogram-across.matplotlib.svg")
plt.rcParams["svg.fonttype"] = "path"

import seaborn as sns  # noqa: E402

fig, ax = plt.subplots(figsize=(4, 3))
sns.histplot(y=values, bins=[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], ax=ax)
ax.set_ylabel("score")
save(fig, "histplot-across.matplotlib.svg")

fig, ax = plt.subplots(figsize=(4, 3))
groups = {"a": values[:60], "b": values[60:130], "c": values[130:]}
ax.boxplot(list(groups.values()), patch_artist=True, tick_labels=list(groups))
ax.set_ylabel("score")
save(fig, "boxplot.matplotlib.svg")

fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(["q1", "q2", "q3"], [4, 6, 5], label="north")
ax.bar(["q1", "q2", "q3"], [3, 2, 7], bottom=[4, 6, 5], label="south")
ax.legend()
save(fig, "stacked-bar.matplotlib.svg")

# Step lines: matplotlib's `step(where="post")` (glyph paths) and `plot(drawstyle=
# "steps-mid")` (svg.fonttype='none') of the values 2, 3, 5, 4, 6 at 1…5. Their drawing
# shows levels over intervals of x, not which x each value belongs to: both are refused.
fig, ax = plt.subplots(figsize=(4, 3))
ax.step([1, 2, 3, 4, 5], [2, 3, 5, 4, 6], where="post")
ax.set_xlabel("day")
ax.set_ylabel("level")
save(fig, "step-post.matplotlib.svg")
plt.rcParams["svg.fonttype"] = "none"
fig, ax = plt.subplots(figsize=(4, 3))
ax.plot([1, 2, 3, 4, 5], [2, 3, 5, 4, 6], drawstyle="steps-mid")
save(fig, "step-mid.matplotlib.svg")
plt.rcParams["svg.fonttype"] = "path"

# Years on an untitled numeric x, which matplotlib prints "2000.0", "2002.5" (no separator):
# written as years, "2012", never "2,012".
fig, ax = plt.subplots(figsize=(4, 3))
ax.plot(list(range(2000, 2021)), [(year - 2010) ** 2 / 10 for year in range(2000, 2021)])
save(fig, "years-untitled.matplotlib.svg")

# A line with a band around it (seaborn's lineplot draws its mean so, with a 95 % band) and
# points with error bars (matplotlib's errorbar): the line is the data, the band named in a
# note; the points are read with their error bars as intervals.
fig, ax = plt.subplots(figsize=(4, 3))
ax.fill_between([0, 1, 2, 3, 4], [1, 2.5, 2, 4, 5], [3, 4.5, 5, 7, 8], alpha=0.3)
ax.plot([0, 1, 2, 3, 4], [2, 3.5, 3.5, 5.5, 6.5])
ax.set_ylabel("mean")
save(fig, "band-line.matplotlib.svg")

fig, ax = plt.subplots(figsize=(4, 3))
ax.errorbar([1, 2, 3, 4], [2, 4, 3, 5], yerr=[0.5, 0.3, 0.8, 0.4], fmt="o", capsize=3)
ax.set_ylabel("score")
save(fig, "errorbar-points.matplotlib.svg")

# Areas: stacked (each series is its segment's thickness), overlapping from zero in one colour
# (two series, not stacked), and a band alone (each position the range it spans).
fig, ax = plt.subplots(figsize=(4, 3))
ax.stackplot([0, 1, 2, 3], [4, 6, 5, 3], [3, 2, 7, 1], labels=["north", "south"])
ax.set_ylabel("rain (mm)")
ax.legend()
save(fig, "stacked-area.matplotlib.svg")

with plt.style.context("classic"):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.fill_between([0, 1, 2, 3], [4, 6, 5, 3], alpha=0.5, label="north")
    ax.fill_between([0, 1, 2, 3], [3, 2, 7, 1], alpha=0.5, label="south")
    ax.set_ylabel("rain (mm)")
    ax.legend()
    save(fig, "overlapping-areas-classic.matplotlib.svg")

fig, ax = plt.subplots(figsize=(4, 3))
ax.fill_between([0, 1, 2, 3], [1, 2, 1.5, 3], [4, 5, 6, 5])
ax.set_ylabel("range (°C)")
save(fig, "band.matplotlib.svg")

# Vega time axes name their ticks by the boundary each falls on; a sorted bar chart draws its
# categories in the sort's order; a log scale is said.
HOURS = [3, 5, 4, 8, 12, 9, 7, 6, 10, 11, 14, 13, 9, 8, 6, 5, 7, 9, 12, 15, 16, 13, 11, 10, 8, 7, 6, 5, 4, 3]
for name, spec in [
    ("hourly-line.vl.svg", {
        "data": {"values": [{"t": f"2024-03-{1 + h // 24:02d}T{h % 24:02d}:00:00Z", "load": v} for h, v in enumerate(HOURS)]},
        "mark": "line",
        "encoding": {"x": {"field": "t", "type": "temporal", "title": "Time"},
                     "y": {"field": "load", "type": "quantitative", "title": "Load (MW)"}}}),
    ("monthly-line.vl.svg", {
        "data": {"values": [{"month": f"2023-{m:02d}-01", "rain": r} for m, r in
                            zip(range(1, 13), [78, 60, 55, 42, 30, 12, 5, 8, 25, 50, 70, 85])]},
        "mark": "line",
        "encoding": {"x": {"field": "month", "type": "temporal", "title": "Month"},
                     "y": {"field": "rain", "type": "quantitative", "title": "Rain (mm)"}}}),
    ("sorted-bar.vl.svg", {
        "data": {"values": [{"country": c, "gdp": g} for c, g in zip("ABCDEFG", [5, -2, 7, 3, 9, 1, 4])]},
        "mark": "bar",
        "encoding": {"x": {"field": "country", "type": "nominal", "sort": "-y"},
                     "y": {"field": "gdp", "type": "quantitative"}}}),
    ("log-line.vl.svg", {
        "data": {"values": [{"week": w, "cases": 2 ** w} for w in range(1, 11)]},
        "mark": {"type": "line", "point": True},
        "encoding": {"x": {"field": "week", "type": "quantitative"},
                     "y": {"field": "cases", "type": "quantitative", "scale": {"type": "log"}}}}),
]:
    with open(os.path.join(OUT, name), "w") as handle:
        handle.write(vl_convert.vegalite_to_svg(spec))

# Pies and donuts (issue 13), read from their wedges' angles. True shares (pandas):
# pie.matplotlib.svg, glyph paths: rent 1200, food 640, transport 310, energy 270,
# savings 600, fees 20 (0.66 %, a tiny slice) named by labels=, with autopct, startangle=90,
# counterclock=False, the first wedge exploded and shadow=True.
# donut-text.matplotlib.svg, svg.fonttype='none': wedgeprops width 0.4 (a donut) named by a
# legend matched by fill colour: north 35, south 25, east 25, west 15.
# pie-unnamed.matplotlib.svg: a pie with neither labels nor a legend (refused: its wedges
# cannot be named). pies.matplotlib.svg: two pies in one figure (the first read, the second
# named as not described).
# donut.vl.svg: a Vega-Lite arc with innerRadius (a donut, from its labels and its drawn hole).
PIE = {"rent": 1200, "food": 640, "transport": 310, "energy": 270, "savings": 600, "fees": 20}
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(5, 4))
ax.pie(list(PIE.values()), labels=list(PIE), autopct="%1.1f%%", startangle=90,
       counterclock=False, explode=[0.08, 0, 0, 0, 0, 0], shadow=True)
ax.set_title("Monthly budget")
save(fig, "pie.matplotlib.svg")

plt.rcParams["svg.fonttype"] = "none"
DONUT = {"north": 35, "south": 25, "east": 25, "west": 15}
fig, ax = plt.subplots(figsize=(5, 3.5))
wedges, _ = ax.pie(list(DONUT.values()), wedgeprops={"width": 0.4})
ax.legend(wedges, list(DONUT), loc="center left", bbox_to_anchor=(1, 0.5))
ax.set_title("Sales by region")
save(fig, "donut-text.matplotlib.svg")
plt.rcParams["svg.fonttype"] = "path"

fig, ax = plt.subplots(figsize=(3, 3))
ax.pie([3, 2, 1])
save(fig, "pie-unnamed.matplotlib.svg")

fig, (left, right) = plt.subplots(1, 2, figsize=(5, 3))
left.pie([3, 2, 1], labels=["a", "b", "c"])
right.pie([1, 1, 2], labels=["a", "b", "c"])
save(fig, "pies.matplotlib.svg")

with open(os.path.join(OUT, "donut.vl.svg"), "w") as handle:
    handle.write(vl_convert.vegalite_to_svg({
        "data": {"values": [{"region": k, "sales": v} for k, v in DONUT.items()]},
        "mark": {"type": "arc", "innerRadius": 40},
        "encoding": {"theta": {"field": "sales", "type": "quantitative"},
                     "color": {"field": "region", "type": "nominal"}},
    }))

# Vega-Lite aria-label readings: numbers a symbol legend names are series; lines that do not
# pass through the points are not the points' path; a box plot is refused.
YIELDS = [("Crookston", 1931, 43.7), ("Crookston", 1932, 31.2), ("Duluth", 1931, 30.3),
          ("Duluth", 1932, 25.7), ("Morris", 1931, 29.3), ("Morris", 1932, 41.5)]
SCATTER = [{"hp": hp, "mpg": mpg, "origin": o} for o, points in
           [("USA", [(130, 18), (165, 15), (150, 18), (140, 16), (198, 14)]),
            ("Japan", [(95, 24), (88, 27), (97, 26), (65, 33), (70, 31)])] for hp, mpg in points]
for name, spec in [
    ("stacked-years.vl.svg", {
        "data": {"values": [{"site": s, "year": y, "yield": v} for s, y, v in YIELDS]},
        "mark": "bar",
        "encoding": {"x": {"field": "site", "type": "nominal"},
                     "y": {"field": "yield", "type": "quantitative"},
                     "color": {"field": "year", "type": "nominal"}}}),
    ("scatter-regression.vl.svg", {
        "data": {"values": SCATTER},
        "layer": [
            {"mark": "point", "encoding": {"x": {"field": "hp", "type": "quantitative"},
                                           "y": {"field": "mpg", "type": "quantitative"},
                                           "color": {"field": "origin", "type": "nominal"}}},
            {"mark": "line", "transform": [{"regression": "mpg", "on": "hp", "groupby": ["origin"]}],
             "encoding": {"x": {"field": "hp", "type": "quantitative"},
                          "y": {"field": "mpg", "type": "quantitative"},
                          "color": {"field": "origin", "type": "nominal"}}}]}),
    ("percent-bars.vl.svg", {
        "data": {"values": [{"year": str(y), "growth": g} for y, g in
                            zip(range(2016, 2021), [0.025, 0.03, -0.005, 0.02, -0.035])]},
        "mark": "bar",
        "encoding": {"x": {"field": "year", "type": "ordinal"},
                     "y": {"field": "growth", "type": "quantitative", "axis": {"format": ".1%"}}}}),
    ("month-undefined.vl.svg", {
        "data": {"values": [{"date": f"2020-{m:02d}-15", "rain": r} for m, r in
                            zip(range(1, 7), [78, 60, 55, 42, 30, 12])]},
        "mark": "bar",
        "encoding": {"x": {"field": "date", "timeUnit": "month", "type": "ordinal"},
                     "y": {"field": "rain", "type": "quantitative", "aggregate": "mean"}}}),
    ("boxplot.vl.svg", {
        "data": {"values": SCATTER},
        "mark": "boxplot",
        "encoding": {"x": {"field": "origin", "type": "nominal"},
                     "y": {"field": "mpg", "type": "quantitative"}}}),
]:
    with open(os.path.join(OUT, name), "w") as handle:
        handle.write(vl_convert.vegalite_to_svg(spec))

# A line broken by missing values: its two-point pieces are sloped, so a line, not strokes.
fig, ax = plt.subplots(figsize=(4, 3))
ax.plot([1, 2, 3, 4, 5, 6, 7, 8], [3, 4, float("nan"), 6, 7, float("nan"), 9, 10])
ax.set_ylabel("level")
save(fig, "nan-line.matplotlib.svg")

# Box plots read as box plots (issue 13): seaborn's `boxplot` (boxes as patches, each whisker
# and median one line) with two hues, and plotnine's `geom_boxplot` drawn across
# (`coord_flip`; boxes in a PolyCollection, whiskers and medians in LineCollections, outliers
# in a PathCollection), of 120 gamma values from a seeded numpy generator. True values by
# numpy.percentile (linear, as both libraries) with Tukey's 1.5 IQR whiskers:
#   Thu M 0.48, 1.06, 1.81, 2.93, 5.52; Thu F 0.28, 1.81, 2.79, 4.72, 6.49, outlier 10.78;
#   Fri M 0.36, 1.43, 2.16, 2.73, 3.55, outliers 7.58, 8.18; Fri F 0.96, 1.88, 2.76, 3.98,
#   7.02, outlier 8.48; Sat M 0.24, 1.3, 2.86, 4.11, 8.18, outlier 9.45; Sat F 0.14, 1.55,
#   2.42, 4.57, 7.53.
# Floating bars with no strokes across them (a range chart) are still read as ranges.
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
from plotnine import aes, coord_flip, geom_boxplot, ggplot  # noqa: E402

plt.rcParams["svg.fonttype"] = "path"
rng = np.random.default_rng(5)
TIPS = pd.DataFrame({"day": np.repeat(["Thu", "Fri", "Sat"], 40),
                     "sex": np.tile(np.repeat(["M", "F"], 20), 3), "tip": rng.gamma(2, 1.5, 120)})
fig, ax = plt.subplots(figsize=(5, 3))
sns.boxplot(data=TIPS, x="day", y="tip", hue="sex", ax=ax)
save(fig, "boxplot-hue-seaborn.matplotlib.svg")
plot = ggplot(TIPS[TIPS.sex == "M"], aes("day", "tip")) + geom_boxplot() + coord_flip()
plot.save(os.path.join(OUT, "boxplot-across-plotnine.matplotlib.svg"), width=4, height=3,
          verbose=False, metadata={"Date": None})
fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(["mon", "tue", "wed"], [6, 4, 9], bottom=[10, 12, 8])
ax.set_ylabel("temperature (°C)")
save(fig, "range-bars.matplotlib.svg")

# plotnine bars below zero (issue 13): plotnine draws the bars below zero first, yet the
# categories are read in the axis's order, a to e (values 3, -2, 5, -4, 1), up and across.
from plotnine import geom_col  # noqa: E402

NEGATIVE = pd.DataFrame({"item": ["a", "b", "c", "d", "e"], "change": [3, -2, 5, -4, 1]})
for name, flip in [("negative-bars-plotnine.matplotlib.svg", False),
                   ("negative-bars-across-plotnine.matplotlib.svg", True)]:
    plot = ggplot(NEGATIVE, aes("item", "change")) + geom_col()
    if flip:
        plot = plot + coord_flip()
    plot.save(os.path.join(OUT, name), width=4, height=3, verbose=False, metadata={"Date": None})

# Dates printed in part (issue 13). matplotlib's ConciseDateFormatter labels days "21", "Mar",
# "03" beside the offset text "2024-Mar", and months "Nov", "2024", "Feb" beside "2024";
# pandas' `Series.plot()` over a DatetimeIndex labels "20", then "01 / Mar / 2024" on lines.
# Each is read as full dates: concise-days 20 February 2024 to 10 March 2024, values
# i % 5 for day i from 0; concise-months September 2023 to June 2024, values 2·i;
# pandas-days the same days as concise-days, values i % 5 + 1. pandas' monthly periods
# (positions count months, not days) and a ConciseDateFormatter over hours ("03:00") are
# refused.
import matplotlib.dates as mdates  # noqa: E402


def concise(name, index, values):
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.plot(index.to_pydatetime(), values)
    locator = mdates.AutoDateLocator()
    ax.xaxis.set_major_locator(locator)
    ax.xaxis.set_major_formatter(mdates.ConciseDateFormatter(locator))
    save(fig, name)


DAYS = pd.date_range("2024-02-20", periods=20, freq="D")
concise("concise-days.matplotlib.svg", DAYS, [i % 5 for i in range(20)])
concise("concise-months.matplotlib.svg", pd.date_range("2023-09-01", periods=10, freq="MS"),
        [2.0 * i for i in range(10)])
concise("concise-hours.matplotlib.svg", pd.date_range("2024-03-04", periods=30, freq="h"),
        [i % 6 for i in range(30)])
fig, ax = plt.subplots(figsize=(5, 3))
pd.Series([i % 5 + 1.0 for i in range(20)], index=DAYS).plot(ax=ax)
save(fig, "pandas-days.matplotlib.svg")
fig, ax = plt.subplots(figsize=(5, 3))
pd.Series([i % 7 + 1.0 for i in range(24)],
          index=pd.date_range("2024-01-01", periods=24, freq="MS")).plot(ax=ax)
save(fig, "pandas-months.matplotlib.svg")

# Years on a discrete axis (Altair's `x="year:O"`): Vega labels the axis "for a discrete
# scale", so the years are ordered categories, printed "2018", as the Vega-Lite importer reads
# an ordinal field; bars and a line with points, values 3, 5, 2, 6, 4 for 2018 to 2022.
YEARS = [{"year": 2018 + i, "v": v} for i, v in enumerate([3, 5, 2, 6, 4])]
for name, mark in [("ordinal-years.vl.svg", "bar"),
                   ("ordinal-years-line.vl.svg", {"type": "line", "point": True})]:
    with open(os.path.join(OUT, name), "w") as handle:
        handle.write(vl_convert.vegalite_to_svg({
            "data": {"values": YEARS}, "mark": mark,
            "encoding": {"x": {"field": "year", "type": "ordinal"},
                         "y": {"field": "v", "type": "quantitative"}}}))

# Normalized stacks (issue 13): Vega-Lite's `stack: "normalize"` bars (labels "v: 25%") and
# areas (read from the drawing), and matplotlib 100 % stacked bars on a percent axis and on a
# 0–1 axis: every stack reaches the top, so each is read as shares of its stack's total. True
# shares (pandas): p 25, 50, 83.3 % and q 75, 50, 16.7 % for x, y, z; the areas p 25, 50,
# 83.3, 50 % at t = 0…3.
SHARES = {"p": [1, 2, 5], "q": [3, 2, 1]}
rows = [{"k": k, "s": s, "v": v[i]} for i, k in enumerate("xyz") for s, v in SHARES.items()]
for name, spec in [
    ("normalized-bars.vl.svg", {
        "data": {"values": rows}, "mark": "bar",
        "encoding": {"x": {"field": "k", "type": "nominal"},
                     "y": {"field": "v", "type": "quantitative", "stack": "normalize"},
                     "color": {"field": "s", "type": "nominal"}}}),
    ("normalized-areas.vl.svg", {
        "data": {"values": [{"t": t, "s": s, "v": v} for t, vs in enumerate([[1, 3], [2, 2], [5, 1], [3, 3]])
                            for s, v in zip("pq", vs)]},
        "mark": "area",
        "encoding": {"x": {"field": "t", "type": "quantitative"},
                     "y": {"field": "v", "type": "quantitative", "stack": "normalize"},
                     "color": {"field": "s", "type": "nominal"}}}),
]:
    with open(os.path.join(OUT, name), "w") as handle:
        handle.write(vl_convert.vegalite_to_svg(spec))
TOTALS = np.array(SHARES["p"]) + np.array(SHARES["q"])
for name, scale in [("normalized-bars-percent.matplotlib.svg", 100), ("normalized-bars.matplotlib.svg", 1)]:
    fig, ax = plt.subplots(figsize=(4, 3))
    low = np.array(SHARES["p"]) / TOTALS * scale
    ax.bar(["x", "y", "z"], low, label="p")
    ax.bar(["x", "y", "z"], np.array(SHARES["q"]) / TOTALS * scale, bottom=low, label="q")
    if scale == 100:
        ax.yaxis.set_major_formatter(matplotlib.ticker.PercentFormatter())
    ax.set_ylabel("share")
    ax.legend()
    save(fig, name)

# Error bars read as intervals (issue 13): matplotlib's `errorbar` with asymmetric errors on
# a line over categories (a 2, 1.5 to 3; b 4, 3 to 4.3; c 3, 2.8 to 3.6), and errors along x
# (not read as intervals: named in a note). errorbar-points.matplotlib.svg above is read with
# its intervals too (2, 1.5 to 2.5; 4, 3.7 to 4.3; 3, 2.2 to 3.8; 5, 4.6 to 5.4).
fig, ax = plt.subplots(figsize=(4, 3))
ax.errorbar(["a", "b", "c"], [2, 4, 3], yerr=[[0.5, 1, 0.2], [1, 0.3, 0.6]], fmt="s-")
save(fig, "errorbar-line.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
ax.errorbar([2, 4, 3], [1, 2, 3], xerr=[0.5, 0.3, 0.8], fmt="o")
save(fig, "errorbar-across.matplotlib.svg")

# Several marks at one category (issue 13): seaborn's `stripplot` (without jitter, for
# bytes that do not change: its jitter is not seeded) and
# `violinplot` are refused with the reason, never read one value per category.
STRIP = pd.DataFrame({"group": np.repeat(["a", "b", "c"], 12),
                      "score": np.random.default_rng(3).normal(50, 10, 36)})
fig, ax = plt.subplots(figsize=(4, 3))
sns.stripplot(data=STRIP, x="group", y="score", ax=ax, jitter=False)
save(fig, "stripplot-seaborn.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
sns.violinplot(data=STRIP, x="group", y="score", ax=ax)
save(fig, "violinplot-seaborn.matplotlib.svg")

# Boxes drawn as outlines (issue 13): matplotlib's `boxplot()` without `patch_artist` and
# seaborn's `boxplot(fill=False)`, each box a closed line, of the male tips above by day: read
# as the same box plots (Thu 0.48, 1.06, 1.81, 2.93, 5.52; Fri 0.36, 1.43, 2.16, 2.73, 3.55,
# outliers 7.58, 8.18; Sat 0.24, 1.3, 2.86, 4.11, 8.18, outlier 9.45).
MALE = TIPS[TIPS.sex == "M"]
fig, ax = plt.subplots(figsize=(4, 3))
ax.boxplot([MALE[MALE.day == d].tip for d in ["Thu", "Fri", "Sat"]], tick_labels=["Thu", "Fri", "Sat"])
save(fig, "boxplot-outline.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
sns.boxplot(data=MALE, x="day", y="tip", fill=False, ax=ax)
save(fig, "boxplot-outline-seaborn.matplotlib.svg")

# Long lines matplotlib simplifies (path.simplify, for paths of 128 vertices or more): it leaves
# out vertices within 1/9 pt of the segment drawn through them and writes the last vertex twice.
# simplified-line.matplotlib.svg: pandas' `Series.plot` of 400 daily values from 1 January 2023,
# 50 + 10 sin(day / 60), with missing values (NaN) on 11–20 April and 8 September 2023 (the path
# breaks there): the file keeps 82 vertices, read as kept points, not 309 missing days; the 11
# missing days are said. Extremes (pandas): 40.0001 on 11 October 2023, 59.9999 on 5 April 2023.
# simplified-linear.matplotlib.svg: 400 daily values 3 + 0.5 day, a straight line the file keeps
# as its two ends (3 on 1 January 2023, 202.5 on 4 February 2024).
# marked-line.matplotlib.svg: 200 values 3 sqrt(x) at x = 0…199 with markers (`marker="o"`): the
# markers are drawn at every point, so all 200 are read though the line keeps fewer.
DAYS = pd.date_range("2023-01-01", periods=400, freq="D")
WAVE = np.sin(np.arange(400) / 60) * 10 + 50
WAVE[100:110] = np.nan
WAVE[250] = np.nan
fig, ax = plt.subplots(figsize=(6, 3.5))
pd.Series(WAVE, index=DAYS).plot(ax=ax)
save(fig, "simplified-line.matplotlib.svg")
fig, ax = plt.subplots(figsize=(6, 3.5))
pd.Series(np.arange(400) * 0.5 + 3, index=DAYS).plot(ax=ax)
save(fig, "simplified-linear.matplotlib.svg")
fig, ax = plt.subplots(figsize=(6, 3.5))
ax.plot(np.arange(200), np.sqrt(np.arange(200)) * 3, marker="o", markersize=2)
save(fig, "marked-line.matplotlib.svg")

# seaborn's `white` style draws neither tick marks nor grid lines; its y tick labels are aligned
# `center_baseline`, half the font's ascent (0.759766 em in DejaVu Sans, alike in every
# matplotlib) above their baseline. white-bar-seaborn.matplotlib.svg (glyph paths, DejaVu Sans,
# the default svg.fonttype): `barplot` of oak 7.5, ash 12.25, elm 3, yew 9.75, read exactly.
# white-bar-seaborn-text.matplotlib.svg: the same as <text> naming 'Arial', 'DejaVu Sans', …
# (matplotlib laid it out in the first installed, whose ascent differs): refused.
for name, fonttype in [("white-bar-seaborn.matplotlib.svg", "path"),
                       ("white-bar-seaborn-text.matplotlib.svg", "none")]:
    with sns.axes_style("white"):
        plt.rcParams["svg.fonttype"] = fonttype
        fig, ax = plt.subplots(figsize=(4, 3))
        sns.barplot(x=["oak", "ash", "elm", "yew"], y=[7.5, 12.25, 3, 9.75], ax=ax)
        ax.set_ylabel("height (m)")
        save(fig, name)
plt.rcParams["svg.fonttype"] = "path"
# white-line-seaborn.matplotlib.svg: seaborn's `dark` style, glyph paths: `lineplot` of
# x = 0, 2.5, …, 20 and y = 0.5 x² − 3 (−3, 0.125, 9.5, 25.125, 47, 75.125, 109.5, 150.125, 197):
# the x ticks are centred on their labels' advances (DejaVu Sans digits 0.63623 em), read exactly.
with sns.axes_style("dark"):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    XS = np.arange(9) * 2.5
    sns.lineplot(x=XS, y=0.5 * XS ** 2 - 3, ax=ax)
    save(fig, "white-line-seaborn.matplotlib.svg")

# A legend drawn without a frame (`frameon=False`, as seaborn-v0_8 styles draw it) starts with its
# first sample, not the frame's patch. donut-frameless.matplotlib.svg: a donut (wedgeprops width
# 0.4) of north 35, south 25, east 25, west 15 named by such a legend; stacked-bar-frameless.
# matplotlib.svg: bars north 3, 5, 2 and south 1, 2, 4 stacked at a, b, c, with such a legend.
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(5, 4))
wedges, *_ = ax.pie([35, 25, 25, 15], wedgeprops={"width": 0.4})
ax.legend(wedges, ["north", "south", "east", "west"], frameon=False, loc="center left",
          bbox_to_anchor=(1, 0.5))
save(fig, "donut-frameless.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(["a", "b", "c"], [3, 5, 2], label="north")
ax.bar(["a", "b", "c"], [1, 2, 4], bottom=[3, 5, 2], label="south")
ax.legend(frameon=False)
save(fig, "stacked-bar-frameless.matplotlib.svg")

# plotnine writes its axis titles and plot title as figure texts outside the axes, told apart by
# where they lie from the panel. plotnine-titles.matplotlib.svg: `geom_line` of sales 12, 18, 9,
# 22 over years 2020–2023 with labs(x="Year of sale", y="Sales (k$)", title="Sales by year").
from plotnine import geom_line, labs  # noqa: E402

plt.rcParams["svg.fonttype"] = "path"
plot = (ggplot(pd.DataFrame({"year": [2020, 2021, 2022, 2023], "sales": [12, 18, 9, 22]}),
               aes("year", "sales"))
        + geom_line() + labs(x="Year of sale", y="Sales (k$)", title="Sales by year"))
plot.save(os.path.join(OUT, "plotnine-titles.matplotlib.svg"), width=4, height=3, verbose=False,
          metadata={"Date": None})

# Text holding XML's special characters: matplotlib writes each text's string in a comment
# with `&`, `<` and `>` escaped (`_escape_comment`); it is read back as written: title
# "S&P 500 vs. AT&T", bars R&D 12, Sales & Marketing 30, <5 yrs 7.
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(["R&D", "Sales & Marketing", "<5 yrs"], [12, 30, 7])
ax.set_title("S&P 500 vs. AT&T")
ax.set_ylabel("Spend ($M)")
save(fig, "ampersand-labels.matplotlib.svg")

# <text> labels (svg.fonttype='none') that name Arial first: matplotlib laid them out in the first
# family installed, Arial, Liberation Sans (its metric twin, Debian's fonts-liberation2) or DejaVu
# Sans, whose ascents differ, so a y tick is known to within a shift all its labels share.
# white-bar-seaborn-liberation.matplotlib.svg: seaborn's `dark` style with font.sans-serif
# 'Arial', 'Liberation Sans', 'DejaVu Sans': `barplot` of oak 7.5, ash 12.25, elm 3, yew 9.75,
# read to within the precision it states. white-bar-seaborn-helvetica.matplotlib.svg: the same
# naming 'Helvetica' first, whose metrics are unknown: refused.
for name, families in [("white-bar-seaborn-liberation.matplotlib.svg",
                        ["Arial", "Liberation Sans", "DejaVu Sans"]),
                       ("white-bar-seaborn-helvetica.matplotlib.svg",
                        ["Helvetica", "Arial", "DejaVu Sans"])]:
    import seaborn as sns  # noqa: E402

    with sns.axes_style("dark"), matplotlib.rc_context({"svg.fonttype": "none",
                                                         "font.sans-serif": families}):
        fig, ax = plt.subplots(figsize=(4, 3))
        sns.barplot(x=["oak", "ash", "elm", "yew"], y=[7.5, 12.25, 3, 9.75], ax=ax)
        ax.set_ylabel("height (m)")
        save(fig, name)

# seaborn's `hue`. scatter-hue-seaborn.matplotlib.svg: `scatterplot(hue="tree")` of oak (1, 2),
# (2, 4), (3, 3) and ash (1, 5), (2, 1), (3, 2), whose legend samples are markers defined in
# <defs> (the series are oak and ash, not "point 1", "point 2"). bar-hue-seaborn.matplotlib.svg:
# `barplot(hue="year")` of heights at a, b, c: 2020 3, 5, 2 and 2021 4, 1, 6, beside a
# zero-size patch per hue that seaborn adds for its legend (not a mark between categories).
# bar-by-category-seaborn.matplotlib.svg: `barplot(hue=x, legend=False)` of a 3, b 5, c 2: bars
# painted by category, one series.
import pandas as pd  # noqa: E402
import seaborn as sns  # noqa: E402

plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(4, 3))
sns.scatterplot(pd.DataFrame({"x": [1, 2, 3] * 2, "y": [2, 4, 3, 5, 1, 2],
                              "tree": ["oak"] * 3 + ["ash"] * 3}), x="x", y="y", hue="tree", ax=ax)
save(fig, "scatter-hue-seaborn.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
sns.barplot(pd.DataFrame({"g": ["a", "b", "c"] * 2, "height": [3, 5, 2, 4, 1, 6],
                          "year": ["2020"] * 3 + ["2021"] * 3}),
            x="g", y="height", hue="year", errorbar=None, ax=ax)
save(fig, "bar-hue-seaborn.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
sns.barplot(pd.DataFrame({"g": ["a", "b", "c"], "height": [3, 5, 2]}), x="g", y="height", hue="g",
            legend=False, ax=ax)
save(fig, "bar-by-category-seaborn.matplotlib.svg")

# Axes drawn from their largest value to their smallest, said to be reversed.
# inverted-y.matplotlib.svg:
# a line of y 10, 20, 30, 40 at x 1 to 4 with `invert_yaxis()`; inverted-x.matplotlib.svg: bars
# drawn across (`barh`) of a 3, b 5, c 2 with `invert_xaxis()`.
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(4, 3))
ax.plot([1, 2, 3, 4], [10, 20, 30, 40])
ax.invert_yaxis()
save(fig, "inverted-y.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
ax.barh(["a", "b", "c"], [3, 5, 2])
ax.invert_xaxis()
save(fig, "inverted-x.matplotlib.svg")

# simplified-spiral.matplotlib.svg: a spiral of 600 points (x = t cos t, y = t sin t for t from 0 to
# 6π), which matplotlib simplifies: read as a connected scatter plot of the points the file keeps,
# with no relationship test read from them.
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(4, 4))
SPIRAL = np.linspace(0, 6 * np.pi, 600)
ax.plot(SPIRAL * np.cos(SPIRAL), SPIRAL * np.sin(SPIRAL))
save(fig, "simplified-spiral.matplotlib.svg")

# donut-grayscale.matplotlib.svg: a donut of rent 40, food 25, travel 15, energy 12, savings 8 in
# the `grayscale` style, whose colour cycle has 4 greys: rent and savings get one grey, and the
# legend (which may list wedges in any order) cannot show which is which: refused, naming them.
with plt.style.context("grayscale"):
    plt.rcParams["svg.fonttype"] = "path"
    fig, ax = plt.subplots(figsize=(5, 4))
    wedges, *_ = ax.pie([40, 25, 15, 12, 8], wedgeprops={"width": 0.4})
    ax.legend(wedges, ["rent", "food", "travel", "energy", "savings"], loc="center left",
              bbox_to_anchor=(1, 0.5))
    save(fig, "donut-grayscale.matplotlib.svg")

# scatter-hue-numeric-seaborn.matplotlib.svg: `scatterplot(hue="depth")` of a numeric column,
# drawn in a continuous palette with a legend of round numbers (20 to 80): 12 points at x 1 to
# 12, y 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, depth 12.5 to 95 (each its own shade). One series
# whose colour is said not to be read, never 12 one-point series named by drawing order.
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(4, 3))
sns.scatterplot(pd.DataFrame({"x": range(1, 13), "y": [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8],
                              "depth": [12.5 + 7.5 * i for i in range(12)]}),
                x="x", y="y", hue="depth", ax=ax)
save(fig, "scatter-hue-numeric-seaborn.matplotlib.svg")

# boxplot-inverted.matplotlib.svg: `boxplot` of a 1, 2, 3, 4, 5 and b 2, 4, 6, 8, 10 with
# `invert_yaxis()`: the y axis is said to be reversed, as for lines and bars.
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(4, 3))
ax.boxplot([[1, 2, 3, 4, 5], [2, 4, 6, 8, 10]], tick_labels=["a", "b"])
ax.invert_yaxis()
save(fig, "boxplot-inverted.matplotlib.svg")

# scatter-colorbar.matplotlib.svg: `scatter(c=depth)` with `fig.colorbar(label="depth")` of the
# points of scatter-hue-numeric-seaborn: one series beside a colour bar (a raster image), its
# colours said not to be read (was refused as "a heatmap drawn as an image").
# line-colorbar.matplotlib.svg: two lines in two colours beside a colour bar: refused, since
# whether the colours name series or show the bar's values cannot be told.
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(5, 3))
DEPTH = [12.5 + 7.5 * i for i in range(12)]
dots = ax.scatter(range(1, 13), [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8], c=DEPTH)
fig.colorbar(dots, label="depth")
ax.set_xlabel("x")
ax.set_ylabel("y")
save(fig, "scatter-colorbar.matplotlib.svg")
fig, ax = plt.subplots(figsize=(5, 3))
ax.plot([1, 2, 3], [1, 3, 2], color=plt.cm.viridis(0.1))
ax.plot([1, 2, 3], [2, 1, 3], color=plt.cm.viridis(0.9))
fig.colorbar(plt.cm.ScalarMappable(cmap="viridis"), ax=ax, label="depth")
save(fig, "line-colorbar.matplotlib.svg")

# Box plots on a log value axis (were read as bar charts of each box's upper quartile): 3 groups
# of 30 log-normal values (numpy default_rng(14), medians near 10, 100, 1000) with one far outlier
# each. boxplot-log.matplotlib.svg: `boxplot(patch_artist=True)` with `set_yscale("log")`:
# matplotlib's numpy percentiles (linear) and 1.5 IQR whiskers of the values themselves.
# boxplot-log-across-seaborn.matplotlib.svg: seaborn's `boxplot(log_scale=True)` drawn across,
# a hue per group, whose quartiles and 1.5 IQR whiskers are of the values' base-10 logarithms.
# True five values and outliers: SVGGeometryRecoveryTests.boxPlotsOnLogAxes.
LOG_RNG = np.random.default_rng(14)
LOG_BOXES = pd.DataFrame(
    [(group, float(value))
     for group, centre in [("low", 10), ("mid", 100), ("high", 1000)]
     for value in np.append(np.exp(LOG_RNG.normal(np.log(centre), 0.8, 30)), centre * 40)],
    columns=["group", "amount"])
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(4, 3))
ax.boxplot([LOG_BOXES[LOG_BOXES.group == g].amount for g in ["low", "mid", "high"]],
           patch_artist=True, tick_labels=["low", "mid", "high"])
ax.set_yscale("log")
ax.set_ylabel("amount")
save(fig, "boxplot-log.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
sns.boxplot(data=LOG_BOXES, y="group", x="amount", hue="group", log_scale=True, ax=ax)
save(fig, "boxplot-log-across-seaborn.matplotlib.svg")

# Log axes labelled at two ticks only, 10¹ and 10² (about two decades): two values fit a linear
# scale as well as a log one, and were read as linear ("a 10 to 72.9"). range-bars-log.matplotlib.svg:
# `bar(bottom=…)` on a log y axis, a 10 to 50, b 50 to 500, c 5 to 50 (ranges: their lower ends
# differ). log-line-two-decades.matplotlib.svg: `semilogy` of 6, 60, 400 at 1, 2, 3.
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(["a", "b", "c"], [40, 450, 45], bottom=[10, 50, 5])
ax.set_yscale("log")
save(fig, "range-bars-log.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
ax.semilogy([1, 2, 3], [6, 60, 400])
save(fig, "log-line-two-decades.matplotlib.svg")

# Bars from zero on a log axis: zero lies nowhere on it, so matplotlib draws each bar from far
# beyond the plot's edge, its centre outside the clip (they were all left out, and the chart
# refused as having no marks). bar-log.matplotlib.svg: `bar` of a 5, b 500, c 50 on a log y
# axis. stacked-bar-log.matplotlib.svg: p 5, 50 and q 20, 100 stacked at a, b (q's `bottom` on
# p), with a legend. boxplot-log-one.matplotlib.svg: one box (`boxplot(patch_artist=True)`) of
# the low group of boxplot-log above: 0.9633, 5.8974, 11.294, 15.9672, 27.1308, outliers
# 38.7783, 83.4639, 89.501, 400 (it was a bar chart of its upper quartile).
plt.rcParams["svg.fonttype"] = "path"
fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(["a", "b", "c"], [5, 500, 50])
ax.set_yscale("log")
save(fig, "bar-log.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
ax.bar(["a", "b"], [5, 50], label="p")
ax.bar(["a", "b"], [20, 100], bottom=[5, 50], label="q")
ax.set_yscale("log")
ax.legend()
save(fig, "stacked-bar-log.matplotlib.svg")
fig, ax = plt.subplots(figsize=(4, 3))
ax.boxplot([LOG_BOXES[LOG_BOXES.group == "low"].amount], patch_artist=True, tick_labels=["low"])
ax.set_yscale("log")
save(fig, "boxplot-log-one.matplotlib.svg")
