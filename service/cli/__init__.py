"""The ``species-arena`` command (``service.cli.main``); nothing else imports this package."""
