common-ERROR = Er ging iets mis met die actie; er is niets veranderd.
common-INTERNAL = Sorry, er ging bij ons iets mis; er is niets veranderd. Probeer het zo nog eens.
common-NO_TABLE = Hier wordt geen spel gespeeld: start er een met { commands-game-new-slash } in een kanaal.
common-NO_TABLE_HERE = In deze thread wordt geen spel gespeeld: start er een met { commands-game-new-slash }, of zoek de jouwe met { commands-game-mine-slash }.
common-CORRUPT_TABLE = De opgeslagen gegevens van dit spel zijn onleesbaar; er is niets veranderd en het probleem is gemeld aan de beheerders van de bot.
common-DB_GONE = De speldatabase is verdwenen, dus ik neem voorlopig geen zetten aan (de jouwe is niet gespeeld); de beheerders van de bot zijn gewaarschuwd.
common-UNKNOWN_GAME = Er is geen spel dat { $game_id } heet: kies er een uit de lijst.
common-LOBBY = Dat kan nu niet in deze lobby.
common-NO_LOBBY = Er is geen open lobby in dit kanaal: open er een met { commands-game-new-slash }.
common-LOBBY_CLOSED = Deze lobby is gesloten: het spel is begonnen of afgeblazen. Open een nieuwe met { commands-game-new-slash }.
common-ALREADY_SEATED = Je hebt al een plaats aan deze tafel.
common-LOBBY_FULL = Deze tafel is vol ({ $seats ->
        [one] { $seats } plaats
       *[other] { $seats } plaatsen
    }): open een nieuwe met { commands-game-new-slash }.
common-NOT_ENOUGH_PLAYERS = Dit spel heeft minstens { $needed ->
        [one] { $needed } speler
       *[other] { $needed } spelers
    } nodig, en er { $seated ->
        [one] zit nu { $seated } speler
       *[other] zitten nu { $seated } spelers
    } aan tafel: wacht tot er meer meedoen.
common-NOT_STARTED = Dit spel is nog niet begonnen: wie de tafel opende, start het vanuit de lobby.
common-OPTION_NOT_FOR_GAME = { $game_name } heeft geen optie { $option }: laat die weg.
common-BAD_OPTION = { $value } is geen keuze voor { $option }: kies uit { $choices }.
common-NOT_SEATED = Je hebt geen plaats aan deze tafel; meekijken kan met { commands-game-board-slash } en { commands-game-status-slash }.
common-NOT_YOUR_TURN = Je bent niet aan de beurt: je krijgt een melding zodra je dat wel bent.
common-GAME_OVER = Dit spel is afgelopen: de uitslag staat bij { commands-game-status-slash }.
common-STALE_VERSION = Het spel is sinds dat bericht verdergegaan: gebruik het nieuwste bericht, of { commands-move-slash }.
common-BAD_NOTATION = Die zet begrijp ik niet: de notatie staat bij { commands-game-rules-slash }.
common-ILLEGAL = Die zet mag nu niet.
common-NOT_ALLOWED = Dat mag je niet doen.
common-ONLY_CREATOR_STARTS = Alleen wie deze tafel opende, kan het spel starten.
common-ONLY_CREATOR_ABANDONS = Alleen wie de tafel opende of wie threads mag beheren, kan haar opheffen.
common-NO_DRAW_OFFERS = Dit spel kent geen remiseaanbod.
common-NO_UNDO = In dit spel kun je geen zet terugnemen.
common-BAD_CLOCK = { $clock } is geen klok: kies untimed, relaxed, daily of brisk.
common-BAD_HOURS = { $hours } kan ik niet lezen als uren: schrijf het als 08-23, of 22-06 over middernacht heen.
common-BAD_TIME_ZONE = { $zone } is geen tijdzone die ik ken: schrijf het als Europe/Amsterdam of America/New_York.
common-NO_CLOCK = Deze tafel heeft geen klok, dus er is geen tijd om te geven.
common-EXTRA_TIME_USED = Deze speler heeft in dit spel al een keer extra tijd gekregen.
common-NOTHING_TO_CONFIRM = Er valt niets meer te bevestigen.
common-lobby-title = { $game_name }: een nieuwe tafel
common-lobby-body = { $creator } opende een tafel voor { $game_name } ({ $min }-{ $max } spelers). Druk op { common-button-join } om aan te schuiven; { $creator } drukt op { common-button-start } zodra iedereen er is.
common-lobby-options = Opties: { $options }
common-lobby-seats = Aan tafel ({ $count }/{ $max }): { $names }
common-lobby-closed = Deze tafel is afgeblazen.
common-lobby-started = Het spel is begonnen: { $where }.
common-lobby-joined = { $name } schoof aan.
common-lobby-left = { $name } verliet de tafel.
common-lobby-created = Tafel #{ $table } is open.
common-button-join = Meedoen
common-button-leave = Verlaten
common-button-start = Starten
common-button-confirm = Bevestigen
common-thread-name = { $game_name } #{ $table }
common-started = { $game_name } #{ $table } begint, met { $players }.
common-your_turn = { $mentions }: jij bent aan de beurt.
common-game_over = Het spel is afgelopen.
common-result-winner = Winnaar: { $names }.
common-result-winners = Gedeelde overwinning: { $names }.
common-result-score_line = { $name }: { $score }
common-abandoned = { $name } heeft deze tafel opgeheven; ze is gesloten zonder uitslag.
common-resigned = { $name } gaf op.
common-status-title = { $game_name } #{ $table }
common-status-lobby = Wacht in de lobby op spelers.
common-status-running = Bezig. Aan zet: { $names }.
common-status-over = Afgelopen: { $reason }
common-status-abandoned = Opgeheven zonder uitslag.
common-status-players = Spelers: { $names }
common-status-moves = Gespeelde zetten: { $count }
common-history-empty = Nog geen zetten.
common-history-attached = Het volledige verslag van tafel #{ $table } zit als bijlage bij dit bericht ({ $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }).
common-mine-none = Er wacht geen spel op jou.
common-mine-header = Spellen die op jou wachten:
common-mine-line = { $game_name } #{ $table } in { $where }
common-rules-header = { $game_name } ({ $min }-{ $max } spelers)
common-confirm-ask = Weet je het zeker? Druk op { common-button-confirm } om { $move } te spelen.
common-lobby-underway = Het spel van deze tafel is aan de gang in zijn thread.
common-lobby-option = { $option }: { $value }
common-settings-language-chosen = Antwoorden die alleen jij ziet, zijn in het { $language }. Wijzigen kan met { commands-settings-slash }.
common-settings-language-auto = Antwoorden die alleen jij ziet, volgen de taal van je Discord, nu { $language }. Wijzigen kan met { commands-settings-slash }.
common-server_settings-language-chosen = Openbare spelberichten op deze server zijn in het { $language }.
common-server_settings-language-auto = Openbare spelberichten op deze server volgen de taal van de server, nu { $language }.
common-ALREADY_PLAYED = Je zet is al gespeeld; je hoeft niets meer te doen.
common-done-move = Gespeeld: { $move }.
common-done-later = Gespeeld: { $move }. Discord neemt het bericht traag aan; het verschijnt zo in de thread.
