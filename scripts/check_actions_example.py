#!/usr/bin/env python3
"""Runs the `run:` steps of docs/github-actions-audit.yml against a scratch user repository.

Not GitHub itself: the two `actions/checkout` steps are done here (the user's repository is a
scratch git repository with one accessible and one inaccessible chart; chart-describe is a
clean clone of this repository's committed HEAD), the upload step is skipped, and every `run:`
step is run in order with `bash -e`, as GitHub runs it, in its `working-directory`, with the
workflow's `${{ ... }}` expressions filled in, once per shard of the matrix. Checks:

- scripts/setup and the build print nothing on standard output;
- `scripts/run --version` in the clean clone prints the version line alone on standard
  output (its set-up and build output go to standard error, so `scripts/run describe >
  out.txt` captures the description only);
- the annotation steps exit 1 together, with exactly one `::error` annotation, for the
  inaccessible chart, and name no file outside the user's repository;
- the SARIF step writes a SARIF 2.1.0 log for each shard.

Usage: scripts/check_actions_example.py [--keep | --scratch DIR]   (exit 0 when every check passes)

--keep leaves the scratch folder in place and names it; --scratch DIR works in DIR (created, or
empty) and leaves it, so that DIR/chart-describe holds the release build of the committed HEAD
for the caller to run (.ci/run runs its main job and audit there: CI builds release once).
"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / "docs" / "github-actions-audit.yml"

ACCESSIBLE = {
    "version": 1,
    "title": "Hours by month",
    "summary": "Hours rose from 3 in January to 5 in March.",
    "axes": {"x": {"title": "Month"}, "y": {"title": "Hours"}},
    "data": {"values": [{"m": "Jan", "h": 3}, {"m": "Feb", "h": 4}, {"m": "Mar", "h": 5}]},
    "marks": [{"type": "bar", "x": {"field": "m", "type": "categorical"},
               "y": {"field": "h", "type": "quantitative"}}],
}


def fail(message):
    print(f"check_actions_example: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def make_user_repository(site):
    charts = site / "charts"
    charts.mkdir(parents=True)
    (charts / "hours.chart.json").write_text(json.dumps(ACCESSIBLE, indent=2) + "\n")
    untitled = dict(ACCESSIBLE)
    del untitled["title"]
    (charts / "untitled.chart.json").write_text(json.dumps(untitled, indent=2) + "\n")
    for command in (["init", "-q"], ["add", "."],
                    ["-c", "user.name=t", "-c", "user.email=t@example.com",
                     "commit", "-q", "-m", "charts"]):
        subprocess.run(["git", *command], cwd=site, check=True)


def expand(text, shard, env):
    values = {"matrix.shard": str(shard), "github.server_url": "https://github.com"}
    values.update({f"env.{key}": value for key, value in env.items()})

    def replace(match):
        key = match.group(1).strip()
        if key not in values:
            fail(f"unknown expression ${{{{ {key} }}}} in the workflow")
        return values[key]

    return re.sub(r"\$\{\{([^}]*)\}\}", replace, text)


def main():
    workflow = yaml.safe_load(WORKFLOW.read_text())
    job = workflow["jobs"]["audit"]
    shards = job["strategy"]["matrix"]["shard"]
    env = workflow.get("env", {})
    given = None
    if "--scratch" in sys.argv:
        index = sys.argv.index("--scratch")
        if index + 1 >= len(sys.argv):
            fail("--scratch needs a folder")
        given = pathlib.Path(sys.argv[index + 1]).resolve()
        given.mkdir(parents=True, exist_ok=True)
        if any(given.iterdir()):
            fail(f"--scratch {given} is not empty")
    scratch = given or pathlib.Path(tempfile.mkdtemp(prefix="chart-describe-actions-"))
    try:
        make_user_repository(scratch / "site")
        subprocess.run(["git", "clone", "-q", str(ROOT), str(scratch / "chart-describe")],
                       check=True)
        annotations = []
        statuses = []
        for shard in shards:
            for step in job["steps"]:
                name = step.get("name", step.get("uses", "?"))
                if "run" not in step:
                    continue
                command = expand(step["run"], shard, env)
                folder = scratch / step.get("working-directory", ".")
                result = subprocess.run(["bash", "-e", "-c", command], cwd=folder,
                                        capture_output=True, text=True)
                print(f"shard {shard}: {name}: exit {result.returncode}", file=sys.stderr)
                if name.startswith("Install") or name.startswith("Build"):
                    if result.returncode != 0:
                        fail(f"{name} exited {result.returncode}:\n{result.stderr[-3000:]}")
                    if result.stdout:
                        fail(f"{name} printed on standard output:\n{result.stdout[:2000]}")
                elif name.startswith("Annotate"):
                    statuses.append(result.returncode)
                    annotations += [line for line in result.stdout.splitlines()
                                    if line.startswith("::")]
                elif name.startswith("Write SARIF"):
                    sarif = json.loads((scratch / "chart-audit.sarif").read_text())
                    if sarif.get("version") != "2.1.0" or not sarif.get("runs"):
                        fail(f"shard {shard}: not a SARIF 2.1.0 log")
        errors = [line for line in annotations if line.startswith("::error")]
        if len(errors) != 1 or "file=charts/untitled.chart.json" not in errors[0]:
            fail(f"expected one ::error for charts/untitled.chart.json, got: {annotations}")
        if sorted(statuses) != [0, 1]:
            fail(f"expected one shard to pass and one to fail, got exits {statuses}")
        run = subprocess.run([str(scratch / "chart-describe" / "scripts" / "run"), "--version"],
                             capture_output=True, text=True)
        if run.returncode != 0 or not re.fullmatch(r"\d+\.\d+\.\d+\n", run.stdout):
            fail(f"scripts/run --version exited {run.returncode} and printed on standard "
                 f"output:\n{run.stdout[:2000]}")
        print(f"check_actions_example: ok ({len(shards)} shards; {errors[0]}; scripts/run "
              f"prints only {run.stdout.strip()!r})", file=sys.stderr)
    finally:
        if "--keep" in sys.argv:
            print(f"kept {scratch}", file=sys.stderr)
        elif not given:  # the caller of --scratch runs the build, then removes the folder
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
