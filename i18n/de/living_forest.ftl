# Living Forest (+ Kodama): refusals, events, controls, panel and status lines, names.
living_forest-BAD_NOTATION = Ich kann „{ $text }“ nicht als Zug lesen: versuche `draw`, `stop`, `att 2a 1d`, `ext 4 2`, `plant 5A@B2`, `move 3`, `frag` oder `pass` (siehe { commands-game-rules-slash }).
living_forest-BAD_OPTION = Der Wert { $value } ist für { $option } nicht erlaubt: wähle eine der angebotenen Möglichkeiten.
living_forest-UNKNOWN_OPTION = Living Forest hat keine Option { $option }: lass sie weg.
living_forest-SEAT_COUNT = Living Forest spielen { $min } bis { $max } Personen: warte, bis genug beigetreten sind.
living_forest-NO_KODAMA = Dieser Zug gehört zum Kodama-Modul, und dieser Tisch spielt ohne: wähle einen Zug des Grundspiels.
living_forest-WRONG_PHASE = Dieser Zug geht in dieser Phase nicht: in der Tierphase ziehst du, legst zurück oder hörst auf; in deinem Aktionszug führst du Aktionen aus.
living_forest-DECISION_PENDING = Zuerst wartet eine Entscheidung: beantworte den offenen Diebstahl oder die Bonusaktion (oder `skip` für einen Bonus).
living_forest-NOTHING_PENDING = Nichts ist offen, also gibt es nichts zu stehlen oder auszulassen: führe eine Aktion aus oder `pass`.
living_forest-MUST_STOP = Du hast drei Einzelgänger-Symbole: du musst jetzt aufhören zu ziehen.
living_forest-NO_CARDS = Dein Nachziehstapel und dein Ablagestapel sind beide leer: hör auf zu ziehen.
living_forest-NO_FRAGMENT = Du hast kein Fragment, um die letzte Karte zurückzulegen: zieh weiter oder hör auf.
living_forest-NOTHING_TO_DISCARD = Es gibt keine frisch gezogene Karte zum Zurücklegen: ein Fragment wirkt nur auf die Karte, die du gerade gezogen hast.
living_forest-NOTHING_DRAWN = Zieh mindestens eine Karte, bevor du aufhörst.
living_forest-NO_ACTIONS_LEFT = Du hast alle Grundaktionen dieses Zugs verbraucht: `pass` beendet deinen Zug.
living_forest-TYPE_USED = Die Aktion { $action_name } hast du in diesem Zug schon ausgeführt: wähle eine andere.
living_forest-NO_BONUS_CARD = Kein Tier der Stufe 3 in deiner Helferreihe gibt diese Bonusaktion: spiel sie als Grundaktion.
living_forest-BONUS_USED = Diesen Bonus der Stufe 3 hast du in diesem Zug schon genutzt.
living_forest-SUPPLY_EMPTY = Der Vorrat an Fragmenten ist leer: wähle eine andere Aktion.
living_forest-SLOT_EMPTY = Marktfeld { $slot } ist leer: wähle ein Feld mit einem Tier.
living_forest-SLOT_TWICE = Du hast dasselbe Marktfeld zweimal genannt: nenne jedes Feld einmal.
living_forest-OVER_BUDGET = Das kostet { $cost } { $element_name } und du hast nur { $budget }: wähle etwas Günstigeres.
living_forest-NO_SUCH_FIRE = Diese Feuerplättchen liegen nicht in der Mitte: nenne Werte von Feuern, die dort liegen.
living_forest-NO_COPY = Vom Schutzbaum { $tree } ist keiner mehr übrig: wähle einen anderen Baum.
living_forest-NOT_A_SPACE = { $space } ist kein Feld deines Waldes: benutze A1 bis C5.
living_forest-OCCUPIED = Auf { $space } wächst schon ein Baum: wähle ein leeres Feld.
living_forest-NOT_ADJACENT = { $space } grenzt an keinen Baum deines Waldes: pflanze daneben.
living_forest-STACK_EMPTY = Der Kodama-Stapel { $stack } ist leer: rufe aus einem anderen Stapel.
living_forest-NOT_PENDING_POSITION = Du hast Spieler { $position } übersprungen: nimm zuerst dort dein Plättchen.
living_forest-NO_SUCH_TILE = Spieler { $position } hat kein { $kind_name }-Plättchen: wähle eine Sorte, die er hat.
living_forest-NO_TILE = Du hast kein unbenutztes Elementplättchen.
living_forest-ALREADY_RESIGNED = Du hast dieses Spiel schon verlassen.
living_forest-event-round_start = **Runde { $round }: Tierphase.** Alle ziehen jetzt, im eigenen Tempo, im eigenen Fenster.
living_forest-event-reshuffle = { $player } mischt den Ablagestapel zu einem neuen Nachziehstapel ({ $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }).
living_forest-event-draw = { $player } deckt { $card_name } auf (Einzelgänger-Symbole: { $solitary }).
living_forest-event-discard = { $player } zahlt ein Fragment und legt { $card_name } zurück (Einzelgänger-Symbole: { $solitary }).
living_forest-event-stop = { $player } hört auf zu ziehen ({ $auto_name }).
living_forest-event-done = { $player } ist mit dem Ziehen fertig.
living_forest-event-reveal = **Alle sind fertig: die Helferreihen von Runde { $round }.**
living_forest-event-reveal-item = { $player }: { $lines_names } → { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }
living_forest-event-turn_start = **Aktionszug von { $player }** ({ $actions ->
        [one] { $actions } Grundaktion
       *[other] { $actions } Grundaktionen
    }).
living_forest-event-kodama_reward = { $player } zeigt { $kodama } Kodama-Symbole: Fragment { $fragment_name }, Elementplättchen { $element_name }, Extra-Aktion { $extra_action_name }.
living_forest-event-frag = { $player } nimmt ein Fragment ({ $how_name }).
living_forest-event-attract = { $player } lockt { $cards_names } an (Felder { $slots }) und gibt { $cost } von { $budget } Sonne aus ({ $how_name }).
living_forest-event-extinguish = { $player } löscht die Feuer { $values } mit { $budget } Wasser ({ $how_name }).
living_forest-event-plant = { $player } pflanzt Baum { $tree } auf { $space } und gibt { $cost } von { $budget } Pflanze aus ({ $how_name }).
living_forest-event-move = { $player } zieht { $steps ->
        [one] { $steps } Felsen
       *[other] { $steps } Felsen
    } weit auf dem Geisterkreis, von R{ $from } nach R{ $to } ({ $how_name }); übersprungen: { $jumped_players }.
living_forest-event-call = { $player } ruft { $card_name } aus dem Kodama-Stapel { $stack } für { $cost } Blumen ({ $how_name }).
living_forest-event-line = { $player } vervollständigt { $line_name }.
living_forest-event-fragments = { $player } nimmt { $count ->
        [one] { $count } Fragment
       *[other] { $count } Fragmente
    } ({ $source }).
living_forest-event-bonus = { $player } erhält eine Bonusaktion von { $source }: { $action_name } mit { $extra } extra.
living_forest-event-bonus_lapsed = Die Bonusaktion { $action_name } von { $source } für { $player } verfällt: sie ist nicht möglich.
living_forest-event-skip = { $player } lässt die Bonusaktion { $action_name } von { $source } aus.
living_forest-event-steal = { $player } nimmt { $victim_player } ein { $kind_name }-Bonusplättchen ({ $spirit_name }) ab.
living_forest-event-onibi = Onibi zieht von R{ $from } nach R{ $to } und legt { $fires ->
        [one] { $fires } Feuer
       *[other] { $fires } Feuer
    } dazu; übersprungen: { $jumped_players }.
living_forest-event-target_raised = Der Kodama-Stapel { $stack } ist leer: das Ziel für { $condition_name } steigt auf { $target }.
living_forest-event-elem = { $player } nutzt ein Elementplättchen: +{ $amount } { $element_name }.
living_forest-event-pass = { $player } beendet den Zug.
living_forest-event-turn_end = Der Aktionszug von { $player } ist vorbei.
living_forest-event-fire_check = **Rundenende:** { $count ->
        [one] { $count } Feuer
       *[other] { $count } Feuer
    } mit Feuerkraft { $power }; sicher: { $safe_players }.
living_forest-event-fire_check-item = { $player } erhält { $hits ->
        [one] { $hits } Feuerwaran
       *[other] { $hits } Feuerwarane
    }.
living_forest-event-new_fires = Neue Feuer in der Mitte: { $values }.
living_forest-event-market_refill = Neue Tiere auf dem Markt: { $slots_names }.
living_forest-event-sacred_tree = Der Heilige Baum geht an { $player }.
living_forest-event-resign = { $player } verlässt das Spiel.
living_forest-event-timeout = Die Zeit von { $player } ist abgelaufen: der Bot hat den Standardzug gespielt.
living_forest-event-game_end = **Spielende** ({ $reason_name }). Sieg: { $winners_players }.
living_forest-end-victory = Eine Siegbedingung ist erfüllt.
living_forest-end-resign = Nur noch eine Person ist im Spiel.
living_forest-end-counts-item = { $player }: Bäume { $tree }, Feuer { $fire }, Blumen { $flower }.
living_forest-reason-victory = Siegbedingung erfüllt
living_forest-reason-resign = alle anderen sind ausgestiegen
living_forest-control-draw = Ziehen
living_forest-control-discard = Letzte Karte zurücklegen (kostet ein Fragment)
living_forest-control-stop = Aufhören
living_forest-control-open_panel = Mein Ziehfenster öffnen
living_forest-control-steal_fire = Feuerplättchen von Spieler { $position } nehmen
living_forest-control-steal_flower = Blumenplättchen von Spieler { $position } nehmen
living_forest-control-steal_tree = Baumplättchen von Spieler { $position } nehmen
living_forest-control-skip_bonus = Bonus auslassen ({ $action_name })
living_forest-control-frag = Ein Fragment nehmen
living_forest-control-pass = Zug beenden
living_forest-control-select_att = Anlocken…
living_forest-control-select_ext = Löschen…
living_forest-control-select_plant = Pflanzen…
living_forest-control-select_move = Ziehen auf dem Kreis…
living_forest-control-select_other = Andere Aktion…
living_forest-control-select_call = Kodama rufen…
living_forest-control-select_frag = Fragment nehmen…
living_forest-panel-title = **Dein Ziehfenster, Runde { $round }**
living_forest-panel-help_line = Helferreihe ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }): { $cards_names }
living_forest-panel-solitary = Einzelgänger-Symbole: { $n } von 3.
living_forest-panel-totals = Summen: { $sun } Sonne, { $water } Wasser, { $plant } Pflanze, { $wind } Wind, { $flower } Blume.
living_forest-panel-piles = Nachziehstapel { $draw }, Ablagestapel { $discard }, Fragmente { $fragments }.
living_forest-panel-kodama = Kodama-Symbole: { $k }.
living_forest-panel-must_stop = Drei Einzelgänger-Symbole: du musst aufhören.
living_forest-panel-done = Du bist mit dem Ziehen fertig: { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    } in dieser Runde. Die Helferreihen erscheinen, wenn alle fertig sind.
living_forest-panel-stale = Dieses Fenster ist veraltet: hier ist ein neues.
living_forest-panel-others_drawing = Es ziehen noch: { $names }.
living_forest-status-round = Runde { $round }, { $phase_name }. Heiliger Baum: { $sacred_player }. Feuerkraft { $fire_power } ({ $fires ->
        [one] { $fires } Feuer
       *[other] { $fires } Feuer
    }).
living_forest-status-drawing = p{ $position } { $player }: zieht…
living_forest-status-done = p{ $position } { $player }: fertig
living_forest-status-resigned = p{ $position } { $player }: ausgestiegen
living_forest-status-player = p{ $position } { $player }: Bäume { $trees }/{ $tree_target }, Feuer { $fires }/{ $fire_target }, Blumen { $flowers }/{ $flower_target }
living_forest-status-turn = { $player } ist am Zug: noch { $left } von { $actions } Grundaktionen.
living_forest-status-pending_steal = Offen: ein Bonusplättchen von Spieler { $position } nehmen.
living_forest-status-pending_bonus = Offen: Bonusaktion { $action_name } von { $source } (oder auslassen).
living_forest-phase-animal = Tierphase
living_forest-phase-action = Aktionsphase
living_forest-phase-over = Spielende
living_forest-how-basic = Grundaktion
living_forest-how-bonus = Bonusaktion
living_forest-how-card = Bonus einer Karte der Stufe 3
living_forest-auto-true = erzwungen durch drei Einzelgänger-Symbole
living_forest-auto-false = freiwillig
living_forest-flag-true = ja
living_forest-flag-false = nein
living_forest-action-frag = Fragment nehmen
living_forest-action-att = Anlocken
living_forest-action-ext = Löschen
living_forest-action-plant = Pflanzen
living_forest-action-move = Ziehen
living_forest-action-call = Kodama rufen
living_forest-kind-fire = Feuer
living_forest-kind-flower = Blumen
living_forest-kind-tree = Baum
living_forest-condition-fire = Feuer
living_forest-condition-flower = Blumen
living_forest-condition-tree = Bäume
living_forest-element-sun = Sonne
living_forest-element-water = Wasser
living_forest-element-plant = Pflanze
living_forest-element-wind = Wind
living_forest-element-flower = Blume
living_forest-spirit-winter = Winter
living_forest-spirit-spring = Frühling
living_forest-spirit-summer = Sommer
living_forest-spirit-autumn = Herbst
living_forest-line-col0 = Spalte 0 (+1 Kodama)
living_forest-line-col2 = Spalte 2 (+1 Wasser)
living_forest-line-col3 = Spalte 3 (+1 Sonne)
living_forest-line-col4 = Spalte 4 (+1 Wind)
living_forest-line-rowB = Reihe B (+2 Blumen)
living_forest-help = Zwei bis vier Naturgeister wetteifern darum, den Wald zu retten. **Jede Runde** beginnt mit der **Tierphase**, die alle gleichzeitig im eigenen Fenster spielen (**Mein Ziehfenster öffnen** oder { commands-game-board-slash }): `draw` deckt dein nächstes Wächtertier auf; ein drittes nicht aufgehobenes Einzelgänger-Symbol beendet dein Ziehen und lässt dir eine statt zwei Aktionen; ein Fragment legt die letzte Karte zurück (`discard`); `stop`, wann du willst. Niemand sieht deine Karten, bevor alle fertig sind. Dann führt jede Person in Zugreihenfolge ab dem Heiligen Baum zwei **verschiedene Grundaktionen** mit den Symbolen ihrer Helferreihe aus: `frag` (ein Fragment), `att 2a 1d` (Tiere mit Sonne anlocken; jedes bringt ein Feuer), `ext 4 2` (Feuer mit Wasser löschen), `plant 5A@B2` (einen Schutzbaum mit Pflanzensymbolen neben deine Bäume pflanzen), `move 3` (mit Wind auf dem Geisterkreis ziehen; wer übersprungen wird, gibt dir ein Bonusplättchen) und `pass`, um früher aufzuhören. Bonusaktionen von Felsen und Ecken beantwortest du mit der Aktion oder `skip`. Am Rundenende bekommt jede Person, deren Wasser unter der Feuerkraft liegt, Feuerwarane. Das Spiel endet nach einer Aktionsphase, in der jemand **12 verschiedene Bäume, 12 Feuerplättchen oder 12 sichtbare Blumen** hat; die höchste Summe der drei gewinnt. Mit `kodama:true`: `call F|T|W` ruft ein Kodama für Blumen, `elem water` nutzt ein Elementplättchen, `+ext 3` den Bonus einer Karte der Stufe 3; die Ziele sind 13, oder 15, sobald ein Kodama-Stapel leer ist.
living_forest-card-bear = Bär
living_forest-card-beetle = Käfer
living_forest-card-lynx = Luchs
living_forest-card-fox = Fuchs
living_forest-card-owl = Eule
living_forest-card-goldfish = Goldfisch
living_forest-card-tanuki = Tanuki
living_forest-card-wild_boar = Wildschwein
living_forest-card-weasel = Wiesel
living_forest-card-hare = Hase
living_forest-card-fawn = Rehkitz
living_forest-card-hummingbird = Kolibri
living_forest-card-bee = Biene
living_forest-card-baboon = Pavian
living_forest-card-hedgehog = Igel
living_forest-card-caterpillar = Raupe
living_forest-card-flamingo = Flamingo
living_forest-card-ram = Widder
living_forest-card-wolf = Wolf
living_forest-card-lemur = Lemur
living_forest-card-squirrel = Eichhörnchen
living_forest-card-tortoise = Landschildkröte
living_forest-card-coati = Nasenbär
living_forest-card-raccoon = Waschbär
living_forest-card-beaver = Biber
living_forest-card-raven = Rabe
living_forest-card-bat = Fledermaus
living_forest-card-cockatoo = Kakadu
living_forest-card-meerkat = Erdmännchen
living_forest-card-horse = Pferd
living_forest-card-axolotl = Axolotl
living_forest-card-chimpanzee = Schimpanse
living_forest-card-toucan = Tukan
living_forest-card-butterfly = Schmetterling
living_forest-card-spider = Spinne
living_forest-card-hippopotamus = Nilpferd
living_forest-card-horned_owl = Uhu
living_forest-card-woodpecker = Specht
living_forest-card-badger = Dachs
living_forest-card-rooster = Hahn
living_forest-card-rhinoceros = Nashorn
living_forest-card-goat = Ziege
living_forest-card-bull = Stier
living_forest-card-salamander = Salamander
living_forest-card-frog = Frosch
living_forest-card-marmot = Murmeltier
living_forest-card-platypus = Schnabeltier
living_forest-card-crane = Kranich
living_forest-card-loris = Plumplori
living_forest-card-koala = Koala
living_forest-card-leopard = Leopard
living_forest-card-eagle = Adler
living_forest-card-cobra = Kobra
living_forest-card-praying_mantis = Gottesanbeterin
living_forest-card-panther = Panther
living_forest-card-gorilla = Gorilla
living_forest-card-bison = Bison
living_forest-card-chameleon = Chamäleon
living_forest-card-crocodile = Krokodil
living_forest-card-elephant = Elefant
living_forest-card-dolphin = Delfin
living_forest-card-dog = Hund
living_forest-card-panda = Panda
living_forest-card-deer = Hirsch
living_forest-card-tapir = Tapir
living_forest-card-fire_varan = Feuerwaran
living_forest-card-armadillo = Gürteltier
living_forest-card-capybara = Wasserschwein
living_forest-card-crayfish = Flusskrebs
living_forest-card-peafowl = Pfau
living_forest-card-sloth = Faultier
living_forest-card-anteater = Ameisenbär
living_forest-card-ara = Ara
living_forest-card-flying_squirrel = Gleithörnchen
living_forest-card-koi = Koi
living_forest-card-tiger = Tiger
living_forest-card-kodama_winter = Winter-Kodama
living_forest-card-kodama_spring = Frühlings-Kodama
living_forest-card-kodama_summer = Sommer-Kodama
living_forest-card-kodama_autumn = Herbst-Kodama
living_forest-card-kodama_f1 = Blumen-Kodama 1
living_forest-card-kodama_f2 = Blumen-Kodama 2
living_forest-card-kodama_f3 = Blumen-Kodama 3
living_forest-card-kodama_f4 = Blumen-Kodama 4
living_forest-card-kodama_f5 = Blumen-Kodama 5
living_forest-card-kodama_f6 = Blumen-Kodama 6
living_forest-card-kodama_t1 = Baum-Kodama 1
living_forest-card-kodama_t2 = Baum-Kodama 2
living_forest-card-kodama_t3 = Baum-Kodama 3
living_forest-card-kodama_t4 = Baum-Kodama 4
living_forest-card-kodama_t5 = Baum-Kodama 5
living_forest-card-kodama_t6 = Baum-Kodama 6
living_forest-card-kodama_w1 = Feuer-Kodama 1
living_forest-card-kodama_w2 = Feuer-Kodama 2
living_forest-card-kodama_w3 = Feuer-Kodama 3
living_forest-card-kodama_w4 = Feuer-Kodama 4
living_forest-card-kodama_w5 = Feuer-Kodama 5
living_forest-card-kodama_w6 = Feuer-Kodama 6
