"""What the corpus scripts share: the bundled data, writing each Altair chart as a Vega-Lite
spec that Vega-Lite itself accepts, running the built binary on it, and tallying the checks.

scripts/vega_corpus.py, scripts/kinds_corpus.py and scripts/kinds_b_corpus.py each define
their charts and their oracle checks; the loop around them is here:

    corpus = Corpus(arguments, prefix="kinds-corpus-")
    for name, chart, ... in cases():
        path = corpus.write(name, chart)          # vl-convert compiles it to Vega first
        runs = corpus.run(["describe", "--format", "json", path.name])
        corpus.record(kind, name, check, agrees, detail)
    return corpus.finish()                        # prints disagreements and rates; 0 or 1

vega_datasets' locally bundled data is copied beside the specs and read by relative `url`, so
nothing is fetched. Python packages: scripts/requirements-test.txt.
"""
import argparse
import json
import math
import os
import pathlib
import re
import shutil
import subprocess
import tempfile

import altair as alt
import pandas as pd
import vega_datasets
import vl_convert as vlc

DATA = pathlib.Path(vega_datasets.__file__).parent / "_data"


def url(name):
    """An Altair data reference to a bundled data file, by relative `url`."""
    return alt.UrlData(url=f"data/{name}", format=alt.DataFormat(type=name.rsplit(".", 1)[1]))


def load(name):
    """The bundled data file as a frame (stocks' dates parsed as Vega parses them)."""
    path = DATA / name
    if name == "stocks.csv":
        frame = pd.read_csv(path)
        frame["date"] = pd.to_datetime(frame["date"], format="%b %d %Y")
        return frame
    if name.endswith(".csv"):
        return pd.read_csv(path)
    return pd.read_json(path)


def close(a, b, tolerance=1e-9):
    """Whether two numbers agree to `tolerance`, relative or absolute; `False` for a `None`."""
    return (a is not None and b is not None
            and math.isclose(a, b, rel_tol=tolerance, abs_tol=tolerance))


def arguments(doc, binary, held_out=False):
    """The corpus scripts' command line: --binary (default `binary`), --keep DIR, -v, and
    --held-out when `held_out` (a script's second set of charts)."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--binary", default=binary)
    if held_out:
        parser.add_argument("--held-out", action="store_true",
                            help="read the held-out charts instead of the corpus")
    parser.add_argument("--keep", help="write the corpus to this folder and keep it")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args()


def claims(short):
    """The claims of a short alt text: its finding (after the first sentence) cut at colons,
    semicolons and commas."""
    _, _, finding = short.partition(". ")
    finding = finding.rstrip(".")
    return [c.strip() for c in re.split(r"[:;,]", finding) if c.strip()]


class Corpus:
    """A corpus folder with the bundled data, the binary to run, and the tally of checks."""

    def __init__(self, options, prefix):
        self.binary = os.path.abspath(options.binary)
        self.verbose = options.verbose
        self.keep = options.keep
        self.folder = pathlib.Path(options.keep or tempfile.mkdtemp(prefix=prefix))
        (self.folder / "data").mkdir(parents=True, exist_ok=True)
        for file in DATA.iterdir():
            shutil.copy(file, self.folder / "data" / file.name)
        self.charts = self.checks = self.agreements = 0
        self.failures = []
        self.by_kind = {}

    def write(self, name, chart, svg=False):
        """Writes the chart's spec (an Altair chart or a Vega-Lite spec as a dict) as
        `<name>.vl.json` (and its SVG when `svg`), after vl-convert compiled it to Vega;
        returns the spec's path."""
        spec = chart if isinstance(chart, dict) else chart.to_dict()
        text = json.dumps(spec)
        vlc.vegalite_to_vega(text)  # Vega-Lite itself must accept the spec
        path = self.folder / f"{name}.vl.json"
        path.write_text(json.dumps(spec, indent=2))
        if svg:
            (self.folder / f"{name}.svg").write_text(vlc.vegalite_to_svg(text))
        self.charts += 1
        return path

    def run(self, args, keys=None):
        """Runs the binary in the corpus folder, with `keys` on its standard input; returns
        the completed process."""
        return subprocess.run([self.binary, *args], cwd=self.folder, input=keys,
                              capture_output=True, text=True)

    def short_alt_text(self, path):
        """The short alt text `alt-text --spec` would write into the chart's SVG (written
        by `write(..., svg=True)`), or `None` with the output when it cannot be read."""
        run = self.run(["alt-text", "--spec", path.name, path.name.replace(".vl.json", ".svg")])
        match = re.search(r'would write "(.*)"; pass --write', run.stdout)
        return (match.group(1), run) if match else (None, run)

    def describe_with_short(self, kind, name, path):
        """The JSON description, the text description and the short alt text of a chart
        written by `write(..., svg=True)`, or `None` after recording the failed run."""
        runs = [self.run(args) for args in (["describe", "--format", "json", path.name],
                                            ["describe", path.name])]
        short, alt_run = self.short_alt_text(path)
        if any(r.returncode != 0 for r in runs + [alt_run]):
            self.record(kind, name, "runs", False,
                        "; ".join(r.stderr.strip() for r in runs + [alt_run]))
            return None
        return json.loads(runs[0].stdout), runs[1].stdout, short

    def record_short_claims(self, kind, name, short, text):
        """Records that a short alt text was written and that each of its claims (`claims`)
        is found in the long description `text`."""
        self.record(kind, name, "short alt text found", bool(short), "alt-text wrote none")
        for claim in claims(short or ""):
            self.record(kind, name, f"short claim “{claim}” in long", claim.lower() in text.lower())

    def record(self, kind, name, check, agrees, detail=""):
        """Counts one check of one chart, kept with its kind."""
        self.checks += 1
        self.agreements += bool(agrees)
        total, good = self.by_kind.get(kind, (0, 0))
        self.by_kind[kind] = (total + 1, good + bool(agrees))
        if not agrees:
            self.failures.append(f"{name}: {check}: {detail}")
        elif self.verbose:
            print(f"ok {name}: {check}")

    def finish(self, by_kind=True):
        """Prints each disagreement, the agreement per kind and overall; removes the folder
        unless kept; returns the exit status (1 when any check disagrees)."""
        for line in self.failures:
            print("disagree", line)
        if by_kind:
            for kind, (total, good) in sorted(self.by_kind.items()):
                print(f"{kind}: {total} checks, {good} agree ({100.0 * good / max(total, 1):.1f}%)")
        print(f"{self.charts} charts, {self.checks} checks, {self.agreements} agree "
              f"({100.0 * self.agreements / max(self.checks, 1):.1f}%)")
        if not self.keep:
            shutil.rmtree(self.folder)
        return 1 if self.failures else 0


def numbers(text):
    """The numbers written in a text, as written ("1,200", "-0.5")."""
    return [n.rstrip(",") for n in re.findall(r"-?[0-9][0-9,]*(?:\.[0-9]+)?", text)]


def record_readings(corpus, kind, name, text, short, forbidden, words):
    """Records the checks every kind's chart shares: none of the `forbidden` phrases in the
    long description `text`; a short alt text, each of whose numbers, and each of the
    direction or extreme `words` it uses, is in the long description."""
    for phrase in forbidden:
        corpus.record(kind, name, f"no “{phrase}”", phrase not in text)
    corpus.record(kind, name, "short alt text found", bool(short), "alt-text wrote none")
    finding = (short or "").partition(". ")[2].lower()
    for number in numbers(finding):
        corpus.record(kind, name, f"short number {number} in long", number in text.lower())
    for word in words:
        if word in finding:
            corpus.record(kind, name, f"short “{word}” in long", word in text.lower())
