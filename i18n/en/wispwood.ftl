## Wispwood: notation errors (spec 4.9)
wispwood-UNKNOWN_KEYWORD = "{ $word }" is not a move: type refill, cat-refill, take ..., trees ..., or between rounds cat ...
wispwood-BAD_SPACE = "{ $space }" is not a pond space: use a number from 1 to 8.
wispwood-BAD_SHAPE = "{ $shape }" is not a shape: use D2, I3, L3, I4, O4, T4, S4 or L4.
wispwood-BAD_ORIENTATION = "{ $orientation }" is not an orientation: use R0, R90, R180 or R270, optionally followed by M.
wispwood-BAD_CELL = "{ $cell }" is not a cell of the forest: use A1 to K11.
wispwood-DUPLICATE_CELL = You named { $cell } twice: name each cell once.
wispwood-CELL_COUNT = A { $shape } covers a different number of cells than the { $count } you named.
wispwood-TREE_COUNT = A tree turn places 1 to 3 trees.
wispwood-NO_WISP_CELL = Say which cell gets the wisp, e.g. wisp=E5.
wispwood-BAD_NOTATION = That is not a Wispwood move: for example take 3 L4 E3,E4,E5,F5 wisp=E5, or trees E7,F7.
## legality (spec 4.9)
wispwood-REFILL_NOT_FIRST = The free refill must be the first thing you do in your turn.
wispwood-NOTHING_TO_REFILL = The pond is empty: there is nothing to refill.
wispwood-REFILL_MIXED_POND = The free refill needs all pond wisps to be of one type.
wispwood-CAT_HIDDEN = Your cat is hidden: make a tree turn to wake it.
wispwood-SPACE_EMPTY = Space { $space } holds no wisp.
wispwood-CAT_NOT_NEEDED = { $shape } is already next to space { $space }: leave out the cat.
wispwood-SHAPE_NOT_ALLOWED = { $shape } is not next to space { $space }: you may use { $first } or { $second }, or add cat to use your ready cat.
wispwood-NOT_SHAPE = These cells do not form a { $shape }.
wispwood-WISP_NOT_IN_SHAPE = The wisp cell { $cell } is not one of the shape's cells.
wispwood-CELL_OCCUPIED = { $cell } is already occupied.
wispwood-NO_CONTACT = The new tiles must touch your forest along a side.
wispwood-TOO_BIG = That would make your forest { $width } wide and { $height } high; this round allows { $n }x{ $n }.
wispwood-NO_TILES = There are not enough tiles left for that.
wispwood-MUST_TAKE = You used your cat for new wisps, so you must take a wisp: a tree turn is allowed only when none can be placed.
wispwood-CAT_TARGET_NOT_TREE = Your cat can only move onto a tree of your forest, and { $cell } is not one.
wispwood-NOTHING_TO_UNDO = There is nothing of yours to undo: only your last take or tree turn, before anyone else acts.
wispwood-UNDO_REVEALED = That can no longer be undone: new tiles were revealed or the round ended since.
wispwood-ALREADY_RESIGNED = You have already resigned from this game.
## options (spec 7.2)
wispwood-SEAT_COUNT = Wispwood needs { $min } to { $max } players.
wispwood-CARDS_NEED_CUSTOM = The cards option is only used with objectives:custom.
wispwood-CUSTOM_NEEDS_CARDS = With objectives:custom, name five cards in cards, e.g. TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1.
wispwood-BAD_CARD_LIST = Name exactly five known cards, one per category (TREE, PUMP, HEART, WITCH, SPARK), e.g. TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1.
wispwood-BAD_OPTION = "{ $value }" is not a choice for { $option }: use one of { $choices }.
wispwood-OPTION_NOT_FOR_GAME = Wispwood has no option called { $option }.
## names of things
wispwood-type-P = pumpkin
wispwood-type-H = heart
wispwood-type-W = witch
wispwood-type-S = spark
## events
wispwood-event-round_start = Round { $round } begins: forests must fit in { $n }x{ $n }. { $start_player } starts.
wispwood-event-turn_start = Turn { $turn_no }: it is { $player }'s turn.
wispwood-event-supply_rebuilt = The supply ran out: the pond discard pile was shuffled into a new supply of { $supply ->
        [one] { $supply } tile
       *[other] { $supply } tiles
    }.
wispwood-event-take = { $player } took the { $type_name } from space { $space } with { $shape } ({ $move }).
wispwood-event-trees = { $player } planted trees ({ $move }). Their cat is ready.
wispwood-event-pass = { $player } cannot place anything and passes.
wispwood-event-round_end_triggered = { $player } filled their forest: the round ends once everybody has had the same number of turns.
wispwood-event-phantom = The phantom revealed { $value } and took the { $type_name } from space { $to } ({ $tokens ->
        [one] { $tokens } token left
       *[other] { $tokens } tokens left
    }).
wispwood-event-phantom_none = The phantom revealed { $value } but found no wisp.
wispwood-event-round_score = { $player } scores { $score } in round { $round } (total { $total }).
wispwood-event-phantom_score = The phantom scores { $score } in round { $round } (total { $total }).
wispwood-event-round_end = Round { $round } is over.
wispwood-event-cat_phase = Between rounds: everybody may move their cat onto one of their trees, or let it stay.
wispwood-event-trees_cleared = { $trees ->
        [one] { $trees } tree was cleared
       *[other] All { $trees } trees were cleared
    } and shuffled back into the supply.
wispwood-event-undo = { $player } took back their move ({ $move }) and is choosing again.
wispwood-event-resign = { $player } resigned.
wispwood-event-game_end = The game is over.
## end reasons
wispwood-end-complete = All three rounds are scored: the game has ended.
wispwood-end-resign = The game ended because too few players are left after resignations.
wispwood-end-won = You beat the phantom cat!
wispwood-end-lost = The phantom cat wins this time.
wispwood-end-running = The game is still running.
## controls
wispwood-control-refill = Refill
wispwood-control-cat_refill = Cat: new wisps
wispwood-control-place = Place
wispwood-control-trees = Tree turn
wispwood-control-cat_move = { $player }: move your cat onto a tree (or stay)
wispwood-control-undo = Undo
## status lines
wispwood-status-phantom = Phantom: { $total } points, on space { $space }, { $tokens ->
        [one] { $tokens } token left
       *[other] { $tokens } tokens left
    } this round.
## objective cards: one-line rules (spec 2.4)
wispwood-card-TREE_1 = 2 points per row and per column with at least 3 trees.
wispwood-card-TREE_2 = 1 point per tree in your largest tree group.
wispwood-card-TREE_3 = 3 points per tree with at least 3 trees next to it.
wispwood-card-TREE_4 = 2 points per tree in your second-largest tree group.
wispwood-card-TREE_5 = 4 points per tree group of 3 or more trees.
wispwood-card-PUMP_1 = Pumpkins alone in their row and column: 4/9/15/22/30/40.
wispwood-card-PUMP_2 = Pumpkins with no pumpkin around them: 4/9/15/22/30, +8 each more.
wispwood-card-PUMP_3 = Pumpkin pairs with no other pumpkin next to them: 11/23/37, +14 each more.
wispwood-card-PUMP_4 = Wisp groups holding a pumpkin: 4/9/15/22/30, +8 each more.
wispwood-card-PUMP_5 = Pumpkins sharing no diagonal line with a pumpkin: 4/9/15/22/30/39.
wispwood-card-HEART_1 = Each heart: 1 point per tree in its row and per tree in its column.
wispwood-card-HEART_2 = Each heart: 2 points per tree next to it.
wispwood-card-HEART_3 = Each heart: 2 points per tree below it in its column.
wispwood-card-HEART_4 = Each heart: 2 points per tree on its better diagonal line.
wispwood-card-HEART_5 = Each heart: 2 points per tree in its longest straight line of trees.
wispwood-card-WITCH_1 = Place witches on a diagonal line with your cat. 4/10/18 per set.
wispwood-card-WITCH_2 = Place witches in your cat's row or column. 4/10/18 per set.
wispwood-card-WITCH_3 = Place witches next to your cat. 4/10/18 per set.
wispwood-card-WITCH_4 = Place witches diagonally linked to your cat. 4/10/18 per set.
wispwood-card-WITCH_5 = Place witches exactly two cells from your cat. 4/10/18 per set.
wispwood-card-SPARK_1 = Each spark: 2 points per wisp type around it.
wispwood-card-SPARK_2 = Each spark: 2 points per wisp type in its row or column (the better).
wispwood-card-SPARK_3 = Each spark is worth your rarest type: spark 7, pumpkin 5, witch 4, heart 3.
wispwood-card-SPARK_4 = Each spark is worth its lowest neighbour: spark 4, pumpkin 5, witch 6, heart 7.
wispwood-card-SPARK_5 = Each wisp group with a spark: 2 points per wisp type in it.
## messages without plural selectors
wispwood-WRONG_PHASE = That move does not fit this phase: during a turn take a wisp or plant trees; between rounds choose where your cat goes (cat <tree cell> or cat stay).
wispwood-WITCH_RULE = Witch rule ({ $witch_name }).
wispwood-witch-WITCH_1 = Cat's Corner: the witch must be on a diagonal line with your cat
wispwood-witch-WITCH_2 = Cat on the Fence: the witch must be in your cat's row or column
wispwood-witch-WITCH_3 = Ball of Yarn: the witch must be next to your cat, diagonals included
wispwood-witch-WITCH_4 = Meowcabre: the witch must be diagonally next to your cat or to a witch linked to it that way
wispwood-witch-WITCH_5 = Superposition: the witch must be exactly two cells from your cat
wispwood-event-refill = { $player } refilled the pond for free ({ $discarded } discarded).
wispwood-event-cat_refill = { $player } used the cat for new wisps ({ $discarded } discarded).
wispwood-event-auto_refill = The empty pond was refilled.
wispwood-event-phantom_refill = The phantom refilled the pond ({ $discarded } discarded).
wispwood-event-cat_stay = { $player }'s cat stays where it is.
wispwood-event-cat_move = { $player }'s cat moves to { $cell }.
wispwood-status-round = Round { $round } ({ $n }x{ $n }), { $phase_name }. Supply { $supply }, pond discard pile { $discard }.
wispwood-status-player = { $player }: { $total } points ({ $rounds }), { $filled }/{ $size } cells, cat { $cat_name }.
wispwood-status-player_resigned = { $player } (resigned): { $total } points ({ $rounds }).
wispwood-phase-turn = playing
wispwood-phase-cat = cat phase
wispwood-phase-over = game over
wispwood-cat-ready = ready
wispwood-cat-hidden = hidden
## step-by-step builder and notation modals (§7.2)
wispwood-builder-button = Step by step
wispwood-builder-start = Build your move step by step (only you see this): choose the wisp to take, or plant trees. Nothing is placed before you press Confirm.
wispwood-builder-space = Take a wisp: choose its space
wispwood-builder-space_option = Space { $space }: { $type_name }
wispwood-builder-trees = Or plant 1 to 3 trees: choose their cells
wispwood-builder-tree_row = Plant trees one at a time ({ $count } chosen): choose the row of the next
wispwood-builder-tree_cell = Plant trees one at a time ({ $count } chosen): choose the next cell
wispwood-builder-trees_done = Plant here: { $cells }
wispwood-builder-trees_so_far = Trees chosen so far: { $cells }. Choose another cell, or plant them.
wispwood-builder-shape = Choose the shape
wispwood-builder-shape_cat = { $shape } (uses your ready cat)
wispwood-builder-orientation = Choose how the shape is turned
wispwood-builder-row = Many positions fit: choose the row of the shape's top edge first
wispwood-builder-row_option = Row { $row }
wispwood-builder-anchor = Choose the position (the top-left corner of the shape's box)
wispwood-builder-wisp = Choose the cell of the { $type_name }
wispwood-builder-picked_space = You take the { $type_name } from space { $space }.
wispwood-builder-picked_shape = Shape: { $shape }.
wispwood-builder-picked_shape_cat = Shape: { $shape }, with your cat.
wispwood-builder-picked_orientation = Turned: { $orientation } ({ $glyph }).
wispwood-builder-picked_anchor = Position { $anchor }: cells { $cells }.
wispwood-builder-ghost = The picture shows where the tiles would go (dashed frames, trees hatched). Now choose the cell of the { $type_name }.
wispwood-builder-preview = Preview of `{ $move }`: the dashed frames show where the tiles will go. Nothing is placed before you press Confirm.
wispwood-builder-again = Start again
wispwood-builder-forest = Show one forest larger
wispwood-builder-forest_shown = { $player }'s forest.
wispwood-modal-place = Your take (notation)
wispwood-modal-place_example = take 3 L4 E3,E4,E5,F5 wisp=E5
wispwood-modal-trees = Your trees (notation)
wispwood-modal-trees_example = trees E7,F7,E8

## /game rules
wispwood-help = Wispwood (1-4 players): grow a forest of wisps and trees around your cat over three rounds; your forest must fit in 4x4, then 5x5, then 6x6. On your turn take a wisp from the pond with one of the two shapes next to it and place the shape touching your forest (the wisp on one cell, trees on the rest): take <space> <shape> <cells> wisp=<cell>. Or plant 1-3 trees: trees <cells> (this also wakes your cat). Your ready cat can refill the pond (cat-refill) or let you use any shape (add cat). When someone fills their square, the round ends after everybody has had the same number of turns; five objective cards score every forest. Between rounds move your cat onto a tree (cat <cell> or cat stay); trees are cleared, wisps stay. Highest total wins; ties go to the better round 3. Alone, you play against the phantom cat.
