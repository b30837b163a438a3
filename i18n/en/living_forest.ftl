# Living Forest (+ Kodama): refusals, events, controls, panel and status lines, names.
living_forest-BAD_NOTATION = I can't read "{ $text }" as a move: try `draw`, `stop`, `att 2a 1d`, `ext 4 2`, `plant 5A@B2`, `move 3`, `frag` or `pass` (see { commands-game-rules-slash }).
living_forest-BAD_OPTION = The value { $value } is not allowed for { $option }: pick one of the offered choices.
living_forest-UNKNOWN_OPTION = Living Forest has no option called { $option }: leave it out.
living_forest-SEAT_COUNT = Living Forest is played by { $min } to { $max } players: wait until enough have joined.
living_forest-NO_KODAMA = That move belongs to the Kodama module, which this table plays without: pick a base-game move.
living_forest-WRONG_PHASE = That move is not possible in this phase: in the animal phase you draw, discard or stop; in your action turn you take actions.
living_forest-DECISION_PENDING = A decision is waiting first: answer the pending steal or bonus action (or `skip` a bonus).
living_forest-NOTHING_PENDING = Nothing is pending, so there is nothing to steal or skip: take an action or `pass`.
living_forest-MUST_STOP = You have three solitary symbols: you must stop drawing now.
living_forest-NO_CARDS = Your draw pile and discard pile are both empty: stop drawing.
living_forest-NO_FRAGMENT = You have no Fragment to put the last card back: draw on or stop.
living_forest-NOTHING_TO_DISCARD = There is no freshly drawn card to put back: a Fragment works only on the card you just drew.
living_forest-NOTHING_DRAWN = Draw at least one card before you stop.
living_forest-NO_ACTIONS_LEFT = You have used all your basic actions this turn: `pass` to end your turn.
living_forest-TYPE_USED = You already took the action { $action_name } this turn: pick a different action.
living_forest-NO_BONUS_CARD = No level-3 animal in your help line gives that bonus action: play it as a basic action instead.
living_forest-BONUS_USED = You already used that level-3 bonus this turn.
living_forest-SUPPLY_EMPTY = The Fragment supply is empty: pick another action.
living_forest-SLOT_EMPTY = Market slot { $slot } is empty: pick a slot that holds an animal.
living_forest-SLOT_TWICE = You named the same market slot twice: list each slot once.
living_forest-OVER_BUDGET = That costs { $cost } { $element_name } and you have only { $budget }: pick something cheaper.
living_forest-NO_SUCH_FIRE = The centre does not hold those Fire tiles: name values of fires that are there.
living_forest-NO_COPY = No Protective Tree { $tree } is left: pick another tree.
living_forest-NOT_A_SPACE = { $space } is not a space of your forest: use A1 to C5.
living_forest-OCCUPIED = A tree already grows on { $space }: pick an empty space.
living_forest-NOT_ADJACENT = { $space } does not touch a tree of your forest: plant next to one.
living_forest-STACK_EMPTY = Kodama stack { $stack } is empty: call from another stack.
living_forest-NOT_PENDING_POSITION = You jumped player { $position }: take your tile from them first.
living_forest-NO_SUCH_TILE = Player { $position } holds no { $kind_name } tile: pick a kind they hold.
living_forest-NO_TILE = You have no unused Element tile.
living_forest-ALREADY_RESIGNED = You have already left this game.
living_forest-event-round_start = **Round { $round }: animal phase.** Everyone draws now, at their own pace, in their own panel.
living_forest-event-reshuffle = { $player } shuffles their discard pile into a new draw pile ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }).
living_forest-event-draw = { $player } reveals { $card_name } (solitary symbols: { $solitary }).
living_forest-event-discard = { $player } spends a Fragment and puts { $card_name } back (solitary symbols: { $solitary }).
living_forest-event-stop = { $player } stops drawing ({ $auto_name }).
living_forest-event-done = { $player } is done drawing.
living_forest-event-reveal = **Everyone is done: the help lines of round { $round }.**
living_forest-event-reveal-item = { $player }: { $lines_names } → { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }
living_forest-event-turn_start = **{ $player }'s action turn** ({ $actions ->
        [one] { $actions } basic action
       *[other] { $actions } basic actions
    }).
living_forest-event-kodama_reward = { $player } shows { $kodama } Kodama symbols: Fragment { $fragment_name }, Element tile { $element_name }, extra action { $extra_action_name }.
living_forest-event-frag = { $player } takes a Fragment ({ $how_name }).
living_forest-event-attract = { $player } attracts { $cards_names } (slots { $slots }), spending { $cost } of { $budget } sun ({ $how_name }).
living_forest-event-extinguish = { $player } puts out the fires { $values } with { $budget } water ({ $how_name }).
living_forest-event-plant = { $player } plants tree { $tree } on { $space }, spending { $cost } of { $budget } plant ({ $how_name }).
living_forest-event-move = { $player } moves { $steps ->
        [one] { $steps } rock
       *[other] { $steps } rocks
    } on the Circle of Spirits, from R{ $from } to R{ $to } ({ $how_name }); jumped over: { $jumped_players }.
living_forest-event-call = { $player } calls { $card_name } from Kodama stack { $stack } for { $cost } flowers ({ $how_name }).
living_forest-event-line = { $player } completes { $line_name }.
living_forest-event-fragments = { $player } takes { $count ->
        [one] { $count } Fragment
       *[other] { $count } Fragments
    } ({ $source }).
living_forest-event-bonus = { $player } gets a bonus action from { $source }: { $action_name } with { $extra } extra.
living_forest-event-bonus_lapsed = { $player }'s bonus action { $action_name } from { $source } lapses: it can't be used.
living_forest-event-skip = { $player } skips the bonus action { $action_name } from { $source }.
living_forest-event-steal = { $player } takes a { $kind_name } victory tile ({ $spirit_name }) from { $victim_player }.
living_forest-event-onibi = Onibi moves from R{ $from } to R{ $to } and adds { $fires ->
        [one] { $fires } fire
       *[other] { $fires } fires
    }; jumped over: { $jumped_players }.
living_forest-event-target_raised = Kodama stack { $stack } is empty: the { $condition_name } target rises to { $target }.
living_forest-event-elem = { $player } uses an Element tile: +{ $amount } { $element_name }.
living_forest-event-pass = { $player } ends their turn.
living_forest-event-turn_end = { $player }'s action turn is over.
living_forest-event-fire_check = **End of round:** { $count ->
        [one] { $count } fire
       *[other] { $count } fires
    } with fire power { $power }; safe: { $safe_players }.
living_forest-event-fire_check-item = { $player } receives { $hits ->
        [one] { $hits } Fire Varan
       *[other] { $hits } Fire Varans
    }.
living_forest-event-new_fires = New fires in the centre: { $values }.
living_forest-event-market_refill = New animals in the market: { $slots_names }.
living_forest-event-sacred_tree = The Sacred Tree passes to { $player }.
living_forest-event-resign = { $player } leaves the game.
living_forest-event-timeout = { $player } ran out of time: the bot played the default move.
living_forest-event-game_end = **Game over** ({ $reason_name }). Winner: { $winners_players }.
living_forest-end-victory = A victory condition is met.
living_forest-end-resign = Only one player is left.
living_forest-end-counts-item = { $player }: Trees { $tree }, Fires { $fire }, Flowers { $flower }.
living_forest-reason-victory = victory condition met
living_forest-reason-resign = all others left
living_forest-control-draw = Draw
living_forest-control-discard = Discard last card (uses a Fragment)
living_forest-control-stop = Stop
living_forest-control-open_panel = Open my draw panel
living_forest-control-steal_fire = Take Fire tile from player { $position }
living_forest-control-steal_flower = Take Flower tile from player { $position }
living_forest-control-steal_tree = Take Tree tile from player { $position }
living_forest-control-skip_bonus = Skip bonus ({ $action_name })
living_forest-control-frag = Take a Fragment
living_forest-control-pass = End turn
living_forest-control-select_att = Attract…
living_forest-control-select_ext = Extinguish…
living_forest-control-select_plant = Plant…
living_forest-control-select_move = Move…
living_forest-control-select_other = Other action…
living_forest-control-select_call = Call a Kodama…
living_forest-control-select_frag = Take a Fragment…
living_forest-panel-title = **Your draw panel, round { $round }**
living_forest-panel-help_line = Help line ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }): { $cards_names }
living_forest-panel-solitary = Solitary symbols: { $n } of 3.
living_forest-panel-totals = Totals: { $sun } sun, { $water } water, { $plant } plant, { $wind } wind, { $flower } flower.
living_forest-panel-piles = Draw pile { $draw }, discard pile { $discard }, Fragments { $fragments }.
living_forest-panel-kodama = Kodama symbols: { $k }.
living_forest-panel-must_stop = Three solitary symbols: you must stop.
living_forest-panel-done = You are done drawing: { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } this round. The help lines are shown when everyone is done.
living_forest-panel-stale = That panel is out of date: here is a fresh one.
living_forest-panel-others_drawing = Waiting for: { $names }.
living_forest-status-round = Round { $round }, { $phase_name }. Sacred Tree: { $sacred_player }. Fire power { $fire_power } ({ $fires ->
        [one] { $fires } fire
       *[other] { $fires } fires
    }).
living_forest-status-drawing = p{ $position } { $player }: drawing…
living_forest-status-done = p{ $position } { $player }: done
living_forest-status-resigned = p{ $position } { $player }: left the game
living_forest-status-player = p{ $position } { $player }: Trees { $trees }/{ $tree_target }, Fires { $fires }/{ $fire_target }, Flowers { $flowers }/{ $flower_target }
living_forest-status-turn = { $player } is acting: { $left } of { $actions } basic actions left.
living_forest-status-pending_steal = Pending: take a victory tile from player { $position }.
living_forest-status-pending_bonus = Pending: bonus action { $action_name } from { $source } (or skip it).
living_forest-phase-animal = animal phase
living_forest-phase-action = action phase
living_forest-phase-over = game over
living_forest-how-basic = basic action
living_forest-how-bonus = bonus action
living_forest-how-card = level-3 card bonus
living_forest-auto-true = forced by three solitary symbols
living_forest-auto-false = by choice
living_forest-flag-true = yes
living_forest-flag-false = no
living_forest-action-frag = Take a Fragment
living_forest-action-att = Attract
living_forest-action-ext = Extinguish
living_forest-action-plant = Plant
living_forest-action-move = Move
living_forest-action-call = Call a Kodama
living_forest-kind-fire = Fire
living_forest-kind-flower = Flower
living_forest-kind-tree = Tree
living_forest-condition-fire = Fires
living_forest-condition-flower = Flowers
living_forest-condition-tree = Trees
living_forest-element-sun = sun
living_forest-element-water = water
living_forest-element-plant = plant
living_forest-element-wind = wind
living_forest-element-flower = flower
living_forest-spirit-winter = Winter
living_forest-spirit-spring = Spring
living_forest-spirit-summer = Summer
living_forest-spirit-autumn = Autumn
living_forest-line-col0 = column 0 (+1 Kodama)
living_forest-line-col2 = column 2 (+1 water)
living_forest-line-col3 = column 3 (+1 sun)
living_forest-line-col4 = column 4 (+1 wind)
living_forest-line-rowB = row B (+2 flowers)
living_forest-help = Two to four Spirits of Nature race to save the forest. **Each round** starts with the **animal phase**, played by everyone at once in a private panel (**Open my draw panel** or { commands-game-board-slash }): `draw` turns over your next Guardian Animal; a third uncancelled solitary symbol ends your drawing and leaves you one action instead of two; a Fragment puts the last card back (`discard`); `stop` when you like. Nobody sees your cards until everyone is done. Then, in turn order from the Sacred Tree, each player takes two **different basic actions** with the symbols of their help line: `frag` (a Fragment), `att 2a 1d` (attract animals for sun; each adds a fire), `ext 4 2` (put out fires with water), `plant 5A@B2` (plant a Protective Tree with plant symbols, next to your trees), `move 3` (move on the Circle of Spirits with wind; jumping a figure takes one of its victory tiles), and `pass` to end early. Bonus actions from rocks and corners are answered with the action or `skip`. At the end of the round, every player whose water is below the fire power gets Fire Varans. The game ends after an action phase in which someone has **12 different trees, 12 Fire tiles or 12 visible flowers**; the best sum of the three wins. With `kodama:true`: `call F|T|W` calls a Kodama for flowers, `elem water` uses an Element tile, `+ext 3` a level-3 card bonus; targets are 13, or 15 once a Kodama stack is empty.
living_forest-card-bear = Bear
living_forest-card-beetle = Beetle
living_forest-card-lynx = Lynx
living_forest-card-fox = Fox
living_forest-card-owl = Owl
living_forest-card-goldfish = Goldfish
living_forest-card-tanuki = Tanuki
living_forest-card-wild_boar = Wild Boar
living_forest-card-weasel = Weasel
living_forest-card-hare = Hare
living_forest-card-fawn = Fawn
living_forest-card-hummingbird = Hummingbird
living_forest-card-bee = Bee
living_forest-card-baboon = Baboon
living_forest-card-hedgehog = Hedgehog
living_forest-card-caterpillar = Caterpillar
living_forest-card-flamingo = Flamingo
living_forest-card-ram = Ram
living_forest-card-wolf = Wolf
living_forest-card-lemur = Lemur
living_forest-card-squirrel = Squirrel
living_forest-card-tortoise = Tortoise
living_forest-card-coati = Coati
living_forest-card-raccoon = Raccoon
living_forest-card-beaver = Beaver
living_forest-card-raven = Raven
living_forest-card-bat = Bat
living_forest-card-cockatoo = Cockatoo
living_forest-card-meerkat = Meerkat
living_forest-card-horse = Horse
living_forest-card-axolotl = Axolotl
living_forest-card-chimpanzee = Chimpanzee
living_forest-card-toucan = Toucan
living_forest-card-butterfly = Butterfly
living_forest-card-spider = Spider
living_forest-card-hippopotamus = Hippopotamus
living_forest-card-horned_owl = Horned Owl
living_forest-card-woodpecker = Woodpecker
living_forest-card-badger = Badger
living_forest-card-rooster = Rooster
living_forest-card-rhinoceros = Rhinoceros
living_forest-card-goat = Goat
living_forest-card-bull = Bull
living_forest-card-salamander = Salamander
living_forest-card-frog = Frog
living_forest-card-marmot = Marmot
living_forest-card-platypus = Platypus
living_forest-card-crane = Crane
living_forest-card-loris = Loris
living_forest-card-koala = Koala
living_forest-card-leopard = Leopard
living_forest-card-eagle = Eagle
living_forest-card-cobra = Cobra
living_forest-card-praying_mantis = Praying Mantis
living_forest-card-panther = Panther
living_forest-card-gorilla = Gorilla
living_forest-card-bison = Bison
living_forest-card-chameleon = Chameleon
living_forest-card-crocodile = Crocodile
living_forest-card-elephant = Elephant
living_forest-card-dolphin = Dolphin
living_forest-card-dog = Dog
living_forest-card-panda = Panda
living_forest-card-deer = Deer
living_forest-card-tapir = Tapir
living_forest-card-fire_varan = Fire Varan
living_forest-card-armadillo = Armadillo
living_forest-card-capybara = Capybara
living_forest-card-crayfish = Crayfish
living_forest-card-peafowl = Peafowl
living_forest-card-sloth = Sloth
living_forest-card-anteater = Anteater
living_forest-card-ara = Macaw
living_forest-card-flying_squirrel = Flying Squirrel
living_forest-card-koi = Koi
living_forest-card-tiger = Tiger
living_forest-card-kodama_winter = Winter Kodama
living_forest-card-kodama_spring = Spring Kodama
living_forest-card-kodama_summer = Summer Kodama
living_forest-card-kodama_autumn = Autumn Kodama
living_forest-card-kodama_f1 = Flower Kodama 1
living_forest-card-kodama_f2 = Flower Kodama 2
living_forest-card-kodama_f3 = Flower Kodama 3
living_forest-card-kodama_f4 = Flower Kodama 4
living_forest-card-kodama_f5 = Flower Kodama 5
living_forest-card-kodama_f6 = Flower Kodama 6
living_forest-card-kodama_t1 = Tree Kodama 1
living_forest-card-kodama_t2 = Tree Kodama 2
living_forest-card-kodama_t3 = Tree Kodama 3
living_forest-card-kodama_t4 = Tree Kodama 4
living_forest-card-kodama_t5 = Tree Kodama 5
living_forest-card-kodama_t6 = Tree Kodama 6
living_forest-card-kodama_w1 = Fire Kodama 1
living_forest-card-kodama_w2 = Fire Kodama 2
living_forest-card-kodama_w3 = Fire Kodama 3
living_forest-card-kodama_w4 = Fire Kodama 4
living_forest-card-kodama_w5 = Fire Kodama 5
living_forest-card-kodama_w6 = Fire Kodama 6
