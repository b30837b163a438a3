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
picture-living_forest-title_animal = Round { $round }: animal phase, everyone draws
picture-living_forest-title_action = Round { $round }: { $name } acts ({ $left } basic left)
picture-living_forest-fire = fire { $power }
picture-living_forest-no_fire = no fire
picture-living_forest-empty = empty
picture-living_forest-cards_left = cards left per level { $sizes }
picture-living_forest-target_word = targets
picture-living_forest-status-drawing = drawing
picture-living_forest-status-done = done
picture-living_forest-status-resigned = left
picture-living_forest-winner = WINNER
picture-living_forest-actions = actions { $count }
picture-living_forest-hidden_drawing = help line hidden: still drawing
picture-living_forest-hidden_done = help line hidden: done drawing
picture-living_forest-result = Result: { $reason }
picture-living_forest-legend-fragment = Fragment
picture-living_forest-legend-varan = Fire Varan
picture-living_forest-legend-kodama = kodama
picture-living_forest-legend-element_tile = Element tile
picture-living_forest-legend-solitary = solitary
picture-living_forest-legend-gregarious = gregarious
picture-living_forest-legend-sacred = Sacred Tree
picture-living_forest-legend-draw = draw pile
picture-living_forest-legend-discard = discard pile
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
picture-wispwood-over = Game over
picture-wispwood-turn = Turn { $turn }: { $name }
picture-wispwood-phantom = Phantom ({ $level })
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
picture-wispwood-round = Round { $round }/3 · { $n }x{ $n }
picture-wispwood-tiles = supply { $supply } · discard { $discard }
picture-wispwood-cat_phase = Between rounds: cats may move
picture-wispwood-fill = { $n }x{ $n }: { $filled }/{ $size }
picture-wispwood-fill_full = { $n }x{ $n }: { $filled }/{ $size } full
picture-wispwood-total = score { $total }
picture-wispwood-winner = Winner
# objective card titles (working names, spec 2.4)
picture-wispwood-card-TREE_1 = Rows of Three
picture-wispwood-card-TREE_2 = Great Grove
picture-wispwood-card-TREE_3 = Deep Woods
picture-wispwood-card-TREE_4 = Further into the Woods
picture-wispwood-card-TREE_5 = Copses
picture-wispwood-card-PUMP_1 = Pumpkin Sudoku
picture-wispwood-card-PUMP_2 = Lone Lanterns
picture-wispwood-card-PUMP_3 = Pumpkin Pairs
picture-wispwood-card-PUMP_4 = Not Without a Pumpkin
picture-wispwood-card-PUMP_5 = Crossed Plans
picture-wispwood-card-HEART_1 = Cross Rays
picture-wispwood-card-HEART_2 = Out of Sight
picture-wispwood-card-HEART_3 = Shimmer Below
picture-wispwood-card-HEART_4 = Ray of Hope
picture-wispwood-card-HEART_5 = Through the Trees
picture-wispwood-card-WITCH_1 = Cat's Corner
picture-wispwood-card-WITCH_2 = Cat on the Fence
picture-wispwood-card-WITCH_3 = Ball of Yarn
picture-wispwood-card-WITCH_4 = Meowcabre
picture-wispwood-card-WITCH_5 = Superposition
picture-wispwood-card-SPARK_1 = Magnetic Glow
picture-wispwood-card-SPARK_2 = Light in the Tunnel
picture-wispwood-card-SPARK_3 = Needle in a Haystack
picture-wispwood-card-SPARK_4 = Synergy
picture-wispwood-card-SPARK_5 = Toward the Light
picture-wispwood-forest = { $n }x{ $n } { $filled }/{ $size }  { $cat }  score { $rounds }={ $total }
picture-wispwood-forest_full = { $n }x{ $n } { $filled }/{ $size } full  { $cat }  score { $rounds }={ $total }

## Results card (render/results.py): one per finished game

picture-results-title = { $game }: results
picture-results-place = { $place }.
picture-results-shared = tie
picture-results-winner = Winner
picture-results-resigned = resigned
picture-results-won = Won
picture-results-lost = Lost
picture-results-draw = Draw
picture-results-fairy_lights-scored = Scored stars
picture-results-fairy_lights-held = Collection
picture-results-halali-captured = Captured
picture-results-halali-exited = Exited
picture-results-halali-game1 = Game 1
picture-results-halali-game2 = Game 2
picture-results-halali-match = Match of two games, sides swapped
picture-results-living_forest-trees = Trees
picture-results-living_forest-fires = Fires
picture-results-living_forest-flowers = Flowers
picture-results-living_forest-targets = Targets: Trees { $trees }, Fires { $fires }, Flowers { $flowers }
picture-results-temps_des_forets-win = Win (base)
picture-results-temps_des_forets-spare = Cycles to spare
picture-results-temps_des_forets-dormant = Dormant trees
picture-results-temps_des_forets-won_in = Won in cycle { $cycle }
picture-results-wispwood-round1 = Round 1
picture-results-wispwood-round2 = Round 2
picture-results-wispwood-round3 = Round 3
picture-results-wispwood-phantom = Phantom cat
