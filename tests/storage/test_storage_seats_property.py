"""Property: any sequence of joins and leaves keeps seats numbered 0..n-1 in joining order."""

from __future__ import annotations

import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st

from storage import Store

# (True, user): join; (False, user): leave, when the user is seated.
actions = st.lists(st.tuples(st.booleans(), st.integers(min_value=2, max_value=8)), max_size=25)


async def _run(steps: list[tuple[bool, int]]) -> None:
    store = await Store.open(":memory:")
    try:
        table = await store.create_table(
            game="g", guild_id=None, channel_id=1, creator_id=1, creator_name="c",
            options={}, seed=0,
        )  # fmt: skip
        model, version = [1], table.version
        for join, user in steps:
            if join and user not in model:
                version = await store.add_seat(table.id, user, f"u{user}", version)
                model.append(user)
            elif not join and user in model:
                version = await store.remove_seat(table.id, user, version)
                model.remove(user)
            seats = await store.seats(table.id)
            assert [(s.seat, s.user_id) for s in seats] == list(enumerate(model))
        assert (await store.get_table(table.id)).version == version  # type: ignore[union-attr]
    finally:
        await store.close()


@settings(max_examples=40, deadline=None)
@given(actions)
def test_seats_stay_contiguous_in_order(steps: list[tuple[bool, int]]) -> None:
    asyncio.run(_run(steps))
