"""The package works installed from its wheel, outside the repository: no runtime path into
corpus/, benchmarks/ or ../shared. Builds the wheel, installs it into a fresh virtual
environment in another folder (dependencies from the package index, usually pip's cache)
and runs ``memstrata demo`` there offline."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.slow


def run(cmd, **kw):
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900, **kw)
    assert proc.returncode == 0, f"{cmd}: {proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    return proc


def test_the_wheel_installs_and_runs_the_demo_outside_the_repository(tmp_path):
    dist, venv, work = tmp_path / "dist", tmp_path / "venv", tmp_path / "elsewhere"
    work.mkdir()
    run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "--no-build-isolation", "-q", "-w", str(dist)])
    wheel = next(dist.glob("memstrata-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert any(n.endswith("relations-minilm-int8.onnx") for n in names)
    assert any(n.endswith("relations-slot-minilm-int8.onnx") for n in names)  # the slot model ROAM acts on
    assert not any(n.startswith(("corpus/", "benchmarks/", "tests/")) for n in names)
    run([sys.executable, "-m", "venv", str(venv)])
    run([str(venv / "bin" / "pip"), "install", "-q", str(wheel)])
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", HOME=str(tmp_path))
    demo = run([str(venv / "bin" / "memstrata"), "demo"], cwd=work, env=env)
    assert "Porto" in demo.stdout
    where = run([str(venv / "bin" / "python"), "-c", "import memstrata; print(memstrata.__file__)"], cwd=work, env=env)
    assert str(venv) in where.stdout and str(ROOT) not in where.stdout
