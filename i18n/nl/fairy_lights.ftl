fairy_lights-UNKNOWN_KEYWORD = "{ $word }" is geen zet: typ draw, of take gevolgd door een of twee kleuren.
fairy_lights-UNKNOWN_COLOUR = "{ $word }" is geen kleur: gebruik R, Y, G, B, P of red, yellow, green, blue, purple (rood, geel, groen, blauw, paars).
fairy_lights-SAME_COLOUR_TWICE = Je noemde { $colour_name } twee keer: noem twee verschillende kleuren.
fairy_lights-TOO_MANY_COLOURS = Je kunt hoogstens twee kleuren nemen: noem er een of twee.
fairy_lights-TAKE_WITHOUT_COLOUR = Zeg welke kleur je neemt, bijvoorbeeld take red.
fairy_lights-DRAW_TAKES_NOTHING = Bij trekken neem je geen kleur: typ alleen draw.
fairy_lights-TRAILING_TEXT = Typ alleen { $word }, zonder iets erachter.
fairy_lights-EMPTY = Typ een zet: draw, of take gevolgd door een kleur.
fairy_lights-SHOP_FULL = De winkel is vol: neem twee kleuren.
fairy_lights-DECK_EMPTY = De trekstapel is leeg: neem een kleur.
fairy_lights-SHOP_EMPTY = De winkel is leeg: trek eerst een kaart.
fairy_lights-TWO_COLOURS_NEEDED = De winkel is vol: neem twee kleuren, bijvoorbeeld take G+B.
fairy_lights-ONE_COLOUR_ONLY = Met minder dan vijf kaarten in de winkel (of maar één kleur erin) neem je één kleur.
fairy_lights-COLOUR_NOT_IN_SHOP = Er ligt geen kaart in het { $colour_name } in de winkel: kies een kleur die je daar ziet.
fairy_lights-ALREADY_RESIGNED = Je hebt dit spel al opgegeven.
fairy_lights-NOTHING_TO_UNDO = Er valt niets terug te nemen: trekken kan nooit ongedaan worden, en nemen alleen tot de volgende speler iets doet.
fairy_lights-NOT_YOUR_TAKE = Alleen wie als laatste nam, kan dat terugnemen.
fairy_lights-SEAT_COUNT = Fairy Lights speel je met { $min } tot { $max } spelers.
fairy_lights-NO_OPTIONS = Fairy Lights heeft geen opties.
fairy_lights-colour-R = rood
fairy_lights-colour-Y = geel
fairy_lights-colour-G = groen
fairy_lights-colour-B = blauw
fairy_lights-colour-P = paars
fairy_lights-event-turn_start = Beurt { $turn_no }: { $player } is aan de beurt.
fairy_lights-event-draw = { $player } trok een kaart: { $colour_name } ({ $card }; { $deck ->
        [one] nog { $deck } kaart
       *[other] nog { $deck } kaarten
    } op de stapel).
fairy_lights-event-bust = { $player } trok weer { $colour_name }, de kleur van de laatste kaart in de winkel ({ $card } na { $last }): pech! De beurt eindigt zonder dat er iets genomen is.
fairy_lights-event-must_take = { $player } mag niet meer trekken: { $reason_name }.
fairy_lights-event-take = { $player } neemt uit de winkel ({ $move }).
fairy_lights-event-scored = Gescoord: { $colour_name } met { $bulbs ->
        [one] { $bulbs } lampje
       *[other] { $bulbs } lampjes
    }; { $player } verzilvert { $stars ->
        [one] { $stars } ster
       *[other] { $stars } sterren
    }.
fairy_lights-event-kept = Gehouden: { $colour_name }, tot nu toe { $bulbs } van de 3 lampjes.
fairy_lights-event-discarded = Doorgeschoten bij { $colour_name }, op { $bulbs ->
        [one] { $bulbs } lampje
       *[other] { $bulbs } lampjes
    }: die kaarten gaan naar de aflegstapel ({ $cards }).
fairy_lights-event-undo = { $player } nam de zet ({ $move }) terug en kiest opnieuw.
fairy_lights-event-resign = { $player } gaf op.
fairy_lights-event-game_end = Het spel is afgelopen.
fairy_lights-must_take-shop_full = de winkel is vol, dus er moeten twee kleuren genomen worden
fairy_lights-must_take-shop_one_colour = de winkel ligt vol met één kleur, en die moet genomen worden
fairy_lights-must_take-deck_empty = dat was de laatste kaart, dus er moet een kleur genomen worden
fairy_lights-control-draw = Trekken
fairy_lights-control-take_R = Rood nemen
fairy_lights-control-take_Y = Geel nemen
fairy_lights-control-take_G = Groen nemen
fairy_lights-control-take_B = Blauw nemen
fairy_lights-control-take_P = Paars nemen
fairy_lights-control-take_pair = Twee kleuren nemen
fairy_lights-control-undo = Keuze van { $player } terugnemen
fairy_lights-confirm-discard = Door deze keuze gaan er kaarten naar de aflegstapel. Druk op { common-button-confirm } om ze toch te nemen.
fairy_lights-end-deck_out = De laatste kaart is omgedraaid en de beurt is voorbij: het spel is afgelopen.
fairy_lights-end-resign = Het spel is afgelopen omdat er na het opgeven te weinig spelers over zijn.
fairy_lights-end-running = Het spel is nog bezig.
fairy_lights-summary = Kaarten verzamelen met een gokje: verzamel lichtjes in sets van drie lampjes.
fairy_lights-status-table = Winkel: { $shop }. Trekstapel: { $deck ->
        [one] nog { $deck } kaart
       *[other] nog { $deck } kaarten
    }, aflegstapel: { $discard }.
fairy_lights-status-player = { $player }: score { $score } ({ $scored ->
        [one] { $scored } kaart gescoord
       *[other] { $scored } kaarten gescoord
    } voor { $stars ->
        [one] { $stars } ster
       *[other] { $stars } sterren
    }, { $held ->
        [one] { $held } ster nog niet gescoord
       *[other] { $held } sterren nog niet gescoord
    }).
fairy_lights-status-player_resigned = { $player } (opgegeven): score { $score }.
fairy_lights-help = 2-6 spelers. Trek in je beurt één voor één kaarten naar de winkel (`draw`) en neem dan alle kaarten van één kleur eruit (`take R`); met 1-4 kaarten in de winkel mag je ook nemen zonder te trekken. Heeft een getrokken kaart de kleur van de laatste kaart in de winkel, dan heb je pech en eindigt je beurt zonder iets. Een volle winkel van vijf kaarten moet je leeghalen: noem twee kleuren (`take G+B`). Komen de lampjes van een kleur in je verzameling op een drievoud, dan scoor je die kaarten; bij 4 of meer lampjes die geen drievoud zijn, gaat die kleur naar de aflegstapel. Het spel eindigt zodra de laatste kaart van de stapel is omgedraaid en die beurt voorbij is: gescoorde sterren tellen voor je, sterren die nog in je verzameling liggen tellen tegen je. Knoppen onder elke afbeelding tonen de toegestane keuzes; `{ commands-game-undo-slash }` neemt een keuze terug tot de volgende speler iets doet. Kleuren: R rood, Y geel, G groen, B blauw, P paars; zetten typ je in het Engels.
fairy_lights-reason-deck_out = de laatste kaart is getrokken
fairy_lights-reason-resign = { $names } gaf op
