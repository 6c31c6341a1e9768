"""Running the read-model projection: inside the server, as its own process, or a rebuild.

All three use eventsourcing's ``ProjectionRunner``: it subscribes to the events of the
application class it is given (the service's ``Games``: the composition root,
``service.api.app`` / ``service.cli``, passes it in, so this package never imports the
service) from the view's tracked position, so a runner that is killed and restarted
resumes exactly where the last committed transaction left it.
"""

from __future__ import annotations

import logging
import os
import time
from typing import Any

from eventsourcing.application import Application
from eventsourcing.persistence import InfrastructureFactory
from eventsourcing.projection import ProjectionRunner
from eventsourcing.utils import Environment

from .projection import ReadModelsProjection
from .views import PostgresReadModels, ReadModels, SQLiteReadModels

log = logging.getLogger("species_arena.projections")

#: The most events one batch of the projection takes (the subscription reads pages of 500).
MAX_BATCH = 500


class BatchRunner(ProjectionRunner[Any, ReadModels]):
    """eventsourcing's ``ProjectionRunner`` whose processing thread hands the projection
    every event already read from the store in one batch (``process_batch``: one
    transaction), instead of one transaction per event. The subscription reads the store
    in pages; the events of the current page that are ready are taken together, and the
    thread blocks only when none is."""

    @staticmethod
    def _process_events_loop(subscription: Any, projection: Any, is_stopping: Any, runner: Any) -> None:
        try:
            iterator = iter(subscription)
            for first in iterator:
                batch = [first]
                while len(batch) < MAX_BATCH and ready(subscription):
                    batch.append(next(iterator))
                projection.process_batch(batch)
        except BaseException as e:  # noqa: BLE001 - handed to the runner, as eventsourcing's loop does
            _runner = runner()
            if _runner is not None:
                _runner._thread_error = e  # noqa: SLF001
        finally:
            is_stopping.set()


def ready(subscription: Any) -> bool:
    """Whether the application subscription can give its next event without waiting: the
    page it read from the store last still has events (``ListenNotifySubscription``'s
    page and index; tests/store/test_eventsourcing_contract.py pins them)."""
    inner = subscription.subscription
    return inner._notifications_index < len(inner._notifications)  # noqa: SLF001


Runner = BatchRunner
#: The application whose events the read models follow (the service's ``Games``).
AppClass = type[Application[Any]]


def view_class(env: dict[str, str]) -> type[ReadModels]:
    """The view class for the store the environment names."""
    module = env.get("PERSISTENCE_MODULE") or os.environ.get("PERSISTENCE_MODULE", "")
    return PostgresReadModels if "postgres" in module else SQLiteReadModels


def open_view(env: dict[str, str]) -> ReadModels:
    """The read models (for reading), without running the projection."""
    full = Environment(ReadModelsProjection.name, {**os.environ, **env})
    factory: Any = InfrastructureFactory.construct(full)
    return factory.tracking_recorder(view_class(env))


def start_runner(env: dict[str, str], application_class: AppClass) -> Runner:
    """Start processing events in background threads (stop with ``runner.__exit__``)."""
    runner: Runner = BatchRunner(
        application_class=application_class,
        projection_class=ReadModelsProjection,
        view_class=view_class(env),
        env=env,
    )
    runner.__enter__()
    return runner


def run_until_caught_up(env: dict[str, str], application_class: AppClass, timeout: float = 600.0) -> int:
    """Process every event recorded so far, then stop; returns the position reached."""
    runner = start_runner(env, application_class)
    try:
        target = runner.app.position()
        if target:
            runner.wait(target, timeout=timeout)
        return runner.view.max_tracking_id(runner.app.name) or 0
    finally:
        runner.__exit__(None, None, None)


def rebuild(env: dict[str, str], application_class: AppClass, timeout: float = 600.0) -> int:
    """Drop the read models and rebuild them from position 0. Stop every other runner
    (the server's in-process one included) first: two writers of one view conflict."""
    open_view(env).drop_read_models(application_class.name)
    return run_until_caught_up(env, application_class, timeout)


def run_forever(env: dict[str, str], application_class: AppClass, stop_after: float | None = None) -> None:
    """Run the projection as its own process until interrupted (or ``stop_after``)."""
    runner = start_runner(env, application_class)
    try:
        log.info("projection running from position %s", runner.view.max_tracking_id(runner.app.name))
        deadline = None if stop_after is None else time.monotonic() + stop_after
        while deadline is None or time.monotonic() < deadline:
            runner.run_forever(timeout=1.0)
            if runner.is_interrupted.is_set():
                break
    finally:
        runner.__exit__(None, None, None)
