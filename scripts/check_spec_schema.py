#!/usr/bin/env python3
"""Validate chart specs against docs/chart-spec.schema.json (JSON Schema draft 2020-12).

Usage:
  python3 scripts/check_spec_schema.py              # every fixtures/charts/*.chart.json
  python3 scripts/check_spec_schema.py FILE...      # the given files
  python3 scripts/check_spec_schema.py --self-test  # also check that bad specs are rejected

Files whose name contains "_invalid" are skipped when the fixtures folder is scanned: they
are meant to fail. Prints one line per file and exits 1 if any file fails (2 for a bad
schema or a failed self-test).

Needs the `jsonschema` package from PyPI; it is a development tool only and is installed
with pip when missing.
"""

from __future__ import annotations

import copy
import importlib
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = ROOT / "docs" / "chart-spec.schema.json"
FIXTURES = ROOT / "fixtures" / "charts"


def load_jsonschema():
    """Imports jsonschema, installing it with pip for this user when it is missing."""
    try:
        return importlib.import_module("jsonschema")
    except ImportError:
        print("jsonschema is missing; installing it with pip", file=sys.stderr)
        subprocess.check_call(
            [sys.executable, "-m", "pip", "install", "--quiet", "jsonschema>=4.18"])
        importlib.invalidate_caches()
        return importlib.import_module("jsonschema")


def describe(error) -> str:
    """One error as `$.path: message`, picking the deepest cause of a oneOf/anyOf failure."""
    best = error
    while best.context:
        # Prefer the branch that matched the instance's JSON type (an object given where a
        # string or an object is allowed fails the object branch, not the string one).
        causes = [e for e in best.context if e.validator != "type"] or list(best.context)
        best = max(causes, key=lambda e: len(e.absolute_path))
    path = "$" + "".join(
        f"[{part}]" if isinstance(part, int) else f".{part}" for part in best.absolute_path)
    return f"{path}: {best.message}"


def errors_of(validator, document) -> list[str]:
    return [describe(e) for e in sorted(validator.iter_errors(document), key=lambda e: e.path)]


def check_file(validator, path: Path) -> bool:
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(f"FAIL {shown}: cannot read JSON: {error}")
        return False
    problems = errors_of(validator, document)
    if problems:
        print(f"FAIL {shown}: " + "; ".join(problems))
        return False
    print(f"ok   {shown}")
    return True


def self_test(validator) -> bool:
    """Checks that the schema rejects specs the decoder rejects (and a few it tolerates)."""
    base = {
        "version": 1,
        "data": {"values": [{"a": 1, "b": "x"}]},
        "marks": [{"type": "bar", "x": "b", "y": {"field": "a", "label": "A"}}],
    }

    def variant(change):
        spec = copy.deepcopy(base)
        change(spec)
        return spec

    bad = {
        "misspelt mark member": variant(lambda s: s["marks"][0].update(foregroundStlye="red")),
        "unknown top-level member": variant(lambda s: s.update(colour="red")),
        "unknown encoding member": variant(lambda s: s["marks"][0]["y"].update(lable="A")),
        "unknown data member": variant(lambda s: s["data"].update(url="x.csv")),
        "unknown plot member": variant(
            lambda s: s["marks"].append({"type": "plot", "x": "b", "marks": [{"type": "rule", "y": "a"}]})),
        "unknown axis member": variant(lambda s: s.update(axes={"x": {"titel": "X"}})),
        "version 2": variant(lambda s: s.update(version=2)),
        "no marks": variant(lambda s: s.update(marks=[])),
        "unknown mark kind": variant(lambda s: s["marks"][0].update(type="pie")),
        "line without y": variant(lambda s: s["marks"].append({"type": "line", "x": "b"})),
        "unpaired extent": variant(lambda s: s["marks"].append({"type": "rule", "x": "b", "yStart": "a"})),
        "field and value": variant(lambda s: s["marks"][0].update(x={"field": "b", "value": 1})),
        "bad stacking": variant(lambda s: s["marks"][0].update(stacking="stacked")),
        "domain of three": variant(lambda s: s.update(axes={"y": {"domain": [0, 1, 2]}})),
        "misspelt ordered": variant(lambda s: s.update(axes={"x": {"orderd": True}})),
        "ordered not a boolean": variant(lambda s: s.update(axes={"x": {"ordered": "yes"}})),
    }
    passed = True
    if errors_of(validator, base):
        print("self-test FAIL: the base spec is rejected: " + "; ".join(errors_of(validator, base)))
        passed = False
    for name, spec in bad.items():
        problems = errors_of(validator, spec)
        if problems:
            print(f"self-test ok   rejects {name}: {problems[0]}")
        else:
            print(f"self-test FAIL accepts {name}")
            passed = False
    return passed


def main(arguments: list[str]) -> int:
    jsonschema = load_jsonschema()
    run_self_test = "--self-test" in arguments
    paths = [Path(a).resolve() for a in arguments if a != "--self-test"]
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        print(f"FAIL {SCHEMA_PATH.relative_to(ROOT)}: not a valid draft 2020-12 schema: {error.message}")
        return 2
    validator = jsonschema.Draft202012Validator(schema)
    if not paths:
        paths = sorted(p for p in FIXTURES.glob("*.chart.json") if "_invalid" not in p.name)
        if not paths:
            print(f"FAIL no *.chart.json files in {FIXTURES.relative_to(ROOT)}")
            return 1
    results = [check_file(validator, path) for path in paths]
    if run_self_test and not self_test(validator):
        return 2
    failed = results.count(False)
    if failed:
        print(f"{failed} of {len(results)} specs do not match the schema")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
