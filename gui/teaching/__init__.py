"""The drills trainer's window: picker, exercises with instant feedback, and progress."""
