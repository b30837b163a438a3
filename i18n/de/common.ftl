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
common-NOT_YOUR_TURN = Du bist nicht am Zug: du wirst benachrichtigt, sobald du dran bist.
common-BOARD_NOT_SEATED = Diese Person hat keinen Platz an diesem Tisch.
common-NOT_YOUR_MENU = Dieses Menü gehört jemand anderem: nimm das mit deinem Namen.
common-GAME_OVER = Dieses Spiel ist vorbei: Das Ergebnis steht unter { commands-game-status-slash }.
common-STALE_VERSION = Das Spiel ist seit dieser Nachricht weitergegangen: Nimm die neueste oder { commands-move-slash }.
common-BAD_NOTATION = Diesen Zug verstehe ich nicht: Die Notation steht unter { commands-game-rules-slash }.
common-ILLEGAL = Dieser Zug ist jetzt nicht erlaubt.
common-NOT_ALLOWED = Das darfst du nicht.
common-ONLY_CREATOR_STARTS = Nur wer diesen Tisch eröffnet hat, kann das Spiel starten.
common-NO_DRAW_OFFERS = In diesem Spiel gibt es kein Remisangebot.
common-NO_UNDO = In diesem Spiel kann man keinen Zug zurücknehmen.
common-DAILY_ALREADY = Du hast das Tagesspiel von { $game_name } auf diesem Server schon gespielt (Tisch #{ $table }): komm morgen wieder.
common-NO_HINTS = { $game_name } hat keine Tipps.
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
common-lobby-started = { $game_name } #{ $table } hat begonnen: { $where }.
common-lobby-created = Tisch #{ $table } ist offen.
common-button-join = Beitreten
common-button-leave = Verlassen
common-button-start = Starten
common-button-confirm = Bestätigen
common-thread-name = { $game_name } #{ $table }
common-started = { $game_name } #{ $table } beginnt mit { $players }.
common-your_turn = { $mentions }: du bist am Zug.
common-game_over = Das Spiel ist vorbei.
common-result-winner = Sieg: { $names }.
common-result-winners = Geteilter Sieg: { $names }.
common-result-score_line = { $name }: { $score }
common-abandoned = { $name } hat { $game_name } #{ $table } ohne Ergebnis geschlossen.
common-resigned = { $name } hat aufgegeben.
common-status-title = { $game_name } #{ $table }
common-status-lobby = Wartet in der Lobby auf Mitspielende.
common-status-running = Läuft. Am Zug: { $names }.
common-status-over = Vorbei: { $reason }
common-status-abandoned = Ohne Ergebnis aufgelöst.
common-status-players = Am Tisch: { $names }
common-status-moves = Gespielte Züge: { $count }
common-history-empty = Noch keine Züge.
common-history-move = { $n }. { $player } hat gezogen ({ $move }).
common-played = { $player } hat gezogen ({ $move }).
common-history-attached = Das vollständige Protokoll von Tisch #{ $table } hängt an ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }).
common-mine-none = Kein Spiel wartet auf dich.
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
# moves every game shares, as the reply to playing one names them (others: notation)
common-move-resign = Aufgeben
common-move-undo = Rücknahme
common-move-draw_offer = Remisangebot
common-move-draw_accept = Remis angenommen
common-move-draw_decline = Remis abgelehnt
common-NO_TABLE_IN_CHANNEL = In diesem Kanal läuft kein Spiel: Spiele laufen in eigenen Threads, also finde deine mit { commands-game-mine-slash } oder starte eines mit { commands-game-new-slash }.
common-NO_SUCH_TABLE = Es gibt keinen Tisch #{ $table }: Wähle eine offene Lobby aus der Liste oder lass die Option Tisch weg, dann gilt die neueste hier.
common-BAD_TABLE_ID = „{ $text }“ ist kein Tisch: Wähle eine offene Lobby aus der Liste oder lass die Option Tisch weg, dann gilt die neueste hier.
common-LOBBY_ELSEWHERE = Tisch #{ $table } steht in einem anderen Kanal: Tritt dort bei oder starte ihn dort, mit seinen eigenen Knöpfen.
common-LOBBY_EXPIRED = Tisch #{ $table } hat 7 Tage ohne Start gewartet und ist geschlossen: Eröffne einen neuen mit { commands-game-new-slash }.
common-OPTION_NOT_A_NUMBER = { $value } ist keine ganze Zahl, die { $option } aber braucht.
common-OPTION_OUT_OF_RANGE = { $option } muss zwischen { $min } und { $max } liegen, nicht { $value }.
common-OPTION_TOO_LONG = { $option } nimmt einen Text von 1 bis { $max ->
        [one] { $max } Zeichen
       *[other] { $max } Zeichen
    }.
common-NEW_IN_THREAD = Starte ein neues Spiel im Kanal, nicht im Thread eines Spiels: { commands-game-new-slash } eröffnet dort eine Lobby mit eigenem Thread.
common-ONLY_CREATOR_KICKS = Nur wer diese Lobby eröffnet hat, kann Personen daraus entfernen.
common-CANNOT_KICK_SELF = Dich selbst kannst du nicht entfernen: Drück { common-button-leave }, um deine Lobby abzusagen.
common-PLAYER_NOT_SEATED = Diese Person hat keinen Platz in dieser Lobby.
common-ONLY_CREATOR_CALLS_OFF = Nur wer diese Lobby eröffnet hat, kann sie absagen; drück { common-button-leave }, um deinen Platz aufzugeben.
common-ONLY_PLAYERS_ABANDON = Nur die Personen an diesem Tisch oder wer Threads verwalten darf, können ihn auflösen.
common-MISSING_PERMISSION = Das geht hier nicht: Mir fehlt in diesem Kanal die Berechtigung { $permission }; eine Server-Admin kann sie erteilen.
common-FORBIDDEN = Discord hat diesen Beitrag hier abgelehnt: Eine Server-Admin kann meine Berechtigungen in diesem Kanal prüfen.
common-permission-view_channel = Kanal ansehen
common-permission-send_messages = Nachrichten senden
common-permission-send_messages_in_threads = Nachrichten in Threads senden
common-permission-create_public_threads = Öffentliche Threads erstellen
common-permission-embed_links = Links einbetten
common-permission-attach_files = Dateien anhängen
common-permission-read_message_history = Nachrichtenverlauf lesen
common-lobby-body_exact = { $creator } hat einen Tisch für { $game_name } eröffnet ({ $count ->
        [one] { $count } Person
       *[other] { $count } Personen
    }). Drück { common-button-join }, um Platz zu nehmen; { $creator } drückt { common-button-start }, sobald alle da sind.
common-lobby-expired = Dieser Tisch hat 7 Tage ohne Start gewartet und wurde geschlossen.
common-lobby-you_joined = Du sitzt jetzt an { $game_name } #{ $table }.
common-lobby-you_left = Du hast { $game_name } #{ $table } verlassen.
common-lobby-you_closed = Du hast { $game_name } #{ $table } verlassen; du hattest den Tisch eröffnet, also ist er abgesagt.
common-lobby-newest_of = Das war die neueste von { $count ->
        [one] { $count } offenen Lobby
       *[other] { $count } offenen Lobbys
    } hier; wähle eine andere mit der Option Tisch.
common-lobby-kicked = { $name } hat keinen Platz mehr an { $game_name } #{ $table }.
common-rules-header_exact = { $game_name } ({ $count ->
        [one] { $count } Person
       *[other] { $count } Personen
    })
common-turn_of = Nicht dein Zug: Wir warten auf { $names }.
common-button-confirm_resign = Aufgeben
common-button-agree_abandon = Auflösen zustimmen
common-confirm-resign = { $game_name } #{ $table } aufgeben? Das lässt sich nicht rückgängig machen: Drück { common-button-confirm_resign } zum Bestätigen.
common-confirm-call_off = Die Lobby { $game_name } #{ $table } absagen? Drück { common-button-confirm }, um sie zu schließen.
common-confirm-abandon_now = { $game_name } #{ $table } jetzt ohne Ergebnis für alle schließen? Drück { common-button-confirm }.
common-confirm-abandon_ask = Darum bitten, { $game_name } #{ $table } aufzulösen? Der Tisch schließt ohne Ergebnis, sobald alle anderen innerhalb von 48 Stunden zustimmen. Drück { common-button-confirm }, um sie zu fragen.
common-abandon-done = { $game_name } #{ $table } ist ohne Ergebnis geschlossen.
common-abandon-waiting = Dein Wunsch, { $game_name } #{ $table } aufzulösen, ist notiert; es fehlt noch die Zustimmung von { $names }.
common-abandon-asked = { $name } möchte { $game_name } #{ $table } auflösen. { $mentions }: Drück { common-button-agree_abandon }, wenn du einverstanden bist; der Tisch schließt ohne Ergebnis, sobald { $count ->
        [one] du zustimmst
       *[other] ihr alle zustimmt
    } (innerhalb von 48 Stunden).
common-abandoned_agreed = Alle haben zugestimmt: { $game_name } #{ $table } ist ohne Ergebnis geschlossen.
common-mine-header_yours = Wartet auf dich ({ $count }):
common-mine-header_others = Wartet auf andere ({ $count }):
common-mine-line_yours = { $game_name } #{ $table } in { $where }, dein Zug seit { $since }
common-mine-line_others = { $game_name } #{ $table } in { $where }: { $names } am Zug, seit { $since }
common-mine-more = … und { $count } weitere.
common-stats-header = { $name } auf diesem Server:
common-stats-none = { $name } hat auf diesem Server noch kein Spiel beendet.
common-stats-line = { $game_name }: { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins } gewonnen, { $draws } remis, { $losses } verloren
common-stats-bots_line = { $game_name } gegen automatische Spieler: { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins } gewonnen, { $draws } remis, { $losses } verloren
common-stats-rating = Wertung: { $rating }
common-stats-rating_provisional = Wertung: { $rating } (vorläufig: weniger als { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spiele
    })
common-stats-average_place = Durchschnittlicher Platz: { $place }
common-stats-best = Bestes Ergebnis: { $score }
common-stats-solo = { $game_name } solo: { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins } gewonnen, { $losses } verloren, bestes Ergebnis { $score }
common-stats-solo_level = { $game_name } solo, Stufe { $level }: { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins } gewonnen, { $losses } verloren, bestes Ergebnis { $score }
common-stats-level-easy = leicht
common-stats-level-normal = normal
common-stats-level-hard = schwer
common-stats-level-expert = Experte
common-stats-pools = Spiele mit einem automatischen Spieler zählen getrennt („gegen automatische Spieler“): sie ändern keine Wertung unter Menschen.
common-leaderboard-header = Die Besten in { $game_name } auf diesem Server:
common-leaderboard-none = Auf diesem Server hat noch niemand eine gewertete Partie { $game_name } beendet.
common-leaderboard-rating = { $place }. { $name }: Wertung { $rating } ({ $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    })
common-leaderboard-rating_provisional = { $place }. { $name }: Wertung { $rating } ({ $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, vorläufig)
common-leaderboard-rating_note = Die Wertung ist eine vorsichtige Schätzung (mu - 3 Sigma) nur aus Spielen unter Menschen; vorläufig: weniger als { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spiele
    }.
common-leaderboard-solo_header = Solo, beste Ergebnisse:
common-leaderboard-solo_level_header = Solo auf Stufe { $level }, beste Ergebnisse:
common-leaderboard-solo = { $place }. { $name }: bestes Ergebnis { $score } ({ $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins } gewonnen)

# Slow play: clocks, reminders, timeouts, automatic players (issue 9)
common-BAD_BOTS = Ein Tisch kann 0 bis { $most } { $most ->
        [one] automatischen Spieler
       *[other] automatische Spieler
    } haben, nicht { $bots }.
common-TIMEOUT_ANSWERED = Auf diese Zeitüberschreitung hat schon jemand geantwortet, oder der Spieler hat inzwischen gezogen.
common-NOT_HANDED_OVER = Der automatische Spieler spielt hier nicht für dich, also gibt es nichts zurückzunehmen.
common-bot-name = Bot { $number }
common-remind-dm-timed = Dein Zug in { $game_name } (Tisch { $table }) wartet in { $where }; deine Zeit läuft ab { $deadline }.
common-remind-dm-untimed = Dein Zug in { $game_name } (Tisch { $table }) wartet in { $where }.
common-remind-thread-timed = { $mentions }: Erinnerung, du bist am Zug; deine Zeit läuft ab { $deadline }.
common-remind-thread-untimed = { $mentions }: Erinnerung, du bist am Zug.
common-remind-thread-digest_closed = { $mentions }: du bist hier am Zug. Deine tägliche Übersicht hat dich nicht erreicht, weil deine Direktnachrichten geschlossen sind; deshalb pingen wir dich wieder, wenn du am Zug bist.
common-timeout-offer = { $name } hat die Zeit überschritten. { $mentions }: Entscheidet, wie es weitergeht; ohne Antwort innerhalb von { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } übernimmt der automatische Spieler den Platz.
common-control-more_moves = Weitere Züge…
common-control-second_step = { $first }: wähle den Zug
common-control-play_list = { $move } spielen
common-control-longer_list = { $move }: eins mehr
common-control-list_so_far = { $move }: spiele es so, oder füge noch etwas hinzu.
common-timeout-button-more = Mehr Zeit geben
common-timeout-button-hand = An den automatischen Spieler geben
common-timeout-button-claim = Sieg beanspruchen
common-timeout-answered-more = { $name } hat { $player } mehr Zeit gegeben.
common-timeout-answered-hand = { $name } hat den Platz von { $player } an den automatischen Spieler gegeben.
common-timeout-answered-claim = { $name } beansprucht den Sieg, weil { $player } die Zeit überschritten hat.
common-timeout-handed = Der automatische Spieler spielt jetzt für { $name }. { $mentions } Mit { commands-game-return-slash } bekommst du deinen Platz zurück.
common-idle-closed = { $mentions }: Dieser Tisch wurde geschlossen, weil seit { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } niemand gezogen hat.
common-returned = { $name } hat den Platz vom automatischen Spieler zurückgenommen.
common-clock-kind-untimed = Uhr: ohne Zeitlimit (Erinnerungen nach 3 Tagen, dann wöchentlich).
common-clock-kind-relaxed = Uhr: gemütlich (72 Stunden pro Zug, dazu eine Reserve von bis zu 7 Tagen).
common-clock-kind-daily = Uhr: täglich (24 Stunden pro Zug, dazu eine Reserve von bis zu 3 Tagen).
common-clock-kind-brisk = Uhr: zügig (4 Stunden pro Zug, dazu eine Reserve von bis zu 1 Tag).
common-clock-hours = Die Uhren laufen nur von { $hours } ({ $zone }).
common-clock-seat-auto = { $name }: vom automatischen Spieler gespielt.
common-clock-seat-acting = { $name }: am Zug; die Zeit läuft ab { $deadline } ({ $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } Zugzeit, dann { $reserve ->
        [one] { $reserve } Stunde
       *[other] { $reserve } Stunden
    } Reserve).
common-clock-seat-untimed = { $name }: am Zug, ohne Zeitlimit.
common-clock-seat-waiting = { $name }: wartet; { $reserve ->
        [one] { $reserve } Stunde
       *[other] { $reserve } Stunden
    } Reserve.
common-settings-dm-on = Erinnerungen: per Direktnachricht.
common-settings-dm-off = Erinnerungen: im Thread des Spiels.
common-settings-digest-off = Tägliche Übersicht: aus (dein Zug wird im Thread jedes Spiels gepingt).
common-settings-digest-on = Tägliche Übersicht: eine Direktnachricht um { $hour } ({ $zone }) mit den Spielen, die auf dich warten, statt Pings für deinen Zug.
common-settings-digest-closed = Tägliche Übersicht: gestoppt, weil deine Direktnachrichten geschlossen sind; die Pings für deinen Zug sind wieder an. Öffne sie und wähle die Übersicht mit { commands-settings-slash } neu.
common-settings-digest-choice-off = aus
common-BAD_DIGEST_HOUR = { $text } kann ich nicht als Stunde lesen: schreib eine volle Stunde von 0 bis 23 (etwa 8 oder 18) oder off.
common-digest-header = { $count ->
        [one] Du bist in { $count } Spiel am Zug:
       *[other] Du bist in { $count } Spielen am Zug:
    }
common-digest-line = { $game_name } (Tisch { $table }), letzter Zug { $since }: { $link }
common-digest-more = … und { $count } weitere: { commands-game-mine-slash } zeigt dir alle.
common-settings-quiet-on = Ruhezeit: { $hours } ({ $zone }); dann keine Erinnerungen.
common-settings-quiet-off = Ruhezeit: keine.
common-settings-zone = Zeitzone: { $zone }.
common-settings-vacation-away = Im Urlaub bis { $date }: deine Uhren stehen in allen Spielen. Dein nächster Zug oder { commands-settings-slash } urlaub:0 beendet ihn.
common-settings-vacation-left = Urlaub: { $left ->
        [one] { $left } Tag
       *[other] { $left } Tage
    } von { $allowance } übrig in diesem Jahr; sie erneuern sich am { $renews }.
common-VACATION_ALLOWANCE = Du hast in diesem Jahr noch { $left ->
        [one] { $left } Urlaubstag
       *[other] { $left } Urlaubstage
    }, nicht { $days }; sie erneuern sich am { $renews }.
common-VACATION_DAYS = Ein Urlaub dauert 1 bis { $most } Tage (0 beendet deinen).
common-vacation-away = { $name } ist bis { $date } im Urlaub; die Uhr steht still.
common-clock-seat-away = { $name }: im Urlaub bis { $date }; die Uhr steht still.
common-clock-seat-idle = { $name }: wartet.
common-event-timeout = { $player } hat die Zeit überschritten, also wurde der Standardzug des Spiels gespielt.
common-event-timeout_claimed = { $player } beansprucht den Sieg: { $loser_player } hat die Zeit überschritten.
common-STALE_PANEL = Dieses Fenster ist veraltet: du hast inzwischen gezogen. Hier ist ein neues.
common-NO_PANEL = Du hast gerade kein eigenes Fenster: es öffnet sich, solange du in einer gleichzeitigen Phase noch etwas zu entscheiden hast.
common-panel-open = Mein Fenster öffnen
common-player_side = { $name } ({ $side })
common-result-rank = { $rank }. { $name } ({ $score })
common-result-post_draw = { $mentions } { $game_name } #{ $table } endet unentschieden ({ $reason }): { $ranking }.
common-result-post_win = { $mentions } { $game_name } #{ $table } ist vorbei ({ $reason }): { $ranking }.
common-result-none = kein Ergebnis
common-result-short_draw = unentschieden
common-result-short_won = Gewonnen
common-result-short_lost = Verloren
common-result-short_win = { $count ->
        [one] gewonnen von { $names }
       *[other] gemeinsam gewonnen von { $names }
    }
common-thread-name_over = { $name }: { $result }
common-lobby-over = Das Spiel an diesem Tisch ist vorbei, { $result }: siehe { $where }.
common-notice-draw_offered = { $mentions }: { $name } bietet dir ein Remis an. Antworte mit den Knöpfen am Beitrag des Spiels oder mit { commands-game-draw-slash }.
common-button-rematch = Revanche
common-button-replay = Wiederholung
common-button-record = Spielprotokoll
common-rematch-waiting = Notiert: du willst eine Revanche. { $count ->
        [one] { $count } weitere Person muss noch { common-button-rematch } drücken.
       *[other] { $count } weitere Personen müssen noch { common-button-rematch } drücken.
    }
common-rematch-started = Die Revanche hat begonnen: { $where }.
common-rematch-link = Revanche: { $game_name } #{ $table } geht weiter in { $where }.
common-button-new_deal = Neues Spiel
common-rematch-new_deal_started = Dein neues Spiel (neu gemischt) hat begonnen: { $where }.
common-rematch-new_deal_link = Neues Spiel: { $game_name } #{ $table }, neu gemischt, in { $where }.
common-REMATCH_CLOSED = Die Zeit für eine Revanche dieses Spiels ist vorbei: Starte ein neues Spiel mit { commands-game-new-slash }.

common-board-at_turn = { $game_name } #{ $table }: der Beginn von Zug { $turn } (das Spiel ist bei Zug { $last }).
common-NO_SUCH_TURN = Dieses Spiel hat bisher die Züge { $first } bis { $last }: wähle einen davon.
common-server_settings-pictures-compact = Spiel-Threads hier behalten ein aktuelles Bild: jeder frühere Beitrag wird auf seinen Text gekürzt, und /game board zug: zeigt jeden früheren Zug.
common-server_settings-pictures-every = Spiel-Threads hier behalten das Bild jedes Zugs.
common-REPLAY_DAILY_RUNNING = Die Wiederholung eines Tagesspiels wartet, bis sein Tag ({ $day }, UTC) für alle zu Ende ist, damit niemand die Auslage vor dem eigenen Spiel sieht.

# Game records: /game export and /game import (tables/records.py, cogs/records.py)
common-record-exported = Die Aufzeichnung von { $game_name }, Tisch #{ $table }, hängt an: jeder Zug und der Startwert, damit sie sich genau nachspielen lässt. { commands-game-import-slash } liest sie wieder ein.
common-record-exported_running = Die bisherige Aufzeichnung von { $game_name }, Tisch #{ $table }, hängt an: Das Spiel läuft noch, daher enthält sie nur die Züge, die alle sehen dürfen, ohne Startwert und ohne Ergebnis. Importieren kannst du sie erst nach dem Ende des Spiels.
common-record-imported = { $game_name } ist als Tisch #{ $table } ({ $names }) importiert, beendet, in { $where }: { commands-game-board-slash } zug: zeigt dort seine Stellungen. Er zählt für keine Statistik.
common-RECORD_IMPORT_MANAGERS = Nur wer diesen Server verwalten darf, kann Partien importieren.
common-RECORD_NOT_TEXT = Diese Datei ist keine Textdatei: Hänge die .txt-Aufzeichnung an, die { commands-game-export-slash } erstellt hat.
common-RECORD_TOO_LARGE = Diese Datei ist zu groß für eine Aufzeichnung (höchstens { $most } Zeichen).
common-RECORD_DAILY_WAIT = Das ist die Tagespartie vom { $day }. Die Aufzeichnung wartet, bis dieser Tag (UTC) vorbei ist, damit niemand die Karten vor dem Spielen sieht.
common-RECORD_EMPTY = Zeile { $line }: Diese Aufzeichnung hat keine Tags; sie sollte mit [Format "grove-record 1"] beginnen.
common-RECORD_BAD_LINE = Zeile { $line }: Diese Zeile ist weder ein Tag wie [Game "halali"] noch ein Zug wie 12. 0 flip c4.
common-RECORD_TAG_AFTER_MOVES = Zeile { $line }: ein Tag nach den Zügen; alle Tags stehen vor dem ersten Zug.
common-RECORD_UNKNOWN_TAG = Zeile { $line }: { $tag } ist kein Tag einer Aufzeichnung.
common-RECORD_DOUBLE_TAG = Zeile { $line }: Das Tag { $tag } steht zweimal da.
common-RECORD_MISSING_TAG = Zeile { $line }: Der Aufzeichnung fehlt das Tag { $tag }.
common-RECORD_BAD_TAG = Zeile { $line }: „{ $value }“ ist kein gültiger Wert für { $tag }.
common-RECORD_UNKNOWN_GAME = Zeile { $line }: Dieser Bot kennt kein Spiel „{ $game_id }“.
common-RECORD_DOUBLE_PLAYER = Zeile { $line }: Diese Person hat schon einen anderen Platz.
common-RECORD_MOVE_NUMBER = Zeile { $line }: Zug { $n } steht dort, wo Zug { $expected } stehen sollte.
common-RECORD_TRUNCATED = Zeile { $line }: Die Aufzeichnung endet nach { $count } von { $expected } Zügen; sie wurde abgeschnitten.
common-RECORD_MOVE_COUNT = Zeile { $line }: Die Aufzeichnung hat { $count } Züge, ihr Tag Moves sagt aber { $expected }.
common-RECORD_RUNNING = Zeile { $line }: Das ist die Aufzeichnung eines laufenden Spiels; importieren lässt sich nur ein beendetes.
common-RECORD_NO_SEED = Zeile { $line }: Diese Aufzeichnung hat keinen Startwert, ihre Karten lassen sich also nicht nachspielen.
common-RECORD_AFTER_END = Zeile { $line }: Das Spiel war vor diesem Zug ({ $move }) schon vorbei.
common-RECORD_WRONG_SEAT = Zeile { $line }: Platz { $seat } darf { $move } an dieser Stelle nicht spielen.
common-RECORD_BAD_MOVE = Zeile { $line }: Der Zug { $move } wird abgelehnt ({ $reason }).
common-RECORD_NOT_OVER = Zeile { $line }: Die Züge hören auf, bevor das Spiel endet.
common-RECORD_RESULT_DIFFERS = Zeile { $line }: Die Züge führen zu einem anderen Ergebnis, als die Aufzeichnung angibt.

# the live board of a channel's games (/server-settings board:on), and the last call of a
# simultaneous phase
common-live-title = Spiele in diesem Kanal
common-live-line = { $game_name } #{ $table } in { $where }: { $names } am Zug, seit { $since }
common-live-line_everyone = { $game_name } #{ $table } in { $where }: alle am Zug, seit { $since }
common-live-empty = In diesem Kanal läuft kein Spiel. Starte eins mit { commands-game-new-slash }.
common-live-more = … und { $count } weitere.
common-live-last_call = { $mention }, alle anderen sind fertig: { $game_name } #{ $table } wartet nur noch auf dich.
common-server_settings-live-on = Live-Übersicht der laufenden Spiele: { $channels }.
common-server_settings-live-off = Kein Kanal hier hat eine Live-Übersicht seiner Spiele.

# Stufen des automatischen Spielers (Issue 20)
common-bot_level-easy = Leicht
common-bot_level-normal = Normal
common-bot_level-strong = Stark
common-automatic-seat = { $name } ({ $level })
common-automatic-seats = { $count ->
        [one] Automatischer Spieler: { $names }.
       *[other] Automatische Spieler: { $names }.
    }
common-BAD_BOT_LEVEL = Die automatischen Spieler spielen leicht, normal oder stark, nicht „{ $level }“.
common-bot_identity = Grove ({ $level })
common-leaderboard-bots_header = Spiele gegen automatische Spieler (jede Stufe als ein Spieler gewertet):
