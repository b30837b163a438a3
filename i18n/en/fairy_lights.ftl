fairy_lights-UNKNOWN_KEYWORD = "{ $word }" is not a move: type draw, or take followed by one or two colours.
fairy_lights-UNKNOWN_COLOUR = "{ $word }" is not a colour: use R, Y, G, B, P or red, yellow, green, blue, purple.
fairy_lights-SAME_COLOUR_TWICE = You named { $colour_name } twice: name two different colours.
fairy_lights-TOO_MANY_COLOURS = You can take at most two colours: name one or two.
fairy_lights-TAKE_WITHOUT_COLOUR = Say which colour to take, e.g. take red.
fairy_lights-DRAW_TAKES_NOTHING = A draw takes no colour: type just draw.
fairy_lights-TRAILING_TEXT = Type just { $word }, with nothing after it.
fairy_lights-EMPTY = Type a move: draw, or take followed by a colour.
fairy_lights-SHOP_FULL = The shop is full: take two colours.
fairy_lights-DECK_EMPTY = The deck is empty: take a colour.
fairy_lights-SHOP_EMPTY = The shop is empty: draw first.
fairy_lights-TWO_COLOURS_NEEDED = The shop is full: take two colours, e.g. take G+B.
fairy_lights-ONE_COLOUR_ONLY = With fewer than five cards in the shop (or only one colour in it) you take one colour.
fairy_lights-COLOUR_NOT_IN_SHOP = There is no { $colour_name } card in the shop: pick a colour you can see there.
fairy_lights-ALREADY_RESIGNED = You have already resigned from this game.
fairy_lights-NOTHING_TO_UNDO = There is no take to undo: a draw can never be undone, and a take only until the next player acts.
fairy_lights-NOT_YOUR_TAKE = Only the player who made the last take can undo it.
fairy_lights-SEAT_COUNT = Fairy Lights needs { $min } to { $max } players.
fairy_lights-NO_OPTIONS = Fairy Lights has no options.
fairy_lights-colour-R = red
fairy_lights-colour-Y = yellow
fairy_lights-colour-G = green
fairy_lights-colour-B = blue
fairy_lights-colour-P = purple
fairy_lights-event-turn_start = Turn { $turn_no }: it is { $player }'s turn.
fairy_lights-event-draw = { $player } drew a card: { $colour_name } ({ $card }; { $deck ->
        [one] { $deck } card left
       *[other] { $deck } cards left
    }).
fairy_lights-event-bust = { $player } drew { $colour_name } again, the colour of the last card in the shop ({ $card } after { $last }): bust! The turn ends with nothing taken.
fairy_lights-event-must_take = { $player } can't draw any more: { $reason_name }.
fairy_lights-event-take = { $player } takes from the shop ({ $move }).
fairy_lights-event-scored = Scored { $colour_name } with { $bulbs ->
        [one] { $bulbs } bulb
       *[other] { $bulbs } bulbs
    }: { $player } banks { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }.
fairy_lights-event-kept = Kept { $colour_name }: { $bulbs } of 3 bulbs so far.
fairy_lights-event-discarded = Overshot { $colour_name } at { $bulbs ->
        [one] { $bulbs } bulb
       *[other] { $bulbs } bulbs
    }: those cards go to the discard pile ({ $cards }).
fairy_lights-event-undo = { $player } took back their move ({ $move }) and is choosing again.
fairy_lights-event-resign = { $player } resigned.
fairy_lights-event-game_end = The game is over.
fairy_lights-must_take-shop_full = the shop is full, so two colours must be taken
fairy_lights-must_take-shop_one_colour = the shop is full of one colour, which must be taken
fairy_lights-must_take-deck_empty = that was the last card, so a colour must be taken
fairy_lights-control-draw = Draw
fairy_lights-control-take_R = Take red
fairy_lights-control-take_Y = Take yellow
fairy_lights-control-take_G = Take green
fairy_lights-control-take_B = Take blue
fairy_lights-control-take_P = Take purple
fairy_lights-control-take_pair = Take two colours
fairy_lights-control-undo = Undo { $player }'s take
fairy_lights-confirm-discard = This take would send cards to the discard pile. Press { common-button-confirm } to take them anyway.
fairy_lights-end-deck_out = The last card was revealed and the turn is over: the game has ended.
fairy_lights-end-resign = The game ended because too few players are left after resignations.
fairy_lights-end-running = The game is still running.
fairy_lights-summary = Push-your-luck card drafting: collect lights in sets of three bulbs.
fairy_lights-status-table = Shop: { $shop }. Deck: { $deck ->
        [one] { $deck } card left
       *[other] { $deck } cards left
    }, discard pile: { $discard }.
fairy_lights-status-player = { $player }: score { $score } ({ $scored ->
        [one] { $scored } card scored
       *[other] { $scored } cards scored
    } for { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }, { $held ->
        [one] { $held } star unscored
       *[other] { $held } stars unscored
    }).
fairy_lights-status-player_resigned = { $player } (resigned): score { $score }.
fairy_lights-help = 2-6 players. On your turn, draw cards one at a time into the shop (`draw`) and then take every card of one colour from it (`take R`); with 1-4 cards in the shop you may also take without drawing. If a drawn card has the colour of the shop's last card, you bust and your turn ends with nothing. A full shop of five cards must be taken: name two colours (`take G+B`). When a colour's bulbs in your collection reach a multiple of three, those cards are scored; at 4 or more bulbs that are not a multiple of three, that colour is discarded. The game ends once the last card of the deck is revealed and that turn is over: scored stars count for you, stars still in your collection count against you. Buttons under each picture offer the legal choices; `{ commands-game-undo-slash }` takes back a take until the next player acts.
fairy_lights-reason-deck_out = the last card was drawn
fairy_lights-reason-resign = { $names } resigned
