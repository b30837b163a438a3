"""Discord only: slash commands, autocomplete, buttons and replies.

Thin by design: an interaction becomes a call on tables/, a result becomes a reply.
"""
