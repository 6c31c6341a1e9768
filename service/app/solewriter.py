"""Whether one recorder has been the only writer of its SQLite file since its first write.

The read path asks the store for a game's current version before it answers from its cache
(``service.runtime.readcache``), so that a write by any other process is seen at once. Under
load that query is the largest single cost of a cached read: each write makes the reading
connection start a new read transaction and read its pages again. A server that is the only
writer of its file already knows every version: it recorded them. This module tells it when
that is so, at the cost of reading eight bytes of shared memory.

Every recorder of an SQLite file registers in ``<file>-writers`` before its first write
(``register``). The file holds a counter of registrations (bytes 8-15, little-endian) that
every process maps read-only; each registered process holds a shared POSIX lock on byte 1
for its whole life (the kernel drops it when the process ends); byte 0 is the registration
mutex. A registration is *sole* when no other process holds byte 1 and no other recorder of
this process registered for the file before; it keeps the counter's value it wrote. It stays
sole exactly while the counter still has that value: any later writer, in this process or
another, registers first and so changes it. ``token`` is that value while it holds, else
None, for good: a recorder that has once shared its file never trusts its own record again
(a restart does).

Anything that fails here (a read-only folder, a file system without locks) leaves the
recorder not sole: the read path then asks the store, as it always did.
"""

from __future__ import annotations

import fcntl
import logging
import mmap
import os
import threading

log = logging.getLogger("species_arena.store")

#: The file's size: the mutex byte, the presence byte, padding, the counter.
_SIZE = 16
_COUNTER = slice(8, 16)

_lock = threading.Lock()
#: path -> (descriptor, read-only map): opened once per process and never closed (closing
#: any descriptor of a file drops every POSIX lock the process holds on it).
_files: dict[str, tuple[int, mmap.mmap]] = {}
#: path -> registrations made by this process.
_registered: dict[str, int] = {}


def writers_path(db_path: str) -> str:
    return os.path.abspath(db_path) + "-writers"


def _open(path: str) -> tuple[int, mmap.mmap]:
    opened = _files.get(path)
    if opened is None:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX, 1, 0)
            try:
                if os.fstat(fd).st_size < _SIZE:
                    os.ftruncate(fd, _SIZE)
            finally:
                fcntl.lockf(fd, fcntl.LOCK_UN, 1, 0)
            view = mmap.mmap(fd, _SIZE, flags=mmap.MAP_SHARED, prot=mmap.PROT_READ)
        except BaseException:
            os.close(fd)
            raise
        opened = _files[path] = (fd, view)
    return opened


class SoleWriter:
    """One recorder's registration as a writer of the SQLite file ``db_path``."""

    def __init__(self, db_path: str) -> None:
        self.path = writers_path(db_path)
        self._view: mmap.mmap | None = None
        #: The counter's value this registration wrote, when it was sole (else None).
        self._baseline: bytes | None = None
        self.registered = False

    def register(self) -> None:
        """Register before the first write (later calls do nothing)."""
        if self.registered:
            return
        with _lock:
            if self.registered:
                return
            try:
                fd, view = _open(self.path)
                fcntl.lockf(fd, fcntl.LOCK_EX, 1, 0)  # one registration at a time, across processes
                try:
                    try:
                        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, 1)
                        others = False
                    except OSError:
                        others = True  # another live process is registered
                    fcntl.lockf(fd, fcntl.LOCK_SH, 1, 1)  # present until this process ends
                    count = int.from_bytes(os.pread(fd, 8, 8).ljust(8, b"\0"), "little") + 1
                    value = count.to_bytes(8, "little")
                    if os.pwrite(fd, value, 8) != 8:
                        raise OSError("short write")
                    earlier = _registered.get(self.path, 0)
                    _registered[self.path] = earlier + 1
                finally:
                    fcntl.lockf(fd, fcntl.LOCK_UN, 1, 0)
            except OSError as err:
                log.info("not registered as the sole writer of %s (%s): reads ask the store", self.path, err)
                self.registered = True
                return
            self._view = view
            self._baseline = value if not others and earlier == 0 else None
            self.registered = True

    def token(self) -> bytes | None:
        """While this recorder is the only writer since it registered: its registration's
        value (the same object each time), else None."""
        baseline = self._baseline
        if baseline is None or self._view is None:
            return None
        if self._view[_COUNTER] != baseline:
            self._baseline = None
            return None
        return baseline
