"""Runtime checks of call arguments against their annotations.

A public method's annotations are its contract; checking them when it is called turns
``search(limit="5")`` into an error that names the method and the argument, instead of a
``TypeError`` from deep inside ranking. Only plain data is checked (strings, numbers, flags,
lists, tuples, dicts, paths): collaborators such as embedders or stores are duck-typed and
left alone. Ranges and formats are checked by the code that knows them.
"""

from __future__ import annotations

import functools
import inspect
import types
import typing
from collections.abc import Callable, Iterable
from datetime import date, datetime
from pathlib import PurePath
from typing import Any, TypeVar, get_args, get_origin, get_type_hints

from memstrata.errors import InvalidInputError
from memstrata.validate import brief, check_unicode

F = TypeVar("F", bound=Callable[..., Any])
C = TypeVar("C", bound=type)
# The classes whose annotations are enforced; any other class is taken on trust.
_DATA_TYPES = (str, int, float, bool, bytes, list, tuple, dict, set, frozenset, PurePath, datetime, date)


def conforms(value: Any, hint: Any) -> bool:
    """Whether ``value`` matches ``hint`` as far as plain data goes (``float`` takes an int;
    ``int`` and ``float`` never take a bool; ``tuple[X, ...]`` takes a list too)."""
    if hint is Any or hint is object:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = get_origin(hint)
    args = get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(conforms(value, h) for h in args)
    if origin is typing.Literal:
        return value in args
    if origin is None:
        return _conforms_class(value, hint)
    if origin in (list, set, frozenset):
        return isinstance(value, origin) and _items_conform(value, args[0] if args else Any)
    if origin is tuple:
        if not isinstance(value, tuple | list):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return _items_conform(value, args[0])
        return not args or (len(value) == len(args) and all(conforms(v, h) for v, h in zip(value, args)))
    if origin is dict:
        if not isinstance(value, dict):
            return False
        key_hint, value_hint = args if len(args) == 2 else (Any, Any)
        return _items_conform(value.keys(), key_hint) and _items_conform(value.values(), value_hint)
    return True  # Callable, Iterator, generic classes: not plain data


def _conforms_class(value: Any, hint: Any) -> bool:
    if not isinstance(hint, type) or not issubclass(hint, _DATA_TYPES):
        return True
    if isinstance(value, bool) and hint in (int, float):
        return False
    if hint is float:
        return isinstance(value, int | float)
    return isinstance(value, hint)


def _items_conform(items: Any, hint: Any) -> bool:
    return hint is Any or all(conforms(v, hint) for v in items)


def describe(hint: Any) -> str:
    origin = get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return " or ".join(describe(h) for h in get_args(hint))
    if hint is None or hint is type(None):
        return "None"
    if origin is None and isinstance(hint, type):
        return hint.__name__
    return str(hint).replace("typing.", "")


def checked(fn: F) -> F:
    """Wrap ``fn`` so that every call checks its arguments against the annotations and
    refuses lone surrogates in string arguments (InvalidInputError naming the argument)."""
    signature = inspect.signature(fn)
    hints: dict[str, Any] | None = None
    what = fn.__name__ if fn.__name__ != "__init__" else fn.__qualname__.split(".")[0]
    takes_any_keyword = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in signature.parameters.values())

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        nonlocal hints
        if hints is None:  # resolved on first use: annotations may name classes defined later
            hints = get_type_hints(fn)
        for key in kwargs:  # by name, in the words REST and MCP use too (arguments.check_arguments)
            if key not in signature.parameters and not takes_any_keyword:
                raise unknown_argument(what, key, [n for n in signature.parameters if n not in ("self", "cls")])
        try:
            bound = signature.bind(*args, **kwargs)
        except TypeError as exc:
            raise InvalidInputError(f"{what}: {exc}") from None
        for name, value in bound.arguments.items():
            hint = hints.get(name, Any)
            kind = signature.parameters[name].kind
            if kind is inspect.Parameter.VAR_KEYWORD:
                for key, item in value.items():
                    _check_argument(what, key, item, hint)
            elif kind is inspect.Parameter.VAR_POSITIONAL:
                for i, item in enumerate(value):
                    _check_argument(what, f"{name}[{i}]", item, hint)
            else:
                _check_argument(what, name, value, hint)
        return fn(*args, **kwargs)

    return typing.cast(F, call)


def _check_argument(what: str, name: str, value: Any, hint: Any) -> None:
    if not conforms(value, hint):
        raise wrong_type(what, name, value, hint)
    if isinstance(value, str):
        check_unicode(value, f"{what}: {name}")


def wrong_type(what: str, name: str, value: Any, hint: Any) -> InvalidInputError:
    """The refusal of a value that does not match its annotation (the Python API, REST and MCP alike)."""
    return InvalidInputError(f"{what}: {name} must be {describe(hint)}, got {type(value).__name__} {brief(value)}",
                             field=name)


def unknown_argument(what: str, name: str, known: Iterable[str]) -> InvalidInputError:
    """The refusal of an argument the call does not take: named, never dropped."""
    return InvalidInputError(f"{what}: unknown argument {name!r}; the arguments are {', '.join(known)}", field=name)


def check_public_methods(cls: C) -> C:
    """Apply ``checked`` to ``__init__`` and every public method and classmethod of ``cls``."""
    for name, attr in list(vars(cls).items()):
        if name.startswith("_") and name != "__init__":
            continue
        if isinstance(attr, classmethod):
            setattr(cls, name, classmethod(checked(attr.__func__)))
        elif isinstance(attr, staticmethod):
            setattr(cls, name, staticmethod(checked(attr.__func__)))
        elif inspect.isfunction(attr):
            setattr(cls, name, checked(attr))
    return cls
