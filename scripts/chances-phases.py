#!/usr/bin/env python3
"""Where Bao la Kimasai's middle scores mislead: the positions `daga chances bao-la-kimasai ...
--positions FILE` wrote, the undecided-looking ones (judged -200 to 200 by default) split by the
game's phase (the stones on the board, the position text's 1s), by the side to move, and by
the stones each side has, each slice's mean result for the side scored up and scored down with
its 95 % margin counting games, not positions, as the independent draws.

usage: python3 scripts/chances-phases.py POSITIONS-FILE [LIMIT]
"""

import math
import sys
from collections import defaultdict


def read(path):
    """(game, result, score, board digits, side to move) per line."""
    rows = []
    with open(path) as lines:
        for number, line in enumerate(lines, 1):
            words = line.split()
            if len(words) < 5:
                sys.exit(f"{path}:{number}: expected GAME RESULT SCORE POSITION")
            if words[3] != "bao-la-kimasai":
                sys.exit(f"{path}:{number}: a {words[3]} position; this reads Bao la Kimasai's")
            game, result, score = int(words[0]), float(words[1]), int(words[2])
            board, mover = words[4], words[5] if len(words) > 5 else "?"
            rows.append((game, result, score, board, mover))
    return rows


def stones(board):
    """The stones of each half of the board: (first half's rows, second half's rows)."""
    rows = board.split("/")
    half = len(rows) // 2
    count = lambda part: sum(int(c) for r in part for c in r if c.isdigit())
    return count(rows[:half]), count(rows[half:])


def clustered(results_by_game):
    """Mean and 95 % margin with games as the unit (the cluster-robust standard error)."""
    count = sum(len(g) for g in results_by_game.values())
    if count == 0:
        return None
    mean = sum(sum(g) for g in results_by_game.values()) / count
    clusters = len(results_by_game)
    if clusters < 2:
        return mean, float("nan"), count, clusters
    spread = sum(sum(r - mean for r in g) ** 2 for g in results_by_game.values())
    variance = clusters / (clusters - 1) * spread / count**2
    return mean, 1.96 * math.sqrt(variance), count, clusters


def row(label, rows):
    """A slice's line: the mover scored 30 to LIMIT and scored -LIMIT to -30."""
    cells = []
    for wanted in (lambda s: s >= 30, lambda s: s <= -30):
        by_game = defaultdict(list)
        for game, result, score, _, _ in rows:
            if wanted(score):
                by_game[game].append(result)
        figures = clustered(by_game)
        if figures is None:
            cells.append("– | – | –")
        else:
            mean, margin, count, clusters = figures
            spread = "–" if math.isnan(margin) else f"{margin:.3f}"
            cells.append(f"{count} ({clusters}) | {mean:.3f} | {spread}")
    print(f"| {label} | {cells[0]} | {cells[1]} |")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    everything = read(sys.argv[1])
    middle = [r for r in everything if -limit <= r[2] < limit]
    print(f"{len(middle)} of {len(everything)} positions judged {-limit} to {limit}\n")
    print(
        f"| slice | scored 30 to {limit}: positions (games) | mean result | ± | "
        f"scored -{limit} to -30: positions (games) | mean result | ± |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    row("all", middle)
    on_board = lambda r: sum(stones(r[3]))
    bands = sorted({on_board(r) for r in everything}, reverse=True)
    top = bands[0] if bands else 0
    for high in range(top, 0, -8):
        low = high - 7
        inside = [r for r in middle if low <= on_board(r) <= high]
        if inside:
            row(f"{low}–{high} on the board", inside)
    for mover in sorted({r[4] for r in middle}):
        row(f"{mover} to move", [r for r in middle if r[4] == mover])
    mine = lambda r: stones(r[3])[1] if r[4] == "south" else stones(r[3])[0]
    theirs = lambda r: stones(r[3])[0] if r[4] == "south" else stones(r[3])[1]
    for name, test in (
        ("mover has more stones", lambda r: mine(r) > theirs(r)),
        ("equal stones", lambda r: mine(r) == theirs(r)),
        ("mover has fewer stones", lambda r: mine(r) < theirs(r)),
    ):
        row(name, [r for r in middle if test(r)])


if __name__ == "__main__":
    main()
