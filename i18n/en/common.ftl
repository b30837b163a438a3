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
common-BOARD_NOT_SEATED = That player has no seat at this table.
common-NOT_YOUR_MENU = That menu is another player's: use the one that names you.
common-GAME_OVER = This game is over: see { commands-game-status-slash } for the result.
common-STALE_VERSION = The game moved on since that message: use the newest one, or { commands-move-slash }.
common-BAD_NOTATION = That isn't a move I understand: see { commands-game-rules-slash } for the notation.
common-ILLEGAL = That move is not allowed right now.
common-NOT_ALLOWED = You are not allowed to do that.
common-ONLY_CREATOR_STARTS = Only the player who opened this table can start it.
common-NO_DRAW_OFFERS = This game has no draw offers.
common-NO_UNDO = This game has no undo.
common-DAILY_ALREADY = You already played today's deal of { $game_name } on this server (table #{ $table }): come back tomorrow.
common-NO_HINTS = { $game_name } has no hints.
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
common-lobby-started = { $game_name } #{ $table } has started: { $where }.
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
common-abandoned = { $name } closed { $game_name } #{ $table } without a result.
common-resigned = { $name } resigned.
common-status-title = { $game_name } #{ $table }
common-status-lobby = Waiting in the lobby for players.
common-status-running = Running. To act: { $names }.
common-status-over = Over: { $reason }
common-status-abandoned = Abandoned without a result.
common-status-players = Players: { $names }
common-status-moves = Moves played: { $count }
common-history-empty = No moves yet.
common-history-move = { $n }. { $player } played a move ({ $move }).
common-played = { $player } played a move ({ $move }).
common-history-attached = The full log of table #{ $table } is attached ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    }).
common-mine-none = No game is waiting for you.
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
# moves every game shares, as the reply to playing one names them (others: notation)
common-move-resign = resign
common-move-undo = undo
common-move-draw_offer = draw offer
common-move-draw_accept = draw accepted
common-move-draw_decline = draw declined
common-NO_TABLE_IN_CHANNEL = There is no game in this channel: games are played in their own threads, so use { commands-game-mine-slash } to find yours, or { commands-game-new-slash } to start one.
common-NO_SUCH_TABLE = There is no table #{ $table }: pick an open lobby from the list, or leave the table option out for the newest one here.
common-BAD_TABLE_ID = “{ $text }” is not a table: pick an open lobby from the list, or leave the table option out for the newest one here.
common-LOBBY_ELSEWHERE = Table #{ $table } is in another channel: join or start it there, with its own buttons.
common-LOBBY_EXPIRED = Table #{ $table } waited 7 days without starting and has closed: open a new one with { commands-game-new-slash }.
common-OPTION_NOT_A_NUMBER = { $value } is not a whole number, which { $option } needs.
common-OPTION_OUT_OF_RANGE = { $option } must be between { $min } and { $max }, not { $value }.
common-OPTION_TOO_LONG = { $option } takes a text of 1 to { $max ->
        [one] { $max } character
       *[other] { $max } characters
    }.
common-NEW_IN_THREAD = Start a new game in the channel, not in a game's thread: { commands-game-new-slash } there opens a lobby with its own thread.
common-ONLY_CREATOR_KICKS = Only the player who opened this lobby can remove players from it.
common-CANNOT_KICK_SELF = You can't remove yourself: press { common-button-leave } to call your lobby off.
common-PLAYER_NOT_SEATED = That player has no seat in this lobby.
common-ONLY_CREATOR_CALLS_OFF = Only the player who opened this lobby can call it off; press { common-button-leave } to give up your seat.
common-ONLY_PLAYERS_ABANDON = Only the players at this table, or a member who can manage threads, can abandon it.
common-MISSING_PERMISSION = I can't do that here: I lack the { $permission } permission in this channel; a server admin can grant it.
common-FORBIDDEN = Discord refused that post here: a server admin can check my permissions in this channel.
common-permission-view_channel = View Channel
common-permission-send_messages = Send Messages
common-permission-send_messages_in_threads = Send Messages in Threads
common-permission-create_public_threads = Create Public Threads
common-permission-embed_links = Embed Links
common-permission-attach_files = Attach Files
common-permission-read_message_history = Read Message History
common-lobby-body_exact = { $creator } opened a table for { $game_name } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }). Press { common-button-join } to take a seat; { $creator } presses { common-button-start } when everyone is in.
common-lobby-expired = This table waited 7 days without starting and was closed.
common-lobby-you_joined = You joined { $game_name } #{ $table }.
common-lobby-you_left = You left { $game_name } #{ $table }.
common-lobby-you_closed = You left { $game_name } #{ $table }, which you had opened, so it is called off.
common-lobby-newest_of = That was the newest of { $count ->
        [one] { $count } open lobby
       *[other] { $count } open lobbies
    } here; pick another with the table option.
common-lobby-kicked = { $name } no longer has a seat at { $game_name } #{ $table }.
common-rules-header_exact = { $game_name } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    })
common-turn_of = Not your turn: waiting for { $names }.
common-button-confirm_resign = Resign
common-button-agree_abandon = Agree to abandon
common-confirm-resign = Resign { $game_name } #{ $table }? This can't be undone: press { common-button-confirm_resign } to confirm.
common-confirm-call_off = Call off the lobby { $game_name } #{ $table }? Press { common-button-confirm } to close it.
common-confirm-abandon_now = Close { $game_name } #{ $table } now, without a result, for every player? Press { common-button-confirm }.
common-confirm-abandon_ask = Ask to abandon { $game_name } #{ $table }? It closes without a result once every other player agrees within 48 hours. Press { common-button-confirm } to ask them.
common-abandon-done = { $game_name } #{ $table } is closed without a result.
common-abandon-waiting = Your wish to abandon { $game_name } #{ $table } is noted; still waiting for { $names }.
common-abandon-asked = { $name } asks to abandon { $game_name } #{ $table }. { $mentions }: press { common-button-agree_abandon } if you agree; it closes without a result once { $count ->
        [one] you agree
       *[other] all of you agree
    } (within 48 hours).
common-abandoned_agreed = Every player agreed: { $game_name } #{ $table } is closed without a result.
common-mine-header_yours = Waiting for you ({ $count }):
common-mine-header_others = Waiting for others ({ $count }):
common-mine-line_yours = { $game_name } #{ $table } in { $where }, your turn since { $since }
common-mine-line_others = { $game_name } #{ $table } in { $where }: { $names } to act, since { $since }
common-mine-more = … and { $count } more.
common-stats-header = { $name } in this server:
common-stats-none = { $name } has no finished games in this server yet.
common-stats-line = { $game_name }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won, { $draws } drawn, { $losses } lost
common-stats-bots_line = { $game_name } against automatic players: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won, { $draws } drawn, { $losses } lost
common-stats-rating = Rating: { $rating }
common-stats-rating_provisional = Rating: { $rating } (provisional: fewer than { $count ->
        [one] { $count } game
       *[other] { $count } games
    })
common-stats-average_place = Average place: { $place }
common-stats-best = Best score: { $score }
common-stats-solo = { $game_name } solo: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won, { $losses } lost, best score { $score }
common-stats-solo_level = { $game_name } solo, level { $level }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won, { $losses } lost, best score { $score }
common-stats-level-easy = easy
common-stats-level-normal = normal
common-stats-level-hard = hard
common-stats-level-expert = expert
common-stats-pools = Games with an automatic player are counted apart ("against automatic players"): they change no rating among people.
common-leaderboard-header = Best { $game_name } players in this server:
common-leaderboard-none = Nobody has finished a rated game of { $game_name } in this server yet.
common-leaderboard-rating = { $place }. { $name }: rating { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
common-leaderboard-rating_provisional = { $place }. { $name }: rating { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    }, provisional)
common-leaderboard-rating_note = The rating is a cautious estimate (mu - 3 sigma) from games among people only; provisional: fewer than { $count ->
        [one] { $count } game
       *[other] { $count } games
    }.
common-leaderboard-solo_header = Solo, best scores:
common-leaderboard-solo_level_header = Solo at level { $level }, best scores:
common-leaderboard-solo = { $place }. { $name }: best score { $score } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won)

# Slow play: clocks, reminders, timeouts, automatic players (issue 9)
common-BAD_BOTS = A table can take from 0 to { $most } automatic { $most ->
        [one] player
       *[other] players
    }, not { $bots }.
common-TIMEOUT_ANSWERED = Someone has already answered that timeout, or the player has moved since.
common-NOT_HANDED_OVER = The automatic player is not playing your seat here, so there is nothing to take back.
common-bot-name = Bot { $number }
common-remind-dm-timed = Your move in { $game_name } (table { $table }) is waiting in { $where }; your time runs out { $deadline }.
common-remind-dm-untimed = Your move in { $game_name } (table { $table }) is waiting in { $where }.
common-remind-thread-timed = { $mentions }: a reminder that it is your move; your time runs out { $deadline }.
common-remind-thread-untimed = { $mentions }: a reminder that it is your move.
common-remind-thread-digest_closed = { $mentions }: it is your move here. Your daily digest could not reach you because your direct messages are closed, so your turn pings are back on.
common-timeout-offer = { $name } has run out of time. { $mentions }: choose what happens; with no answer within { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }, the automatic player takes the seat.
common-control-more_moves = More moves…
common-control-second_step = { $first }: choose the move
common-control-play_list = Play { $move }
common-control-longer_list = { $move }: add one more
common-control-list_so_far = { $move }: play it as it is, or add one more item.
common-timeout-button-more = Give more time
common-timeout-button-hand = Hand to the automatic player
common-timeout-button-claim = Claim the win
common-timeout-answered-more = { $name } gave { $player } more time.
common-timeout-answered-hand = { $name } handed { $player }'s seat to the automatic player.
common-timeout-answered-claim = { $name } claimed the win because { $player } ran out of time.
common-timeout-handed = The automatic player now plays for { $name }. { $mentions } Use { commands-game-return-slash } to take your seat back.
common-idle-closed = { $mentions }: this table was closed because nobody has moved for { $days ->
        [one] { $days } day
       *[other] { $days } days
    }.
common-returned = { $name } has taken their seat back from the automatic player.
common-clock-kind-untimed = Clock: untimed (reminders after 3 days, then weekly).
common-clock-kind-relaxed = Clock: relaxed (72 hours per move, plus a reserve of up to 7 days).
common-clock-kind-daily = Clock: daily (24 hours per move, plus a reserve of up to 3 days).
common-clock-kind-brisk = Clock: brisk (4 hours per move, plus a reserve of up to 1 day).
common-clock-hours = Clocks run only from { $hours } ({ $zone }).
common-clock-seat-auto = { $name }: played by the automatic player.
common-clock-seat-acting = { $name }: to move; time runs out { $deadline } ({ $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } of move time, then { $reserve ->
        [one] { $reserve } hour
       *[other] { $reserve } hours
    } of reserve).
common-clock-seat-untimed = { $name }: to move, no time limit.
common-clock-seat-waiting = { $name }: waiting; { $reserve ->
        [one] { $reserve } hour
       *[other] { $reserve } hours
    } of reserve.
common-settings-dm-on = Reminders: by direct message.
common-settings-dm-off = Reminders: in the game's thread.
common-settings-digest-off = Daily digest: off (your turn is pinged in each game's thread).
common-settings-digest-on = Daily digest: one direct message at { $hour } ({ $zone }) with the games waiting for you, instead of turn pings.
common-settings-digest-closed = Daily digest: stopped, because your direct messages are closed; your turn pings are back on. Open them, then choose the digest again with { commands-settings-slash }.
common-settings-digest-choice-off = off
common-BAD_DIGEST_HOUR = { $text } is not an hour I can read: write a whole hour from 0 to 23 (such as 8 or 18), or off.
common-digest-header = { $count ->
        [one] Your turn in { $count } game:
       *[other] Your turn in { $count } games:
    }
common-digest-line = { $game_name } (table { $table }), last move { $since }: { $link }
common-digest-more = … and { $count } more: { commands-game-mine-slash } lists them all.
common-settings-quiet-on = Quiet hours: { $hours } ({ $zone }); no reminders then.
common-settings-quiet-off = Quiet hours: none.
common-settings-zone = Time zone: { $zone }.
common-settings-vacation-away = On holiday until { $date }: your clocks are stopped in every game. Your next move or { commands-settings-slash } vacation:0 ends it.
common-settings-vacation-left = Holidays: { $left ->
        [one] { $left } day
       *[other] { $left } days
    } of { $allowance } left this year; they renew on { $renews }.
common-VACATION_ALLOWANCE = You have { $left ->
        [one] { $left } day
       *[other] { $left } days
    } of holiday left this year, not { $days }; they renew on { $renews }.
common-VACATION_DAYS = A holiday lasts 1 to { $most } days (0 ends yours).
common-vacation-away = { $name } is on holiday until { $date }; their clock is stopped.
common-clock-seat-away = { $name }: on holiday until { $date }; the clock is stopped.
common-clock-seat-idle = { $name }: waiting.
common-event-timeout = { $player } ran out of time, so the game's default move was played.
common-event-timeout_claimed = { $player } claims the win: { $loser_player } ran out of time.
common-STALE_PANEL = That panel is out of date: you have moved since. Here is a fresh one.
common-NO_PANEL = You have no private panel now: it opens while you still have something to decide in a simultaneous phase.
common-panel-open = Open my panel
common-player_side = { $name } ({ $side })
common-result-rank = { $rank }. { $name } ({ $score })
common-result-post_draw = { $mentions } { $game_name } #{ $table } ended in a draw ({ $reason }): { $ranking }.
common-result-post_win = { $mentions } { $game_name } #{ $table } is over ({ $reason }): { $ranking }.
common-result-none = no result
common-result-short_draw = a draw
common-result-short_won = Won
common-result-short_lost = Lost
common-result-short_win = { $count ->
        [one] won by { $names }
       *[other] won jointly by { $names }
    }
common-thread-name_over = { $name }: { $result }
common-lobby-over = This table's game is over, { $result }: see { $where }.
common-notice-draw_offered = { $mentions }: { $name } offers you a draw. Answer with the buttons on the game's post or with { commands-game-draw-slash }.
common-button-rematch = Rematch
common-button-replay = Replay
common-button-record = Game record
common-rematch-waiting = Noted: you want a rematch. { $count ->
        [one] { $count } more player has to press { common-button-rematch }.
       *[other] { $count } more players have to press { common-button-rematch }.
    }
common-rematch-started = The rematch has started: { $where }.
common-rematch-link = Rematch: { $game_name } #{ $table } goes on in { $where }.
common-button-new_deal = New game
common-rematch-new_deal_started = Your new game (a fresh deal) has started: { $where }.
common-rematch-new_deal_link = New game: { $game_name } #{ $table }, a fresh deal, in { $where }.
common-REMATCH_CLOSED = The rematch window of this game has closed: start a new game with { commands-game-new-slash }.

common-board-at_turn = { $game_name } #{ $table }: the start of turn { $turn } (the game is at turn { $last }).
common-NO_SUCH_TURN = This game has turns { $first } to { $last } so far: pick one of those.
common-server_settings-pictures-compact = Game threads here keep one live picture: each earlier post is shortened to its text, and /game board turn: shows any earlier turn.
common-server_settings-pictures-every = Game threads here keep every turn's picture.
common-REPLAY_DAILY_RUNNING = The replay of a daily deal waits until its day ({ $day }, UTC) has ended for everyone, so nobody sees the deal before playing it.

# Game records: /game export and /game import (tables/records.py, cogs/records.py)
common-record-exported = The record of { $game_name } table #{ $table } is attached: every move and the seed, so it replays exactly. { commands-game-import-slash } reads it back.
common-record-exported_running = The record of { $game_name } table #{ $table } so far is attached: the game is still running, so it holds only the moves everybody can see, with no seed and no result. It can be imported once the game has ended.
common-record-imported = { $game_name } is imported as table #{ $table } ({ $names }), finished, in { $where }: { commands-game-board-slash } turn: shows its positions there. It counts for no stats.
common-RECORD_IMPORT_MANAGERS = Only members who can manage this server import game records.
common-RECORD_NOT_TEXT = That file is not a text file: attach the .txt record that { commands-game-export-slash } made.
common-RECORD_TOO_LARGE = That file is too large for a game record (at most { $most } characters).
common-RECORD_DAILY_WAIT = This is the daily deal of { $day }: its record waits until that day has ended (UTC), so nobody sees the deal before playing it.
common-RECORD_EMPTY = Line { $line }: this record has no tags; it should start with [Format "grove-record 1"].
common-RECORD_BAD_LINE = Line { $line }: this line is neither a tag like [Game "halali"] nor a move like 12. 0 flip c4.
common-RECORD_TAG_AFTER_MOVES = Line { $line }: a tag after the moves; every tag comes before the first move.
common-RECORD_UNKNOWN_TAG = Line { $line }: { $tag } is not a tag of a game record.
common-RECORD_DOUBLE_TAG = Line { $line }: the tag { $tag } is given twice.
common-RECORD_MISSING_TAG = Line { $line }: the record lacks the tag { $tag }.
common-RECORD_BAD_TAG = Line { $line }: “{ $value }” is not a valid value of { $tag }.
common-RECORD_UNKNOWN_GAME = Line { $line }: this bot has no game “{ $game_id }”.
common-RECORD_DOUBLE_PLAYER = Line { $line }: this player already has another seat.
common-RECORD_MOVE_NUMBER = Line { $line }: move { $n } stands where move { $expected } should.
common-RECORD_TRUNCATED = Line { $line }: the record ends after { $count } of its { $expected } moves; it was cut short.
common-RECORD_MOVE_COUNT = Line { $line }: the record has { $count } moves, but its Moves tag says { $expected }.
common-RECORD_RUNNING = Line { $line }: this is the record of a game still running; only a finished game's record can be imported.
common-RECORD_NO_SEED = Line { $line }: this record has no seed, so its deals cannot be replayed.
common-RECORD_AFTER_END = Line { $line }: the game was over before this move ({ $move }).
common-RECORD_WRONG_SEAT = Line { $line }: seat { $seat } may not play { $move } at this point.
common-RECORD_BAD_MOVE = Line { $line }: the move { $move } is refused ({ $reason }).
common-RECORD_NOT_OVER = Line { $line }: the moves stop before the game ends.
common-RECORD_RESULT_DIFFERS = Line { $line }: the moves lead to another result than this record says.

# the live board of a channel's games (/server-settings board:on), and the last call of a
# simultaneous phase
common-live-title = Games in this channel
common-live-line = { $game_name } #{ $table } in { $where }: { $names } to act, since { $since }
common-live-line_everyone = { $game_name } #{ $table } in { $where }: everyone to act, since { $since }
common-live-empty = No game is running in this channel. Start one with { commands-game-new-slash }.
common-live-more = … and { $count } more.
common-live-last_call = { $mention }, everyone else is done: { $game_name } #{ $table } waits only for you.
common-server_settings-live-on = Live boards of running games: { $channels }.
common-server_settings-live-off = No channel here has a live board of its games.

# Levels of the automatic player (issue 20)
common-bot_level-easy = Easy
common-bot_level-normal = Normal
common-bot_level-strong = Strong
common-automatic-seat = { $name } ({ $level })
common-automatic-seats = { $count ->
        [one] Automatic player: { $names }.
       *[other] Automatic players: { $names }.
    }
common-BAD_BOT_LEVEL = The automatic players play at easy, normal or strong, not “{ $level }”.
common-bot_identity = Grove ({ $level })
common-leaderboard-bots_header = Games against automatic players (each level rated as one player):
