"""Tournaments and the mathematics that decides them.

* :mod:`engine.tournament.icm`: prize-money equity of stacks (Malmuth-Harville), the risk
  premium of a call and chip EV against $EV;
* :mod:`engine.tournament.pushfold`: push/fold equilibria heads-up (chips) and for 2-10
  players (ICM), and charts as hand classes, from the exact pre-flop equity table
  (:mod:`engine.tournament.equity_table`, made by :mod:`engine.tournament.make_equity_table`);
* :mod:`engine.tournament.structure`, :mod:`engine.tournament.payouts`: levels, breaks,
  rebuys, add-ons, chips; payout tables;
* :mod:`engine.tournament.seating`: the draw, breaking and balancing tables (TDA);
* :mod:`engine.tournament.tournament`: sit & go and multi-table play of computer players
  (:mod:`engine.tournament.quick_player` for the background tables), saved as JSON.

``python -m engine.tournament --players 1000 --table-size 9 --seed 1`` plays one to the end.
See ``docs/tournaments.md``.
"""
