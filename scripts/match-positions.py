#!/usr/bin/env python3
"""A match log's score with each opening position counted once: `engine-match.py` drew openings
unlike each other by their moves, but two move orders can reach one position, and the
deterministic engines then play that pair's two games again. Replays each pair's opening in
`daga engine`, keeps the first pair of each position reached, and prints how many pairs were
repeats and the score of the rest with its Wilson 95 % lower bound.

usage: python3 scripts/match-positions.py DAGA GAME LOG
"""

import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("engine_match", os.path.join(HERE, "engine-match.py"))
MATCH = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(MATCH)


def pairs_of(log_path):
    """{pair: (opening moves, [outcome for the new program, ...])} from a match log."""
    pairs = {}
    line_pattern = re.compile(r"pair (\d+), new as (south|north): (.*) after \d+ plies \(opening (.*)\)$")
    with open(log_path) as log:
        for line in log:
            found = line_pattern.match(line.rstrip("\n"))
            if found:
                pair, side, status, opening = found.groups()
                entry = pairs.setdefault(int(pair), (opening.split(), []))
                entry[1].append(MATCH.outcome_of(status, side))
    return pairs


def reached_by(engine, game, opening):
    """The position text after playing `opening` from the start of `game`."""
    engine.ask(f"new {game}")
    for move in opening:
        engine.ask(f"play {move}")
    return engine.ask("position")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    program, game, log_path = sys.argv[1:]
    engine = MATCH.Engine(program)
    pairs = pairs_of(log_path)
    first_at = {}
    for pair, (opening, outcomes) in sorted(pairs.items()):
        first_at.setdefault(reached_by(engine, game, opening), outcomes)
    engine.close()
    kept = [outcome for outcomes in first_at.values() for outcome in outcomes]
    seen, repeats = first_at, len(pairs) - len(first_at)
    wins, draws, losses = (kept.count(o) for o in ("win", "draw", "loss"))
    games = len(kept)
    score = wins + draws / 2
    print(f"{len(seen)} distinct opening positions, {repeats} pairs repeating an earlier one; "
          f"the distinct ones: {wins} wins, {draws} draws, {losses} losses in {games} games: "
          f"{100 * score / max(games, 1):.1f} %, Wilson 95 % lower bound "
          f"{100 * MATCH.wilson_lower(score, games):.1f} %")


if __name__ == "__main__":
    main()
