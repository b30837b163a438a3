common-ERROR = Cette action a échoué ; rien n'a été modifié.
common-INTERNAL = Désolé, un problème est survenu de notre côté ; rien n'a été modifié. Réessayez dans un instant.
common-NO_TABLE = Aucune partie ici : lancez-en une avec { commands-game-new-slash } dans un salon.
common-NO_TABLE_HERE = Aucune partie dans ce fil : lancez-en une avec { commands-game-new-slash }, ou retrouvez les vôtres avec { commands-game-mine-slash }.
common-CORRUPT_TABLE = Les données enregistrées de cette partie sont illisibles ; rien n'a été modifié, et le problème a été signalé aux administrateurs du bot.
common-DB_GONE = La base de données des parties a disparu : je n'accepte plus aucun coup pour l'instant (le vôtre n'a pas été joué) ; les administrateurs du bot ont été prévenus.
common-UNKNOWN_GAME = Il n'existe pas de jeu nommé { $game_id } : choisissez-en un dans la liste.
common-LOBBY = Cette action n'est pas possible dans cette salle d'attente pour l'instant.
common-NO_LOBBY = Aucune salle d'attente ouverte dans ce salon : ouvrez-en une avec { commands-game-new-slash }.
common-LOBBY_CLOSED = Cette salle d'attente est fermée : la partie a commencé ou a été annulée. Ouvrez-en une nouvelle avec { commands-game-new-slash }.
common-ALREADY_SEATED = Vous avez déjà une place à cette table.
common-LOBBY_FULL = Cette table est complète ({ $seats ->
        [one] { $seats } place
       *[other] { $seats } places
    }) : ouvrez-en une nouvelle avec { commands-game-new-slash }.
common-NOT_ENOUGH_PLAYERS = Ce jeu demande au moins { $needed ->
        [one] { $needed } joueur
       *[other] { $needed } joueurs
    } et { $seated ->
        [one] { $seated } est installé
       *[other] { $seated } sont installés
    } : attendez que d'autres vous rejoignent.
common-NOT_STARTED = Cette partie n'a pas encore commencé : la personne qui a ouvert la table la lance depuis la salle d'attente.
common-OPTION_NOT_FOR_GAME = { $game_name } n'a pas d'option { $option } : retirez-la.
common-BAD_OPTION = { $value } n'est pas un choix possible pour { $option } : choisissez parmi { $choices }.
common-NOT_SEATED = Vous n'avez pas de place à cette table ; vous pouvez suivre la partie avec { commands-game-board-slash } et { commands-game-status-slash }.
common-NOT_YOUR_TURN = Ce n'est pas votre tour : vous serez prévenu quand ce sera le cas.
common-GAME_OVER = Cette partie est terminée : le résultat est visible avec { commands-game-status-slash }.
common-STALE_VERSION = La partie a avancé depuis ce message : utilisez le plus récent, ou { commands-move-slash }.
common-BAD_NOTATION = Je ne comprends pas ce coup : la notation est expliquée dans { commands-game-rules-slash }.
common-ILLEGAL = Ce coup n'est pas permis pour l'instant.
common-NOT_ALLOWED = Vous n'avez pas le droit de faire cela.
common-ONLY_CREATOR_STARTS = Seule la personne qui a ouvert cette table peut lancer la partie.
common-ONLY_CREATOR_ABANDONS = Seule la personne qui a ouvert la table, ou quelqu'un qui peut gérer les fils, peut la fermer.
common-NO_DRAW_OFFERS = Ce jeu ne connaît pas de proposition de nulle.
common-NO_UNDO = Ce jeu ne permet pas de reprendre un coup.
common-BAD_CLOCK = { $clock } n'est pas une pendule : choisissez untimed, relaxed, daily ou brisk.
common-BAD_HOURS = Je ne sais pas lire { $hours } comme des heures : écrivez par exemple 08-23, ou 22-06 pour passer minuit.
common-BAD_TIME_ZONE = Je ne connais pas le fuseau horaire { $zone } : écrivez-le par exemple Europe/Paris ou America/New_York.
common-NO_CLOCK = Cette table n'a pas de pendule : il n'y a pas de temps à accorder.
common-EXTRA_TIME_USED = Ce joueur a déjà reçu du temps en plus une fois dans cette partie.
common-NOTHING_TO_CONFIRM = Il n'y a plus rien à confirmer.
common-lobby-title = { $game_name } : une nouvelle table
common-lobby-body = { $creator } a ouvert une table de { $game_name } ({ $min } à { $max } joueurs). Appuyez sur { common-button-join } pour prendre place ; { $creator } appuie sur { common-button-start } quand tout le monde est là.
common-lobby-options = Options : { $options }
common-lobby-seats = Installés ({ $count }/{ $max }) : { $names }
common-lobby-closed = Cette table a été annulée.
common-lobby-started = La partie a commencé : { $where }.
common-lobby-joined = { $name } a pris place à la table.
common-lobby-left = { $name } a quitté la table.
common-lobby-created = La table #{ $table } est ouverte.
common-button-join = Rejoindre
common-button-leave = Quitter
common-button-start = Lancer
common-button-confirm = Confirmer
common-thread-name = { $game_name } #{ $table }
common-started = { $game_name } #{ $table } commence avec { $players }.
common-your_turn = { $mentions } : à vous de jouer.
common-game_over = La partie est terminée.
common-result-winner = Victoire : { $names }.
common-result-winners = Victoire partagée : { $names }.
common-result-score_line = { $name } : { $score }
common-abandoned = { $name } a fermé cette table ; elle est close sans résultat.
common-resigned = { $name } a abandonné.
common-status-title = { $game_name } #{ $table }
common-status-lobby = En attente de joueurs dans la salle d'attente.
common-status-running = En cours. À jouer : { $names }.
common-status-over = Terminée : { $reason }
common-status-abandoned = Fermée sans résultat.
common-status-players = Joueurs : { $names }
common-status-moves = Coups joués : { $count }
common-history-empty = Aucun coup pour l'instant.
common-history-attached = L'historique complet de la table #{ $table } est en pièce jointe ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }).
common-mine-none = Aucune partie ne vous attend.
common-mine-header = Parties qui vous attendent :
common-mine-line = { $game_name } #{ $table } dans { $where }
common-rules-header = { $game_name } ({ $min } à { $max } joueurs)
common-confirm-ask = Vous êtes sûr ? Appuyez sur { common-button-confirm } pour jouer { $move }.
common-lobby-underway = La partie de cette table se joue dans son fil.
common-lobby-option = { $option } : { $value }
common-settings-language-chosen = Langue des réponses que vous seul voyez : { $language }. Pour la changer : { commands-settings-slash }.
common-settings-language-auto = Les réponses que vous seul voyez suivent la langue de votre Discord, actuellement : { $language }. Pour la changer : { commands-settings-slash }.
common-server_settings-language-chosen = Langue des messages publics de jeu sur ce serveur : { $language }.
common-server_settings-language-auto = Les messages publics de jeu sur ce serveur suivent la langue du serveur, actuellement : { $language }.
common-ALREADY_PLAYED = Votre coup a déjà été joué ; rien de plus à faire.
common-done-move = Joué : { $move }.
common-done-later = Joué : { $move }. Discord tarde à prendre le message ; il apparaîtra bientôt dans le fil.
