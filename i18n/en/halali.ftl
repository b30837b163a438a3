halali-BAD_NOTATION = I can't read "{ $text }" as a move: try `flip c4`, `c4-c7`, `c4xc7` or `b5-a5` (squares a1 to i9).
halali-NOT_FACE_DOWN = There is no face-down tile on { $square } to flip: pick a square showing a tile back.
halali-NO_TILE = There is no tile on { $origin }: start your move from a square with a face-up tile.
halali-FACE_DOWN_TILE = The tile on { $origin } is still face down: flip it first, or move a face-up tile.
halali-IMMOVABLE = Trees never move: pick another tile to move, or flip a tile.
halali-NOT_YOUR_TILE = The tile on { $origin } belongs to your opponent: move one of your own tiles or a duck or pheasant.
halali-NEUTRAL_LOCKED = The tile on { $origin } was just flipped or moved by your opponent, so you can't move it this turn: pick another tile.
halali-EXIT_NOT_IN_END_PHASE = Tiles can leave the forest only in the end phase: make a move inside the forest for now.
halali-EXIT_NOT_OWN_COLOUR = Only your own animals or people can leave the forest: move this tile inside the forest instead.
halali-NO_EXIT_REACHABLE = The tile on { $origin } can't reach an exit this turn: name another destination.
halali-AMBIGUOUS_EXIT = The tile on { $origin } can reach more than one exit ({ $exits }): write the exit square, e.g. `{ $origin }-e9`.
halali-OFF_BOARD = { $target } is outside the forest and is not an exit: pick a square from b2 to h8 or an exit (a5, i5, e1, e9).
halali-NOT_STRAIGHT_LINE = Tiles move in a straight line north, east, south or west, and must move at least one square: pick a destination in line with { $origin }.
halali-TOO_FAR = That tile moves at most { $max_distance ->
        [one] { $max_distance } square
       *[other] { $max_distance } squares
    } per turn: pick a destination next to { $origin }.
halali-PATH_BLOCKED = Something stands on the path between { $origin } and { $target }: pick another destination.
halali-BACK_AND_FORTH = You just moved this tile from { $target }, so it can't go straight back: pick another destination or another tile.
halali-OCCUPIED_FACE_DOWN = The square { $target } holds a face-down tile, which can't be captured or entered: flip it or pick another destination.
halali-NOTHING_TO_CAPTURE = There is no tile to capture on { $target }: write the move as `{ $origin }-{ $target }` to simply move there.
halali-CANNOT_CAPTURE = That tile can't capture the tile on { $target }: pick a tile it may capture or an empty square.
halali-NOT_GUN_DIRECTION = A hunter captures only in its gun direction ({ $gun_name }): move it without capturing, or capture with another hunter.
halali-DRAW_ALREADY_OFFERED = Your draw offer is already open: wait for your opponent to answer.
halali-NO_DRAW_OFFER = There is no draw offer from your opponent to answer: use `draw offer` to propose one.
halali-BAD_SEATS = Halali! is played by exactly two players: wait for a second player before starting.
halali-BAD_OPTION = The value { $value } is not allowed for { $option }: pick one of the offered choices.
halali-NOT_OVER = The game is still running: the result is known once it ends.
halali-BAD_STATE_FORMAT = This saved game has a format I don't know: ask an admin to check the bot version.
halali-event-flip = { $turn }. { $side_name } ({ $side_player }) flip { $square } → { $kind_name }
halali-event-move = { $turn }. { $side_name } ({ $side_player }) { $notation }
halali-event-capture = { $turn }. { $side_name } ({ $side_player }) { $notation } → { $captured_name } captured (+{ $points })
halali-event-exit = { $turn }. { $side_name } ({ $side_player }) { $notation } → { $kind_name } exits (+{ $points })
halali-event-lock = The { $kind_name } on { $square } is locked for { $barred_name } on their next turn.
halali-event-end_phase = Every tile is face up: the end phase begins, { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } each, { $first_name } first.
halali-event-game_over = Game over: { $blue_score }–{ $brown_score } (blue–brown).
halali-event-game2_dealt = Game 2 of the match is dealt with the roles swapped: { $blue_player } plays Blue and moves first, { $brown_player } plays Brown.
halali-event-match_over = Match over: { $player0 } { $score0 }, { $player1 } { $score1 } in total.
halali-event-draw_offered = { $side_name } ({ $side_player }) offers a draw.
halali-event-draw_accepted = { $side_name } ({ $side_player }) accepts the draw.
halali-event-draw_declined = { $side_name } ({ $side_player }) declines the draw offer.
halali-event-draw_lapsed = { $side_name } ({ $side_player })'s draw offer lapses: { $by_name } made a move.
halali-event-resigned = { $side_name } ({ $side_player }) resigns.
halali-end-end_phase_complete = end phase complete
halali-end-no_tiles = { $side_name } has no tiles left
halali-end-cannot_move = { $side_name } cannot move
halali-end-quiet_draw = 50 quiet turns — draw
halali-end-draw_agreed = draw agreed
halali-end-resigned = resigned
halali-kind-bear = bear
halali-kind-fox = fox
halali-kind-lumberjack = lumberjack
halali-kind-hunter = hunter
halali-kind-pheasant = pheasant
halali-kind-duck = duck
halali-kind-tree = tree
halali-side-blue = Blue
halali-side-brown = Brown
halali-draw-offer = Offer draw
halali-draw-accept = Accept draw
halali-draw-decline = Decline
halali-status-scores = Scores: Blue ({ $blue_player }) { $blue_score }, Brown ({ $brown_player }) { $brown_score }.
halali-status-main = Turn { $turn }, main phase: { $face_down ->
        [one] { $face_down } tile still face down
       *[other] { $face_down } tiles still face down
    }.
halali-status-end = Turn { $turn }, end phase: Blue has { $blue_left ->
        [one] { $blue_left } turn left
       *[other] { $blue_left } turns left
    }, Brown { $brown_left }.
halali-status-quiet = { $quiet ->
        [one] { $quiet } quiet turn
       *[other] { $quiet } quiet turns
    } in a row: at 50 the game is a draw.
halali-status-draw_offer = { $side_name } has offered a draw: answer with { commands-game-draw-slash } or the buttons.
halali-status-match = Match game { $game_no } of 2. Totals so far: { $player0 } { $total0 }, { $player1 } { $total1 }.
halali-control-accept_draw = Accept draw
halali-control-decline_draw = Decline draw
halali-help = Two players: Blue (bears, foxes) against Brown (lumberjacks, hunters) on a 7x7 forest of 48 face-down tiles. On your turn, flip one face-down tile (`flip c4`) or move one face-up tile you may move in a straight line (`c4-c7`; captures `c4xc7`). Bears and lumberjacks step one square; foxes, hunters, ducks and pheasants slide; trees never move. Bears capture hunters and lumberjacks, foxes capture ducks and pheasants, lumberjacks fell trees, hunters capture animals only in their gun direction. Nobody may move a duck or pheasant the opponent just flipped or moved, nor move their own tile straight back. Once every tile is face up, each side has 5 more turns and may leave the forest through the exits a5, i5, e1, e9 (`b5-a5` or `b5-x`). Captured and exited tiles score. 50 turns without a flip, capture or exit draw the game. With `{ commands-option-format-name }:{ commands-choice-match }` in { commands-game-new-slash } you play two games with roles swapped, totals deciding; `{ commands-game-draw-slash }` offers a draw.
halali-event-flip_hunter = { $turn }. { $side_name } ({ $side_player }) flip { $square } → hunter, gun pointing { $gun_name }
halali-gun-N = north
halali-gun-E = east
halali-gun-S = south
halali-gun-W = west
halali-OWN_DRAW_OFFER_PENDING = Your own draw offer is still open: your opponent answers it (or it lapses when they move).
halali-reason-end_phase_complete = the end phase is complete
halali-reason-no_tiles = a side has no tiles left
halali-reason-cannot_move = a side cannot move
halali-reason-quiet_draw = 50 quiet turns
halali-reason-draw_agreed = draw agreed
halali-reason-resigned = { $names } resigned
