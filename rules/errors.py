"""The one family of refusals.

Rules never build sentences: a refusal is a ``GroveError`` carrying a reason code and
public parameters. The catalog turns ``<game>.<CODE>`` (or ``common.<CODE>``) into text.
Parameters must only ever hold public facts (squares, colours, counts), never hidden ones.
"""

from __future__ import annotations

from typing import Any


class GroveError(Exception):
    """A refusal with a reason code and public parameters."""

    #: default code of the class; a game passes its own spec code to IllegalMove.
    default_code = "ERROR"

    def __init__(self, code: str | None = None, game: str | None = None, **params: Any) -> None:
        self.code = code or self.default_code
        self.game = game
        self.params = params
        super().__init__(self.code)

    @property
    def catalog_key(self) -> str:
        """Catalog key: ``<game>.<CODE>`` for game codes, ``common.<CODE>`` otherwise."""
        return f"{self.game or 'common'}.{self.code}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.catalog_key}, {self.params!r})"


class NoTable(GroveError):
    """There is no table here (or it was deleted)."""

    default_code = "NO_TABLE"


class LobbyError(GroveError):
    """Joining, leaving or starting a lobby is not possible right now."""

    default_code = "LOBBY"


class NotSeated(GroveError):
    """The user holds no seat at this table."""

    default_code = "NOT_SEATED"


class NotYourTurn(GroveError):
    """The seat may not act now."""

    default_code = "NOT_YOUR_TURN"


class GameOver(GroveError):
    """The game has ended; nothing more can be played."""

    default_code = "GAME_OVER"


class StaleVersion(GroveError):
    """The game moved on since this action was computed (old button, concurrent move)."""

    default_code = "STALE_VERSION"


class BadNotation(GroveError):
    """The text is not a move in this game's notation."""

    default_code = "BAD_NOTATION"


class IllegalMove(GroveError):
    """A well-formed move that the rules refuse; ``code`` is the spec's reason code."""

    default_code = "ILLEGAL"


class NotAllowed(GroveError):
    """The user may not do this (e.g. abandon a table they did not create)."""

    default_code = "NOT_ALLOWED"


class CorruptState(GroveError, ValueError):
    """A saved state that is valid JSON but not a valid game: it breaks an invariant.

    Raised by a game's ``from_json`` (through its ``check(state)``) before anything can be
    saved on top of it. Players see ``common.CORRUPT_TABLE``; ``detail`` names the broken
    invariant for the log only and never holds a hidden fact (no card in the deck, no kind
    of a face-down tile), so it may be logged with the table id.
    """

    default_code = "CORRUPT_TABLE"

    def __init__(self, detail: str, game_id: str | None = None) -> None:
        super().__init__()
        self.detail = detail
        self.game_id = game_id

    def __str__(self) -> str:
        return f"{self.game_id or 'state'}: {self.detail}"
