"""`python -m engine.phh`: the command-line entry of PHH files (:mod:`engine.formats.phh`)."""

import sys

from engine.formats.phh import main

if __name__ == "__main__":
    sys.exit(main())
