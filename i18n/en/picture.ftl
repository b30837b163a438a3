# Labels drawn in the pictures (render/). Short: they share a line with numbers and names.
# Side and colour names come from halali-side-* and fairy_lights-colour-*.

picture-player = Player { $number }

## Halali!

picture-halali-title = Halali!
picture-halali-match_game = Match game { $game_no }/2
picture-halali-seat = { $name } ({ $side })
picture-halali-captured = Captured
picture-halali-exited = Exited
picture-halali-over = Game over after turn { $turn }
picture-halali-end_reason = End: { $reason }
picture-halali-reason-end_phase_complete = end phase complete
picture-halali-reason-no_tiles = no tiles left
picture-halali-reason-cannot_move = cannot move
picture-halali-reason-quiet_draw = 50 quiet turns
picture-halali-reason-draw_agreed = draw agreed
picture-halali-reason-resigned = resigned
picture-halali-winner = Winner: { $name } ({ $side })
picture-halali-draw = Result: draw
picture-halali-turn = Turn { $turn }: { $side } to move
picture-halali-end_phase = End phase, turns left:
picture-halali-turns_left = { $blue } { $blue_left }, { $brown } { $brown_left }
picture-halali-main_phase = Main phase
picture-halali-face_down = Face down: { $count }
picture-halali-never_flipped = Never flipped: { $count }
picture-halali-quiet = Quiet turns: { $count }/50
picture-halali-draw_offer = Draw offered by { $side }
picture-halali-locked = Locked: { $square } for { $side }
picture-halali-no_return = No return: { $origin } to { $target } ({ $side })
picture-halali-last = Last: { $side } { $notation }
picture-halali-match_total = Match total
picture-halali-match_game1_total = Match: game 1 / total

## Fairy Lights

picture-fairy_lights-title = Fairy Lights
picture-fairy_lights-turn = Turn { $turn }: { $name } to play
picture-fairy_lights-over = Game over
picture-fairy_lights-must_take = Must take now
picture-fairy_lights-drawn = { $count ->
        [one] { $count } draw this turn
       *[other] { $count } draws this turn
    }
picture-fairy_lights-shop = SHOP
picture-fairy_lights-no_star = no star
picture-fairy_lights-bust = BUST!
picture-fairy_lights-last = LAST
picture-fairy_lights-deck = DECK
picture-fairy_lights-discard = DISCARD
picture-fairy_lights-discard_pile = Discard pile ({ $count })
picture-fairy_lights-empty = empty
picture-fairy_lights-deck_left = Left in the deck ({ $count })
picture-fairy_lights-players = PLAYERS
picture-fairy_lights-start_player = start player
picture-fairy_lights-resigned = resigned
picture-fairy_lights-winner = WINNER
picture-fairy_lights-score = Score { $score }
picture-fairy_lights-scored = scored { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, { $stars } ★
picture-fairy_lights-no_cards = no cards in collection
picture-fairy_lights-group = { $bulbs ->
        [one] { $bulbs } bulb
       *[other] { $bulbs } bulbs
    }, { $stars } ★
picture-fairy_lights-result = Result ({ $reason }):
picture-fairy_lights-reason-resign = resignation
picture-fairy_lights-reason-deck_out = last card played
picture-fairy_lights-place = { $place }. { $names } ({ $score })
