# /game replay: die Beschriftungen der animierten Wiederholung (unter jedem Bild) und ihre Nachrichten.

replay-frame-turn = Zug { $turn } von { $last }
replay-frame-end = Ende der Partie
replay-frame-now = Die Stellung jetzt
replay-frame-start = Ausgangsstellung
replay-frame-move = { $name }: { $move }
replay-progress = Zeichne Bild { $done } von { $total }…
replay-assembling = Füge { $count } Bilder zusammen…
replay-posted = { $game_name } #{ $table }: die Wiederholung, { $count ->
        [one] { $count } Bild
       *[other] { $count } Bilder
    }.
replay-thinned = Damit sie in Discords Größenlimit passt, zeigt sie jedes { $stride }. Bild (das erste und das letzte immer).
replay-running = Die Partie läuft noch: nur öffentliche Stellungen, bis jetzt.
