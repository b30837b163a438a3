# Labels in de plaatjes (render/). Kort: ze delen een regel met getallen en namen.
# Kant- en kleurnamen komen uit halali-side-* en fairy_lights-colour-*.

picture-player = Speler { $number }

## Halali!

picture-halali-title = Halali!
picture-halali-match_game = Partij { $game_no }/2
picture-halali-seat = { $name } ({ $side })
picture-halali-captured = Geslagen
picture-halali-exited = Het bos uit
picture-halali-over = Spel voorbij na beurt { $turn }
picture-halali-end_reason = Einde: { $reason }
picture-halali-reason-end_phase_complete = eindfase voltooid
picture-halali-reason-no_tiles = geen tegels meer
picture-halali-reason-cannot_move = kan niet meer zetten
picture-halali-reason-quiet_draw = 50 rustige beurten
picture-halali-reason-draw_agreed = remise overeengekomen
picture-halali-reason-resigned = opgegeven
picture-halali-winner = Winnaar: { $name } ({ $side })
picture-halali-draw = Uitslag: remise
picture-halali-turn = Beurt { $turn }: { $side } is aan zet
picture-halali-end_phase = Eindfase, beurten over:
picture-halali-turns_left = { $blue } { $blue_left }, { $brown } { $brown_left }
picture-halali-main_phase = Hoofdfase
picture-halali-face_down = Nog dicht: { $count }
picture-halali-never_flipped = Nooit omgedraaid: { $count }
picture-halali-quiet = Rustige beurten: { $count }/50
picture-halali-draw_offer = Remise aangeboden door { $side }
picture-halali-locked = Vast: { $square } voor { $side }
picture-halali-no_return = Niet terug: { $origin } naar { $target } ({ $side })
picture-halali-last = Laatste: { $side } { $notation }
picture-halali-match_total = Totaal van de match
picture-halali-match_game1_total = Match: partij 1 / totaal

## Fairy Lights

picture-fairy_lights-title = Fairy Lights
picture-fairy_lights-turn = Beurt { $turn }: { $name } is aan de beurt
picture-fairy_lights-over = Spel afgelopen
picture-fairy_lights-must_take = Nu nemen
picture-fairy_lights-drawn = { $count ->
        [one] { $count } kaart getrokken
       *[other] { $count } kaarten getrokken
    }
picture-fairy_lights-shop = WINKEL
picture-fairy_lights-no_star = geen ster
picture-fairy_lights-bust = PECH!
picture-fairy_lights-last = LAATSTE
picture-fairy_lights-deck = TREKSTAPEL
picture-fairy_lights-discard = AFLEGSTAPEL
picture-fairy_lights-discard_pile = Aflegstapel ({ $count })
picture-fairy_lights-empty = leeg
picture-fairy_lights-deck_left = Nog in de trekstapel ({ $count })
picture-fairy_lights-players = SPELERS
picture-fairy_lights-start_player = startspeler
picture-fairy_lights-resigned = opgegeven
picture-fairy_lights-winner = WINNAAR
picture-fairy_lights-score = Score { $score }
picture-fairy_lights-scored = gescoord: { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    }, { $stars } ★
picture-fairy_lights-no_cards = geen kaarten in de collectie
picture-fairy_lights-group = { $bulbs ->
        [one] { $bulbs } lampje
       *[other] { $bulbs } lampjes
    }, { $stars } ★
picture-fairy_lights-result = Uitslag ({ $reason }):
picture-fairy_lights-reason-resign = opgegeven
picture-fairy_lights-reason-deck_out = laatste kaart gespeeld
picture-fairy_lights-place = { $place }. { $names } ({ $score })
