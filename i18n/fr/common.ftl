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
common-BOARD_NOT_SEATED = Cette personne n'a pas de place à cette table.
common-NOT_YOUR_MENU = Ce menu est celui d'un autre joueur : utilisez celui qui porte votre nom.
common-GAME_OVER = Cette partie est terminée : le résultat est visible avec { commands-game-status-slash }.
common-STALE_VERSION = La partie a avancé depuis ce message : utilisez le plus récent, ou { commands-move-slash }.
common-BAD_NOTATION = Je ne comprends pas ce coup : la notation est expliquée dans { commands-game-rules-slash }.
common-ILLEGAL = Ce coup n'est pas permis pour l'instant.
common-NOT_ALLOWED = Vous n'avez pas le droit de faire cela.
common-ONLY_CREATOR_STARTS = Seule la personne qui a ouvert cette table peut lancer la partie.
common-NO_DRAW_OFFERS = Ce jeu ne connaît pas de proposition de nulle.
common-NO_UNDO = Ce jeu ne permet pas de reprendre un coup.
common-DAILY_ALREADY = Vous avez déjà joué la donne du jour de { $game_name } sur ce serveur (table #{ $table }) : revenez demain.
common-NO_HINTS = { $game_name } ne donne pas d'indices.
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
common-lobby-started = { $game_name } #{ $table } a commencé : { $where }.
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
common-abandoned = { $name } a fermé { $game_name } #{ $table } sans résultat.
common-resigned = { $name } a abandonné.
common-status-title = { $game_name } #{ $table }
common-status-lobby = En attente de joueurs dans la salle d'attente.
common-status-running = En cours. À jouer : { $names }.
common-status-over = Terminée : { $reason }
common-status-abandoned = Fermée sans résultat.
common-status-players = Joueurs : { $names }
common-status-moves = Coups joués : { $count }
common-history-empty = Aucun coup pour l'instant.
common-history-move = { $n }. { $player } a joué ({ $move }).
common-played = { $player } a joué ({ $move }).
common-history-attached = L'historique complet de la table #{ $table } est en pièce jointe ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }).
common-mine-none = Aucune partie ne vous attend.
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
# moves every game shares, as the reply to playing one names them (others: notation)
common-move-resign = abandon
common-move-undo = coup repris
common-move-draw_offer = proposition de nulle
common-move-draw_accept = nulle acceptée
common-move-draw_decline = nulle refusée
common-NO_TABLE_IN_CHANNEL = Aucune partie dans ce salon : les parties se jouent dans leur propre fil, retrouvez les vôtres avec { commands-game-mine-slash } ou lancez-en une avec { commands-game-new-slash }.
common-NO_SUCH_TABLE = Il n'y a pas de table #{ $table } : choisissez une salle d'attente ouverte dans la liste, ou omettez l'option table pour la plus récente d'ici.
common-BAD_TABLE_ID = « { $text } » n'est pas une table : choisissez une salle d'attente ouverte dans la liste, ou omettez l'option table pour la plus récente d'ici.
common-LOBBY_ELSEWHERE = La table #{ $table } se trouve dans un autre salon : rejoignez-la ou lancez-la là-bas, avec ses propres boutons.
common-LOBBY_EXPIRED = La table #{ $table } a attendu 7 jours sans démarrer et a été fermée : ouvrez-en une nouvelle avec { commands-game-new-slash }.
common-OPTION_NOT_A_NUMBER = { $value } n'est pas un nombre entier, or { $option } en demande un.
common-OPTION_OUT_OF_RANGE = { $option } doit être compris entre { $min } et { $max }, pas { $value }.
common-OPTION_TOO_LONG = { $option } prend un texte de 1 à { $max ->
        [one] { $max } caractère
        [many] { $max } de caractères
       *[other] { $max } caractères
    }.
common-NEW_IN_THREAD = Lancez une nouvelle partie dans le salon, pas dans le fil d'une partie : { commands-game-new-slash } y ouvre une salle d'attente avec son propre fil.
common-ONLY_CREATOR_KICKS = Seule la personne qui a ouvert cette salle d'attente peut en retirer des joueurs.
common-CANNOT_KICK_SELF = Vous ne pouvez pas vous retirer vous-même : appuyez sur { common-button-leave } pour annuler votre salle d'attente.
common-PLAYER_NOT_SEATED = Ce joueur n'a pas de place dans cette salle d'attente.
common-ONLY_CREATOR_CALLS_OFF = Seule la personne qui a ouvert cette salle d'attente peut l'annuler ; appuyez sur { common-button-leave } pour céder votre place.
common-ONLY_PLAYERS_ABANDON = Seuls les joueurs de cette table, ou un membre qui peut gérer les fils, peuvent l'abandonner.
common-MISSING_PERMISSION = Je ne peux pas le faire ici : il me manque l'autorisation { $permission } dans ce salon ; un administrateur du serveur peut me l'accorder.
common-FORBIDDEN = Discord a refusé ce message ici : un administrateur du serveur peut vérifier mes autorisations dans ce salon.
common-permission-view_channel = Voir le salon
common-permission-send_messages = Envoyer des messages
common-permission-send_messages_in_threads = Envoyer des messages dans les fils
common-permission-create_public_threads = Créer des fils publics
common-permission-embed_links = Intégrer des liens
common-permission-attach_files = Joindre des fichiers
common-permission-read_message_history = Voir les anciens messages
common-lobby-body_exact = { $creator } a ouvert une table de { $game_name } ({ $count ->
        [one] { $count } joueur
        [many] { $count } de joueurs
       *[other] { $count } joueurs
    }). Appuyez sur { common-button-join } pour prendre place ; { $creator } appuie sur { common-button-start } quand tout le monde est là.
common-lobby-expired = Cette table a attendu 7 jours sans démarrer et a été fermée.
common-lobby-you_joined = Vous avez rejoint { $game_name } #{ $table }.
common-lobby-you_left = Vous avez quitté { $game_name } #{ $table }.
common-lobby-you_closed = Vous avez quitté { $game_name } #{ $table }, que vous aviez ouverte : elle est donc annulée.
common-lobby-newest_of = C'était la plus récente { $count ->
        [one] de { $count } salle d'attente ouverte
        [many] de { $count } de salles d'attente ouvertes
       *[other] des { $count } salles d'attente ouvertes
    } ici ; choisissez-en une autre avec l'option table.
common-lobby-kicked = { $name } n'a plus de place à { $game_name } #{ $table }.
common-rules-header_exact = { $game_name } ({ $count ->
        [one] { $count } joueur
        [many] { $count } de joueurs
       *[other] { $count } joueurs
    })
common-turn_of = Pas votre tour : on attend { $names }.
common-button-confirm_resign = Abandonner
common-button-agree_abandon = D'accord pour fermer
common-confirm-resign = Abandonner { $game_name } #{ $table } ? C'est irréversible : appuyez sur { common-button-confirm_resign } pour confirmer.
common-confirm-call_off = Annuler la salle d'attente { $game_name } #{ $table } ? Appuyez sur { common-button-confirm } pour la fermer.
common-confirm-abandon_now = Fermer { $game_name } #{ $table } maintenant, sans résultat, pour tous les joueurs ? Appuyez sur { common-button-confirm }.
common-confirm-abandon_ask = Demander la fermeture de { $game_name } #{ $table } ? La table se ferme sans résultat dès que tous les autres joueurs sont d'accord, sous 48 heures. Appuyez sur { common-button-confirm } pour le leur demander.
common-abandon-done = { $game_name } #{ $table } est fermée sans résultat.
common-abandon-waiting = Votre souhait de fermer { $game_name } #{ $table } est noté ; il manque encore l'accord de { $names }.
common-abandon-asked = { $name } demande la fermeture de { $game_name } #{ $table }. { $mentions } : appuyez sur { common-button-agree_abandon } si vous êtes d'accord ; la table se ferme sans résultat dès que { $count ->
        [one] vous êtes d'accord
        [many] vous êtes tous d'accord
       *[other] vous êtes tous d'accord
    } (sous 48 heures).
common-abandoned_agreed = Tous les joueurs sont d'accord : { $game_name } #{ $table } est fermée sans résultat.
common-mine-header_yours = En attente de vous ({ $count }) :
common-mine-header_others = En attente des autres ({ $count }) :
common-mine-line_yours = { $game_name } #{ $table } dans { $where }, votre tour depuis { $since }
common-mine-line_others = { $game_name } #{ $table } dans { $where } : au tour de { $names }, depuis { $since }
common-mine-more = … et { $count } de plus.
common-stats-header = { $name } sur ce serveur :
common-stats-none = { $name } n'a encore terminé aucune partie sur ce serveur.
common-stats-line = { $game_name } : { $games ->
        [one] { $games } partie
        [many] { $games } de parties
       *[other] { $games } parties
    } ; victoires : { $wins }, nulles : { $draws }, défaites : { $losses }
common-stats-bots_line = { $game_name } contre des joueurs automatiques : { $games ->
        [one] { $games } partie
        [many] { $games } de parties
       *[other] { $games } parties
    } ; victoires : { $wins }, nulles : { $draws }, défaites : { $losses }
common-stats-rating = Classement : { $rating }
common-stats-rating_provisional = Classement : { $rating } (provisoire : moins de { $count ->
        [one] { $count } partie
        [many] { $count } de parties
       *[other] { $count } parties
    })
common-stats-average_place = Place moyenne : { $place }
common-stats-best = Meilleur score : { $score }
common-stats-solo = { $game_name } en solo : { $games ->
        [one] { $games } partie
        [many] { $games } de parties
       *[other] { $games } parties
    } ; victoires : { $wins }, défaites : { $losses } ; meilleur score { $score }
common-stats-solo_level = { $game_name } en solo, niveau { $level } : { $games ->
        [one] { $games } partie
        [many] { $games } de parties
       *[other] { $games } parties
    } ; victoires : { $wins }, défaites : { $losses } ; meilleur score { $score }
common-stats-level-easy = facile
common-stats-level-normal = normal
common-stats-level-hard = difficile
common-stats-level-expert = expert
common-stats-pools = Les parties avec un joueur automatique comptent à part (« contre des joueurs automatiques ») : elles ne changent aucun classement entre personnes.
common-leaderboard-header = Meilleurs joueurs de { $game_name } sur ce serveur :
common-leaderboard-none = Personne n'a encore terminé de partie classée de { $game_name } sur ce serveur.
common-leaderboard-rating = { $place }. { $name } : classement { $rating } ({ $games ->
        [one] { $games } partie
        [many] { $games } de parties
       *[other] { $games } parties
    })
common-leaderboard-rating_provisional = { $place }. { $name } : classement { $rating } ({ $games ->
        [one] { $games } partie
        [many] { $games } de parties
       *[other] { $games } parties
    }, provisoire)
common-leaderboard-rating_note = Le classement est une estimation prudente (mu - 3 sigma) tirée des seules parties entre personnes ; provisoire : moins de { $count ->
        [one] { $count } partie
        [many] { $count } de parties
       *[other] { $count } parties
    }.
common-leaderboard-solo_header = Solo, meilleurs scores :
common-leaderboard-solo_level_header = Solo au niveau { $level }, meilleurs scores :
common-leaderboard-solo = { $place }. { $name } : meilleur score { $score } ({ $games ->
        [one] { $games } partie
        [many] { $games } de parties
       *[other] { $games } parties
    } ; victoires : { $wins })

# Slow play: clocks, reminders, timeouts, automatic players (issue 9)
common-BAD_BOTS = Une table accepte de 0 à { $most } { $most ->
        [one] joueur automatique
       *[other] joueurs automatiques
    }, pas { $bots }.
common-TIMEOUT_ANSWERED = Quelqu'un a déjà répondu à ce dépassement de temps, ou le joueur a joué depuis.
common-NOT_HANDED_OVER = Le joueur automatique ne joue pas à votre place ici : il n'y a rien à reprendre.
common-bot-name = Bot { $number }
common-remind-dm-timed = Votre coup dans { $game_name } (table { $table }) vous attend dans { $where } ; votre temps s'écoule { $deadline }.
common-remind-dm-untimed = Votre coup dans { $game_name } (table { $table }) vous attend dans { $where }.
common-remind-thread-timed = { $mentions } : petit rappel, c'est à vous de jouer ; votre temps s'écoule { $deadline }.
common-remind-thread-untimed = { $mentions } : petit rappel, c'est à vous de jouer.
common-remind-thread-digest_closed = { $mentions } : c'est à vous de jouer ici. Votre récapitulatif quotidien n'a pas pu vous parvenir, car vos messages privés sont fermés ; les mentions de tour sont donc rétablies.
common-timeout-offer = { $name } a dépassé son temps. { $mentions } : choisissez la suite ; sans réponse d'ici { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }, le joueur automatique prend la place.
common-control-more_moves = Autres coups…
common-control-second_step = { $first } : choisissez le coup
common-control-play_list = Jouer { $move }
common-control-longer_list = { $move } : en ajouter un
common-control-list_so_far = { $move } : jouez-le tel quel, ou ajoutez un élément de plus.
common-timeout-button-more = Donner plus de temps
common-timeout-button-hand = Confier au joueur automatique
common-timeout-button-claim = Réclamer la victoire
common-timeout-answered-more = { $name } a donné plus de temps à { $player }.
common-timeout-answered-hand = { $name } a confié la place de { $player } au joueur automatique.
common-timeout-answered-claim = { $name } réclame la victoire car { $player } a dépassé son temps.
common-timeout-handed = Le joueur automatique joue désormais pour { $name }. { $mentions } Utilisez { commands-game-return-slash } pour reprendre votre place.
common-idle-closed = { $mentions } : cette table a été fermée car personne n'a joué depuis { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.
common-returned = { $name } a repris sa place au joueur automatique.
common-clock-kind-untimed = Pendule : sans limite (rappels après 3 jours, puis chaque semaine).
common-clock-kind-relaxed = Pendule : détendue (72 heures par coup, plus une réserve jusqu'à 7 jours).
common-clock-kind-daily = Pendule : quotidienne (24 heures par coup, plus une réserve jusqu'à 3 jours).
common-clock-kind-brisk = Pendule : rapide (4 heures par coup, plus une réserve jusqu'à 1 jour).
common-clock-hours = Les pendules ne tournent que de { $hours } ({ $zone }).
common-clock-seat-auto = { $name } : joué par le joueur automatique.
common-clock-seat-acting = { $name } : doit jouer ; le temps s'écoule { $deadline } ({ $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    } { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } pour le coup, puis { $reserve ->
        [one] { $reserve } heure
       *[other] { $reserve } heures
    } de réserve).
common-clock-seat-untimed = { $name } : doit jouer, sans limite de temps.
common-clock-seat-waiting = { $name } : attend ; { $reserve ->
        [one] { $reserve } heure
       *[other] { $reserve } heures
    } de réserve.
common-settings-dm-on = Rappels : par message privé.
common-settings-dm-off = Rappels : dans le fil de la partie.
common-settings-digest-off = Récapitulatif quotidien : désactivé (votre tour est signalé dans le fil de chaque partie).
common-settings-digest-on = Récapitulatif quotidien : un message privé à { $hour } ({ $zone }) avec les parties qui vous attendent, au lieu des mentions de tour.
common-settings-digest-closed = Récapitulatif quotidien : arrêté, car vos messages privés sont fermés ; les mentions de tour sont rétablies. Ouvrez-les, puis choisissez de nouveau le récapitulatif avec { commands-settings-slash }.
common-settings-digest-choice-off = désactivé
common-BAD_DIGEST_HOUR = Je ne sais pas lire { $text } comme une heure : écrivez une heure pleine de 0 à 23 (par exemple 8 ou 18), ou off.
common-digest-header = { $count ->
        [one] À vous de jouer dans { $count } partie :
       *[other] À vous de jouer dans { $count } parties :
    }
common-digest-line = { $game_name } (table { $table }), dernier coup { $since } : { $link }
common-digest-more = … et { $count } de plus : { commands-game-mine-slash } les liste toutes.
common-settings-quiet-on = Heures calmes : { $hours } ({ $zone }) ; pas de rappel pendant ce temps.
common-settings-quiet-off = Heures calmes : aucune.
common-settings-zone = Fuseau horaire : { $zone }.
common-settings-vacation-away = En vacances jusqu'au { $date } : vos pendules sont arrêtées dans toutes les parties. Votre prochain coup ou { commands-settings-slash } vacances:0 y met fin.
common-settings-vacation-left = Vacances : { $left ->
        [one] { $left } jour
       *[other] { $left } jours
    } sur { $allowance } restants cette année ; renouvelés le { $renews }.
common-VACATION_ALLOWANCE = Il vous reste { $left ->
        [one] { $left } jour
       *[other] { $left } jours
    } de vacances cette année, pas { $days } ; ils se renouvellent le { $renews }.
common-VACATION_DAYS = Des vacances durent de 1 à { $most } jours (0 met fin aux vôtres).
common-vacation-away = { $name } est en vacances jusqu'au { $date } ; sa pendule est arrêtée.
common-clock-seat-away = { $name } : en vacances jusqu'au { $date } ; la pendule est arrêtée.
common-clock-seat-idle = { $name } : attend.
common-event-timeout = { $player } a dépassé son temps : le coup par défaut du jeu a été joué.
common-event-timeout_claimed = { $player } réclame la victoire : { $loser_player } a dépassé son temps.
common-STALE_PANEL = Ce panneau n'est plus à jour : vous avez joué depuis. En voici un nouveau.
common-NO_PANEL = Vous n'avez pas de panneau privé maintenant : il s'ouvre tant que vous avez quelque chose à décider dans une phase simultanée.
common-panel-open = Ouvrir mon panneau
common-player_side = { $name } ({ $side })
common-result-rank = { $rank }. { $name } ({ $score })
common-result-post_draw = { $mentions } { $game_name } #{ $table } se termine par une nulle ({ $reason }) : { $ranking }.
common-result-post_win = { $mentions } { $game_name } #{ $table } est terminée ({ $reason }) : { $ranking }.
common-result-none = pas de résultat
common-result-short_draw = partie nulle
common-result-short_won = Gagnée
common-result-short_lost = Perdue
common-result-short_win = { $count ->
        [one] gagnée par { $names }
       *[other] gagnée ensemble par { $names }
    }
common-thread-name_over = { $name } : { $result }
common-lobby-over = La partie de cette table est terminée, { $result } : voir { $where }.
common-notice-draw_offered = { $mentions } : { $name } vous propose la nulle. Répondez avec les boutons du message de la partie ou avec { commands-game-draw-slash }.
common-button-rematch = Revanche
common-button-replay = Rejouer
common-button-record = Relevé de partie
common-rematch-waiting = C'est noté : vous voulez une revanche. { $count ->
        [one] Encore { $count } joueur doit appuyer sur { common-button-rematch }.
       *[other] Encore { $count } joueurs doivent appuyer sur { common-button-rematch }.
    }
common-rematch-started = La revanche a commencé : { $where }.
common-rematch-link = Revanche : { $game_name } #{ $table } continue dans { $where }.
common-button-new_deal = Nouvelle partie
common-rematch-new_deal_started = Votre nouvelle partie (une nouvelle donne) a commencé : { $where }.
common-rematch-new_deal_link = Nouvelle partie : { $game_name } #{ $table }, une nouvelle donne, dans { $where }.
common-REMATCH_CLOSED = Le délai de revanche de cette partie est passé : lancez une nouvelle partie avec { commands-game-new-slash }.

common-board-at_turn = { $game_name } #{ $table } : le début du tour { $turn } (la partie en est au tour { $last }).
common-NO_SUCH_TURN = Cette partie compte pour l'instant les tours { $first } à { $last } : choisissez-en un.
common-server_settings-pictures-compact = Les fils de partie d'ici gardent une seule image vivante : chaque message précédent est réduit à son texte, et /game board tour: montre n'importe quel tour passé.
common-server_settings-pictures-every = Les fils de partie d'ici gardent l'image de chaque tour.
common-REPLAY_DAILY_RUNNING = Le replay d'une donne du jour attend que sa journée ({ $day }, UTC) soit finie pour tout le monde, afin que personne ne voie la donne avant de la jouer.

# Game records: /game export and /game import (tables/records.py, cogs/records.py)
common-record-exported = L'enregistrement de { $game_name }, table #{ $table }, est en pièce jointe : chaque coup et la graine, pour la rejouer exactement. { commands-game-import-slash } la relit.
common-record-exported_running = L'enregistrement de { $game_name }, table #{ $table }, jusqu'ici est en pièce jointe : la partie est en cours, il ne contient donc que les coups que tout le monde peut voir, sans graine ni résultat. Il pourra être importé une fois la partie finie.
common-record-imported = { $game_name } est importé comme table #{ $table } ({ $names }), terminée, dans { $where } : { commands-game-board-slash } tour: y montre ses positions. Elle ne compte dans aucune statistique.
common-RECORD_IMPORT_MANAGERS = Seuls les membres qui peuvent gérer ce serveur importent des parties.
common-RECORD_NOT_TEXT = Ce fichier n'est pas un fichier texte : joignez l'enregistrement .txt créé par { commands-game-export-slash }.
common-RECORD_TOO_LARGE = Ce fichier est trop gros pour un enregistrement de partie ({ $most } caractères au plus).
common-RECORD_DAILY_WAIT = C'est la donne du jour du { $day } : son enregistrement attend la fin de ce jour (UTC), pour que personne ne voie la donne avant de la jouer.
common-RECORD_EMPTY = Ligne { $line } : cet enregistrement n'a pas d'étiquettes ; il devrait commencer par [Format "grove-record 1"].
common-RECORD_BAD_LINE = Ligne { $line } : cette ligne n'est ni une étiquette comme [Game "halali"] ni un coup comme 12. 0 flip c4.
common-RECORD_TAG_AFTER_MOVES = Ligne { $line } : une étiquette après les coups ; toutes les étiquettes viennent avant le premier coup.
common-RECORD_UNKNOWN_TAG = Ligne { $line } : { $tag } n'est pas une étiquette d'enregistrement.
common-RECORD_DOUBLE_TAG = Ligne { $line } : l'étiquette { $tag } apparaît deux fois.
common-RECORD_MISSING_TAG = Ligne { $line } : il manque à l'enregistrement l'étiquette { $tag }.
common-RECORD_BAD_TAG = Ligne { $line } : « { $value } » n'est pas une valeur valable pour { $tag }.
common-RECORD_UNKNOWN_GAME = Ligne { $line } : ce bot n'a pas de jeu « { $game_id } ».
common-RECORD_DOUBLE_PLAYER = Ligne { $line } : ce joueur a déjà une autre place.
common-RECORD_MOVE_NUMBER = Ligne { $line } : le coup { $n } se trouve là où devrait être le coup { $expected }.
common-RECORD_TRUNCATED = Ligne { $line } : l'enregistrement s'arrête après { $count } de ses { $expected } coups ; il a été coupé.
common-RECORD_MOVE_COUNT = Ligne { $line } : l'enregistrement a { $count } coups, mais son étiquette Moves en annonce { $expected }.
common-RECORD_RUNNING = Ligne { $line } : c'est l'enregistrement d'une partie en cours ; seul celui d'une partie finie peut être importé.
common-RECORD_NO_SEED = Ligne { $line } : cet enregistrement n'a pas de graine, ses donnes ne peuvent donc pas être rejouées.
common-RECORD_AFTER_END = Ligne { $line } : la partie était finie avant ce coup ({ $move }).
common-RECORD_WRONG_SEAT = Ligne { $line } : la place { $seat } ne peut pas jouer { $move } à ce moment.
common-RECORD_BAD_MOVE = Ligne { $line } : le coup { $move } est refusé ({ $reason }).
common-RECORD_NOT_OVER = Ligne { $line } : les coups s'arrêtent avant la fin de la partie.
common-RECORD_RESULT_DIFFERS = Ligne { $line } : les coups mènent à un autre résultat que celui de l'enregistrement.

# the live board of a channel's games (/server-settings board:on), and the last call of a
# simultaneous phase
common-live-title = Parties de ce salon
common-live-line = { $game_name } #{ $table } dans { $where } : au tour de { $names }, depuis { $since }
common-live-line_everyone = { $game_name } #{ $table } dans { $where } : au tour de tout le monde, depuis { $since }
common-live-empty = Aucune partie n'est en cours dans ce salon. Lancez-en une avec { commands-game-new-slash }.
common-live-more = … et { $count } de plus.
common-live-last_call = { $mention }, tous les autres ont fini : { $game_name } #{ $table } n'attend plus que vous.
common-server_settings-live-on = Tableaux en direct des parties en cours : { $channels }.
common-server_settings-live-off = Aucun salon ici n'a de tableau en direct de ses parties.

# Niveaux du joueur automatique (issue 20)
common-bot_level-easy = Facile
common-bot_level-normal = Normal
common-bot_level-strong = Fort
common-automatic-seat = { $name } ({ $level })
common-automatic-seats = { $count ->
        [one] Joueur automatique : { $names }.
       *[other] Joueurs automatiques : { $names }.
    }
common-BAD_BOT_LEVEL = Les joueurs automatiques jouent au niveau facile, normal ou fort, pas « { $level } ».
common-bot_identity = Grove ({ $level })
common-leaderboard-bots_header = Parties contre des joueurs automatiques (chaque niveau classé comme un joueur) :
