"""Sentence splitting for chat text, and cutting an overlong piece into parts.

Chat text breaks the simple "split after . ! ?" rule in a few known ways, each handled here:
abbreviations ("Dr. Lee", "e.g. this"), decimals and versions ("3.5", "v2.1"), ellipses that
trail off inside a sentence ("well... maybe"), emoji after the final mark ("Done! 🎉 Next"),
and quoted speech, which is never cut ("She said "Stop. Now." and left" is one sentence).
"""

from __future__ import annotations

import re

# Titles and other abbreviations a capitalised name usually follows: never a sentence end.
_TITLES = {"mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "vs", "vol", "fig", "gen", "col",
           "lt", "sgt", "capt", "rev", "hon", "ave", "blvd", "dept", "jan", "feb", "apr", "jun", "jul", "aug", "sep", "sept",
           "oct", "nov", "dec"}
# Abbreviations that may also end a sentence: a break only when a capitalised word follows.
_MAYBE_END = {"etc", "inc", "ltd", "co", "corp", "am", "pm", "a.m", "p.m", "u.s", "u.k"}
# Never a break, whatever follows ("e.g. Paris", "i.e. Monday").
_NEVER_END = {"e.g", "i.e", "cf", "viz", "approx"}
_TERMINATOR = re.compile(r"[.!?…]+")
_CLOSERS = "\"'”’)]}»"
_OPEN_QUOTES = {'"': '"', "“": "”"}
# Emoji and pictographs (and the joiners and variation selectors that build them).
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D\U000E0020-\U000E007F]")


def _is_emoji(ch: str) -> bool:
    return bool(_EMOJI.match(ch))


def _word_before(text: str, end: int) -> str:
    """The token just before position ``end`` (letters and inner dots), lower-cased."""
    start = end
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "."):
        start -= 1
    return text[start:end].strip(".").lower()


def _next_visible(text: str, pos: int) -> str:
    while pos < len(text) and (text[pos].isspace() or text[pos] in _CLOSERS or text[pos] in "\"“(["):
        pos += 1
    return text[pos] if pos < len(text) else ""


def _is_boundary(text: str, start: int, end: int) -> bool:
    """Whether the terminator run text[start:end] ends a sentence."""
    mark = text[start:end]
    tail = end
    while tail < len(text) and text[tail] in _CLOSERS:
        tail += 1
    if tail < len(text) and not (text[tail].isspace() or _is_emoji(text[tail])):
        return False  # "example.com", "3.5", "?!x": a mark inside a token
    after = _next_visible(text, end)
    if not after:
        return True
    if "!" in mark or "?" in mark:
        return True
    if mark.startswith("..") or mark == "…":
        # An ellipsis ends a sentence only when a new one visibly starts.
        return after.isupper() or after.isdigit() or _is_emoji(after)
    word = _word_before(text, start)
    if word in _NEVER_END:
        return False
    if word in _TITLES or (word == "no" and after.isdigit()):
        return False
    if len(word) == 1 and word.isalpha() and text[start - 1].isupper():
        return False  # an initial: "J. K. Rowling"
    if word in _MAYBE_END:
        return after.isupper()
    return True


def split_sentences(text: str) -> list[str]:
    """Sentences of one paragraph, in order, each stripped; quoted speech stays whole."""
    sentences: list[str] = []
    start, i, n = 0, 0, len(text)
    closing: str | None = None  # the quote mark that closes the quote we are in
    while i < n:
        ch = text[i]
        if closing is not None:
            if ch == closing:
                closing = None
                # 'called "Savana." What ...': a full stop inside the quote ends the sentence too.
                if i > 0 and text[i - 1] in ".!?" and _is_boundary(text, i, i + 1) and \
                        _next_visible(text, i + 1)[:1].isupper():
                    sentences.append(text[start:i + 1].strip())
                    start = i + 1
            i += 1
            continue
        if ch in _OPEN_QUOTES and (i == 0 or not text[i - 1].isalnum()):
            closing = _OPEN_QUOTES[ch]
            i += 1
            continue
        if _is_emoji(ch) and i > start:
            end = i
            while end < n and _is_emoji(text[end]):
                end += 1
            if end < n and text[end].isspace() and _next_visible(text, end).isupper():
                sentences.append(text[start:end].strip())  # an emoji used as the full stop
                start = end
            i = end
            continue
        m = _TERMINATOR.match(text, i)
        if m is None:
            i += 1
            continue
        end = m.end()
        if _is_boundary(text, i, end):
            while end < n and (text[end] in _CLOSERS or _is_emoji(text[end]) or
                               (text[end] == " " and end + 1 < n and _is_emoji(text[end + 1]))):
                end += 1  # closing quotes, brackets and trailing emoji belong to the sentence
            piece = text[start:end].strip()
            if piece:
                sentences.append(piece)
            start = end
        i = end
    rest = text[start:].strip()
    if rest:
        sentences.append(rest)
    return sentences


def split_long(text: str, max_chars: int) -> list[str]:
    """``text`` cut into parts of at most ``max_chars``: at clause marks (; , - and) where it
    can, else at spaces, else anywhere. Nothing is dropped; parts keep their order."""
    if len(text) <= max_chars:
        return [text]
    parts: list[str] = []
    rest = text
    while len(rest) > max_chars:
        window = rest[: max_chars + 1]
        cut = -1
        for pattern in (r"[;:]\s", r",\s(?:and|but|so|because|which|while)\s", r",\s", r"\s[-–—]\s", r"\s"):
            hits = [m.end() for m in re.finditer(pattern, window) if m.end() >= max_chars // 3]
            if hits:
                cut = hits[-1]
                break
        if cut <= 0:
            cut = max_chars
        parts.append(rest[:cut].strip())
        rest = rest[cut:].strip()
    if rest:
        parts.append(rest)
    return [p for p in parts if p]


def pack_lines(text: str, max_chars: int) -> list[str]:
    """Verbatim text (a list, a table) in parts of at most ``max_chars``, cut between lines
    (a list item stays whole where it fits); a line longer than that is cut by ``split_long``."""
    parts: list[str] = []
    current = ""
    for line in text.splitlines():
        pieces = split_long(line, max_chars) if len(line) > max_chars else [line]
        for piece in pieces:
            if current and len(current) + 1 + len(piece) > max_chars:
                parts.append(current)
                current = piece
            else:
                current = f"{current}\n{piece}" if current else piece
    if current:
        parts.append(current)
    return parts
