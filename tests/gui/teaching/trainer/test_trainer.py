"""The trainer driven with the keyboard only: a ten-exercise session of every drill, answers
found in the database and in the progress view; a damaged row does not stop the view."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from engine.storage.drills import DrillLog
from engine.teaching.drills import DRILL_CODES
from engine.teaching.drills import DRILLS
from engine.teaching.drills.call_drill import CallQuestion
from engine.teaching.drills.exercise import Answer
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.lines import Line
from engine.teaching.drills.winner_drill import WinnerQuestion
from engine.teaching.drills.winner_drill import WinnerSolution
from gui.base import i18n
from gui.teaching.coach.coach_words import cards_text
from gui.teaching.trainer.trainer_window import TrainerWindow
from gui.teaching.trainer.trainer_words import bet_size_text
from gui.teaching.trainer.trainer_words import call_story
from gui.teaching.trainer.trainer_words import explanation

DIGITS = [getattr(Qt.Key, f"Key_{d}") for d in range(10)]


def focused(window: TrainerWindow) -> QWidget:
    widget = window.focusWidget()
    assert widget is not None
    return widget


def type_answer(qtbot: QtBot, window: TrainerWindow, question: Question, answer: Answer) -> None:
    """Answer as a person at the keyboard would."""
    code = question.drill
    if code == "winner":
        assert isinstance(answer, tuple)
        for i in answer:
            qtbot.keyClick(focused(window), DIGITS[i + 1])
        qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    elif code in ("name", "board"):
        assert isinstance(answer, tuple)
        category = answer[0]
        qtbot.keyClick(focused(window), DIGITS[0 if category == 9 else category + 1])
        if len(answer) > 1:
            qtbot.keyClick(focused(window), Qt.Key.Key_Tab)
            text = (" ".join("23456789TJQKA"[r] for r in answer[1:]) if code == "name"
                    else str(answer[1]))
            qtbot.keyClicks(focused(window), text)
        qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    elif code in ("outs", "equity"):
        qtbot.keyClicks(focused(window), str(answer))
        qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    elif code == "call":
        qtbot.keyClick(focused(window), Qt.Key.Key_C if answer == "call" else Qt.Key.Key_F)
    elif code == "pushfold":
        keys = {"push": Qt.Key.Key_A, "call": Qt.Key.Key_C, "fold": Qt.Key.Key_F}
        qtbot.keyClick(focused(window), keys[str(answer)])
    elif isinstance(answer, int):
        qtbot.keyClick(focused(window), DIGITS[answer + 1])
    else:
        qtbot.keyClick(focused(window), Qt.Key.Key_Space)  # paint one class, then answer
        qtbot.keyClick(focused(window), Qt.Key.Key_Return)


def test_ten_exercises_with_the_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    log = DrillLog.open(tmp_path / "felt.db")
    window = TrainerWindow(log, seed=5, length=10)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    qtbot.keyClick(window.drill_list, Qt.Key.Key_Tab)  # to the level box
    qtbot.keyClick(focused(window), Qt.Key.Key_Down)  # intermediate
    window.drill_list.setFocus()
    qtbot.keyClick(window.drill_list, Qt.Key.Key_Return)  # "Mixed" is the first entry
    assert window.session is not None and window.session.difficulty == "intermediate"
    seen = set()
    right_answers = 0
    for k in range(10):
        question = window.session.question()
        seen.add(question.drill)
        expected = DRILLS[question.drill].solve(question).expected
        # Every third answer is made wrong on purpose where a wrong one is easy to type.
        answer = expected
        if k % 3 == 2 and question.drill in ("outs", "equity"):
            assert isinstance(expected, int)
            answer = (expected + 30) % 100
        type_answer(qtbot, window, question, answer)
        assert window.session.answered, question.drill
        assert window.exercise.verdict.text()
        right_answers += window.session.results[-1].verdict.correct
        qtbot.keyClick(focused(window), Qt.Key.Key_Return)  # next
    assert seen == set(DRILL_CODES)
    assert window.stack.currentWidget() is window.summary
    stored = log.records(DRILL_CODES)
    assert len(stored) == 10 and sum(r.correct for r in stored) == right_answers
    assert [r.seed for r in stored] == [r.question.seed for r in window.session.results]
    qtbot.keyClick(focused(window), Qt.Key.Key_P)
    view = window.progress_view
    assert window.stack.currentWidget() is view
    counts = {view.table.item(row, 0).text(): view.table.item(row, 1).text()
              for row in range(view.table.rowCount())}
    per_drill = {code: sum(r.drill == code for r in stored) for code in DRILL_CODES}
    from gui.teaching.trainer.trainer_words import drill_name

    assert counts == {drill_name(c): str(n) for c, n in per_drill.items()}
    assert view.weak.text()
    window.close()
    log.close()


def test_a_wrong_answer_can_be_retried_and_explained(qtbot: QtBot) -> None:
    log = DrillLog.in_memory()
    window = TrainerWindow(log, seed=1, length=3)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    window.drill_list.setCurrentRow(1 + DRILL_CODES.index("outs"))
    qtbot.keyClick(window.drill_list, Qt.Key.Key_Return)
    assert window.session is not None
    question = window.session.question()
    expected = DRILLS["outs"].solve(question).expected
    assert isinstance(expected, int)
    type_answer(qtbot, window, question, expected + 9)
    assert not window.session.results[0].verdict.correct
    short = window.exercise.explain.text()
    qtbot.keyClick(focused(window), Qt.Key.Key_E)
    assert len(window.exercise.explain.text()) > len(short)
    qtbot.keyClick(focused(window), Qt.Key.Key_R)
    type_answer(qtbot, window, question, expected)
    assert window.exercise.verdict.text() and window.session.index == 0
    assert len(log.records(DRILL_CODES)) == 1  # only the first answer counts
    window.close()


def test_a_damaged_row_does_not_break_the_progress_view(qtbot: QtBot) -> None:
    log = DrillLog.in_memory()
    log._db.execute("INSERT INTO drill_answers (drill, difficulty, seed, answer, expected, "
                    "correct, score, seconds, answered_at) VALUES "
                    "('outs', 'beginner', 'x', '[', '3', 1, 1.0, 1.0, 1.0)")
    window = TrainerWindow(log, seed=1)
    qtbot.addWidget(window)
    window.show()
    qtbot.keyClick(window.drill_list, Qt.Key.Key_P)
    assert window.stack.currentWidget() is window.progress_view
    assert window.progress_view.table.rowCount() == len(DRILL_CODES)
    assert window.progress_view.skipped.text().endswith("1")
    window.close()


def test_every_drill_speaks_german(qtbot: QtBot) -> None:
    """Questions, feedback and every explanation step in German: no English sentence of the
    same exercise is left on screen."""
    from gui.base import i18n
    from gui.teaching.trainer import trainer_words as words

    def texts(window: TrainerWindow, code: str) -> list[str]:
        window.level_box.setCurrentIndex(2 if code in ("winner", "equity", "range") else 1)
        window.drill_list.setCurrentRow(1 + DRILL_CODES.index(code))
        window.start()
        assert window.session is not None
        question = window.session.question()
        window.exercise.answered.emit(DRILLS[code].solve(question).expected)
        window.exercise.show_steps()
        view = window.exercise
        return [view.prompt.text(), view.info.text(), view.verdict.text(),
                *view.explain.text().splitlines(), view.next_button.text()]

    log = DrillLog.in_memory()
    try:
        english: dict[str, list[str]] = {}
        i18n.apply("en")
        window = TrainerWindow(log, seed=8)
        qtbot.addWidget(window)
        for code in DRILL_CODES:
            english[code] = texts(window, code)
        window.close()
        i18n.apply("de")
        window = TrainerWindow(log, seed=8)
        qtbot.addWidget(window)
        assert words.drill_name("outs") == "Zähle die Outs"
        for code in DRILL_CODES:
            german = texts(window, code)
            assert german[0] != english[code][0]
            for line in english[code]:
                # Lines that are only cards, numbers and names (the same in both) aside.
                if any(ch.isalpha() for ch in line.replace("BTN", "").replace("UTG", "")) \
                        and " " in line:
                    assert line not in german, line
        window.close()
    finally:
        i18n.apply("en")


def test_game_menu_opens_the_trainer(qtbot: QtBot) -> None:
    from gui.base import speeds
    from gui.window.main_window import MainWindow

    main = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(main)
    game = main.menuBar().actions()[0].menu()
    assert game is not None
    action = next(a for a in game.actions() if a.text().replace("&", "").startswith("Trainer"))
    action.trigger()
    trainers = main.findChildren(TrainerWindow)
    assert len(trainers) == 1 and trainers[0].isVisible()
    trainers[0].close()
    main.stop_engine()
    main.close()


def test_the_command_line_knows_the_trainer() -> None:
    from gui.cli import parse_args

    assert parse_args(["--trainer"]).trainer
    assert not parse_args([]).trainer


def test_a_wrong_winner_shows_every_hand_its_five_cards_and_what_decided(
    qtbot: QtBot,
) -> None:
    """Issue 33: after a wrong "Which hand wins?" only the winner was shown. Now every
    hand with the five cards that play, and what decided it, without asking for steps."""
    log = DrillLog.in_memory()
    window = TrainerWindow(log, seed=1, length=3)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.drill_list.setCurrentRow(1 + DRILL_CODES.index("winner"))
    qtbot.keyClick(window.drill_list, Qt.Key.Key_Return)
    assert window.session is not None
    question = window.session.question()
    solution = DRILLS["winner"].solve(question)
    assert isinstance(question, WinnerQuestion) and isinstance(solution, WinnerSolution)
    wrong = next(i for i in range(len(question.holes)) if i not in solution.winners)
    type_answer(qtbot, window, question, (wrong,))
    assert not window.session.results[0].verdict.correct
    shown = window.exercise.explain.text().splitlines()
    for i, value in enumerate(solution.values):
        assert any(line.startswith(f"Player {i + 1} has ") and cards_text(value.cards) in line
                   for line in shown), shown
    assert any(line.startswith(("The category decided", "Same category", "Nothing decided"))
               for line in shown), shown
    window.close()


def test_what_decided_a_pot_category_kicker_rank_or_nothing() -> None:
    i18n.apply("en")

    def decided(holes: list[str], board: str) -> str:
        q = WinnerQuestion("winner", "beginner", 1, tuple(
            tuple(parse_cards(h)) for h in holes), tuple(parse_cards(board)), False)
        s = DRILLS["winner"].solve(q)
        assert isinstance(s, WinnerSolution)
        return explanation(q, Verdict(False, 0.0, s))[1]

    assert decided(["Kc3d", "Qh4c"], "JhJs6c6d2s") == (
        "Same category (Two Pair); the kicker decided: King against Queen.")
    assert decided(["AhAd", "KhKd"], "7c5s2d9hTc") == (
        "Same category (Pair); Ace against King decided it.")
    assert decided(["8h9h", "AcKc"], "Th7h2h5s4d") == (
        "The category decided: Flush beats High Card.")
    assert decided(["2c3d", "2h3s"], "AhKsQdJcTh").startswith("Nothing decided it")


def test_call_or_fold_tells_the_hand_street_by_street_with_true_bet_sizes() -> None:
    """Issue 33: the story stopped after the flop on a five-card board, and "bets two
    thirds" stood beside a bet of a third of the pot."""
    i18n.apply("en")
    assert bet_size_text(1800, 600) == "a third of the pot"
    assert bet_size_text(1400, 933) == "two thirds of the pot"
    assert bet_size_text(1000, 450) == "45% of the pot"
    board = tuple(parse_cards("Kh6d2c9s4h"))
    hole = (parse_cards("Ac")[0], parse_cards("Qd")[0])
    q = CallQuestion("call", "beginner", 1, hole, board,
                     Line("co", "open", "bet", board[:3]), 1400, 467)
    story = call_story(q).splitlines()
    assert story == [
        "CO raises first in to 3 big blinds. You call.",
        "On the flop K♥ 6♦ 2♣ he bets 400 into 600 (two thirds of the pot) and you call.",
        "On the turn 9♠ he checks and you check.",
        "On the river 4♥ the pot is 1,400 and he bets 467 (a third of the pot).",
    ]
    turn = call_story(dataclasses.replace(q, board=board[:4], bet=1400)).splitlines()
    assert turn[-1] == "On the turn 9♠ the pot is 1,400 and he bets 1,400 (the size of the pot)."


def test_call_or_fold_works_out_the_pot_odds_and_the_equity_in_numbers() -> None:
    """Issue 33: after the answer the pot odds and the equity are worked out with the
    story's own chips: 467 into 1,400 is a call of 467 for a final pot of 2,334."""
    i18n.apply("en")
    board = tuple(parse_cards("Kh6d2c9s4h"))
    hole = (parse_cards("Ac")[0], parse_cards("Qd")[0])
    q = CallQuestion("call", "beginner", 1, hole, board,
                     Line("co", "open", "bet", board[:3]), 1400, 467)
    solution = DRILLS["call"].solve(q)
    verdict = DRILLS["call"].check(q, "call")
    lines = explanation(q, verdict)
    equity = solution.value.equity  # type: ignore[attr-defined]
    final = 1400 + 467 + 467
    needed = 467 / final
    assert lines[0] == ("Calling is right: your equity beats the pot odds." if equity > needed
                        else "Folding is right: your equity is below the pot odds.")
    assert lines[1] == f"You need {needed:.1%} equity and have {equity:.1%}."
    assert lines[2] == f"Pot odds: 467 to call for a final pot of 2,334 = {needed:.1%}."
    assert lines[3] == (f"Value of calling: {equity:.1%} of 2,334, less 467 = "
                        f"{equity * final - 467:,.0f} chips; folding: 0 chips.")
