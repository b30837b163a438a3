"""The collector's settling (tables/collector.py): the survivors of a full collection are
frozen, so the next one does not walk them again; a cycle that dies while frozen is freed by
the thorough pass that comes once the frozen objects have grown enough."""

from __future__ import annotations

import gc
import weakref

import pytest

from tables import collector


class Node:
    """A cyclic pair's half (a view and its buttons refer to each other the same way)."""

    other: Node | None = None


def cycle() -> tuple[Node, weakref.ref[Node]]:
    a, b = Node(), Node()
    a.other, b.other = b, a
    return a, weakref.ref(a)


@pytest.fixture
def refreezer():
    found = collector.settle()
    try:
        yield found
    finally:
        collector.unsettle()


def is_frozen(obj: object) -> bool:
    # frozen objects are in no generation: gc.get_objects() lists generations 0-2 only
    return not any(o is obj for o in gc.get_objects())


def test_settling_freezes_what_start_up_left_and_installs_one_refreezer(refreezer):
    assert gc.get_freeze_count() > 0
    assert collector.settle() is refreezer  # a second call installs no second callback
    assert sum(isinstance(c, collector.Refreezer) for c in gc.callbacks) == 1


def test_the_survivors_of_a_full_collection_are_frozen(refreezer):
    refreezer.base = 10 ** 9  # no thorough pass here
    kept, _ = cycle()
    assert not is_frozen(kept)
    full = refreezer.full
    gc.collect()
    assert refreezer.full == full + 1
    assert is_frozen(kept)


def test_a_frozen_cycle_that_dies_is_freed_by_the_thorough_pass(refreezer):
    refreezer.base = 10 ** 9
    kept, ref = cycle()
    gc.collect()
    del kept
    gc.collect()
    assert ref() is not None  # frozen: no ordinary full collection frees it
    refreezer.base = 1  # the frozen objects have grown past the bound
    thorough = refreezer.thorough
    gc.collect()
    assert ref() is None
    assert refreezer.thorough == thorough + 1
    # afterwards the survivors are frozen again and the bound starts from them
    assert gc.get_freeze_count() > 0 and refreezer.base > 1


def test_younger_collections_freeze_nothing(refreezer):
    refreezer.base = 10 ** 9
    kept, _ = cycle()
    gc.collect(0)
    gc.collect(1)
    assert not is_frozen(kept)
