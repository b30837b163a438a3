# /game replay : les légendes du replay animé (sous chaque image) et ses messages.

replay-frame-turn = Tour { $turn } sur { $last }
replay-frame-end = Fin de la partie
replay-frame-now = La position actuelle
replay-frame-start = Position de départ
replay-frame-move = { $name } : { $move }
replay-progress = Image { $done } sur { $total } en cours…
replay-assembling = Assemblage de { $count } images…
replay-posted = { $game_name } #{ $table } : le replay, { $count ->
        [one] { $count } image
       *[other] { $count } images
    }.
replay-thinned = Pour tenir dans la limite de taille de Discord, il montre une image sur { $stride } (toujours la première et la dernière).
replay-running = La partie continue : positions publiques seulement, jusqu'à maintenant.
