"""Colours that carry meaning stay apart for colour-blind players (issue 17, item 7).

Every registered game's renderer declares, at module level, ``CVD_GROUPS``: a dict of group
name -> tuple of RGB colours players must tell apart (seat colours, card colours...). Each
pair within a group must keep a CIEDE2000 difference of at least 10 once the colours are
seen with full-severity deuteranopia, protanopia and tritanopia (Machado et al. 2009, as
simulated by colorspacious). A letter or shape goes with every such colour anyway; this
keeps the colour itself useful too.

colorspacious has no CIEDE2000, so :func:`ciede2000` implements the standard formula (Sharma,
Wu and Dalal 2005) and is checked against their published test pairs.
"""

from __future__ import annotations

import importlib
import itertools
import math

import pytest
from colorspacious import cspace_convert

from rules import registry

MIN_DELTA_E = 10.0
CVD_TYPES = ("deuteranomaly", "protanomaly", "tritanomaly")  # at severity 100: full -anopia

Lab = tuple[float, float, float]
RGB = tuple[int, int, int]


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 colour difference of two CIELab colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    d_lp = l2 - l1
    d_cp = c2p - c1p
    if c1p * c2p == 0:
        d_hp = 0.0
    elif abs(h2p - h1p) <= 180:
        d_hp = h2p - h1p
    elif h2p - h1p > 180:
        d_hp = h2p - h1p - 360
    else:
        d_hp = h2p - h1p + 360
    d_big_hp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(d_hp / 2))
    l_bar = (l1 + l2) / 2
    c_bar_p = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30))
         + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6))
         - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(c_bar_p ** 7 / (c_bar_p ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * c_bar_p
    s_h = 1 + 0.015 * c_bar_p * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((d_lp / s_l) ** 2 + (d_cp / s_c) ** 2 + (d_big_hp / s_h) ** 2
                     + r_t * (d_cp / s_c) * (d_big_hp / s_h))


#: pairs from Sharma, Wu and Dalal (2005), table 1: (Lab 1, Lab 2, CIEDE2000)
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0),
    ((50.0, -0.001, 2.49), (50.0, 0.0009, -2.49), 4.8045),
    ((50.0, -0.001, 2.49), (50.0, 0.0011, -2.49), 4.7461),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373),
    ((90.8027, -2.0831, 1.441), (91.1528, -1.6435, 0.0447), 1.4441),
    ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_matches_the_published_pairs(lab1: Lab, lab2: Lab, expected: float) -> None:
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_ciede2000_of_a_colour_with_itself_is_zero() -> None:
    assert ciede2000((40.0, 12.0, -30.0), (40.0, 12.0, -30.0)) == 0


def seen_as(rgb: RGB, cvd_type: str) -> Lab:
    """CIELab of ``rgb`` as seen with full-severity ``cvd_type``."""
    simulated = cspace_convert([c / 255 for c in rgb],
                               {"name": "sRGB1+CVD", "cvd_type": cvd_type, "severity": 100},
                               "sRGB1")
    # Simulation can leave the gamut a little; a screen cannot show more than it has.
    clipped = [min(1.0, max(0.0, float(c))) for c in simulated]
    lab = cspace_convert(clipped, "sRGB1", "CIELab")
    return float(lab[0]), float(lab[1]), float(lab[2])


def too_close(colours: tuple[RGB, ...]) -> list[str]:
    """Every pair of ``colours`` closer than :data:`MIN_DELTA_E` under some deficiency."""
    faults = []
    for cvd_type in CVD_TYPES:
        for one, two in itertools.combinations(colours, 2):
            delta = ciede2000(seen_as(one, cvd_type), seen_as(two, cvd_type))
            if delta < MIN_DELTA_E:
                faults.append(f"{one} and {two}: {delta:.1f} under {cvd_type}")
    return faults


def test_the_check_catches_the_classic_red_green_confusion() -> None:
    # Pure red and a green of similar lightness look alike without L or M cones.
    assert too_close(((200, 60, 50), (110, 120, 40)))
    assert not too_close(((0, 0, 0), (255, 255, 255)))


@pytest.mark.parametrize("game_id", registry.BUILT_IN)
def test_meaningful_colours_stay_apart_for_colour_blind_players(game_id: str) -> None:
    module = importlib.import_module(registry.entry(game_id).render)
    groups = getattr(module, "CVD_GROUPS", None)
    assert isinstance(groups, dict) and groups, (
        f"{module.__name__} declares no CVD_GROUPS (the colours players must tell apart)")
    faults = []
    for name, colours in groups.items():
        assert len(colours) >= 2, f"group {name!r} has nothing to tell apart"
        assert all(len(c) == 3 and all(0 <= v <= 255 for v in c) for c in colours), name
        faults += [f"{name}: {fault}" for fault in too_close(tuple(colours))]
    assert not faults, "\n".join(faults)
