## Wispwood: Notationsfehler (Spec 4.9)
wispwood-UNKNOWN_KEYWORD = „{ $word }“ ist kein Zug: tippe refill, cat-refill, take ..., trees ... oder zwischen den Runden cat ...
wispwood-BAD_SPACE = „{ $space }“ ist kein Teichfeld: nimm eine Zahl von 1 bis 8.
wispwood-BAD_SHAPE = „{ $shape }“ ist keine Form: nimm D2, I3, L3, I4, O4, T4, S4 oder L4.
wispwood-BAD_ORIENTATION = „{ $orientation }“ ist keine Ausrichtung: nimm R0, R90, R180 oder R270, wahlweise gefolgt von M.
wispwood-BAD_CELL = „{ $cell }“ ist kein Feld des Waldes: nimm A1 bis K11.
wispwood-DUPLICATE_CELL = Du hast { $cell } zweimal genannt: nenne jedes Feld nur einmal.
wispwood-CELL_COUNT = Ein { $shape } bedeckt eine andere Zahl von Feldern als die { $count } genannten.
wispwood-TREE_COUNT = Ein Baumzug setzt 1 bis 3 Bäume.
wispwood-NO_WISP_CELL = Sag, welches Feld das Irrlicht bekommt, z. B. wisp=E5.
wispwood-BAD_NOTATION = Das ist kein Wispwood-Zug: zum Beispiel take 3 L4 E3,E4,E5,F5 wisp=E5 oder trees E7,F7.
## Regeln (Spec 4.9)
wispwood-REFILL_NOT_FIRST = Das kostenlose Auffüllen muss das Erste in deinem Zug sein.
wispwood-NOTHING_TO_REFILL = Der Teich ist leer: es gibt nichts aufzufüllen.
wispwood-REFILL_MIXED_POND = Kostenlos auffüllen darfst du nur, wenn alle Irrlichter im Teich von einer Sorte sind.
wispwood-CAT_HIDDEN = Deine Katze versteckt sich: mache einen Baumzug, um sie zu wecken.
wispwood-SPACE_EMPTY = Auf Feld { $space } liegt kein Irrlicht.
wispwood-CAT_NOT_NEEDED = { $shape } liegt schon neben Feld { $space }: lass die Katze weg.
wispwood-SHAPE_NOT_ALLOWED = { $shape } liegt nicht neben Feld { $space }: du darfst { $first } oder { $second } nehmen, oder füge cat hinzu, um deine wache Katze einzusetzen.
wispwood-NOT_SHAPE = Diese Felder bilden kein { $shape }.
wispwood-WISP_NOT_IN_SHAPE = Das Irrlichtfeld { $cell } gehört nicht zur Form.
wispwood-CELL_OCCUPIED = { $cell } ist schon belegt.
wispwood-NO_CONTACT = Die neuen Plättchen müssen deinen Wald an einer Seite berühren.
wispwood-TOO_BIG = Dann wäre dein Wald { $width } breit und { $height } hoch; diese Runde erlaubt { $n }x{ $n }.
wispwood-NO_TILES = Dafür sind nicht mehr genug Plättchen übrig.
wispwood-MUST_TAKE = Du hast deine Katze für neue Irrlichter eingesetzt, also musst du eines nehmen: ein Baumzug geht nur, wenn keines passt.
wispwood-CAT_TARGET_NOT_TREE = Deine Katze kann nur auf einen Baum deines Waldes ziehen, und { $cell } ist keiner.
wispwood-NOTHING_TO_UNDO = Es gibt nichts von dir zurückzunehmen: nur deinen letzten Nehm- oder Baumzug, bevor jemand anderes handelt.
wispwood-UNDO_REVEALED = Das lässt sich nicht mehr zurücknehmen: seitdem wurden neue Plättchen aufgedeckt oder die Runde ist zu Ende.
wispwood-ALREADY_RESIGNED = Du hast dieses Spiel bereits aufgegeben.
## Optionen (Spec 7.2)
wispwood-SEAT_COUNT = Wispwood braucht { $min } bis { $max } Personen.
wispwood-CARDS_NEED_CUSTOM = Die Option cards gilt nur mit objectives:custom.
wispwood-CUSTOM_NEEDS_CARDS = Nenne bei objectives:custom fünf Karten in cards, z. B. TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1.
wispwood-BAD_CARD_LIST = Nenne genau fünf bekannte Karten, eine pro Sorte (TREE, PUMP, HEART, WITCH, SPARK), z. B. TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1.
wispwood-BAD_OPTION = „{ $value }“ ist keine Wahl für { $option }: nimm eine von { $choices }.
wispwood-OPTION_NOT_FOR_GAME = Wispwood hat keine Option namens { $option }.
## Namen
wispwood-type-P = Kürbis
wispwood-type-H = Herz
wispwood-type-W = Hexe
wispwood-type-S = Funke
## Ereignisse
wispwood-event-round_start = Runde { $round } beginnt: Wälder müssen in { $n }x{ $n } passen. { $start_player } beginnt.
wispwood-event-turn_start = Zug { $turn_no }: { $player } ist dran.
wispwood-event-supply_rebuilt = Der Vorrat war leer: der Ablagestapel des Teichs wurde zu einem neuen Vorrat von { $supply } Plättchen gemischt.
wispwood-event-take = { $player } nahm { $type_name } von Feld { $space } mit { $shape } ({ $move }).
wispwood-event-trees = { $player } pflanzte Bäume ({ $move }). Die Katze ist wieder wach.
wispwood-event-pass = { $player } kann nichts legen und passt.
wispwood-event-round_end_triggered = { $player } hat den Wald gefüllt: die Runde endet, sobald alle gleich oft dran waren.
wispwood-event-phantom = Die Phantomkatze deckte { $value } auf und nahm { $type_name } von Feld { $to } (noch { $tokens } Plättchen).
wispwood-event-phantom_none = Die Phantomkatze deckte { $value } auf, fand aber kein Irrlicht.
wispwood-event-round_score = { $player } erzielt { $score } in Runde { $round } (gesamt { $total }).
wispwood-event-phantom_score = Die Phantomkatze erzielt { $score } in Runde { $round } (gesamt { $total }).
wispwood-event-round_end = Runde { $round } ist vorbei.
wispwood-event-cat_phase = Zwischen den Runden: alle dürfen ihre Katze auf einen eigenen Baum setzen oder sitzen lassen.
wispwood-event-trees_cleared = { $trees ->
        [one] { $trees } Baum wurde entfernt
       *[other] Alle { $trees } Bäume wurden entfernt
    } und in den Vorrat gemischt.
wispwood-event-undo = { $player } hat den Zug zurückgenommen ({ $move }) und wählt neu.
wispwood-event-resign = { $player } hat aufgegeben.
wispwood-event-game_end = Das Spiel ist vorbei.
## Spielende
wispwood-end-complete = Alle drei Runden sind gewertet: das Spiel ist zu Ende.
wispwood-end-resign = Das Spiel endete, weil nach Aufgaben zu wenige Personen übrig sind.
wispwood-end-won = Du hast die Phantomkatze geschlagen!
wispwood-end-lost = Diesmal gewinnt die Phantomkatze.
wispwood-end-running = Das Spiel läuft noch.
## Knöpfe
wispwood-control-refill = Auffüllen
wispwood-control-cat_refill = Katze: neue Irrlichter
wispwood-control-place = Legen
wispwood-control-trees = Baumzug
wispwood-control-cat_move = { $player }: Katze auf einen Baum setzen (oder bleiben)
wispwood-control-undo = Zurücknehmen
## Status
wispwood-status-phantom = Phantomkatze: { $total } Punkte, auf Feld { $space }, noch { $tokens } Plättchen in dieser Runde.
## Zielkarten
wispwood-card-TREE_1 = 2 Punkte je Zeile und je Spalte mit mindestens 3 Bäumen.
wispwood-card-TREE_2 = 1 Punkt je Baum in deiner größten Baumgruppe.
wispwood-card-TREE_3 = 3 Punkte je Baum mit mindestens 3 Bäumen daneben.
wispwood-card-TREE_4 = 2 Punkte je Baum in deiner zweitgrößten Baumgruppe.
wispwood-card-TREE_5 = 4 Punkte je Baumgruppe aus 3 oder mehr Bäumen.
wispwood-card-PUMP_1 = Kürbisse allein in Zeile und Spalte: 4/9/15/22/30/40.
wispwood-card-PUMP_2 = Kürbisse ohne Kürbis ringsum: 4/9/15/22/30, +8 je weiteren.
wispwood-card-PUMP_3 = Kürbispaare ohne weiteren Kürbis daneben: 11/23/37, +14 je weiteres.
wispwood-card-PUMP_4 = Irrlichtgruppen mit einem Kürbis: 4/9/15/22/30, +8 je weitere.
wispwood-card-PUMP_5 = Kürbisse ohne Kürbis auf einer Diagonale: 4/9/15/22/30/39.
wispwood-card-HEART_1 = Jedes Herz: 1 Punkt je Baum in seiner Zeile und je Baum in seiner Spalte.
wispwood-card-HEART_2 = Jedes Herz: 2 Punkte je Baum daneben.
wispwood-card-HEART_3 = Jedes Herz: 2 Punkte je Baum darunter in seiner Spalte.
wispwood-card-HEART_4 = Jedes Herz: 2 Punkte je Baum auf seiner besseren Diagonale.
wispwood-card-HEART_5 = Jedes Herz: 2 Punkte je Baum in seiner längsten geraden Baumreihe.
wispwood-card-WITCH_1 = Lege Hexen auf eine Diagonale mit deiner Katze. 4/10/18 je Satz.
wispwood-card-WITCH_2 = Lege Hexen in Zeile oder Spalte deiner Katze. 4/10/18 je Satz.
wispwood-card-WITCH_3 = Lege Hexen neben deine Katze. 4/10/18 je Satz.
wispwood-card-WITCH_4 = Lege Hexen diagonal mit deiner Katze verbunden. 4/10/18 je Satz.
wispwood-card-WITCH_5 = Lege Hexen genau zwei Felder von deiner Katze. 4/10/18 je Satz.
wispwood-card-SPARK_1 = Jeder Funke: 2 Punkte je Irrlichtsorte ringsum.
wispwood-card-SPARK_2 = Jeder Funke: 2 Punkte je Sorte in seiner Zeile oder Spalte (die bessere).
wispwood-card-SPARK_3 = Jeder Funke zählt wie deine seltenste Sorte: Funke 7, Kürbis 5, Hexe 4, Herz 3.
wispwood-card-SPARK_4 = Jeder Funke zählt wie sein niedrigster Nachbar: Funke 4, Kürbis 5, Hexe 6, Herz 7.
wispwood-card-SPARK_5 = Jede Gruppe mit einem Funken: 2 Punkte je Sorte darin.
## messages without plural selectors
wispwood-WRONG_PHASE = Dieser Zug passt nicht zu dieser Phase: im Zug nimm ein Irrlicht oder pflanze Bäume; zwischen den Runden wähle, wohin deine Katze geht (cat <Baumfeld> oder cat stay).
wispwood-WITCH_RULE = Hexenregel ({ $witch_name }).
wispwood-witch-WITCH_1 = Katzenecke: die Hexe muss auf einer Diagonale mit deiner Katze liegen
wispwood-witch-WITCH_2 = Katze auf dem Zaun: die Hexe muss in der Zeile oder Spalte deiner Katze liegen
wispwood-witch-WITCH_3 = Wollknäuel: die Hexe muss neben deiner Katze liegen, diagonal zählt mit
wispwood-witch-WITCH_4 = Miauschaurig: die Hexe muss diagonal neben deiner Katze liegen oder neben einer so mit ihr verbundenen Hexe
wispwood-witch-WITCH_5 = Überlagerung: die Hexe muss genau zwei Felder von deiner Katze entfernt liegen
wispwood-event-refill = { $player } hat den Teich kostenlos aufgefüllt ({ $discarded } abgelegt).
wispwood-event-cat_refill = { $player } hat die Katze für neue Irrlichter eingesetzt ({ $discarded } abgelegt).
wispwood-event-auto_refill = Der leere Teich wurde aufgefüllt.
wispwood-event-phantom_refill = Die Phantomkatze hat den Teich aufgefüllt ({ $discarded } abgelegt).
wispwood-event-cat_stay = Die Katze von { $player } bleibt sitzen.
wispwood-event-cat_move = Die Katze von { $player } zieht nach { $cell }.
wispwood-status-round = Runde { $round } ({ $n }x{ $n }), { $phase_name }. Vorrat { $supply }, Ablagestapel { $discard }.
wispwood-status-player = { $player }: { $total } Punkte ({ $rounds }), { $filled }/{ $size } Felder, Katze { $cat_name }.
wispwood-status-player_resigned = { $player } (aufgegeben): { $total } Punkte ({ $rounds }).
wispwood-phase-turn = läuft
wispwood-phase-cat = Katzenphase
wispwood-phase-over = Spiel vorbei
wispwood-cat-ready = wach
wispwood-cat-hidden = versteckt
## Schritt-für-Schritt-Baukasten und Notationsfenster (§7.2)
wispwood-builder-button = Schritt für Schritt
wispwood-builder-start = Baue deinen Zug Schritt für Schritt (nur du siehst das): wähle das Irrlicht, das du nimmst, oder pflanze Bäume. Nichts wird gelegt, bevor du auf Bestätigen drückst.
wispwood-builder-space = Nimm ein Irrlicht: wähle sein Feld
wispwood-builder-space_option = Feld { $space }: { $type_name }
wispwood-builder-trees = Oder pflanze 1 bis 3 Bäume: wähle ihre Felder
wispwood-builder-tree_row = Bäume einzeln pflanzen ({ $count } gewählt): wähle die Zeile des nächsten
wispwood-builder-tree_cell = Bäume einzeln pflanzen ({ $count } gewählt): wähle das nächste Feld
wispwood-builder-trees_done = Hier pflanzen: { $cells }
wispwood-builder-trees_so_far = Bisher gewählte Bäume: { $cells }. Wähle ein weiteres Feld oder pflanze sie.
wispwood-builder-shape = Wähle die Form
wispwood-builder-shape_cat = { $shape } (mit deiner wachen Katze)
wispwood-builder-orientation = Wähle, wie die Form gedreht ist
wispwood-builder-row = Viele Positionen passen: wähle zuerst die Zeile der Oberkante der Form
wispwood-builder-row_option = Zeile { $row }
wispwood-builder-anchor = Wähle die Position (die linke obere Ecke des Rahmens der Form)
wispwood-builder-wisp = Wähle das Feld für { $type_name }
wispwood-builder-picked_space = Du nimmst { $type_name } von Feld { $space }.
wispwood-builder-picked_shape = Form: { $shape }.
wispwood-builder-picked_shape_cat = Form: { $shape }, mit deiner Katze.
wispwood-builder-picked_orientation = Gedreht: { $orientation } ({ $glyph }).
wispwood-builder-picked_anchor = Position { $anchor }: Felder { $cells }.
wispwood-builder-ghost = Das Bild zeigt, wohin die Plättchen kämen (gestrichelte Rahmen, Bäume schraffiert). Wähle jetzt das Feld für { $type_name }.
wispwood-builder-preview = Vorschau von `{ $move }`: die gestrichelten Rahmen zeigen, wohin die Plättchen kommen. Nichts wird gelegt, bevor du auf Bestätigen drückst.
wispwood-builder-again = Neu beginnen
wispwood-builder-forest = Einen Wald größer zeigen
wispwood-builder-forest_shown = Der Wald von { $player }.
wispwood-modal-place = Dein Zug (Notation)
wispwood-modal-place_example = take 3 L4 E3,E4,E5,F5 wisp=E5
wispwood-modal-trees = Deine Bäume (Notation)
wispwood-modal-trees_example = trees E7,F7,E8

## /game rules
wispwood-help = Wispwood (1-4 Personen): lass in drei Runden einen Wald aus Irrlichtern und Bäumen um deine Katze wachsen; er muss in 4x4 passen, dann 5x5, dann 6x6. Nimm in deinem Zug ein Irrlicht aus dem Teich mit einer der zwei Formen daneben und lege die Form an deinen Wald (das Irrlicht auf ein Feld, Bäume auf den Rest): take <Feld> <Form> <Felder> wisp=<Feld>. Oder pflanze 1-3 Bäume: trees <Felder> (das weckt auch deine Katze). Deine wache Katze kann den Teich erneuern (cat-refill) oder dich jede Form nutzen lassen (füge cat hinzu). Hat jemand sein Quadrat gefüllt, endet die Runde, sobald alle gleich oft dran waren; fünf Zielkarten werten jeden Wald. Zwischen den Runden setzt du deine Katze auf einen Baum (cat <Feld> oder cat stay); Bäume verschwinden, Irrlichter bleiben. Die höchste Summe gewinnt, bei Gleichstand die bessere Runde 3. Allein spielst du gegen die Phantomkatze.
