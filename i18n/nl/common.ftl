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
common-BOARD_NOT_SEATED = Die speler heeft geen plaats aan deze tafel.
common-NOT_YOUR_MENU = Dat menu is van een andere speler: gebruik het menu met jouw naam.
common-GAME_OVER = Dit spel is afgelopen: de uitslag staat bij { commands-game-status-slash }.
common-STALE_VERSION = Het spel is sinds dat bericht verdergegaan: gebruik het nieuwste bericht, of { commands-move-slash }.
common-BAD_NOTATION = Die zet begrijp ik niet: de notatie staat bij { commands-game-rules-slash }.
common-ILLEGAL = Die zet mag nu niet.
common-NOT_ALLOWED = Dat mag je niet doen.
common-ONLY_CREATOR_STARTS = Alleen wie deze tafel opende, kan het spel starten.
common-NO_DRAW_OFFERS = Dit spel kent geen remiseaanbod.
common-NO_UNDO = In dit spel kun je geen zet terugnemen.
common-DAILY_ALREADY = Je hebt het spel van vandaag van { $game_name } op deze server al gespeeld (tafel #{ $table }): kom morgen terug.
common-NO_HINTS = { $game_name } geeft geen tips.
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
common-lobby-started = { $game_name } #{ $table } is begonnen: { $where }.
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
common-abandoned = { $name } sloot { $game_name } #{ $table } zonder uitslag.
common-resigned = { $name } gaf op.
common-status-title = { $game_name } #{ $table }
common-status-lobby = Wacht in de lobby op spelers.
common-status-running = Bezig. Aan zet: { $names }.
common-status-over = Afgelopen: { $reason }
common-status-abandoned = Opgeheven zonder uitslag.
common-status-players = Spelers: { $names }
common-status-moves = Gespeelde zetten: { $count }
common-history-empty = Nog geen zetten.
common-history-move = { $n }. { $player } deed een zet ({ $move }).
common-played = { $player } deed een zet ({ $move }).
common-history-attached = Het volledige verslag van tafel #{ $table } zit als bijlage bij dit bericht ({ $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }).
common-mine-none = Er wacht geen spel op jou.
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
# moves every game shares, as the reply to playing one names them (others: notation)
common-move-resign = opgeven
common-move-undo = terugnemen
common-move-draw_offer = remiseaanbod
common-move-draw_accept = remise aangenomen
common-move-draw_decline = remise afgewezen
common-NO_TABLE_IN_CHANNEL = In dit kanaal wordt geen spel gespeeld: spellen lopen in hun eigen thread, dus zoek de jouwe met { commands-game-mine-slash }, of start er een met { commands-game-new-slash }.
common-NO_SUCH_TABLE = Er is geen tafel #{ $table }: kies een open lobby uit de lijst, of laat de optie tafel weg voor de nieuwste hier.
common-BAD_TABLE_ID = ‘{ $text }’ is geen tafel: kies een open lobby uit de lijst, of laat de optie tafel weg voor de nieuwste hier.
common-LOBBY_ELSEWHERE = Tafel #{ $table } staat in een ander kanaal: doe daar mee of start haar daar, met haar eigen knoppen.
common-LOBBY_EXPIRED = Tafel #{ $table } wachtte 7 dagen zonder te starten en is gesloten: open een nieuwe met { commands-game-new-slash }.
common-OPTION_NOT_A_NUMBER = { $value } is geen geheel getal, en dat vraagt { $option } wel.
common-OPTION_OUT_OF_RANGE = { $option } moet tussen { $min } en { $max } liggen, niet { $value }.
common-OPTION_TOO_LONG = { $option } vraagt een tekst van 1 tot { $max ->
        [one] { $max } teken
       *[other] { $max } tekens
    }.
common-NEW_IN_THREAD = Start een nieuw spel in het kanaal, niet in de thread van een spel: { commands-game-new-slash } opent daar een lobby met een eigen thread.
common-ONLY_CREATOR_KICKS = Alleen wie deze lobby opende, kan er spelers uit verwijderen.
common-CANNOT_KICK_SELF = Jezelf verwijderen kan niet: druk op { common-button-leave } om je lobby af te blazen.
common-PLAYER_NOT_SEATED = Die speler heeft geen plaats in deze lobby.
common-ONLY_CREATOR_CALLS_OFF = Alleen wie deze lobby opende, kan haar afblazen; druk op { common-button-leave } om je plaats op te geven.
common-ONLY_PLAYERS_ABANDON = Alleen de spelers aan deze tafel, of iemand die threads mag beheren, kunnen haar opheffen.
common-MISSING_PERMISSION = Dat lukt me hier niet: ik mis in dit kanaal de machtiging { $permission }; een serverbeheerder kan die geven.
common-FORBIDDEN = Discord weigerde dat bericht hier: een serverbeheerder kan mijn machtigingen in dit kanaal nakijken.
common-permission-view_channel = Kanaal bekijken
common-permission-send_messages = Berichten verzenden
common-permission-send_messages_in_threads = Berichten verzenden in threads
common-permission-create_public_threads = Openbare threads maken
common-permission-embed_links = Links insluiten
common-permission-attach_files = Bestanden bijvoegen
common-permission-read_message_history = Berichtgeschiedenis lezen
common-lobby-body_exact = { $creator } opende een tafel voor { $game_name } ({ $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }). Druk op { common-button-join } om aan te schuiven; { $creator } drukt op { common-button-start } zodra iedereen er is.
common-lobby-expired = Deze tafel wachtte 7 dagen zonder te starten en is gesloten.
common-lobby-you_joined = Je doet mee aan { $game_name } #{ $table }.
common-lobby-you_left = Je hebt { $game_name } #{ $table } verlaten.
common-lobby-you_closed = Je hebt { $game_name } #{ $table } verlaten; je had de tafel zelf geopend, dus ze is afgeblazen.
common-lobby-newest_of = Dat was de nieuwste van { $count ->
        [one] { $count } open lobby
       *[other] { $count } open lobby's
    } hier; kies een andere met de optie tafel.
common-lobby-kicked = { $name } heeft geen plaats meer aan { $game_name } #{ $table }.
common-rules-header_exact = { $game_name } ({ $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    })
common-turn_of = Niet jouw beurt: we wachten op { $names }.
common-button-confirm_resign = Opgeven
common-button-agree_abandon = Akkoord met opheffen
common-confirm-resign = { $game_name } #{ $table } opgeven? Dat kan niet ongedaan worden: druk op { common-button-confirm_resign } om te bevestigen.
common-confirm-call_off = De lobby { $game_name } #{ $table } afblazen? Druk op { common-button-confirm } om haar te sluiten.
common-confirm-abandon_now = { $game_name } #{ $table } nu sluiten, zonder uitslag, voor alle spelers? Druk op { common-button-confirm }.
common-confirm-abandon_ask = Vragen om { $game_name } #{ $table } op te heffen? De tafel sluit zonder uitslag zodra alle andere spelers binnen 48 uur akkoord gaan. Druk op { common-button-confirm } om het hun te vragen.
common-abandon-done = { $game_name } #{ $table } is gesloten zonder uitslag.
common-abandon-waiting = Je wens om { $game_name } #{ $table } op te heffen is genoteerd; we wachten nog op { $names }.
common-abandon-asked = { $name } vraagt om { $game_name } #{ $table } op te heffen. { $mentions }: druk op { common-button-agree_abandon } als je akkoord gaat; de tafel sluit zonder uitslag zodra { $count ->
        [one] jij akkoord gaat
       *[other] jullie allemaal akkoord gaan
    } (binnen 48 uur).
common-abandoned_agreed = Alle spelers gingen akkoord: { $game_name } #{ $table } is gesloten zonder uitslag.
common-mine-header_yours = Wachten op jou ({ $count }):
common-mine-header_others = Wachten op anderen ({ $count }):
common-mine-line_yours = { $game_name } #{ $table } in { $where }, jouw beurt sinds { $since }
common-mine-line_others = { $game_name } #{ $table } in { $where }: { $names } aan zet, sinds { $since }
common-mine-more = … en nog { $count }.
common-stats-header = { $name } in deze server:
common-stats-none = { $name } heeft nog geen afgelopen spellen in deze server.
common-stats-line = { $game_name }: { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins } gewonnen, { $draws } remise, { $losses } verloren
common-stats-bots_line = { $game_name } tegen automatische spelers: { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins } gewonnen, { $draws } remise, { $losses } verloren
common-stats-rating = Rating: { $rating }
common-stats-rating_provisional = Rating: { $rating } (voorlopig: minder dan { $count ->
        [one] { $count } spel
       *[other] { $count } spellen
    })
common-stats-average_place = Gemiddelde plaats: { $place }
common-stats-best = Beste score: { $score }
common-stats-solo = { $game_name } solo: { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins } gewonnen, { $losses } verloren, beste score { $score }
common-stats-solo_level = { $game_name } solo, niveau { $level }: { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins } gewonnen, { $losses } verloren, beste score { $score }
common-stats-level-easy = makkelijk
common-stats-level-normal = normaal
common-stats-level-hard = moeilijk
common-stats-level-expert = expert
common-stats-pools = Spellen met een automatische speler tellen apart ("tegen automatische spelers"): ze veranderen geen rating tussen mensen.
common-leaderboard-header = Beste spelers van { $game_name } in deze server:
common-leaderboard-none = Nog niemand heeft in deze server een telend spel { $game_name } uitgespeeld.
common-leaderboard-rating = { $place }. { $name }: rating { $rating } ({ $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    })
common-leaderboard-rating_provisional = { $place }. { $name }: rating { $rating } ({ $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, voorlopig)
common-leaderboard-rating_note = De rating is een voorzichtige schatting (mu - 3 sigma) uit spellen tussen mensen alleen; voorlopig: minder dan { $count ->
        [one] { $count } spel
       *[other] { $count } spellen
    }.
common-leaderboard-solo_header = Solo, beste scores:
common-leaderboard-solo_level_header = Solo op niveau { $level }, beste scores:
common-leaderboard-solo = { $place }. { $name }: beste score { $score } ({ $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins } gewonnen)

# Slow play: clocks, reminders, timeouts, automatic players (issue 9)
common-BAD_BOTS = Een tafel kan 0 tot { $most } automatische { $most ->
        [one] speler
       *[other] spelers
    } hebben, niet { $bots }.
common-TIMEOUT_ANSWERED = Iemand heeft al op die time-out gereageerd, of de speler heeft intussen gezet.
common-NOT_HANDED_OVER = De automatische speler speelt hier niet op jouw plaats, dus er valt niets terug te nemen.
common-bot-name = Bot { $number }
common-remind-dm-timed = Je zet in { $game_name } (tafel { $table }) wacht in { $where }; je tijd loopt af { $deadline }.
common-remind-dm-untimed = Je zet in { $game_name } (tafel { $table }) wacht in { $where }.
common-remind-thread-timed = { $mentions }: een herinnering dat je aan zet bent; je tijd loopt af { $deadline }.
common-remind-thread-untimed = { $mentions }: een herinnering dat je aan zet bent.
common-remind-thread-digest_closed = { $mentions }: je bent hier aan zet. Je dagelijkse overzicht kon je niet bereiken omdat je privéberichten dicht staan, dus de pings voor je beurt staan weer aan.
common-timeout-offer = De tijd van { $name } is op. { $mentions }: kies wat er gebeurt; zonder antwoord binnen { $hours ->
        [one] { $hours } uur
       *[other] { $hours } uur
    } neemt de automatische speler de plaats over.
common-control-more_moves = Meer zetten…
common-control-second_step = { $first }: kies de zet
common-control-play_list = { $move } spelen
common-control-longer_list = { $move }: nog één erbij
common-control-list_so_far = { $move }: speel het zo, of voeg er nog één aan toe.
common-timeout-button-more = Meer tijd geven
common-timeout-button-hand = Aan de automatische speler geven
common-timeout-button-claim = Winst opeisen
common-timeout-answered-more = { $name } gaf { $player } meer tijd.
common-timeout-answered-hand = { $name } gaf de plaats van { $player } aan de automatische speler.
common-timeout-answered-claim = { $name } eiste de winst op omdat de tijd van { $player } op was.
common-timeout-handed = De automatische speler speelt nu voor { $name }. { $mentions } Met { commands-game-return-slash } neem je je plaats terug.
common-idle-closed = { $mentions }: deze tafel is gesloten omdat niemand een zet deed in { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    }.
common-returned = { $name } heeft de plaats teruggenomen van de automatische speler.
common-clock-kind-untimed = Klok: zonder tijdslimiet (herinneringen na 3 dagen, daarna wekelijks).
common-clock-kind-relaxed = Klok: rustig (72 uur per zet, plus een reserve tot 7 dagen).
common-clock-kind-daily = Klok: dagelijks (24 uur per zet, plus een reserve tot 3 dagen).
common-clock-kind-brisk = Klok: vlot (4 uur per zet, plus een reserve tot 1 dag).
common-clock-hours = Klokken lopen alleen van { $hours } ({ $zone }).
common-clock-seat-auto = { $name }: gespeeld door de automatische speler.
common-clock-seat-acting = { $name }: aan zet; de tijd loopt af { $deadline } ({ $hours ->
        [one] { $hours } uur
       *[other] { $hours } uur
    } { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    } zettijd, daarna { $reserve ->
        [one] { $reserve } uur
       *[other] { $reserve } uur
    } reserve).
common-clock-seat-untimed = { $name }: aan zet, zonder tijdslimiet.
common-clock-seat-waiting = { $name }: wacht; { $reserve ->
        [one] { $reserve } uur
       *[other] { $reserve } uur
    } reserve.
common-settings-dm-on = Herinneringen: per privébericht.
common-settings-dm-off = Herinneringen: in de thread van het spel.
common-settings-digest-off = Dagelijks overzicht: uit (je beurt wordt in de thread van elk spel gepingd).
common-settings-digest-on = Dagelijks overzicht: één privébericht om { $hour } ({ $zone }) met de spellen die op je wachten, in plaats van pings voor je beurt.
common-settings-digest-closed = Dagelijks overzicht: gestopt, omdat je privéberichten dicht staan; de pings voor je beurt staan weer aan. Zet ze open en kies het overzicht opnieuw met { commands-settings-slash }.
common-settings-digest-choice-off = uit
common-BAD_DIGEST_HOUR = { $text } kan ik niet lezen als uur: schrijf een heel uur van 0 tot 23 (zoals 8 of 18), of off.
common-digest-header = { $count ->
        [one] Je bent aan zet in { $count } spel:
       *[other] Je bent aan zet in { $count } spellen:
    }
common-digest-line = { $game_name } (tafel { $table }), laatste zet { $since }: { $link }
common-digest-more = … en nog { $count }: { commands-game-mine-slash } toont ze allemaal.
common-settings-quiet-on = Rusttijd: { $hours } ({ $zone }); dan geen herinneringen.
common-settings-quiet-off = Rusttijd: geen.
common-settings-zone = Tijdzone: { $zone }.
common-settings-vacation-away = Op vakantie tot { $date }: je klokken staan stil in elk spel. Je volgende zet of { commands-settings-slash } vakantie:0 maakt er een eind aan.
common-settings-vacation-left = Vakantie: nog { $left ->
        [one] { $left } dag
       *[other] { $left } dagen
    } van { $allowance } dit jaar; ze worden vernieuwd op { $renews }.
common-VACATION_ALLOWANCE = Je hebt dit jaar nog { $left ->
        [one] { $left } vakantiedag
       *[other] { $left } vakantiedagen
    }, geen { $days }; ze worden vernieuwd op { $renews }.
common-VACATION_DAYS = Een vakantie duurt 1 tot { $most } dagen (0 beëindigt de jouwe).
common-vacation-away = { $name } is op vakantie tot { $date }; de klok staat stil.
common-clock-seat-away = { $name }: op vakantie tot { $date }; de klok staat stil.
common-clock-seat-idle = { $name }: wacht.
common-event-timeout = De tijd van { $player } was op, dus de standaardzet van het spel is gespeeld.
common-event-timeout_claimed = { $player } eist de winst op: de tijd van { $loser_player } was op.
common-STALE_PANEL = Dat paneel is verouderd: je hebt intussen gezet. Hier is een nieuw.
common-NO_PANEL = Je hebt nu geen eigen paneel: het opent zolang je in een gelijktijdige fase nog iets te beslissen hebt.
common-panel-open = Open mijn paneel
common-player_side = { $name } ({ $side })
common-result-rank = { $rank }. { $name } ({ $score })
common-result-post_draw = { $mentions } { $game_name } #{ $table } is geëindigd in remise ({ $reason }): { $ranking }.
common-result-post_win = { $mentions } { $game_name } #{ $table } is afgelopen ({ $reason }): { $ranking }.
common-result-none = geen uitslag
common-result-short_draw = remise
common-result-short_won = Gewonnen
common-result-short_lost = Verloren
common-result-short_win = { $count ->
        [one] gewonnen door { $names }
       *[other] samen gewonnen door { $names }
    }
common-thread-name_over = { $name }: { $result }
common-lobby-over = Het spel aan deze tafel is afgelopen, { $result }: zie { $where }.
common-notice-draw_offered = { $mentions }: { $name } biedt je remise aan. Antwoord met de knoppen bij het bericht van het spel of met { commands-game-draw-slash }.
common-button-rematch = Revanche
common-button-replay = Herhaling
common-button-record = Spelverslag
common-rematch-waiting = Genoteerd: je wilt een revanche. { $count ->
        [one] Nog { $count } speler moet op { common-button-rematch } drukken.
       *[other] Nog { $count } spelers moeten op { common-button-rematch } drukken.
    }
common-rematch-started = De revanche is begonnen: { $where }.
common-rematch-link = Revanche: { $game_name } #{ $table } gaat verder in { $where }.
common-button-new_deal = Nieuw spel
common-rematch-new_deal_started = Je nieuwe spel (een nieuwe deling) is begonnen: { $where }.
common-rematch-new_deal_link = Nieuw spel: { $game_name } #{ $table }, een nieuwe deling, in { $where }.
common-REMATCH_CLOSED = De tijd voor een revanche van dit spel is voorbij: begin een nieuw spel met { commands-game-new-slash }.

common-board-at_turn = { $game_name } #{ $table }: het begin van beurt { $turn } (het spel is bij beurt { $last }).
common-NO_SUCH_TURN = Dit spel heeft tot nu toe de beurten { $first } tot { $last }: kies er een van.
common-server_settings-pictures-compact = Spelthreads hier houden één actuele afbeelding: elk eerder bericht wordt ingekort tot zijn tekst, en /game board beurt: toont elke eerdere beurt.
common-server_settings-pictures-every = Spelthreads hier houden de afbeelding van elke beurt.
common-REPLAY_DAILY_RUNNING = De herhaling van een dagspel wacht tot zijn dag ({ $day }, UTC) voor iedereen voorbij is, zodat niemand het spel ziet voordat hij het speelt.

# Game records: /game export and /game import (tables/records.py, cogs/records.py)
common-record-exported = Het partijverslag van { $game_name }, tafel #{ $table }, zit als bijlage bij dit bericht: elke zet en het startgetal, zodat het precies na te spelen is. { commands-game-import-slash } leest het weer in.
common-record-exported_running = Het partijverslag tot nu toe van { $game_name }, tafel #{ $table }, zit als bijlage bij dit bericht: het spel loopt nog, dus het bevat alleen de zetten die iedereen mag zien, zonder startgetal en zonder uitslag. Importeren kan pas als het spel voorbij is.
common-record-imported = { $game_name } is geïmporteerd als tafel #{ $table } ({ $names }), afgelopen, in { $where }: { commands-game-board-slash } beurt: toont daar de standen. Het telt voor geen enkele statistiek.
common-RECORD_IMPORT_MANAGERS = Alleen wie deze server mag beheren, kan partijen importeren.
common-RECORD_NOT_TEXT = Dat bestand is geen tekstbestand: voeg het .txt-verslag toe dat { commands-game-export-slash } maakte.
common-RECORD_TOO_LARGE = Dat bestand is te groot voor een partijverslag (hoogstens { $most } tekens).
common-RECORD_DAILY_WAIT = Dit is het dagspel van { $day }: het verslag wacht tot die dag (UTC) voorbij is, zodat niemand de kaarten ziet voordat hij speelt.
common-RECORD_EMPTY = Regel { $line }: dit verslag heeft geen labels; het hoort te beginnen met [Format "grove-record 1"].
common-RECORD_BAD_LINE = Regel { $line }: deze regel is geen label zoals [Game "halali"] en geen zet zoals 12. 0 flip c4.
common-RECORD_TAG_AFTER_MOVES = Regel { $line }: een label na de zetten; alle labels staan vóór de eerste zet.
common-RECORD_UNKNOWN_TAG = Regel { $line }: { $tag } is geen label van een partijverslag.
common-RECORD_DOUBLE_TAG = Regel { $line }: het label { $tag } staat er twee keer.
common-RECORD_MISSING_TAG = Regel { $line }: het verslag mist het label { $tag }.
common-RECORD_BAD_TAG = Regel { $line }: ‘{ $value }’ is geen geldige waarde voor { $tag }.
common-RECORD_UNKNOWN_GAME = Regel { $line }: deze bot kent geen spel ‘{ $game_id }’.
common-RECORD_DOUBLE_PLAYER = Regel { $line }: deze speler heeft al een andere plaats.
common-RECORD_MOVE_NUMBER = Regel { $line }: zet { $n } staat waar zet { $expected } hoort.
common-RECORD_TRUNCATED = Regel { $line }: het verslag stopt na { $count } van de { $expected } zetten; het is afgekapt.
common-RECORD_MOVE_COUNT = Regel { $line }: het verslag heeft { $count } zetten, maar het label Moves zegt { $expected }.
common-RECORD_RUNNING = Regel { $line }: dit is het verslag van een spel dat nog loopt; alleen dat van een afgelopen spel kan worden geïmporteerd.
common-RECORD_NO_SEED = Regel { $line }: dit verslag heeft geen startgetal, dus de kaarten zijn niet na te spelen.
common-RECORD_AFTER_END = Regel { $line }: het spel was al voorbij vóór deze zet ({ $move }).
common-RECORD_WRONG_SEAT = Regel { $line }: plaats { $seat } mag { $move } hier niet spelen.
common-RECORD_BAD_MOVE = Regel { $line }: de zet { $move } wordt geweigerd ({ $reason }).
common-RECORD_NOT_OVER = Regel { $line }: de zetten stoppen voordat het spel afgelopen is.
common-RECORD_RESULT_DIFFERS = Regel { $line }: de zetten leiden tot een andere uitslag dan het verslag zegt.

# the live board of a channel's games (/server-settings board:on), and the last call of a
# simultaneous phase
common-live-title = Spellen in dit kanaal
common-live-line = { $game_name } #{ $table } in { $where }: { $names } aan zet, sinds { $since }
common-live-line_everyone = { $game_name } #{ $table } in { $where }: iedereen aan zet, sinds { $since }
common-live-empty = Er loopt geen spel in dit kanaal. Begin er een met { commands-game-new-slash }.
common-live-more = … en nog { $count }.
common-live-last_call = { $mention }, alle anderen zijn klaar: { $game_name } #{ $table } wacht alleen nog op jou.
common-server_settings-live-on = Live-overzicht van lopende spellen: { $channels }.
common-server_settings-live-off = Geen kanaal hier heeft een live-overzicht van zijn spellen.

# Niveaus van de automatische speler (issue 20)
common-bot_level-easy = Makkelijk
common-bot_level-normal = Normaal
common-bot_level-strong = Sterk
common-automatic-seat = { $name } ({ $level })
common-automatic-seats = { $count ->
        [one] Automatische speler: { $names }.
       *[other] Automatische spelers: { $names }.
    }
common-BAD_BOT_LEVEL = De automatische spelers spelen makkelijk, normaal of sterk, niet ‘{ $level }’.
common-bot_identity = Grove ({ $level })
common-leaderboard-bots_header = Spellen tegen automatische spelers (elk niveau telt als één speler):
