"""Screenshots of the trainer's "Play it like a solver" after an answer: the person's own
river, the choice graded against the equilibrium (the EV lost and the equilibrium's frequency
of the chosen action), in English and German at 1024x600 and 1920x1080.

Run ``python docs/screenshots/make_solver_drill_screenshots.py``. It writes
``trainer/solver_drill_<lang>_<size>.png`` here. The drill's log is kept in memory and the
person's graded hands are played for it by :func:`tests.helpers.graded_play.graded_person_store`.
"""

from __future__ import annotations

from pathlib import Path

from shooting import in_each_language
from shooting import offscreen_app
from shooting import wait_for

OUT = Path(__file__).resolve().parent / "trainer"
SIZES = ((1024, 600), (1920, 1080))


def main() -> None:
    app = offscreen_app()
    from engine.storage.drills import DrillLog
    from gui.teaching.trainer.solver_drill_view import SolverDrillView
    from gui.teaching.trainer.trainer_window import TrainerWindow
    from tests.helpers.graded_play import graded_person_store

    OUT.mkdir(exist_ok=True)
    store = graded_person_store(30, seed=4)

    def shoot(language: str, width: int, height: int) -> None:
        window = TrainerWindow(DrillLog.in_memory(), seed=3, store=store)
        window.resize(width, height)
        window.show()
        window.drill_list.setCurrentRow(len(window.codes()) - 1)
        window.start()
        page = window.stack.currentWidget()
        assert isinstance(page, SolverDrillView)
        wait_for(app, lambda: page.solved is not None, 180.0)
        page.buttons[next(iter(page.buttons))].click()
        wait_for(app, lambda: page.verdict is not None, 180.0)
        app.processEvents()
        window.grab().save(str(OUT / f"solver_drill_{language}_{width}x{height}.png"))
        window.close()
        app.processEvents()

    in_each_language(app, SIZES, shoot)


if __name__ == "__main__":
    main()
