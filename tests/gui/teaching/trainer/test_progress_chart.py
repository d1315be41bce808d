"""The progress chart is readable with one day of answers and with a hundred: slim bars under
a round axis, both axes named, dates that do not run into each other."""

from __future__ import annotations

import datetime as dt
from itertools import pairwise

import pytest
from pytestqt.qtbot import QtBot

from engine.teaching.drills.drill_progress import DayPoint
from engine.teaching.drills.drill_progress import DrillProgress
from gui.teaching.trainer.progress_chart import MAX_BAR
from gui.teaching.trainer.progress_chart import ProgressChart
from gui.teaching.trainer.progress_chart import nice_ceiling

FIRST = dt.date(2026, 1, 5).toordinal()


def _figures(count: int) -> DrillProgress:
    days = tuple(DayPoint(FIRST + 2 * k, 10, (k % 7) / 7, 4.0 + (k % 5)) for k in range(count))
    return DrillProgress("call", 10 * count, 0.5, 0.5, 5.0, 1, 3, days)


def _chart(qtbot: QtBot, count: int) -> ProgressChart:
    chart = ProgressChart()
    qtbot.addWidget(chart)
    chart.resize(900, 220)
    chart.show_drill(_figures(count))
    return chart


def test_the_seconds_axis_ends_at_a_round_number_above_the_slowest_day() -> None:
    assert [nice_ceiling(v) for v in (0.4, 1.0, 7.3, 12.0, 26.0, 80.0)] == [
        1.0, 1.0, 10.0, 20.0, 50.0, 100.0]


def test_one_day_is_one_slim_bar_not_a_block(qtbot: QtBot) -> None:
    chart = _chart(qtbot, 1)
    shape = chart.layout_for(chart.figures.days)  # type: ignore[union-attr]
    (bar,) = shape.bars
    assert bar.width() <= MAX_BAR < shape.area.width() / 20
    assert shape.seconds_top == 5.0 and bar.height() < shape.area.height()  # 4 s of 5
    assert [text for _, text in shape.dates] == ["1/5/26"]
    image = chart.grab().toImage()
    assert not image.isNull()


@pytest.mark.parametrize("count", [2, 10, 30, 100])
def test_many_days_keep_their_bars_apart_and_their_dates_readable(
    qtbot: QtBot, count: int
) -> None:
    chart = _chart(qtbot, count)
    shape = chart.layout_for(chart.figures.days)  # type: ignore[union-attr]
    assert len(shape.bars) == count
    for a, b in pairwise(shape.bars):
        assert a.right() < b.left()  # a gap between days
        assert a.width() >= 1.0
    rects = [rect for rect, _ in shape.dates]
    assert 2 <= len(rects) <= count
    for a, b in pairwise(rects):
        assert a.right() <= b.left() + 0.5  # no date runs into the next
    assert all(shape.area.left() <= r.left() and r.right() <= shape.area.right() + 0.5
               for r in rects)
    texts = [text for _, text in shape.dates]
    last = dt.date.fromordinal(FIRST + 2 * (count - 1))
    assert texts[0] == "1/5/26" and texts[-1] == f"{last.month}/{last.day}/{last.year % 100}"
