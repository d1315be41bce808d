"""Equilibrium strategies for heads-up turn and river spots (see docs/solver.md)."""
