#!/usr/bin/env python3
"""Checks chart-describe's reading of heatmaps made by Altair against an independent oracle.

Builds Altair `rect` heatmaps of known data (vega_datasets' bundled Seattle weather and cars,
and seeded grids with ties, missing cells and one constant grid; rows and columns nominal,
ordinal, or dates by a time unit; colours raw or aggregated), has vl-convert compile each to
Vega (so Vega-Lite itself accepts it) and draw its SVG, runs the built binary (`describe
--format json`, and `alt-text --spec` for the short alt text) and checks every stated fact
against pandas (each cell's value by groupby, as Vega-Lite aggregates; means over the cells
with a value):

- the kind is a heatmap, and the L1 sentence names it "Heatmap";
- the rows and columns, by name and in order (Vega-Lite sorts discrete scales ascending);
- the highest and lowest values (to 1e-9) and every cell holding them, and that the extremes
  sentence names them by row and column;
- the row and column pairs without a value;
- each row's and column's mean (to 1e-9), and the rows and columns the means sentences name;
- no sentence says "starts at", "ends at" or gives a Mann-Kendall result, or an ISO date;
- each claim of the short alt text is in the long description.

    swift build
    python3 scripts/kinds_c_corpus.py [--binary .build/debug/chart-describe] [-v]

Prints each disagreement and the agreement rate; exits 1 when any check disagrees.
Python packages: scripts/requirements-test.txt. The run-and-compare loop is
scripts/corpus_common.py's.
"""
import calendar
import json
import os
import re
import sys

import altair as alt
import numpy as np
import pandas as pd
import vega_datasets

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import Corpus, arguments  # noqa: E402


def grid_of(frame, row, column, value, op):
    """pandas' grid: each cell's value (aggregated by `op`), rows and columns ascending."""
    grouped = frame.dropna(subset=[value]).groupby([row, column])[value]
    cells = getattr(grouped, op)() if op else grouped.first()
    grid = cells.unstack(column)
    return grid.sort_index(axis=0).sort_index(axis=1)


def heatmap(name, frame, row, column, value, op=None, row_unit=None, column_unit=None,
            titles=("Row", "Column", "Value")):
    """An Altair heatmap and its oracle grid, rows and columns named as the chart writes them."""
    def channel(field, unit, title):
        kind = "ordinal" if unit or frame[field].dtype.kind in "iu" else "nominal"
        return alt.X(field, type=kind, timeUnit=unit, title=title) if unit else {
            "field": field, "type": kind, "title": title}

    encoding = {
        "x": channel(column, column_unit, titles[1]), "y": channel(row, row_unit, titles[0]),
        "color": {"field": value, "type": "quantitative", "title": titles[2],
                  **({"aggregate": op} if op else {})},
    }
    if column_unit:
        encoding["x"] = {"field": column, "timeUnit": column_unit, "type": "ordinal",
                         "title": titles[1]}
    if row_unit:
        encoding["y"] = {"field": row, "timeUnit": row_unit, "type": "ordinal",
                         "title": titles[0]}
    chart = alt.Chart(frame, title=name).mark_rect()
    spec = chart.to_dict()
    spec["encoding"] = encoding
    keyed = frame.copy()
    names = {}
    for key, field, unit in [("row_key", row, row_unit), ("column_key", column, column_unit)]:
        if unit:
            dates = pd.to_datetime(keyed[field])
            keyed[key] = {"month": dates.dt.month, "date": dates.dt.day,
                          "year": dates.dt.year}[unit]
            names[key] = {"month": lambda m: calendar.month_name[m], "date": str,
                          "year": str}[unit]
        else:
            keyed[key] = keyed[field]
            names[key] = lambda v: str(int(v)) if isinstance(v, (int, np.integer)) else str(v)
    grid = grid_of(keyed, "row_key", "column_key", value, op)
    grid.index = [names["row_key"](v) for v in grid.index]
    grid.columns = [names["column_key"](v) for v in grid.columns]
    return name, spec, grid, titles


def cases():
    weather = vega_datasets.data.seattle_weather()
    weather["date"] = weather["date"].dt.strftime("%Y-%m-%d")
    cars = vega_datasets.data.cars()
    yield heatmap("Seattle daily maximum", weather, "date", "date", "temp_max", "max",
                  row_unit="month", column_unit="date", titles=("Month", "Day", "Maximum"))
    yield heatmap("Seattle mean maximum by year and month", weather, "date", "date", "temp_max",
                  "mean", row_unit="year", column_unit="month", titles=("Year", "Month", "Mean"))
    yield heatmap("Seattle precipitation by weather", weather, "weather", "date",
                  "precipitation", "mean", column_unit="month",
                  titles=("Weather", "Month", "Precipitation"))
    yield heatmap("Cars horsepower by origin and cylinders", cars, "Origin", "Cylinders",
                  "Horsepower", "mean", titles=("Origin", "Cylinders", "Horsepower"))
    rng = np.random.default_rng(20261203)
    for index in range(5):
        rows = [f"r{r}" for r in range(int(rng.integers(2, 8)))]
        columns = [f"c{c}" for c in range(int(rng.integers(2, 10)))]
        cells = [(r, c, float(rng.integers(0, 12))) for r in rows for c in columns
                 if rng.random() > 0.2]
        frame = pd.DataFrame(cells, columns=["row", "column", "value"])
        yield heatmap(f"Seeded grid {index}", frame, "row", "column", "value")
    frame = pd.DataFrame([(r, c, 4.0) for r in "ab" for c in "xyz"],
                         columns=["row", "column", "value"])
    yield heatmap("Constant grid", frame, "row", "column", "value")


def compare(document, grid, titles, short):
    checks = []
    kind = document.get("kind") or {}
    checks.append(("kind is heatmap", kind.get("name") == "heatmap", kind.get("name")))
    sentences = [s["text"] for s in document["sentences"]]
    checks.append(("L1 says Heatmap", sentences[0].startswith("Heatmap"), sentences[0][:40]))
    text = " ".join(sentences)
    for phrase in ["starts at", "ends at", "Mann–Kendall", "Mann-Kendall", "T00:00"]:
        checks.append((f"no '{phrase}'", phrase not in text, phrase))
    h = kind.get("heatmap") or {}
    rows, columns = list(grid.index), list(grid.columns)
    checks.append(("rows", h.get("rows") == rows, f"{h.get('rows')} vs {rows}"))
    checks.append(("columns", h.get("columns") == columns, f"{h.get('columns')} vs {columns}"))
    values = grid.to_numpy(dtype=float)
    finite = ~np.isnan(values)
    checks.append(("missing cells", h.get("missingCells") == int((~finite).sum()),
                   f"{h.get('missingCells')} vs {int((~finite).sum())}"))
    for which, value in [("highest", np.nanmax(values)), ("lowest", np.nanmin(values))]:
        want = sorted((rows[r], columns[c]) for r, c in zip(*np.nonzero(finite & (values == value))))
        got_cells = h.get(which) or []
        got = sorted((h["rows"][c["row"]], h["columns"][c["column"]]) for c in got_cells)
        checks.append((f"{which} cells", got == want, f"{got} vs {want}"))
        agree = bool(got_cells) and abs(got_cells[0]["value"] - value) <= 1e-9
        checks.append((f"{which} value", agree, f"{got_cells[:1]} vs {value}"))
    constant = np.nanmax(values) == np.nanmin(values)
    extremes = next((s for s in sentences if s.startswith(("The highest", "Every cell"))), "")
    if constant:
        checks.append(("extremes say every cell is the same", extremes.startswith("Every cell"),
                       extremes))
    else:
        top = [(rows[r], columns[c]) for r, c in zip(*np.nonzero(values == np.nanmax(values)))]
        for r, c in top[:5]:
            place = f"{titles[0]} {r}, {titles[1]} {c}"
            checks.append((f"extremes name {place}", place in extremes, extremes))
    for axis, label, names in [(1, "row", rows), (0, "column", columns)]:
        means = grid.mean(axis=axis, skipna=True).to_numpy()
        got = h.get(f"{label}Means") or []
        agree = len(got) == len(means) and all(
            abs(g["mean"] - m) <= 1e-9 for g, m in zip(got, means))
        checks.append((f"{label} means", agree, f"{[g['mean'] for g in got]} vs {list(means)}"))
        if len(means) > 1 and means.max() != means.min():
            title = titles[0] if label == "row" else titles[1]
            said = next((s for s in sentences if s.startswith(f"Averaged by {title},")), "")
            best = [names[i] for i in np.nonzero(means == means.max())[0]]
            agree = all(n in said.split(" and lowest")[0] for n in best)
            checks.append((f"{label} mean extremes name {best}", agree, said))
    long = text.lower()
    finding = short.split(". ", 1)[1] if ". " in short else ""
    claims = [c.strip() for c in re.split(r"[:;,]", finding.rstrip(".")) if c.strip()]
    checks.append(("short alt text has a finding", bool(claims), short))
    for claim in claims:
        checks.append((f"short claim '{claim}' in long", claim.lower() in long, short))
    return checks


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-c-corpus-")
    for name, spec, grid, titles in cases():
        path = corpus.write(re.sub(r"\W+", "-", name).lower(), spec, svg=True)
        run = corpus.run(["describe", "--format", "json", path.name])
        if run.returncode != 0:
            corpus.record("heatmap", name, "runs", False,
                          f"exit {run.returncode}: {run.stderr.strip()}")
            continue
        short, alt_run = corpus.short_alt_text(path)
        short = short if short is not None else alt_run.stdout.strip()
        for check, agrees, detail in compare(json.loads(run.stdout), grid, titles, short):
            corpus.record("heatmap", name, check, agrees, detail)
    return corpus.finish(by_kind=False)


if __name__ == "__main__":
    sys.exit(main())
