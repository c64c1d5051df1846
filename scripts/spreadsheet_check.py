#!/usr/bin/env python3
"""Checks that chart-describe reads spreadsheet exports made independently of it (issue 38,
"a set of spreadsheet exports made independently is checked against every landing").

Usage (after `scripts/setup --corpus`, whose venv has pandas):
    scripts/.venv-corpus/bin/python scripts/spreadsheet_check.py [path/to/chart-describe]

Seeded tables of the shapes people export (a date column and several number columns; period
labels such as `2018*`, `2019/20`, `Q1 2023`, `FY2021`, `Jan 2020`; negative and fractional
numbers; thousands; missing cells; a long table with a series column) are written by tools
other than chart-describe, each with its own dialect:

- pandas `to_csv`: the default; `sep=";", decimal=","` (the European export); tab-separated;
  `encoding="utf-8-sig"` (a BOM); `lineterminator="\\r\\n"`; dates as `%m/%d/%Y` and
  `%d.%m.%Y`; `float_format="%.2f"`;
- Python's `csv` module: the `excel` dialect (CRLF, minimal quoting), `QUOTE_ALL`,
  `QUOTE_NONNUMERIC`, `excel-tab`, and `;` with decimal commas and thousands points written
  by hand (`1.234,5`), in Windows-1252;
- LibreOffice (`soffice --headless --convert-to csv`) under a German locale, from an .ods it
  made of pandas' plain CSV, when `soffice` is installed (Debian `libreoffice-calc-nogui`):
  `;`, decimal commas, dates as German cells show them.

Each file is described with `--format table --table-format csv` (the data as chart-describe
read it) and compared cell by cell with the source table: every x label as written (dates as
the same day), every number equal to 6 significant digits, every series present. Prints one
line per failing file, a table of files read truly by writer, and exits 1 when any fails.
"""
import csv
import io
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpus-out", "spreadsheets")
TOOL = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", ".build", "debug", "chart-describe")

rng = np.random.default_rng(38)


def tables():
    """The source tables: name -> (DataFrame, x kind) with x first."""
    days = pd.date_range("2024-01-01", periods=40, freq="D")
    result = {
        "daily-wide": (pd.DataFrame({
            "date": days,
            "North": (100 + rng.normal(0, 10, 40).cumsum()).round(2),
            "South": (80 + rng.normal(0, 5, 40).cumsum()).round(2),
            "Net change": rng.normal(0, 1500, 40).round(1),
        }), "date"),
        "monthly-thousands": (pd.DataFrame({
            "month": pd.date_range("2022-01-01", periods=24, freq="MS"),
            "Revenue": (1_000_000 + rng.normal(0, 90_000, 24).cumsum()).round(0),
        }), "date"),
        "footnote-years": (pd.DataFrame({
            "year": ["2015", "2016", "2017", "2018", "2019*", "2020*", "2021¹"],
            "Rate": [8.1, 7.4, 6.9, 6.2, 5.8, 7.9, 5.1],
        }), "label"),
        "seasons": (pd.DataFrame({
            "season": [f"{y}/{(y + 1) % 100:02d}" for y in range(2012, 2022)],
            "Goals": rng.integers(40, 90, 10),
        }), "label"),
        "quarters": (pd.DataFrame({
            "quarter": [f"Q{q} {y}" for y in (2022, 2023) for q in (1, 2, 3, 4)],
            "Sales": rng.normal(1000, 100, 8).round(1),
            "Costs": rng.normal(700, 50, 8).round(1),
        }), "label"),
        "fiscal-years": (pd.DataFrame({
            "fiscal year": [f"FY{y}" for y in range(2016, 2024)],
            "Budget": rng.normal(9.5, 0.4, 8).round(2),
        }), "label"),
        "month-years": (pd.DataFrame({
            "month": [f"{m} {y}" for y in (2022, 2023) for m in
                      ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
                       "Nov", "Dec")],
            "Visitors": rng.integers(3000, 7000, 24),
        }), "label"),
        "missing-cells": (pd.DataFrame({
            "day": pd.date_range("2024-03-01", periods=12, freq="D"),
            "Level": [1.5, 2.25, np.nan, 3.0, 3.5, np.nan, 4.0, 4.5, 5.0, np.nan, 6.0, 6.5],
        }), "date"),
    }
    long = pd.DataFrame({
        "date": np.tile(pd.date_range("2024-01-01", periods=15, freq="D"), 2),
        "city": np.repeat(["Oslo", "Bergen"], 15),
        "temperature": rng.normal(2, 4, 30).round(1),
    })
    result["long-cities"] = (long, "date")
    return result


def european_number(value):
    """`1234.5` as `1.234,5`: the German spreadsheet's own writing."""
    text = f"{value:,.2f}" if value != int(value) else f"{int(value):,}"
    return text.replace(",", "\u0000").replace(".", ",").replace("\u0000", ".")


def writers(df, folder, name):
    """Each writer's file for one table: (writer, path, extra arguments)."""
    files = []

    def path(tag, extension="csv"):
        return os.path.join(folder, f"{name}.{tag}.{extension}")

    # pandas
    df.to_csv(p := path("pandas"), index=False)
    files.append(("pandas default", p, []))
    df.to_csv(p := path("pandas-semicolon"), index=False, sep=";", decimal=",")
    files.append(("pandas sep=';' decimal=','", p, []))
    df.to_csv(p := path("pandas-tab", "tsv"), index=False, sep="\t")
    files.append(("pandas tab", p, []))
    df.to_csv(p := path("pandas-bom"), index=False, encoding="utf-8-sig", lineterminator="\r\n")
    files.append(("pandas utf-8-sig CRLF", p, []))
    if any(pd.api.types.is_datetime64_any_dtype(df[c]) for c in df.columns):
        df.to_csv(p := path("pandas-us-dates"), index=False, date_format="%m/%d/%Y")
        files.append(("pandas %m/%d/%Y", p, []))
        df.to_csv(p := path("pandas-de-dates"), index=False, sep=";", decimal=",",
                  date_format="%d.%m.%Y")
        files.append(("pandas %d.%m.%Y ';' ','", p, []))
    # Python's csv module
    rows = [list(df.columns)] + [[cell_text(v) for v in row] for row in df.itertuples(index=False)]
    for tag, options in (("csv-excel", {"dialect": "excel"}),
                         ("csv-quote-all", {"quoting": csv.QUOTE_ALL}),
                         ("csv-excel-tab", {"dialect": "excel-tab"})):
        extension = "tsv" if "tab" in tag else "csv"
        with open(p := path(tag, extension), "w", newline="", encoding="utf-8") as handle:
            csv.writer(handle, **options).writerows(rows)
        files.append((f"csv module {tag[4:]}", p, []))
    european = [list(df.columns)] + [
        [european_number(v) if isinstance(v, (float, int, np.integer, np.floating)) and not
         pd.isna(v) else cell_text(v) for v in row] for row in df.itertuples(index=False)]
    with open(p := path("csv-german-1252"), "w", newline="", encoding="cp1252",
              errors="replace") as handle:
        csv.writer(handle, delimiter=";").writerows(european)
    files.append(("csv module ';' 1.234,5 cp1252", p, []))
    return files


def cell_text(value):
    if isinstance(value, pd.Timestamp):
        return value.strftime("%Y-%m-%d")
    if isinstance(value, float) and np.isnan(value):
        return ""
    if isinstance(value, (np.integer,)):
        return str(int(value))
    return str(value)


def libreoffice(df, folder, name):
    """LibreOffice's German CSV export of the table, or None without `soffice`.

    The table goes in as pandas' plain CSV (imported as English, filter language 1033), is
    saved as .ods, and that is exported as LibreOffice does under a German locale: `;`
    between fields, `"` quotes, UTF-8, cells as shown (decimal commas, German dates)."""
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice:
        return None
    source = os.path.join(folder, f"{name}.csv")
    df.to_csv(source, index=False)
    german = dict(os.environ, LANG="de_DE.UTF-8", LC_ALL="de_DE.UTF-8")
    subprocess.run([soffice, "--headless", "--infilter=CSV:44,34,76,1,,1033", "--convert-to",
                    "ods", "--outdir", folder, source], capture_output=True, timeout=180)
    ods = os.path.join(folder, f"{name}.ods")
    if not os.path.exists(ods):
        return None
    subprocess.run([soffice, "--headless", "--convert-to",
                    "csv:Text - txt - csv (StarCalc):59,34,76,1,,1031,true,true,true",
                    "--outdir", os.path.join(folder, "lo"), ods], capture_output=True,
                   timeout=180, env=german)
    produced = os.path.join(folder, "lo", f"{name}.csv")
    return produced if os.path.exists(produced) else None


# A refusal of a file that is truly ambiguous (every day 12 or less; numbers that read either
# way with nothing else in the file to tell), naming the flag that decides, is what issue 38
# asks for: counted apart, not as a failure.
AMBIGUOUS = ("pass --date-format", "pass --decimal")


def read_back(path, extra):
    run = subprocess.run([TOOL, "describe", path, "--format", "table", "--table-format", "csv"]
                         + extra, capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip().splitlines()[-1] if run.stderr.strip() else f"exit {run.returncode}"
    return pd.read_csv(io.StringIO(run.stdout), dtype=str, keep_default_na=False), None


def same_days(keys, labels):
    """Whether labels a writer turned into dates (LibreOffice makes `Jan 2022` the date
    01.01.22 on import) name the same days as the source's labels."""
    try:
        return [pd.Timestamp(str(k)) for k in keys] == [pd.Timestamp(label) for label in labels]
    except (ValueError, TypeError):
        return False


def compare(source, kind, table, long):
    """The first difference between the source and what chart-describe read, or None."""
    x = source.columns[0]
    if long:
        series = sorted(source["city"].unique())
        expected = {s: source[source.city == s].set_index(x)["temperature"] for s in series}
    else:
        expected = {c: source.set_index(x)[c] for c in source.columns[1:]}
    if sorted(table.columns[1:]) != sorted(expected):
        return f"series {list(table.columns[1:])}, expected {sorted(expected)}"
    labels = list(table.iloc[:, 0])
    keys = list(expected[next(iter(expected))].index)
    if kind == "date":
        # Dates are written in words ("1 March 2024", "January 2022").
        read = [pd.Timestamp(label) if label else None for label in labels]
    else:
        read = labels
    if [str(k) if kind == "label" else k for k in keys] != read and not same_days(keys, read):
        return f"x {labels[:4]}… expected {[str(k) for k in keys[:4]]}…"
    for name, column in expected.items():
        for position, (key, truth) in enumerate(column.items()):
            cell = table[name].iloc[position]
            if pd.isna(truth):
                if cell != "":
                    return f"{name} at {key}: '{cell}', expected a gap"
                continue
            try:
                value = float(cell.replace(",", ""))
            except ValueError:
                return f"{name} at {key}: '{cell}', expected {truth}"
            if not np.isclose(value, float(truth), rtol=1e-5):
                return f"{name} at {key}: {value}, expected {truth}"
    return None


def main():
    os.makedirs(OUT, exist_ok=True)
    totals = {}
    failures = []
    refusals = []
    with tempfile.TemporaryDirectory() as scratch:
        for name, (df, kind) in tables().items():
            long = "city" in df.columns
            candidates = writers(df, OUT, name)
            produced = libreoffice(df, scratch, name)
            if produced:
                target = os.path.join(OUT, f"{name}.libreoffice.csv")
                shutil.copy(produced, target)
                candidates.append(("LibreOffice German", target, []))
            for writer, path, extra in candidates:
                extra = extra + (["--series", "city"] if long else [])
                table, error = read_back(path, extra)
                problem = error or compare(df, kind, table, long)
                ok, refused, total = totals.get(writer, (0, 0, 0))
                is_ambiguous = error is not None and any(flag in error for flag in AMBIGUOUS)
                totals[writer] = (ok + (problem is None), refused + is_ambiguous, total + 1)
                if problem and not is_ambiguous:
                    failures.append(f"{os.path.relpath(path, HERE)}: {problem}")
                elif is_ambiguous:
                    refusals.append(f"{os.path.relpath(path, HERE)}: {problem}")
    for line in refusals:
        print("AMBIGUOUS", line)
    for line in failures:
        print("FAIL", line)
    print(f"{'writer':34} read truly / refused as ambiguous / files")
    for writer, (ok, refused, total) in totals.items():
        print(f"{writer:34} {ok} / {refused} / {total}")
    good = sum(ok for ok, _, _ in totals.values())
    refused = sum(r for _, r, _ in totals.values())
    count = sum(total for _, _, total in totals.values())
    print(f"{good} of {count} spreadsheet exports read truly, {refused} refused as ambiguous "
          f"with the flag that decides, {len(failures)} wrong")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
