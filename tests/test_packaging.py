"""What each distribution carries: the server's product wheel has no test kit, the
development build adds it, and the client distribution depends on httpx and msgspec only."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _toml(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def test_the_product_wheel_is_built_without_the_test_kit() -> None:
    maturin = _toml(ROOT / "pyproject.toml")["tool"]["maturin"]
    assert maturin["features"] == ["python"]
    cargo = _toml(ROOT / "core_rs" / "Cargo.toml")
    assert "testing" in cargo["features"] and "testing" not in cargo["features"].get("default", [])


def test_the_development_build_adds_the_test_kit() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    features = re.search(r"^DEV_FEATURES := (.+)$", makefile, flags=re.M)
    assert features is not None and set(features.group(1).split(",")) == {"python", "testing"}
    install = makefile[makefile.index("\ninstall:"):].split("\n\n")[0]
    assert '--features $(DEV_FEATURES)' in install and "./clients/python" in install


def test_the_client_distribution_needs_only_httpx_and_msgspec() -> None:
    project = _toml(ROOT / "clients" / "python" / "pyproject.toml")["project"]
    assert project["name"] == "species-arena-client"
    assert sorted(re.split(r"[<>=!~ \[]", d)[0] for d in project["dependencies"]) == ["httpx", "msgspec"]
    server = _toml(ROOT / "pyproject.toml")["project"]["dependencies"]
    assert "species-arena-client" in server
