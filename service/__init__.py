"""species-arena's service, in layers (each imports only the layers above it in this list):

* ``service.domain``  the ``Game`` aggregate and its events, the engine facade over
  ``core_rs``, the hash chain, the clocks; nothing of storage, web or bots policy;
* ``service.app``     the use cases (``Games``): commands, reads and redaction, seat
  commands, bot policy, audit, store plumbing, metrics counters; no web framework;
* ``service.runtime`` what runs beside requests: the bot worker, the deadline keeper,
  the store follower, the read path and its cache, the worker processes;
* ``service.api``     the Litestar app: controllers, middleware, problems, strict input,
  OpenAPI (the only package that imports Litestar);
* ``service.cli``     the ``species-arena`` command (nothing imports it).

``service.config`` (settings from the environment) is shared by every layer, and so are the
request and response structs and the problem codes, which live in the client distribution
(``species_arena_client.schemas``, ``species_arena_client.problems``: one definition for the
server and its typed client).
"""
