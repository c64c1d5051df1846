#!/usr/bin/env python3
"""Scores chart-describe's reading of the issue-36 corpus (scripts/tool_svg_corpus.py).

Runs `<binary> describe --format json <svg>` on every `<tool>/<chart>.svg` that has a
`<chart>.truth.json` beside it, and records for each chart:

- read or refused: the exit status (0 read; 65 refused, with its one-line message; anything
  else, or a time-out, a failure);
- values within precision: each true value (a point's y, a bin's count, a box's five numbers
  and outliers, a pie slice's share in percent, a heatmap cell, an error bar's two ends) has a
  recovered value at its place within the precision the description states ("to within about
  0.03", or "3%" of each value), else within 1 % of the value axis's span (its drawn span as
  the JSON gives it, else the true values' span with zero); series the reader names otherwise
  are paired with the true series they agree with best;
- false facts: each stated fact that the truth contradicts: a series' minimum, maximum, first
  and last value and where each is (any tied place), its count (with no gap: the true number
  of points), a date axis of a line read as numbers, more series than the truth (invented
  series), a
  chart kind (pie, histogram, box plot, heatmap) other than the true one, a donut said to be a
  pie or the other way, and a title other
  than the drawn one;
- title, axis titles and series names as drawn (case and white space aside).

Prints a table per tool (and chart kind with --by-kind) and writes the whole report as JSON
(--report, default <corpus>/score.json). Exits 0 whatever the scores: it measures. With
--self-check it scores, instead of the binary's output, a perfect reading made from each truth,
and exits 1 unless every chart scores 100 % with no false fact: a check of the scorer and the
truths themselves.

Usage: python3 scripts/score_svg_corpus.py --binary .build/release/chart-describe
       [--corpus scripts/corpus-out] [--report FILE] [--only TOOL,...] [--by-kind] [-v]
       python3 scripts/score_svg_corpus.py --self-check   (the scorer on perfect readings)
Needs only the Python standard library.
"""
import argparse
import bisect
import datetime as dt
import json
import math
import pathlib
import re
import subprocess
import sys
import time

SCRIPTS = pathlib.Path(__file__).resolve().parent
PRECISION = re.compile(r"to within about ([0-9.,]+)(%?)")
KINDS_NAMED = {"pie", "histogram", "boxPlot", "heatmap"}


# ---------------------------------------------------------------------------- matching


def normal(text):
    """A name compared as a reader would: case, white space and a trailing colon aside."""
    return re.sub(r"\s+", " ", str(text or "")).strip().rstrip(":").casefold()


def x_key(value):
    """An x value as compared: a date as its ISO day (or month, or time), a category as its
    normalized text, a number as a float."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, (int, float)):
        return float(value)
    text = str(value)
    if re.fullmatch(r"[0-9]{4}-[0-9]{2}", text):
        return text + "-01"
    if re.fullmatch(r"[0-9]{4}", text):
        return text + "-01-01"
    try:
        moment = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
        if (moment.hour, moment.minute, moment.second) == (0, 0, 0):
            return moment.date().isoformat()
        return moment.replace(tzinfo=None).isoformat()
    except ValueError:
        return normal(text)


def numeric(value):
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, dict) and "value" in value:
        return numeric(value["value"])
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None


def point_values(point):
    """A recovered data point as (x, y): the category side as x whatever the orientation."""
    x, y = point.get("x"), point.get("y")
    if isinstance(y, str) and not isinstance(x, str):
        x, y = y, x
    return x_key(x), numeric(y)


class Tolerance:
    """The precision a description states, else 1 % of the value axis's span."""

    def __init__(self, described, true_values):
        text = " ".join(s.get("text", "") for s in described.get("sentences", []))
        match = PRECISION.search(text)
        self.stated = None
        self.relative = False
        if match:
            self.stated = float(match.group(1).replace(",", ""))
            self.relative = bool(match.group(2))
        span = None
        axis = described.get("yAxis") or {}
        for key in ("drawnSpan", "range"):
            bounds = [numeric(v) for v in axis.get(key) or []]
            if len(bounds) == 2 and all(b is not None and math.isfinite(b) for b in bounds):
                span = abs(bounds[1] - bounds[0])
                break
        values = [v for v in true_values if v is not None] + [0.0]
        self.span = span if span else (max(values) - min(values)) or 1.0

    def of(self, value):
        if self.stated is not None:
            return (abs(value) * self.stated / 100 if self.relative else self.stated) + 1e-9
        return self.span / 100 + 1e-9

    def describe(self):
        if self.stated is not None:
            return f"stated {self.stated}{'%' if self.relative else ''}"
        return f"1% of span {self.span:g}"


# ---------------------------------------------------------------------------- checks


def check_series(truth, described, tolerance, result):
    """Line, bar, scatter: each true point against the matched recovered series' points."""
    # Interval series (error bars: each point a pair of components) are checked as error bars.
    recovered = [s for s in described.get("series", []) if not is_interval_series(s)]
    by_name = {normal(s.get("name")): s for s in recovered}
    # A facet's panel named as plotly heads it ("Region=North") is named "North".
    by_name.update({normal(s.get("name")).rsplit("=", 1)[1].strip(): s for s in recovered
                    if "=" in normal(s.get("name")) and normal(s.get("name")).rsplit("=", 1)[1].strip() not in by_name})
    unmatched = [s for s in recovered]
    pairs = []
    for entry in truth["series"]:
        got = by_name.get(normal(entry["name"]))
        if got is not None and got in unmatched:
            unmatched.remove(got)
        pairs.append([entry, got])
    xs = [x_key(x) for s in truth["series"] for x, _ in s["points"]]
    numbers = [x for x in xs if isinstance(x, float)]
    x_tolerance = (max(numbers) - min(numbers)) / 100 if len(numbers) > 1 else 1e-6

    def hits(entry, got):
        """The true points of `entry` that `got` has within precision, and the misses."""
        points = [point_values(p) for p in (got or {}).get("dataPoints", [])]
        points = [p for p in points if p[1] is not None]
        # Recovered points by x: numbers sorted (searched by bisection), others by key.
        by_number = sorted(p for p in points if isinstance(p[0], float))
        number_xs = [p[0] for p in by_number]
        by_key = {}
        for p in points:
            if not isinstance(p[0], float):
                by_key.setdefault(p[0], []).append(p)
        found, misses = 0, []
        for x, y in entry["points"]:
            if y is None:
                continue
            x = x_key(x)
            if isinstance(x, float):
                low = bisect.bisect_left(number_xs, x - x_tolerance)
                high = bisect.bisect_right(number_xs, x + x_tolerance)
                candidates = by_number[low:high]
            else:
                candidates = by_key.get(x, [])
            if candidates and min(abs(c[1] - y) for c in candidates) <= tolerance.of(y):
                found += 1
            else:
                near = min(candidates, key=lambda c: abs(c[1] - y)) if candidates else None
                misses.append(f"{entry['name']} at {x}: true {y}, read {near[1] if near else 'nothing'}")
        return found, misses

    # Series the reader did not name as the chart does are paired with the true series whose
    # values they agree with best (a name is scored apart, under names).
    while unmatched and any(pair[1] is None for pair in pairs):
        best = max(((hits(pair[0], got)[0], index, got_index) for index, pair in enumerate(pairs) if pair[1] is None
                    for got_index, got in enumerate(unmatched)), key=lambda t: (t[0], -t[1], -t[2]))
        pairs[best[1]][1] = unmatched.pop(best[2])
    for entry, got in pairs:
        found, misses = hits(entry, got)
        result["values"] += sum(1 for _, y in entry["points"] if y is not None)
        result["within"] += found
        result["misses"].extend(misses[:max(0, 5 - len(result["misses"]))])
        if got is None:
            continue
        stats = got.get("statistics") or {}
        kept = [(x_key(x), y) for x, y in entry["points"] if y is not None]
        ys = [y for _, y in kept]
        for fact, true in (("minimum", min(ys)), ("maximum", max(ys)), ("first", ys[0]), ("last", ys[-1])):
            said = stats.get(fact) or {}
            value = numeric(said.get("value"))
            if value is None or (truth["kind"] == "scatter" and fact in ("first", "last")):
                continue  # a scatter plot's points have no order but x's
            state(result, f"{entry['name']} {fact}", value, true, abs(value - true) <= tolerance.of(true))
            if "x" in said and truth["kind"] != "scatter":
                # Where: any true x holding that value (ties), a number within 1 % of the x span.
                places = [x for x, y in kept if y == true] if fact in ("minimum", "maximum") else \
                    [kept[0][0] if fact == "first" else kept[-1][0]]
                where = x_key(said["x"])
                agrees = any(where == x or (isinstance(x, float) and isinstance(where, float)
                                            and abs(where - x) <= x_tolerance) for x in places)
                state(result, f"{entry['name']} {fact} at", said["x"], places[0], agrees)
        count = stats.get("count")
        if isinstance(count, int) and truth["kind"] != "scatter":
            state(result, f"{entry['name']} count", count, len(ys), count == len(ys))
    if truth.get("xType") == "date" and truth["kind"] == "line":
        kind = (described.get("xAxis") or {}).get("kind")
        state(result, "x axis", kind, "dates", kind == "temporal")
    if len(truth["series"]) > 1:
        names = set(by_name)
        result["names"] = [sum(normal(s["name"]) in names for s in truth["series"]), len(truth["series"])]
    if truth.get("errorBars"):
        check_error_bars(truth, described, tolerance, result)


def is_interval_series(series):
    points = series.get("dataPoints", [])
    return bool(points) and all(len(p.get("components") or []) == 2 for p in points)


def check_error_bars(truth, described, tolerance, result):
    """Each drawn error bar's two ends, from an interval series or the interval kind."""
    ends = {}
    for series in described.get("series", []):
        if is_interval_series(series):
            for point in series["dataPoints"]:
                ends[x_key(point.get("x"))] = [numeric(c.get("value")) for c in point["components"]]
    for interval in ((described.get("kind") or {}).get("interval") or {}).get("intervals", []):
        ends.setdefault(x_key(interval.get("x")), [numeric(interval.get("low")), numeric(interval.get("high"))])
    for x, low, high in truth["errorBars"]:
        got = ends.get(x_key(x))
        for true, value in zip((low, high), got or [None, None]):
            result["values"] += 1
            if value is not None and abs(value - true) <= tolerance.of(true):
                result["within"] += 1
            elif len(result["misses"]) < 5:
                result["misses"].append(f"error bar at {x}: true {true}, read {value}")


def check_histogram(truth, described, tolerance, result):
    bins = ((described.get("kind") or {}).get("histogram") or {}).get("bins")
    true_bins = truth["histogram"]["bins"]
    width = true_bins[-1][1] - true_bins[0][0]
    if bins is None:
        # Not read as a histogram: each bin's count as a point inside the bin.
        points = [point_values(p) for s in described.get("series", []) for p in s.get("dataPoints", [])]
        for start, end, count in true_bins:
            result["values"] += 1
            inside = [y for x, y in points if isinstance(x, float) and start - 1e-9 <= x <= end + 1e-9 and y is not None]
            if inside and min(abs(y - count) for y in inside) <= tolerance.of(count):
                result["within"] += 1
        return
    for start, end, count in true_bins:
        result["values"] += 1
        match = [b for b in bins if abs(b["start"] - start) <= width / 100 and abs(b["end"] - end) <= width / 100]
        if match and abs(match[0]["value"] - count) <= tolerance.of(count):
            result["within"] += 1
        elif len(result["misses"]) < 5:
            result["misses"].append(f"bin {start}-{end}: true {count}, read {match[0]['value'] if match else 'no such bin'}")
    state(result, "bin count", len(bins), len(true_bins), len(bins) == len(true_bins))


def check_boxes(truth, described, tolerance, result):
    reading = (described.get("kind") or {}).get("boxPlot") or {}
    boxes = {x_key(b.get("x")): b for b in reading.get("boxes", [])}
    by_series = {normal(b.get("series")): b for b in reading.get("boxes", [])}
    fields = ["lowerWhisker", "lowerQuartile", "median", "upperQuartile", "upperWhisker"]
    for box in truth["boxes"]:
        got = boxes.get(x_key(box["x"])) or by_series.get(normal(box["x"]))
        result["values"] += len(fields) + len(box["outliers"])
        if got is None:
            continue
        for field in fields:
            value = numeric(got.get(field))
            if value is not None and abs(value - box[field]) <= tolerance.of(box[field]):
                result["within"] += 1
            elif len(result["misses"]) < 5:
                result["misses"].append(f"box {box['x']} {field}: true {box[field]}, read {value}")
        read = sorted(v for v in (numeric(o) for o in got.get("outliers", [])) if v is not None)
        for true in box["outliers"]:
            if read and min(abs(r - true) for r in read) <= tolerance.of(true):
                result["within"] += 1
        state(result, f"box {box['x']} outliers", len(read), len(box["outliers"]), len(read) == len(box["outliers"]))


def check_pie(truth, described, result):
    pie = (described.get("kind") or {}).get("pie") or {}
    if pie and "donut" in truth["pie"]:
        state(result, "donut", bool(pie.get("donut")), truth["pie"]["donut"], bool(pie.get("donut")) == truth["pie"]["donut"])
    slices = {normal(s.get("label")): s for s in pie.get("slices", [])}
    text = " ".join(s.get("text", "") for s in described.get("sentences", []))
    match = PRECISION.search(text)
    # A share's precision is in percentage points: stated, else 1 point (1 % of 0-100).
    points = float(match.group(1).replace(",", "")) if match and not match.group(2) else 1.0
    for name, share in truth["pie"]["shares"]:
        result["values"] += 1
        got = slices.get(normal(name))
        value = numeric(got.get("share")) if got else None
        if value is not None and value <= 1.0 + 1e-9 and share > 1.5:
            value *= 100  # a share given as a fraction
        if value is not None and abs(value - share) <= points + 1e-9:
            result["within"] += 1
        elif len(result["misses"]) < 5:
            result["misses"].append(f"slice {name}: true {share:.2f}%, read {value}")


def check_heatmap(truth, described, tolerance, result):
    got = [point_values(p)[1] for s in described.get("series", []) for p in s.get("dataPoints", [])]
    got = [g for g in got if g is not None]
    for row in truth["heatmap"]["values"]:
        for value in row:
            result["values"] += 1
            if got and min(abs(g - value) for g in got) <= tolerance.of(value):
                result["within"] += 1


def state(result, what, said, true, agrees):
    """Counts one stated fact; a contradicted one is kept as a false fact."""
    result["facts"] += 1
    if not agrees:
        result["false"].append(f"{what}: said {said}, true {true}")


def perfect_reading(truth):
    """The JSON a reader that read everything right would print (--self-check): every series
    by its name with its points and statistics, and the kind's reading."""
    described = {"title": truth["title"], "xAxis": {"title": truth.get("xTitle") or ""},
                 "yAxis": {"title": truth.get("yTitle") or ""}, "series": [], "sentences": []}
    if truth.get("xType") == "date":
        described["xAxis"]["kind"] = "temporal"
    for entry in truth["series"]:
        points = [[x, y] for x, y in entry["points"] if y is not None]
        ys = [y for _, y in points]
        statistics = None
        if ys:
            low, high = ys.index(min(ys)), ys.index(max(ys))
            statistics = {"count": len(ys), "minimum": {"value": ys[low], "x": points[low][0]},
                          "maximum": {"value": ys[high], "x": points[high][0]},
                          "first": {"value": ys[0], "x": points[0][0]}, "last": {"value": ys[-1], "x": points[-1][0]}}
        described["series"].append({"name": entry["name"], "statistics": statistics,
                                    "dataPoints": [{"x": x, "y": y} for x, y in points]})
    if truth.get("errorBars"):
        described["series"].append({"name": "interval", "dataPoints": [
            {"x": x, "components": [{"value": low}, {"value": high}]} for x, low, high in truth["errorBars"]]})
    if truth["kind"] == "pie":
        described["kind"] = {"name": "pie", "pie": {"donut": bool(truth["pie"].get("donut")), "slices": [
            {"label": name, "share": share} for name, share in truth["pie"]["shares"]]}}
    elif truth["kind"] == "histogram":
        described["kind"] = {"name": "histogram", "histogram": {"bins": [
            {"start": a, "end": b, "value": c} for a, b, c in truth["histogram"]["bins"]]}}
    elif truth["kind"] == "boxPlot":
        described["kind"] = {"name": "boxPlot", "boxPlot": {"boxes": truth["boxes"]}}
    elif truth["kind"] == "heatmap":
        described["kind"] = {"name": "heatmap"}
    return json.dumps(described)


def score(binary, svg, truth, timeout):
    start = time.monotonic()
    result = {"tool": truth["tool"], "chart": truth["chart"], "kind": truth["kind"], "svg": str(svg),
              "read": False, "exit": None, "message": "", "values": 0, "within": 0, "facts": 0,
              "false": [], "misses": [], "title": None, "axisTitles": None, "names": None}
    try:
        if binary is None:
            run = subprocess.CompletedProcess([], 0, stdout=perfect_reading(truth), stderr="")
        else:
            run = subprocess.run([binary, "describe", "--format", "json", str(svg)], capture_output=True, text=True,
                                 timeout=timeout)
    except subprocess.TimeoutExpired:
        result.update(exit="timeout", message=f"no answer in {timeout} s", seconds=timeout)
        count_true_values(truth, result)
        return result
    result["seconds"] = round(time.monotonic() - start, 3)
    result["exit"] = run.returncode
    lines = run.stderr.strip().splitlines()
    result["message"] = lines[-1] if lines else ""
    if run.returncode != 0:
        count_true_values(truth, result)
        return result
    try:
        described = json.loads(run.stdout)
    except json.JSONDecodeError as error:
        result.update(exit="bad-json", message=str(error))
        count_true_values(truth, result)
        return result
    result["read"] = True
    result["notes"] = lines[:3]
    true_ys = [y for s in truth["series"] for _, y in s["points"]]
    if truth["kind"] == "histogram":
        true_ys = [c for _, _, c in truth["histogram"]["bins"]]
    if truth["kind"] == "boxPlot":
        true_ys = [b[f] for b in truth["boxes"] for f in ("lowerWhisker", "upperWhisker")]
    tolerance = Tolerance(described, true_ys)
    result["tolerance"] = tolerance.describe()
    kind = (described.get("kind") or {}).get("name")
    result["readKind"] = kind
    if kind in KINDS_NAMED or truth["kind"] in KINDS_NAMED:
        state(result, "chart kind", kind, truth["kind"], kind == truth["kind"] or
              (kind not in KINDS_NAMED and truth["kind"] not in KINDS_NAMED))
    if truth["kind"] == "histogram":
        check_histogram(truth, described, tolerance, result)
    elif truth["kind"] == "boxPlot":
        check_boxes(truth, described, tolerance, result)
    elif truth["kind"] == "pie":
        check_pie(truth, described, result)
    elif truth["kind"] == "heatmap":
        check_heatmap(truth, described, tolerance, result)
    else:
        check_series(truth, described, tolerance, result)
        read_series = len([s for s in described.get("series", []) if not is_interval_series(s)])
        if read_series > len(truth["series"]):
            state(result, "series", read_series, len(truth["series"]), False)
    title = described.get("title")
    result["title"] = normal(title) == normal(truth["title"])
    if title:
        state(result, "title", title, truth["title"], result["title"])
    axes = [normal((described.get(a) or {}).get("title")) for a in ("xAxis", "yAxis")]
    true_axes = [normal(truth.get("xTitle")), normal(truth.get("yTitle"))]
    result["axisTitles"] = sorted(axes) == sorted(true_axes) if any(true_axes) and truth["kind"] != "pie" else None
    return result


def count_true_values(truth, result):
    """The values a refused chart leaves unread."""
    if truth["kind"] == "histogram":
        result["values"] = len(truth["histogram"]["bins"])
    elif truth["kind"] == "boxPlot":
        result["values"] = sum(5 + len(b["outliers"]) for b in truth["boxes"])
    elif truth["kind"] == "pie":
        result["values"] = len(truth["pie"]["shares"])
    elif truth["kind"] == "heatmap":
        result["values"] = sum(len(r) for r in truth["heatmap"]["values"])
    else:
        result["values"] = sum(1 for s in truth["series"] for _, y in s["points"] if y is not None)
        result["values"] += 2 * len(truth.get("errorBars", []))
    result["unread"] = True
    result["title"] = False
    result["axisTitles"] = False if (truth.get("xTitle") or truth.get("yTitle")) and truth["kind"] != "pie" else None


# ---------------------------------------------------------------------------- report


def table(results, key):
    rows = {}
    for r in results:
        row = rows.setdefault(key(r), {"charts": 0, "read": 0, "refused": 0, "failed": 0, "values": 0,
                                       "checked": 0, "within": 0, "facts": 0, "false": 0, "titles": 0,
                                       "axes": 0, "axesOf": 0, "names": 0, "namesOf": 0, "slowest": 0.0})
        row["charts"] += 1
        row["read"] += int(r["read"])
        row["refused"] += int(r["exit"] == 65)
        row["failed"] += int(not r["read"] and r["exit"] != 65)
        row["values"] += r["values"]
        row["checked"] += 0 if r.get("unread") else r["values"]
        row["within"] += r["within"]
        row["facts"] += r["facts"]
        row["false"] += len(r["false"])
        row["titles"] += int(bool(r["title"]))
        row["axes"] += int(bool(r["axisTitles"]))
        row["axesOf"] += int(r["axisTitles"] is not None)
        row["slowest"] = max(row["slowest"], r.get("seconds") or 0.0)
        if r["names"]:
            row["names"] += r["names"][0]
            row["namesOf"] += r["names"][1]
    return rows


def percent(a, b):
    return f"{100 * a / b:.0f}%" if b else "n/a"


def print_table(rows, heading):
    print(f"| {heading} | charts | read | refused (65) | other failure | values within precision (read charts) "
          f"| values within precision (all) | false facts / stated | titles right | axis titles right "
          f"| series names right (read charts) | slowest (s) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    total = {k: (max if k == "slowest" else sum)(r[k] for r in rows.values()) for k in next(iter(rows.values()))} \
        if rows else {}
    for name, r in sorted(rows.items()) + ([("**all**", total)] if rows else []):
        print(f"| {name} | {r['charts']} | {r['read']} ({percent(r['read'], r['charts'])}) | {r['refused']} | {r['failed']} "
              f"| {r['within']}/{r['checked']} ({percent(r['within'], r['checked'])}) "
              f"| {r['within']}/{r['values']} ({percent(r['within'], r['values'])}) "
              f"| {r['false']}/{r['facts']} | {r['titles']}/{r['charts']} | {r['axes']}/{r['axesOf']} "
              f"| {r['names']}/{r['namesOf']} | {r['slowest']:.2f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--binary", help="the chart-describe binary (e.g. .build/release/chart-describe)")
    which.add_argument("--self-check", action="store_true",
                       help="score a perfect reading made from each truth instead: anything but 100 %% and no "
                            "false fact is a fault of the scorer or of a truth")
    parser.add_argument("--corpus", default=str(SCRIPTS / "corpus-out"), help="the folder tool_svg_corpus.py wrote")
    parser.add_argument("--report", default=None, help="the JSON report (default <corpus>/score.json)")
    parser.add_argument("--only", default="", help="comma-separated tool folders")
    parser.add_argument("--timeout", type=float, default=60, help="seconds per chart (default 60)")
    parser.add_argument("--by-kind", action="store_true", help="also a table per chart kind")
    parser.add_argument("-v", "--verbose", action="store_true", help="one line per chart")
    arguments = parser.parse_args()
    corpus = pathlib.Path(arguments.corpus)
    truths = sorted(corpus.glob("*/*.truth.json"))
    if arguments.only:
        truths = [t for t in truths if t.parent.name in arguments.only.split(",")]
    if not truths:
        sys.exit(f"error: no <tool>/<chart>.truth.json under {corpus}")
    results = []
    for path in truths:
        truth = json.loads(path.read_text())
        truth["tool"] = path.parent.name  # the folder names the tool (ggplot2-svglite, ...)
        # The file read: the SVG beside the truth, or the container it names (HTML, notebook).
        svg = path.with_name(truth.get("file") or path.name.replace(".truth.json", ".svg"))
        result = score(arguments.binary, svg, truth, arguments.timeout)
        result["unreadable"] = truth.get("readable") is False
        if truth.get("refusalNames") and result["exit"] == 65:
            # A refusal is honest when it names what the drawing lacks.
            said = re.sub(r"^.*?: error: ", "", result["message"])
            result["honestRefusal"] = truth["refusalNames"].casefold() in said.casefold()
        results.append(result)
        if arguments.verbose:
            status = "read" if result["read"] else f"exit {result['exit']}: {result['message']}"
            print(f"{result['tool']}/{result['chart']}: {status}; {result['within']}/{result['values']} values; "
                  f"{len(result['false'])} false of {result['facts']} facts {result['false'][:3]}", file=sys.stderr)
    unreadable = [r for r in results if r.get("unreadable")]
    # The large files are tabled apart, for their time: their thousands of points would
    # outweigh every other chart's values.
    large = [r for r in results if r["tool"] == "large" and not r.get("unreadable")]
    results = [r for r in results if not r.get("unreadable") and r["tool"] != "large"]
    if results:
        print_table(table(results, lambda r: r["tool"]), "tool")
    if arguments.by_kind and results:
        print()
        # Containers are one row: their charts repeat the tools' kinds.
        print_table(table(results, lambda r: "(containers)" if r["tool"] == "containers" else r["chart"]), "chart")
    if large:
        print()
        print("Large files (how long a reading takes):")
        print()
        print_table(table(large, lambda r: f"{r['chart']} ({pathlib.Path(r['svg']).stat().st_size / 1e6:.1f} MB)"),
                    "large file")
    results += large
    messages = {}
    for r in results:
        if not r["read"]:
            messages.setdefault(re.sub(r"^.*?: error: ", "", r["message"])[:160], []).append(f"{r['tool']}/{r['chart']}")
    print()
    print("Refusals and failures, by message:")
    for message, charts in sorted(messages.items(), key=lambda m: -len(m[1])):
        print(f"- {len(charts)} × {message!r}: {', '.join(charts[:6])}{' …' if len(charts) > 6 else ''}")
    if unreadable:
        print()
        print("Drawings with no data to read (a refusal is right; left out of the tables):")
        for r in unreadable:
            print(f"- {r['tool']}/{r['chart']}: {'refused' if r['exit'] == 65 else 'NOT refused'} "
                  f"(exit {r['exit']}: {r['message'][:160]!r})")
    expected = [r for r in results + unreadable if "honestRefusal" in r]
    if expected:
        honest = sum(r["honestRefusal"] for r in expected)
        print()
        print(f"Refusals that must name what is missing (a glyph font, a raster image): {honest} of "
              f"{len(expected)} do")
    results += unreadable
    report = pathlib.Path(arguments.report) if arguments.report else corpus / "score.json"
    report.write_text(json.dumps({"binary": arguments.binary, "charts": results,
                                  "byTool": table(results, lambda r: r["tool"])}, indent=1, sort_keys=True) + "\n")
    print(f"\nreport: {report}")
    if arguments.self_check:
        faults = [r for r in results if not r["unreadable"] and (not r["read"] or r["within"] < r["values"] or r["false"])]
        for r in faults:
            print(f"self-check fault: {r['tool']}/{r['chart']}: {r['misses'][:3]} {r['false'][:3]}")
        sys.exit(1 if faults else 0)


if __name__ == "__main__":
    main()
