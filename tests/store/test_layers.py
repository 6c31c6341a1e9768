"""The layers of the Python code, as import rules (``service/__init__.py`` names them):

* the shared events module (``arena_events``) and the typed client import no first-party
  package;
* the domain (``service.domain``) imports only the engine binding (``core_rs``), the shared
  events module, eventsourcing's domain side (``eventsourcing.domain``, ``eventsourcing.utils``),
  msgspec (the codec the events module also uses) and the standard library;
* the application layer (``service.app``) never imports Litestar, the runtime, the API or
  the CLI;
* Litestar is imported only under ``service.api``;
* nothing imports the CLI (``service.cli``) but the CLI itself;
* no import circle between files, anywhere in the product's Python.

Every import counts: at module level, inside functions, and under ``TYPE_CHECKING``.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: The product's Python packages (relative to ROOT) and the module name of each root.
PACKAGES = {"service": "service", "projections": "projections", "arena_events": "arena_events",
            "clients/python/species_arena_client": "species_arena_client"}
FIRST_PARTY = {"service", "projections", "arena_events", "species_arena_client", "core_rs"}


@dataclass(frozen=True)
class Import:
    module: str  # the importing module (dotted)
    target: str  # the imported module (dotted); for ``from X import y``, ``X.y`` when that is a module
    line: int


def module_files() -> dict[str, Path]:
    """Dotted module name -> file, for every module of the product."""
    out: dict[str, Path] = {}
    for folder, name in PACKAGES.items():
        base = ROOT / folder
        if not base.exists():
            continue
        for path in sorted(base.rglob("*.py")):
            rel = path.relative_to(base).with_suffix("")
            parts = [name, *rel.parts]
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _resolve(module: str, is_package: bool, level: int, name: str | None) -> str:
    if level == 0:
        return name or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def imports_of(module: str, path: Path, known: dict[str, Path]) -> list[Import]:
    tree = ast.parse(path.read_text(), str(path))
    is_package = path.name == "__init__.py"
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [Import(module, alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(module, is_package, node.level, node.module)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.append(Import(module, sub if sub in known else base, node.lineno))
    return found


@pytest.fixture(scope="module")
def graph() -> list[Import]:
    known = module_files()
    assert "service.domain" in known and "service.app.games" in known, "the scan is not reading the package"
    edges = [imp for mod, path in known.items() for imp in imports_of(mod, path, known)]
    assert len(edges) > 200, "too few imports found: the scan is not reading the files"
    return edges


def _in(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _top(module: str) -> str:
    return module.split(".")[0]


def test_the_shared_events_module_and_the_client_import_no_first_party_package(graph: list[Import]) -> None:
    for root in ("arena_events", "species_arena_client"):
        bad = [i for i in graph if _in(i.module, root) and _top(i.target) in FIRST_PARTY - {root}]
        assert bad == [], root


def test_the_domain_imports_only_the_engine_the_events_module_and_eventsourcing_domain(graph: list[Import]) -> None:
    allowed_third = ("core_rs", "arena_events", "eventsourcing.domain", "eventsourcing.utils", "msgspec")
    stdlib = sys.stdlib_module_names
    bad = [
        i for i in graph
        if _in(i.module, "service.domain")
        and not _in(i.target, "service.domain")
        and not any(_in(i.target, a) for a in allowed_third)
        and _top(i.target) not in stdlib
        and i.target != "__future__"
    ]
    assert bad == []
    assert any(_in(i.target, "core_rs") for i in graph if _in(i.module, "service.domain")), "the domain wraps the engine"


@pytest.mark.parametrize("forbidden", ["litestar", "service.runtime", "service.api", "service.cli"])
def test_the_application_layer_does_not_import(graph: list[Import], forbidden: str) -> None:
    bad = [i for i in graph if _in(i.module, "service.app") and _in(i.target, forbidden)]
    assert bad == []


def test_litestar_is_imported_only_under_the_api(graph: list[Import]) -> None:
    users = {i.module for i in graph if _in(i.target, "litestar")}
    assert users, "the API must import Litestar: the scan is not reading the files"
    assert {m for m in users if not _in(m, "service.api")} == set()


def test_nothing_imports_the_cli(graph: list[Import]) -> None:
    bad = [i for i in graph if _in(i.target, "service.cli") and not _in(i.module, "service.cli")]
    assert bad == []


def cycles(graph: list[Import]) -> list[list[str]]:
    """The strongly connected components with more than one module (or a self-import),
    by Tarjan's algorithm over the file-level import graph of first-party modules."""
    known = module_files()
    succ: dict[str, set[str]] = {m: set() for m in known}
    for i in graph:
        if i.target in known:
            succ[i.module].add(i.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(succ[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1 or v in succ[v]:
                out.append(sorted(comp))

    for v in sorted(succ):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle_between_files(graph: list[Import]) -> None:
    assert cycles(graph) == []


def test_the_circle_finder_finds_a_circle() -> None:
    """The check above can fail: two modules that import each other are one circle."""
    fake = [Import("service.app.games", "service.app.seats", 1), Import("service.app.seats", "service.app.games", 2)]
    assert cycles(fake) == [["service.app.games", "service.app.seats"]]
