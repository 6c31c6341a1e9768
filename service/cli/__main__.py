"""``python -m service.cli``: the ``species-arena`` command."""

import sys

from service.cli.main import main

sys.exit(main())
