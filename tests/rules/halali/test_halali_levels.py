"""The levels of the Halali! automatic player (rules/halali/levels.py, search.py; issue 20)."""

from __future__ import annotations

import random

from rules import halali
from rules.halali.fixtures import position, shuffle_hidden
from rules.halali.geometry import FOREST, KINDS
from rules.halali.levels import determinize, easy_move, iterations, strong_move
from rules.halali.state import UP
from rules.levels import EASY, NORMAL, STRONG

BLUE = 0
#: small searches: the same code paths as at play time, fewer iterations
EFFORT = 0.05


def _played(seed: int, turns: int, fmt: str = "single"):
    state = halali.new_game(2, {"format": fmt, "side": "blue"}, seed)
    for _ in range(turns):
        seat = min(halali.to_act(state))
        state, _ = halali.apply(state, seat, halali.auto_move(state, seat))
    return state


def _face_down(state) -> list[int]:
    return [q for q in FOREST if state.board[q] >= 0 and not state.board[q] & UP]


def test_determinize_keeps_the_view_and_draws_from_the_public_tally():
    state = _played(3, 30)
    tally = halali.view(state, 0).face_down_tally
    kinds_seen = set()
    for salt in range(6):
        twin = determinize(state, BLUE, random.Random(salt))
        halali.check(twin)
        assert halali.view(twin, 0) == halali.view(state, 0)
        assert halali.view(twin, 1) == halali.view(state, 1)
        drawn = [KINDS[twin.board[q] & 7] for q in _face_down(twin)]
        assert {k: drawn.count(k) for k in tally if tally[k]} == \
            {k: n for k, n in tally.items() if n}
        for q in FOREST:  # face-up tiles and empty squares untouched
            if state.board[q] < 0 or state.board[q] & UP:
                assert twin.board[q] == state.board[q]
        assert twin.seed != state.seed
        kinds_seen.add(tuple(drawn))
    assert len(kinds_seen) > 1


def test_determinize_never_reads_the_hidden_tiles():
    # two states that differ only in their face-down tiles give the same determinization
    state = _played(8, 20)
    other = shuffle_hidden(state, 99)
    other.seed = state.seed + 1
    assert halali.to_json(other) != halali.to_json(state)
    for salt in range(3):
        a = determinize(state, BLUE, random.Random(salt))
        b = determinize(other, BLUE, random.Random(salt))
        assert halali.to_json(a) == halali.to_json(b)


def test_determinize_in_game_two_of_a_match_keeps_the_seeds_tied():
    state = halali.new_game(2, {"format": "match", "side": "blue"}, 5)
    while state.game_no == 1:
        seat = min(halali.to_act(state))
        state, _ = halali.apply(state, seat, halali.auto_move(state, seat))
    twin = determinize(state, 1, random.Random(1))
    halali.check(twin)  # game 1's final position carries the new seed too
    assert halali.view(twin, 1) == halali.view(state, 1)


def test_easy_takes_the_biggest_capture_even_when_it_hangs():
    # the bear may take the hunter on d5 (+5), but the hunter on g5 (gun W) then shoots it
    # (-10): Normal sees the reply and declines, Easy does not look
    text = "B d4, H(N) d5, H(W) g5, ? h8 [T], ? b2 [T]"
    assert str(easy_move(position(text), BLUE)) == "d4xd5"
    assert str(halali.auto_move(position(text), BLUE)) != "d4xd5"


def test_easy_is_not_normal_along_real_games():
    differed = 0
    state = halali.new_game(2, {"side": "blue"}, 12)
    for _ in range(60):
        seat = min(halali.to_act(state))
        differed += easy_move(state, seat) != halali.auto_move(state, seat)
        state, _ = halali.apply(state, seat, halali.auto_move(state, seat))
    assert differed >= 10


def test_strong_takes_a_free_big_capture():
    # the bear takes the lumberjack (+5) and nothing of brown's can answer
    text = "B c6, L c7, T h2, ? h8 [T], ? b2 [T]"
    assert str(strong_move(position(text), BLUE, EFFORT)) == "c6xc7"


def test_strong_declines_the_capture_that_loses_its_bear():
    text = "B d4, H(N) d5, H(W) g5, ? h8 [T], ? b2 [T]"
    assert str(strong_move(position(text), BLUE, 0.1)) != "d4xd5"


def test_strong_wins_the_end_phase_race_by_exiting():
    # blue's last end-phase turn, 3 points behind: only the fox's exit (+5, west or east)
    # wins
    text = "F b5, T c3, H(E) h2, T d2"
    state = position(text, phase="end", end_turns_left={"blue": 1, "brown": 0},
                     scores={"blue": 0, "brown": 3})
    assert str(strong_move(state, BLUE, EFFORT)) in ("b5-a5", "b5-i5")


def test_every_level_plays_a_whole_game_legally():
    for level in (EASY, NORMAL, STRONG):
        state = halali.new_game(2, {"side": "blue"}, 21)
        while not halali.is_over(state):
            seat = min(halali.to_act(state))
            # the level plays blue, Normal brown (keeps the Strong game short to search)
            move = halali.GAME.bot_move(state, seat, level if seat == BLUE else NORMAL, 0.0)
            assert halali.resolve(state, seat, move) == move
            state, _ = halali.apply(state, seat, move)
        assert halali.result(state).ranking


def test_iterations_scale_with_effort_and_have_a_floor():
    assert iterations(1.0) > iterations(0.25) > iterations(0.0) > 0


def test_the_leafs_hanging_captures_match_the_policys_reference():
    # search._hanging is a one-pass rewrite of policy._best_capture for both sides: they
    # agree along seeded games (bans and end phases included), random moves mixed in so
    # captures and bans really occur
    from rules.halali.policy import _best_capture, _capturers
    from rules.halali.search import _hanging

    checked = nonzero = 0
    for seed in range(3):
        state = halali.new_game(2, {"side": "blue"}, 600 + seed)
        rng = random.Random(seed)
        while not halali.is_over(state):
            board = state.board
            for x in (0, 1):
                for ban in (state.last_own[x], None):
                    expected = (_best_capture(board, _capturers(board, x), ban),
                                _best_capture(board, _capturers(board, 1 - x), None))
                    assert _hanging(board, x, ban) == expected
                    checked += 1
                    nonzero += expected != (0, 0)
            seat = min(halali.to_act(state))
            moves = halali.legal_moves(state, seat)
            move = halali.auto_move(state, seat) if rng.random() < 0.7 else rng.choice(moves)
            state, _ = halali.apply(state, seat, move)
    assert checked > 500 and nonzero > checked // 4
