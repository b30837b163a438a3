"""Message catalogs (Project Fluent) and the lookup with fallback.

Catalogs live in ``i18n/<locale>/<namespace>.ftl`` (a game kept elsewhere, e.g. a test game,
adds its own folder of the same shape with ``add_folder``). Code keeps dotted keys,
``<namespace>.<KEY>`` (``common.NOT_YOUR_TURN``, ``halali.PATH_BLOCKED``,
``halali.event.flip``); Fluent ids cannot hold dots, so the message id is the key with its
dots turned into hyphens (``halali-event-flip``, ``halali-PATH_BLOCKED``). Keys never contain
hyphens themselves, so the mapping goes both ways.

Parameters are Fluent variables (``{ $count }``) and numbers select CLDR plural forms
(``{ $count -> [one] 1 card *[other] { $count } cards }``). Every sentence the bot says comes
from here. A missing key falls back to English, then to the key itself (logged once); a
missing parameter shows as ``{$name}`` (logged once), so a gap never breaks a reply.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentInt, fluent_number
from fluent.syntax import FluentParser, ast, visitor

log = logging.getLogger(__name__)

_ROOT = Path(__file__).resolve().parent
DEFAULT_LOCALE = "en"
#: the languages the bot speaks, English first (the fallback).
LOCALES = ("en", "nl", "de", "fr")
_missing: set[str] = set()
#: sentences kept formatted per locale (each a few hundred bytes); the oldest half goes when
#: full
FORMATTED_LIMIT = 4096
#: folders of catalogs besides this one (``<folder>/<locale>/<namespace>.ftl``), in order
_FOLDERS: list[Path] = []


def add_folder(folder: str | Path) -> bool:
    """Load the catalogs of ``folder`` too (``<folder>/<locale>/<namespace>.ftl``), from the
    next lookup on; False if it was added already."""
    path = Path(folder).resolve()
    if path == _ROOT or path in _FOLDERS:
        return False
    _FOLDERS.append(path)
    load.cache_clear()
    return True


def message_id(key: str) -> str:
    """Dotted key -> Fluent message id (``common.lobby.title`` -> ``common-lobby-title``)."""
    return key.replace(".", "-")


def dotted_key(namespace: str, fluent_id: str) -> str:
    """Fluent message id of a namespace's file -> dotted key (the inverse of ``message_id``)."""
    rest = fluent_id[len(namespace) + 1:] if fluent_id.startswith(namespace + "-") else fluent_id
    return f"{namespace}.{rest.replace('-', '.')}"


class _Variables(visitor.Visitor):
    """Collects the ``$variables`` a message uses (selectors included)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        #: the messages it includes (they see the same variables)
        self.refers: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.refers.add(node.id.name)


@dataclass
class Catalog:
    """One locale: its Fluent bundle, keys, their variables, and files that failed to parse."""

    locale: str
    bundle: FluentBundle
    ids: dict[str, str] = field(default_factory=dict)  # dotted key -> Fluent id
    variables: dict[str, frozenset[str]] = field(default_factory=dict)
    messages: dict[str, ast.Message] = field(default_factory=dict)
    junk: list[str] = field(default_factory=list)
    #: sentences already formatted, (key, parameters with their types) -> text: they live
    #: and go with the catalog they came from (reloaded catalogs start afresh)
    formatted: dict[tuple[Any, ...], str] = field(default_factory=dict)
    #: the variables a sentence reads (those of the messages it includes too), sorted; None
    #: where unknown: only they can change its text, so only they key formatted sentences
    reads: dict[str, tuple[str, ...] | None] = field(default_factory=dict)


@cache
def load(locale: str) -> Catalog:
    """Every message of one locale, parsed once from its ``.ftl`` files."""
    # Discord shows text as given: Fluent's bidi isolation marks would show up as stray
    # invisible characters around every name, so they are off.
    cat = Catalog(locale, FluentBundle([locale], use_isolating=False))
    parser = FluentParser(with_spans=False)
    refers: dict[str, set[str]] = {}  # Fluent id -> the Fluent ids it includes
    paths = [p for root in (_ROOT, *_FOLDERS) for p in sorted((root / locale).glob("*.ftl"))]
    for path in paths:
        namespace = path.stem
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                cat.junk.append(f"{path.name}: {entry.content.strip()[:80]}")
                log.error("unparsable catalog entry in %s/%s: %s", locale, path.name,
                          entry.content.strip()[:80])
            elif isinstance(entry, ast.Message):
                key = dotted_key(namespace, entry.id.name)
                cat.ids[key] = entry.id.name
                cat.messages[key] = entry
                found = _Variables()
                found.visit(entry)
                cat.variables[key] = frozenset(found.names)
                refers[entry.id.name] = found.refers
        cat.bundle.add_resource(resource)
    keys_of = {fluent_id: key for key, fluent_id in cat.ids.items()}
    for key, fluent_id in cat.ids.items():
        cat.reads[key] = _reads(fluent_id, cat, refers, keys_of, set())
    return cat


def _reads(fluent_id: str, cat: Catalog, refers: dict[str, set[str]],
           keys_of: dict[str, str], seen: set[str]) -> tuple[str, ...] | None:
    """The variables a message reads with the messages it includes, sorted; None if one it
    includes is missing (or includes it back)."""
    if fluent_id in seen or fluent_id not in keys_of:
        return None
    names = set(cat.variables[keys_of[fluent_id]])
    for other in refers.get(fluent_id, ()):
        more = _reads(other, cat, refers, keys_of, seen | {fluent_id})
        if more is None:
            return None
        names.update(more)
    return tuple(sorted(names))


def keys(locale: str) -> tuple[str, ...]:
    """The dotted keys one locale defines, in file order."""
    return tuple(load(locale).ids)


def normalise_locale(locale: Any) -> str:
    """``'en-US'`` / ``discord.Locale`` values -> a catalog folder name (``'en'``)."""
    if locale.__class__ is str and locale in LOCALES:
        return locale  # already a folder name (most calls: a post's locale, passed on)
    if locale is None:
        return DEFAULT_LOCALE
    value = str(getattr(locale, "value", locale))
    return value.split("-")[0].split("_")[0].lower() or DEFAULT_LOCALE


def defines(key: str, locale: Any) -> bool:
    """Whether the locale's own catalog has the key (no English fallback)."""
    return key in load(normalise_locale(locale)).ids


def has(key: str, locale: Any = None) -> bool:
    """Whether the key exists in the locale or in English."""
    return key in load(normalise_locale(locale)).ids or key in load(DEFAULT_LOCALE).ids


class _Digits(FluentInt):
    """A whole number of 0 or more in a catalog whose numbers are plain digits: written as
    ``str`` writes it (what Babel's pattern without grouping gives there, for a fraction of
    its cost); plural forms are chosen from the number as before."""

    def format(self, locale: Any) -> str:
        """The number's digits."""
        return int.__str__(self)


#: catalogs whose whole numbers read as ASCII digits without grouping (Latin digits, CLDR)
PLAIN_DIGITS = frozenset(LOCALES)


def _fluent_value(value: Any, plain: bool = False) -> Any:
    """A parameter as Fluent wants it: numbers stay numbers (plural forms), the rest text.
    ``plain``: the catalog writes whole numbers as plain digits (``PLAIN_DIGITS``)."""
    if isinstance(value, bool):
        return str(value)
    if plain and value.__class__ is int and value >= 0:
        return _Digits(value, useGrouping=False)
    if isinstance(value, int | float | Decimal):
        # No digit grouping: table numbers and scores read "#1234", never "#1,234".
        return fluent_number(value, useGrouping=False)
    return str(value)


def _warn_once(tag: str, message: str, *args: Any) -> None:
    if tag not in _missing:
        _missing.add(tag)
        log.warning(message, *args)


def _cache_key(key: str, params: dict[str, Any],
               reads: tuple[str, ...] | None = None) -> tuple[Any, ...] | None:
    """What a formatted sentence depends on, or None when a parameter it reads is not a str,
    int or bool (an object could read differently while it stays equal; -0.0 == 0.0 too).
    Types are part of the key: True == 1, but they read "True" and "1". With ``reads`` (the
    variables the sentence uses), the parameters it does not read are left out: event lines
    are given every player's name and lists they never print."""
    items: list[Any] = [key]
    pairs = params.items() if reads is None else (
        (name, params.get(name, _ABSENT)) for name in reads)
    for name, value in pairs:
        kind = type(value)
        if value is _ABSENT:
            items.append((name,))  # shown as ``{$name}``
            continue
        if kind not in (str, int, bool):
            return None
        # the type's name, not the type: a tuple of strings and numbers only is dropped
        # from the collector's watch, so kept sentences cost full collections nothing
        items.append((name, kind.__name__, value))
    return tuple(items)


#: a parameter the sentence reads but was not given
_ABSENT = object()


def t(key: str, locale: Any = None, **params: Any) -> str:
    """The sentence for ``key`` in ``locale`` (falling back to English), filled with params."""
    cat = load(normalise_locale(locale))
    # the catalog whose sentence is formatted: this one, else English's
    source = cat if key in cat.ids else load(DEFAULT_LOCALE)
    cached = _cache_key(key, params, source.reads.get(key))
    if cached is None:
        return _format(cat, key, params)
    text = cat.formatted.get(cached)
    if text is None:
        text = cat.formatted[cached] = _format(cat, key, params)
        if len(cat.formatted) > FORMATTED_LIMIT:
            # Bounded: a long-running bot sees ever new names and numbers.
            for old in list(cat.formatted)[: FORMATTED_LIMIT // 2]:
                del cat.formatted[old]
    return text


def _format(cat: Catalog, key: str, params: dict[str, Any]) -> str:
    """Fluent's formatting of ``key`` from ``cat`` (English as fallback)."""
    if key not in cat.ids:
        cat = load(DEFAULT_LOCALE)
        if key not in cat.ids:
            _warn_once(key, "missing catalog key %s", key)
            return key
    plain = cat.locale in PLAIN_DIGITS
    reads = cat.reads.get(key)
    # Fluent looks up only the variables the sentence reads: the others (every player's
    # name, lists and mappings of an event) need no conversion.
    args = {name: _fluent_value(value, plain) for name, value in params.items()
            if reads is None or name in reads}
    for name in cat.variables[key] - args.keys():
        _warn_once(f"{key}${name}", "catalog key %s used without $%s", key, name)
        args[name] = "{$" + name + "}"
    message = cat.bundle.get_message(cat.ids[key])
    if message.value is None:
        return key
    text, errors = cat.bundle.format_pattern(message.value, args)
    for error in errors:
        _warn_once(f"{cat.locale}:{key}:{error}", "catalog %s/%s: %s", cat.locale, key, error)
    return str(text)
