halali-BAD_NOTATION = Je ne sais pas lire « { $text } » comme un coup : essayez `flip c4`, `c4-c7`, `c4xc7` ou `b5-a5` (cases a1 à i9).
halali-NOT_FACE_DOWN = Il n'y a pas de tuile face cachée à retourner en { $square } : choisissez une case qui montre un dos de tuile.
halali-NO_TILE = Il n'y a pas de tuile en { $origin } : partez d'une case portant une tuile face visible.
halali-FACE_DOWN_TILE = La tuile en { $origin } est encore face cachée : retournez-la d'abord, ou déplacez une tuile face visible.
halali-IMMOVABLE = Les arbres ne se déplacent jamais : déplacez une autre tuile, ou retournez-en une.
halali-NOT_YOUR_TILE = La tuile en { $origin } appartient à votre adversaire : déplacez une de vos tuiles, un canard ou un faisan.
halali-NEUTRAL_LOCKED = Votre adversaire vient de retourner ou de déplacer la tuile en { $origin } : vous ne pouvez pas la déplacer ce tour-ci, choisissez-en une autre.
halali-EXIT_NOT_IN_END_PHASE = Les tuiles ne peuvent quitter la forêt que pendant la phase finale : jouez un coup dans la forêt pour l'instant.
halali-EXIT_NOT_OWN_COLOUR = Seuls vos propres animaux ou personnages peuvent quitter la forêt : déplacez cette tuile dans la forêt.
halali-NO_EXIT_REACHABLE = La tuile en { $origin } ne peut atteindre aucune sortie ce tour-ci : indiquez une autre destination.
halali-AMBIGUOUS_EXIT = La tuile en { $origin } peut atteindre plusieurs sorties ({ $exits }) : précisez la case de sortie, par exemple `{ $origin }-e9`.
halali-OFF_BOARD = { $target } est hors de la forêt et n'est pas une sortie : choisissez une case de b2 à h8 ou une sortie (a5, i5, e1, e9).
halali-NOT_STRAIGHT_LINE = Les tuiles se déplacent en ligne droite vers le nord, l'est, le sud ou l'ouest, d'au moins une case : choisissez une destination alignée avec { $origin }.
halali-TOO_FAR = Cette tuile avance d'au plus { $max_distance ->
        [one] { $max_distance } case
       *[other] { $max_distance } cases
    } par tour : choisissez une destination voisine de { $origin }.
halali-PATH_BLOCKED = Quelque chose bloque le chemin entre { $origin } et { $target } : choisissez une autre destination.
halali-BACK_AND_FORTH = Vous venez d'amener cette tuile depuis { $target } : elle ne peut pas y retourner tout de suite. Choisissez une autre destination ou une autre tuile.
halali-OCCUPIED_FACE_DOWN = La case { $target } porte une tuile face cachée, qu'on ne peut ni capturer ni occuper : retournez-la ou choisissez une autre destination.
halali-NOTHING_TO_CAPTURE = Il n'y a rien à capturer en { $target } : écrivez le coup `{ $origin }-{ $target }` pour simplement vous y déplacer.
halali-CANNOT_CAPTURE = Cette tuile ne peut pas capturer la tuile en { $target } : choisissez une tuile qu'elle peut capturer, ou une case vide.
halali-NOT_GUN_DIRECTION = Un chasseur ne capture que dans la direction de son fusil ({ $gun_name }) : déplacez-le sans capturer, ou capturez avec un autre chasseur.
halali-DRAW_ALREADY_OFFERED = Votre proposition de nulle est déjà faite : attendez la réponse de votre adversaire.
halali-NO_DRAW_OFFER = Votre adversaire n'a pas proposé la nulle : utilisez `draw offer` pour la proposer vous-même.
halali-BAD_SEATS = Halali! se joue à exactement deux : attendez un second joueur avant de lancer la partie.
halali-BAD_OPTION = La valeur { $value } n'est pas permise pour { $option } : choisissez parmi les choix proposés.
halali-NOT_OVER = La partie est encore en cours : le résultat sera connu à la fin.
halali-BAD_STATE_FORMAT = Cette partie enregistrée a un format que je ne connais pas : demandez à un administrateur de vérifier la version du bot.
halali-event-flip = { $turn }. { $side_name } ({ $side_player }) retourne { $square } → { $kind_name }
halali-event-move = { $turn }. { $side_name } ({ $side_player }) { $notation }
halali-event-capture = { $turn }. { $side_name } ({ $side_player }) { $notation } → { $captured_name } capturé (+{ $points })
halali-event-exit = { $turn }. { $side_name } ({ $side_player }) { $notation } → { $kind_name } quitte la forêt (+{ $points })
halali-event-lock = { $barred_name } ne peut pas déplacer le { $kind_name } en { $square } à son prochain tour.
halali-event-end_phase = Toutes les tuiles sont visibles : la phase finale commence, avec { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } pour chaque camp ; { $first_name } commence.
halali-event-game_over = Fin de la partie : { $blue_score }–{ $brown_score } (bleu–brun).
halali-event-game2_dealt = La partie 2 du match est distribuée avec les rôles inversés : { $blue_player } joue Bleu et commence, { $brown_player } joue Brun.
halali-event-match_over = Fin du match : { $player0 } { $score0 }, { $player1 } { $score1 } au total.
halali-event-draw_offered = { $side_name } ({ $side_player }) propose la nulle.
halali-event-draw_accepted = { $side_name } ({ $side_player }) accepte la nulle.
halali-event-draw_declined = { $side_name } ({ $side_player }) refuse la proposition de nulle.
halali-event-draw_lapsed = La proposition de nulle de { $side_name } ({ $side_player }) tombe : { $by_name } a joué un coup.
halali-event-resigned = { $side_name } ({ $side_player }) abandonne.
halali-end-end_phase_complete = phase finale terminée
halali-end-no_tiles = { $side_name } n'a plus de tuiles
halali-end-cannot_move = { $side_name } ne peut plus jouer
halali-end-quiet_draw = 50 tours calmes — partie nulle
halali-end-draw_agreed = nulle acceptée
halali-end-resigned = abandon
halali-kind-bear = ours
halali-kind-fox = renard
halali-kind-lumberjack = bûcheron
halali-kind-hunter = chasseur
halali-kind-pheasant = faisan
halali-kind-duck = canard
halali-kind-tree = arbre
halali-side-blue = Bleu
halali-side-brown = Brun
halali-draw-offer = Proposer la nulle
halali-draw-accept = Accepter la nulle
halali-draw-decline = Refuser
halali-status-scores = Points : Bleu ({ $blue_player }) { $blue_score }, Brun ({ $brown_player }) { $brown_score }.
halali-status-main = Tour { $turn }, phase principale : { $face_down ->
        [one] { $face_down } tuile encore face cachée
       *[other] { $face_down } tuiles encore face cachée
    }.
halali-status-end = Tour { $turn }, phase finale : il reste { $blue_left ->
        [one] { $blue_left } tour
       *[other] { $blue_left } tours
    } à Bleu, { $brown_left } à Brun.
halali-status-quiet = { $quiet ->
        [one] { $quiet } tour calme
       *[other] { $quiet } tours calmes
    } d'affilée : à 50, la partie est nulle.
halali-status-draw_offer = { $side_name } a proposé la nulle : répondez avec { commands-game-draw-slash } ou les boutons.
halali-status-match = Partie { $game_no } sur 2 du match. Totaux jusqu'ici : { $player0 } { $total0 }, { $player1 } { $total1 }.
halali-control-accept_draw = Accepter la nulle
halali-control-decline_draw = Refuser la nulle
halali-help = Deux joueurs : Bleu (ours, renards) contre Brun (bûcherons, chasseurs) dans une forêt de 7x7 cases couverte de 48 tuiles face cachée. À votre tour, retournez une tuile face cachée (`flip c4`) ou déplacez en ligne droite une tuile face visible que vous pouvez déplacer (`c4-c7` ; capture : `c4xc7`). Les ours et les bûcherons avancent d'une case ; renards, chasseurs, canards et faisans glissent aussi loin que le chemin est libre ; les arbres ne bougent jamais. Les ours capturent chasseurs et bûcherons, les renards capturent canards et faisans, les bûcherons abattent les arbres, les chasseurs capturent les animaux seulement dans la direction de leur fusil. Personne ne peut déplacer un canard ou un faisan que l'adversaire vient de retourner ou de déplacer, ni ramener aussitôt sa propre tuile en arrière. Une fois toutes les tuiles visibles, chaque camp a encore 5 tours et peut faire sortir ses tuiles de la forêt par les sorties a5, i5, e1 et e9 (`b5-a5` ou `b5-x`). Les tuiles capturées et sorties rapportent des points. 50 tours sans retournement, capture ni sortie rendent la partie nulle. Avec `{ commands-option-format-name }:{ commands-choice-match }` dans { commands-game-new-slash }, vous jouez deux parties avec les rôles inversés, et le total décide ; `{ commands-game-draw-slash }` propose la nulle. Les coups s'écrivent en anglais, comme ci-dessus.
halali-event-flip_hunter = { $turn }. { $side_name } ({ $side_player }) retourne { $square } → chasseur, fusil orienté { $gun_name }
halali-gun-N = nord
halali-gun-E = est
halali-gun-S = sud
halali-gun-W = ouest
halali-OWN_DRAW_OFFER_PENDING = Votre propre offre de nulle est toujours ouverte : c'est à votre adversaire d'y répondre (ou elle expire à son prochain coup).
halali-reason-end_phase_complete = la phase finale est terminée
halali-reason-no_tiles = un camp n'a plus de tuiles
halali-reason-cannot_move = un camp ne peut plus jouer
halali-reason-quiet_draw = 50 tours calmes
halali-reason-draw_agreed = nulle acceptée
halali-reason-resigned = { $names } a abandonné
