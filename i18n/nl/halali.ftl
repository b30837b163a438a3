halali-BAD_NOTATION = Ik kan "{ $text }" niet als zet lezen: probeer `flip c4`, `c4-c7`, `c4xc7` of `b5-a5` (velden a1 tot i9).
halali-NOT_FACE_DOWN = Op { $square } ligt geen gesloten tegel om om te draaien: kies een veld met een tegel op zijn rug.
halali-NO_TILE = Op { $origin } ligt geen tegel: begin je zet op een veld met een open tegel.
halali-FACE_DOWN_TILE = De tegel op { $origin } ligt nog dicht: draai hem eerst om, of verplaats een open tegel.
halali-IMMOVABLE = Bomen bewegen nooit: verplaats een andere tegel, of draai een tegel om.
halali-NOT_YOUR_TILE = De tegel op { $origin } is van je tegenstander: verplaats een eigen tegel, een eend of een fazant.
halali-NEUTRAL_LOCKED = Je tegenstander heeft de tegel op { $origin } net omgedraaid of verplaatst, dus deze beurt mag jij hem niet verplaatsen: kies een andere tegel.
halali-EXIT_NOT_IN_END_PHASE = Tegels kunnen het bos alleen in de eindfase verlaten: doe voorlopig een zet binnen het bos.
halali-EXIT_NOT_OWN_COLOUR = Alleen je eigen dieren of mensen mogen het bos verlaten: verplaats deze tegel binnen het bos.
halali-NO_EXIT_REACHABLE = De tegel op { $origin } kan deze beurt geen uitgang bereiken: kies een ander doel.
halali-AMBIGUOUS_EXIT = De tegel op { $origin } kan meer dan één uitgang bereiken ({ $exits }): schrijf het uitgangsveld erbij, bijvoorbeeld `{ $origin }-e9`.
halali-OFF_BOARD = { $target } ligt buiten het bos en is geen uitgang: kies een veld van b2 tot h8 of een uitgang (a5, i5, e1, e9).
halali-NOT_STRAIGHT_LINE = Tegels gaan in een rechte lijn naar het noorden, oosten, zuiden of westen, minstens één veld ver: kies een doel op één lijn met { $origin }.
halali-TOO_FAR = Die tegel gaat per beurt hoogstens { $max_distance ->
        [one] { $max_distance } veld
       *[other] { $max_distance } velden
    } ver: kies een doel naast { $origin }.
halali-PATH_BLOCKED = Er staat iets in de weg tussen { $origin } en { $target }: kies een ander doel.
halali-BACK_AND_FORTH = Je hebt deze tegel net van { $target } hierheen gezet, dus hij mag niet meteen terug: kies een ander doel of een andere tegel.
halali-OCCUPIED_FACE_DOWN = Op { $target } ligt een gesloten tegel, die je niet kunt slaan of betreden: draai hem om of kies een ander doel.
halali-NOTHING_TO_CAPTURE = Op { $target } valt niets te slaan: schrijf de zet als `{ $origin }-{ $target }` om er gewoon heen te gaan.
halali-CANNOT_CAPTURE = Die tegel kan de tegel op { $target } niet slaan: kies een tegel die hij wel mag slaan of een leeg veld.
halali-NOT_GUN_DIRECTION = Een jager slaat alleen in de richting van zijn geweer ({ $gun_name }): verplaats hem zonder te slaan, of sla met een andere jager.
halali-DRAW_ALREADY_OFFERED = Je remiseaanbod staat al: wacht op het antwoord van je tegenstander.
halali-NO_DRAW_OFFER = Je tegenstander heeft geen remise aangeboden: gebruik `draw offer` om zelf remise aan te bieden.
halali-BAD_SEATS = Halali! speel je met precies twee spelers: wacht op een tweede speler voor je start.
halali-BAD_OPTION = De waarde { $value } is niet toegestaan voor { $option }: kies een van de aangeboden keuzes.
halali-NOT_OVER = Het spel is nog bezig: de uitslag is bekend zodra het afgelopen is.
halali-BAD_STATE_FORMAT = Dit opgeslagen spel heeft een opmaak die ik niet ken: vraag een beheerder de versie van de bot na te kijken.
halali-event-flip = { $turn }. { $side_name } ({ $side_player }) draait { $square } om → { $kind_name }
halali-event-move = { $turn }. { $side_name } ({ $side_player }) { $notation }
halali-event-capture = { $turn }. { $side_name } ({ $side_player }) { $notation } → { $captured_name } geslagen (+{ $points })
halali-event-exit = { $turn }. { $side_name } ({ $side_player }) { $notation } → { $kind_name } verlaat het bos (+{ $points })
halali-event-lock = { $barred_name } mag de { $kind_name } op { $square } in de volgende beurt niet verplaatsen.
halali-event-end_phase = Alle tegels liggen open: de eindfase begint, met { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    } voor elke kant; { $first_name } begint.
halali-event-game_over = Einde van de partij: { $blue_score }–{ $brown_score } (blauw–bruin).
halali-event-game2_dealt = Partij 2 van de match is gedeeld met omgewisselde rollen: { $blue_player } speelt Blauw en begint, { $brown_player } speelt Bruin.
halali-event-match_over = Einde van de match: { $player0 } { $score0 }, { $player1 } { $score1 } in totaal.
halali-event-draw_offered = { $side_name } ({ $side_player }) biedt remise aan.
halali-event-draw_accepted = { $side_name } ({ $side_player }) neemt de remise aan.
halali-event-draw_declined = { $side_name } ({ $side_player }) wijst het remiseaanbod af.
halali-event-draw_lapsed = Het remiseaanbod van { $side_name } ({ $side_player }) vervalt: { $by_name } heeft een zet gedaan.
halali-event-resigned = { $side_name } ({ $side_player }) geeft op.
halali-end-end_phase_complete = eindfase voltooid
halali-end-no_tiles = { $side_name } heeft geen tegels meer
halali-end-cannot_move = { $side_name } kan niet meer zetten
halali-end-quiet_draw = 50 rustige beurten — remise
halali-end-draw_agreed = remise overeengekomen
halali-end-resigned = opgegeven
halali-kind-bear = beer
halali-kind-fox = vos
halali-kind-lumberjack = houthakker
halali-kind-hunter = jager
halali-kind-pheasant = fazant
halali-kind-duck = eend
halali-kind-tree = boom
halali-side-blue = Blauw
halali-side-brown = Bruin
halali-draw-offer = Remise aanbieden
halali-draw-accept = Remise aannemen
halali-draw-decline = Afwijzen
halali-status-scores = Punten: Blauw ({ $blue_player }) { $blue_score }, Bruin ({ $brown_player }) { $brown_score }.
halali-status-main = Beurt { $turn }, hoofdfase: { $face_down ->
        [one] { $face_down } tegel ligt nog dicht
       *[other] { $face_down } tegels liggen nog dicht
    }.
halali-status-end = Beurt { $turn }, eindfase: Blauw heeft nog { $blue_left ->
        [one] { $blue_left } beurt
       *[other] { $blue_left } beurten
    }, Bruin { $brown_left }.
halali-status-quiet = { $quiet ->
        [one] { $quiet } rustige beurt
       *[other] { $quiet } rustige beurten
    } op rij: bij 50 eindigt het spel in remise.
halali-status-draw_offer = { $side_name } heeft remise aangeboden: antwoord met { commands-game-draw-slash } of de knoppen.
halali-status-match = Partij { $game_no } van 2 van de match. Totaal tot nu toe: { $player0 } { $total0 }, { $player1 } { $total1 }.
halali-control-accept_draw = Remise aannemen
halali-control-decline_draw = Remise afwijzen
halali-help = Twee spelers: Blauw (beren, vossen) tegen Bruin (houthakkers, jagers) in een bos van 7x7 met 48 gesloten tegels. Draai in je beurt één gesloten tegel om (`flip c4`) of verplaats één open tegel die je mag verplaatsen in een rechte lijn (`c4-c7`; slaan: `c4xc7`). Beren en houthakkers zetten één veld; vossen, jagers, eenden en fazanten gaan zo ver als vrij is; bomen bewegen nooit. Beren slaan jagers en houthakkers, vossen slaan eenden en fazanten, houthakkers hakken bomen om, jagers slaan dieren alleen in de richting van hun geweer. Niemand mag een eend of fazant verplaatsen die de tegenstander net heeft omgedraaid of verplaatst, en niemand mag een eigen tegel meteen terugzetten. Zodra alle tegels open liggen, heeft elke kant nog 5 beurten en mag zijn tegels via de uitgangen a5, i5, e1 en e9 uit het bos halen (`b5-a5` of `b5-x`). Geslagen tegels en tegels die het bos verlaten, leveren punten op. Na 50 beurten zonder omdraaien, slaan of uitgang is het remise. Met `{ commands-option-format-name }:{ commands-choice-match }` bij { commands-game-new-slash } speel je twee partijen met omgewisselde rollen en beslist het totaal; `{ commands-game-draw-slash }` biedt remise aan. Zetten schrijf je in het Engels, zoals hierboven.
halali-event-flip_hunter = { $turn }. { $side_name } ({ $side_player }) draait { $square } om → jager, geweer naar het { $gun_name }
halali-gun-N = noorden
halali-gun-E = oosten
halali-gun-S = zuiden
halali-gun-W = westen
halali-OWN_DRAW_OFFER_PENDING = Je eigen remiseaanbod staat nog open: je tegenstander beantwoordt het (of het vervalt zodra die een zet doet).
halali-reason-end_phase_complete = de eindfase is voorbij
halali-reason-no_tiles = een kant heeft geen tegels meer
halali-reason-cannot_move = een kant kan niet zetten
halali-reason-quiet_draw = 50 stille beurten
halali-reason-draw_agreed = remise afgesproken
halali-reason-resigned = { $names } gaf op
