"""Teaching in the window: the narrator, lessons, help content, the drills trainer's window
(picker, exercises with instant feedback, progress), the coach dock, and their small widgets."""
