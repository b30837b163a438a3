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
picture-living_forest-title_animal = Manche { $round } : phase des animaux, piochent : { $names }
picture-living_forest-title_action = Manche { $round } : tour d'actions de { $name } (encore { $left } de base)
picture-living_forest-fire = feu { $power }
picture-living_forest-no_fire = pas de feu
picture-living_forest-empty = vide
picture-living_forest-cards_left = cartes restantes : { $sizes }
picture-living_forest-varans = Varans { $count }
picture-living_forest-fragments = Fragments { $count }
picture-living_forest-element_tiles = Tuiles Élément { $count }
picture-living_forest-sacred = Arbre sacré p{ $position }
picture-living_forest-targets = objectifs : Arbres { $tree }, Feux { $fire }, Fleurs { $flower }
picture-living_forest-kodama_stack = Kodama { $letter } : encore { $size } → { $condition } { $target }
picture-living_forest-kodama_top = dessus { $card } c{ $cost } { $elements }
picture-living_forest-sacred_tag = Arbre sacré
picture-living_forest-status-drawing = pioche
picture-living_forest-status-done = a fini
picture-living_forest-status-resigned = parti
picture-living_forest-winner = VICTOIRE
picture-living_forest-progress = Arbres { $trees }/{ $tree_target } ({ $types }+1+{ $tree_tiles })  Feux { $fires }/{ $fire_target } ({ $fire_count }+{ $fire_tiles })  Fleurs { $flowers }/{ $flower_target } ({ $visible }+{ $flower_tiles })
picture-living_forest-actions = actions { $count }
picture-living_forest-your_line = votre ligne : { $cards } (N={ $n })
picture-living_forest-hidden_drawing = ligne cachée : pioche
picture-living_forest-hidden_done = ligne cachée : a fini de piocher
picture-living_forest-line = ligne : { $cards }
picture-living_forest-stuff = tuiles { $tiles } ; tuiles Feu { $count } [{ $values }] ; Fragments { $fragments }
picture-living_forest-none = aucune
picture-living_forest-elements_held = Élément { $held }
picture-living_forest-elements_used = utilisé { $used }
picture-living_forest-piles = pioche { $draw } ; défausse { $discard }
picture-living_forest-top = (dessus : { $cards })
picture-living_forest-lines = lignes { $lines }
picture-living_forest-result = Résultat ({ $reason }) : { $places }
picture-living_forest-legend = So soleil, Ea eau, Pl plante, Ve vent, Fl fleur, K kodama ; rochers : P planter, A attirer, E éteindre, F fragment, K appeler
picture-living_forest-code-sun = So
picture-living_forest-code-water = Ea
picture-living_forest-code-plant = Pl
picture-living_forest-code-wind = Ve
picture-living_forest-code-flower = Fl
picture-living_forest-rock-plant = P
picture-living_forest-rock-fragment = F
picture-living_forest-rock-attract = A
picture-living_forest-rock-extinguish = E
picture-living_forest-rock-call = K
picture-living_forest-symbol-solitary = solo
picture-living_forest-symbol-gregarious = groupe
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
picture-wispwood-facts = Manche { $round }/3  { $n }x{ $n }   réserve { $supply }   défausse { $discard }
picture-wispwood-over = Partie terminée
picture-wispwood-cats_may_move = Les chats peuvent bouger : { $names }
picture-wispwood-turn = Tour { $turn } : { $name }
picture-wispwood-phantom = Chat fantôme ({ $level }) : { $values }
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
picture-wispwood-forest = { $n }x{ $n } { $filled }/{ $size }  { $cat }  score { $rounds }={ $total }
picture-wispwood-forest_full = { $n }x{ $n } { $filled }/{ $size } pleine  { $cat }  score { $rounds }={ $total }
