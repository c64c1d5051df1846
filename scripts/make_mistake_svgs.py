#!/usr/bin/env python3
"""Makes the four mistaken charts of issue 39 (fixtures/svg-mistakes/), as matplotlib and
seaborn export them: real accessibility mistakes a docs repository ships.

- pale-lines.matplotlib.svg: stock prices drawn in pale grey (#dddddd) and yellow on white.
- red-green-no-legend.seaborn.svg: two series in red and green, no legend.
- white-series.matplotlib.svg: three series, one drawn white on the white background.
- untitled-bars.seaborn.svg: a bar chart of Seattle's weather with no title.

A tool, never used at run time. Needs matplotlib and seaborn (versions used: matplotlib
3.11.2, seaborn 0.13.2; the corpus venv has them: scripts/setup --corpus). The data are
the Vega datasets in fixtures/vega-lite/data. Output is reproducible: no date, fixed ids.
Run from anywhere: python3 scripts/make_mistake_svgs.py
"""
import collections
import csv
import pathlib

import matplotlib

matplotlib.use("svg")
import matplotlib.pyplot as plt  # noqa: E402
import seaborn as sns  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "fixtures" / "vega-lite" / "data"
OUT = ROOT / "fixtures" / "svg-mistakes"
plt.rcParams["svg.hashsalt"] = "chart-describe"
plt.rcParams["svg.fonttype"] = "none"


def january_prices():
    """Each symbol's January price by year, 2000-2010."""
    prices = collections.defaultdict(dict)
    with open(DATA / "stocks.csv", newline="") as handle:
        for row in csv.DictReader(handle):
            if row["date"].startswith("Jan"):
                prices[row["symbol"]][int(row["date"][-4:])] = float(row["price"])
    return prices


def save(figure, name):
    OUT.mkdir(parents=True, exist_ok=True)
    figure.savefig(OUT / name, format="svg", metadata={"Date": None})
    plt.close(figure)
    print(f"fixtures/svg-mistakes/{name}")


def pale_lines(prices):
    figure, axes = plt.subplots(figsize=(6, 4))
    for symbol, colour in (("MSFT", "#dddddd"), ("IBM", "#ffff00")):
        years = sorted(prices[symbol])
        axes.plot(years, [prices[symbol][y] for y in years], color=colour, label=symbol)
    axes.set_title("January share price, 2000-2010")
    axes.set_xlabel("Year")
    axes.set_ylabel("Price (USD)")
    axes.legend()
    save(figure, "pale-lines.matplotlib.svg")


def red_green(prices):
    figure, axes = plt.subplots(figsize=(6, 4))
    rows = [(year, symbol, prices[symbol][year]) for symbol in ("MSFT", "IBM")
            for year in sorted(prices[symbol])]
    sns.lineplot(
        x=[r[0] for r in rows], y=[r[2] for r in rows], hue=[r[1] for r in rows],
        palette=["red", "green"], legend=False, ax=axes)
    axes.set_title("January share price, 2000-2010")
    axes.set_xlabel("Year")
    axes.set_ylabel("Price (USD)")
    save(figure, "red-green-no-legend.seaborn.svg")


def white_series(prices):
    figure, axes = plt.subplots(figsize=(6, 4))
    for symbol, colour in (("MSFT", "#1f77b4"), ("IBM", "#ff7f0e"), ("AAPL", "white")):
        years = sorted(prices[symbol])
        axes.plot(years, [prices[symbol][y] for y in years], color=colour, label=symbol)
    axes.set_title("January share price, 2000-2010")
    axes.set_xlabel("Year")
    axes.set_ylabel("Price (USD)")
    axes.legend()
    save(figure, "white-series.matplotlib.svg")


def untitled_bars():
    counts = collections.Counter()
    with open(DATA / "seattle-weather.csv", newline="") as handle:
        for row in csv.DictReader(handle):
            counts[row["weather"]] += 1
    kinds = sorted(counts)
    figure, axes = plt.subplots(figsize=(6, 4))
    sns.barplot(x=kinds, y=[counts[k] for k in kinds], color="#4c72b0", ax=axes)
    save(figure, "untitled-bars.seaborn.svg")


if __name__ == "__main__":
    prices = january_prices()
    pale_lines(prices)
    red_green(prices)
    white_series(prices)
    untitled_bars()
