#!/usr/bin/env python3
"""How much a game's search score swings from one depth to the next (why Bao la Kimasai's
review reads the mean of the last two depths, `Evaluate::JUDGED_OVER_TWO_DEPTHS`).

Usage: scripts/depth-swing.py DAGA GAME [FIRST-DEPTH] [LAST-DEPTH]
Takes GAME's record from benches/review-games.txt, searches every position of it before a move with
`analyze depth=D` for each depth from FIRST-DEPTH to LAST-DEPTH (default 6 to 11), and prints,
over the positions no depth scores as won or lost: the mean score at each depth for the player
to move, the mean step |s(D) - s(D-1)| of the last depth's score, and the mean step of the mean
of the last two depths, |m(D) - m(D-1)| with m(D) = (s(D) + s(D-1)) / 2.
"""

import os
import subprocess
import sys

WIN_THRESHOLD = 990_000  # scores beyond this are found wins (src/ai/evaluate.rs)


def answers(program, commands):
    """Runs one engine over all the commands; returns each command's answer after '='."""
    text = subprocess.run(
        [program, "engine"], input="\n".join(commands) + "\nquit\n",
        capture_output=True, text=True, check=True,
    ).stdout
    replies = [block.strip() for block in text.split("\n\n") if block.strip()]
    for reply in replies:
        if not reply.startswith("="):
            sys.exit(f"the engine refused: {reply}")
    return [reply[1:].strip() for reply in replies]


def record_of(game):
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "benches", "review-games.txt")) as games:
        for line in games:
            if line.split()[0] == game:
                return line.split()
    sys.exit(f"no {game} game in benches/review-games.txt")


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    program, game = sys.argv[1], sys.argv[2]
    first = int(sys.argv[3]) if len(sys.argv) > 3 else 6
    last = int(sys.argv[4]) if len(sys.argv) > 4 else 11
    depths = list(range(first, last + 1))
    words = record_of(game)
    header, moves = words[: words.index("moves")], words[words.index("moves") + 1 :]
    commands = ["new " + " ".join(header)]
    for move in moves:  # every position before a move: the one after the last is over
        commands.extend(f"analyze depth={d}" for d in depths)
        commands.append("play " + move)
    replies = iter(answers(program, commands))
    next(replies)  # new
    rows = []
    for _ in moves:
        scores = [int(next(replies).split()[2]) for _ in depths]
        next(replies)  # play
        if all(abs(s) < WIN_THRESHOLD for s in scores):
            rows.append(scores)
    print(f"{game}: {len(rows)} of {len(moves)} positions undecided at depths {first}..{last}")
    print("| depth | mean score | mean step of the last depth's score | mean step of the two-depth mean |")
    print("|---:|---:|---:|---:|")
    for i, depth in enumerate(depths):
        mean = sum(r[i] for r in rows) / len(rows)
        step = two = "–"
        if i >= 1:
            step = f"{sum(abs(r[i] - r[i - 1]) for r in rows) / len(rows):.0f}"
        if i >= 2:
            two = f"{sum(abs(r[i] - r[i - 2]) for r in rows) / 2 / len(rows):.0f}"
        print(f"| {depth} | {mean:.0f} | {step} | {two} |")


if __name__ == "__main__":
    main()
