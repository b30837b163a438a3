## Wispwood : erreurs de notation (spec 4.9)
wispwood-UNKNOWN_KEYWORD = « { $word } » n'est pas un coup : tapez refill, cat-refill, take ..., trees ..., ou entre les manches cat ...
wispwood-BAD_SPACE = « { $space } » n'est pas un emplacement de la mare : utilisez un nombre de 1 à 8.
wispwood-BAD_SHAPE = « { $shape } » n'est pas une forme : utilisez D2, I3, L3, I4, O4, T4, S4 ou L4.
wispwood-BAD_ORIENTATION = « { $orientation } » n'est pas une orientation : utilisez R0, R90, R180 ou R270, éventuellement suivi de M.
wispwood-BAD_CELL = « { $cell } » n'est pas une case de la forêt : utilisez A1 à K11.
wispwood-DUPLICATE_CELL = Vous avez nommé { $cell } deux fois : nommez chaque case une seule fois.
wispwood-CELL_COUNT = Un { $shape } couvre un autre nombre de cases que les { $count } nommées.
wispwood-TREE_COUNT = Un tour d'arbres place 1 à 3 arbres.
wispwood-NO_WISP_CELL = Indiquez la case du feu follet, par exemple wisp=E5.
wispwood-BAD_NOTATION = Ce n'est pas un coup de Wispwood : par exemple take 3 L4 E3,E4,E5,F5 wisp=E5, ou trees E7,F7.
## règles (spec 4.9)
wispwood-REFILL_NOT_FIRST = Le remplissage gratuit doit être la première action de votre tour.
wispwood-NOTHING_TO_REFILL = La mare est vide : il n'y a rien à remplir.
wispwood-REFILL_MIXED_POND = Le remplissage gratuit exige que tous les feux follets de la mare soient d'un seul type.
wispwood-CAT_HIDDEN = Votre chat est caché : faites un tour d'arbres pour le réveiller.
wispwood-SPACE_EMPTY = L'emplacement { $space } n'a pas de feu follet.
wispwood-CAT_NOT_NEEDED = { $shape } est déjà à côté de l'emplacement { $space } : inutile d'utiliser le chat.
wispwood-SHAPE_NOT_ALLOWED = { $shape } n'est pas à côté de l'emplacement { $space } : vous pouvez utiliser { $first } ou { $second }, ou ajouter cat pour utiliser votre chat éveillé.
wispwood-NOT_SHAPE = Ces cases ne forment pas un { $shape }.
wispwood-WISP_NOT_IN_SHAPE = La case du feu follet { $cell } ne fait pas partie de la forme.
wispwood-CELL_OCCUPIED = { $cell } est déjà occupée.
wispwood-NO_CONTACT = Les nouvelles tuiles doivent toucher votre forêt par un côté.
wispwood-TOO_BIG = Votre forêt ferait { $width } de large et { $height } de haut ; cette manche permet { $n }x{ $n }.
wispwood-NO_TILES = Il ne reste pas assez de tuiles pour cela.
wispwood-MUST_TAKE = Vous avez utilisé votre chat pour de nouveaux feux follets, vous devez donc en prendre un : un tour d'arbres n'est permis que si aucun ne peut être placé.
wispwood-CAT_TARGET_NOT_TREE = Votre chat ne peut aller que sur un arbre de votre forêt, et { $cell } n'en est pas un.
wispwood-NOTHING_TO_UNDO = Vous n'avez rien à annuler : seulement votre dernière prise ou votre dernier tour d'arbres, avant que quelqu'un d'autre n'agisse.
wispwood-UNDO_REVEALED = Ce n'est plus annulable : de nouvelles tuiles ont été révélées ou la manche est terminée depuis.
wispwood-ALREADY_RESIGNED = Vous avez déjà abandonné cette partie.
## options (spec 7.2)
wispwood-SEAT_COUNT = Wispwood se joue de { $min } à { $max } joueurs.
wispwood-CARDS_NEED_CUSTOM = L'option cards ne sert qu'avec objectives:custom.
wispwood-CUSTOM_NEEDS_CARDS = Avec objectives:custom, nommez cinq cartes dans cards, par exemple TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1.
wispwood-BAD_CARD_LIST = Nommez exactement cinq cartes connues, une par catégorie (TREE, PUMP, HEART, WITCH, SPARK), par exemple TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1.
wispwood-BAD_OPTION = « { $value } » n'est pas un choix pour { $option } : utilisez l'un de { $choices }.
wispwood-OPTION_NOT_FOR_GAME = Wispwood n'a pas d'option { $option }.
## noms
wispwood-type-P = citrouille
wispwood-type-H = cœur
wispwood-type-W = sorcière
wispwood-type-S = étincelle
## événements
wispwood-event-round_start = La manche { $round } commence : les forêts doivent tenir dans { $n }x{ $n }. { $start_player } commence.
wispwood-event-turn_start = Tour { $turn_no } : c'est au tour de { $player }.
wispwood-event-supply_rebuilt = La réserve était épuisée : la défausse de la mare a été mélangée en une nouvelle réserve de { $supply ->
        [one] { $supply } tuile
       *[other] { $supply } tuiles
    }.
wispwood-event-take = { $player } a pris le feu follet { $type_name } de l'emplacement { $space } avec { $shape } ({ $move }).
wispwood-event-trees = { $player } a planté des arbres ({ $move }). Son chat est réveillé.
wispwood-event-pass = { $player } ne peut rien placer et passe.
wispwood-event-round_end_triggered = { $player } a rempli sa forêt : la manche se termine quand tout le monde aura joué autant de tours.
wispwood-event-phantom = Le chat fantôme a révélé { $value } et a pris le feu follet { $type_name } de l'emplacement { $to } (encore { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    }).
wispwood-event-phantom_none = Le chat fantôme a révélé { $value } mais n'a trouvé aucun feu follet.
wispwood-event-round_score = { $player } marque { $score } à la manche { $round } (total { $total }).
wispwood-event-phantom_score = Le chat fantôme marque { $score } à la manche { $round } (total { $total }).
wispwood-event-round_end = La manche { $round } est terminée.
wispwood-event-cat_phase = Entre les manches : chacun peut déplacer son chat sur l'un de ses arbres, ou le laisser.
wispwood-event-trees_cleared = { $trees ->
        [one] L'arbre a été retiré et mélangé
       *[other] Les { $trees } arbres ont été retirés et mélangés
    } dans la réserve.
wispwood-event-undo = { $player } a repris son coup ({ $move }) et choisit à nouveau.
wispwood-event-resign = { $player } a abandonné.
wispwood-event-game_end = La partie est terminée.
## fin de partie
wispwood-end-complete = Les trois manches sont comptées : la partie est terminée.
wispwood-end-resign = La partie s'est terminée car il reste trop peu de joueurs après les abandons.
wispwood-end-won = Vous avez battu le chat fantôme !
wispwood-end-lost = Le chat fantôme gagne cette fois.
wispwood-end-running = La partie est en cours.
## boutons
wispwood-control-refill = Remplir
wispwood-control-cat_refill = Chat : nouveaux feux follets
wispwood-control-place = Placer
wispwood-control-trees = Tour d'arbres
wispwood-control-cat_move = { $player } : déplacez votre chat sur un arbre (ou restez)
wispwood-control-undo = Annuler
## statut
wispwood-status-phantom = Chat fantôme : { $total } points, sur l'emplacement { $space }, encore { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    } cette manche.
## cartes objectif
wispwood-card-TREE_1 = 2 points par ligne et par colonne d'au moins 3 arbres.
wispwood-card-TREE_2 = 1 point par arbre de votre plus grand groupe d'arbres.
wispwood-card-TREE_3 = 3 points par arbre touchant au moins 3 arbres.
wispwood-card-TREE_4 = 2 points par arbre de votre deuxième plus grand groupe d'arbres.
wispwood-card-TREE_5 = 4 points par groupe de 3 arbres ou plus.
wispwood-card-PUMP_1 = Citrouilles seules dans leur ligne et leur colonne : 4/9/15/22/30/40.
wispwood-card-PUMP_2 = Citrouilles sans citrouille autour : 4/9/15/22/30, +8 par citrouille en plus.
wispwood-card-PUMP_3 = Paires de citrouilles sans autre citrouille à côté : 11/23/37, +14 par paire en plus.
wispwood-card-PUMP_4 = Groupes de feux follets avec une citrouille : 4/9/15/22/30, +8 par groupe en plus.
wispwood-card-PUMP_5 = Citrouilles sans citrouille sur leurs diagonales : 4/9/15/22/30/39.
wispwood-card-HEART_1 = Chaque cœur : 1 point par arbre de sa ligne et par arbre de sa colonne.
wispwood-card-HEART_2 = Chaque cœur : 2 points par arbre à côté.
wispwood-card-HEART_3 = Chaque cœur : 2 points par arbre en dessous dans sa colonne.
wispwood-card-HEART_4 = Chaque cœur : 2 points par arbre sur sa meilleure diagonale.
wispwood-card-HEART_5 = Chaque cœur : 2 points par arbre de sa plus longue ligne droite d'arbres.
wispwood-card-WITCH_1 = Placez les sorcières sur une diagonale avec votre chat. 4/10/18 par série.
wispwood-card-WITCH_2 = Placez les sorcières dans la ligne ou la colonne de votre chat. 4/10/18 par série.
wispwood-card-WITCH_3 = Placez les sorcières à côté de votre chat. 4/10/18 par série.
wispwood-card-WITCH_4 = Placez les sorcières reliées en diagonale à votre chat. 4/10/18 par série.
wispwood-card-WITCH_5 = Placez les sorcières à exactement deux cases de votre chat. 4/10/18 par série.
wispwood-card-SPARK_1 = Chaque étincelle : 2 points par type de feu follet autour.
wispwood-card-SPARK_2 = Chaque étincelle : 2 points par type dans sa ligne ou sa colonne (la meilleure).
wispwood-card-SPARK_3 = Chaque étincelle vaut votre type le plus rare : étincelle 7, citrouille 5, sorcière 4, cœur 3.
wispwood-card-SPARK_4 = Chaque étincelle vaut son plus faible voisin : étincelle 4, citrouille 5, sorcière 6, cœur 7.
wispwood-card-SPARK_5 = Chaque groupe avec une étincelle : 2 points par type qu'il contient.
## messages without plural selectors
wispwood-WRONG_PHASE = Ce coup ne correspond pas à cette phase : pendant un tour, prenez un feu follet ou plantez des arbres ; entre les manches, choisissez où va votre chat (cat <case d'arbre> ou cat stay).
wispwood-WITCH_RULE = Règle de la sorcière ({ $witch_name }).
wispwood-witch-WITCH_1 = Coin du chat : la sorcière doit être sur une diagonale avec votre chat
wispwood-witch-WITCH_2 = Chat sur la clôture : la sorcière doit être dans la ligne ou la colonne de votre chat
wispwood-witch-WITCH_3 = Pelote de laine : la sorcière doit toucher votre chat, diagonales comprises
wispwood-witch-WITCH_4 = Miaoucabre : la sorcière doit toucher en diagonale votre chat ou une sorcière reliée à lui ainsi
wispwood-witch-WITCH_5 = Superposition : la sorcière doit être à exactement deux cases de votre chat
wispwood-event-refill = { $player } a rempli la mare gratuitement ({ $discarded } défaussés).
wispwood-event-cat_refill = { $player } a utilisé le chat pour de nouveaux feux follets ({ $discarded } défaussés).
wispwood-event-auto_refill = La mare vide a été remplie.
wispwood-event-phantom_refill = Le chat fantôme a rempli la mare ({ $discarded } défaussés).
wispwood-event-cat_stay = Le chat de { $player } reste en place.
wispwood-event-cat_move = Le chat de { $player } va en { $cell }.
wispwood-status-round = Manche { $round } ({ $n }x{ $n }), { $phase_name }. Réserve { $supply }, défausse de la mare { $discard }.
wispwood-status-player = { $player } : { $total } points ({ $rounds }), { $filled }/{ $size } cases, chat { $cat_name }.
wispwood-status-player_resigned = { $player } (abandon) : { $total } points ({ $rounds }).
wispwood-phase-turn = en cours
wispwood-phase-cat = phase des chats
wispwood-phase-over = partie terminée
wispwood-cat-ready = éveillé
wispwood-cat-hidden = caché
## assistant pas à pas et fenêtres de notation (§7.2)
wispwood-builder-button = Pas à pas
wispwood-builder-start = Construisez votre coup pas à pas (vous seul le voyez) : choisissez le feu follet à prendre, ou plantez des arbres. Rien n'est posé avant que vous appuyiez sur Confirmer.
wispwood-builder-space = Prendre un feu follet : choisissez sa case
wispwood-builder-space_option = Case { $space } : { $type_name }
wispwood-builder-trees = Ou plantez 1 à 3 arbres : choisissez leurs cases
wispwood-builder-tree_row = Planter les arbres un par un ({ $count } choisis) : choisissez la ligne du suivant
wispwood-builder-tree_cell = Planter les arbres un par un ({ $count } choisis) : choisissez la case suivante
wispwood-builder-trees_done = Planter ici : { $cells }
wispwood-builder-trees_so_far = Arbres choisis jusqu'ici : { $cells }. Choisissez une autre case, ou plantez-les.
wispwood-builder-shape = Choisissez la forme
wispwood-builder-shape_cat = { $shape } (avec votre chat éveillé)
wispwood-builder-orientation = Choisissez comment la forme est tournée
wispwood-builder-row = Beaucoup de positions possibles : choisissez d'abord la ligne du haut de la forme
wispwood-builder-row_option = Ligne { $row }
wispwood-builder-anchor = Choisissez la position (le coin en haut à gauche du cadre de la forme)
wispwood-builder-wisp = Choisissez la case du feu follet ({ $type_name })
wispwood-builder-picked_space = Vous prenez le feu follet ({ $type_name }) de la case { $space }.
wispwood-builder-picked_shape = Forme : { $shape }.
wispwood-builder-picked_shape_cat = Forme : { $shape }, avec votre chat.
wispwood-builder-picked_orientation = Tournée : { $orientation } ({ $glyph }).
wispwood-builder-picked_anchor = Position { $anchor } : cases { $cells }.
wispwood-builder-ghost = L'image montre où iraient les tuiles (cadres en pointillés, arbres hachurés). Choisissez maintenant la case du feu follet ({ $type_name }).
wispwood-builder-preview = Aperçu de `{ $move }` : les cadres en pointillés montrent où iront les tuiles. Rien n'est posé avant que vous appuyiez sur Confirmer.
wispwood-builder-again = Recommencer
wispwood-builder-forest = Agrandir une forêt
wispwood-builder-forest_shown = La forêt de { $player }.
wispwood-modal-place = Votre prise (notation)
wispwood-modal-place_example = take 3 L4 E3,E4,E5,F5 wisp=E5
wispwood-modal-trees = Vos arbres (notation)
wispwood-modal-trees_example = trees E7,F7,E8

## /game rules
wispwood-help = Wispwood (1 à 4 joueurs) : en trois manches, faites pousser autour de votre chat une forêt de feux follets et d'arbres ; elle doit tenir dans 4x4, puis 5x5, puis 6x6. À votre tour, prenez un feu follet de la mare avec l'une des deux formes voisines et posez la forme contre votre forêt (le feu follet sur une case, des arbres sur les autres) : take <emplacement> <forme> <cases> wisp=<case>. Ou plantez 1 à 3 arbres : trees <cases> (cela réveille aussi votre chat). Votre chat éveillé peut renouveler la mare (cat-refill) ou vous laisser utiliser n'importe quelle forme (ajoutez cat). Quand quelqu'un remplit son carré, la manche se termine une fois que tous ont joué autant de tours ; cinq cartes objectif comptent chaque forêt. Entre les manches, placez votre chat sur un arbre (cat <case> ou cat stay) ; les arbres partent, les feux follets restent. Le plus haut total gagne ; en cas d'égalité, la meilleure manche 3. Seul, vous jouez contre le chat fantôme.
