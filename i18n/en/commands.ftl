# Slash commands, their options and choices.
# Key scheme: commands-<command path>-name / -description, with a path's spaces and hyphens
# written as "-" and "_" (/server-settings -> commands-server_settings-...);
# an option: commands-<command path>-option-<option>-name / -description, or, shared by every
# command that has it, commands-option-<option>-name / -description;
# a choice: commands-choice-<value>.
# Localized names follow Discord's rules: lowercase, no spaces, at most 32 letters, digits,
# "-" or "_". Descriptions are at most 100 characters.
# commands-<path>-slash is how sentences name a command, so they always match its name.

commands-game-name = game
commands-game-description = Play slow board games in this channel
commands-game-new-name = new
commands-game-new-description = Open a table for a game; a lobby with Join and Start buttons follows
commands-game-new-option-game-description = Which game to play
commands-game-join-name = join
commands-game-join-description = Take a seat in the newest open lobby here
commands-game-leave-name = leave
commands-game-leave-description = Give up your seat in a lobby
commands-game-start-name = start
commands-game-start-description = Start your lobby's game (creator only)
commands-game-board-name = board
commands-game-board-description = Show the current picture, privately
commands-game-board-option-player-name = player
commands-game-board-option-player-description = One player's part of the picture, enlarged (Wispwood: their forest)
commands-game-board-option-turn-name = turn
commands-game-board-option-turn-description = The public picture at the start of that turn (the number the posts show)
commands-game-status-name = status
commands-game-status-description = Whose turn it is, scores and phase; the result after the end
commands-game-history-name = history
commands-game-history-description = The move log of this table
commands-game-resign-name = resign
commands-game-resign-description = Resign this game
commands-game-abandon-name = abandon
commands-game-abandon-description = Close this table without a result: a lobby by its creator, a game when all players agree
commands-game-mine-name = mine
commands-game-mine-description = Tables waiting for your move
commands-game-rules-name = rules
commands-game-rules-description = How a game is played and its move notation
commands-game-rules-option-game-description = Which game to explain
commands-game-draw-name = draw
commands-game-draw-description = Offer, accept or decline a draw (games that have draw offers)
commands-game-draw-option-action-name = action
commands-game-draw-option-action-description = Offer a draw, or accept or decline your opponent's offer
commands-game-undo-name = undo
commands-game-undo-description = Take back your last move where the game allows it
commands-move-name = move
commands-move-description = Play your move in this table's thread
commands-move-option-notation-name = notation
commands-move-option-notation-description = Your move; suggestions list the legal ones
commands-settings-name = settings
commands-settings-description = Your own Grove settings, such as the language of replies only you see
commands-settings-option-language-description = The language of replies only you see (automatic: your Discord language)
commands-server_settings-name = server-settings
commands-server_settings-description = Grove settings for this server (server managers)
commands-server_settings-option-language-description = The language of public game posts here (automatic: the server's language)
commands-server_settings-option-pictures-name = pictures
commands-server_settings-option-pictures-description = Game threads keep one live picture (compact, the default) or every turn's picture
commands-choice-compact = compact: one live picture
commands-choice-every = every turn's picture

commands-option-game-name = game
commands-option-table-name = table
commands-option-table-description = A lobby in this channel (default: the newest)
commands-option-language-name = language
commands-option-format-name = format
commands-option-format-description = Halali!: one game, or a match of two with roles swapped
commands-option-side-name = side
commands-option-side-description = Halali!: your side (in a match: in game 1)
commands-option-objectives-name = objectives
commands-option-objectives-description = Wispwood: objective cards (random, easy or custom)
commands-option-cards-name = cards
commands-option-cards-description = Wispwood with objectives:custom: five card ids, e.g. TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1
commands-option-level-name = level
commands-option-level-description = Wispwood alone: how strong the phantom cat is

commands-choice-offer = offer
commands-choice-accept = accept
commands-choice-decline = decline
commands-choice-single = single
commands-choice-match = match
commands-choice-blue = blue
commands-choice-brown = brown
commands-choice-random = random
commands-choice-auto = automatic
commands-choice-easy = easy
commands-choice-custom = custom
commands-choice-normal = normal
commands-choice-hard = hard
commands-choice-expert = expert

commands-game-new-slash = /{ commands-game-name } { commands-game-new-name }
commands-game-board-slash = /{ commands-game-name } { commands-game-board-name }
commands-game-status-slash = /{ commands-game-name } { commands-game-status-name }
commands-game-mine-slash = /{ commands-game-name } { commands-game-mine-name }
commands-game-rules-slash = /{ commands-game-name } { commands-game-rules-name }
commands-game-draw-slash = /{ commands-game-name } { commands-game-draw-name }
commands-game-undo-slash = /{ commands-game-name } { commands-game-undo-name }
commands-move-slash = /{ commands-move-name }
commands-settings-slash = /{ commands-settings-name }
commands-server_settings-slash = /{ commands-server_settings-name }
commands-game-kick-name = kick
commands-game-kick-description = Remove a player from the lobby you opened
commands-game-kick-option-player-name = player
commands-game-kick-option-player-description = The player to remove
commands-stats-name = stats
commands-stats-description = A player's finished games in this server, per game
commands-stats-option-user-name = user
commands-stats-option-user-description = Whose record to show (default: yours)
commands-leaderboard-name = leaderboard
commands-leaderboard-description = The best players of one game in this server
commands-leaderboard-option-game-description = Which game's leaderboard to show

commands-game-clock-name = clock
commands-game-clock-description = Every player's clock at this table, privately
commands-game-return-name = return
commands-game-return-description = Take your seat back from the automatic player
commands-game-new-option-clock-description = Time per move: untimed, relaxed (72 h), daily (24 h) or brisk (4 h)
commands-game-new-option-hours-description = Hours when clocks run, in your time zone (e.g. 08-23); default: always
commands-game-new-option-bots-description = Automatic players to fill empty seats at the start (to learn a game alone)
commands-option-clock-name = clock
commands-option-hours-name = hours
commands-option-bots-name = bots
commands-settings-option-dm_reminders-name = dm_reminders
commands-settings-option-dm_reminders-description = Send your reminders by direct message (default: in the game's thread)
commands-settings-option-quiet_hours-name = quiet_hours
commands-settings-option-quiet_hours-description = Hours with no reminders, e.g. 22-07 (off: none)
commands-settings-option-time_zone-name = time_zone
commands-settings-option-time_zone-description = Your time zone, e.g. Europe/Amsterdam (default: UTC)
commands-choice-untimed = untimed
commands-choice-relaxed = relaxed
commands-choice-daily = daily
commands-choice-brisk = brisk
commands-choice-on = on
commands-choice-off = off
commands-game-return-slash = /{ commands-game-name } { commands-game-return-name }
commands-option-kodama-name = kodama
commands-option-kodama-description = Living Forest: play with the Kodama module
commands-game-hint-name = hint
commands-game-hint-description = Solo games: the suggested next actions and the chance of winning, privately
commands-game-hint-slash = /{ commands-game-name } { commands-game-hint-name }
commands-option-auto_end-name = auto_end
commands-option-auto_end-description = Le Temps des Forêts: end a Day or Night by itself when nothing can be done
commands-option-daily-name = daily
commands-option-daily-description = Le Temps des Forêts: today's deal, the same for everyone in the server
commands-choice-true = yes
commands-choice-false = no

commands-game-export-name = export
commands-game-export-description = This table's game record as a text file, privately (moves in the game's notation)
commands-game-import-name = import
commands-game-import-description = Read a game record back into a finished table here (server managers)
commands-game-import-option-record-name = record
commands-game-import-option-record-description = The record file (.txt) that { commands-game-export-slash } made
commands-game-export-slash = /{ commands-game-name } { commands-game-export-name }
commands-game-import-slash = /{ commands-game-name } { commands-game-import-name }
