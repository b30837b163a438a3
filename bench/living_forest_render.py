"""Benchmark: Living Forest pictures (layout, drawing, palette, PNG). Prints figures only.

Plays automatic games with the Kodama module (the tallest pictures) and renders the
spectator view after every move, as a table in play does: strips unchanged since the last
picture come from the cache. Reports CPU time (``time.process_time``) per player count:

* ``every move``: every picture (a move hidden from spectators changes nothing);
* ``changed``: only pictures whose view differs from the previous one;
* ``cold``: every 10th changed view with every cache of the renderer emptied first.

``--against REV`` also times ``render/living_forest.py`` as it was at git revision ``REV``,
in the same process on the same views, so a loaded machine slows both alike.

Usage: python bench/living_forest_render.py [games] [--against REV]
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rules.living_forest as lf  # noqa: E402
from render import living_forest  # noqa: E402

NAMES = ["Maximiliana Wolkenstein-Rabenhor", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
         "Ægir Þórðarson of the Deep Woods", "Chloé-Zoë Lefèvre-Delacroix-Mum"]


def _module_at(rev: str) -> ModuleType:
    """``render/living_forest.py`` as of git revision ``rev``, imported under another name."""
    source = subprocess.run(["git", "show", f"{rev}:render/living_forest.py"], cwd=ROOT,
                            check=True, capture_output=True).stdout
    path = Path(tempfile.mkdtemp()) / "living_forest_then.py"
    path.write_bytes(source)
    spec = importlib.util.spec_from_file_location("living_forest_then", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _views(seats: int, games: int) -> list[list[Any]]:
    """The spectator views after every move of ``games`` automatic games."""
    out = []
    for seed in range(games):
        state = lf.new_game(seats, {"kodama": "true"}, seed)
        views = []
        while not lf.is_over(state):
            seat = min(lf.to_act(state))
            state, _ = lf.apply(state, seat, lf.auto_move(state, seat))
            views.append(lf.view(state, None))
        out.append(views)
    return out


def _cpu_ms(call: Callable[[], object]) -> float:
    start = time.process_time()
    call()
    return (time.process_time() - start) * 1000


def _figures(timings: list[float]) -> str:
    timings = sorted(timings)
    p99 = timings[min(len(timings) - 1, int(len(timings) * 0.99))]
    return f"{len(timings)} pictures, p50 {statistics.median(timings):.2f} ms, p99 {p99:.2f} ms"


def main() -> None:
    """Print p50 / p99 CPU milliseconds per picture for 2, 3 and 4 seats."""
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="?", type=int, default=2)
    parser.add_argument("--against", metavar="REV")
    args = parser.parse_args()
    modules = {"now": living_forest}
    if args.against:
        modules[args.against] = _module_at(args.against)
    for seats in (2, 3, 4):
        games = _views(seats, args.games)
        names = NAMES[:seats]
        for label, module in modules.items():
            # The first picture loads fonts and fills the shared label cache: not counted.
            module.render(games[0][-1], names)
            module.clear_caches()
            every: list[float] = []
            changed: list[float] = []
            sample: list[Any] = []
            for views in games:
                for i, view in enumerate(views):
                    ms = _cpu_ms(partial(module.render, view, names))
                    every.append(ms)
                    if i == 0 or view != views[i - 1]:
                        changed.append(ms)
                        if len(changed) % 10 == 1:
                            sample.append(view)
            cold: list[float] = []
            for view in sample:
                module.clear_caches()
                cold.append(_cpu_ms(partial(module.render, view, names)))
            print(f"living_forest render {seats}p kodama [{label}]")
            print(f"  every move: {_figures(every)}")
            print(f"  changed:    {_figures(changed)}")
            print(f"  cold:       {_figures(cold)}")


if __name__ == "__main__":
    main()
