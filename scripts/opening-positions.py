#!/usr/bin/env python3
"""How many move sequences of PLIES plies a game has from its start, and how many positions they
reach (two move orders can meet in one position, and deterministic players then play one game
from both): every sequence walked through `daga engine`'s legal, play and undo.

usage: python3 scripts/opening-positions.py DAGA GAME PLIES
"""

import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("engine_match", os.path.join(HERE, "engine-match.py"))
MATCH = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(MATCH)


def walk(engine, plies, positions):
    """The sequences of `plies` plies (or fewer, where the game ends) from here; adds the
    positions they reach to `positions`."""
    moves = engine.ask("legal").split() if plies else []
    if not moves:
        positions.add(engine.ask("position"))
        return 1
    sequences = 0
    for move in moves:
        engine.ask(f"play {move}")
        sequences += walk(engine, plies - 1, positions)
        engine.ask("undo")
    return sequences


def main():
    if len(sys.argv) != 4 or not sys.argv[3].isdigit():
        sys.exit(__doc__)
    program, game, plies = sys.argv[1], sys.argv[2], int(sys.argv[3])
    engine = MATCH.Engine(program)
    engine.ask(f"new {game}")
    positions = set()
    sequences = walk(engine, plies, positions)
    engine.close()
    print(f"{game}, {plies} plies: {sequences} move sequences reach {len(positions)} positions")


if __name__ == "__main__":
    main()
