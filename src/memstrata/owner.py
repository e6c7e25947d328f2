"""Who a scope belongs to, and texts with the owner taken out for similarity.

Every memory of a user's scope is about that user, so the words that name the user carry no
information about *which* memory answers a question: "Dara is 29." and "Teaches sculpture
two days a week at an art school." are both Dara's, yet a sentence encoder asked "Where does
Dara work?" scores the first far higher (0.58 against 0.08 cosine with MiniLM) because both
name Dara. The same holds for "the user" (what extraction writes for a turn without a
name) and for first-person words in a question the user asks. ``OwnerNames.neutral`` removes
those mentions, and the store's vectors and the queries are both computed from the neutral
text, so two texts are compared on what they say about the owner, never on naming them.

Only the owner's mentions go: "Where does Finn work?" keeps Finn, the user's brother, whose
name does say which memory answers.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field

from memstrata.errors import InvalidInputError
from memstrata.validate import check_identifier

# What "the user" and first-person words look like; a possessive is removed with its owner.
_GENERIC = r"the user"
_FIRST_PERSON = r"(?:I(?:'m|'ve|'d|'ll|’m|’ve|’d|’ll)?|me|my|mine|myself)"
_POSSESSIVE = r"(?:'s|’s|'|’)?"
MAX_NAME_CHARS = 100
# Words a name may not be or start with: neutral() would take them out of every text.
FUNCTION_WORDS = frozenset("""
a an the i me my mine we our us you your he him his she her it its they them their this that
these those and or but of to in on at by for with from as is are was were be been am do does did has have had not no
yes so if then there here what who whom whose which when where why how""".split())  # noqa: SIM905 - a word list
MAX_ALIASES = 20


@dataclass(frozen=True)
class OwnerNames:
    """The names a scope's owner goes by: their display name and aliases (written by
    extraction instead of "the user", and treated as the user by search), and the names of
    the other speakers by role ({"assistant": "Ava"})."""

    name: str | None = None
    aliases: tuple[str, ...] = ()
    speakers: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        names = [n for n in (self.name, *self.aliases) if n]
        # Longest first, so "Sam Okafor" goes before "Sam"; a full name also answers to its first word.
        words = {n for full in names for n in (full, full.split()[0])}
        alternatives = [re.escape(n) for n in sorted(words, key=len, reverse=True)]
        # Names match as written (a user called Will is not "will"); "the user" and "I/my" in any case.
        owner = rf"\b(?:{'|'.join(alternatives)}){_POSSESSIVE}(?![\w'’])" if alternatives else r"(?!x)x"
        generic = rf"\b{_GENERIC}{_POSSESSIVE}(?![\w'’])|\b{_FIRST_PERSON}(?![\w'’])"
        object.__setattr__(self, "_mentions", re.compile(owner))
        object.__setattr__(self, "_generic", re.compile(generic, re.IGNORECASE))

    def speaker_name(self, role: str) -> str | None:
        """The name a turn of ``role`` is written with when the turn names nobody."""
        return self.name if role == "user" else self.speakers.get(role)

    def neutral(self, text: str) -> str:
        """``text`` without its mentions of the owner, for similarity (never shown or stored).
        A text that would be left without a word is kept as it is."""
        out = self._generic.sub(" ", self._mentions.sub(" ", text))  # type: ignore[attr-defined]
        out = re.sub(r"\s+([,.;:!?])", r"\1", re.sub(r"\s{2,}", " ", out)).strip(" ,;:")
        return out if re.search(r"\w\w", out) else text

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "aliases": list(self.aliases), "speakers": dict(self.speakers)}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, value: str | None) -> "OwnerNames":
        if not value:
            return cls()
        data = json.loads(value)
        return cls(data.get("name"), tuple(data.get("aliases") or ()), dict(data.get("speakers") or {}))

    @classmethod
    def checked(cls, name: str | None, aliases: list[str] | tuple[str, ...] = (),
                speakers: dict[str, str] | None = None) -> "OwnerNames":
        """Names from a caller, each checked: a non-empty line of at most 100 characters."""
        if name is not None:
            _check_name(name, "name")
        if not isinstance(aliases, (list, tuple)) or len(aliases) > MAX_ALIASES:
            raise InvalidInputError(f"aliases: a list of at most {MAX_ALIASES} names", field="aliases")
        for i, alias in enumerate(aliases):
            _check_name(alias, f"aliases[{i}]")
        if speakers is not None and not isinstance(speakers, dict):
            raise InvalidInputError("speakers: a mapping of role to name, e.g. {'assistant': 'Ava'}", field="speakers")
        for role, who in (speakers or {}).items():
            check_identifier(role, "speakers")
            if role == "user":
                raise InvalidInputError("speakers: the user's name is `name`, not a speaker", field="speakers.user")
            _check_name(who, f"speakers.{role}")
        return cls(name, tuple(aliases), dict(speakers or {}))


def _check_name(value: object, field_name: str) -> None:
    # Invisible characters (zero-width spaces, direction marks) would make a name that never
    # matches what is written, or looks like another one.
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_NAME_CHARS \
            or any(unicodedata.category(c) in ("Cc", "Cf") for c in value) or not re.search(r"\w", value):
        raise InvalidInputError(f"{field_name}: a name of 1 to {MAX_NAME_CHARS} visible characters on one line, "
                                f"with a letter or digit, got {value!r:.60}", field=field_name)
    if value.split()[0].casefold() in FUNCTION_WORDS:
        raise InvalidInputError(f"{field_name}: {value.split()[0]!r} is a common word; as a name it would be taken "
                                f"out of every text of the user's memories", field=field_name)


NO_NAMES = OwnerNames()
