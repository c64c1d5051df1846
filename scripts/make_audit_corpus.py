#!/usr/bin/env python3
"""Writes a corpus of chart specs for measuring `chart-describe audit` on many files.

Usage: python3 scripts/make_audit_corpus.py COUNT POINTS OUT_DIR
Writes COUNT specs of about POINTS data points each (inline rows: 4 series of POINTS/4 years)
into OUT_DIR/<folder>/chart-<n>.chart.json, 100 files per folder. A third of the charts carry
accessibility problems so that every kind of rule does work: a hidden y axis without summary,
a legend hidden with colour-only series, a visible unlabelled baseline rule, low-contrast or
red-green colours, an ineffective position(by:), audio settings out of range. Standard library
only; the output is the same for the same arguments on every machine.
"""
import json
import os
import random
import sys

PALETTES = [
    ["#0072b2", "#d55e00", "#009e73", "#cc79a7"],
    ["blue", "teal", "indigo", "mint"],
    ["#d62728", "#2ca02c", "#1f77b4", "#9467bd"],
    ["#1b4f72", "#7d3c98", "#b9770e", "#196f3d"],
]


def chart(index: int, points: int, rng: random.Random) -> dict:
    series = ["North", "South", "East", "West"]
    years = max(1, points // len(series))
    rows = []
    for name in series:
        value = rng.uniform(10, 100)
        for year in range(1900, 1900 + years):
            value = max(0.0, value + rng.gauss(0, 3))
            rows.append({"year": year, "region": name, "sales": round(value, 3)})
    flaw = index % 3 == 0
    spec = {
        "version": 1,
        "title": f"Sales by region, chart {index}",
        "data": {"values": rows},
        "axes": {"y": {"title": "Sales", "unit": "USD", "hidden": flaw and index % 2 == 0}},
        "legend": {"hidden": flaw},
        "foregroundStyleScale": {"domain": series, "range": PALETTES[index % len(PALETTES)]},
        "marks": [
            {
                "type": "line",
                "x": {"field": "year", "label": "Year", "type": "temporal", "unit": "year"},
                "y": {"field": "sales", "label": "Sales"},
                "series": {"field": "region", "label": "Region"},
                "foregroundStyle": {"by": {"field": "region", "label": "Region"}},
            },
            {"type": "rule", "y": {"value": 50, "label": "" if flaw else "Target"}},
        ],
    }
    if flaw:
        spec["marks"][0]["position"] = {"by": {"field": "region", "label": "Region"}}
        spec["sonification"] = {"minimumFrequencyHz": 50, "noteDurationSeconds": 0.02}
    return spec


def main() -> None:
    count, points, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rng = random.Random(20261129)
    for index in range(count):
        folder = os.path.join(out, f"{index // 100:03d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"chart-{index:05d}.chart.json"), "w") as f:
            json.dump(chart(index, points, rng), f, separators=(",", ":"))


if __name__ == "__main__":
    main()
