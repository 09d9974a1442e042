#!/usr/bin/env python3
"""A match between two `daga engine` programs at level 5 (issue 30's evidence for a change to
play: the new level 5 against the previous one, paired openings, each side once per pair).

Usage: scripts/engine-match.py [--resume LOG] NEW-DAGA OLD-DAGA GAME PAIRS SEED [OPENING-PLIES]
The openings are distinct; each core plays one pair at a time. Prints one line per game and
then the score of NEW with its Wilson 95 % lower bound. With --resume, the pairs that LOG (this
script's output of the same match, cut short) holds both games of are counted as they stand
and reprinted, and only the others are played: the engines are deterministic, so a pair
played again would give the same games.
"""

import math
import os
import random
import re
import subprocess
import sys
import threading


class Engine:
    """One `daga engine` process, spoken to line by line."""

    def __init__(self, program):
        self.process = subprocess.Popen(
            [program, "engine"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def ask(self, command):
        """Sends a command; returns its answer after "=" (an empty line ends every answer)."""
        self.process.stdin.write(command + "\n")
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line or not line.strip():
                break
            lines.append(line.strip())
        answer = lines[0] if lines else ""
        if not answer.startswith("="):
            raise RuntimeError(f"'{command}' was answered '{answer}'")
        return answer[1:].strip()

    def close(self):
        self.process.stdin.write("quit\n")
        self.process.stdin.close()
        self.process.wait()


def wilson_lower(score, games, z=1.96):
    """The Wilson 95 % lower bound of a score share (draws count a half)."""
    if games == 0:
        return 0.0
    p = score / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    return (centre - spread) / (1 + z * z / games)


def play_game(engines, game, opening, seed):
    """Plays one game from `opening`; engines maps 'south'/'north' to an Engine. Returns the
    status line and the number of plies."""
    for engine in set(engines.values()):
        engine.ask(f"new {game}")
        for move in opening:
            engine.ask(f"play {move}")
    plies = 0
    while True:
        turn = engines["south"].ask("turn")
        if turn == "none":
            return engines["south"].ask("status"), plies
        mover, other = engines[turn], engines["north" if turn == "south" else "south"]
        move = mover.ask(f"genmove level=5 seed={seed}")
        if other is not mover:
            other.ask(f"play {move}")
        plies += 1


def distinct_openings(program, game, pairs, plies, rng):
    """Up to `pairs` random openings of `plies` plies, each ending in a position none of the
    others ends in: deterministic players play the same game from the same position, so a
    repeat, or another move order to the same position, would count a game twice. Fewer when
    50 draws in a row find nothing new (Bao la Kimasai has 7 openings of 4 plies)."""
    engine = Engine(program)
    openings, seen, misses = [], set(), 0
    while len(openings) < pairs and misses < 50:
        engine.ask(f"new {game}")
        opening = []
        for _ in range(plies):
            moves = engine.ask("legal").split()
            if not moves:
                break
            opening.append(rng.choice(moves))
            engine.ask(f"play {opening[-1]}")
        reached = engine.ask("position")
        if reached in seen:
            misses += 1
            continue
        seen.add(reached)
        openings.append(opening)
        misses = 0
    engine.close()
    return openings


def outcome_of(status, new_side):
    """'win', 'loss' or 'draw' for the new program from an ended game's status line."""
    if status.startswith(f"win {new_side}"):
        return "win"
    if status.startswith("win"):
        return "loss"
    return "draw"


def finished_pairs(log_path):
    """The game lines of a cut-short log, by pair index, for the pairs it holds both games of."""
    games = {}
    with open(log_path) as log:
        for line in log:
            found = re.match(r"pair (\d+), new as (south|north): .* \(opening (.*)\)$", line)
            if found:
                pair, side, opening = int(found.group(1)) - 1, found.group(2), found.group(3)
                games.setdefault(pair, {})[side] = (line.rstrip("\n"), opening.split())
    return {pair: sides for pair, sides in games.items() if len(sides) == 2}


def check_resumed(done, openings, log_path):
    """Exits with a clear message unless every pair of the log was played from the opening this
    match draws for it (another seed, game or opening length would mix two matches)."""
    drawn = dict(openings)
    for pair, sides in sorted(done.items()):
        for line, opening in sides.values():
            if drawn.get(pair) != opening:
                sys.exit(f"{log_path}: pair {pair + 1} was played from another opening than this "
                         f"match draws ({' '.join(opening)}): not the same match")


def play_pairs(new_program, old_program, game, openings, results, lock):
    """Plays each opening taken from `openings` twice, the new program on each side once."""
    new, old = Engine(new_program), Engine(old_program)
    while True:
        with lock:
            if not openings:
                break
            pair, opening = openings.pop(0)
        for new_side in ("south", "north"):
            old_side = "north" if new_side == "south" else "south"
            status, plies = play_game({new_side: new, old_side: old}, game, opening, pair)
            outcome = outcome_of(status, new_side)
            with lock:
                results.append(outcome)
                print(f"pair {pair + 1}, new as {new_side}: {status} after {plies} plies "
                      f"(opening {' '.join(opening)})", flush=True)
    new.close()
    old.close()


def main():
    args = sys.argv[1:]
    done, log_path = {}, None
    if args[:1] == ["--resume"] and len(args) > 1:
        log_path = args[1]
        try:
            done = finished_pairs(log_path)
        except OSError as error:
            sys.exit(f"{log_path}: {error.strerror}")
        args = args[2:]
    if len(args) not in (5, 6):
        sys.exit(__doc__)
    new_program, old_program, game = args[0:3]
    pairs, seed = int(args[3]), int(args[4])
    opening_plies = int(args[5]) if len(args) == 6 else 4
    rng = random.Random(seed)
    openings = list(enumerate(distinct_openings(new_program, game, pairs, opening_plies, rng)))
    if len(openings) < pairs:
        print(f"only {len(openings)} distinct openings of {opening_plies} plies found", flush=True)
    check_resumed(done, openings, log_path)
    results, lock = [], threading.Lock()
    for pair in sorted(done):
        for new_side in ("south", "north"):
            line, _ = done[pair][new_side]
            print(line, flush=True)
            status = line.split(": ", 1)[1]
            results.append(outcome_of(status, new_side))
    openings = [(pair, opening) for pair, opening in openings if pair not in done]
    workers = [
        threading.Thread(
            target=play_pairs,
            args=(new_program, old_program, game, openings, results, lock),
        )
        for _ in range(os.cpu_count() or 1)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    wins, draws, losses = (results.count(o) for o in ("win", "draw", "loss"))
    games = wins + draws + losses
    score = wins + draws / 2
    print(f"new against old: {wins} wins, {draws} draws, {losses} losses in {games} games: "
          f"{100 * score / games:.1f} %, Wilson 95 % lower bound "
          f"{100 * wilson_lower(score, games):.1f} %")


if __name__ == "__main__":
    main()
