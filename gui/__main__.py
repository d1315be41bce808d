"""``python -m gui`` runs Felt as the ``felt`` command does."""

import sys

from gui.cli import main

sys.exit(main())
