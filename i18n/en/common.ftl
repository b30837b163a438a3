common-ERROR = Something went wrong with that action; nothing was changed.
common-INTERNAL = Sorry, something went wrong on our side; nothing was changed. Please try again in a moment.
common-NO_TABLE = There is no game here: use { commands-game-new-slash } in a channel to start one.
common-NO_TABLE_HERE = There is no game in this thread: use { commands-game-new-slash } to start one, or { commands-game-mine-slash } to find yours.
common-CORRUPT_TABLE = This game's saved data can't be read; nothing was changed, and the problem has been logged for the bot's admins.
common-DB_GONE = The game database has gone missing, so I am not taking any moves for now (yours was not played); the bot's admins have been alerted.
common-UNKNOWN_GAME = There is no game called { $game_id }: pick one from the list.
common-LOBBY = That lobby action is not possible right now.
common-NO_LOBBY = There is no open lobby in this channel: start one with { commands-game-new-slash }.
common-LOBBY_CLOSED = This lobby is closed: the game has started or was called off. Use { commands-game-new-slash } for a new one.
common-ALREADY_SEATED = You already have a seat at this table.
common-LOBBY_FULL = This table is full ({ $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    }): start a new one with { commands-game-new-slash }.
common-NOT_ENOUGH_PLAYERS = This game needs at least { $needed ->
        [one] { $needed } player
       *[other] { $needed } players
    } and { $seated ->
        [one] { $seated } is seated
       *[other] { $seated } are seated
    }: wait for more to join.
common-NOT_STARTED = This game has not started yet: the creator starts it from the lobby.
common-OPTION_NOT_FOR_GAME = { $game_name } has no option called { $option }: leave it out.
common-BAD_OPTION = { $value } is not a choice for { $option }: pick one of { $choices }.
common-NOT_SEATED = You don't have a seat at this table; you can watch with { commands-game-board-slash } and { commands-game-status-slash }.
common-NOT_YOUR_TURN = It isn't your turn: you'll be pinged when it is.
common-GAME_OVER = This game is over: see { commands-game-status-slash } for the result.
common-STALE_VERSION = The game moved on since that message: use the newest one, or { commands-move-slash }.
common-BAD_NOTATION = That isn't a move I understand: see { commands-game-rules-slash } for the notation.
common-ILLEGAL = That move is not allowed right now.
common-NOT_ALLOWED = You are not allowed to do that.
common-ONLY_CREATOR_STARTS = Only the player who opened this table can start it.
common-ONLY_CREATOR_ABANDONS = Only the table's creator or someone who can manage threads can abandon it.
common-NO_DRAW_OFFERS = This game has no draw offers.
common-NO_UNDO = This game has no undo.
common-BAD_CLOCK = { $clock } is not a clock: pick untimed, relaxed, daily or brisk.
common-BAD_HOURS = { $hours } is not a span of hours I can read: write it like 08-23, or 22-06 across midnight.
common-BAD_TIME_ZONE = { $zone } is not a time zone I know: write it like Europe/Amsterdam or America/New_York.
common-NO_CLOCK = This table has no clock, so there is no time to give.
common-EXTRA_TIME_USED = This player has already been given more time once in this game.
common-NOTHING_TO_CONFIRM = There is nothing to confirm any more.
common-lobby-title = { $game_name }: a new table
common-lobby-body = { $creator } opened a table for { $game_name } ({ $min }-{ $max } players). Press { common-button-join } to take a seat; { $creator } presses { common-button-start } when everyone is in.
common-lobby-options = Options: { $options }
common-lobby-seats = Seated ({ $count }/{ $max }): { $names }
common-lobby-closed = This table was called off.
common-lobby-started = The game has started: { $where }.
common-lobby-joined = { $name } joined the table.
common-lobby-left = { $name } left the table.
common-lobby-created = Table #{ $table } is open.
common-button-join = Join
common-button-leave = Leave
common-button-start = Start
common-button-confirm = Confirm
common-thread-name = { $game_name } #{ $table }
common-started = { $game_name } #{ $table } begins with { $players }.
common-your_turn = { $mentions }: your turn.
common-game_over = The game is over.
common-result-winner = Winner: { $names }.
common-result-winners = Shared victory: { $names }.
common-result-score_line = { $name }: { $score }
common-abandoned = { $name } abandoned this table; it is closed without a result.
common-resigned = { $name } resigned.
common-status-title = { $game_name } #{ $table }
common-status-lobby = Waiting in the lobby for players.
common-status-running = Running. To act: { $names }.
common-status-over = Over: { $reason }
common-status-abandoned = Abandoned without a result.
common-status-players = Players: { $names }
common-status-moves = Moves played: { $count }
common-history-empty = No moves yet.
common-history-attached = The full log of table #{ $table } is attached ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    }).
common-mine-none = No game is waiting for you.
common-mine-header = Games waiting for you:
common-mine-line = { $game_name } #{ $table } in { $where }
common-rules-header = { $game_name } ({ $min }-{ $max } players)
common-confirm-ask = Are you sure? Press { common-button-confirm } to play { $move }.
common-lobby-underway = This table's game is under way in its thread.
common-lobby-option = { $option }: { $value }
common-settings-language-chosen = Replies only you see are written in { $language }. Change it with { commands-settings-slash }.
common-settings-language-auto = Replies only you see follow your Discord language, now { $language }. Change it with { commands-settings-slash }.
common-server_settings-language-chosen = Public game posts in this server are written in { $language }.
common-server_settings-language-auto = Public game posts in this server follow the server's language, now { $language }.
common-ALREADY_PLAYED = Your move was already played; nothing more to do.
common-done-move = Played: { $move }.
common-done-later = Played: { $move }. Discord is slow to take the post; it will appear in the thread shortly.
