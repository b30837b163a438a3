# /game replay: the animated replay's captions (drawn under each frame) and its messages.

replay-frame-turn = Turn { $turn } of { $last }
replay-frame-end = End of the game
replay-frame-now = The position now
replay-frame-start = Starting position
replay-frame-move = { $name }: { $move }
replay-progress = Drawing frame { $done } of { $total }…
replay-assembling = Putting { $count } frames together…
replay-posted = { $game_name } #{ $table }: the replay, { $count ->
        [one] { $count } frame
       *[other] { $count } frames
    }.
replay-thinned = To fit Discord's size limit, it shows one frame in { $stride } (always the first and the last).
replay-running = The game is still running: public positions only, up to now.
