"""Fuzzing: how many examples a run tries, and arbitrary Python values a hostile caller passes."""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction

from hypothesis import strategies as st

# Fuzz runs: a bounded count in the default suite, a long soak under ``-m slow``.
FUZZ_EXAMPLES = 150
FUZZ_EXAMPLES_SLOW = 5000

_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(-3, 60),
    st.sampled_from([2**64, -(2**70), 10**400]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([math.nan, math.inf, 10.5, -0.0, 1.0]),
    st.decimals(allow_nan=True),
    st.just(Decimal("10")),
    st.fractions(),
    st.just(Fraction(7, 1)),
    st.text(max_size=12),
    st.sampled_from(["", "nl", "raise", "fold", "As", "AsKd", "xx", "??", "inf", "one_each"]),
    st.binary(max_size=8),
    st.builds(object),
    st.just(print),
)

# Arbitrary Python values, nested a little, as a careless or hostile caller passes them.
anything = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.tuples(inner, inner),
        st.frozensets(st.integers(-2, 12), max_size=4),
        st.dictionaries(st.text(max_size=4), inner, max_size=3),
    ),
    max_leaves=10,
)
