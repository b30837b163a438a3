"""The garbage collector's pauses: what lives as long as the bot is kept out of its way.

A full collection walks every tracked object that is not frozen, so its pause grows with the
heap: the start-up objects (modules, catalogs, fonts, the renderers' preload), then the
caches that fill while the bot plays (rules tables built on first use, parsed states, kept
sentences). ``settle`` freezes the start-up objects once (``gc.freeze``); ``Refreezer``
then freezes whatever survived each full collection, so the next one walks only what came
since. Frozen objects are never collected, which would keep a cycle that dies later (a
discarded view and its buttons) forever: so once the frozen objects have grown to
``GROWTH`` times what they were after the last thorough pass, they are unfrozen before the
next full collection, which then walks (and frees) everything once. The frozen heap stays
within ``GROWTH`` times the live one, and the long pauses come only when it doubled.
"""

from __future__ import annotations

import gc
import logging
from typing import Any

log = logging.getLogger(__name__)

#: how much the frozen objects may grow before a full collection walks them all again
GROWTH = 4.0


class Refreezer:
    """Freezes the survivors of each full collection (a ``gc.callbacks`` entry); every
    ``GROWTH``-fold growth of the frozen objects, one full collection walks them all."""

    def __init__(self, growth: float = GROWTH) -> None:
        self.growth = growth
        #: frozen objects after the last thorough pass (start-up: what ``settle`` froze)
        self.base = max(1, gc.get_freeze_count())
        #: full collections seen, and of them thorough ones (everything unfrozen first)
        self.full = 0
        self.thorough = 0
        self._thorough_now = False

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        """The collector's callback: before a full collection, unfreeze when due; after it,
        freeze the survivors."""
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._thorough_now = gc.get_freeze_count() >= self.growth * self.base
            if self._thorough_now:
                gc.unfreeze()  # this collection walks (and frees) the frozen objects too
            return
        self.full += 1
        gc.freeze()
        if self._thorough_now:
            self.thorough += 1
            self.base = max(1, gc.get_freeze_count())
            self._thorough_now = False


def settle() -> Refreezer:
    """Freeze what start-up left (call it once everything is loaded) and keep freezing the
    survivors of later full collections; the installed ``Refreezer`` (one per process)."""
    gc.collect()
    gc.freeze()
    for callback in gc.callbacks:
        if isinstance(callback, Refreezer):
            callback.base = max(1, gc.get_freeze_count())
            return callback
    refreezer = Refreezer()
    gc.callbacks.append(refreezer)
    log.debug("collector settled: %d objects frozen", gc.get_freeze_count())
    return refreezer


def unsettle() -> None:
    """Remove the ``Refreezer`` and unfreeze everything (tests)."""
    gc.callbacks[:] = [c for c in gc.callbacks if not isinstance(c, Refreezer)]
    gc.unfreeze()
