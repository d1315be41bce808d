"""`python -m engine.arena`: the command-line entry of the arena (:mod:`engine.play.arena`)."""

import sys

from engine.play.arena import main

if __name__ == "__main__":
    sys.exit(main())
