"""Cheaper construction for frozen, slotted dataclasses built on the engine's hot path.

A frozen dataclass's generated ``__init__`` stores every field with
``object.__setattr__(self, name, value)``, which looks the attribute up again on each call.
A hand builds about fifty events, so :func:`quick_init` swaps in an ``__init__`` that stores
each field straight through its slot descriptor instead: same signature (positional or by
keyword), same instances, same equality, hashing, ``repr`` and frozenness, about half the
cost. Only the way the object is filled changes.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Give the frozen, slotted dataclass ``cls`` a faster ``__init__`` with the same
    signature.

    :raises TypeError: ``cls`` has defaults, a ``__post_init__``, fields left out of
        ``__init__`` or no slots, which the fast path does not reproduce.
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__} is not a frozen, slotted dataclass")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__")
    names = []
    for field in dataclasses.fields(cls):  # type: ignore[arg-type]
        if (
            not field.init
            or field.default is not dataclasses.MISSING
            or field.default_factory is not dataclasses.MISSING
        ):
            raise TypeError(f"{cls.__name__}.{field.name} has a default or is not in __init__")
        names.append(field.name)
    setters: dict[str, Any] = {f"_set_{n}": getattr(cls, n).__set__ for n in names}
    lines = [f"def __init__(self, {', '.join(names)}):"]
    lines += [f"    _set_{n}(self, {n})" for n in names] or ["    pass"]
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), setters, namespace)  # built from field names only
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(cls.__init__.__annotations__)
    setattr(cls, "__init__", init)  # noqa: B010 - mypy keeps the dataclass signature
    return cls
