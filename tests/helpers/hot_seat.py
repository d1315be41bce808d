"""Hot-seat tests' shared looks at the window: whose hole cards the table shows, and the
pre-action boxes as a person sees them."""

from __future__ import annotations

from gui.play_controls.controls import ActionPanel
from gui.window.main_window import MainWindow


def people_face_up(window: MainWindow, people: set[int]) -> set[int]:
    """The people whose hole cards the scene shows face up right now (showdown aside)."""
    scene = window.scene
    return {s for s in people if s not in window.model.face_up
            and any(up for _, up in scene.hole_cards(s))}


def ticked(window: MainWindow) -> list[str]:
    """Which pre-action boxes are ticked under the table, by short name."""
    return ticked_boxes(window.panel)


def ticked_boxes(panel: ActionPanel) -> list[str]:
    """Which of ``panel``'s pre-action boxes are ticked, by short name."""
    boxes = {"check_fold": panel.pre_check_fold, "call": panel.pre_call,
             "call_any": panel.pre_call_any, "fold_any": panel.pre_fold_any}
    return [name for name, box in boxes.items() if box.isChecked()]
