#!/usr/bin/env python3
"""Checks chart-describe's reading of box plots made by Altair against an independent oracle.

Builds Altair box plots of known data (vega_datasets' bundled cars and barley, and seeded
groups with outliers, ties and one-value groups; vertical and horizontal; `extent` 1.5, 3 and
"min-max"; boxes grouped by colour), has vl-convert compile each to Vega (so Vega-Lite itself
accepts it) and draw its SVG, runs the built binary (`describe --format json`, and `alt-text
--spec` for the short alt text) and checks every stated fact against numpy's quartiles with
the method Vega-Lite uses (scripts/kinds_b_oracle.py's `box`):

- the kind is a box plot, and the L1 sentence names it "Box plot";
- each box's lower whisker, quartiles, median, upper whisker (to 1e-9) and outliers;
- which box has the highest and the lowest median;
- the whisker rule (1.5 interquartile ranges when extent is 1.5 and outliers exist; nothing
  beyond for min-max);
- no sentence says "starts at", "ends at" or gives a Mann-Kendall result;
- the short alt text names the oracle's highest-median box and states no range.

    swift build
    python3 scripts/kinds_b_corpus.py [--binary .build/debug/chart-describe] [-v]

Prints each disagreement and the agreement rate; exits 1 when any check disagrees.
Python packages: scripts/requirements-test.txt.
"""
import json
import os
import sys

import altair as alt
import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_common import DATA, Corpus, arguments  # noqa: E402
from kinds_b_oracle import box  # noqa: E402


def seeded(seed, groups):
    rng = np.random.default_rng(seed)
    rows = []
    for g in range(groups):
        n = int(rng.integers(1, 60))
        values = np.round(rng.normal(40 + 7 * g, 6, n), 2)
        if n > 5:
            values[: int(rng.integers(1, 4))] += float(rng.choice([-1, 1])) * 45
        rows += [{"group": f"Group {chr(65 + g)}", "score": float(v)} for v in values]
    return pd.DataFrame(rows)


def cases():
    cars = pd.read_json(DATA / "cars.json")
    barley = pd.read_json(DATA / "barley.json")
    out = []

    def plot(name, frame, key, value, extent=1.5, horizontal=False, color=None, title=None):
        mark = alt.Chart(frame, title=title or name).mark_boxplot(extent=extent)
        k = alt.X(f"{key}:N") if not horizontal else alt.Y(f"{key}:N")
        v = alt.Y(f"{value}:Q") if not horizontal else alt.X(f"{value}:Q")
        encodings = [k, v]
        if color:
            encodings.append(alt.Color(f"{color}:N"))
        out.append((name, mark.encode(*encodings), frame, key, value, extent, color))

    plot("cars-mpg-by-origin", cars, "Origin", "Miles_per_Gallon")
    plot("cars-horsepower-by-cylinders", cars, "Cylinders", "Horsepower")
    plot("cars-acceleration-min-max", cars, "Origin", "Acceleration", extent="min-max")
    plot("cars-mpg-horizontal", cars, "Origin", "Miles_per_Gallon", horizontal=True)
    plot("cars-weight-extent-3", cars, "Origin", "Weight_in_lbs", extent=3.0)
    plot("barley-yield-by-site", barley, "site", "yield")
    plot("barley-yield-by-variety-horizontal", barley, "variety", "yield", horizontal=True)
    for seed in range(4):
        plot(f"seeded-{seed}", seeded(seed, 3 + seed), "group", "score",
             extent=[1.5, 1.5, 3.0, "min-max"][seed])
    plot("barley-by-site-and-year", barley, "site", "yield", color="year")
    return out


def truth(frame, key, value, extent, color):
    frame = frame.dropna(subset=[value])
    keys = [key] + ([color] if color else [])
    result = {}
    for group, part in frame.groupby(keys, sort=False):
        group = group if isinstance(group, tuple) else (group,)
        result[tuple(str(g) for g in group)] = box(part[value].to_numpy(), extent)
    return result


def compare(document, expected, short, extent, color):
    checks = []
    kind = document.get("kind") or {}
    checks.append(("kind is boxPlot", kind.get("name") == "boxPlot", kind.get("name")))
    sentences = [s["text"] for s in document["sentences"]]
    checks.append(("L1 says Box plot", sentences[0].startswith("Box plot"), sentences[0][:40]))
    text = " ".join(sentences)
    for phrase in ["starts at", "ends at", "Mann–Kendall", "Mann-Kendall"]:
        checks.append((f"no '{phrase}'", phrase not in text, phrase))
    boxes = (kind.get("boxPlot") or {}).get("boxes", [])
    series_names = [s["name"] for s in document["series"]]
    found = {}
    for b in boxes:
        group = (str(b["x"]),) + ((b["series"],) if color else ())
        found[group] = b
    for group, want in expected.items():
        got = found.get(group)
        if got is None:
            checks.append((f"{group} box", False, f"missing; have {sorted(found)} / {series_names}"))
            continue
        for field in ["lowerWhisker", "lowerQuartile", "median", "upperQuartile", "upperWhisker"]:
            agree = abs(got[field] - want[field]) <= 1e-9
            checks.append((f"{group} {field}", agree, f"{got[field]} vs {want[field]}"))
        mine, theirs = sorted(got["outliers"]), sorted(want["outliers"])
        agree = len(mine) == len(theirs) and all(abs(a - b) <= 1e-9 for a, b in zip(mine, theirs))
        checks.append((f"{group} outliers", agree, f"{mine} vs {theirs}"))
    checks.append(("box count", len(boxes) == len(expected), f"{len(boxes)} vs {len(expected)}"))
    if boxes and len(expected) > 1:
        medians = {g: w["median"] for g, w in expected.items()}
        top = max(medians.values())
        want_top = sorted(g for g, m in medians.items() if m == top)
        got_top = sorted((str(boxes[i]["x"]),) + ((boxes[i]["series"],) if color else ())
                         for i in kind["boxPlot"]["highestMedian"])
        checks.append(("highest median", got_top == want_top, f"{got_top} vs {want_top}"))
        named = [g[0] for g in want_top]
        checks.append(("short alt text names the highest median",
                       any(n in short for n in named) and "median" in short, short))
    checks.append(("short alt text states no range", "ranges from" not in short, short))
    rule = kind.get("boxPlot", {}).get("whiskerRule")
    any_outliers = any(w["outliers"] for w in expected.values())
    if extent == "min-max" or not any_outliers:
        checks.append(("whisker rule", rule == "nothing beyond the whiskers", rule))
    elif extent == 1.5:
        checks.append(("whisker rule", rule == "interquartile multiple", rule))
    return checks


def main():
    corpus = Corpus(arguments(__doc__, ".build/debug/chart-describe"), prefix="kinds-b-corpus-")
    for name, chart, frame, key, value, extent, color in cases():
        path = corpus.write(name, chart, svg=True)
        run = corpus.run(["describe", "--format", "json", path.name])
        if run.returncode != 0:
            corpus.record("boxPlot", name, "runs", False, f"exit {run.returncode}: {run.stderr.strip()}")
            continue
        short, alt_run = corpus.short_alt_text(path)
        short = short if short is not None else alt_run.stdout.strip()
        expected = truth(frame, key, value, extent, color)
        for check, agrees, detail in compare(json.loads(run.stdout), expected, short, extent,
                                             color):
            corpus.record("boxPlot", name, check, agrees, detail)
    return corpus.finish(by_kind=False)


if __name__ == "__main__":
    sys.exit(main())
