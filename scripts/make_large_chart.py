#!/usr/bin/env python3
"""Writes a large line chart (a seeded random walk) for performance measurements.

Usage: python3 scripts/make_large_chart.py N OUT_DIR
Writes OUT_DIR/large.csv (columns: day, value; N rows, ISO dates from 1900-01-01) and
OUT_DIR/large.chart.json, which reads it. Standard library only; the output is the same for
the same N on every machine.

Days from 1900 reach year 9999 after 2,958,464 rows, the last date Python (and a four-digit
ISO year) can write; above that many rows the positions are hours instead (column `hour`,
ISO date-times such as 1900-01-01T05:00:00Z, unit hour).
"""
import datetime
import json
import os
import random
import sys


def main() -> None:
    n = int(sys.argv[1])
    out = sys.argv[2]
    os.makedirs(out, exist_ok=True)
    rng = random.Random(20261129)
    start = datetime.date(1900, 1, 1)
    hourly = n > 2_958_464  # more days would pass 9999-12-31
    field, unit = ("hour", "hour") if hourly else ("day", "day")
    first_hour = datetime.datetime(1900, 1, 1)
    value = 0.0
    with open(os.path.join(out, "large.csv"), "w") as f:
        f.write(f"{field},value\n")
        for i in range(n):
            value += rng.gauss(0, 1)
            if hourly:
                position = (first_hour + datetime.timedelta(hours=i)).strftime("%Y-%m-%dT%H:%M:%SZ")
            else:
                position = (start + datetime.timedelta(days=i)).isoformat()
            f.write(f"{position},{value:.6g}\n")
    spec = {
        "version": 1,
        "title": f"Random walk, {n} {field}s",
        "data": {"csv": "large.csv"},
        "marks": [{
            "type": "line",
            "x": {"field": field, "label": field.capitalize(), "unit": unit},
            "y": {"field": "value", "label": "Value"},
        }],
    }
    with open(os.path.join(out, "large.chart.json"), "w") as f:
        json.dump(spec, f, indent=2)


if __name__ == "__main__":
    main()
