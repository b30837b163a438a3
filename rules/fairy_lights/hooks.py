"""Optional protocol hook of Fairy Lights: what ``/game status`` says, from the public view."""

from __future__ import annotations

from typing import Any

from .view import FairyLightsView


def status_lines(public: FairyLightsView) -> list[tuple[str, dict[str, Any]]]:
    """Shop, deck and every player's score and scored pile."""
    lines: list[tuple[str, dict[str, Any]]] = [
        ("status.table", {"shop": " ".join(public.shop) or "-", "deck": public.deck_size,
                          "discard": public.discard_count}),
    ]
    for player in public.players:
        key = "status.player_resigned" if player.resigned else "status.player"
        lines.append((key, {"seat": player.seat, "score": player.score,
                            "scored": player.scored_count, "stars": player.scored_stars,
                            "held": player.collection_stars}))
    return lines
