#!/usr/bin/env python3
"""A summary of a `daga review` output: how many moves it marks, and how steady its chances are.

Usage: daga review RECORD | scripts/review-summary.py
Prints the blunders, mistakes and inaccuracies, and the mean change of South's chances between
successive positions that are both undecided (−0.95 to +0.95): a review whose chances jump
about while the game is still open marks moves for noise rather than for what they do.
"""

import re
import sys

UNDECIDED = 0.95


def main():
    lines = sys.stdin.read().splitlines()
    marks = {word: sum(1 for line in lines if re.search(rf"\b{word}\b", line))
             for word in ("blunder", "mistake", "inaccuracy")}
    chances = [float(found.group(1)) for line in lines
               if (found := re.search(r"South ([+-][0-9.]+)", line))]
    steps = [abs(after - before) for before, after in zip(chances, chances[1:])
             if abs(before) < UNDECIDED and abs(after) < UNDECIDED]
    print(f"{marks['blunder']} blunders, {marks['mistake']} mistakes, "
          f"{marks['inaccuracy']} inaccuracies")
    if steps:
        print(f"{len(steps)} steps between undecided positions, "
              f"mean change of South's chances {sum(steps) / len(steps):.3f}")


if __name__ == "__main__":
    main()
