"""Dependencies point down: train/ may import models/, nothing outside train/ imports
train/ (the CLI's `relations train` and `train unimem` commands excepted, which load it on demand)."""

from __future__ import annotations

import ast

from tests.conftest import ROOT

PACKAGE = ROOT / "src" / "memstrata"


def imported_modules(path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            yield node.module
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)


def test_nothing_but_the_train_command_imports_train():
    importers = {str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
                 if path.relative_to(PACKAGE).parts[0] != "train"
                 and any(m == "memstrata.train" or m.startswith("memstrata.train.") for m in imported_modules(path))}
    assert importers == {"cli/relations_cmd.py", "cli/train_cmd.py"}


def test_inference_stays_in_models():
    relations = PACKAGE / "models" / "relations"
    assert (relations / "cross_encoder.py").exists() and not (relations / "training").exists()
    assert {p.name for p in (PACKAGE / "train" / "relations").glob("*.py")} >= {"train.py", "bert.py", "export.py",
                                                                                 "negatives.py"}
