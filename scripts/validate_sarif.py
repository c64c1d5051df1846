#!/usr/bin/env python3
"""Validates a SARIF log read from standard input against the official SARIF 2.1.0 schema.

Used by the Swift test suite (AuditReporterTests) as an oracle. The schema is the OASIS
errata01 file, kept in the repository at scripts/schemas/sarif-schema-2.1.0.json.
Exit 0 when valid; 1 with the first errors on standard output otherwise.
"""
import json
import pathlib
import sys

import jsonschema

schema_path = pathlib.Path(__file__).resolve().parent / "schemas" / "sarif-schema-2.1.0.json"
schema = json.loads(schema_path.read_text(encoding="utf-8"))
log = json.loads(sys.stdin.read())
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
for error in errors[:10]:
    path = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
    print(f"{path}: {error.message}")
sys.exit(1 if errors else 0)
