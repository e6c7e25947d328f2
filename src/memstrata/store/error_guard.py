"""A store's driver errors as memstrata's, at every public method.

Each backend has one ``translate(exc, target)``: the memstrata error for a driver exception
raised while using the store named ``target`` (a file path; a database URL without its
password), or None for an exception that is not the driver's (it propagates unchanged).
``guard_store_errors(translate)`` is a class decorator that runs every public method under
it; generators and context managers (a transaction) those methods return are guarded too,
including errors raised by the caller's code inside the ``with`` block.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from memstrata.errors import MemstrataError

C = TypeVar("C", bound=type)
Translate = Callable[[BaseException, str], "MemstrataError | None"]


@contextmanager
def translated_errors(translate: Translate, target: str) -> Iterator[None]:
    try:
        yield
    except Exception as exc:
        translated = translate(exc, target)
        if translated is None:
            raise
        raise translated from exc


class _GuardedContext:
    def __init__(self, inner: Any, translate: Translate, target: str):
        self._inner, self._translate, self._target = inner, translate, target

    def __enter__(self) -> Any:
        with translated_errors(self._translate, self._target):
            return self._inner.__enter__()

    def __exit__(self, kind: Any, exc: BaseException | None, tb: Any) -> bool:
        with translated_errors(self._translate, self._target):
            suppressed = bool(self._inner.__exit__(kind, exc, tb))
        if not suppressed and exc is not None:
            translated = self._translate(exc, self._target)
            if translated is not None:
                raise translated from exc
        return suppressed


def _guarded_iter(items: Iterator[Any], translate: Translate, target: str) -> Iterator[Any]:
    with translated_errors(translate, target):
        yield from items


def guard_store_errors(translate: Translate) -> Callable[[C], C]:
    """A decorator for a store class with a ``path`` attribute (what errors name)."""

    def guard(method: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(method)
        def call(self: Any, *args: Any, **kwargs: Any) -> Any:
            with translated_errors(translate, self.path):
                result = method(self, *args, **kwargs)
            if inspect.isgenerator(result):
                return _guarded_iter(result, translate, self.path)
            if hasattr(result, "__enter__") and hasattr(result, "__exit__"):
                return _GuardedContext(result, translate, self.path)
            return result

        return call

    def decorate(cls: C) -> C:
        # Inherited public methods too (``Store``'s key and job methods run the backend's SQL).
        names = {n for klass in cls.__mro__[:-1] for n in vars(klass) if not n.startswith("_")}
        for name in names:
            attr = inspect.getattr_static(cls, name)
            if inspect.isfunction(attr) and not getattr(attr, "_store_guarded", False):
                wrapped = guard(attr)
                wrapped._store_guarded = True  # type: ignore[attr-defined]
                setattr(cls, name, wrapped)
        return cls

    return decorate
