"""The Litestar app: the REST surface of docs/architecture.md (``service.api.controllers``) over
``service.app.games.Games`` and the read models of ``projections``.

``create_app(settings)`` wires everything once: the ``Games`` application, the read-model
view, and (by default) the projection runner and the bot worker (``service.runtime.botworker``)
inside the server, started and stopped with the app's lifespan; errors become problem details (``service.api.problems``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
from litestar import Litestar
from litestar.di import Provide
from litestar.openapi import OpenAPIConfig

from projections import open_view, start_runner
from service.api import ops
from service.api.controllers import CONTROLLERS
from service.api.controllers.pages import pages_router
from service.api.deps import Services, provide_services
from service.api.fastpath import FastPath
from service.api.limits import QuotaLimits, Quotas, WriteLimitMiddleware
from service.api.openapi import render_plugins
from service.api.problems import internal_error, problem_details_plugin
from service.api.strict import MAX_BODY, strict_body
from service.app.games import Games
from service.app.tickets import Tickets
from service.app.webhooks import Webhooks
from service.config import Settings
from service.runtime.botworker import BotWorker
from service.runtime.deadlines import DeadlineKeeper
from service.runtime.readcache import PostgresVersions, ReadPath, SQLiteVersions, VersionWatch
from service.runtime.webhooks import Deliverer

#: The largest request body accepted (413 beyond).

__all__ = ["MAX_BODY", "Services", "create_app"]


def _optional(config: Any) -> list[Any]:
    return [] if config is None else [config.middleware]


def create_app(
    settings: Settings | None = None, *, games: Games | None = None, static_dir: Path | None = None
) -> Litestar:
    """Build the app from ``settings`` (default: the environment's). The projection runs
    inside the server unless ``settings.projections == "external"``. The pages come from
    ``static_dir`` (default ``service/static``)."""
    s = settings or Settings.from_env()
    env = s.eventsourcing_env()
    tickets = Tickets.from_secret(s.ticket_secret)

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        g = games or Games(env=env, admin_token=s.admin_token, snapshot_interval=s.snapshot_interval)
        runner = start_runner(env, Games) if s.projections == "inprocess" else None
        view = runner.view if runner is not None else open_view(env)
        reads = ReadPath(g, s.read_cache, compression=s.compression, versions=SQLiteVersions.for_games(g),
                         async_versions=PostgresVersions.for_games(g))
        watch = VersionWatch(g, versions=reads.versions)
        # The reads learn a recorded version before the waiters for it are woken (the
        # callbacks run in this order), so that a woken read answers that version.
        if reads.versions is not None:
            reads.versions.follow(g)
        g.on_recorded.append(watch.notify)
        quotas = None
        if s.quota_games_per_hour > 0 or s.quota_bot_games > 0:
            quotas = Quotas(QuotaLimits(s.quota_games_per_hour, s.quota_bot_games),
                            is_running=lambda game_id: not g.load(game_id).finished)
        hooks = Webhooks(g, view, s.webhook_allow_private)
        # Webhook deliveries run in their own task, never on a request path (service.runtime.webhooks).
        deliverer = await Deliverer(hooks, s).start() if s.webhook_concurrency > 0 else None
        app.state.services = Services(
            settings=s, games=g, view=view, runner=runner, tickets=tickets, reads=reads, watch=watch, quotas=quotas,
            webhooks=hooks, deliverer=deliverer,
        )
        keeper = DeadlineKeeper(g, s.abandon_unclaimed)
        app.state.deadline_keeper = keeper
        if s.clock_poll > 0:
            keeper.start(s.clock_poll)
        # Bots play in the bot worker's threads, off the request path (service.runtime.botworker).
        g.inline_bot_moves = s.inline_bot_moves
        bots = (await BotWorker(g, s.bot_threads, s.bot_poll, long_searches=s.bot_long_searches).start()
                if s.bot_threads > 0 else None)
        app.state.bot_worker = bots
        try:
            yield
        finally:
            if bots is not None:
                await bots.stop()
            if deliverer is not None:
                await deliverer.stop()
            keeper.stop()
            watch.close()
            if reads.async_versions is not None:
                await reads.async_versions.aclose()
            g.on_recorded.remove(watch.notify)
            if reads.versions is not None:
                reads.versions.unfollow(g)
            if runner is not None:
                await anyio.to_thread.run_sync(runner.__exit__, None, None, None)
            if games is None:
                g.close()

    app = Litestar(
        route_handlers=[*CONTROLLERS, pages_router(static_dir), *([ops.MetricsController] if s.metrics else [])],
        middleware=[
            ops.RequestIdMiddleware,
            ops.LocaleMiddleware,
            *([ops.prometheus_config().middleware] if s.metrics else []),
        ],
        cors_config=ops.cors_config(s),
        compression_config=ops.compression_config(s),
        logging_config=ops.logging_config(s),
        dependencies={"svc": Provide(provide_services, sync_to_thread=False)},
        plugins=[problem_details_plugin()],
        exception_handlers={Exception: internal_error},
        before_request=strict_body,
        before_send=[ops.before_send],
        lifespan=[lifespan],
        openapi_config=OpenAPIConfig(
            title="species-arena",
            version="0.1.0",
            description="An event-sourced service for species board games. Errors are RFC 9457 problem details.",
            render_plugins=render_plugins(),
        ),
        request_max_body_size=MAX_BODY,
        debug=False,
    )
    # Before routing: HEAD is answered as GET (Litestar routes have no HEAD), the caller's
    # address is settled, and writes are counted (a refused write costs no routing).
    handler: Any = app.asgi_handler
    app.state.fast_path = None
    if s.fast_path:
        handler = app.state.fast_path = FastPath(
            handler, app, cors=bool(s.cors_origins), metrics=s.metrics, compression=s.compression
        )
    if s.rate_limit > 0 or s.rate_limit_credential > 0:
        handler = WriteLimitMiddleware(handler, s)
    app.asgi_handler = ops.HeadMiddleware(ops.ForwardedMiddleware(ops.OuterLocaleMiddleware(handler), s.trusted_proxies))
    return app
