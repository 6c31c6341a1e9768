"""What every ``species-arena`` command parses the same way: the usage error, the JSON
``--options`` and the hex ``--seed``."""

from __future__ import annotations

import argparse
import json
import re
from typing import Any


class UsageError(Exception):
    """Bad input on the command line or in the environment: one line, exit 2."""


def parse_options(text: str | None) -> dict[str, Any]:
    """``--options``: a JSON object."""
    if not text:
        return {}
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise UsageError(f"--options is not JSON: {err}") from None
    if not isinstance(value, dict):
        raise UsageError("--options must be a JSON object, e.g. '{\"short_game\": true}'")
    return value


def hex_seed(text: str) -> int:
    """A seed written as hex (1 to 16 digits), as every command writes seeds."""
    if not re.fullmatch(r"(0x)?[0-9a-fA-F]{1,16}", text):
        raise argparse.ArgumentTypeError(f"not a seed (1 to 16 hex digits): {text!r}")
    return int(text, 16)
