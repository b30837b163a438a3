# Beschriftungen in den Bildern (render/). Kurz: Sie teilen eine Zeile mit Zahlen und Namen.
# Seiten- und Farbnamen kommen aus halali-side-* und fairy_lights-colour-*.

picture-player = Spieler { $number }

## Halali!

picture-halali-title = Halali!
picture-halali-match_game = Partie { $game_no }/2
picture-halali-seat = { $name } ({ $side })
picture-halali-captured = Geschlagen
picture-halali-exited = Hinaus
picture-halali-over = Spielende nach Zug { $turn }
picture-halali-end_reason = Ende: { $reason }
picture-halali-reason-end_phase_complete = Endphase abgeschlossen
picture-halali-reason-no_tiles = keine Plättchen mehr
picture-halali-reason-cannot_move = kann nicht mehr ziehen
picture-halali-reason-quiet_draw = 50 ruhige Züge
picture-halali-reason-draw_agreed = Remis vereinbart
picture-halali-reason-resigned = aufgegeben
picture-halali-winner = Sieg: { $name } ({ $side })
picture-halali-draw = Ergebnis: Remis
picture-halali-turn = Zug { $turn }: { $side } ist dran
picture-halali-end_phase = Endphase, Züge übrig:
picture-halali-turns_left = { $blue } { $blue_left }, { $brown } { $brown_left }
picture-halali-main_phase = Hauptphase
picture-halali-face_down = Verdeckt: { $count }
picture-halali-never_flipped = Nie aufgedeckt: { $count }
picture-halali-quiet = Ruhige Züge: { $count }/50
picture-halali-draw_offer = Remis angeboten von { $side }
picture-halali-locked = Gesperrt: { $square } für { $side }
picture-halali-no_return = Kein Zurück: { $origin } nach { $target } ({ $side })
picture-halali-last = Zuletzt: { $side } { $notation }
picture-halali-match_total = Match gesamt
picture-halali-match_game1_total = Match: Partie 1 / gesamt

## Fairy Lights

picture-fairy_lights-title = Fairy Lights
picture-fairy_lights-turn = Zug { $turn }: { $name } ist dran
picture-fairy_lights-over = Spiel vorbei
picture-fairy_lights-must_take = Jetzt nehmen
picture-fairy_lights-drawn = { $count ->
        [one] { $count } Karte gezogen
       *[other] { $count } Karten gezogen
    }
picture-fairy_lights-shop = AUSLAGE
picture-fairy_lights-no_star = kein Stern
picture-fairy_lights-bust = PECH!
picture-fairy_lights-last = LETZTE
picture-fairy_lights-deck = STAPEL
picture-fairy_lights-discard = ABLAGE
picture-fairy_lights-discard_pile = Ablagestapel ({ $count })
picture-fairy_lights-empty = leer
picture-fairy_lights-deck_left = Noch im Stapel ({ $count })
picture-fairy_lights-players = SPIELER
picture-fairy_lights-start_player = Startspieler
picture-fairy_lights-resigned = aufgegeben
picture-fairy_lights-winner = SIEG
picture-fairy_lights-score = Punkte { $score }
picture-fairy_lights-scored = gewertet: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, { $stars } ★
picture-fairy_lights-no_cards = keine Karten in der Sammlung
picture-fairy_lights-group = { $bulbs } Lämpchen, { $stars } ★
picture-fairy_lights-result = Ergebnis ({ $reason }):
picture-fairy_lights-reason-resign = Aufgabe
picture-fairy_lights-reason-deck_out = letzte Karte gespielt
picture-fairy_lights-place = { $place }. { $names } ({ $score })

## Living Forest

picture-living_forest-title_over = Living Forest: Spielende nach Runde { $round }
picture-living_forest-title_animal = Runde { $round }: Tierphase, es ziehen: { $names }
picture-living_forest-title_action = Runde { $round }: Aktionszug von { $name } (noch { $left } Grundaktionen)
picture-living_forest-fire = Feuer { $power }
picture-living_forest-no_fire = kein Feuer
picture-living_forest-empty = leer
picture-living_forest-cards_left = Karten übrig: { $sizes }
picture-living_forest-varans = Warane { $count }
picture-living_forest-fragments = Fragmente { $count }
picture-living_forest-element_tiles = Elementplättchen { $count }
picture-living_forest-sacred = Heiliger Baum p{ $position }
picture-living_forest-targets = Ziele: Bäume { $tree }, Feuer { $fire }, Blumen { $flower }
picture-living_forest-kodama_stack = Kodama { $letter }: noch { $size } → { $condition } { $target }
picture-living_forest-kodama_top = oben { $card } K{ $cost } { $elements }
picture-living_forest-sacred_tag = Heiliger Baum
picture-living_forest-status-drawing = zieht
picture-living_forest-status-done = fertig
picture-living_forest-status-resigned = ausgestiegen
picture-living_forest-winner = SIEG
picture-living_forest-progress = Bäume { $trees }/{ $tree_target } ({ $types }+1+{ $tree_tiles })  Feuer { $fires }/{ $fire_target } ({ $fire_count }+{ $fire_tiles })  Blumen { $flowers }/{ $flower_target } ({ $visible }+{ $flower_tiles })
picture-living_forest-actions = Aktionen { $count }
picture-living_forest-your_line = deine Reihe: { $cards } (N={ $n })
picture-living_forest-hidden_drawing = Helferreihe verdeckt: zieht
picture-living_forest-hidden_done = Helferreihe verdeckt: fertig
picture-living_forest-line = Reihe: { $cards }
picture-living_forest-stuff = Plättchen { $tiles }; Feuerplättchen { $count } [{ $values }]; Fragmente { $fragments }
picture-living_forest-none = keine
picture-living_forest-elements_held = Element { $held }
picture-living_forest-elements_used = genutzt { $used }
picture-living_forest-piles = Nachziehstapel { $draw }; Ablage { $discard }
picture-living_forest-top = (oben: { $cards })
picture-living_forest-lines = Linien { $lines }
picture-living_forest-result = Ergebnis ({ $reason }): { $places }
picture-living_forest-legend = So Sonne, Wa Wasser, Pf Pflanze, Wi Wind, Bl Blume, K Kodama; Felsen: P pflanzen, A anlocken, L löschen, F Fragment, K rufen
picture-living_forest-code-sun = So
picture-living_forest-code-water = Wa
picture-living_forest-code-plant = Pf
picture-living_forest-code-wind = Wi
picture-living_forest-code-flower = Bl
picture-living_forest-rock-plant = P
picture-living_forest-rock-fragment = F
picture-living_forest-rock-attract = A
picture-living_forest-rock-extinguish = L
picture-living_forest-rock-call = K
picture-living_forest-symbol-solitary = solo
picture-living_forest-symbol-gregarious = Gruppe
picture-temps_des_forets-title = Le Temps des Forêts
picture-temps_des_forets-cycle = Zyklus { $cycle } / { $cycles }
picture-temps_des_forets-dormant = Schlafend { $count } / 12
picture-temps_des_forets-forbidden = Verboten: { $name } ({ $code })
picture-temps_des_forets-maiden = Mädchen
picture-temps_des_forets-objects = Gegenstände (Tausch am Tag)
picture-temps_des_forets-night_card = Nachtkarte
picture-temps_des_forets-night_card_tonight = Nachtkarte (heute Nacht)
picture-temps_des_forets-drawn = TABU
picture-temps_des_forets-used = BENUTZT
picture-temps_des_forets-ready = BEREIT
picture-temps_des_forets-unused = FREI
picture-temps_des_forets-won = GEWONNEN - Punkte { $score }
picture-temps_des_forets-lost = VERLOREN - Punkte { $score }
picture-temps_des_forets-pattern-I = I Erwachen
picture-temps_des_forets-pattern-II = II Schlaf
picture-temps_des_forets-pattern-III = III Spiegelschlaf

## Wispwood

picture-wispwood-pond = Teich
picture-wispwood-players = Spieler (ab Startspieler)
picture-wispwood-cat_ready = Katze wach
picture-wispwood-cat_hidden = Katze versteckt
picture-wispwood-facts = Runde { $round }/3  { $n }x{ $n }   Vorrat { $supply }   Ablage { $discard }
picture-wispwood-over = Spiel vorbei
picture-wispwood-cats_may_move = Katzen dürfen umziehen: { $names }
picture-wispwood-turn = Zug { $turn }: { $name }
picture-wispwood-phantom = Phantomkatze ({ $level }): { $values }
picture-wispwood-collected = gesammelt { $got }   Marker übrig { $tokens }
picture-wispwood-score = Punkte { $rounds } = { $total }
picture-wispwood-level-easy = leicht
picture-wispwood-level-normal = normal
picture-wispwood-level-hard = schwer
picture-wispwood-level-expert = Experte
picture-wispwood-mark-start = Start
picture-wispwood-mark-to_act = am Zug
picture-wispwood-mark-choosing = wählt
picture-wispwood-mark-resigned = aufgegeben
picture-wispwood-forest = { $n }x{ $n } { $filled }/{ $size }  { $cat }  Punkte { $rounds }={ $total }
picture-wispwood-forest_full = { $n }x{ $n } { $filled }/{ $size } voll  { $cat }  Punkte { $rounds }={ $total }
