## Wispwood: notatiefouten (spec 4.9)
wispwood-UNKNOWN_KEYWORD = "{ $word }" is geen zet: typ refill, cat-refill, take ..., trees ..., of tussen de rondes cat ...
wispwood-BAD_SPACE = "{ $space }" is geen plek in de vijver: gebruik een getal van 1 tot 8.
wispwood-BAD_SHAPE = "{ $shape }" is geen vorm: gebruik D2, I3, L3, I4, O4, T4, S4 of L4.
wispwood-BAD_ORIENTATION = "{ $orientation }" is geen oriëntatie: gebruik R0, R90, R180 of R270, eventueel gevolgd door M.
wispwood-BAD_CELL = "{ $cell }" is geen vak van het bos: gebruik A1 tot K11.
wispwood-DUPLICATE_CELL = Je noemde { $cell } twee keer: noem elk vak één keer.
wispwood-CELL_COUNT = Een { $shape } beslaat een ander aantal vakken dan de { $count } die je noemde.
wispwood-TREE_COUNT = Een bomenbeurt plaatst 1 tot 3 bomen.
wispwood-NO_WISP_CELL = Zeg welk vak het dwaallichtje krijgt, bijvoorbeeld wisp=E5.
wispwood-BAD_NOTATION = Dat is geen Wispwood-zet: bijvoorbeeld take 3 L4 E3,E4,E5,F5 wisp=E5, of trees E7,F7.
## regels (spec 4.9)
wispwood-REFILL_NOT_FIRST = Gratis bijvullen moet het eerste zijn wat je in je beurt doet.
wispwood-NOTHING_TO_REFILL = De vijver is leeg: er valt niets bij te vullen.
wispwood-REFILL_MIXED_POND = Gratis bijvullen mag alleen als alle dwaallichtjes in de vijver van één soort zijn.
wispwood-CAT_HIDDEN = Je kat verstopt zich: doe een bomenbeurt om haar te wekken.
wispwood-SPACE_EMPTY = Op plek { $space } ligt geen dwaallichtje.
wispwood-CAT_NOT_NEEDED = { $shape } ligt al naast plek { $space }: laat de kat weg.
wispwood-SHAPE_NOT_ALLOWED = { $shape } ligt niet naast plek { $space }: je mag { $first } of { $second } gebruiken, of voeg cat toe om je wakkere kat in te zetten.
wispwood-NOT_SHAPE = Deze vakken vormen geen { $shape }.
wispwood-WISP_NOT_IN_SHAPE = Het vak { $cell } voor het dwaallichtje hoort niet bij de vorm.
wispwood-CELL_OCCUPIED = { $cell } is al bezet.
wispwood-NO_CONTACT = De nieuwe tegels moeten met een zijde aan je bos grenzen.
wispwood-TOO_BIG = Dan wordt je bos { $width } breed en { $height } hoog; deze ronde mag het { $n }x{ $n } zijn.
wispwood-NO_TILES = Er zijn daarvoor niet genoeg tegels meer.
wispwood-MUST_TAKE = Je gebruikte je kat voor nieuwe dwaallichtjes, dus je moet er een nemen: een bomenbeurt mag alleen als er geen te plaatsen is.
wispwood-CAT_TARGET_NOT_TREE = Je kat kan alleen naar een boom in je eigen bos, en { $cell } is dat niet.
wispwood-NOTHING_TO_UNDO = Er is niets van jou terug te nemen: alleen je laatste neem- of bomenbeurt, voordat iemand anders iets doet.
wispwood-UNDO_REVEALED = Dat kan niet meer terug: er zijn sindsdien nieuwe tegels getoond of de ronde is geëindigd.
wispwood-ALREADY_RESIGNED = Je hebt dit spel al opgegeven.
## opties (spec 7.2)
wispwood-SEAT_COUNT = Wispwood is voor { $min } tot { $max } spelers.
wispwood-CARDS_NEED_CUSTOM = De optie cards werkt alleen met objectives:custom.
wispwood-CUSTOM_NEEDS_CARDS = Noem bij objectives:custom vijf kaarten in cards, bijvoorbeeld TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1.
wispwood-BAD_CARD_LIST = Noem precies vijf bekende kaarten, één per soort (TREE, PUMP, HEART, WITCH, SPARK), bijvoorbeeld TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1.
wispwood-BAD_OPTION = "{ $value }" is geen keuze voor { $option }: gebruik een van { $choices }.
wispwood-OPTION_NOT_FOR_GAME = Wispwood heeft geen optie { $option }.
## namen
wispwood-type-P = pompoen
wispwood-type-H = hartje
wispwood-type-W = heks
wispwood-type-S = vonk
## gebeurtenissen
wispwood-event-round_start = Ronde { $round } begint: bossen moeten in { $n }x{ $n } passen. { $start_player } begint.
wispwood-event-turn_start = Beurt { $turn_no }: { $player } is aan de beurt.
wispwood-event-supply_rebuilt = De voorraad was op: de aflegstapel van de vijver is geschud tot een nieuwe voorraad van { $supply ->
        [one] { $supply } tegel
       *[other] { $supply } tegels
    }.
wispwood-event-take = { $player } nam een { $type_name } van plek { $space } met { $shape } ({ $move }).
wispwood-event-trees = { $player } plantte bomen ({ $move }). De kat is weer wakker.
wispwood-event-pass = { $player } kan niets plaatsen en past.
wispwood-event-round_end_triggered = { $player } heeft het bos vol: de ronde eindigt zodra iedereen even vaak aan de beurt was.
wispwood-event-phantom = De spookkat draaide { $value } om en nam een { $type_name } van plek { $to } (nog { $tokens ->
        [one] { $tokens } fiche
       *[other] { $tokens } fiches
    }).
wispwood-event-phantom_none = De spookkat draaide { $value } om maar vond geen dwaallichtje.
wispwood-event-round_score = { $player } scoort { $score } in ronde { $round } (totaal { $total }).
wispwood-event-phantom_score = De spookkat scoort { $score } in ronde { $round } (totaal { $total }).
wispwood-event-round_end = Ronde { $round } is voorbij.
wispwood-event-cat_phase = Tussen de rondes: iedereen mag de kat naar een eigen boom verplaatsen of laten zitten.
wispwood-event-trees_cleared = { $trees ->
        [one] { $trees } boom is weggehaald
       *[other] Alle { $trees } bomen zijn weggehaald
    } en door de voorraad geschud.
wispwood-event-undo = { $player } nam de zet terug ({ $move }) en kiest opnieuw.
wispwood-event-resign = { $player } gaf op.
wispwood-event-game_end = Het spel is voorbij.
## einde
wispwood-end-complete = Alle drie de rondes zijn geteld: het spel is afgelopen.
wispwood-end-resign = Het spel is afgelopen omdat er na opgeven te weinig spelers over zijn.
wispwood-end-won = Je hebt de spookkat verslagen!
wispwood-end-lost = Deze keer wint de spookkat.
wispwood-end-running = Het spel loopt nog.
## knoppen
wispwood-control-refill = Bijvullen
wispwood-control-cat_refill = Kat: nieuwe dwaallichtjes
wispwood-control-place = Plaatsen
wispwood-control-trees = Bomenbeurt
wispwood-control-cat_move = { $player }: zet je kat op een boom (of blijf)
wispwood-control-undo = Terugnemen
## status
wispwood-status-phantom = Spookkat: { $total } punten, op plek { $space }, nog { $tokens ->
        [one] { $tokens } fiche
       *[other] { $tokens } fiches
    } deze ronde.
## doelkaarten
wispwood-card-TREE_1 = 2 punten per rij en per kolom met minstens 3 bomen.
wispwood-card-TREE_2 = 1 punt per boom in je grootste bomengroep.
wispwood-card-TREE_3 = 3 punten per boom met minstens 3 bomen ernaast.
wispwood-card-TREE_4 = 2 punten per boom in je op één na grootste bomengroep.
wispwood-card-TREE_5 = 4 punten per bomengroep van 3 of meer bomen.
wispwood-card-PUMP_1 = Pompoenen alleen in hun rij en kolom: 4/9/15/22/30/40.
wispwood-card-PUMP_2 = Pompoenen zonder pompoen eromheen: 4/9/15/22/30, +8 per extra.
wispwood-card-PUMP_3 = Pompoenparen zonder andere pompoen ernaast: 11/23/37, +14 per extra.
wispwood-card-PUMP_4 = Groepen dwaallichtjes met een pompoen: 4/9/15/22/30, +8 per extra.
wispwood-card-PUMP_5 = Pompoenen zonder pompoen op een diagonale lijn: 4/9/15/22/30/39.
wispwood-card-HEART_1 = Elk hartje: 1 punt per boom in zijn rij en per boom in zijn kolom.
wispwood-card-HEART_2 = Elk hartje: 2 punten per boom ernaast.
wispwood-card-HEART_3 = Elk hartje: 2 punten per boom eronder in zijn kolom.
wispwood-card-HEART_4 = Elk hartje: 2 punten per boom op zijn beste diagonale lijn.
wispwood-card-HEART_5 = Elk hartje: 2 punten per boom in zijn langste rechte rij bomen.
wispwood-card-WITCH_1 = Leg heksen op een diagonale lijn met je kat. 4/10/18 per set.
wispwood-card-WITCH_2 = Leg heksen in de rij of kolom van je kat. 4/10/18 per set.
wispwood-card-WITCH_3 = Leg heksen naast je kat. 4/10/18 per set.
wispwood-card-WITCH_4 = Leg heksen diagonaal verbonden met je kat. 4/10/18 per set.
wispwood-card-WITCH_5 = Leg heksen precies twee vakken van je kat. 4/10/18 per set.
wispwood-card-SPARK_1 = Elke vonk: 2 punten per soort dwaallichtje eromheen.
wispwood-card-SPARK_2 = Elke vonk: 2 punten per soort in zijn rij of kolom (de beste).
wispwood-card-SPARK_3 = Elke vonk is je zeldzaamste soort waard: vonk 7, pompoen 5, heks 4, hartje 3.
wispwood-card-SPARK_4 = Elke vonk is zijn laagste buur waard: vonk 4, pompoen 5, heks 6, hartje 7.
wispwood-card-SPARK_5 = Elke groep met een vonk: 2 punten per soort erin.
## messages without plural selectors
wispwood-WRONG_PHASE = Die zet past niet in deze fase: neem in een beurt een dwaallichtje of plant bomen; kies tussen de rondes waar je kat heen gaat (cat <boomvak> of cat stay).
wispwood-WITCH_RULE = Heksenregel ({ $witch_name }).
wispwood-witch-WITCH_1 = Kattenhoek: de heks moet op een diagonale lijn met je kat liggen
wispwood-witch-WITCH_2 = Kat op het hek: de heks moet in de rij of kolom van je kat liggen
wispwood-witch-WITCH_3 = Bolletje wol: de heks moet naast je kat liggen, diagonaal telt mee
wispwood-witch-WITCH_4 = Miauwkaber: de heks moet diagonaal naast je kat liggen of naast een heks die zo met haar verbonden is
wispwood-witch-WITCH_5 = Superpositie: de heks moet precies twee vakken van je kat liggen
wispwood-event-refill = { $player } vulde de vijver gratis bij ({ $discarded } afgelegd).
wispwood-event-cat_refill = { $player } gebruikte de kat voor nieuwe dwaallichtjes ({ $discarded } afgelegd).
wispwood-event-auto_refill = De lege vijver is bijgevuld.
wispwood-event-phantom_refill = De spookkat vulde de vijver bij ({ $discarded } afgelegd).
wispwood-event-cat_stay = De kat van { $player } blijft zitten.
wispwood-event-cat_move = De kat van { $player } gaat naar { $cell }.
wispwood-status-round = Ronde { $round } ({ $n }x{ $n }), { $phase_name }. Voorraad { $supply }, aflegstapel { $discard }.
wispwood-status-player = { $player }: { $total } punten ({ $rounds }), { $filled }/{ $size } vakken, kat { $cat_name }.
wispwood-status-player_resigned = { $player } (opgegeven): { $total } punten ({ $rounds }).
wispwood-phase-turn = bezig
wispwood-phase-cat = kattenfase
wispwood-phase-over = spel voorbij
wispwood-cat-ready = wakker
wispwood-cat-hidden = verstopt
## stap-voor-stap-bouwer en notatievensters (§7.2)
wispwood-builder-button = Stap voor stap
wispwood-builder-start = Bouw je zet stap voor stap (alleen jij ziet dit): kies het dwaallichtje dat je neemt, of plant bomen. Er wordt niets gelegd voordat je op Bevestigen drukt.
wispwood-builder-space = Neem een dwaallichtje: kies zijn plek
wispwood-builder-space_option = Plek { $space }: { $type_name }
wispwood-builder-trees = Of plant 1 tot 3 bomen: kies hun vakjes
wispwood-builder-tree_row = Bomen één voor één planten ({ $count } gekozen): kies de rij van de volgende
wispwood-builder-tree_cell = Bomen één voor één planten ({ $count } gekozen): kies het volgende vak
wispwood-builder-trees_done = Hier planten: { $cells }
wispwood-builder-trees_so_far = Tot nu toe gekozen bomen: { $cells }. Kies nog een vak, of plant ze.
wispwood-builder-shape = Kies de vorm
wispwood-builder-shape_cat = { $shape } (met je wakkere kat)
wispwood-builder-orientation = Kies hoe de vorm gedraaid ligt
wispwood-builder-row = Er passen veel posities: kies eerst de rij van de bovenkant van de vorm
wispwood-builder-row_option = Rij { $row }
wispwood-builder-anchor = Kies de positie (de hoek linksboven van het kader van de vorm)
wispwood-builder-wisp = Kies het vakje voor je { $type_name }
wispwood-builder-picked_space = Je neemt een { $type_name } van plek { $space }.
wispwood-builder-picked_shape = Vorm: { $shape }.
wispwood-builder-picked_shape_cat = Vorm: { $shape }, met je kat.
wispwood-builder-picked_orientation = Gedraaid: { $orientation } ({ $glyph }).
wispwood-builder-picked_anchor = Positie { $anchor }: vakjes { $cells }.
wispwood-builder-ghost = Het plaatje toont waar de tegels zouden komen (gestippelde kaders, bomen gearceerd). Kies nu het vakje voor je { $type_name }.
wispwood-builder-preview = Voorbeeld van `{ $move }`: de gestippelde kaders tonen waar de tegels komen. Er wordt niets gelegd voordat je op Bevestigen drukt.
wispwood-builder-again = Opnieuw beginnen
wispwood-builder-forest = Toon één bos groter
wispwood-builder-forest_shown = Het bos van { $player }.
wispwood-modal-place = Je zet (notatie)
wispwood-modal-place_example = take 3 L4 E3,E4,E5,F5 wisp=E5
wispwood-modal-trees = Je bomen (notatie)
wispwood-modal-trees_example = trees E7,F7,E8

## /game rules
wispwood-help = Wispwood (1-4 spelers): laat in drie rondes een bos van dwaallichtjes en bomen rond je kat groeien; je bos moet in 4x4 passen, dan 5x5, dan 6x6. Neem in je beurt een dwaallichtje uit de vijver met een van de twee vormen ernaast en leg de vorm tegen je bos (het dwaallichtje op één vak, bomen op de rest): take <plek> <vorm> <vakken> wisp=<vak>. Of plant 1-3 bomen: trees <vakken> (dat wekt ook je kat). Je wakkere kat kan de vijver verversen (cat-refill) of je elke vorm laten gebruiken (voeg cat toe). Heeft iemand het vierkant vol, dan eindigt de ronde zodra iedereen even vaak aan de beurt was; vijf doelkaarten tellen elk bos. Tussen de rondes zet je je kat op een boom (cat <vak> of cat stay); bomen verdwijnen, dwaallichtjes blijven. Het hoogste totaal wint; bij gelijkspel de betere ronde 3. Alleen speel je tegen de spookkat.
