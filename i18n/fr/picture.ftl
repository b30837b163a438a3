# Libellés dessinés dans les images (render/). Courts : ils partagent une ligne avec des
# nombres et des noms. Les noms de camp et de couleur viennent de halali-side-* et
# fairy_lights-colour-*.

picture-player = Joueur { $number }

## Halali!

picture-halali-title = Halali!
picture-halali-match_game = Partie { $game_no }/2
picture-halali-seat = { $name } ({ $side })
picture-halali-captured = Capturées
picture-halali-exited = Sorties
picture-halali-over = Partie finie après le tour { $turn }
picture-halali-end_reason = Fin : { $reason }
picture-halali-reason-end_phase_complete = phase finale terminée
picture-halali-reason-no_tiles = plus de tuiles
picture-halali-reason-cannot_move = ne peut plus jouer
picture-halali-reason-quiet_draw = 50 tours calmes
picture-halali-reason-draw_agreed = nulle acceptée
picture-halali-reason-resigned = abandon
picture-halali-winner = Vainqueur : { $name } ({ $side })
picture-halali-draw = Résultat : nulle
picture-halali-turn = Tour { $turn } : { $side } joue
picture-halali-end_phase = Phase finale, tours restants :
picture-halali-turns_left = { $blue } { $blue_left }, { $brown } { $brown_left }
picture-halali-main_phase = Phase principale
picture-halali-face_down = Face cachée : { $count }
picture-halali-never_flipped = Jamais retournées : { $count }
picture-halali-quiet = Tours calmes : { $count }/50
picture-halali-draw_offer = Nulle proposée par { $side }
picture-halali-locked = Bloquée : { $square } pour { $side }
picture-halali-no_return = Pas de retour : { $origin } vers { $target } ({ $side })
picture-halali-last = Dernier : { $side } { $notation }
picture-halali-match_total = Total du match
picture-halali-match_game1_total = Match : partie 1 / total

## Fairy Lights

picture-fairy_lights-title = Fairy Lights
picture-fairy_lights-turn = Tour { $turn } : à { $name } de jouer
picture-fairy_lights-over = Partie terminée
picture-fairy_lights-must_take = Prise obligatoire
picture-fairy_lights-drawn = { $count ->
        [one] { $count } carte piochée
       *[other] { $count } cartes piochées
    }
picture-fairy_lights-shop = BOUTIQUE
picture-fairy_lights-no_star = sans étoile
picture-fairy_lights-bust = RATÉ !
picture-fairy_lights-last = DERNIÈRE
picture-fairy_lights-deck = PIOCHE
picture-fairy_lights-discard = DÉFAUSSE
picture-fairy_lights-discard_pile = Défausse ({ $count })
picture-fairy_lights-empty = vide
picture-fairy_lights-deck_left = Reste dans la pioche ({ $count })
picture-fairy_lights-players = JOUEURS
picture-fairy_lights-start_player = premier joueur
picture-fairy_lights-resigned = abandon
picture-fairy_lights-winner = GAGNANT
picture-fairy_lights-score = Score { $score }
picture-fairy_lights-scored = validé : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }, { $stars } ★
picture-fairy_lights-no_cards = aucune carte en collection
picture-fairy_lights-group = { $bulbs ->
        [one] { $bulbs } ampoule
       *[other] { $bulbs } ampoules
    }, { $stars } ★
picture-fairy_lights-result = Résultat ({ $reason }) :
picture-fairy_lights-reason-resign = abandon
picture-fairy_lights-reason-deck_out = dernière carte jouée
picture-fairy_lights-place = { $place }. { $names } ({ $score })

## Living Forest

picture-living_forest-title_over = Living Forest : fin de partie après la manche { $round }
picture-living_forest-title_animal = Manche { $round } : phase des animaux, tout le monde pioche
picture-living_forest-title_action = Manche { $round } : { $name } joue (encore { $left } de base)
picture-living_forest-fire = feu { $power }
picture-living_forest-no_fire = pas de feu
picture-living_forest-empty = vide
picture-living_forest-cards_left = cartes restantes par niveau { $sizes }
picture-living_forest-target_word = objectifs
picture-living_forest-status-drawing = pioche
picture-living_forest-status-done = a fini
picture-living_forest-status-resigned = parti
picture-living_forest-winner = VICTOIRE
picture-living_forest-actions = actions { $count }
picture-living_forest-hidden_drawing = ligne cachée : pioche encore
picture-living_forest-hidden_done = ligne cachée : a fini de piocher
picture-living_forest-result = Résultat : { $reason }
picture-living_forest-legend-fragment = Fragment
picture-living_forest-legend-varan = Varan de feu
picture-living_forest-legend-kodama = kodama
picture-living_forest-legend-element_tile = tuile Élément
picture-living_forest-legend-solitary = solitaire
picture-living_forest-legend-gregarious = grégaire
picture-living_forest-legend-sacred = Arbre sacré
picture-living_forest-legend-draw = pioche
picture-living_forest-legend-discard = défausse
picture-temps_des_forets-title = Le Temps des Forêts
picture-temps_des_forets-cycle = Cycle { $cycle } / { $cycles }
picture-temps_des_forets-dormant = Endormis { $count } / 12
picture-temps_des_forets-forbidden = Interdit : { $name } ({ $code })
picture-temps_des_forets-maiden = jeune fille
picture-temps_des_forets-objects = Objets (échanges de jour)
picture-temps_des_forets-night_card = Carte de nuit
picture-temps_des_forets-night_card_tonight = Carte de nuit (cette nuit)
picture-temps_des_forets-drawn = TIRÉ
picture-temps_des_forets-used = UTILISÉ
picture-temps_des_forets-ready = PRÊT
picture-temps_des_forets-unused = LIBRE
picture-temps_des_forets-won = GAGNÉ - score { $score }
picture-temps_des_forets-lost = PERDU - score { $score }
picture-temps_des_forets-pattern-I = I Éveil
picture-temps_des_forets-pattern-II = II Sommeil
picture-temps_des_forets-pattern-III = III Sommeil miroir

## Wispwood

picture-wispwood-pond = étang
picture-wispwood-players = Joueurs (depuis le premier joueur)
picture-wispwood-cat_ready = chat éveillé
picture-wispwood-cat_hidden = chat caché
picture-wispwood-over = Partie terminée
picture-wispwood-turn = Tour { $turn } : { $name }
picture-wispwood-phantom = Chat fantôme ({ $level })
picture-wispwood-collected = collectés { $got }   jetons restants { $tokens }
picture-wispwood-score = score { $rounds } = { $total }
picture-wispwood-level-easy = facile
picture-wispwood-level-normal = normal
picture-wispwood-level-hard = difficile
picture-wispwood-level-expert = expert
picture-wispwood-mark-start = départ
picture-wispwood-mark-to_act = à jouer
picture-wispwood-mark-choosing = choisit
picture-wispwood-mark-resigned = abandon
picture-wispwood-round = Manche { $round }/3 · { $n }x{ $n }
picture-wispwood-tiles = réserve { $supply } · défausse { $discard }
picture-wispwood-cat_phase = Entre les manches : les chats peuvent bouger
picture-wispwood-fill = { $n }x{ $n } : { $filled }/{ $size }
picture-wispwood-fill_full = { $n }x{ $n } : { $filled }/{ $size } pleine
picture-wispwood-total = score { $total }
picture-wispwood-winner = Victoire
# objective card titles (working names, spec 2.4)
picture-wispwood-card-TREE_1 = Rangées de trois
picture-wispwood-card-TREE_2 = Grand bosquet
picture-wispwood-card-TREE_3 = Bois profonds
picture-wispwood-card-TREE_4 = Plus loin dans les bois
picture-wispwood-card-TREE_5 = Bosquets
picture-wispwood-card-PUMP_1 = Sudoku de citrouilles
picture-wispwood-card-PUMP_2 = Lanternes solitaires
picture-wispwood-card-PUMP_3 = Paires de citrouilles
picture-wispwood-card-PUMP_4 = Pas sans citrouille
picture-wispwood-card-PUMP_5 = Plans croisés
picture-wispwood-card-HEART_1 = Rayons croisés
picture-wispwood-card-HEART_2 = Loin des yeux
picture-wispwood-card-HEART_3 = Lueur d'en bas
picture-wispwood-card-HEART_4 = Lueur d'espoir
picture-wispwood-card-HEART_5 = À travers les arbres
picture-wispwood-card-WITCH_1 = Coin du chat
picture-wispwood-card-WITCH_2 = Chat sur la clôture
picture-wispwood-card-WITCH_3 = Pelote de laine
picture-wispwood-card-WITCH_4 = Miaoucabre
picture-wispwood-card-WITCH_5 = Superposition
picture-wispwood-card-SPARK_1 = Lueur magnétique
picture-wispwood-card-SPARK_2 = Lumière au bout du tunnel
picture-wispwood-card-SPARK_3 = Aiguille dans une botte de foin
picture-wispwood-card-SPARK_4 = Synergie
picture-wispwood-card-SPARK_5 = Vers la lumière
picture-wispwood-forest = { $n }x{ $n } { $filled }/{ $size }  { $cat }  score { $rounds }={ $total }
picture-wispwood-forest_full = { $n }x{ $n } { $filled }/{ $size } pleine  { $cat }  score { $rounds }={ $total }

## Carte des résultats (render/results.py) : une par partie terminée

picture-results-title = { $game } : résultats
picture-results-place = { $place ->
        [1] 1er
       *[other] { $place }e
    }
picture-results-shared = ex æquo
picture-results-winner = Victoire
picture-results-resigned = abandon
picture-results-won = Gagné
picture-results-lost = Perdu
picture-results-draw = Match nul
picture-results-fairy_lights-scored = Étoiles validées
picture-results-fairy_lights-held = Collection
picture-results-halali-captured = Capturées
picture-results-halali-exited = Sorties
picture-results-halali-game1 = Partie 1
picture-results-halali-game2 = Partie 2
picture-results-halali-match = Match en deux parties, camps inversés
picture-results-living_forest-trees = Arbres
picture-results-living_forest-fires = Feux
picture-results-living_forest-flowers = Fleurs
picture-results-living_forest-targets = Objectifs : Arbres { $trees }, Feux { $fires }, Fleurs { $flowers }
picture-results-temps_des_forets-win = Victoire (base)
picture-results-temps_des_forets-spare = Cycles d'avance
picture-results-temps_des_forets-dormant = Arbres endormis
picture-results-temps_des_forets-won_in = Gagné au cycle { $cycle }
picture-results-wispwood-round1 = Manche 1
picture-results-wispwood-round2 = Manche 2
picture-results-wispwood-round3 = Manche 3
picture-results-wispwood-phantom = Chat fantôme
