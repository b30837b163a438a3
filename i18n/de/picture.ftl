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
picture-living_forest-title_animal = Runde { $round }: Tierphase, alle ziehen
picture-living_forest-title_action = Runde { $round }: { $name } ist dran (noch { $left } Grundaktionen)
picture-living_forest-fire = Feuer { $power }
picture-living_forest-no_fire = kein Feuer
picture-living_forest-empty = leer
picture-living_forest-cards_left = Karten übrig je Stufe { $sizes }
picture-living_forest-target_word = Ziele
picture-living_forest-status-drawing = zieht
picture-living_forest-status-done = fertig
picture-living_forest-status-resigned = ausgestiegen
picture-living_forest-winner = SIEG
picture-living_forest-actions = Aktionen { $count }
picture-living_forest-hidden_drawing = Helferreihe verdeckt: zieht noch
picture-living_forest-hidden_done = Helferreihe verdeckt: fertig
picture-living_forest-result = Ergebnis: { $reason }
picture-living_forest-legend-fragment = Fragment
picture-living_forest-legend-varan = Feuerwaran
picture-living_forest-legend-kodama = Kodama
picture-living_forest-legend-element_tile = Elementplättchen
picture-living_forest-legend-solitary = Einzelgänger
picture-living_forest-legend-gregarious = Herdentier
picture-living_forest-legend-sacred = Heiliger Baum
picture-living_forest-legend-draw = Nachziehstapel
picture-living_forest-legend-discard = Ablagestapel
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
picture-wispwood-over = Spiel vorbei
picture-wispwood-turn = Zug { $turn }: { $name }
picture-wispwood-phantom = Phantomkatze ({ $level })
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
picture-wispwood-round = Runde { $round }/3 · { $n }x{ $n }
picture-wispwood-tiles = Vorrat { $supply } · Ablage { $discard }
picture-wispwood-cat_phase = Zwischen den Runden: Katzen dürfen umziehen
picture-wispwood-fill = { $n }x{ $n }: { $filled }/{ $size }
picture-wispwood-fill_full = { $n }x{ $n }: { $filled }/{ $size } voll
picture-wispwood-total = Punkte { $total }
picture-wispwood-winner = Sieg
# objective card titles (working names, spec 2.4)
picture-wispwood-card-TREE_1 = Dreierreihen
picture-wispwood-card-TREE_2 = Großer Hain
picture-wispwood-card-TREE_3 = Tiefer Wald
picture-wispwood-card-TREE_4 = Tiefer in den Wald
picture-wispwood-card-TREE_5 = Gehölze
picture-wispwood-card-PUMP_1 = Kürbis-Sudoku
picture-wispwood-card-PUMP_2 = Einsame Laternen
picture-wispwood-card-PUMP_3 = Kürbispaare
picture-wispwood-card-PUMP_4 = Nicht ohne Kürbis
picture-wispwood-card-PUMP_5 = Durchkreuzte Pläne
picture-wispwood-card-HEART_1 = Kreuzstrahlen
picture-wispwood-card-HEART_2 = Aus den Augen
picture-wispwood-card-HEART_3 = Schimmer von unten
picture-wispwood-card-HEART_4 = Hoffnungsschimmer
picture-wispwood-card-HEART_5 = Durch die Bäume
picture-wispwood-card-WITCH_1 = Katzenecke
picture-wispwood-card-WITCH_2 = Katze auf dem Zaun
picture-wispwood-card-WITCH_3 = Wollknäuel
picture-wispwood-card-WITCH_4 = Miauschaurig
picture-wispwood-card-WITCH_5 = Superposition
picture-wispwood-card-SPARK_1 = Magnetisches Leuchten
picture-wispwood-card-SPARK_2 = Licht im Tunnel
picture-wispwood-card-SPARK_3 = Nadel im Heuhaufen
picture-wispwood-card-SPARK_4 = Synergie
picture-wispwood-card-SPARK_5 = Dem Licht entgegen
picture-wispwood-forest = { $n }x{ $n } { $filled }/{ $size }  { $cat }  Punkte { $rounds }={ $total }
picture-wispwood-forest_full = { $n }x{ $n } { $filled }/{ $size } voll  { $cat }  Punkte { $rounds }={ $total }

## Ergebniskarte (render/results.py): eine je beendetem Spiel

picture-results-title = { $game }: Ergebnis
picture-results-place = { $place }.
picture-results-shared = geteilt
picture-results-winner = Sieg
picture-results-resigned = aufgegeben
picture-results-won = Gewonnen
picture-results-lost = Verloren
picture-results-draw = Unentschieden
picture-results-fairy_lights-scored = Gewertete Sterne
picture-results-fairy_lights-held = Sammlung
picture-results-halali-captured = Geschlagen
picture-results-halali-exited = Hinaus
picture-results-halali-game1 = Spiel 1
picture-results-halali-game2 = Spiel 2
picture-results-halali-match = Match aus zwei Spielen, Seiten getauscht
picture-results-living_forest-trees = Bäume
picture-results-living_forest-fires = Feuer
picture-results-living_forest-flowers = Blumen
picture-results-living_forest-targets = Ziele: Bäume { $trees }, Feuer { $fires }, Blumen { $flowers }
picture-results-temps_des_forets-win = Sieg (Grundwert)
picture-results-temps_des_forets-spare = Übrige Zyklen
picture-results-temps_des_forets-dormant = Schlafende Bäume
picture-results-temps_des_forets-won_in = Gewonnen in Zyklus { $cycle }
picture-results-wispwood-round1 = Runde 1
picture-results-wispwood-round2 = Runde 2
picture-results-wispwood-round3 = Runde 3
picture-results-wispwood-phantom = Phantomkatze
