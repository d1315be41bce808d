"""Grading the person's stored decisions against the expert, and the error rate they add up to.

:mod:`~engine.teaching.grading.decision_kinds` names the kind of each decision (pre-flop
open, facing a raise, c-bet...), :mod:`~engine.teaching.grading.grader` values every decision
of one hand, :mod:`~engine.teaching.grading.error_rate` sums the grades into an error rate with
its interval and band. The job that grades a database's hands on worker processes is in the
storage layer (:mod:`engine.storage.grades.grading_job`), which may read the database.
"""
