fairy_lights-UNKNOWN_KEYWORD = « { $word } » n'est pas un coup : tapez draw, ou take suivi d'une ou deux couleurs.
fairy_lights-UNKNOWN_COLOUR = « { $word } » n'est pas une couleur : utilisez R, Y, G, B, P ou red, yellow, green, blue, purple (rouge, jaune, vert, bleu, violet).
fairy_lights-SAME_COLOUR_TWICE = Vous avez nommé le { $colour_name } deux fois : nommez deux couleurs différentes.
fairy_lights-TOO_MANY_COLOURS = Vous pouvez prendre au plus deux couleurs : nommez-en une ou deux.
fairy_lights-TAKE_WITHOUT_COLOUR = Dites quelle couleur prendre, par exemple take red.
fairy_lights-DRAW_TAKES_NOTHING = Piocher ne prend aucune couleur : tapez seulement draw.
fairy_lights-TRAILING_TEXT = Tapez seulement { $word }, sans rien après.
fairy_lights-EMPTY = Tapez un coup : draw, ou take suivi d'une couleur.
fairy_lights-SHOP_FULL = La boutique est pleine : prenez deux couleurs.
fairy_lights-DECK_EMPTY = La pioche est vide : prenez une couleur.
fairy_lights-SHOP_EMPTY = La boutique est vide : piochez d'abord.
fairy_lights-TWO_COLOURS_NEEDED = La boutique est pleine : prenez deux couleurs, par exemple take G+B.
fairy_lights-ONE_COLOUR_ONLY = Avec moins de cinq cartes dans la boutique (ou une seule couleur), vous prenez une seule couleur.
fairy_lights-COLOUR_NOT_IN_SHOP = Il n'y a pas de { $colour_name } dans la boutique : choisissez une couleur que vous y voyez.
fairy_lights-ALREADY_RESIGNED = Vous avez déjà abandonné cette partie.
fairy_lights-NOTHING_TO_UNDO = Il n'y a rien à reprendre : une pioche ne se reprend jamais, et une prise seulement jusqu'à ce que le joueur suivant agisse.
fairy_lights-NOT_YOUR_TAKE = Seul le joueur qui a fait la dernière prise peut la reprendre.
fairy_lights-SEAT_COUNT = Fairy Lights se joue de { $min } à { $max } joueurs.
fairy_lights-NO_OPTIONS = Fairy Lights n'a pas d'options.
fairy_lights-colour-R = rouge
fairy_lights-colour-Y = jaune
fairy_lights-colour-G = vert
fairy_lights-colour-B = bleu
fairy_lights-colour-P = violet
fairy_lights-event-turn_start = Tour { $turn_no } : c'est à { $player } de jouer.
fairy_lights-event-draw = { $player } pioche une carte : { $colour_name } ({ $card } ; { $deck ->
        [one] { $deck } carte restante
       *[other] { $deck } cartes restantes
    }).
fairy_lights-event-bust = { $player } pioche encore du { $colour_name }, la couleur de la dernière carte de la boutique ({ $card } après { $last }) : raté ! Le tour s'achève sans rien prendre.
fairy_lights-event-must_take = { $player } ne peut plus piocher : { $reason_name }.
fairy_lights-event-take = { $player } prend dans la boutique ({ $move }).
fairy_lights-event-scored = Validé : le { $colour_name } avec { $bulbs ->
        [one] { $bulbs } ampoule
       *[other] { $bulbs } ampoules
    } ; { $player } gagne { $stars ->
        [one] { $stars } étoile
       *[other] { $stars } étoiles
    }.
fairy_lights-event-kept = Gardé : le { $colour_name }, { $bulbs ->
        [one] { $bulbs } ampoule
       *[other] { $bulbs } ampoules
    } sur 3 pour l'instant.
fairy_lights-event-discarded = Trop de { $colour_name }, { $bulbs ->
        [one] { $bulbs } ampoule
       *[other] { $bulbs } ampoules
    } : ces cartes partent à la défausse ({ $cards }).
fairy_lights-event-undo = { $player } a repris son coup ({ $move }) et choisit à nouveau.
fairy_lights-event-resign = { $player } a abandonné.
fairy_lights-event-game_end = La partie est terminée.
fairy_lights-must_take-shop_full = la boutique est pleine, il faut donc prendre deux couleurs
fairy_lights-must_take-shop_one_colour = la boutique est pleine d'une seule couleur, qu'il faut prendre
fairy_lights-must_take-deck_empty = c'était la dernière carte, il faut donc prendre une couleur
fairy_lights-control-draw = Piocher
fairy_lights-control-take_R = Prendre le rouge
fairy_lights-control-take_Y = Prendre le jaune
fairy_lights-control-take_G = Prendre le vert
fairy_lights-control-take_B = Prendre le bleu
fairy_lights-control-take_P = Prendre le violet
fairy_lights-control-take_pair = Prendre deux couleurs
fairy_lights-control-undo = Annuler la prise de { $player }
fairy_lights-confirm-discard = Cette prise enverrait des cartes à la défausse. Appuyez sur { common-button-confirm } pour les prendre quand même.
fairy_lights-end-deck_out = La dernière carte a été révélée et le tour est fini : la partie est terminée.
fairy_lights-end-resign = La partie s'est terminée parce qu'il reste trop peu de joueurs après les abandons.
fairy_lights-end-running = La partie est encore en cours.
fairy_lights-summary = Collection de cartes et prise de risque : réunissez des lumières par séries de trois ampoules.
fairy_lights-status-table = Boutique : { $shop }. Pioche : { $deck ->
        [one] { $deck } carte restante
       *[other] { $deck } cartes restantes
    }, défausse : { $discard }.
fairy_lights-status-player = { $player } : score { $score } ({ $scored ->
        [one] { $scored } carte validée
       *[other] { $scored } cartes validées
    } pour { $stars ->
        [one] { $stars } étoile
       *[other] { $stars } étoiles
    }, { $held ->
        [one] { $held } étoile non validée
       *[other] { $held } étoiles non validées
    }).
fairy_lights-status-player_resigned = { $player } (a abandonné) : score { $score }.
fairy_lights-help = 2 à 6 joueurs. À votre tour, piochez des cartes une à une dans la boutique (`draw`), puis prenez toutes les cartes d'une couleur (`take R`) ; avec 1 à 4 cartes dans la boutique, vous pouvez aussi prendre sans piocher. Si une carte piochée a la couleur de la dernière carte de la boutique, c'est raté : votre tour s'achève sans rien. Une boutique pleine de cinq cartes doit être prise : nommez deux couleurs (`take G+B`). Quand les ampoules d'une couleur de votre collection atteignent un multiple de trois, ces cartes sont validées ; à 4 ampoules ou plus qui ne font pas un multiple de trois, cette couleur est défaussée. La partie s'arrête quand la dernière carte de la pioche est révélée et que ce tour est fini : les étoiles validées comptent pour vous, celles encore dans votre collection comptent contre vous. Les boutons sous chaque image proposent les choix permis ; `{ commands-game-undo-slash }` reprend une prise jusqu'à ce que le joueur suivant agisse. Couleurs : R rouge, Y jaune, G vert, B bleu, P violet ; les coups se tapent en anglais.
fairy_lights-reason-deck_out = la dernière carte a été tirée
fairy_lights-reason-resign = { $names } a abandonné
