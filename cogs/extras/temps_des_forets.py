"""Le Temps des Forêts' own Discord extras (spec §7): the server's daily deal.

The deal itself (a seed per server and UTC day, a private thread, the day's board and the
result posted once the day has ended) is the shared solo flow of cogs/daily.py; this game
declares that its ``daily`` option asks for it, and which result facts its sentence names.
Its hint (``/game hint``) is the rules' ``Game.hint`` hook, served by the shared command.
"""

from __future__ import annotations

from typing import Any

from cogs.extras import GameExtras
from rules.protocol import Result


def daily_result_params(result: Result) -> dict[str, Any]:
    """The day's result names the cycle reached and the trees left dormant."""
    return {"cycle": result.details.get("cycle", 0),
            "dormant": result.details.get("dormant", 0)}


#: Le Temps des Forêts' extras, as its registry row names them
EXTRAS = GameExtras(daily_option="daily", daily_result_params=daily_result_params)
