"""The main window's frame: the window, its menus, the settings dialog, its place on screen, and
the one list that subscribes every table observer (:mod:`.table_observers`). Each feature the
frame switches on lives in a folder of its own (docs/architecture.md, "A newcomer's tour")."""
