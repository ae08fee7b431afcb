"""One data folder, one writer at a time: the lease that says which CUBIRI saves.

Two CUBIRI windows on one data folder (or two tabs on one browser origin) used to overwrite
each other: finished games missing from the history, a setting undone, the game in progress
last-writer-wins. Now one instance holds the lease and is the only one that writes; a store
wrapped in `Guarded` refuses every write (`NotWriter`) while its lease is not held. Another
instance says plainly that CUBIRI is open elsewhere and offers to play there instead (`take`):
the holder then stops writing, and the taker reads everything afresh before it writes anything,
so nothing either of them finished is lost and the game in progress goes on where it was.

States (`Lease.poll()`, called by the app once a frame; cheap, never blocking the loop):

- `HELD`: this instance writes;
- `BUSY`: another one holds it (this one was opened second); it comes here by itself when the
  other one closes;
- `LOST`: another one took it over; likewise;
- `WAITING`: `take` was asked, the other one has not stopped yet.

Natively (`FileLease`) the lease is an exclusive lock (`flock`, or `msvcrt.locking` on Windows)
on `cubiri.lock` in the data folder, held while the process runs; the system drops it when the
process ends, however it ends. `take` writes `cubiri.lock-request`; the holder sees it at its
next poll, releases the lock and is `LOST`. In the browser (`PageLease`) the page's JavaScript
(`window.cubiriLease`, in tools/web/cubiri.tmpl) holds a Web Lock for the tab's life and steals
it on `take`; the tab that had it stops saving and confirms over a BroadcastChannel before the
taker reads. Python only reads that object's `state` (ASCII) and calls its `take`.
Where neither works (no lock on this file system, a browser without Web Locks), `HELD`: every
instance writes as before.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from game.i18n import N_
from game.storage.backends import NotWriter, Store

log = logging.getLogger(__name__)

HELD, BUSY, LOST, WAITING = "held", "busy", "lost", "waiting"
STATES = (HELD, BUSY, LOST, WAITING)

LOCK_FILE = "cubiri.lock"  # not `cubiri.<name>.json`: never a stored value
REQUEST_FILE = "cubiri.lock-request"
REQUEST_FRESH = 10.0  # seconds a request counts (the requester renews it while it waits)
POLL_SECONDS = 0.25  # how often the holder looks for a request, and a waiter for the lock


class Lease(ABC):
    """Whether this instance is the one that writes (see the module docstring)."""

    # What the player is told while it is not (msgids; a window natively, a tab in a browser).
    words: tuple[str, str]

    @abstractmethod
    def poll(self) -> str:
        """The state now (HELD, BUSY, LOST or WAITING), updated at most every POLL_SECONDS."""

    @abstractmethod
    def take(self) -> None:
        """Become the writer: the other instance stops writing (state WAITING, then HELD)."""

    @property
    def held(self) -> bool:
        """Whether this instance writes now (as of the last poll)."""
        return self.state == HELD

    def writable(self) -> bool:
        """Whether a write may happen now (asked before each one, so it must be cheap)."""
        return self.held

    @property
    @abstractmethod
    def state(self) -> str:
        """The state as of the last poll."""

    def release(self) -> None:  # noqa: B027 - optional: only a lease with a lock has one
        """Stop being the writer (the app quits); nothing by default."""


WINDOW_WORDS = (N_("CUBIRI is already open in another window."),
                N_("CUBIRI was opened in another window."))
TAB_WORDS = (N_("CUBIRI is already open in another tab."),
             N_("CUBIRI was opened in another tab."))


class Always(Lease):
    """A lease that is always held: one instance by construction (tests, a memory store)."""

    words = WINDOW_WORDS

    @property
    def state(self) -> str:
        return HELD

    def poll(self) -> str:
        return HELD

    def take(self) -> None:
        return None


ALWAYS = Always()


class Guarded(Store):
    """`store`, whose writes and deletions need `lease` held (else `NotWriter`)."""

    def __init__(self, store: Store, lease: Lease) -> None:
        self.store = store
        self.lease = lease

    def _check(self, name: str) -> None:
        if not self.lease.writable():
            raise NotWriter(f"cannot write {name}: CUBIRI is open elsewhere ({self.lease.state})")

    def get(self, name: str) -> str | None:
        return self.store.get(name)

    def set(self, name: str, value: str) -> None:
        self._check(name)
        self.store.set(name, value)

    def delete(self, name: str) -> None:
        self._check(name)
        self.store.delete(name)

    def names(self) -> list[str]:
        return self.store.names()


def lease_of(store: Store) -> Lease:
    """The lease guarding `store` (`ALWAYS` for a store that is not `Guarded`)."""
    return store.lease if isinstance(store, Guarded) else ALWAYS


# ------------------------------------------------------------------------------ native

class _Lock:
    """An exclusive, non-blocking lock on an open file: `flock` (POSIX) or `msvcrt.locking`."""

    def __init__(self) -> None:
        try:
            self.fcntl: Any = importlib.import_module("fcntl")
            self.msvcrt: Any = None
        except ImportError:
            self.fcntl = None
            self.msvcrt = importlib.import_module("msvcrt")  # Windows

    def lock(self, fd: int) -> bool:
        """True if `fd` is now locked; False if another process holds it. OSError when the
        file system cannot lock at all."""
        try:
            if self.fcntl is not None:
                self.fcntl.flock(fd, self.fcntl.LOCK_EX | self.fcntl.LOCK_NB)
            else:
                os.lseek(fd, 0, os.SEEK_SET)
                self.msvcrt.locking(fd, self.msvcrt.LK_NBLCK, 1)
        except (BlockingIOError, PermissionError):  # held by another (EAGAIN; EACCES)
            return False
        except OSError as exc:
            if self.msvcrt is not None and exc.errno == 36:  # EDEADLOCK: held (Windows)
                return False
            raise
        return True

    def unlock(self, fd: int) -> None:
        with contextlib.suppress(OSError):
            if self.fcntl is not None:
                self.fcntl.flock(fd, self.fcntl.LOCK_UN)
            else:
                os.lseek(fd, 0, os.SEEK_SET)
                self.msvcrt.locking(fd, self.msvcrt.LK_UNLCK, 1)


class FileLease(Lease):
    """The native lease: an exclusive lock on `<folder>/cubiri.lock` (module docstring)."""

    words = WINDOW_WORDS

    def __init__(self, folder: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.folder = folder
        self.clock = clock
        self.token = f"{os.getpid()}-{os.urandom(4).hex()}"
        self._fd: int | None = None
        self._state = BUSY
        self._asked = False  # this instance asked to take over (its request is on disk)
        self._next = 0.0
        self._locks: _Lock | None = None
        self._acquire()

    @property
    def state(self) -> str:
        return self._state

    def _path(self, name: str) -> str:
        return os.path.join(self.folder, name)

    def _request(self) -> str | None:
        """The token of a fresh takeover request on disk, or None."""
        path = self._path(REQUEST_FILE)
        try:
            if time.time() - os.stat(path).st_mtime > REQUEST_FRESH:
                return None
            with open(path, encoding="ascii", errors="replace") as f:
                return f.read(100).strip() or None
        except OSError:
            return None

    def _acquire(self) -> None:
        request = self._request()
        if request is not None and request != self.token:
            return  # another instance asked first: it gets the lock
        try:
            os.makedirs(self.folder, exist_ok=True)
            fd = os.open(self._path(LOCK_FILE), os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            self._unsupported(exc)
            return
        try:
            if self._locks is None:
                self._locks = _Lock()
            got = self._locks.lock(fd)
        except (OSError, ImportError) as exc:
            os.close(fd)
            self._unsupported(exc)
            return
        if not got:
            os.close(fd)
            return
        self._fd, self._state, self._asked = fd, HELD, False
        if request is not None:  # ours, answered
            with contextlib.suppress(OSError):
                os.unlink(self._path(REQUEST_FILE))

    def _unsupported(self, exc: BaseException) -> None:
        log.warning("cannot lock %s (%s): two CUBIRI windows could overwrite each other",
                    self._path(LOCK_FILE), exc)
        self._state = HELD

    def _release(self, state: str) -> None:
        if self._fd is not None:
            assert self._locks is not None
            self._locks.unlock(self._fd)
            os.close(self._fd)
            self._fd = None
        self._state = state

    def poll(self) -> str:
        now = self.clock()
        if now < self._next:
            return self._state
        self._next = now + POLL_SECONDS
        if self._fd is not None:
            request = self._request()
            if request is not None and request != self.token:
                self._release(LOST)  # another window asked to play there
        elif self._state != HELD:
            if self._asked:
                self._write_request()  # keep it fresh while the holder has not let go
            self._acquire()
        return self._state

    def _write_request(self) -> None:
        path = self._path(REQUEST_FILE)
        try:
            with open(path + ".new", "w", encoding="ascii") as f:
                f.write(self.token)
            os.replace(path + ".new", path)
        except OSError as exc:
            log.warning("cannot ask the other CUBIRI window to stop: %s", exc)

    def take(self) -> None:
        if self._state == HELD:
            return
        self._asked = True
        self._state = WAITING
        self._write_request()
        self._next = 0.0
        self.poll()

    def release(self) -> None:
        self._release(LOST)


# ------------------------------------------------------------------------------ browser

class PageLease(Lease):
    """The browser's lease, kept by the page's JavaScript (`window.cubiriLease`)."""

    words = TAB_WORDS

    def __init__(self, window: Any, clock: Callable[[], float] = time.monotonic) -> None:
        self.window = window
        self.clock = clock
        self._state = HELD
        self._next = 0.0
        self.poll()

    @property
    def state(self) -> str:
        return self._state

    def _page(self) -> Any | None:
        try:
            return getattr(self.window, "cubiriLease", None)
        except Exception:  # a proxy error: no lease object on this page
            return None

    def poll(self) -> str:
        now = self.clock()
        if now < self._next:
            return self._state
        self._next = now + POLL_SECONDS
        page = self._page()
        try:
            found = str(page.state) if page is not None else HELD
        except Exception as exc:
            log.warning("the page's lease cannot be read: %r", exc)
            found = HELD
        # "pending": the page has not heard back yet; nothing is written until it has.
        self._state = found if found in STATES else WAITING
        return self._state

    def writable(self) -> bool:
        # Read live, not as of the last poll: the page's state changes between frames (a
        # tab that takes over waits for this tab's JavaScript to confirm, which happens only
        # after the frame that is writing now).
        self._next = 0.0
        return self.poll() == HELD

    def take(self) -> None:
        page = self._page()
        if page is None:
            return
        try:
            page.take()
        except Exception as exc:
            log.warning("the page could not take the lease: %r", exc)
        self._next = 0.0
        self.poll()
