"""Reading a saved state's fields with their JSON types, for a game's ``state.decode``.

A saved row is JSON from our own database, but a damaged or hand-edited one must still
answer ``CorruptState`` and never a ``TypeError`` deep inside ``check`` or a later move, so
each field is read as the type it must have; ``check`` then judges the values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.errors import CorruptState

#: reads one value (named for the error's detail) or raises ``CorruptState``
Reader = Callable[[Any, str], Any]


class Fields:
    """The typed readers of one game's saved states (their errors name the game)."""

    def __init__(self, game: str) -> None:
        self.game = game

    def bad(self, detail: str) -> CorruptState:
        """The error for an unreadable field (``detail`` names the field, never its value)."""
        return CorruptState(detail, self.game)

    def whole(self, value: Any, name: str) -> int:
        """A whole number: a bool is an int in Python but never a count here, and a float
        (``1e400`` is Infinity) is no int."""
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.bad(f"{name} is not a whole number")
        return value

    def flag(self, value: Any, name: str) -> bool:
        """JSON true or false (``bool("no")`` would be True)."""
        if not isinstance(value, bool):
            raise self.bad(f"{name} is not true or false")
        return value

    def text(self, value: Any, name: str) -> str:
        """A string."""
        if not isinstance(value, str):
            raise self.bad(f"{name} is not text")
        return value

    def obj(self, value: Any, name: str) -> dict[str, Any]:
        """A JSON object."""
        if not isinstance(value, dict):
            raise self.bad(f"{name} is not an object")
        return value

    def key(self, data: dict[str, Any], name: str) -> Any:
        """The field ``name`` of ``data``, which must be there."""
        if name not in data:
            raise self.bad(f"field {name} missing")
        return data[name]

    def list_of(self, value: Any, name: str, item: Reader) -> list[Any]:
        """A JSON list, each item read with ``item``."""
        if not isinstance(value, list):
            raise self.bad(f"{name} is not a list")
        return [item(x, name) for x in value]

    def dict_of(self, value: Any, name: str, item: Reader) -> dict[str, Any]:
        """A JSON object with text keys, each value read with ``item``."""
        return {self.text(k, name): item(v, name) for k, v in self.obj(value, name).items()}


def optional(read: Reader) -> Reader:
    """``read`` that also lets JSON null through (as None)."""
    return lambda value, name: None if value is None else read(value, name)
