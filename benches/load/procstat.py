"""CPU seconds and resident memory of a process tree, from /proc (Linux)."""

from __future__ import annotations

import os
import threading

CLK_TCK = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


def _stat(pid: int) -> list[str] | None:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            text = f.read()
    except OSError:
        return None
    # The command name (field 2) may contain spaces: split after its closing parenthesis.
    return text[text.rindex(")") + 2 :].split()


def tree(root: int) -> list[int]:
    """``root`` and all its descendants."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            fields = _stat(int(name))
            if fields is not None:
                children.setdefault(int(fields[1]), []).append(int(name))
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, []))
    return out


def cpu_seconds(root: int) -> float:
    """User + system CPU seconds of the tree's live processes (and their reaped children)."""
    total = 0
    for pid in tree(root):
        fields = _stat(pid)
        if fields is not None:
            # utime, stime, cutime, cstime are fields 14-17 (1-based), 11-14 after the name.
            total += sum(int(x) for x in fields[11:15])
    return total / CLK_TCK


def run_queue_seconds(root: int) -> float:
    """Seconds the tree's threads spent runnable but waiting for a CPU (the scheduler's run
    queue, ``/proc/<pid>/task/<tid>/schedstat``): on a shared machine, the CPU it did not get."""
    total = 0
    for pid in tree(root):
        try:
            tids = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue
        for tid in tids:
            try:
                with open(f"/proc/{pid}/task/{tid}/schedstat", encoding="ascii") as f:
                    total += int(f.read().split()[1])
            except (OSError, IndexError, ValueError):
                pass
    return total / 1e9


def rss_bytes(root: int) -> int:
    """The tree's resident memory now."""
    total = 0
    for pid in tree(root):
        try:
            with open(f"/proc/{pid}/statm", encoding="ascii") as f:
                total += int(f.read().split()[1]) * PAGE
        except OSError:
            pass
    return total


class PeakRss:
    """Samples the tree's resident memory in a thread; ``peak`` is the largest sum seen."""

    def __init__(self, root: int, every: float = 0.5) -> None:
        self.root, self.every, self.peak = root, every, 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, rss_bytes(self.root))
            self._stop.wait(self.every)

    def __enter__(self) -> PeakRss:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, rss_bytes(self.root))


def load_average() -> float:
    return os.getloadavg()[0]
