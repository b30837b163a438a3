# /game replay: de bijschriften van de geanimeerde herhaling (onder elk beeld) en de berichten.

replay-frame-turn = Beurt { $turn } van { $last }
replay-frame-end = Einde van het spel
replay-frame-now = De stand nu
replay-frame-start = Beginstand
replay-frame-move = { $name }: { $move }
replay-progress = Beeld { $done } van { $total } wordt getekend…
replay-assembling = { $count } beelden worden samengevoegd…
replay-posted = { $game_name } #{ $table }: de herhaling, { $count ->
        [one] { $count } beeld
       *[other] { $count } beelden
    }.
replay-thinned = Om binnen de groottelimiet van Discord te passen, toont ze elk { $stride }e beeld (het eerste en het laatste altijd).
replay-running = Het spel loopt nog: alleen openbare stellingen, tot nu.
