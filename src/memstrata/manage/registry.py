"""Policy names -> manager classes, imported lazily so a policy's dependencies load only
when it is used."""

from __future__ import annotations

import importlib
from typing import Any

from memstrata.errors import UnknownNameError
from memstrata.manage.base import Manager

POLICIES: dict[str, str] = {
    "append": "memstrata.manage.append:AppendManager",
    "roam": "memstrata.manage.roam.manager:RoamManager",
    "roam-con": "memstrata.manage.roam.manager:RoamManager",
    "roam-con-eqv": "memstrata.manage.roam.manager:RoamManager",
    "roam-nofusion": "memstrata.manage.roam.manager:RoamManager",
}
# Ablations are presets of one manager: the relations it acts on, or fusion switched off.
PRESETS: dict[str, dict[str, Any]] = {
    "roam": {"name": "roam"},
    "roam-con": {"name": "roam-con", "relations": ("CON",)},
    "roam-con-eqv": {"name": "roam-con-eqv", "relations": ("CON", "EQV")},
    "roam-nofusion": {"name": "roam-nofusion", "fusion": "none"},
}


def create_manager(name: str, **options: Any) -> Manager:
    if name not in POLICIES:
        raise UnknownNameError("policy", name, list(POLICIES))
    module, cls = POLICIES[name].split(":")
    return getattr(importlib.import_module(module), cls)(**{**PRESETS.get(name, {}), **options})
