"""The main window, its controls and dialogs; it connects the observers to the engine thread."""
