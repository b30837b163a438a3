"""Which catalog sentence a text came from: cog tests compare with the English catalog,
never with English wording typed into the test.

``said(text, "common.rematch.waiting", count=1)`` is true when the sentence
``t("common.rematch.waiting", "en", count=1)`` appears in ``text``. A parameter the test does
not know (a table number, a name) may be left out: it then matches any text in its place, and
a plural it chooses (``{ $count -> ... }``) matches any of its variants.
"""

from __future__ import annotations

import itertools
import re
from functools import cache
from typing import Any

from fluent.syntax import ast, visitor

import i18n

#: what stands for a parameter left out, in the sentence before it becomes a pattern
_MARK = "\x00"
_WILD = r"[\s\S]*?"


class _Hole(str):
    """A parameter left out: shown as a mark, and equal to the one variant key it chooses."""

    choice: Any = None

    def __new__(cls, name: str, choice: Any = None) -> _Hole:
        hole = super().__new__(cls, f"{_MARK}{name}{_MARK}")
        hole.choice = choice
        return hole

    def __eq__(self, other: object) -> bool:
        return self.choice is not None and other == self.choice

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = str.__hash__


class _Selectors(visitor.Visitor):
    """The variant keys each ``$variable`` chooses between (``{ $count -> [one] ... }``)."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: dict[str, list[Any]] = {}

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        if isinstance(node.selector, ast.VariableReference):
            keys = self.keys.setdefault(node.selector.id.name, [])
            for variant in node.variants:
                key = variant.key
                value = key.name if isinstance(key, ast.Identifier) else key.parse()["value"]
                if value not in keys:
                    keys.append(value)
        self.generic_visit(node)


def _selectors(cat: i18n.Catalog, key: str) -> dict[str, list[Any]]:
    found = _Selectors()
    found.visit(cat.messages[key])
    return found.keys


@cache
def _pattern(key: str, params: tuple[tuple[str, Any], ...],
             catalog: int) -> re.Pattern[str]:
    """``catalog``: the identity of the English catalog loaded now (a test may add a game's
    catalogs, which loads them afresh)."""
    cat = i18n.load("en")
    if key not in cat.ids:
        raise KeyError(f"no English catalog entry {key} ({i18n.message_id(key)})")
    given = {name: i18n._fluent_value(value) for name, value in params}
    missing = sorted(cat.variables[key] - given.keys())
    choices = [_selectors(cat, key).get(name, [None]) for name in missing]
    message = cat.bundle.get_message(cat.ids[key])
    sentences = []
    for picked in itertools.product(*choices):
        holes = {name: _Hole(name, c) for name, c in zip(missing, picked, strict=True)}
        args = {**given, **holes}
        text, errors = cat.bundle.format_pattern(message.value, args)
        assert not errors, (key, errors)
        parts = re.split(f"{_MARK}[^{_MARK}]*{_MARK}", str(text))
        sentences.append(_WILD.join(re.escape(part) for part in parts))
    return re.compile("|".join(f"(?:{s})" for s in dict.fromkeys(sentences)))


def pattern(key: str, /, **params: Any) -> re.Pattern[str]:
    """The English sentence of ``key`` as a pattern; parameters not given match anything."""
    return _pattern(key, tuple(sorted(params.items())), id(i18n.load("en")))


def said(text: str | None, key: str, /, **params: Any) -> bool:
    """Whether the English sentence of ``key`` (with ``params``) appears in ``text``."""
    return text is not None and pattern(key, **params).search(text) is not None


def is_said(text: str | None, key: str, /, **params: Any) -> bool:
    """Whether ``text`` is exactly the English sentence of ``key`` (with ``params``)."""
    return text is not None and pattern(key, **params).fullmatch(text) is not None
