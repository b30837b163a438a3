"""What the outbox and the notices it delivers share: the sweep's schedule and the two
failures a ``Poster`` reports. Kept apart so that tables/notices.py needs nothing of
tables/outbox.py, which builds on it.
"""

from __future__ import annotations

#: the scheduler job name of the sweep
SWEEP = "outbox"
#: seconds between sweeps
SWEEP_EVERY = 60.0
#: seconds before a failed post is tried again: quickly at first, then with the sweep
RETRY_DELAYS = (5.0, 20.0)
#: the longest wait between tries of a table whose posts keep failing
MAX_BACKOFF = 3600.0


class PostFailed(Exception):
    """A post or edit that did not go through and may be tried again later."""


class PostGone(Exception):
    """The table's thread or channel no longer exists, or the bot left its server."""
