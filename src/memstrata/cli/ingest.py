"""File ingest for the CLI: JSONL observations in batches, with a progress bar.

The whole file is validated before the first write (a bad line aborts with its number and
nothing stored); then each batch is one ``add`` call, i.e. one transaction, so an
interrupted ingest keeps every completed batch.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memstrata.api.inputs import normalize_observations
from memstrata.api.memory import Memory
from memstrata.errors import InvalidInputError
from memstrata.jsonl import read_json_file, read_jsonl
from memstrata.timeutil import normalize_time
from memstrata.types import Decision


def read_json(path: Path) -> Any:
    return read_json_file(path, "file")


def read_observation_lines(path: Path) -> list[Any]:
    items = [v for _, v in read_jsonl(path, "file", lambda no, msg: InvalidInputError(f"{path} line {no}: {msg}"))]
    if not items:
        raise InvalidInputError(f"{path}: no observations")
    return items


def ingest_observations(m: Memory, path: Path, scope: dict[str, Any], *, time: str | None, batch: int,
                        progress: bool) -> list[Decision]:
    items = read_observation_lines(path)
    when = normalize_time(time)
    for start in range(0, len(items), batch):  # validate everything first: all or nothing at this stage
        try:
            normalize_observations(items[start:start + batch], when, m.config.max_text_chars)
        except InvalidInputError as exc:
            raise InvalidInputError(f"{path}: {exc} (line numbers count from batch start {start + 1})") from None
    from tqdm import tqdm

    decisions: list[Decision] = []
    with tqdm(total=len(items), unit="obs", disable=not progress or len(items) < batch, desc="ingest") as bar:
        for start in range(0, len(items), batch):
            chunk = items[start:start + batch]
            decisions.extend(m.add(observations=chunk, time=when, **scope).decisions)
            bar.update(len(chunk))
    return decisions
