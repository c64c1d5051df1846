#!/usr/bin/env python3
"""Checks, on real yearly data, that chart-describe reads year-like labels in order and states
the overall direction the data has (issue 41, "the VisText-style check").

Usage (after `scripts/setup --corpus`, whose venv has pandas, pymannkendall and
vega_datasets):
    scripts/.venv-corpus/bin/python scripts/period_trend_check.py [path/to/chart-describe]

For every yearly series of vega_datasets' local tables (Iowa electricity by source,
2001-2017; wheat prices and wages, 1565-1821; US driving, 1956-2010; US employment by
industry, yearly means, 2006-2015), windows of 3 to 12 consecutive years are labelled the
ways spreadsheets label years (plain, with footnote marks on the last years, as seasons
"2019/20", as fiscal years "FY2019") and written both as a CSV and as a Vega-Lite bar chart
over nominal labels. Each is described with `--format json`, and the series' reading is
compared with independent oracles:

- order: the series is read along its labels (a trend or a short sequence), never as
  unordered categories;
- direction: the direction the description states first for the series (the sequence's,
  or "Overall it rises/falls/shows no significant trend") agrees with pymannkendall's test
  over the whole span (the original test, or Hamed-Rao's when chart-describe reports using
  it) from 5 values on, and with the sign of every step for a monotone series of 2-4 values;
- never opposite: no stated overall rise where the last value is below the first and the
  whole-span test finds a fall, or the reverse.

Prints one line per failure and a table of checks by label style and input, and exits 1 when
any check fails.
"""
import json
import os
import subprocess
import sys
import tempfile

import pandas as pd
import pymannkendall as mk
from vega_datasets import data

ALPHA = 0.05
WINDOWS = (3, 4, 5, 6, 8, 12)


def yearly_series():
    """(name, [(year, value)]) for each real yearly series."""
    out = []
    iowa = data.iowa_electricity()
    iowa["year"] = pd.to_datetime(iowa["year"]).dt.year
    for source, rows in iowa.groupby("source"):
        out.append((f"Iowa {source}", list(zip(rows["year"], rows["net_generation"]))))
    wheat = data.wheat().dropna()
    for column in ("wheat", "wages"):
        out.append((f"wheat {column}", list(zip(wheat["year"], wheat[column]))))
    driving = data.driving()
    for column in ("miles", "gas"):
        out.append((f"driving {column}", list(zip(driving["year"], driving[column]))))
    employment = data.us_employment()
    employment["year"] = pd.to_datetime(employment["month"]).dt.year
    means = employment.groupby("year").mean(numeric_only=True)
    for column in ("construction", "manufacturing", "leisure_and_hospitality"):
        out.append((f"employment {column}", list(zip(means.index, means[column]))))
    return out


def label(year, style, position, count):
    """A year as a spreadsheet writes it in `style`."""
    if style == "plain":
        return str(year)
    if style == "marked":  # the last two years provisional, as statistics offices mark them
        return f"{year}*" if position >= count - 2 else str(year)
    if style == "season":
        return f"{year}/{(year + 1) % 100:02d}"
    if style == "fiscal":
        return f"FY{year}"
    raise ValueError(style)


def windows(points):
    """Windows of consecutive points of each length, at the start, middle and end."""
    for length in WINDOWS:
        if len(points) < length:
            continue
        starts = sorted({0, (len(points) - length) // 2, len(points) - length})
        for start in starts:
            yield points[start:start + length]


def describe(binary, path):
    result = subprocess.run(
        [binary, "describe", path, "--format", "json"], capture_output=True, text=True,
        timeout=60)
    if result.returncode != 0:
        return None, result.stderr.strip()
    return json.loads(result.stdout), None


def write_inputs(folder, labels, values):
    """The same series as a CSV and as a Vega-Lite bar chart over nominal labels."""
    csv = os.path.join(folder, "series.csv")
    with open(csv, "w", encoding="utf-8") as f:
        f.write("Period,Value\n")
        for text, value in zip(labels, values):
            f.write(f"{text},{value!r}\n")
    spec = {
        "data": {"values": [{"p": t, "v": v} for t, v in zip(labels, values)]},
        "mark": "bar",
        "encoding": {
            "x": {"field": "p", "type": "nominal", "title": "Period", "sort": None},
            "y": {"field": "v", "type": "quantitative", "title": "Value"},
        },
    }
    vl = os.path.join(folder, "series.vl.json")
    with open(vl, "w", encoding="utf-8") as f:
        json.dump(spec, f)
    return {"csv": csv, "vega-lite": vl}


def stated_direction(document):
    """The direction the description states first for its one series: 'increasing',
    'decreasing', 'no trend', or None when it states none."""
    for sentence in document.get("sentences", []):
        text = sentence.get("text", "")
        for prefix, direction in (
            ("Overall it rises", "increasing"), ("Overall it falls", "decreasing"),
            ("Overall it shows no significant trend", "no trend"),
            ("It rises at every step", "increasing"), ("It falls at every step", "decreasing"),
            ("It rises,", "increasing"), ("It falls,", "decreasing"),
            ("It shows no significant trend", "no trend"),
            ("It rises from", "mixed"), ("It falls from", "mixed"), ("It stays at", "no trend"),
        ):
            if text.startswith(prefix):
                return direction
    return None


def oracle_direction(values, test_name):
    """pymannkendall's direction over the whole span, by the test chart-describe used."""
    if len(values) < 5:
        steps = [b - a for a, b in zip(values, values[1:])]
        if all(s > 0 for s in steps):
            return "increasing"
        if all(s < 0 for s in steps):
            return "decreasing"
        return "mixed" if any(steps) else "no trend"
    if test_name and "Hamed" in test_name:
        result = mk.hamed_rao_modification_test(values, alpha=ALPHA)
    else:
        result = mk.original_test(values, alpha=ALPHA)
    return result.trend if result.trend != "no trend" else "no trend"


def check(binary):
    failures = []
    table = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, points in yearly_series():
            for window in windows(points):
                years = [int(y) for y, _ in window]
                values = [float(v) for _, v in window]
                for style in ("plain", "marked", "season", "fiscal"):
                    labels = [label(y, style, i, len(years)) for i, y in enumerate(years)]
                    for kind, path in write_inputs(folder, labels, values).items():
                        key = (style, kind)
                        row = table.setdefault(key, [0, 0])
                        row[0] += 1
                        problem = one_case(binary, path, values)
                        if problem:
                            failures.append(f"{name} {labels[0]}…{labels[-1]} ({kind}): {problem}")
                        else:
                            row[1] += 1
    return failures, table


def one_case(binary, path, values):
    """A failure message, or None when every check holds."""
    document, error = describe(binary, path)
    if document is None:
        return f"refused: {error}"
    series = document["series"][0]
    trend = series.get("trend")
    if trend is None and series.get("sequence") is None:
        return "not read along its labels"
    stated = stated_direction(document)
    expected = oracle_direction(values, trend.get("test") if trend else None)
    if stated != expected:
        return f"states {stated}, the oracle finds {expected}"
    first_to_last = values[-1] - values[0]
    if (stated == "increasing" and first_to_last < 0 and expected == "decreasing") or (
        stated == "decreasing" and first_to_last > 0 and expected == "increasing"
    ):
        return "states the opposite of the data"
    return None


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/chart-describe"
    failures, table = check(binary)
    for failure in failures:
        print(failure)
    print("| labels | input | series | agree |")
    print("|---|---|---|---|")
    for (style, kind), (total, agree) in sorted(table.items()):
        print(f"| {style} | {kind} | {total} | {agree} |")
    total = sum(t for t, _ in table.values())
    agree = sum(a for _, a in table.values())
    print(f"| all | | {total} | {agree} |")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
