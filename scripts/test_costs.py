#!/usr/bin/env python3
"""Lists the tests that cost the most processor time (docs/testing.md, "Finding the slow tests").

Usage: scripts/test_costs.py [--top N] [--filter REGEX] [--full]

Runs the built test bundle (`swift build --build-tests` first) one test at a time and samples
the bundle's processor time (user and system, its own threads and the children it has waited
for: /proc/PID/stat fields 14-17) every 0.1 s. A test's cost is the processor time spent
between its start and end events in the bundle's event stream. Processor time, not wall time:
on a shared machine the wall time of a test depends on everyone else's load, its processor
time much less. Tests that run the `chart-describe` executable are charged for it when they
wait for it. Prints the N most expensive tests (20 by default), then the sum over all tests and
the bundle's total (the difference is the bundle's start-up and the tests' discovery).

Exit status: 0, or the bundle's own when its tests fail; 2 on a usage error or when the bundle
is not built.
"""

import argparse
import bisect
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUNDLE = os.path.join(ROOT, ".build", "debug", "chart-describePackageTests.xctest")


def processor_seconds(pid, ticks):
    """User and system time of a process and its waited-for children, in seconds, or None."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    # After the command: state is field 3, so utime..cstime (14-17) are 11..14 here.
    return sum(int(value) for value in fields[11:15]) / ticks


def sample(process, samples):
    """Appends (epoch seconds, processor seconds) every 0.1 s until the process ends."""
    ticks = os.sysconf("SC_CLK_TCK")
    while process.poll() is None:
        seconds = processor_seconds(process.pid, ticks)
        if seconds is not None:
            samples.append((time.time(), seconds))
        time.sleep(0.1)


def costs(events_path, samples):
    """Each test's (processor seconds, wall seconds), by test ID."""
    times = [when for when, _ in samples]

    def processor_at(when):
        index = bisect.bisect_right(times, when) - 1
        return samples[max(index, 0)][1] if samples else 0.0

    started, result = {}, {}
    with open(events_path) as events:
        for line in events:
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            payload = record.get("payload", {})
            test = payload.get("testID")
            # Suites' IDs have no "/": their events bracket their tests, counted already.
            if record.get("kind") != "event" or not test or "/" not in test:
                continue
            when = payload["instant"]["since1970"]
            if payload["kind"] == "testStarted":
                started[test] = when
            elif payload["kind"] == "testEnded" and test in started:
                begin = started.pop(test)
                result[test] = (processor_at(when) - processor_at(begin), when - begin)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--top", type=int, default=20, help="how many tests to list")
    parser.add_argument("--filter", help="only the tests whose ID matches this expression")
    parser.add_argument("--full", action="store_true", help="the full tier's cases")
    arguments = parser.parse_args()
    if not os.access(BUNDLE, os.X_OK):
        print(f"error: {BUNDLE} is not built; run swift build --build-tests", file=sys.stderr)
        return 2
    environment = dict(os.environ)
    if arguments.full:
        environment["CHART_DESCRIBE_FULL_TESTS"] = "1"
    with tempfile.TemporaryDirectory() as folder:
        events_path = os.path.join(folder, "events.jsonl")
        command = [BUNDLE, "--testing-library", "swift-testing", "--no-parallel",
                   "--event-stream-output-path", events_path, "--event-stream-version", "0"]
        if arguments.filter:
            command += ["--filter", arguments.filter]
        samples = []
        with open(os.path.join(folder, "output"), "w") as output:
            process = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=output,
                                       stderr=subprocess.STDOUT)
            sampler = threading.Thread(target=sample, args=(process, samples))
            sampler.start()
            status = process.wait()
            sampler.join()
        result = costs(events_path, samples)
    ranked = sorted(result.items(), key=lambda item: -item[1][0])
    print(f"{'CPU s':>7} {'wall s':>7}  test")
    for test, (processor, wall) in ranked[:arguments.top]:
        print(f"{processor:7.1f} {wall:7.1f}  {test}")
    total = samples[-1][1] if samples else 0.0
    print(f"{sum(c for c, _ in result.values()):7.1f} CPU s over {len(result)} tests; "
          f"the bundle {total:.1f} CPU s to its last sample"
          + (f"; exit status {status}" if status else ""))
    return status


if __name__ == "__main__":
    sys.exit(main())
