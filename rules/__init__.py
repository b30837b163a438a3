"""Pure game logic: one package per game, the shared protocol, errors and the registry.

Nothing in here talks to Discord, a database, Pillow, a clock or the network.
"""
