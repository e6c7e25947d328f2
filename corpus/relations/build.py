"""The relation corpus's one builder.

    python -m corpus.relations.build           # from the repository root
    python -m corpus.relations.build --check   # write nothing; fail if anything is stale or wrong

Writes the one derived file, train/pairs.jsonl, from the template generator (train/:
families_*.py, render.py, vocab.py, generate.py), byte for byte the same on every run.
The hand-written pairs (train_hand/part_*.jsonl, dev/pairs.jsonl) are data, edited as
data; the builder checks them and every split rule (pair_files.py) and prints the counts
the datasheet and the READMEs quote.
"""
import argparse
import collections
import re
import sys

from . import pair_files
from .train import generate


def generated_rows() -> list[dict]:
    rows, short = generate.build()
    if short:  # a quota the templates cannot fill would silently shrink the split
        raise SystemExit("generator fell short: " + ", ".join(f"{f} {lab} {got}/{n}" for f, lab, got, n in short))
    return rows


def jsonl(rows) -> bytes:
    return "".join(pair_files.line(row) for row in rows).encode("utf-8")


def counts_table(paths) -> list[str]:
    lines = ["file                       pairs " + " ".join(f"{lab:>5s}" for lab in pair_files.LABELS) + "  tagged"]
    for path in paths:
        rows = pair_files.read_rows(path)
        by = collections.Counter(r["label"] for r in rows)
        tagged = sum(any(t in r for t in pair_files.TAGS) for r in rows)
        lines.append(f"{path.parent.name + '/' + path.name:26s} {len(rows):5d} "
                     + " ".join(f"{by[lab]:5d}" for lab in pair_files.LABELS) + f"  {tagged:6d}")
    return lines


def dev_report(rows) -> list[str]:
    """The figures dev/README.md quotes, with the word split its writer used (letters,
    digits, accented letters, apostrophes; the generator's report splits differently)."""
    def jaccard(a, b):
        ta, tb = (set(re.findall(r"[a-z0-9à-ÿāōū']+", s.lower())) for s in (a, b))
        return len(ta & tb) / len(ta | tb)

    ind = [r for r in rows if r["label"] == "IND"]
    hard = sum(jaccard(r["old"], r["new"]) >= 0.5 for r in ind)
    low = {lab: sum(jaccard(r["old"], r["new"]) <= 0.2 for r in rows if r["label"] == lab) for lab in ("CON", "EQV")}
    later = sum(r["new_time"] > r["old_time"] for r in rows)
    same = sum(r["new_time"] == r["old_time"] for r in rows)
    return [f"dev: IND with word Jaccard >= 0.5: {hard}/{len(ind)}; Jaccard <= 0.2: CON {low['CON']}, EQV {low['EQV']}",
            f"dev: new_time later {later}, same day {same}, earlier {len(rows) - later - same}"]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m corpus.relations.build", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if train/pairs.jsonl is stale "
                                                              "or a pair file breaks a rule")
    args = parser.parse_args(argv)
    errors = []
    rows = generated_rows()
    data = jsonl(rows)
    if args.check:
        if not pair_files.GENERATED.exists() or pair_files.GENERATED.read_bytes() != data:
            errors.append("train/pairs.jsonl is not what the generator writes: run python -m corpus.relations.build")
    else:
        pair_files.GENERATED.write_bytes(data)
        print(f"wrote {pair_files.GENERATED.relative_to(pair_files.HERE.parent.parent)}")
        print("\n".join(generate.report(rows, [])) + "\n")
    files = [*pair_files.training_files(), pair_files.DEV]
    file_errors = [e for path in files for e in pair_files.problems(path)]
    errors += file_errors
    if not file_errors:  # the split rules and the tables read every line's fields
        errors += pair_files.split_problems(pair_files.training_files(), pair_files.DEV)
        print("\n".join(counts_table(files)))
        print("\n".join(dev_report(pair_files.read_rows(pair_files.DEV))))
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
