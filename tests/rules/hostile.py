"""Hostile edits of a saved state, for the tests that a game's ``from_json`` answers only
``CorruptState`` (issue #15 item 8)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from typing import Any

from rules.errors import CorruptState

#: values of every JSON type, and numbers out of any range, put where a field belongs
HOSTILE: tuple[Any, ...] = (None, [], {}, [[]], [1], ["x"], "x", "", 1.5, float("inf"), -1,
                            10 ** 30, True, {"a": [1]})


def paths(data: Any, prefix: tuple[Any, ...] = (), width: int = 3) -> Iterator[tuple[Any, ...]]:
    """Every path into ``data`` (the first ``width`` items of each list)."""
    if prefix:
        yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from paths(value, (*prefix, key), width)
    elif isinstance(data, list):
        for i, value in enumerate(data[:width]):
            yield from paths(value, (*prefix, i), width)


def edited(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """A deep copy of ``data`` with the field at ``path`` set to ``value``."""
    out = copy.deepcopy(data)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = copy.deepcopy(value)
    return out


def without(data: dict[str, Any], path: tuple[Any, ...]) -> dict[str, Any] | None:
    """A deep copy of ``data`` without the object key at ``path`` (None for a list item)."""
    out = copy.deepcopy(data)
    target = out
    for key in path[:-1]:
        target = target[key]
    if not isinstance(target, dict):
        return None
    del target[path[-1]]
    return out


def assert_only_corrupt_state(from_json: Callable[[Any], Any], data: dict[str, Any]) -> int:
    """Put every hostile value at every path of ``data``, and drop every key; ``from_json``
    either loads the row or raises ``CorruptState``, never another exception. Returns how
    many rows it refused."""
    data = json.loads(json.dumps(data))
    refused = 0
    for path in paths(data):
        rows = [edited(data, path, value) for value in HOSTILE]
        rows.append(without(data, path))
        for row in rows:
            if row is None:
                continue
            try:
                from_json(row)
            except CorruptState:
                refused += 1
    return refused
