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

## Living Forest

picture-living_forest-title_over = Living Forest: game over after round { $round }
picture-living_forest-title_animal = Round { $round }: animal phase, drawing: { $names }
picture-living_forest-title_action = Round { $round }: action turn of { $name } ({ $left } basic left)
picture-living_forest-fire = fire { $power }
picture-living_forest-no_fire = no fire
picture-living_forest-empty = empty
picture-living_forest-cards_left = cards left: { $sizes }
picture-living_forest-varans = Varans { $count }
picture-living_forest-fragments = Fragments { $count }
picture-living_forest-element_tiles = Element tiles { $count }
picture-living_forest-sacred = Sacred Tree p{ $position }
picture-living_forest-targets = targets: Trees { $tree }, Fires { $fire }, Flowers { $flower }
picture-living_forest-kodama_stack = Kodama { $letter }: { $size } left → { $condition } { $target }
picture-living_forest-kodama_top = top { $card } c{ $cost } { $elements }
picture-living_forest-sacred_tag = Sacred Tree
picture-living_forest-status-drawing = drawing
picture-living_forest-status-done = done
picture-living_forest-status-resigned = left
picture-living_forest-winner = WINNER
picture-living_forest-progress = Trees { $trees }/{ $tree_target } ({ $types }+1+{ $tree_tiles })  Fires { $fires }/{ $fire_target } ({ $fire_count }+{ $fire_tiles })  Flowers { $flowers }/{ $flower_target } ({ $visible }+{ $flower_tiles })
picture-living_forest-actions = actions { $count }
picture-living_forest-your_line = your line: { $cards } (N={ $n })
picture-living_forest-hidden_drawing = help line hidden: drawing
picture-living_forest-hidden_done = help line hidden: done drawing
picture-living_forest-line = line: { $cards }
picture-living_forest-stuff = tiles { $tiles }; Fire tiles { $count } [{ $values }]; Fragments { $fragments }
picture-living_forest-none = none
picture-living_forest-elements_held = Element { $held }
picture-living_forest-elements_used = used { $used }
picture-living_forest-piles = draw { $draw }; discard { $discard }
picture-living_forest-top = (top: { $cards })
picture-living_forest-lines = lines { $lines }
picture-living_forest-result = Result ({ $reason }): { $places }
picture-living_forest-legend = Su sun, Wa water, Pl plant, Wi wind, Fl flower, K kodama; rocks: P plant, A attract, E extinguish, F fragment, K call
picture-living_forest-code-sun = Su
picture-living_forest-code-water = Wa
picture-living_forest-code-plant = Pl
picture-living_forest-code-wind = Wi
picture-living_forest-code-flower = Fl
picture-living_forest-rock-plant = P
picture-living_forest-rock-fragment = F
picture-living_forest-rock-attract = A
picture-living_forest-rock-extinguish = E
picture-living_forest-rock-call = K
picture-living_forest-symbol-solitary = solo
picture-living_forest-symbol-gregarious = group
picture-temps_des_forets-title = Le Temps des Forêts
picture-temps_des_forets-cycle = Cycle { $cycle } / { $cycles }
picture-temps_des_forets-dormant = Dormant { $count } / 12
picture-temps_des_forets-forbidden = Forbidden: { $name } ({ $code })
picture-temps_des_forets-maiden = maiden
picture-temps_des_forets-objects = Objects (day swaps)
picture-temps_des_forets-night_card = Night card
picture-temps_des_forets-night_card_tonight = Night card (tonight)
picture-temps_des_forets-drawn = DRAWN
picture-temps_des_forets-used = USED
picture-temps_des_forets-ready = READY
picture-temps_des_forets-unused = UNUSED
picture-temps_des_forets-won = WON - score { $score }
picture-temps_des_forets-lost = LOST - score { $score }
picture-temps_des_forets-pattern-I = I Waking Kin
picture-temps_des_forets-pattern-II = II Sleeping Kin
picture-temps_des_forets-pattern-III = III Mirrored Sleep

## Wispwood

picture-wispwood-pond = pond
picture-wispwood-players = Players (from the start player)
picture-wispwood-cat_ready = cat ready
picture-wispwood-cat_hidden = cat hidden
picture-wispwood-facts = Round { $round }/3  { $n }x{ $n }   supply { $supply }   discard { $discard }
picture-wispwood-over = Game over
picture-wispwood-cats_may_move = Cats may move: { $names }
picture-wispwood-turn = Turn { $turn }: { $name }
picture-wispwood-phantom = Phantom ({ $level }): { $values }
picture-wispwood-collected = collected { $got }   tokens left { $tokens }
picture-wispwood-score = score { $rounds } = { $total }
picture-wispwood-level-easy = easy
picture-wispwood-level-normal = normal
picture-wispwood-level-hard = hard
picture-wispwood-level-expert = expert
picture-wispwood-mark-start = start
picture-wispwood-mark-to_act = to act
picture-wispwood-mark-choosing = choosing
picture-wispwood-mark-resigned = resigned
picture-wispwood-forest = { $n }x{ $n } { $filled }/{ $size }  { $cat }  score { $rounds }={ $total }
picture-wispwood-forest_full = { $n }x{ $n } { $filled }/{ $size } full  { $cat }  score { $rounds }={ $total }
