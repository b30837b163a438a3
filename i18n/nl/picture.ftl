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

## Living Forest

picture-living_forest-title_over = Living Forest: einde na ronde { $round }
picture-living_forest-title_animal = Ronde { $round }: dierenfase, trekken nog: { $names }
picture-living_forest-title_action = Ronde { $round }: actiebeurt van { $name } (nog { $left } basis)
picture-living_forest-fire = vuur { $power }
picture-living_forest-no_fire = geen vuur
picture-living_forest-empty = leeg
picture-living_forest-cards_left = kaarten over: { $sizes }
picture-living_forest-varans = Varanen { $count }
picture-living_forest-fragments = Fragmenten { $count }
picture-living_forest-element_tiles = Elementtegels { $count }
picture-living_forest-sacred = Heilige Boom p{ $position }
picture-living_forest-targets = doelen: Bomen { $tree }, Vuren { $fire }, Bloemen { $flower }
picture-living_forest-kodama_stack = Kodama { $letter }: nog { $size } → { $condition } { $target }
picture-living_forest-kodama_top = boven { $card } k{ $cost } { $elements }
picture-living_forest-sacred_tag = Heilige Boom
picture-living_forest-status-drawing = trekt
picture-living_forest-status-done = klaar
picture-living_forest-status-resigned = weg
picture-living_forest-winner = WINNAAR
picture-living_forest-progress = Bomen { $trees }/{ $tree_target } ({ $types }+1+{ $tree_tiles })  Vuren { $fires }/{ $fire_target } ({ $fire_count }+{ $fire_tiles })  Bloemen { $flowers }/{ $flower_target } ({ $visible }+{ $flower_tiles })
picture-living_forest-actions = acties { $count }
picture-living_forest-your_line = jouw rij: { $cards } (N={ $n })
picture-living_forest-hidden_drawing = hulprij verborgen: trekt
picture-living_forest-hidden_done = hulprij verborgen: klaar met trekken
picture-living_forest-line = rij: { $cards }
picture-living_forest-stuff = tegels { $tiles }; vuurtegels { $count } [{ $values }]; Fragmenten { $fragments }
picture-living_forest-none = geen
picture-living_forest-elements_held = Element { $held }
picture-living_forest-elements_used = gebruikt { $used }
picture-living_forest-piles = trekstapel { $draw }; aflegstapel { $discard }
picture-living_forest-top = (boven: { $cards })
picture-living_forest-lines = lijnen { $lines }
picture-living_forest-result = Uitslag ({ $reason }): { $places }
picture-living_forest-legend = Zo zon, Wa water, Pl plant, Wi wind, Bl bloem, K kodama; rotsen: P planten, A aantrekken, D doven, F fragment, K roepen
picture-living_forest-code-sun = Zo
picture-living_forest-code-water = Wa
picture-living_forest-code-plant = Pl
picture-living_forest-code-wind = Wi
picture-living_forest-code-flower = Bl
picture-living_forest-rock-plant = P
picture-living_forest-rock-fragment = F
picture-living_forest-rock-attract = A
picture-living_forest-rock-extinguish = D
picture-living_forest-rock-call = K
picture-living_forest-symbol-solitary = solo
picture-living_forest-symbol-gregarious = groep
picture-temps_des_forets-title = Le Temps des Forêts
picture-temps_des_forets-cycle = Cyclus { $cycle } / { $cycles }
picture-temps_des_forets-dormant = Slapend { $count } / 12
picture-temps_des_forets-forbidden = Verboden: { $name } ({ $code })
picture-temps_des_forets-maiden = meisje
picture-temps_des_forets-objects = Voorwerpen (ruilen overdag)
picture-temps_des_forets-night_card = Nachtkaart
picture-temps_des_forets-night_card_tonight = Nachtkaart (vannacht)
picture-temps_des_forets-drawn = TABOE
picture-temps_des_forets-used = GEBRUIKT
picture-temps_des_forets-ready = KLAAR
picture-temps_des_forets-unused = VRIJ
picture-temps_des_forets-won = GEWONNEN - score { $score }
picture-temps_des_forets-lost = VERLOREN - score { $score }
picture-temps_des_forets-pattern-I = I Ontwaken
picture-temps_des_forets-pattern-II = II Slaap
picture-temps_des_forets-pattern-III = III Spiegelslaap

## Wispwood

picture-wispwood-pond = vijver
picture-wispwood-players = Spelers (vanaf de startspeler)
picture-wispwood-cat_ready = kat wakker
picture-wispwood-cat_hidden = kat verstopt
picture-wispwood-facts = Ronde { $round }/3  { $n }x{ $n }   voorraad { $supply }   aflegstapel { $discard }
picture-wispwood-over = Spel voorbij
picture-wispwood-cats_may_move = Katten mogen verhuizen: { $names }
picture-wispwood-turn = Beurt { $turn }: { $name }
picture-wispwood-phantom = Spookkat ({ $level }): { $values }
picture-wispwood-collected = verzameld { $got }   fiches over { $tokens }
picture-wispwood-score = score { $rounds } = { $total }
picture-wispwood-level-easy = makkelijk
picture-wispwood-level-normal = normaal
picture-wispwood-level-hard = moeilijk
picture-wispwood-level-expert = expert
picture-wispwood-mark-start = start
picture-wispwood-mark-to_act = aan zet
picture-wispwood-mark-choosing = kiest
picture-wispwood-mark-resigned = opgegeven
picture-wispwood-forest = { $n }x{ $n } { $filled }/{ $size }  { $cat }  score { $rounds }={ $total }
picture-wispwood-forest_full = { $n }x{ $n } { $filled }/{ $size } vol  { $cat }  score { $rounds }={ $total }
