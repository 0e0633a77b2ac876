#!/usr/bin/env python3
"""Writes the benchmark's inputs: a library of N items and the key files.

    gendata.py library N PATH    a library whose first folder holds N items, the second 3
    gendata.py keys PATH [N]     the 20,000-key replay (or N keys)
    gendata.py quit PATH         the script that is only `q`
    gendata.py note KIND PATH    a library holding one item whose notes are KIND (see NOTES)
    gendata.py notekeys ACTION COUNT PATH
                                 open that note's Notes, COUNT keys of ACTION, leave and quit
    gendata.py walk KEY COUNT PATH
                                 open the first folder, KEY (Down or PgDn) COUNT times, back, q
    gendata.py deep PAGES PAIRS PATH
                                 open the first folder, PgDn PAGES times, then Enter and Esc on
                                 the item reached PAIRS times, back, q

The driver runs this as a separate process on purpose: a child's peak RSS, read with
wait4(), can include the memory of the process that spawned it, so the driver itself must
never grow large. Writing is streamed in chunks for the same reason.
"""

import sys

#: Keys in the replay, all told: the opening Enter, the repeated block, then Esc and q.
REPLAY_KEYS = 20_000

#: The block repeated after opening the first folder: move, open an item, come back, page,
#: and back to the top. Every move is undone within the block, so the selection stays within
#: the first 200 rows: each key does the same work with 1,000 items as with 1,000,000, and
#: none is spent at the end of the list where a key changes nothing.
BLOCK = ["Down"] * 50 + ["Enter", "Esc"] + ["PgDn"] * 5 + ["PgUp"] * 5 + ["Up"] * 50

#: The notes the editing rows type into, by kind: 1 MB of prose paragraphs, 20,000 short
#: lines, and the first 1 KB of each, which the same keys are compared with (the cost of a
#: frame follows how much text it shows, so each big note is held to a small one of its shape).
#: The first 4 KB of the prose is the smallest part of it that a page key scrolls by a whole
#: screen: 1 KB of it wraps to fewer rows than the editor shows.
NOTES = ("1mb", "1mb-one-line", "20k-lines", "1kb-prose", "1kb-lines", "4kb-prose")

#: Opens the note's Notes (folder, item, Name → Done → Notes), moves into the text and types
#: one character, so that leaving asks the same question whatever the measured keys did.
NOTE_SETUP = ["Enter", "Enter", "Tab", "Tab", "Down", "Down", "Down", "x"]

#: Leaves the editor (Esc asks, d discards), goes back to Folders and quits.
NOTE_END = ["Esc", "d", "Esc", "q"]

#: The measured keys by action, repeated to the count: typing words, moving down and back up
#: a row at a time, a page down and back up. Each undoes its moves, so every key does the
#: same work in every note.
NOTE_ACTIONS = {
    "type": [c if c != " " else "Space" for c in "the quick brown fox jumps over a dog "],
    "move": ["Down"] * 8 + ["Up"] * 8,
    "page": ["PgDn", "PgUp"],
}

WORDS = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
         "incididunt ut labore et dolore magna aliqua").split()


def item_json(prefix: str, number: int, name: str) -> str:
    """One item exactly as the app's format has it, with every field present."""
    return f'{{"id":"{prefix}{number:07d}","name":"{name}","notes":"","done":false}}'


def write_library(count: int, path: str) -> None:
    """Streams the library to `path`: folder "Bench" with `count` items, "Small" with 3."""
    chunk = 10_000
    with open(path, "w", encoding="utf-8") as out:
        out.write('{"version":1,"folders":[{"id":"f0000001","name":"Bench","items":[')
        for start in range(1, count + 1, chunk):
            stop = min(start + chunk, count + 1)
            part = ",".join(item_json("i", n, f"Item {n:07d}") for n in range(start, stop))
            if start > 1:
                out.write(",")
            out.write(part)
        out.write("]},")
        small = ",".join(item_json("s", n, f"Note {n}") for n in range(1, 4))
        out.write('{"id":"f0000002","name":"Small","items":[' + small + "]}]}\n")


def note_text(kind: str) -> str:
    """The notes of one kind, ASCII so that a byte is a character."""
    if kind.startswith(("1kb-", "4kb-")):
        size = 1024 if kind.startswith("1kb-") else 4096
        return note_text("20k-lines" if kind.endswith("-lines") else "1mb")[:size]
    if kind == "1mb-one-line":
        # The prose as one paragraph: a log line, minified JSON, an article pasted without
        # breaks. Nothing but the wrap bounds a row, so an edit cannot stop at a line's end.
        return note_text("1mb").replace("\n", " ")
    if kind == "20k-lines":
        return "".join(f"Line {n:05d}: {' '.join(WORDS[n % 7: n % 7 + 3])}\n"
                       for n in range(1, 20_001))
    size = 1 << 20
    paragraphs = []
    total = 0
    n = 0
    while total < size:
        words = [WORDS[(n * 7 + i) % len(WORDS)] for i in range(160)]
        paragraph = " ".join(words) + ".\n\n"
        paragraphs.append(paragraph)
        total += len(paragraph)
        n += 1
    return "".join(paragraphs)[:size]


def write_note_library(kind: str, path: str) -> None:
    """Folder "Bench" with one item, "Note", whose notes are of `kind`."""
    notes = note_text(kind).replace("\n", "\\n")
    item = f'{{"id":"n0000001","name":"Note","notes":"{notes}","done":false}}'
    with open(path, "w", encoding="utf-8") as out:
        out.write('{"version":1,"folders":[{"id":"f0000001","name":"Bench","items":['
                  + item + "]}]}\n")


def note_keys(action: str, count: int) -> list[str]:
    """The setup, `count` keys of `action` (none for the baseline), then leaving."""
    pattern = NOTE_ACTIONS[action]
    measured = [pattern[i % len(pattern)] for i in range(count)]
    return NOTE_SETUP + measured + NOTE_END


def replay_keys(total: int = REPLAY_KEYS) -> list[str]:
    """The replay: Enter, the block cut to fill the count, then Esc to Folders and q."""
    body = total - 3
    keys = ["Enter"]
    while len(keys) - 1 < body:
        keys.extend(BLOCK[: body - (len(keys) - 1)])
    return keys + ["Esc", "q"]


def walk_keys(key: str, count: int) -> list[str]:
    """A walk forward from the top of the first folder, never coming back: every row it
    shows is new. With no keys, the baseline that opens the folder and leaves it."""
    return ["Enter"] + [key] * count + ["Esc", "q"]


def deep_keys(pages: int, pairs: int) -> list[str]:
    """Pages down into the first folder, then opens the item reached and comes back, `pairs`
    times; with no pairs, the baseline that only walks there and leaves."""
    return ["Enter"] + ["PgDn"] * pages + ["Enter", "Esc"] * pairs + ["Esc", "q"]


def write_keys(keys: list[str], path: str) -> None:
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(keys) + "\n")


def main(argv: list[str]) -> int:
    if len(argv) == 4 and argv[1] == "library":
        write_library(int(argv[2]), argv[3])
    elif len(argv) in (3, 4) and argv[1] == "keys":
        write_keys(replay_keys(*map(int, argv[3:])), argv[2])
    elif len(argv) == 3 and argv[1] == "quit":
        write_keys(["q"], argv[2])
    elif len(argv) == 4 and argv[1] == "note" and argv[2] in NOTES:
        write_note_library(argv[2], argv[3])
    elif len(argv) == 5 and argv[1] == "notekeys" and argv[2] in NOTE_ACTIONS:
        write_keys(note_keys(argv[2], int(argv[3])), argv[4])
    elif len(argv) == 5 and argv[1] == "walk" and argv[2] in ("Down", "PgDn"):
        write_keys(walk_keys(argv[2], int(argv[3])), argv[4])
    elif len(argv) == 5 and argv[1] == "deep":
        write_keys(deep_keys(int(argv[2]), int(argv[3])), argv[4])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
