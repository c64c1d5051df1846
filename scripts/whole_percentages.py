"""Whole percentages of pie slices, as the oracles compute them (exact fractions).

Hamilton's largest-remainder apportionment: each share floored, the missing points given to
the largest remainders (ties to the earlier slice), except that equal slices get equal
shares: the points go to whole groups of equal values, a group larger than the points left
being passed over, so seven equal slices are 14 % each. Used by scripts/kinds_oracle.py and
scripts/kinds_corpus.py; nothing here reads the Swift code.
"""
import math
from fractions import Fraction


def hamilton(values):
    total = sum(Fraction(v) for v in values)
    exact = [Fraction(v) * 100 / total for v in values]
    floors = [math.floor(e) for e in exact]
    missing = 100 - sum(floors)
    order = sorted(range(len(values)), key=lambda i: (-(exact[i] - floors[i]), i))
    done = set()
    for i in order:
        if missing <= 0 or values[i] in done:
            continue
        done.add(values[i])
        group = [j for j in range(len(values)) if values[j] == values[i]]
        if len(group) <= missing and exact[i] > floors[i]:
            for j in group:
                floors[j] += 1
            missing -= len(group)
    return floors
