#!/usr/bin/env python3
"""Writes the benchmark's inputs: a library of N items and the key files.

    gendata.py library N PATH    a library whose first folder holds N items, the second 3
    gendata.py keys PATH         the 20,000-key replay
    gendata.py quit PATH         the script that is only `q`

The driver runs this as a separate process on purpose: a child's peak RSS, read with
wait4(), can include the memory of the process that spawned it, so the driver itself must
never grow large. Writing is streamed in chunks for the same reason.
"""

import sys

#: Keys in the replay, all told: the opening Enter, the repeated block, then Esc and q.
REPLAY_KEYS = 20_000

#: The block repeated after opening the first folder: move, open an item, come back, page.
BLOCK = ["Down"] * 50 + ["Enter", "Esc"] + ["PgDn"] * 5 + ["PgUp"] * 2


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


def replay_keys() -> list[str]:
    """The replay: Enter, the block cut to fill the count, then Esc to Folders and q."""
    body = REPLAY_KEYS - 3
    keys = ["Enter"]
    while len(keys) - 1 < body:
        keys.extend(BLOCK[: body - (len(keys) - 1)])
    return keys + ["Esc", "q"]


def write_keys(keys: list[str], path: str) -> None:
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(keys) + "\n")


def main(argv: list[str]) -> int:
    if len(argv) == 4 and argv[1] == "library":
        write_library(int(argv[2]), argv[3])
    elif len(argv) == 3 and argv[1] == "keys":
        write_keys(replay_keys(), argv[2])
    elif len(argv) == 3 and argv[1] == "quit":
        write_keys(["q"], argv[2])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
