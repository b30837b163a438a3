halali-BAD_NOTATION = „{ $text }“ kann ich nicht als Zug lesen: Versuch `flip c4`, `c4-c7`, `c4xc7` oder `b5-a5` (Felder a1 bis i9).
halali-NOT_FACE_DOWN = Auf { $square } liegt kein verdecktes Plättchen zum Aufdecken: Wähle ein Feld mit einer Plättchenrückseite.
halali-NO_TILE = Auf { $origin } liegt kein Plättchen: Beginne deinen Zug auf einem Feld mit einem offenen Plättchen.
halali-FACE_DOWN_TILE = Das Plättchen auf { $origin } ist noch verdeckt: Deck es zuerst auf oder zieh ein offenes Plättchen.
halali-IMMOVABLE = Bäume ziehen nie: Zieh ein anderes Plättchen oder deck eines auf.
halali-NOT_YOUR_TILE = Das Plättchen auf { $origin } gehört deinem Gegenüber: Zieh eines deiner eigenen Plättchen, eine Ente oder einen Fasan.
halali-NEUTRAL_LOCKED = Dein Gegenüber hat das Plättchen auf { $origin } gerade aufgedeckt oder gezogen, deshalb darfst du es in diesem Zug nicht ziehen: Wähle ein anderes Plättchen.
halali-EXIT_NOT_IN_END_PHASE = Plättchen können den Wald erst in der Endphase verlassen: Zieh vorerst innerhalb des Waldes.
halali-EXIT_NOT_OWN_COLOUR = Nur deine eigenen Tiere oder Menschen dürfen den Wald verlassen: Zieh dieses Plättchen innerhalb des Waldes.
halali-NO_EXIT_REACHABLE = Das Plättchen auf { $origin } erreicht in diesem Zug keinen Ausgang: Gib ein anderes Ziel an.
halali-AMBIGUOUS_EXIT = Das Plättchen auf { $origin } erreicht mehr als einen Ausgang ({ $exits }): Schreib das Ausgangsfeld dazu, z. B. `{ $origin }-e9`.
halali-OFF_BOARD = { $target } liegt außerhalb des Waldes und ist kein Ausgang: Wähle ein Feld von b2 bis h8 oder einen Ausgang (a5, i5, e1, e9).
halali-NOT_STRAIGHT_LINE = Plättchen ziehen in gerader Linie nach Norden, Osten, Süden oder Westen, mindestens ein Feld weit: Wähle ein Ziel in einer Linie mit { $origin }.
halali-TOO_FAR = Dieses Plättchen zieht höchstens { $max_distance ->
        [one] { $max_distance } Feld
       *[other] { $max_distance } Felder
    } pro Zug: Wähle ein Ziel neben { $origin }.
halali-PATH_BLOCKED = Zwischen { $origin } und { $target } steht etwas im Weg: Wähle ein anderes Ziel.
halali-BACK_AND_FORTH = Du hast dieses Plättchen gerade von { $target } hierher gezogen, also darf es nicht sofort zurück: Wähle ein anderes Ziel oder ein anderes Plättchen.
halali-OCCUPIED_FACE_DOWN = Auf { $target } liegt ein verdecktes Plättchen, das man weder schlagen noch betreten kann: Deck es auf oder wähle ein anderes Ziel.
halali-NOTHING_TO_CAPTURE = Auf { $target } gibt es nichts zu schlagen: Schreib den Zug als `{ $origin }-{ $target }`, um einfach dorthin zu ziehen.
halali-CANNOT_CAPTURE = Dieses Plättchen kann das Plättchen auf { $target } nicht schlagen: Wähle ein Plättchen, das es schlagen darf, oder ein leeres Feld.
halali-NOT_GUN_DIRECTION = Ein Jäger schlägt nur in Schussrichtung ({ $gun_name }): Zieh ihn ohne zu schlagen oder schlag mit einem anderen Jäger.
halali-DRAW_ALREADY_OFFERED = Dein Remisangebot steht schon: Warte auf die Antwort deines Gegenübers.
halali-NO_DRAW_OFFER = Dein Gegenüber hat kein Remis angeboten: Mit `draw offer` bietest du selbst eines an.
halali-BAD_SEATS = Halali! spielt man zu genau zweit: Warte vor dem Start auf eine zweite Person.
halali-BAD_OPTION = Der Wert { $value } ist für { $option } nicht erlaubt: Wähle eine der angebotenen Möglichkeiten.
halali-NOT_OVER = Das Spiel läuft noch: Das Ergebnis steht fest, sobald es endet.
halali-BAD_STATE_FORMAT = Dieses gespeicherte Spiel hat ein Format, das ich nicht kenne: Bitte einen Admin, die Version des Bots zu prüfen.
halali-event-flip = { $turn }. { $side_name } ({ $side_player }) deckt { $square } auf → { $kind_name }
halali-event-move = { $turn }. { $side_name } ({ $side_player }) { $notation }
halali-event-capture = { $turn }. { $side_name } ({ $side_player }) { $notation } → { $captured_name } geschlagen (+{ $points })
halali-event-exit = { $turn }. { $side_name } ({ $side_player }) { $notation } → { $kind_name } verlässt den Wald (+{ $points })
halali-event-lock = { $barred_name } darf das Plättchen auf { $square } ({ $kind_name }) im nächsten Zug nicht ziehen.
halali-event-end_phase = Alle Plättchen liegen offen: Die Endphase beginnt, mit { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Zügen
    } für jede Seite; { $first_name } beginnt.
halali-event-game_over = Partie zu Ende: { $blue_score }–{ $brown_score } (Blau–Braun).
halali-event-game2_dealt = Partie 2 des Matches ist mit getauschten Rollen ausgelegt: { $blue_player } spielt Blau und beginnt, { $brown_player } spielt Braun.
halali-event-match_over = Match zu Ende: { $player0 } { $score0 }, { $player1 } { $score1 } insgesamt.
halali-event-draw_offered = { $side_name } ({ $side_player }) bietet Remis an.
halali-event-draw_accepted = { $side_name } ({ $side_player }) nimmt das Remis an.
halali-event-draw_declined = { $side_name } ({ $side_player }) lehnt das Remisangebot ab.
halali-event-draw_lapsed = Das Remisangebot von { $side_name } ({ $side_player }) verfällt: { $by_name } hat gezogen.
halali-event-resigned = { $side_name } ({ $side_player }) gibt auf.
halali-end-end_phase_complete = Endphase abgeschlossen
halali-end-no_tiles = { $side_name } hat keine Plättchen mehr
halali-end-cannot_move = { $side_name } kann nicht mehr ziehen
halali-end-quiet_draw = 50 ruhige Züge — Remis
halali-end-draw_agreed = Remis vereinbart
halali-end-resigned = aufgegeben
halali-kind-bear = Bär
halali-kind-fox = Fuchs
halali-kind-lumberjack = Holzfäller
halali-kind-hunter = Jäger
halali-kind-pheasant = Fasan
halali-kind-duck = Ente
halali-kind-tree = Baum
halali-side-blue = Blau
halali-side-brown = Braun
halali-draw-offer = Remis anbieten
halali-draw-accept = Remis annehmen
halali-draw-decline = Ablehnen
halali-status-scores = Punkte: Blau ({ $blue_player }) { $blue_score }, Braun ({ $brown_player }) { $brown_score }.
halali-status-main = Zug { $turn }, Hauptphase: { $face_down ->
        [one] { $face_down } Plättchen ist noch verdeckt
       *[other] { $face_down } Plättchen sind noch verdeckt
    }.
halali-status-end = Zug { $turn }, Endphase: Blau hat noch { $blue_left ->
        [one] { $blue_left } Zug
       *[other] { $blue_left } Züge
    }, Braun { $brown_left }.
halali-status-quiet = { $quiet ->
        [one] { $quiet } ruhiger Zug
       *[other] { $quiet } ruhige Züge
    } in Folge: Bei 50 endet das Spiel remis.
halali-status-draw_offer = { $side_name } hat Remis angeboten: Antworte mit { commands-game-draw-slash } oder den Knöpfen.
halali-status-match = Partie { $game_no } von 2 des Matches. Bisherige Summe: { $player0 } { $total0 }, { $player1 } { $total1 }.
halali-control-accept_draw = Remis annehmen
halali-control-decline_draw = Remis ablehnen
halali-help = Zwei Personen: Blau (Bären, Füchse) gegen Braun (Holzfäller, Jäger) in einem Wald aus 7x7 Feldern mit 48 verdeckten Plättchen. Wer am Zug ist, deckt ein verdecktes Plättchen auf (`flip c4`) oder zieht ein offenes Plättchen, das er ziehen darf, in gerader Linie (`c4-c7`; schlagen: `c4xc7`). Bären und Holzfäller ziehen ein Feld; Füchse, Jäger, Enten und Fasane beliebig weit; Bäume ziehen nie. Bären schlagen Jäger und Holzfäller, Füchse schlagen Enten und Fasane, Holzfäller fällen Bäume, Jäger schlagen Tiere nur in Schussrichtung. Niemand darf eine Ente oder einen Fasan ziehen, die das Gegenüber gerade aufgedeckt oder gezogen hat, noch ein eigenes Plättchen sofort zurückziehen. Sobald alle Plättchen offen liegen, hat jede Seite noch 5 Züge und darf eigene Plättchen über die Ausgänge a5, i5, e1 und e9 aus dem Wald bringen (`b5-a5` oder `b5-x`). Geschlagene und hinausgebrachte Plättchen zählen Punkte. 50 Züge ohne Aufdecken, Schlagen oder Hinausziehen ergeben Remis. Mit `{ commands-option-format-name }:{ commands-choice-match }` bei { commands-game-new-slash } spielt ihr zwei Partien mit getauschten Rollen, die Summe entscheidet; `{ commands-game-draw-slash }` bietet Remis an. Züge werden englisch notiert, wie oben.
halali-event-flip_hunter = { $turn }. { $side_name } ({ $side_player }) deckt { $square } auf → Jäger, Gewehr nach { $gun_name }
halali-gun-N = Norden
halali-gun-E = Osten
halali-gun-S = Süden
halali-gun-W = Westen
halali-OWN_DRAW_OFFER_PENDING = Dein eigenes Remisangebot ist noch offen: dein Gegenüber beantwortet es (oder es verfällt mit dessen nächstem Zug).
halali-reason-end_phase_complete = die Schlussphase ist vorbei
halali-reason-no_tiles = eine Seite hat keine Plättchen mehr
halali-reason-cannot_move = eine Seite kann nicht ziehen
halali-reason-quiet_draw = 50 ruhige Züge
halali-reason-draw_agreed = Remis vereinbart
halali-reason-resigned = { $names } hat aufgegeben
