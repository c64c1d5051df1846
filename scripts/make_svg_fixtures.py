#!/usr/bin/env python3
"""Makes the SVG fixtures of `chart-describe alt-text` (fixtures/svg/).

A tool, never used at run time. Needs: pip install vl-convert-python altair vega_datasets
matplotlib (versions used: vl-convert-python 1.9.0.post1, altair 6.3.0, vega_datasets 0.9.0,
matplotlib 3.11.2). Run from the repository root: python3 scripts/make_svg_fixtures.py

- <seed>.vl.svg: Vega-Lite versions of seed fixtures in fixtures/charts/ (described with --spec).
- <dataset>.vl.svg: charts of vega_datasets' bundled data, described from their own
  aria-labels (points, bars, a Unicode minus, millisecond timestamps, 'undefined', and a
  line-only chart whose values cannot be recovered).
- cars-horsepower-histogram[-horizontal].vl.svg: Vega-Lite histograms, bins printed "40 – 60".
- sales-report.matplotlib.svg: a matplotlib export (DOCTYPE, comments, metadata).
Each .vl.svg has its Vega-Lite spec beside it as .vl.json.
"""
import csv
import json
import pathlib

import vl_convert as vlc
from vega_datasets import local_data

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "fixtures" / "svg"
CHARTS = ROOT / "fixtures" / "charts"


def write_vega_lite(name, spec):
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.vl.json").write_text(json.dumps(spec, indent=2, ensure_ascii=False) + "\n")
    svg = vlc.vegalite_to_svg(json.dumps(spec))
    (OUT / f"{name}.vl.svg").write_text(svg)
    print(f"fixtures/svg/{name}.vl.svg: {len(svg.encode())} bytes")


def seed_values(name):
    spec = json.loads((CHARTS / f"{name}.chart.json").read_text())
    data = spec["data"]
    if "values" in data:
        return spec, data["values"]
    with open(CHARTS / data["csv"], newline="") as handle:
        rows = list(csv.DictReader(handle))
    for row in rows:
        for key, value in row.items():
            try:
                row[key] = float(value)
            except ValueError:
                pass
    return spec, rows


def records(frame, columns, limit=None):
    frame = frame[columns]
    if limit:
        frame = frame.head(limit)
    rows = json.loads(frame.to_json(orient="records", date_format="iso"))
    return rows


def seeds():
    spec, values = seed_values("sales-report")
    write_vega_lite("sales-report", {
        "title": spec["title"],
        "data": {"values": values},
        "layer": [
            {"mark": "area", "encoding": {
                "x": {"field": "office", "type": "nominal", "sort": None,
                      "title": "Office Location"},
                "y": {"field": "salesVolume", "type": "quantitative", "title": "Sales Volume"}}},
            {"mark": "rule", "encoding": {"y": {"datum": 1200}}},
        ],
    })
    spec, values = seed_values("activity-hours")
    write_vega_lite("activity-hours", {
        "title": spec["title"],
        "data": {"values": values},
        "mark": "bar",
        "encoding": {
            "x": {"field": "teamMember", "type": "nominal", "title": "Team member"},
            "xOffset": {"field": "activity"},
            "y": {"field": "hours", "type": "quantitative", "title": "Hours"},
            "color": {"field": "activity", "title": "Activity"},
        },
    })
    spec, values = seed_values("monthly-activity")
    write_vega_lite("monthly-activity", {
        "title": spec["title"],
        "data": {"values": values},
        "mark": {"type": "line", "point": True},
        "encoding": {
            "x": {"field": "month", "type": "temporal", "timeUnit": "yearmonth", "title": "Month"},
            "y": {"field": "hours", "type": "quantitative", "title": "Hours"},
            "color": {"field": "activity", "title": "Activity"},
        },
    })


def quantitative(field, **extra):
    return {"field": field, "type": "quantitative", **extra}


# name, title, dataset, columns, row limit, mark, encoding, date fields to parse
DATASET_CHARTS = [
    ("cars", "Horsepower and fuel economy of 1970s and 1980s cars", "cars",
     ["Name", "Horsepower", "Miles_per_Gallon", "Origin"], None, "point",
     {"x": quantitative("Horsepower"), "y": quantitative("Miles_per_Gallon"),
      "color": {"field": "Origin", "type": "nominal"}}, None),
    ("us-employment", "Monthly change in US non-farm employment, 2006–2015", "us_employment",
     ["month", "nonfarm_change"], None, "bar",
     {"x": {"field": "month", "type": "temporal"},
      "y": quantitative("nonfarm_change", title="Change in jobs (thousands)")}, None),
    ("seattle-weather", "Mean daily high temperature in Seattle by month, 2012–2015",
     "seattle_weather", ["date", "temp_max"], None, "bar",
     {"x": {"field": "date", "timeUnit": "month", "type": "nominal"},
      "y": quantitative("temp_max", aggregate="mean")}, None),
    ("seattle-january", "Daily high temperature in Seattle, January 2012", "seattle_weather",
     ["date", "temp_max"], 31, "point",
     {"x": {"field": "date", "type": "ordinal"},
      "y": quantitative("temp_max", title="High (°C)")}, {"date": "date"}),
    ("barley", "Barley yield by variety", "barley", ["variety", "yield", "site"], None, "bar",
     {"y": {"field": "variety", "type": "nominal"},
      "x": quantitative("yield", aggregate="sum"),
      "tooltip": [{"field": "variety"}, {"field": "notes"}]}, None),
    ("stocks", "Stock prices, 2000–2010", "stocks", ["symbol", "date", "price"], None, "line",
     {"x": {"field": "date", "type": "temporal"}, "y": quantitative("price"),
      "color": {"field": "symbol", "type": "nominal"}}, None),
]


def datasets():
    for name, title, dataset, columns, limit, mark, encoding, parse in DATASET_CHARTS:
        data = {"values": records(getattr(local_data, dataset)(), columns, limit)}
        if parse:
            data["format"] = {"parse": parse}
        write_vega_lite(name, {"title": title, "data": data, "mark": mark, "encoding": encoding})


def histograms():
    """Vega-Lite histograms, whose bars' labels print each bin as "40 – 60": the cars'
    horsepower (as fixtures/vega-lite/cars-horsepower-histogram.vl.json, read from its own
    labels) and the same binned on y (horizontal bars)."""
    cars = records(local_data.cars(), ["Horsepower"])
    binned = {"field": "Horsepower", "bin": True, "type": "quantitative", "title": "Horsepower"}
    count = {"aggregate": "count", "type": "quantitative", "title": "Cars"}
    write_vega_lite("cars-horsepower-histogram", {
        "title": "Horsepower of cars", "data": {"values": cars}, "mark": "bar",
        "encoding": {"x": binned, "y": count}})
    write_vega_lite("cars-horsepower-histogram-horizontal", {
        "title": "Horsepower of cars", "data": {"values": cars}, "mark": "bar",
        "encoding": {"y": binned, "x": count}})


def matplotlib_svg():
    import matplotlib

    matplotlib.use("svg")
    matplotlib.rcParams["svg.hashsalt"] = "chart-describe"
    import matplotlib.pyplot as plt

    spec, values = seed_values("sales-report")
    figure, axes = plt.subplots(figsize=(5, 3))
    axes.bar([row["office"] for row in values], [row["salesVolume"] for row in values])
    axes.axhline(1200, color="pink")
    axes.set_title(spec["title"])
    axes.set_xlabel("Office Location")
    axes.set_ylabel("Sales Volume")
    figure.tight_layout()
    path = OUT / "sales-report.matplotlib.svg"
    figure.savefig(path, format="svg", metadata={"Date": None})
    print(f"fixtures/svg/{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    seeds()
    datasets()
    histograms()
    matplotlib_svg()
