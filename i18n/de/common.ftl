common-ERROR = Bei dieser Aktion ist etwas schiefgegangen; es wurde nichts verändert.
common-INTERNAL = Entschuldigung, bei uns ist etwas schiefgegangen; es wurde nichts verändert. Versuch es gleich noch einmal.
common-NO_TABLE = Hier läuft kein Spiel: Starte eines mit { commands-game-new-slash } in einem Kanal.
common-NO_TABLE_HERE = In diesem Thread läuft kein Spiel: Starte eines mit { commands-game-new-slash } oder finde deine mit { commands-game-mine-slash }.
common-CORRUPT_TABLE = Die gespeicherten Daten dieses Spiels sind nicht lesbar; es wurde nichts verändert, und das Problem wurde für die Admins des Bots protokolliert.
common-DB_GONE = Die Spieldatenbank ist verschwunden, daher nehme ich vorerst keine Züge an (deiner wurde nicht gespielt); die Admins des Bots wurden benachrichtigt.
common-UNKNOWN_GAME = Es gibt kein Spiel namens { $game_id }: Wähle eines aus der Liste.
common-LOBBY = Das geht in dieser Lobby gerade nicht.
common-NO_LOBBY = In diesem Kanal gibt es keine offene Lobby: Eröffne eine mit { commands-game-new-slash }.
common-LOBBY_CLOSED = Diese Lobby ist geschlossen: Das Spiel hat begonnen oder wurde abgesagt. Eröffne eine neue mit { commands-game-new-slash }.
common-ALREADY_SEATED = Du hast an diesem Tisch schon einen Platz.
common-LOBBY_FULL = Dieser Tisch ist voll ({ $seats ->
        [one] { $seats } Platz
       *[other] { $seats } Plätze
    }): Eröffne einen neuen mit { commands-game-new-slash }.
common-NOT_ENOUGH_PLAYERS = Dieses Spiel braucht mindestens { $needed ->
        [one] { $needed } Person
       *[other] { $needed } Personen
    }, und { $seated ->
        [one] { $seated } sitzt
       *[other] { $seated } sitzen
    } am Tisch: Warte, bis mehr beitreten.
common-NOT_STARTED = Dieses Spiel hat noch nicht begonnen: Wer den Tisch eröffnet hat, startet es in der Lobby.
common-OPTION_NOT_FOR_GAME = { $game_name } hat keine Option { $option }: Lass sie weg.
common-BAD_OPTION = { $value } ist keine Wahl für { $option }: Wähle aus { $choices }.
common-NOT_SEATED = Du hast an diesem Tisch keinen Platz; zuschauen kannst du mit { commands-game-board-slash } und { commands-game-status-slash }.
common-NOT_YOUR_TURN = Du bist nicht am Zug: Du wirst benachrichtigt, sobald du dran bist.
common-GAME_OVER = Dieses Spiel ist vorbei: Das Ergebnis steht unter { commands-game-status-slash }.
common-STALE_VERSION = Das Spiel ist seit dieser Nachricht weitergegangen: Nimm die neueste oder { commands-move-slash }.
common-BAD_NOTATION = Diesen Zug verstehe ich nicht: Die Notation steht unter { commands-game-rules-slash }.
common-ILLEGAL = Dieser Zug ist jetzt nicht erlaubt.
common-NOT_ALLOWED = Das darfst du nicht.
common-ONLY_CREATOR_STARTS = Nur wer diesen Tisch eröffnet hat, kann das Spiel starten.
common-ONLY_CREATOR_ABANDONS = Nur wer den Tisch eröffnet hat oder Threads verwalten darf, kann ihn auflösen.
common-NO_DRAW_OFFERS = In diesem Spiel gibt es kein Remisangebot.
common-NO_UNDO = In diesem Spiel kann man keinen Zug zurücknehmen.
common-BAD_CLOCK = { $clock } ist keine Uhr: wähle untimed, relaxed, daily oder brisk.
common-BAD_HOURS = { $hours } kann ich nicht als Stunden lesen: schreib es wie 08-23, oder 22-06 über Mitternacht.
common-BAD_TIME_ZONE = { $zone } ist keine Zeitzone, die ich kenne: schreib sie wie Europe/Berlin oder America/New_York.
common-NO_CLOCK = Dieser Tisch hat keine Uhr, also gibt es keine Zeit zu schenken.
common-EXTRA_TIME_USED = Diese Person hat in diesem Spiel schon einmal mehr Zeit bekommen.
common-NOTHING_TO_CONFIRM = Es gibt nichts mehr zu bestätigen.
common-lobby-title = { $game_name }: ein neuer Tisch
common-lobby-body = { $creator } hat einen Tisch für { $game_name } eröffnet ({ $min }-{ $max } Personen). Drück { common-button-join }, um Platz zu nehmen; { $creator } drückt { common-button-start }, sobald alle da sind.
common-lobby-options = Optionen: { $options }
common-lobby-seats = Am Tisch ({ $count }/{ $max }): { $names }
common-lobby-closed = Dieser Tisch wurde abgesagt.
common-lobby-started = Das Spiel hat begonnen: { $where }.
common-lobby-joined = { $name } hat Platz genommen.
common-lobby-left = { $name } hat den Tisch verlassen.
common-lobby-created = Tisch #{ $table } ist offen.
common-button-join = Beitreten
common-button-leave = Verlassen
common-button-start = Starten
common-button-confirm = Bestätigen
common-thread-name = { $game_name } #{ $table }
common-started = { $game_name } #{ $table } beginnt mit { $players }.
common-your_turn = { $mentions }: Du bist am Zug.
common-game_over = Das Spiel ist vorbei.
common-result-winner = Sieg: { $names }.
common-result-winners = Geteilter Sieg: { $names }.
common-result-score_line = { $name }: { $score }
common-abandoned = { $name } hat diesen Tisch aufgelöst; er ist ohne Ergebnis geschlossen.
common-resigned = { $name } hat aufgegeben.
common-status-title = { $game_name } #{ $table }
common-status-lobby = Wartet in der Lobby auf Mitspielende.
common-status-running = Läuft. Am Zug: { $names }.
common-status-over = Vorbei: { $reason }
common-status-abandoned = Ohne Ergebnis aufgelöst.
common-status-players = Am Tisch: { $names }
common-status-moves = Gespielte Züge: { $count }
common-history-empty = Noch keine Züge.
common-history-attached = Das vollständige Protokoll von Tisch #{ $table } hängt an ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }).
common-mine-none = Kein Spiel wartet auf dich.
common-mine-header = Spiele, die auf dich warten:
common-mine-line = { $game_name } #{ $table } in { $where }
common-rules-header = { $game_name } ({ $min }-{ $max } Personen)
common-confirm-ask = Bist du sicher? Drück { common-button-confirm }, um { $move } zu spielen.
common-lobby-underway = Das Spiel dieses Tisches läuft in seinem Thread.
common-lobby-option = { $option }: { $value }
common-settings-language-chosen = Antworten, die nur du siehst, sind auf { $language }. Ändern kannst du das mit { commands-settings-slash }.
common-settings-language-auto = Antworten, die nur du siehst, folgen der Sprache deines Discord, jetzt { $language }. Ändern kannst du das mit { commands-settings-slash }.
common-server_settings-language-chosen = Öffentliche Spielnachrichten auf diesem Server sind auf { $language }.
common-server_settings-language-auto = Öffentliche Spielnachrichten auf diesem Server folgen der Sprache des Servers, jetzt { $language }.
common-ALREADY_PLAYED = Dein Zug wurde schon gespielt; du musst nichts mehr tun.
common-done-move = Gespielt: { $move }.
common-done-later = Gespielt: { $move }. Discord nimmt den Beitrag gerade langsam an; er erscheint gleich im Thread.
