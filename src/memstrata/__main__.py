"""``python -m memstrata``: the CLI (``memstrata.cli.main``)."""

import sys

from memstrata.cli.main import main

sys.exit(main())
