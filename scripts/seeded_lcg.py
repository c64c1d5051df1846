"""The seeded generator the oracle scripts share (scripts/trend_oracle.py, scripts/kinds_oracle.py,
scripts/kinds_histogram_oracle.py).

Knuth's MMIX linear congruential generator (*The Art of Computer Programming*, vol. 2): the
state advances as s = s * 6364136223846793005 + 1442695040888963407 mod 2**64, and `next()`
returns its top 53 bits as a double in [0, 1). The Swift tests regenerate long series with the
same generator and the same floating-point operations (`OracleSeries.values` in
Tests/ChartA11yTests/Trends/TrendOracle.swift), so both sides see bit-identical inputs.
"""

MASK = (1 << 64) - 1


class LCG:
    """Knuth's MMIX LCG; `next()` returns the top 53 bits as a double in [0, 1)."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & MASK
        return (self.state >> 11) * 2.0 ** -53
