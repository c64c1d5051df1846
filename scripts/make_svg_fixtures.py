#!/usr/bin/env python3
"""Makes the SVG fixtures of `chart-describe alt-text` (fixtures/svg/).

A tool, never used at run time. Needs: pip install vl-convert-python altair vega_datasets
matplotlib (versions used: vl-convert-python 1.9.0.post1, altair 6.3.0, vega_datasets 0.9.0,
matplotlib 3.11.2). Run from the repository root: python3 scripts/make_svg_fixtures.py

- <seed>.vl.svg: Vega-Lite versions of seed fixtures in fixtures/charts/ (described with --spec).
- <dataset>.vl.svg: charts of vega_datasets' bundled data, described from their own
  aria-labels (points, bars, a Unicode minus, millisecond timestamps, 'undefined', and a
  line-only chart whose values cannot be recovered).
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


def datasets():
    cars = records(local_data.cars(), ["Name", "Horsepower", "Miles_per_Gallon", "Origin"])
    write_vega_lite("cars", {
        "title": "Horsepower and fuel economy of 1970s and 1980s cars",
        "data": {"values": cars},
        "mark": "point",
        "encoding": {
            "x": {"field": "Horsepower", "type": "quantitative"},
            "y": {"field": "Miles_per_Gallon", "type": "quantitative"},
            "color": {"field": "Origin", "type": "nominal"},
        },
    })
    employment = records(local_data.us_employment(), ["month", "nonfarm_change"])
    write_vega_lite("us-employment", {
        "title": "Monthly change in US non-farm employment, 2006–2015",
        "data": {"values": employment},
        "mark": "bar",
        "encoding": {
            "x": {"field": "month", "type": "temporal"},
            "y": {"field": "nonfarm_change", "type": "quantitative",
                  "title": "Change in jobs (thousands)"},
        },
    })
    weather = records(local_data.seattle_weather(), ["date", "temp_max"])
    write_vega_lite("seattle-weather", {
        "title": "Mean daily high temperature in Seattle by month, 2012–2015",
        "data": {"values": weather},
        "mark": "bar",
        "encoding": {
            "x": {"field": "date", "timeUnit": "month", "type": "nominal"},
            "y": {"field": "temp_max", "aggregate": "mean", "type": "quantitative"},
        },
    })
    january = records(local_data.seattle_weather(), ["date", "temp_max"], limit=31)
    write_vega_lite("seattle-january", {
        "title": "Daily high temperature in Seattle, January 2012",
        "data": {"values": january, "format": {"parse": {"date": "date"}}},
        "mark": "point",
        "encoding": {
            "x": {"field": "date", "type": "ordinal"},
            "y": {"field": "temp_max", "type": "quantitative", "title": "High (°C)"},
        },
    })
    barley = records(local_data.barley(), ["variety", "yield", "site"])
    write_vega_lite("barley", {
        "title": "Barley yield by variety",
        "data": {"values": barley},
        "mark": "bar",
        "encoding": {
            "y": {"field": "variety", "type": "nominal"},
            "x": {"field": "yield", "aggregate": "sum", "type": "quantitative"},
            "tooltip": [{"field": "variety"}, {"field": "notes"}],
        },
    })
    stocks = records(local_data.stocks(), ["symbol", "date", "price"])
    write_vega_lite("stocks", {
        "title": "Stock prices, 2000–2010",
        "data": {"values": stocks},
        "mark": "line",
        "encoding": {
            "x": {"field": "date", "type": "temporal"},
            "y": {"field": "price", "type": "quantitative"},
            "color": {"field": "symbol", "type": "nominal"},
        },
    })


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
    matplotlib_svg()
