"""Policy names -> manager classes, imported lazily so a policy's dependencies load only
when it is used."""

from __future__ import annotations

import importlib
from typing import Any

from memstrata.errors import UnknownNameError
from memstrata.manage.base import Manager

POLICIES: dict[str, str] = {
    "append": "memstrata.manage.append:AppendManager",
}


def create_manager(name: str, **options: Any) -> Manager:
    if name not in POLICIES:
        raise UnknownNameError("policy", name, list(POLICIES))
    module, cls = POLICIES[name].split(":")
    return getattr(importlib.import_module(module), cls)(**options)
