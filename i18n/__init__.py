"""Message catalogs and the lookup with fallback.

Catalogs live in ``i18n/<locale>/<namespace>.json`` as flat ``{"KEY": "text {param}"}``
objects; the full key is ``<namespace>.<KEY>`` (``common.NOT_YOUR_TURN``,
``halali.PATH_BLOCKED``, ``halali.event.flip``). Every sentence the bot says comes from here.
A missing key falls back to English, then to the key itself (and is logged once), so a gap in
a catalog never breaks a reply.
"""

from __future__ import annotations

import json
import logging
import string
from functools import cache
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

_ROOT = Path(__file__).resolve().parent
DEFAULT_LOCALE = "en"
_missing: set[str] = set()


@cache
def catalog(locale: str) -> dict[str, str]:
    """Every key of one locale, read once from its JSON files."""
    folder = _ROOT / locale
    merged: dict[str, str] = {}
    if not folder.is_dir():
        return merged
    for path in sorted(folder.glob("*.json")):
        namespace = path.stem
        for key, text in json.loads(path.read_text(encoding="utf-8")).items():
            merged[f"{namespace}.{key}"] = text
    return merged


def normalise_locale(locale: Any) -> str:
    """``'en-US'`` / ``discord.Locale`` values -> a catalog folder name (``'en'``)."""
    if locale is None:
        return DEFAULT_LOCALE
    value = str(getattr(locale, "value", locale))
    return value.split("-")[0].lower() or DEFAULT_LOCALE


class _SafeDict(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def has(key: str, locale: Any = None) -> bool:
    """Whether the key exists in the locale or in English."""
    return key in catalog(normalise_locale(locale)) or key in catalog(DEFAULT_LOCALE)


def t(key: str, locale: Any = None, **params: Any) -> str:
    """The sentence for ``key`` in ``locale`` (falling back to English), filled with params."""
    loc = normalise_locale(locale)
    text = catalog(loc).get(key) or catalog(DEFAULT_LOCALE).get(key)
    if text is None:
        if key not in _missing:
            _missing.add(key)
            log.warning("missing catalog key %s", key)
        return key
    return string.Formatter().vformat(text, (), _SafeDict(params))
