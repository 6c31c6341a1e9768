"""The documentation in docs/ keeps up with the code.

* Every rules section (``§N``, ``§N.N``, ...) cited anywhere under
  ``core_rs/src/games/<game>/`` (source strings, comments, tests, data) is a section
  heading of ``docs/rules/<game>.md``: tests and error responses cite these numbers, so a
  reader must be able to look each one up.
* Every ``<game> §N`` cited elsewhere (the engine core, the service, the tests, the
  README and the docs pages that hold its former sections: e.g. ``"la-isla §7.4"`` in an
  error's ``rule``) is a section of that game's page.
* ``docs/architecture.md`` names every event class that ``service/domain/__init__.py`` defines.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES_SRC = ROOT / "core_rs" / "src" / "games"
DOCS = ROOT / "docs"

#: game module folder -> rules page name (the REST game type)
GAMES = {"dominant_species": "dominant-species", "evo": "evo", "la_isla": "la-isla"}

CITED = re.compile(r"§(\d+(?:\.\d+)*)")
#: A section heading: "## 7.", "### 7.3 Regression", "#### §5.3.1 Extinction".
HEADING = re.compile(r"^#{1,6}[ \t]+§?(\d+(?:\.\d+)*)\.?(?=[ \t]|$)", re.MULTILINE)
#: "<game type> §N" as error responses and comments outside the game folders cite it.
QUALIFIED = re.compile(r"\b(dominant-species|evo|la-isla) §(\d+(?:\.\d+)*)")
#: Where qualified citations are looked for (besides the game folders).
ELSEWHERE = ("core_rs/src", "service", "projections", "tests", "benches", "README.md",
             "docs/api.md", "docs/operations.md", "docs/bots.md", "docs/benchmarks.md", "docs/load.md")
#: Base classes that make a class an event (or a snapshot) of the aggregate.
EVENT_BASES = {"Event", "Created", "Snapshot"}


def cited_sections(folder: Path) -> set[str]:
    """Every section number cited with ``§`` in any file under ``folder``."""
    found: set[str] = set()
    for path in folder.rglob("*"):
        if path.is_file():
            found.update(CITED.findall(path.read_text(encoding="utf-8", errors="replace")))
    return found


def doc_sections(text: str) -> set[str]:
    """The section numbers of a rules page's headings."""
    return set(HEADING.findall(text))


def event_classes(source: str) -> set[str]:
    """Names of the classes in ``source`` whose base is an eventsourcing event or snapshot
    (``Aggregate.Event``, ``Aggregate.Created``, ``Snapshot``), at any nesting depth."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            for base in node.bases:
                base_name = base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", None)
                if base_name in EVENT_BASES:
                    names.add(node.name)
    return names


def _sort_key(section: str) -> tuple[int, ...]:
    return tuple(int(p) for p in section.split("."))


@pytest.mark.parametrize(("module", "page"), sorted(GAMES.items()))
def test_every_cited_rules_section_is_documented(module: str, page: str) -> None:
    cited = cited_sections(GAMES_SRC / module)
    # The engines cite dozens of sections; an empty set means the scan itself broke.
    assert len(cited) >= 20, f"only {sorted(cited)} cited under {module}: is the scan broken?"
    doc = DOCS / "rules" / f"{page}.md"
    assert doc.is_file(), f"{doc.relative_to(ROOT)} is missing"
    missing = sorted(cited - doc_sections(doc.read_text(encoding="utf-8")), key=_sort_key)
    assert not missing, f"{doc.relative_to(ROOT)} has no section for " + ", ".join(f"§{s}" for s in missing)


def test_every_qualified_citation_is_documented() -> None:
    found: set[tuple[str, str]] = set()
    for where in ELSEWHERE:
        root = ROOT / where
        if root.is_file():
            files = [root]
        else:
            files = [f for f in root.rglob("*") if f.is_file() and f.suffix in (".rs", ".py", ".md")]
        for path in files:
            if path.resolve() == Path(__file__).resolve():
                continue
            found.update(QUALIFIED.findall(path.read_text(encoding="utf-8", errors="replace")))
    assert len(found) >= 20, f"only {sorted(found)} found: is the scan broken?"
    sections = {
        page: doc_sections((DOCS / "rules" / f"{page}.md").read_text(encoding="utf-8")) for page in GAMES.values()
    }
    missing = sorted(f"{page} §{sec}" for page, sec in found if sec not in sections[page])
    assert not missing, "cited but not documented: " + ", ".join(missing)


def test_architecture_names_every_event_class() -> None:
    events = event_classes((ROOT / "service" / "domain" / "__init__.py").read_text(encoding="utf-8"))
    assert {"GameCreated", "ActionApplied"} <= events, f"event parsing found only {sorted(events)}"
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    missing = sorted(e for e in events if not re.search(rf"\b{re.escape(e)}\b", text))
    assert not missing, f"docs/architecture.md does not name {missing}"


def test_helpers_see_what_they_should() -> None:
    """The parsers the tests rely on: headings with and without §, nested event classes."""
    page = "# Title\n## 7. Actions\n### 7.3 Regression\n#### §5.3.1 Extinction\ntext 9.9 and §8.1\n"
    assert doc_sections(page) == {"7", "7.3", "5.3.1"}
    src = (
        "class Game(Aggregate):\n"
        "    class Started(Aggregate.Created):\n        pass\n"
        "    class Moved(Aggregate.Event):\n        pass\n"
        "    class Helper:\n        pass\n"
        "class Snap(Snapshot):\n    pass\n"
    )
    assert event_classes(src) == {"Started", "Moved", "Snap"}


def _section(text: str, heading: str) -> str:
    start = text.index(f"\n## {heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start: end if end >= 0 else len(text)]


def test_the_error_table_lists_every_problem_code_with_its_status() -> None:
    from species_arena_client.problems import LAST_RESORT, STATUS

    errors = _section((ROOT / "docs" / "architecture.md").read_text(encoding="utf-8"), "Errors")
    rows = dict(re.findall(r"^\| `([a-z-]+)` \| (\d{3}) \|", errors, flags=re.M))
    assert {code: int(s) for code, s in rows.items()} == {**STATUS, **LAST_RESORT}


def test_the_layout_names_every_file_of_the_python_packages() -> None:
    """Every Python file of the server and the client is named in the architecture's
    Layout (package ``__init__.py`` files only where they hold code of their own)."""
    layout = _section((ROOT / "docs" / "architecture.md").read_text(encoding="utf-8"), "Layout")
    missing = []
    for folder in ("service", "clients/python/species_arena_client", "projections", "arena_events"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name == "__init__.py" and len(path.read_text(encoding="utf-8").splitlines()) < 40:
                continue  # a package's docstring and re-exports
            if path.name == "__main__.py":
                continue
            if path.name not in layout:
                missing.append(str(path.relative_to(ROOT)))
    assert missing == []
