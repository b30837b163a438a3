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
picture-living_forest-title_animal = Ronde { $round }: dierenfase, iedereen trekt
picture-living_forest-title_action = Ronde { $round }: { $name } is aan de beurt (nog { $left } basis)
picture-living_forest-fire = vuur { $power }
picture-living_forest-no_fire = geen vuur
picture-living_forest-empty = leeg
picture-living_forest-cards_left = kaarten over per niveau { $sizes }
picture-living_forest-target_word = doelen
picture-living_forest-status-drawing = trekt
picture-living_forest-status-done = klaar
picture-living_forest-status-resigned = weg
picture-living_forest-winner = WINNAAR
picture-living_forest-actions = acties { $count }
picture-living_forest-hidden_drawing = hulprij verborgen: trekt nog
picture-living_forest-hidden_done = hulprij verborgen: klaar met trekken
picture-living_forest-result = Uitslag: { $reason }
picture-living_forest-legend-fragment = Fragment
picture-living_forest-legend-varan = Vuurvaraan
picture-living_forest-legend-kodama = kodama
picture-living_forest-legend-element_tile = Elementtegel
picture-living_forest-legend-solitary = solitair
picture-living_forest-legend-gregarious = sociaal
picture-living_forest-legend-sacred = Heilige Boom
picture-living_forest-legend-draw = trekstapel
picture-living_forest-legend-discard = aflegstapel
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
picture-wispwood-over = Spel voorbij
picture-wispwood-turn = Beurt { $turn }: { $name }
picture-wispwood-phantom = Spookkat ({ $level })
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
picture-wispwood-round = Ronde { $round }/3 · { $n }x{ $n }
picture-wispwood-tiles = voorraad { $supply } · aflegstapel { $discard }
picture-wispwood-cat_phase = Tussen de rondes: katten mogen verhuizen
picture-wispwood-fill = { $n }x{ $n }: { $filled }/{ $size }
picture-wispwood-fill_full = { $n }x{ $n }: { $filled }/{ $size } vol
picture-wispwood-total = score { $total }
picture-wispwood-winner = Winnaar
# objective card titles (working names, spec 2.4)
picture-wispwood-card-TREE_1 = Rijen van drie
picture-wispwood-card-TREE_2 = Groot bos
picture-wispwood-card-TREE_3 = Diep woud
picture-wispwood-card-TREE_4 = Dieper het bos in
picture-wispwood-card-TREE_5 = Bosjes
picture-wispwood-card-PUMP_1 = Pompoensudoku
picture-wispwood-card-PUMP_2 = Eenzame lantaarns
picture-wispwood-card-PUMP_3 = Pompoenparen
picture-wispwood-card-PUMP_4 = Niet zonder pompoen
picture-wispwood-card-PUMP_5 = Gekruiste plannen
picture-wispwood-card-HEART_1 = Kruisstralen
picture-wispwood-card-HEART_2 = Uit het zicht
picture-wispwood-card-HEART_3 = Glans van onderen
picture-wispwood-card-HEART_4 = Sprankje hoop
picture-wispwood-card-HEART_5 = Door de bomen
picture-wispwood-card-WITCH_1 = Kattenhoek
picture-wispwood-card-WITCH_2 = Kat op het hek
picture-wispwood-card-WITCH_3 = Bolletje wol
picture-wispwood-card-WITCH_4 = Miauwcaber
picture-wispwood-card-WITCH_5 = Superpositie
picture-wispwood-card-SPARK_1 = Magnetische gloed
picture-wispwood-card-SPARK_2 = Licht in de tunnel
picture-wispwood-card-SPARK_3 = Speld in een hooiberg
picture-wispwood-card-SPARK_4 = Synergie
picture-wispwood-card-SPARK_5 = Naar het licht
picture-wispwood-forest = { $n }x{ $n } { $filled }/{ $size }  { $cat }  score { $rounds }={ $total }
picture-wispwood-forest_full = { $n }x{ $n } { $filled }/{ $size } vol  { $cat }  score { $rounds }={ $total }

## Uitslagkaart (render/results.py): één per afgelopen spel

picture-results-title = { $game }: uitslag
picture-results-place = { $place }e
picture-results-shared = gedeeld
picture-results-winner = Winnaar
picture-results-resigned = opgegeven
picture-results-won = Gewonnen
picture-results-lost = Verloren
picture-results-draw = Gelijkspel
picture-results-fairy_lights-scored = Gescoorde sterren
picture-results-fairy_lights-held = Verzameling
picture-results-halali-captured = Geslagen
picture-results-halali-exited = Het bos uit
picture-results-halali-game1 = Spel 1
picture-results-halali-game2 = Spel 2
picture-results-halali-match = Match van twee spellen, kanten gewisseld
picture-results-living_forest-trees = Bomen
picture-results-living_forest-fires = Vuren
picture-results-living_forest-flowers = Bloemen
picture-results-living_forest-targets = Doelen: Bomen { $trees }, Vuren { $fires }, Bloemen { $flowers }
picture-results-temps_des_forets-win = Winst (basis)
picture-results-temps_des_forets-spare = Cycli over
picture-results-temps_des_forets-dormant = Slapende bomen
picture-results-temps_des_forets-won_in = Gewonnen in cyclus { $cycle }
picture-results-wispwood-round1 = Ronde 1
picture-results-wispwood-round2 = Ronde 2
picture-results-wispwood-round3 = Ronde 3
picture-results-wispwood-phantom = Spookkat
