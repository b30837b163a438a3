fairy_lights-UNKNOWN_KEYWORD = „{ $word }“ ist kein Zug: Tippe draw oder take, gefolgt von einer oder zwei Farben.
fairy_lights-UNKNOWN_COLOUR = „{ $word }“ ist keine Farbe: Nimm R, Y, G, B, P oder red, yellow, green, blue, purple (Rot, Gelb, Grün, Blau, Lila).
fairy_lights-SAME_COLOUR_TWICE = Du hast { $colour_name } zweimal genannt: Nenne zwei verschiedene Farben.
fairy_lights-TOO_MANY_COLOURS = Du kannst höchstens zwei Farben nehmen: Nenne eine oder zwei.
fairy_lights-TAKE_WITHOUT_COLOUR = Sag, welche Farbe du nimmst, z. B. take red.
fairy_lights-DRAW_TAKES_NOTHING = Beim Ziehen nimmst du keine Farbe: Tippe nur draw.
fairy_lights-TRAILING_TEXT = Tippe nur { $word }, ohne etwas dahinter.
fairy_lights-EMPTY = Tippe einen Zug: draw oder take, gefolgt von einer Farbe.
fairy_lights-SHOP_FULL = Die Auslage ist voll: Nimm zwei Farben.
fairy_lights-DECK_EMPTY = Der Nachziehstapel ist leer: Nimm eine Farbe.
fairy_lights-SHOP_EMPTY = Die Auslage ist leer: Zieh zuerst eine Karte.
fairy_lights-TWO_COLOURS_NEEDED = Die Auslage ist voll: Nimm zwei Farben, z. B. take G+B.
fairy_lights-ONE_COLOUR_ONLY = Mit weniger als fünf Karten in der Auslage (oder nur einer Farbe darin) nimmst du eine Farbe.
fairy_lights-COLOUR_NOT_IN_SHOP = In der Auslage liegt keine Karte der Farbe { $colour_name }: Wähle eine Farbe, die dort liegt.
fairy_lights-ALREADY_RESIGNED = Du hast dieses Spiel schon aufgegeben.
fairy_lights-NOTHING_TO_UNDO = Es gibt nichts zurückzunehmen: Ziehen lässt sich nie zurücknehmen, Nehmen nur, bis die nächste Person etwas tut.
fairy_lights-NOT_YOUR_TAKE = Nur wer zuletzt genommen hat, kann das zurücknehmen.
fairy_lights-SEAT_COUNT = Fairy Lights spielt man zu { $min } bis { $max } Personen.
fairy_lights-NO_OPTIONS = Fairy Lights hat keine Optionen.
fairy_lights-colour-R = Rot
fairy_lights-colour-Y = Gelb
fairy_lights-colour-G = Grün
fairy_lights-colour-B = Blau
fairy_lights-colour-P = Lila
fairy_lights-event-turn_start = Zug { $turn_no }: { $player } ist dran.
fairy_lights-event-draw = { $player } zieht eine Karte: { $colour_name } ({ $card }; { $deck ->
        [one] noch { $deck } Karte
       *[other] noch { $deck } Karten
    } im Stapel).
fairy_lights-event-bust = { $player } zieht wieder { $colour_name }, die Farbe der letzten Karte in der Auslage ({ $card } nach { $last }): Pech! Der Zug endet, ohne dass etwas genommen wird.
fairy_lights-event-must_take = { $player } darf nicht mehr ziehen: { $reason_name }.
fairy_lights-event-take = { $player } nimmt aus der Auslage ({ $move }).
fairy_lights-event-scored = Gewertet: { $colour_name } mit { $bulbs } Lämpchen; { $player } sichert { $stars ->
        [one] { $stars } Stern
       *[other] { $stars } Sterne
    }.
fairy_lights-event-kept = Behalten: { $colour_name }, bisher { $bulbs } von 3 Lämpchen.
fairy_lights-event-discarded = Zu viel { $colour_name }, { $bulbs } Lämpchen: diese Karten kommen auf den Ablagestapel ({ $cards }).
fairy_lights-event-undo = { $player } hat den Zug ({ $move }) zurückgenommen und wählt neu.
fairy_lights-event-resign = { $player } hat aufgegeben.
fairy_lights-event-game_end = Das Spiel ist vorbei.
fairy_lights-must_take-shop_full = Die Auslage ist voll, also müssen zwei Farben genommen werden
fairy_lights-must_take-shop_one_colour = Die Auslage ist voll mit einer Farbe, und die muss genommen werden
fairy_lights-must_take-deck_empty = Das war die letzte Karte, also muss eine Farbe genommen werden
fairy_lights-control-draw = Ziehen
fairy_lights-control-take_R = Rot nehmen
fairy_lights-control-take_Y = Gelb nehmen
fairy_lights-control-take_G = Grün nehmen
fairy_lights-control-take_B = Blau nehmen
fairy_lights-control-take_P = Lila nehmen
fairy_lights-control-take_pair = Zwei Farben nehmen
fairy_lights-control-undo = Nehmen von { $player } zurücknehmen
fairy_lights-confirm-discard = Dadurch kämen Karten auf den Ablagestapel. Drück { common-button-confirm }, um sie trotzdem zu nehmen.
fairy_lights-end-deck_out = Die letzte Karte ist aufgedeckt und der Zug ist vorbei: Das Spiel ist zu Ende.
fairy_lights-end-resign = Das Spiel ist zu Ende, weil nach den Aufgaben zu wenige Personen übrig sind.
fairy_lights-end-running = Das Spiel läuft noch.
fairy_lights-summary = Kartensammeln mit Risiko: Sammle Lichter in Sätzen zu drei Lämpchen.
fairy_lights-status-table = Auslage: { $shop }. Nachziehstapel: { $deck ->
        [one] noch { $deck } Karte
       *[other] noch { $deck } Karten
    }, Ablagestapel: { $discard }.
fairy_lights-status-player = { $player }: { $score } Punkte ({ $scored ->
        [one] { $scored } Karte gewertet
       *[other] { $scored } Karten gewertet
    } für { $stars ->
        [one] { $stars } Stern
       *[other] { $stars } Sterne
    }, { $held ->
        [one] { $held } Stern noch nicht gewertet
       *[other] { $held } Sterne noch nicht gewertet
    }).
fairy_lights-status-player_resigned = { $player } (aufgegeben): { $score } Punkte.
fairy_lights-help = 2-6 Personen. Wer am Zug ist, zieht Karten einzeln in die Auslage (`draw`) und nimmt dann alle Karten einer Farbe daraus (`take R`); bei 1-4 Karten in der Auslage darf man auch ohne Ziehen nehmen. Hat eine gezogene Karte die Farbe der letzten Karte in der Auslage, ist das Pech: Der Zug endet ohne Beute. Eine volle Auslage aus fünf Karten muss genommen werden: Nenne zwei Farben (`take G+B`). Erreichen die Lämpchen einer Farbe in deiner Sammlung ein Vielfaches von drei, werden diese Karten gewertet; bei 4 oder mehr Lämpchen, die kein Vielfaches von drei sind, wird die Farbe abgelegt. Das Spiel endet, sobald die letzte Karte des Stapels aufgedeckt und dieser Zug vorbei ist: Gewertete Sterne zählen für dich, Sterne in deiner Sammlung gegen dich. Knöpfe unter jedem Bild bieten die erlaubten Möglichkeiten; `{ commands-game-undo-slash }` nimmt ein Nehmen zurück, bis die nächste Person handelt. Farben: R Rot, Y Gelb, G Grün, B Blau, P Lila; Züge werden englisch getippt.
fairy_lights-reason-deck_out = die letzte Karte wurde gezogen
fairy_lights-reason-resign = { $names } hat aufgegeben
