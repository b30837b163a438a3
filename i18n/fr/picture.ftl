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
