"""Players who are somebody: the ``Player`` aggregate, its events, and what a name may be.

A player is registered under a name and holds a secret key. The store keeps only the
key's SHA-256 (as it does for seat tokens); every change is an event of the aggregate
(stored topics ``service.domain.players:Player.*``), so the registry is rebuilt from the
store like every game:

* ``Registered``: the name as the player wrote it (NFKC-normalised), its folded form
  (the uniqueness key, below) and the key's hash;
* ``KeyRotated``: a new key's hash (the old key stops working at once);
* ``Disabled`` / ``Enabled``: the admin turns the player off (its key is refused
  everywhere) or on again, ``reason`` in words.

**The id is the name.** A player's aggregate id is ``uuid5(PLAYER_NAMESPACE, folded)``:
two registrations of names that fold alike write version 1 of the same aggregate, and the
store's unique (id, version) constraint lets exactly one of them in, so a name is unique
without a lock or a second table. The fold is therefore part of the stored contract and
never changes.

**The key names its player.** A key is ``sap_<player id as 32 hex digits>_<secret>``;
the secret is 32 random bytes (``secrets.token_urlsafe``). The id part lets a request's
key be checked with one aggregate read (no index from hashes to players); the hash of
the whole key is what is stored and compared.

**Names.** 1 to 32 characters after NFKC normalisation, made of letters, digits (any
script), combining marks after a letter, space, ``-``, ``_`` and ``.``, with at least one
letter or digit, no leading or trailing space and no two spaces in a row. Homoglyphs:

* a name mixing scripts (``аlice`` with a Cyrillic ``а`` among Latin letters) is
  *refused*; the combinations of Han with Hiragana/Katakana (Japanese) or Hangul (Korean),
  and Latin with either, are allowed as one writing system;
* a name written wholly in Cyrillic or Greek letters that look like Latin ones
  (``аре``, ``ΤΟΜ``) is *folded* onto the Latin letters, so it collides with the Latin name
  (``ape``, ``tom``) and is refused as taken (or reserved);
* Latin letters that look like each other (``rn`` / ``m``, capital ``I`` / small ``l``)
  and digits that look like letters (``0`` / ``o``) are not folded.

The folded form is ``casefold(NFKC(name))`` with those look-alikes replaced. Folded names
``admin``, ``me``, and those starting with ``bot`` or ``guest`` are reserved: the service
shows bots as ``bot:<kind>`` and name-claimed seats as ``guest:<name>``.
"""

from __future__ import annotations

import hashlib
import secrets
import unicodedata
from typing import Any
from uuid import UUID, uuid5

from eventsourcing.domain import Aggregate

from service.domain.clock import now
from service.domain.i18n import msg

#: The namespace of player ids (``uuid5(PLAYER_NAMESPACE, folded name)``). Never changes.
PLAYER_NAMESPACE = UUID("8f0e2f6c-0f53-5b1e-9c55-5f2b8a1d7c41")
#: A player key's prefix.
KEY_PREFIX = "sap_"
MAX_NAME = 32
#: Folded names nobody may register (exactly), and prefixes of such names.
RESERVED = ("admin", "me")
RESERVED_PREFIXES = ("bot", "guest")

#: Cyrillic and Greek letters (casefolded) that look like a Latin letter in some case.
CONFUSABLES = {
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "һ": "h", "і": "i", "ї": "i", "ј": "j", "к": "k",
    "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "ԁ": "d",
    "ԛ": "q", "ԝ": "w", "ӏ": "l", "ү": "y", "ɡ": "g", "ѡ": "w", "ъ": "b", "ь": "b",
    # Greek
    "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "h", "ι": "i", "κ": "k", "μ": "m", "ν": "v",
    "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y", "σ": "o", "ς": "c", "ϲ": "c",
}

#: Scripts that may be mixed in one name (each set is one writing system).
MIXABLE = (
    frozenset({"LATIN", "CJK", "HIRAGANA", "KATAKANA"}),
    frozenset({"LATIN", "CJK", "HANGUL"}),
)


class NameError_(ValueError):
    """A name that may not be registered: ``code`` is the problem code
    (``invalid-name`` or ``name-reserved``), ``message`` says why (``i18n.msg``)."""

    def __init__(self, code: str, message: dict[str, Any]) -> None:
        super().__init__(message["id"])
        self.code = code
        self.message = message


def _script(ch: str) -> str | None:
    """The script of a letter, from the first word of its Unicode name (None: no script)."""
    name = unicodedata.name(ch, "")
    if not name:
        return None
    first = name.split(" ", 1)[0]
    if first in ("FULLWIDTH", "HALFWIDTH"):
        first = name.split(" ", 2)[1]
    return first


def _shown(ch: str) -> str:
    """A character as an error message may show it (control and odd characters escaped)."""
    if ch.isprintable() and not ch.isspace():
        return repr(ch)
    return f"U+{ord(ch):04X}"


def normalise(name: str) -> str:
    """The name as it is registered and shown: NFKC. Raises ``NameError_`` when it is
    not a valid name (see the module's description)."""
    if not isinstance(name, str):
        raise NameError_("invalid-name", msg("svc-err-name-not-text"))
    if len(name) > 4 * MAX_NAME:
        raise NameError_("invalid-name", msg("svc-err-name-too-long", max=MAX_NAME))
    text = unicodedata.normalize("NFKC", name)
    if not 1 <= len(text) <= MAX_NAME:
        raise NameError_("invalid-name", msg("svc-err-name-length", max=MAX_NAME, length=len(text)))
    if text != text.strip(" "):
        raise NameError_("invalid-name", msg("svc-err-name-edge-space"))
    if "  " in text:
        raise NameError_("invalid-name", msg("svc-err-name-double-space"))
    scripts: set[str] = set()
    previous = ""
    for ch in text:
        cat = unicodedata.category(ch)
        mark_after_letter = cat in ("Mn", "Mc") and previous and unicodedata.category(previous).startswith(("L", "M"))
        if cat.startswith("L"):
            script = _script(ch)
            if script is not None:
                scripts.add(script)
        elif not (ch in " -_." or cat == "Nd" or mark_after_letter):
            raise NameError_("invalid-name", msg("svc-err-name-character", char=_shown(ch)))
        previous = ch
    if not any(unicodedata.category(ch).startswith("L") or unicodedata.category(ch) == "Nd" for ch in text):
        raise NameError_("invalid-name", msg("svc-err-name-no-letter"))
    if len(scripts) > 1 and not any(scripts <= allowed for allowed in MIXABLE):
        raise NameError_("invalid-name", msg("svc-err-name-scripts", scripts=", ".join(sorted(s.title() for s in scripts))))
    return text


def fold(name: str) -> str:
    """The uniqueness key of a (normalised) name: case-folded, Cyrillic and Greek
    look-alikes of Latin letters replaced by them."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return "".join(CONFUSABLES.get(ch, ch) for ch in folded)


def check_name(name: str) -> tuple[str, str]:
    """The name to register and its folded form; raises ``NameError_`` for an invalid or
    reserved name."""
    text = normalise(name)
    folded = fold(text)
    if folded in RESERVED or folded.startswith(RESERVED_PREFIXES):
        raise NameError_("name-reserved", msg("svc-err-name-reserved"))
    return text, folded


def player_id(name: str) -> UUID:
    """The aggregate id of the player whose name folds like ``name``."""
    return uuid5(PLAYER_NAMESPACE, fold(name))


def key_hash(key: str) -> str:
    """The stored form of a player key."""
    return hashlib.sha256(key.encode()).hexdigest()


def new_key(pid: UUID) -> str:
    return f"{KEY_PREFIX}{pid.hex}_{secrets.token_urlsafe(32)}"


def key_player(token: str | None) -> UUID | None:
    """The player id a bearer value names if it has the form of a player key, else None
    (then it is a seat token, the admin token, or nothing known)."""
    if token is None or not token.startswith(KEY_PREFIX) or len(token) < len(KEY_PREFIX) + 34:
        return None
    hex_id, sep, secret = token[len(KEY_PREFIX):].partition("_")
    if sep != "_" or len(hex_id) != 32 or not secret:
        return None
    try:
        return UUID(hex=hex_id)
    except ValueError:
        return None


class Player(Aggregate):
    """A registered player: its name, its key's hash, whether the admin disabled it."""

    #: The latest event's ``chain_hash`` (``service.domain.chain``), kept by the store.
    chain_head: str | None = None
    disabled = False

    def trigger_event(self, event_class: Any, **kwargs: Any) -> None:
        if kwargs.get("timestamp") is None:
            kwargs["timestamp"] = now()
        super().trigger_event(event_class, **kwargs)

    class Registered(Aggregate.Created):
        name: str
        folded: str
        key_hash: str

    def __init__(self, name: str, folded: str, key_hash: str) -> None:
        self.name = name
        self.folded = folded
        self.key_hash = key_hash

    @classmethod
    def register(cls, name: str, key: str) -> Player:
        """A new player (``name`` already checked by ``check_name``)."""
        text, folded = check_name(name)
        return cls._create(
            cls.Registered, id=uuid5(PLAYER_NAMESPACE, folded), name=text, folded=folded,
            key_hash=key_hash(key), timestamp=now(),
        )

    def holds(self, key: str) -> bool:
        """Whether ``key`` is this player's current key (in constant time)."""
        return secrets.compare_digest(key_hash(key).encode(), self.key_hash.encode())

    class KeyRotated(Aggregate.Event):
        key_hash: str

        def apply(self, player: Player) -> None:
            player.key_hash = self.key_hash

    def rotate_key(self, key: str) -> None:
        self.trigger_event(self.KeyRotated, key_hash=key_hash(key))

    class Disabled(Aggregate.Event):
        reason: str

        def apply(self, player: Player) -> None:
            player.disabled = True

    def disable(self, reason: str) -> None:
        self.trigger_event(self.Disabled, reason=reason)

    class Enabled(Aggregate.Event):
        def apply(self, player: Player) -> None:
            player.disabled = False

    def enable(self) -> None:
        self.trigger_event(self.Enabled)
