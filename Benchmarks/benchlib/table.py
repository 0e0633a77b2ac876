"""The table of figures, as plain text for the console and as Markdown for Benchmarks/README.md.

A cell shows the median with min–max, so the spread of a noisy machine is in plain sight;
a failed side shows why, cut to keep the table readable (the full reason goes to the notes).
"""

from __future__ import annotations

from .stats import Cell
from .targets import Row, ratio_of

HEADER = ["figure", "app median (min–max)", "C median (min–max)", "app/C", "target", "met?"]

#: Failure reasons longer than this are cut in the cell and given in full under the table.
CELL_ERROR_LIMIT = 40


def fmt(value: float, unit_format: str) -> str:
    return format(value, unit_format)


def cell_text(cell: Cell, unit_format: str) -> str:
    if cell.error:
        short = (cell.error if len(cell.error) <= CELL_ERROR_LIMIT
                 else cell.error[:CELL_ERROR_LIMIT - 1] + "…")
        return f"failed ({short})"
    if not cell.values:
        return "—"
    median = fmt(cell.median, unit_format)
    if len(cell.values) == 1:
        return median
    return f"{median} ({fmt(min(cell.values), unit_format)}–{fmt(max(cell.values), unit_format)})"


def table_rows(rows: list[Row]) -> list[list[str]]:
    """The text of every cell; a missed target is in bold, to stand out in the table."""
    out = []
    for row in rows:
        r = ratio_of(row)
        met = row.check(row)
        if row.target == "—":
            met_text = "—"
        elif met is None:
            met_text = "n/a"
        else:
            met_text = "yes" if met else "**NO**"
        out.append([
            row.figure,
            cell_text(row.app, row.unit_format),
            cell_text(row.c, row.unit_format),
            "—" if r is None else f"{r:.2f}",
            row.target,
            met_text,
        ])
    return out


def plain_table(rows: list[list[str]]) -> str:
    body = [[c.replace("**", "") for c in row] for row in rows]
    widths = [max(len(r[i]) for r in [HEADER] + body) for i in range(len(HEADER))]
    lines = [" | ".join(h.ljust(w) for h, w in zip(HEADER, widths))]
    lines.append("-+-".join("-" * w for w in widths))
    lines += [" | ".join(c.ljust(w) for c, w in zip(r, widths)) for r in body]
    return "\n".join(lines)


def markdown_table(rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "|".join("---" for _ in HEADER) + "|"]
    lines += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in rows]
    return "\n".join(lines)
