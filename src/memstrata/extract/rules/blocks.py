"""A turn cut into blocks: prose to split into sentences, and text the rules cannot read as
sentences (lists, tables, code, bare links, another language), which is kept verbatim and
flagged with the reason.

A turn is read line by line: runs of list items, table rows, short field lines (an address,
"Phone: ...") or code (inside ``` fences, or lines that look like code) form one block each;
other lines are prose paragraphs. Whole-turn check comes first: a turn of links only is one block;
a prose block in a language the rules do not read is kept verbatim (one block if the whole
turn is). A line that introduces a list ("Here are some
tips:") goes with the list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memstrata.extract.rules.lexicon import words_of

_LIST_ITEM = re.compile(r"^\s*(?:[-*•▪◦‣+]|\d{1,3}[.)]|[a-zA-Z][.)]|\(\w{1,3}\))\s+\S")
_TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$|^[^|]*\|[^|]*\|")
_CODE_LINE = re.compile(r"^\s*(?:def |class |import |from \S+ import |function |const |let |var |return\b|#include|"
                        r"public |private |SELECT |INSERT |UPDATE |CREATE |for \(|if \(|while \()|[{};]\s*$|^\s*[}\])]")
# A short line that is not a sentence: an address line, "Phone: +49 ...", "Email: ...".
_FIELD = re.compile(r"^\s*(?:[A-Z][\w .'/&-]{0,30}:\s+\S.{0,80}|[\w .,'/&+()-]{1,60})\s*$(?<![.!?])")
_URL = re.compile(r"(?:https?://|www\.)\S+", re.I)
_ENGLISH = words_of("""the a an and or but of to in on at for with is are was were be been i you he she it we they me my
your this that these those have has had do does did not no yes so if what when where how why who can will would
just like get got go going am im i'm it's that's there here all some any about from up out""")


# The commonest function words of Spanish, French, German, Italian, Portuguese and Dutch
# (none of them an English word).
_FOREIGN = words_of("""el la los las que y del por con para una es lo como pero más muy les des et est je suis nous
vous avec dans pour sur une mais qui pas der die und ist das nicht ich sie mit den ein eine auf sich auch wir il che di
per sono della non gli mi ti ci ma essere não com uma os em para het een van ik niet zijn wat ook zu dem des ja já aber""")


@dataclass(frozen=True)
class Block:
    text: str
    # "prose"; "heading" (a label over prose: not a statement); "questions" (a list of
    # questions, read one by one); or why it is kept verbatim:
    # "list", "table", "fields", "code", "url", "language".
    kind: str


def _language_reason(text: str) -> str | None:
    """"language" for text in another language: mostly a non-Latin script, or more of the
    commonest words of another European language than of English."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) >= 12 and sum(1 for c in letters if ord(c) > 0x24F) / len(letters) > 0.3:
        return "language"
    found = re.findall(r"[^\W\d_]+", text.lower())
    foreign = sum(1 for w in found if w in _FOREIGN)
    if len(found) >= 5 and foreign >= 2 and foreign > sum(1 for w in found if w in _ENGLISH):
        return "language"
    return None


def _is_heading(line: str) -> bool:
    """A markdown heading or a line that is all bold: a label for what follows."""
    text = line.strip()
    return bool(re.match(r"^#{1,6}\s+\S", text) or re.match(r"^\*\*[^*]+\*\*:?$", text))


def _line_kind(line: str) -> str:
    if _TABLE_ROW.search(line) and line.count("|") >= 2:
        return "table"
    if _LIST_ITEM.match(line):
        return "list"
    if _FIELD.match(line):
        return "fields"
    if _CODE_LINE.search(line):
        return "code"
    return "prose"


def split_blocks(text: str) -> list[Block]:
    """The turn's blocks in order; blank lines only separate."""
    stripped = text.strip()
    if _URL.sub("", stripped).strip(" \t\n,;.!?()[]<>") == "" and _URL.search(stripped):
        return [Block(stripped, "url")]
    blocks: list[Block] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if line.strip().startswith("```"):
            j = i + 1
            while j < len(lines) and not lines[j].strip().startswith("```"):
                j += 1
            blocks.append(Block("\n".join(lines[i:j + 1]).strip(), "code"))
            i = j + 1
            continue
        kind = _line_kind(line)
        j = i + 1
        if kind != "prose":
            # A run of the same kind; blank lines inside a list keep it one list.
            while j < len(lines) and (_line_kind(lines[j]) == kind or
                                      (not lines[j].strip() and j + 1 < len(lines) and _line_kind(lines[j + 1]) == kind)):
                j += 1
        if kind == "code" and j - i < 2 and not _looks_like_code(line):
            kind = "prose"  # one line that merely ends in ';' is prose
        if kind == "fields" and sum(1 for x in lines[i:j] if x.strip()) < 3:
            kind = "prose"  # a heading or a short line: fields come three or more in a row
        blocks.append(Block("\n".join(x for x in lines[i:j] if x.strip()).strip(), kind))
        i = j
    blocks = [Block(b.text, _language_reason(b.text) or "prose") if b.kind == "prose" else
              Block(b.text, "questions") if b.kind == "list" and _mostly_questions(b.text) else b
              for b in _attach_headers(_merge_prose(blocks))]
    if blocks and all(b.kind == "language" for b in blocks):
        return [Block(stripped, "language")]  # a turn in another language stays one piece
    return blocks


def _mostly_questions(text: str) -> bool:
    """A list of questions ("1. How old is your laptop?"): read as questions, one per item."""
    items = [x for x in text.splitlines() if _LIST_ITEM.match(x)]
    return len(items) >= 2 and sum(1 for x in items if x.rstrip().endswith("?")) * 3 >= len(items) * 2


def list_items(text: str) -> list[str]:
    """The lines of a block without their bullets or numbers."""
    return [re.sub(r"^\s*(?:[-*•▪◦‣+]|\d{1,3}[.)]|[a-zA-Z][.)]|\(\w{1,3}\))\s+", "", x).strip()
            for x in text.splitlines() if x.strip()]


def _looks_like_code(line: str) -> bool:
    symbols = sum(1 for c in line if c in "{}[]();=<>$#\\")
    return symbols >= 4 and symbols / max(len(line), 1) > 0.08


def _merge_prose(blocks: list[Block]) -> list[Block]:
    """Single-line list or table blocks of one item are read as prose (a dash in a sentence).
    A number in front stays: alone, "88. Still cooking" is an answer ("how old is she?"), not
    the first item of a list."""
    out = []
    for b in blocks:
        if b.kind == "list" and "\n" not in b.text and len(b.text) < 300:
            out.append(Block(re.sub(r"^\s*[-*•▪◦‣+]\s+", "", b.text), "prose"))
        else:
            out.append(b)
    return out


def _attach_headers(blocks: list[Block]) -> list[Block]:
    """A prose line that introduces the block after it ("Here are some tips:", "**Hotel
    Features:**") says what the list is about: it is kept with the list, not on its own."""
    out: list[Block] = []
    for b in blocks:
        prev = out[-1] if out else None
        if b.kind == "prose" and _is_heading(b.text) and prev is not None and prev.kind == "heading":
            out[-1] = Block(prev.text, "prose")  # two headings in a row: the first heads nothing
        if b.kind == "prose" and _is_heading(b.text):
            out.append(Block(b.text, "heading"))
            continue
        if prev is not None and prev.kind == "heading":
            out.pop()
            if b.kind != "prose":
                b = Block(f"{prev.text}\n{b.text}", b.kind)
            else:
                out.append(Block(prev.text, "heading"))  # a heading over prose: dropped by the extractor
                out.append(b)
                continue
            prev = out[-1] if out else None
        if b.kind != "prose" and prev is not None and prev.kind == "prose":
            lines = prev.text.splitlines()
            if lines and lines[-1].rstrip("*_ ").endswith(":"):
                head = lines[-1]
                out[-1:] = [Block("\n".join(lines[:-1]), "prose")] if len(lines) > 1 else []
                if ". " in head.rstrip(":") or "! " in head:  # keep the sentences before the intro apart
                    cut = max(head.rfind(". "), head.rfind("! ")) + 2
                    out.append(Block(head[:cut].strip(), "prose"))
                    head = head[cut:]
                b = Block(f"{head.strip()}\n{b.text}", b.kind)
        out.append(b)
    return out
