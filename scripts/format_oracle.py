#!/usr/bin/env python3
"""Writes what d3-format and d3-time-format themselves write, through Vega, for the cases the
Swift format tests check (fixtures/formats/d3-cases.json).

Vega's expression functions `format(value, specifier)` and `utcFormat(date, specifier)` are
d3-format and d3-time-format in the en-US locale; vl-convert runs Vega and renders each case
as an SVG text mark, which is read back here. The Swift tests (`NumberFormatTests`,
`TimeFormatTests`) compare every case with the file, so the formatter is checked against d3,
not against numbers typed by hand.

    python3 scripts/format_oracle.py            # rewrites fixtures/formats/d3-cases.json
    python3 scripts/format_oracle.py --check    # exits 1 when the file differs

Python packages: vl-convert-python.
"""
import argparse
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

import vl_convert as vlc

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "fixtures" / "formats" / "d3-cases.json"

NUMBER_SPECIFIERS = [
    "", ".0%", ".1%", "%", ".2p", "$,.0f", "$,.2f", ",", ",.0f", ",d", "d", ".2f", ".0f", "f",
    ".3r", "r", ".2s", "~s", "s", ".3s", "$.2s", ".2e", "e", "~e", ".3g", "g", "~g", "+,.1f",
    "(,.2f", " .1f", "08.2f", "010,.0f", ">8.1f", "<8.1f", "^9.1f", "*^9.1f", "=+8.1f", ".1~f",
    ".4~f", ",.2~f", "x", "#x", "X", "b", "#b", "o", ".0~%", "n", "$~s", "$.3~s",
]
NUMBER_VALUES = [
    0, 1, -1, 0.5, 2.5, -2.5, 0.125, 0.036, 0.0724, 0.08, 3.14159, 42, 255, 999.5, 1234.5678,
    -1234.5678, 12345.6789, 999999, 1200000, 3200000, 0.00042, 1e-7, 123456789, 1.5e12,
    -0.0001, 1e21, 0.1 + 0.2,
]
TIME_SPECIFIERS = [
    "%Y", "%b %Y", "%B %Y", "%d %b %Y", "%e %B", "%Y-%m-%d", "%H:%M", "%I %p", "%I:%M %p",
    "%a %d", "%A", "%j", "%U", "%W", "%y", "%b %-d", "%-I %p", "%q", "Q%q %Y", "%S", "%L",
    "%x", "%X", "%c", "%u %w", "%V %G", "%_d", "%%Y",
]
TIME_VALUES = [
    "2001-01-01T00:00:00Z", "2024-03-01T20:00:00Z", "2024-03-02T03:05:09Z",
    "2023-12-31T23:59:59Z", "1999-07-24T12:00:00Z", "2020-02-29T06:30:00Z",
    "2021-01-03T00:00:00Z", "1970-01-01T00:00:00.123Z",
]


def render(expressions):
    """Each Vega expression's text, in order, as Vega renders it."""
    marks = []
    for index, expression in enumerate(expressions):
        marks.append({
            "type": "text",
            "encode": {"enter": {
                "x": {"value": 0}, "y": {"value": 10 * index},
                "text": {"signal": expression},
            }},
        })
    spec = {"$schema": "https://vega.github.io/schema/vega/v5.json", "width": 10,
            "height": 10, "marks": marks}
    svg = vlc.vega_to_svg(spec)
    root = ET.fromstring(svg)
    texts = [element for element in root.iter() if element.tag.endswith("text")]
    # SVG text loses leading and trailing spaces: each space was written as U+00B7 and is
    # turned back here.
    return ["".join(element.itertext()).replace("\u00b7", " ") for element in texts]


def cases():
    numbers = [(s, v) for s in NUMBER_SPECIFIERS for v in NUMBER_VALUES]
    times = [(s, v) for s in TIME_SPECIFIERS for v in TIME_VALUES]
    def spaces(expression):
        return f"replace({expression}, / /g, '\u00b7')"

    number_texts = render([spaces(f"format({json.dumps(v)}, {json.dumps(s)})")
                           for s, v in numbers])
    time_texts = render([spaces(f"utcFormat(toDate({json.dumps(v)}), {json.dumps(s)})")
                         for s, v in times])
    return {
        "source": "d3-format and d3-time-format through Vega (scripts/format_oracle.py)",
        "numbers": [{"format": s, "value": v, "text": t}
                    for (s, v), t in zip(numbers, number_texts)],
        "times": [{"format": s, "date": v, "text": t} for (s, v), t in zip(times, time_texts)],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    arguments = parser.parse_args()
    text = json.dumps(cases(), indent=1, ensure_ascii=False) + "\n"
    if arguments.check:
        if OUT.read_text() != text:
            print(f"{OUT} differs from what d3 writes", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
