# Living Forest (+ Kodama): refusals, events, controls, panel and status lines, names.
living_forest-BAD_NOTATION = Ik kan "{ $text }" niet als zet lezen: probeer `draw`, `stop`, `att 2a 1d`, `ext 4 2`, `plant 5A@B2`, `move 3`, `frag` of `pass` (zie { commands-game-rules-slash }).
living_forest-BAD_OPTION = De waarde { $value } is niet toegestaan voor { $option }: kies een van de aangeboden keuzes.
living_forest-UNKNOWN_OPTION = Living Forest heeft geen optie { $option }: laat die weg.
living_forest-SEAT_COUNT = Living Forest speel je met { $min } tot { $max } spelers: wacht tot er genoeg zijn aangeschoven.
living_forest-NO_KODAMA = Die zet hoort bij de Kodama-module, en deze tafel speelt zonder: kies een zet uit het basisspel.
living_forest-WRONG_PHASE = Die zet kan niet in deze fase: in de dierenfase trek je, leg je terug of stop je; in je actiebeurt doe je acties.
living_forest-DECISION_PENDING = Er wacht eerst een beslissing: beantwoord de openstaande diefstal of bonusactie (of `skip` een bonus).
living_forest-NOTHING_PENDING = Er staat niets open, dus er valt niets te stelen of over te slaan: doe een actie of `pass`.
living_forest-MUST_STOP = Je hebt drie solitaire symbolen: je moet nu stoppen met trekken.
living_forest-NO_CARDS = Je trekstapel en aflegstapel zijn allebei leeg: stop met trekken.
living_forest-NO_FRAGMENT = Je hebt geen Fragment om de laatste kaart terug te leggen: trek verder of stop.
living_forest-NOTHING_TO_DISCARD = Er is geen net getrokken kaart om terug te leggen: een Fragment werkt alleen op de kaart die je net trok.
living_forest-NOTHING_DRAWN = Trek minstens één kaart voordat je stopt.
living_forest-NO_ACTIONS_LEFT = Je hebt al je basisacties van deze beurt gebruikt: `pass` om je beurt te beëindigen.
living_forest-TYPE_USED = Je deed de actie { $action_name } deze beurt al: kies een andere actie.
living_forest-NO_BONUS_CARD = Geen dier van niveau 3 in je hulprij geeft die bonusactie: speel haar als basisactie.
living_forest-BONUS_USED = Je gebruikte die bonus van niveau 3 deze beurt al.
living_forest-SUPPLY_EMPTY = De voorraad Fragmenten is op: kies een andere actie.
living_forest-SLOT_EMPTY = Marktvak { $slot } is leeg: kies een vak met een dier.
living_forest-SLOT_TWICE = Je noemde hetzelfde marktvak twee keer: noem elk vak één keer.
living_forest-OVER_BUDGET = Dat kost { $cost } { $element_name } en je hebt er maar { $budget }: kies iets goedkopers.
living_forest-NO_SUCH_FIRE = Die vuurtegels liggen niet in het midden: noem waarden van vuren die er liggen.
living_forest-NO_COPY = Er is geen Beschermboom { $tree } meer: kies een andere boom.
living_forest-NOT_A_SPACE = { $space } is geen vak van je bos: gebruik A1 tot C5.
living_forest-OCCUPIED = Op { $space } staat al een boom: kies een leeg vak.
living_forest-NOT_ADJACENT = { $space } grenst niet aan een boom van je bos: plant ernaast.
living_forest-STACK_EMPTY = Kodamastapel { $stack } is leeg: roep uit een andere stapel.
living_forest-NOT_PENDING_POSITION = Je sprong over speler { $position }: neem eerst bij hem of haar je tegel.
living_forest-NO_SUCH_TILE = Speler { $position } heeft geen { $kind_name }-tegel: kies een soort die hij of zij heeft.
living_forest-NO_TILE = Je hebt geen ongebruikte Elementtegel.
living_forest-ALREADY_RESIGNED = Je hebt dit spel al verlaten.
living_forest-event-round_start = **Ronde { $round }: dierenfase.** Iedereen trekt nu, in eigen tempo, in een eigen paneel.
living_forest-event-reshuffle = { $player } schudt de aflegstapel tot een nieuwe trekstapel ({ $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    }).
living_forest-event-draw = { $player } onthult { $card_name } (solitaire symbolen: { $solitary }).
living_forest-event-discard = { $player } betaalt een Fragment en legt { $card_name } terug (solitaire symbolen: { $solitary }).
living_forest-event-stop = { $player } stopt met trekken ({ $auto_name }).
living_forest-event-done = { $player } is klaar met trekken.
living_forest-event-reveal = **Iedereen is klaar: de hulprijen van ronde { $round }.**
living_forest-event-reveal-item = { $player }: { $lines_names } → { $actions ->
        [one] { $actions } actie
       *[other] { $actions } acties
    }
living_forest-event-turn_start = **Actiebeurt van { $player }** ({ $actions ->
        [one] { $actions } basisactie
       *[other] { $actions } basisacties
    }).
living_forest-event-kodama_reward = { $player } toont { $kodama } Kodama-symbolen: Fragment { $fragment_name }, Elementtegel { $element_name }, extra actie { $extra_action_name }.
living_forest-event-frag = { $player } neemt een Fragment ({ $how_name }).
living_forest-event-attract = { $player } trekt { $cards_names } aan (vakken { $slots }) en besteedt { $cost } van { $budget } zon ({ $how_name }).
living_forest-event-extinguish = { $player } dooft de vuren { $values } met { $budget } water ({ $how_name }).
living_forest-event-plant = { $player } plant boom { $tree } op { $space } en besteedt { $cost } van { $budget } plant ({ $how_name }).
living_forest-event-move = { $player } zet { $steps ->
        [one] { $steps } rots
       *[other] { $steps } rotsen
    } op de Cirkel der Geesten, van R{ $from } naar R{ $to } ({ $how_name }); overgesprongen: { $jumped_players }.
living_forest-event-call = { $player } roept { $card_name } uit Kodamastapel { $stack } voor { $cost } bloemen ({ $how_name }).
living_forest-event-line = { $player } maakt { $line_name } vol.
living_forest-event-fragments = { $player } neemt { $count ->
        [one] { $count } Fragment
       *[other] { $count } Fragmenten
    } ({ $source }).
living_forest-event-bonus = { $player } krijgt een bonusactie van { $source }: { $action_name } met { $extra } extra.
living_forest-event-bonus_lapsed = De bonusactie { $action_name } van { $source } van { $player } vervalt: ze kan niet.
living_forest-event-skip = { $player } slaat de bonusactie { $action_name } van { $source } over.
living_forest-event-steal = { $player } neemt een { $kind_name }-overwinningstegel ({ $spirit_name }) van { $victim_player }.
living_forest-event-onibi = Onibi gaat van R{ $from } naar R{ $to } en legt { $fires ->
        [one] { $fires } vuur
       *[other] { $fires } vuren
    } bij; overgesprongen: { $jumped_players }.
living_forest-event-target_raised = Kodamastapel { $stack } is leeg: het doel voor { $condition_name } stijgt naar { $target }.
living_forest-event-elem = { $player } gebruikt een Elementtegel: +{ $amount } { $element_name }.
living_forest-event-pass = { $player } beëindigt de beurt.
living_forest-event-turn_end = De actiebeurt van { $player } is voorbij.
living_forest-event-fire_check = **Einde van de ronde:** { $count ->
        [one] { $count } vuur
       *[other] { $count } vuren
    } met vuurkracht { $power }; veilig: { $safe_players }.
living_forest-event-fire_check-item = { $player } krijgt { $hits ->
        [one] { $hits } Vuurvaraan
       *[other] { $hits } Vuurvaranen
    }.
living_forest-event-new_fires = Nieuwe vuren in het midden: { $values }.
living_forest-event-market_refill = Nieuwe dieren op de markt: { $slots_names }.
living_forest-event-sacred_tree = De Heilige Boom gaat naar { $player }.
living_forest-event-resign = { $player } verlaat het spel.
living_forest-event-timeout = De tijd van { $player } is op: de bot speelde de standaardzet.
living_forest-event-game_end = **Einde van het spel** ({ $reason_name }). Winnaar: { $winners_players }.
living_forest-end-victory = Aan een overwinningsvoorwaarde is voldaan.
living_forest-end-resign = Er is nog maar één speler over.
living_forest-end-counts-item = { $player }: Bomen { $tree }, Vuren { $fire }, Bloemen { $flower }.
living_forest-reason-victory = overwinningsvoorwaarde gehaald
living_forest-reason-resign = alle anderen zijn weg
living_forest-control-draw = Trekken
living_forest-control-discard = Laatste kaart terug (kost een Fragment)
living_forest-control-stop = Stoppen
living_forest-control-open_panel = Open mijn trekpaneel
living_forest-control-steal_fire = Neem vuurtegel van speler { $position }
living_forest-control-steal_flower = Neem bloemtegel van speler { $position }
living_forest-control-steal_tree = Neem boomtegel van speler { $position }
living_forest-control-skip_bonus = Bonus overslaan ({ $action_name })
living_forest-control-frag = Neem een Fragment
living_forest-control-pass = Beurt beëindigen
living_forest-control-select_att = Aantrekken…
living_forest-control-select_ext = Doven…
living_forest-control-select_plant = Planten…
living_forest-control-select_move = Verplaatsen…
living_forest-control-select_other = Andere actie…
living_forest-control-select_call = Kodama roepen…
living_forest-control-select_frag = Fragment nemen…
living_forest-panel-title = **Je trekpaneel, ronde { $round }**
living_forest-panel-help_line = Hulprij ({ $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }): { $cards_names }
living_forest-panel-solitary = Solitaire symbolen: { $n } van 3.
living_forest-panel-totals = Totaal: { $sun } zon, { $water } water, { $plant } plant, { $wind } wind, { $flower } bloem.
living_forest-panel-piles = Trekstapel { $draw }, aflegstapel { $discard }, Fragmenten { $fragments }.
living_forest-panel-kodama = Kodama-symbolen: { $k }.
living_forest-panel-must_stop = Drie solitaire symbolen: je moet stoppen.
living_forest-panel-done = Je bent klaar met trekken: { $actions ->
        [one] { $actions } actie
       *[other] { $actions } acties
    } deze ronde. De hulprijen worden getoond als iedereen klaar is.
living_forest-panel-stale = Dat paneel is verouderd: hier is een nieuw.
living_forest-panel-others_drawing = Nog bezig: { $names }.
living_forest-status-round = Ronde { $round }, { $phase_name }. Heilige Boom: { $sacred_player }. Vuurkracht { $fire_power } ({ $fires ->
        [one] { $fires } vuur
       *[other] { $fires } vuren
    }).
living_forest-status-drawing = p{ $position } { $player }: trekt…
living_forest-status-done = p{ $position } { $player }: klaar
living_forest-status-resigned = p{ $position } { $player }: heeft het spel verlaten
living_forest-status-player = p{ $position } { $player }: Bomen { $trees }/{ $tree_target }, Vuren { $fires }/{ $fire_target }, Bloemen { $flowers }/{ $flower_target }
living_forest-status-turn = { $player } is aan zet: nog { $left } van { $actions } basisacties.
living_forest-status-pending_steal = Open: neem een overwinningstegel van speler { $position }.
living_forest-status-pending_bonus = Open: bonusactie { $action_name } van { $source } (of sla haar over).
living_forest-phase-animal = dierenfase
living_forest-phase-action = actiefase
living_forest-phase-over = einde van het spel
living_forest-how-basic = basisactie
living_forest-how-bonus = bonusactie
living_forest-how-card = bonus van een kaart van niveau 3
living_forest-auto-true = gedwongen door drie solitaire symbolen
living_forest-auto-false = uit vrije keuze
living_forest-flag-true = ja
living_forest-flag-false = nee
living_forest-action-frag = Fragment nemen
living_forest-action-att = Aantrekken
living_forest-action-ext = Doven
living_forest-action-plant = Planten
living_forest-action-move = Verplaatsen
living_forest-action-call = Kodama roepen
living_forest-kind-fire = Vuur
living_forest-kind-flower = Bloem
living_forest-kind-tree = Boom
living_forest-condition-fire = Vuren
living_forest-condition-flower = Bloemen
living_forest-condition-tree = Bomen
living_forest-element-sun = zon
living_forest-element-water = water
living_forest-element-plant = plant
living_forest-element-wind = wind
living_forest-element-flower = bloem
living_forest-spirit-winter = Winter
living_forest-spirit-spring = Lente
living_forest-spirit-summer = Zomer
living_forest-spirit-autumn = Herfst
living_forest-line-col0 = kolom 0 (+1 Kodama)
living_forest-line-col2 = kolom 2 (+1 water)
living_forest-line-col3 = kolom 3 (+1 zon)
living_forest-line-col4 = kolom 4 (+1 wind)
living_forest-line-rowB = rij B (+2 bloemen)
living_forest-help = Twee tot vier Natuurgeesten redden samen het bos, maar er wint er maar één. **Elke ronde** begint met de **dierenfase**, die iedereen tegelijk speelt in een eigen paneel (**Open mijn trekpaneel** of { commands-game-board-slash }): `draw` draait je volgende Hoedersdier om; een derde solitair symbool dat niet wordt opgeheven stopt je trekken en laat je één actie in plaats van twee; een Fragment legt de laatste kaart terug (`discard`); `stop` wanneer je wilt. Niemand ziet je kaarten voordat iedereen klaar is. Daarna doet elke speler, in beurtvolgorde vanaf de Heilige Boom, twee **verschillende basisacties** met de symbolen van de hulprij: `frag` (een Fragment), `att 2a 1d` (dieren aantrekken met zon; elk brengt een vuur), `ext 4 2` (vuren doven met water), `plant 5A@B2` (een Beschermboom planten met plantsymbolen, naast je bomen), `move 3` (verplaatsen op de Cirkel der Geesten met wind; wie je overspringt, verliest een overwinningstegel aan jou) en `pass` om eerder te stoppen. Bonusacties van rotsen en hoeken beantwoord je met de actie of `skip`. Aan het einde van de ronde krijgt elke speler met minder water dan de vuurkracht Vuurvaranen. Het spel eindigt na een actiefase waarin iemand **12 verschillende bomen, 12 vuurtegels of 12 zichtbare bloemen** heeft; de hoogste som van de drie wint. Met `kodama:true`: `call F|T|W` roept een Kodama voor bloemen, `elem water` gebruikt een Elementtegel, `+ext 3` een bonus van een kaart van niveau 3; de doelen zijn 13, of 15 zodra een Kodamastapel leeg is.
living_forest-card-bear = Beer
living_forest-card-beetle = Kever
living_forest-card-lynx = Lynx
living_forest-card-fox = Vos
living_forest-card-owl = Uil
living_forest-card-goldfish = Goudvis
living_forest-card-tanuki = Tanuki
living_forest-card-wild_boar = Wild zwijn
living_forest-card-weasel = Wezel
living_forest-card-hare = Haas
living_forest-card-fawn = Reekalf
living_forest-card-hummingbird = Kolibrie
living_forest-card-bee = Bij
living_forest-card-baboon = Baviaan
living_forest-card-hedgehog = Egel
living_forest-card-caterpillar = Rups
living_forest-card-flamingo = Flamingo
living_forest-card-ram = Ram
living_forest-card-wolf = Wolf
living_forest-card-lemur = Maki
living_forest-card-squirrel = Eekhoorn
living_forest-card-tortoise = Landschildpad
living_forest-card-coati = Neusbeer
living_forest-card-raccoon = Wasbeer
living_forest-card-beaver = Bever
living_forest-card-raven = Raaf
living_forest-card-bat = Vleermuis
living_forest-card-cockatoo = Kaketoe
living_forest-card-meerkat = Stokstaartje
living_forest-card-horse = Paard
living_forest-card-axolotl = Axolotl
living_forest-card-chimpanzee = Chimpansee
living_forest-card-toucan = Toekan
living_forest-card-butterfly = Vlinder
living_forest-card-spider = Spin
living_forest-card-hippopotamus = Nijlpaard
living_forest-card-horned_owl = Oehoe
living_forest-card-woodpecker = Specht
living_forest-card-badger = Das
living_forest-card-rooster = Haan
living_forest-card-rhinoceros = Neushoorn
living_forest-card-goat = Geit
living_forest-card-bull = Stier
living_forest-card-salamander = Salamander
living_forest-card-frog = Kikker
living_forest-card-marmot = Marmot
living_forest-card-platypus = Vogelbekdier
living_forest-card-crane = Kraanvogel
living_forest-card-loris = Lori
living_forest-card-koala = Koala
living_forest-card-leopard = Luipaard
living_forest-card-eagle = Arend
living_forest-card-cobra = Cobra
living_forest-card-praying_mantis = Bidsprinkhaan
living_forest-card-panther = Panter
living_forest-card-gorilla = Gorilla
living_forest-card-bison = Bizon
living_forest-card-chameleon = Kameleon
living_forest-card-crocodile = Krokodil
living_forest-card-elephant = Olifant
living_forest-card-dolphin = Dolfijn
living_forest-card-dog = Hond
living_forest-card-panda = Panda
living_forest-card-deer = Hert
living_forest-card-tapir = Tapir
living_forest-card-fire_varan = Vuurvaraan
living_forest-card-armadillo = Gordeldier
living_forest-card-capybara = Capibara
living_forest-card-crayfish = Rivierkreeft
living_forest-card-peafowl = Pauw
living_forest-card-sloth = Luiaard
living_forest-card-anteater = Miereneter
living_forest-card-ara = Ara
living_forest-card-flying_squirrel = Vliegende eekhoorn
living_forest-card-koi = Koi
living_forest-card-tiger = Tijger
living_forest-card-kodama_winter = Winterkodama
living_forest-card-kodama_spring = Lentekodama
living_forest-card-kodama_summer = Zomerkodama
living_forest-card-kodama_autumn = Herfstkodama
living_forest-card-kodama_f1 = Bloemkodama 1
living_forest-card-kodama_f2 = Bloemkodama 2
living_forest-card-kodama_f3 = Bloemkodama 3
living_forest-card-kodama_f4 = Bloemkodama 4
living_forest-card-kodama_f5 = Bloemkodama 5
living_forest-card-kodama_f6 = Bloemkodama 6
living_forest-card-kodama_t1 = Boomkodama 1
living_forest-card-kodama_t2 = Boomkodama 2
living_forest-card-kodama_t3 = Boomkodama 3
living_forest-card-kodama_t4 = Boomkodama 4
living_forest-card-kodama_t5 = Boomkodama 5
living_forest-card-kodama_t6 = Boomkodama 6
living_forest-card-kodama_w1 = Vuurkodama 1
living_forest-card-kodama_w2 = Vuurkodama 2
living_forest-card-kodama_w3 = Vuurkodama 3
living_forest-card-kodama_w4 = Vuurkodama 4
living_forest-card-kodama_w5 = Vuurkodama 5
living_forest-card-kodama_w6 = Vuurkodama 6
