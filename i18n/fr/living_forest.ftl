# Living Forest (+ Kodama): refusals, events, controls, panel and status lines, names.
living_forest-BAD_NOTATION = Je ne comprends pas « { $text } » comme un coup : essayez `draw`, `stop`, `att 2a 1d`, `ext 4 2`, `plant 5A@B2`, `move 3`, `frag` ou `pass` (voir { commands-game-rules-slash }).
living_forest-BAD_OPTION = La valeur { $value } n'est pas permise pour { $option } : choisissez parmi les choix proposés.
living_forest-UNKNOWN_OPTION = Living Forest n'a pas d'option { $option } : retirez-la.
living_forest-SEAT_COUNT = Living Forest se joue de { $min } à { $max } joueurs : attendez qu'il y en ait assez.
living_forest-NO_KODAMA = Ce coup appartient au module Kodama, et cette table joue sans : choisissez un coup du jeu de base.
living_forest-WRONG_PHASE = Ce coup n'est pas possible dans cette phase : pendant la phase des animaux, on pioche, on défausse ou on s'arrête ; pendant son tour d'actions, on fait des actions.
living_forest-DECISION_PENDING = Une décision attend d'abord : répondez au vol ou à l'action bonus en cours (ou `skip` pour un bonus).
living_forest-NOTHING_PENDING = Rien n'est en attente, il n'y a donc rien à voler ni à passer : faites une action ou `pass`.
living_forest-MUST_STOP = Vous avez trois symboles solitaires : vous devez arrêter de piocher.
living_forest-NO_CARDS = Votre pioche et votre défausse sont vides toutes les deux : arrêtez de piocher.
living_forest-NO_FRAGMENT = Vous n'avez pas de Fragment pour remettre la dernière carte : continuez ou arrêtez-vous.
living_forest-NOTHING_TO_DISCARD = Il n'y a pas de carte tout juste piochée à remettre : un Fragment ne vaut que pour la carte que vous venez de piocher.
living_forest-NOTHING_DRAWN = Piochez au moins une carte avant de vous arrêter.
living_forest-NO_ACTIONS_LEFT = Vous avez utilisé toutes vos actions de base ce tour-ci : `pass` termine votre tour.
living_forest-TYPE_USED = Vous avez déjà fait l'action { $action_name } ce tour-ci : choisissez-en une autre.
living_forest-NO_BONUS_CARD = Aucun animal de niveau 3 de votre ligne d'entraide ne donne cette action bonus : jouez-la comme action de base.
living_forest-BONUS_USED = Vous avez déjà utilisé ce bonus de niveau 3 ce tour-ci.
living_forest-SUPPLY_EMPTY = La réserve de Fragments est vide : choisissez une autre action.
living_forest-SLOT_EMPTY = L'emplacement { $slot } du marché est vide : choisissez un emplacement avec un animal.
living_forest-SLOT_TWICE = Vous avez nommé deux fois le même emplacement : nommez chacun une seule fois.
living_forest-OVER_BUDGET = Cela coûte { $cost } { $element_name } et vous n'avez que { $budget } : choisissez moins cher.
living_forest-NO_SUCH_FIRE = Le centre ne contient pas ces tuiles Feu : nommez les valeurs de feux présents.
living_forest-NO_COPY = Il ne reste plus d'Arbre protecteur { $tree } : choisissez un autre arbre.
living_forest-NOT_A_SPACE = { $space } n'est pas une case de votre forêt : utilisez A1 à C5.
living_forest-OCCUPIED = Un arbre pousse déjà en { $space } : choisissez une case vide.
living_forest-NOT_ADJACENT = { $space } ne touche aucun arbre de votre forêt : plantez à côté d'un arbre.
living_forest-STACK_EMPTY = La pile Kodama { $stack } est vide : appelez depuis une autre pile.
living_forest-NOT_PENDING_POSITION = Vous avez sauté le joueur { $position } : prenez d'abord votre tuile chez lui.
living_forest-NO_SUCH_TILE = Le joueur { $position } n'a pas de tuile { $kind_name } : choisissez un type qu'il possède.
living_forest-NO_TILE = Vous n'avez pas de tuile Élément inutilisée.
living_forest-ALREADY_RESIGNED = Vous avez déjà quitté cette partie.
living_forest-event-round_start = **Manche { $round } : phase des animaux.** Tout le monde pioche maintenant, à son rythme, dans son propre panneau.
living_forest-event-reshuffle = { $player } mélange sa défausse pour former une nouvelle pioche ({ $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }).
living_forest-event-draw = { $player } révèle { $card_name } (symboles solitaires : { $solitary }).
living_forest-event-discard = { $player } dépense un Fragment et remet { $card_name } (symboles solitaires : { $solitary }).
living_forest-event-stop = { $player } arrête de piocher ({ $auto_name }).
living_forest-event-done = { $player } a fini de piocher.
living_forest-event-reveal = **Tout le monde a fini : les lignes d'entraide de la manche { $round }.**
living_forest-event-reveal-item = { $player } : { $lines_names } → { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }
living_forest-event-turn_start = **Tour d'actions de { $player }** ({ $actions ->
        [one] { $actions } action de base
       *[other] { $actions } actions de base
    }).
living_forest-event-kodama_reward = { $player } montre { $kodama } symboles Kodama : Fragment { $fragment_name }, tuile Élément { $element_name }, action en plus { $extra_action_name }.
living_forest-event-frag = { $player } prend un Fragment ({ $how_name }).
living_forest-event-attract = { $player } attire { $cards_names } (emplacements { $slots }) en dépensant { $cost } soleil sur { $budget } ({ $how_name }).
living_forest-event-extinguish = { $player } éteint les feux { $values } avec { $budget } eau ({ $how_name }).
living_forest-event-plant = { $player } plante l'arbre { $tree } en { $space } en dépensant { $cost } plante sur { $budget } ({ $how_name }).
living_forest-event-move = { $player } avance de { $steps ->
        [one] { $steps } rocher
       *[other] { $steps } rochers
    } sur le Cercle des Esprits, de R{ $from } à R{ $to } ({ $how_name }) ; sautés : { $jumped_players }.
living_forest-event-call = { $player } appelle { $card_name } depuis la pile Kodama { $stack } pour { $cost } fleurs ({ $how_name }).
living_forest-event-line = { $player } complète { $line_name }.
living_forest-event-fragments = { $player } prend { $count ->
        [one] { $count } Fragment
       *[other] { $count } Fragments
    } ({ $source }).
living_forest-event-bonus = { $player } obtient une action bonus de { $source } : { $action_name } avec { $extra } en plus.
living_forest-event-bonus_lapsed = L'action bonus { $action_name } de { $source } de { $player } est perdue : elle est impossible.
living_forest-event-skip = { $player } renonce à l'action bonus { $action_name } de { $source }.
living_forest-event-steal = { $player } prend une tuile Victoire { $kind_name } ({ $spirit_name }) à { $victim_player }.
living_forest-event-onibi = Onibi va de R{ $from } à R{ $to } et ajoute { $fires ->
        [one] { $fires } feu
       *[other] { $fires } feux
    } ; sautés : { $jumped_players }.
living_forest-event-target_raised = La pile Kodama { $stack } est vide : l'objectif { $condition_name } passe à { $target }.
living_forest-event-elem = { $player } utilise une tuile Élément : +{ $amount } { $element_name }.
living_forest-event-pass = { $player } termine son tour.
living_forest-event-turn_end = Le tour d'actions de { $player } est terminé.
living_forest-event-fire_check = **Fin de manche :** { $count ->
        [one] { $count } feu
       *[other] { $count } feux
    } de puissance { $power } ; à l'abri : { $safe_players }.
living_forest-event-fire_check-item = { $player } reçoit { $hits ->
        [one] { $hits } Varan de feu
       *[other] { $hits } Varans de feu
    }.
living_forest-event-new_fires = Nouveaux feux au centre : { $values }.
living_forest-event-market_refill = Nouveaux animaux au marché : { $slots_names }.
living_forest-event-sacred_tree = L'Arbre sacré passe à { $player }.
living_forest-event-resign = { $player } quitte la partie.
living_forest-event-timeout = Le temps de { $player } est écoulé : le bot a joué le coup par défaut.
living_forest-event-game_end = **Fin de la partie** ({ $reason_name }). Victoire : { $winners_players }.
living_forest-end-victory = Une condition de victoire est remplie.
living_forest-end-resign = Il ne reste qu'un joueur.
living_forest-end-counts-item = { $player } : Arbres { $tree }, Feux { $fire }, Fleurs { $flower }.
living_forest-reason-victory = condition de victoire remplie
living_forest-reason-resign = tous les autres sont partis
living_forest-control-draw = Piocher
living_forest-control-discard = Remettre la dernière carte (coûte un Fragment)
living_forest-control-stop = M'arrêter
living_forest-control-open_panel = Ouvrir mon panneau de pioche
living_forest-control-steal_fire = Prendre la tuile Feu du joueur { $position }
living_forest-control-steal_flower = Prendre la tuile Fleur du joueur { $position }
living_forest-control-steal_tree = Prendre la tuile Arbre du joueur { $position }
living_forest-control-skip_bonus = Passer le bonus ({ $action_name })
living_forest-control-frag = Prendre un Fragment
living_forest-control-pass = Terminer le tour
living_forest-control-select_att = Attirer…
living_forest-control-select_ext = Éteindre…
living_forest-control-select_plant = Planter…
living_forest-control-select_move = Avancer…
living_forest-control-select_other = Autre action…
living_forest-control-select_call = Appeler un Kodama…
living_forest-control-select_frag = Prendre un Fragment…
living_forest-panel-title = **Votre panneau de pioche, manche { $round }**
living_forest-panel-help_line = Ligne d'entraide ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }) : { $cards_names }
living_forest-panel-solitary = Symboles solitaires : { $n } sur 3.
living_forest-panel-totals = Totaux : { $sun } soleil, { $water } eau, { $plant } plante, { $wind } vent, { $flower } fleur.
living_forest-panel-piles = Pioche { $draw }, défausse { $discard }, Fragments { $fragments }.
living_forest-panel-kodama = Symboles Kodama : { $k }.
living_forest-panel-must_stop = Trois symboles solitaires : vous devez vous arrêter.
living_forest-panel-done = Vous avez fini de piocher : { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } cette manche. Les lignes d'entraide s'affichent quand tout le monde a fini.
living_forest-panel-stale = Ce panneau n'est plus à jour : en voici un nouveau.
living_forest-panel-others_drawing = Piochent encore : { $names }.
living_forest-status-round = Manche { $round }, { $phase_name }. Arbre sacré : { $sacred_player }. Puissance du feu { $fire_power } ({ $fires ->
        [one] { $fires } feu
       *[other] { $fires } feux
    }).
living_forest-status-drawing = p{ $position } { $player } : pioche…
living_forest-status-done = p{ $position } { $player } : a fini
living_forest-status-resigned = p{ $position } { $player } : a quitté la partie
living_forest-status-player = p{ $position } { $player } : Arbres { $trees }/{ $tree_target }, Feux { $fires }/{ $fire_target }, Fleurs { $flowers }/{ $flower_target }
living_forest-status-turn = { $player } joue : encore { $left } sur { $actions } actions de base.
living_forest-status-pending_steal = En attente : prendre une tuile Victoire au joueur { $position }.
living_forest-status-pending_bonus = En attente : action bonus { $action_name } de { $source } (ou la passer).
living_forest-phase-animal = phase des animaux
living_forest-phase-action = phase d'actions
living_forest-phase-over = fin de partie
living_forest-how-basic = action de base
living_forest-how-bonus = action bonus
living_forest-how-card = bonus d'une carte de niveau 3
living_forest-auto-true = forcé par trois symboles solitaires
living_forest-auto-false = par choix
living_forest-flag-true = oui
living_forest-flag-false = non
living_forest-action-frag = Prendre un Fragment
living_forest-action-att = Attirer
living_forest-action-ext = Éteindre
living_forest-action-plant = Planter
living_forest-action-move = Avancer
living_forest-action-call = Appeler un Kodama
living_forest-kind-fire = Feu
living_forest-kind-flower = Fleur
living_forest-kind-tree = Arbre
living_forest-condition-fire = Feux
living_forest-condition-flower = Fleurs
living_forest-condition-tree = Arbres
living_forest-element-sun = soleil
living_forest-element-water = eau
living_forest-element-plant = plante
living_forest-element-wind = vent
living_forest-element-flower = fleur
living_forest-spirit-winter = Hiver
living_forest-spirit-spring = Printemps
living_forest-spirit-summer = Été
living_forest-spirit-autumn = Automne
living_forest-line-col0 = la colonne 0 (+1 Kodama)
living_forest-line-col2 = la colonne 2 (+1 eau)
living_forest-line-col3 = la colonne 3 (+1 soleil)
living_forest-line-col4 = la colonne 4 (+1 vent)
living_forest-line-rowB = la rangée B (+2 fleurs)
living_forest-help = Deux à quatre Esprits de la Nature se disputent l'honneur de sauver la forêt. **Chaque manche** commence par la **phase des animaux**, jouée par tous en même temps dans un panneau privé (**Ouvrir mon panneau de pioche** ou { commands-game-board-slash }) : `draw` révèle votre prochain Animal gardien ; un troisième symbole solitaire non annulé arrête votre pioche et ne vous laisse qu'une action au lieu de deux ; un Fragment remet la dernière carte (`discard`) ; `stop` quand vous voulez. Personne ne voit vos cartes avant que tout le monde ait fini. Ensuite, dans l'ordre à partir de l'Arbre sacré, chacun fait deux **actions de base différentes** avec les symboles de sa ligne d'entraide : `frag` (un Fragment), `att 2a 1d` (attirer des animaux avec le soleil ; chacun ajoute un feu), `ext 4 2` (éteindre des feux avec l'eau), `plant 5A@B2` (planter un Arbre protecteur avec les symboles plante, à côté de vos arbres), `move 3` (avancer sur le Cercle des Esprits avec le vent ; sauter une figure vous donne une de ses tuiles Victoire) et `pass` pour finir plus tôt. On répond aux actions bonus des rochers et des coins avec l'action ou `skip`. En fin de manche, chaque joueur dont l'eau est inférieure à la puissance du feu reçoit des Varans de feu. La partie se termine après une phase d'actions où quelqu'un a **12 arbres différents, 12 tuiles Feu ou 12 fleurs visibles** ; la meilleure somme des trois l'emporte. Avec `kodama:true` : `call F|T|W` appelle un Kodama contre des fleurs, `elem water` utilise une tuile Élément, `+ext 3` le bonus d'une carte de niveau 3 ; les objectifs sont 13, ou 15 dès qu'une pile Kodama est vide.
living_forest-card-bear = Ours
living_forest-card-beetle = Scarabée
living_forest-card-lynx = Lynx
living_forest-card-fox = Renard
living_forest-card-owl = Chouette
living_forest-card-goldfish = Poisson rouge
living_forest-card-tanuki = Tanuki
living_forest-card-wild_boar = Sanglier
living_forest-card-weasel = Belette
living_forest-card-hare = Lièvre
living_forest-card-fawn = Faon
living_forest-card-hummingbird = Colibri
living_forest-card-bee = Abeille
living_forest-card-baboon = Babouin
living_forest-card-hedgehog = Hérisson
living_forest-card-caterpillar = Chenille
living_forest-card-flamingo = Flamant
living_forest-card-ram = Bélier
living_forest-card-wolf = Loup
living_forest-card-lemur = Lémurien
living_forest-card-squirrel = Écureuil
living_forest-card-tortoise = Tortue
living_forest-card-coati = Coati
living_forest-card-raccoon = Raton laveur
living_forest-card-beaver = Castor
living_forest-card-raven = Corbeau
living_forest-card-bat = Chauve-souris
living_forest-card-cockatoo = Cacatoès
living_forest-card-meerkat = Suricate
living_forest-card-horse = Cheval
living_forest-card-axolotl = Axolotl
living_forest-card-chimpanzee = Chimpanzé
living_forest-card-toucan = Toucan
living_forest-card-butterfly = Papillon
living_forest-card-spider = Araignée
living_forest-card-hippopotamus = Hippopotame
living_forest-card-horned_owl = Grand-duc
living_forest-card-woodpecker = Pic-vert
living_forest-card-badger = Blaireau
living_forest-card-rooster = Coq
living_forest-card-rhinoceros = Rhinocéros
living_forest-card-goat = Chèvre
living_forest-card-bull = Taureau
living_forest-card-salamander = Salamandre
living_forest-card-frog = Grenouille
living_forest-card-marmot = Marmotte
living_forest-card-platypus = Ornithorynque
living_forest-card-crane = Grue
living_forest-card-loris = Loris
living_forest-card-koala = Koala
living_forest-card-leopard = Léopard
living_forest-card-eagle = Aigle
living_forest-card-cobra = Cobra
living_forest-card-praying_mantis = Mante religieuse
living_forest-card-panther = Panthère
living_forest-card-gorilla = Gorille
living_forest-card-bison = Bison
living_forest-card-chameleon = Caméléon
living_forest-card-crocodile = Crocodile
living_forest-card-elephant = Éléphant
living_forest-card-dolphin = Dauphin
living_forest-card-dog = Chien
living_forest-card-panda = Panda
living_forest-card-deer = Cerf
living_forest-card-tapir = Tapir
living_forest-card-fire_varan = Varan de feu
living_forest-card-armadillo = Tatou
living_forest-card-capybara = Capybara
living_forest-card-crayfish = Écrevisse
living_forest-card-peafowl = Paon
living_forest-card-sloth = Paresseux
living_forest-card-anteater = Fourmilier
living_forest-card-ara = Ara
living_forest-card-flying_squirrel = Écureuil volant
living_forest-card-koi = Koï
living_forest-card-tiger = Tigre
living_forest-card-kodama_winter = Kodama de l'hiver
living_forest-card-kodama_spring = Kodama du printemps
living_forest-card-kodama_summer = Kodama de l'été
living_forest-card-kodama_autumn = Kodama de l'automne
living_forest-card-kodama_f1 = Kodama des fleurs 1
living_forest-card-kodama_f2 = Kodama des fleurs 2
living_forest-card-kodama_f3 = Kodama des fleurs 3
living_forest-card-kodama_f4 = Kodama des fleurs 4
living_forest-card-kodama_f5 = Kodama des fleurs 5
living_forest-card-kodama_f6 = Kodama des fleurs 6
living_forest-card-kodama_t1 = Kodama des arbres 1
living_forest-card-kodama_t2 = Kodama des arbres 2
living_forest-card-kodama_t3 = Kodama des arbres 3
living_forest-card-kodama_t4 = Kodama des arbres 4
living_forest-card-kodama_t5 = Kodama des arbres 5
living_forest-card-kodama_t6 = Kodama des arbres 6
living_forest-card-kodama_w1 = Kodama du feu 1
living_forest-card-kodama_w2 = Kodama du feu 2
living_forest-card-kodama_w3 = Kodama du feu 3
living_forest-card-kodama_w4 = Kodama du feu 4
living_forest-card-kodama_w5 = Kodama du feu 5
living_forest-card-kodama_w6 = Kodama du feu 6
