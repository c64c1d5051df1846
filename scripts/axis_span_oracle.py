#!/usr/bin/env python3
"""Checks the span chart-describe says a Vega-Lite chart's numeric axes are drawn over against
the span Vega itself draws.

Without a declared domain Vega-Lite draws a quantitative axis from 0 (`zero`) and out to round
ends (`nice`), so values from 4.3 % to 7.7 % sit on an axis from 0 % to 8 %. For every chart
built here with Altair (bars, stacked and normalized bars, horizontal bars, lines, areas,
points, ticks, rules, histograms, ranged bars, error bars, box plots, layers, facets; negative,
small, large and one-value data; log, sqrt, pow and symlog scales; `zero: false`, `nice:
false`, a `nice` tick count, declared domains, `domainMin`), vl-convert renders the SVG with a
full-precision axis format, and the axis's own `aria-label` ("… for a linear scale with values
from 0 to 80") gives the drawn domain. chart-describe's `describe --format json` gives each
numeric axis's `drawnSpan` (what the text says it spans, `null` for an end it does not say) or
else its `range` (the text's "from … to …", which then claims the axis spans the values).
Each known end must equal Vega's (to 1e-9 relative). A chart whose axis Vega draws beyond
what chart-describe says is a disagreement.

    python3 scripts/axis_span_oracle.py --binary .build/debug/chart-describe [-v] [--keep DIR]

Prints one line per disagreement and the agreement rate; exits 1 when any check disagrees.
Python packages: altair, vl-convert-python, pandas, numpy.
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile

import altair as alt
import numpy as np
import pandas as pd
import vl_convert as vlc


def variants():
    """(name, chart) pairs."""
    rng = np.random.default_rng(12)
    cats = list("ABCDE")
    out = []

    def frame(values, x=None):
        return pd.DataFrame({"x": x if x is not None else list(range(1, len(values) + 1)),
                             "v": values, "c": [cats[i % 5] for i in range(len(values))]})

    datasets = {
        "pct": [0.043, 0.05, 0.061, 0.077],
        "tens": [43, 50, 61, 77],
        "neg": [-43, -50, -7, -12],
        "mixed": [-3.5, 2.25, 7.75, -1.0, 4.0],
        "large": [1250000, 2400000, 3100000, 980000],
        "tiny": [0.00012, 0.00031, 0.00044],
        "one": [5, 5, 5],
        "years": [1993, 1998, 2004, 2017],
        "offset": [101.5, 103.25, 104.0, 106.75],
    }
    for seed in range(12):
        scale = 10.0 ** int(rng.integers(-3, 7))
        datasets[f"random{seed}"] = list(np.round(rng.normal(rng.uniform(-2, 5), 1.5, 8) * scale, 6))
    for name, values in datasets.items():
        df = frame(values)
        base = alt.Chart(df)
        out.append((f"{name}-line", base.mark_line().encode(x="x:Q", y="v:Q")))
        out.append((f"{name}-point", base.mark_point().encode(x="x:Q", y="v:Q")))
        out.append((f"{name}-bar", base.mark_bar().encode(x="c:N", y="v:Q")))
        out.append((f"{name}-hbar", base.mark_bar().encode(y="c:N", x="v:Q")))
        out.append((f"{name}-area", base.mark_area().encode(x="x:Q", y="v:Q")))
        out.append((f"{name}-xvalues", base.mark_point().encode(x="v:Q", y="x:Q")))
        out.append((f"{name}-zerofalse", base.mark_line().encode(
            x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(zero=False)))))
        out.append((f"{name}-nicefalse", base.mark_point().encode(
            x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(nice=False)))))
        out.append((f"{name}-both-false", base.mark_point().encode(
            x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(nice=False, zero=False)))))
        out.append((f"{name}-nice5", base.mark_point().encode(
            x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(nice=5)))))
        out.append((f"{name}-sqrt", base.mark_point().encode(
            x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(type="sqrt")))))
        out.append((f"{name}-symlog", base.mark_point().encode(
            x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(type="symlog")))))
        out.append((f"{name}-domain", base.mark_point().encode(
            x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(domain=[min(values) - 1, max(values) + 1])))))
        out.append((f"{name}-tick", base.mark_tick().encode(x="v:Q")))
        out.append((f"{name}-rule", base.mark_line().encode(x="x:Q", y="v:Q")
                    + alt.Chart(df).mark_rule().encode(y=alt.datum(float(max(values)) * 3 + 1))))
        out.append((f"{name}-facet", base.mark_point().encode(x="x:Q", y="v:Q").facet(column="c:N")))
        if min(values) > 0:
            out.append((f"{name}-log", base.mark_point().encode(
                x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(type="log")))))
            out.append((f"{name}-pow", base.mark_point().encode(
                x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(type="pow", exponent=2)))))
        stacked = pd.DataFrame({"x": [1, 1, 2, 2, 3, 3], "c": ["a", "b"] * 3,
                                "v": [values[i % len(values)] for i in range(6)]})
        out.append((f"{name}-stack", alt.Chart(stacked).mark_bar().encode(x="x:O", y="v:Q", color="c:N")))
        out.append((f"{name}-stackarea", alt.Chart(stacked).mark_area().encode(x="x:Q", y="v:Q", color="c:N")))
        out.append((f"{name}-normalize", alt.Chart(stacked).mark_bar().encode(
            x="x:O", y=alt.Y("v:Q", stack="normalize"), color="c:N")))
        out.append((f"{name}-meanline", alt.Chart(stacked).mark_line().encode(x="x:Q", y="mean(v):Q")))
    # Other marks and encodings, on one data set.
    df = pd.DataFrame({"x": np.arange(1, 41), "v": np.round(rng.gamma(3, 7, 40), 2),
                       "g": ["a", "b", "c", "d"] * 10})
    base = alt.Chart(df)
    out += [
        ("hist", base.mark_bar().encode(x=alt.X("v:Q", bin=True), y="count()")),
        ("hist-horizontal", base.mark_bar().encode(y=alt.Y("v:Q", bin=True), x="count()")),
        ("ranged-bar", alt.Chart(pd.DataFrame({"c": list("abc"), "lo": [12, 15, 9], "hi": [40, 33, 28]}))
         .mark_bar().encode(x="c:N", y="lo:Q", y2="hi:Q")),
        ("errorbar", base.mark_errorbar().encode(x="g:N", y="v:Q")),
        ("boxplot", base.mark_boxplot().encode(x="g:N", y="v:Q")),
        ("scatter-color", base.mark_point().encode(x="x:Q", y="v:Q", color="g:N")),
        ("layer-line-point", base.mark_line().encode(x="x:Q", y="v:Q") + base.mark_point().encode(x="x:Q", y="v:Q")),
        ("layer-point-line", base.mark_point().encode(x="x:Q", y="v:Q") + base.mark_line().encode(x="x:Q", y="v:Q")),
        ("domainmin", base.mark_point().encode(x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(domainMin=-10)))),
        ("reverse", base.mark_point().encode(x="x:Q", y=alt.Y("v:Q", scale=alt.Scale(reverse=True)))),
        ("bar-quantitative-x", base.mark_bar().encode(x="x:Q", y="v:Q")),
        ("trail", base.mark_trail().encode(x="x:Q", y="v:Q")),
        ("line-orient-horizontal", base.mark_line(orient="horizontal").encode(x="v:Q", y="x:Q")),
    ]
    out += panel_variants(rng)
    return out


def panel_variants(rng):
    """Concatenated, repeated and facetted views, with and without `resolve`: Vega-Lite draws
    each concatenated or repeated view on x and y scales of its own unless `resolve.scale`
    shares them, and a facet's panels on shared scales unless it makes them independent."""
    out = []
    for seed in range(8):
        scale = 10.0 ** int(rng.integers(-2, 6))
        n = 5
        df = pd.DataFrame({
            "x": np.arange(1, n + 1),
            "c": list("ABCDE"),
            "a": np.round(rng.normal(rng.uniform(1, 6), 1.0, n) * scale, 4),
            "b": np.round(rng.normal(rng.uniform(-3, 3), 2.0, n) * scale / 7, 4),
        })
        long = df.melt(id_vars=["x", "c"], value_vars=["a", "b"], var_name="k", value_name="v")
        base = alt.Chart(df)
        for mark in ("bar", "line", "point", "area"):
            left = getattr(base, "mark_" + mark)().encode(x="c:N" if mark == "bar" else "x:Q", y="a:Q")
            right = getattr(base, "mark_" + mark)().encode(x="c:N" if mark == "bar" else "x:Q", y="b:Q")
            out.append((f"p{seed}-hconcat-{mark}", left | right))
            out.append((f"p{seed}-vconcat-{mark}", left & right))
            out.append((f"p{seed}-hconcat-{mark}-shared", (left | right).resolve_scale(y="shared")))
            out.append((f"p{seed}-repeat-{mark}", getattr(base, "mark_" + mark)().encode(
                x="c:N" if mark == "bar" else "x:Q",
                y=alt.Y(alt.repeat("column"), type="quantitative")).repeat(column=["a", "b"])))
            out.append((f"p{seed}-repeat-row-{mark}-shared", getattr(base, "mark_" + mark)().encode(
                x="c:N" if mark == "bar" else "x:Q",
                y=alt.Y(alt.repeat("row"), type="quantitative")).repeat(row=["a", "b"])
                .resolve_scale(y="shared")))
            facet = alt.Chart(long).encode(x="c:N" if mark == "bar" else "x:Q", y="v:Q")
            out.append((f"p{seed}-facet-{mark}", getattr(facet, "mark_" + mark)().facet(column="k:N")))
            out.append((f"p{seed}-facet-{mark}-independent", getattr(facet, "mark_" + mark)()
                        .facet(column="k:N").resolve_scale(y="independent")))
        # Scatter plots side by side: each its own x axis too.
        out.append((f"p{seed}-hconcat-scatter", base.mark_point().encode(x="a:Q", y="b:Q")
                    | base.mark_point().encode(x="b:Q", y="a:Q")))
        out.append((f"p{seed}-hconcat-scatter-shared-x", (base.mark_point().encode(x="a:Q", y="b:Q")
                    | base.mark_point().encode(x="a:Q", y="x:Q")).resolve_scale(x="shared")))
        # A layer inside a concatenated view: the layer's marks share that view's axis.
        layered = base.mark_line().encode(x="x:Q", y="a:Q") + base.mark_point().encode(x="x:Q", y="a:Q")
        out.append((f"p{seed}-hconcat-layer", layered | base.mark_bar().encode(x="c:N", y="b:Q")))
        # Stacked bars in each of two views: each view's own stacks.
        out.append((f"p{seed}-hconcat-stacks", alt.Chart(long).mark_bar().encode(x="c:N", y="v:Q", color="k:N")
                    | alt.Chart(long).mark_bar().encode(x="x:O", y="v:Q", color="k:N")))
    return out


AXIS = re.compile(r"([XY])-axis titled '[^']*' for a (?:linear|log|sqrt|pow|symlog) scale "
                  r"with values from ([^\s\"]+) to ([^\s\"]+)")


def number(text):
    text = text.replace("\u2212", "-").replace(",", "")
    return float(text[:-1]) / 100 if text.endswith("%") else float(text)


def vega_domains(spec):
    """{'x': [(low, high), …], 'y': …} from the rendered SVG's axis aria-labels."""
    spec = json.loads(json.dumps(spec))

    def objects(node):
        """Every object in the spec, depth first."""
        if isinstance(node, dict):
            yield node
            for value in list(node.values()):
                yield from objects(value)
        elif isinstance(node, list):
            for value in node:
                yield from objects(value)

    for node in objects(spec):
        # A full-precision axis format, so that the aria-label gives the domain's ends.
        encoding = node.get("encoding") if isinstance(node.get("encoding"), dict) else {}
        for channel in ("x", "y"):
            definition = encoding.get(channel)
            if isinstance(definition, dict) and definition.get("type") == "quantitative" \
                    and definition.get("axis", {}) is not None:
                definition.setdefault("axis", {})["format"] = ".12~g"
        # vl-convert reads no local files: a data `url` becomes its text, parsed as Vega would.
        data = node.get("data")
        if isinstance(data, dict) and "url" in data and os.path.exists(data["url"]):
            with open(data["url"]) as handle:
                text = handle.read()
            kind = data.get("format", {}).get("type") or data["url"].rsplit(".", 1)[-1]
            if kind == "json":
                node["data"] = {"values": json.loads(text), "format": data.get("format", {})}
            else:
                node["data"] = {"values": text, "format": {**data.get("format", {}), "type": kind}}
    svg = vlc.vegalite_to_svg(spec)
    domains = {"x": [], "y": []}
    for axis, low, high in AXIS.findall(svg.replace("&#39;", "'")):
        domains[axis.lower()].append((number(low), number(high)))
    return domains


def said(binary, path):
    """{'x': (low|None, high|None), …}: what the description says each numeric axis spans."""
    run = subprocess.run([binary, "describe", path, "--format", "json"], capture_output=True, text=True)
    if run.returncode != 0:
        return None
    description = json.loads(run.stdout)
    out = {}
    for name in ("x", "y"):
        axis = description.get(name + "Axis") or {}
        if axis.get("kind") != "numeric":
            continue
        if axis.get("panels"):
            # Each panel's own axis, in panel order.
            out[name] = [_span(panel) for panel in axis["panels"]]
            continue
        span = _span(axis)
        if name == "y" and description.get("trailingYAxis"):
            # Two y axes: the left one, then the right one, as Vega draws them.
            out[name] = [span, _span(description["trailingYAxis"])]
        elif span:
            out[name] = span
    return out


def _span(axis):
    """(low|None, high|None), what the description says a numeric axis spans, or None."""
    span = axis.get("drawnSpan") or axis.get("range")
    if span:
        # A normalized stack is read in percent; Vega's scale runs from 0 to 1.
        scale = 100.0 if axis.get("unit") == "%" else 1.0
        return tuple(None if end is None else end / scale for end in span)
    return None


def close(a, b):
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/chart-describe")
    parser.add_argument("--keep")
    parser.add_argument("-v", action="store_true")
    parser.add_argument("--fixtures", action="store_true",
                        help="also check every fixtures/vega-lite/*.vl.json")
    args = parser.parse_args()
    folder = args.keep or tempfile.mkdtemp()
    os.makedirs(folder, exist_ok=True)
    checks = agreed = 0
    cases = [(name, chart.to_dict(), None) for name, chart in variants()]
    if args.fixtures:
        root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                            "fixtures", "vega-lite")
        for file in sorted(os.listdir(root)):
            if file.endswith(".vl.json"):
                with open(os.path.join(root, file)) as handle:
                    cases.append((file, json.load(handle), os.path.join(root, file)))
    binary = os.path.abspath(args.binary)
    for name, spec, fixture in cases:
        path = fixture or os.path.join(folder, name + ".vl.json")
        if fixture is None:
            with open(path, "w") as handle:
                json.dump(spec, handle)
        here = os.getcwd()
        os.chdir(os.path.dirname(path))  # a fixture's data `url`s are relative to it
        try:
            truth = vega_domains(spec)
        finally:
            os.chdir(here)
        ours = said(binary, path)
        if ours is None:
            if args.v:
                print(f"{name}: not read")
            continue
        for axis, span in ours.items():
            if isinstance(span, list):
                # One span said per panel (or per side of two y axes): each against the
                # panel's own axis, in order.
                if len(span) != len(truth[axis]):
                    checks += 1
                    print(f"{name} {axis}: said {len(span)} panel axes, Vega draws {truth[axis]}")
                    continue
                pairs = [(f"panel {i + 1} ", said_span, drawn_span)
                         for i, (said_span, drawn_span) in enumerate(zip(span, truth[axis]))]
            else:
                drawn = set(truth[axis])
                if len(drawn) != 1:
                    # Vega draws several spans where one is said: a disagreement when an end
                    # is said; no continuous axis: nothing to compare.
                    if len(drawn) > 1 and span is not None and any(end is not None for end in span):
                        checks += 1
                        print(f"{name} {axis}: said {span} for the whole axis, Vega draws {truth[axis]}")
                    elif args.v:
                        print(f"{name} {axis}: Vega draws {sorted(drawn)}; no span said")
                    continue
                pairs = [("", span, next(iter(drawn)))]
            for panel, said_span, (true_low, true_high) in pairs:
                for end, value, true in zip(("start", "end"), said_span or (None, None),
                                            (true_low, true_high)):
                    if value is None:
                        continue
                    checks += 1
                    if close(value, true):
                        agreed += 1
                        if args.v:
                            print(f"ok {name} {axis} {panel}{end}: {value}")
                    else:
                        print(f"{name} {axis} {panel}{end}: said {value}, Vega draws {true}")
    rate = 100.0 * agreed / checks if checks else 0
    print(f"{agreed}/{checks} axis ends agree ({rate:.1f} %)")
    sys.exit(0 if agreed == checks else 1)


if __name__ == "__main__":
    main()
