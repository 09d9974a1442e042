#!/usr/bin/env python3
"""Sadeqa III: Daga's computer against StoneShark's Mancala Games at its Expert difficulty (issue
30, item 6), with both programs' rules compared on every move of every game.

Usage: scripts/stoneshark-match.py DAGA MANCALA-GAMES-DIR [LEVEL] [MAX-IMBALANCE]

MANCALA-GAMES-DIR is a checkout of github.com/StoneShark/MancalaGames (pure Python 3, no
packages needed; nothing of it is copied here). Its Sadeqa III (`GameProps/Sadeqa_III.txt`) at
difficulty 3, "Expert", is a negamax search seven plies deep scoring captured seeds.

The openings are every two-ply start that Daga's search (200 k nodes) judges within
MAX-IMBALANCE hundredths of a seed of even (default 300, as the baseline match in
docs/BENCHMARKS.md). Each opening is played twice, Daga south once and north once, Daga at
LEVEL (default 5) through `daga engine` with `genmove level=LEVEL`; each core plays one game
at a time.

Daga's rules referee the game. Before every move, both programs' legal moves are compared (a
sowing Daga's rule 5 calls endless, which StoneShark allows and ends the game with after 75 laps,
is counted apart); after every move, the board and captures StoneShark's rules reach from the
same position. A game ends
under Daga's rules, or as soon as a player has captured more than half the seeds (then the
winner is settled under both programs' rules: StoneShark ends its game there). Prints one line
per game, the disagreements found, and Daga's score.
"""

import dataclasses
import importlib.util
import itertools
import multiprocessing
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("engine_match", os.path.join(HERE, "engine-match.py"))
MATCH = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(MATCH)

HOLES = 8
SEEDS = 96
SOUTH_LETTERS = "abcdefgh"
NORTH_LETTERS = "ABCDEFGH"


class Daga(MATCH.Engine):
    """One `daga engine` process (engine-match.py's), which also reads Sadeqa III positions."""

    def position(self):
        """The board (a..h, A..H: Daga's and StoneShark's loc order alike), turn and captures."""
        _, board, turn, south, north = self.ask("position").split()
        holes = [int(seeds) for row in board.split("/") for seeds in row.split(",")]
        return holes, turn, (int(south), int(north))


class StoneShark:
    """StoneShark's Sadeqa III and its Expert player, set to any position Daga's engine holds.

    Its board is indexed by `loc` 0..15 counter-clockwise from the bottom row's left, the same
    order as Daga's a..h, A..H; the bottom row (turn False) is south. A move is a `pos`
    counted from the left as the board is drawn, so north's letters run the other way."""

    def __init__(self, directory):
        sys.path.insert(0, f"{directory}/src")
        import animator  # pylint: disable=import-outside-toplevel
        import ai_player  # pylint: disable=import-outside-toplevel
        import man_config  # pylint: disable=import-outside-toplevel

        animator.ENABLED = False
        self.game, player_config = man_config.make_game(f"{directory}/GameProps/Sadeqa_III.txt")
        player_config["difficulty"] = 3
        self.player = ai_player.AiPlayer(self.game, player_config)
        self.fresh_state = self.game.state

    def set_position(self, holes, turn, captured):
        """Puts Daga's position on StoneShark's board."""
        self.game.state = dataclasses.replace(
            self.fresh_state, board=tuple(holes), store=tuple(captured), _turn=(turn == "north")
        )

    def letter(self, pos):
        """Daga's notation for a StoneShark move of the player to move."""
        if self.game.turn:
            return NORTH_LETTERS[HOLES - 1 - pos]
        return SOUTH_LETTERS[pos]

    def pos(self, letter):
        """StoneShark's move for Daga's notation."""
        if letter in NORTH_LETTERS:
            return HOLES - 1 - NORTH_LETTERS.index(letter)
        return SOUTH_LETTERS.index(letter)

    def legal(self):
        return sorted(self.letter(pos) for pos in self.game.get_moves())

    def expert_move(self):
        return self.letter(self.player.pick_move())

    def play(self, letter):
        """Plays a move; returns the board and captures after it, or None when StoneShark's rules
        end the game with it (the seeds left are then shared out and no longer comparable)."""
        if self.game.move(self.pos(letter)):
            return None
        return list(self.game.board), tuple(self.game.store)


def balanced_openings(daga, max_imbalance):
    """Every two-ply opening Daga's 200 k-node search judges within max_imbalance of even."""
    openings = []
    for south, north in itertools.product(SOUTH_LETTERS, NORTH_LETTERS):
        daga.ask("new sadeqa-iii")
        daga.ask(f"play {south}")
        if north not in daga.ask("legal").split():
            continue
        daga.ask(f"play {north}")
        score = int(daga.ask("analyze nodes=200000").split()[2])
        if abs(score) <= max_imbalance:
            openings.append((south, north))
    return openings


class Disagreements:
    """Where the two programs' rules part, with an example of each kind."""

    def __init__(self):
        self.legal = 0
        self.endless = 0
        self.outcome = 0
        self.checked = 0
        self.examples = []

    def note(self, kind, text):
        if len(self.examples) < 5:
            self.examples.append(f"{kind}: {text}")

    def add(self, other):
        """Counts another game's disagreements in."""
        self.legal += other.legal
        self.endless += other.endless
        self.outcome += other.outcome
        self.checked += other.checked
        for example in other.examples:
            self.note(*example.split(": ", 1))


def endless_in_daga(daga, move):
    """Whether Daga refuses a move as a sowing that never ends (rule 5: over 1,000 relay
    pick-ups). StoneShark allows such a move and ends the game after its 75th lap instead."""
    try:
        daga.ask(f"play {move}")
    except RuntimeError as refusal:
        return "never ends" in str(refusal)
    daga.ask("undo")
    return False


def play_game(daga, shark, opening, daga_side, level, disagreements):
    """One game from an opening; returns Daga's result (1, 0.5, 0, or None when StoneShark's
    Expert chose a move Daga's rules refuse), the plies played and the captures."""
    daga.ask("new sadeqa-iii")
    for move in opening:
        daga.ask(f"play {move}")
    plies = len(opening)
    while daga.ask("status") == "ongoing":
        holes, turn, captured = daga.position()
        if max(captured) > SEEDS // 2:
            break
        shark.set_position(holes, turn, captured)
        ours, theirs = daga.ask("legal").split(), shark.legal()
        if sorted(ours) != theirs:
            extra, missing = set(theirs) - set(ours), set(ours) - set(theirs)
            if not missing and all(endless_in_daga(daga, move) for move in extra):
                disagreements.endless += 1
            else:
                disagreements.legal += 1
                disagreements.note("legal", f"{holes} {turn}: Daga {ours}, StoneShark {theirs}")
        if turn == daga_side:
            move = daga.ask(f"genmove level={level}")
        else:
            move = shark.expert_move()
            shark.set_position(holes, turn, captured)
            if move not in ours:
                disagreements.note("refused", f"{holes} {turn}: StoneShark's Expert chose {move}")
                return None, plies, captured
            daga.ask(f"play {move}")
        disagreements.checked += 1
        after = shark.play(move)
        next_holes, _, next_captured = daga.position()
        if after is not None and after != (next_holes, next_captured):
            disagreements.outcome += 1
            disagreements.note("outcome", f"{holes} {turn} {move}: Daga {next_holes} "
                               f"{next_captured}, StoneShark {after}")
        plies += 1
    south, north = (int(x) for x in daga.ask("score").split())
    mine, theirs = (south, north) if daga_side == "south" else (north, south)
    return (1.0 if mine > theirs else 0.5 if mine == theirs else 0.0), plies, (south, north)


def play_one(job):
    """A worker's game, the same whenever it is played: a fresh engine (its search keeps what it
    learnt from one game to the next), and StoneShark's random choice among its equally good
    moves seeded by the game. StoneShark is made once per process."""
    global SHARK  # pylint: disable=global-statement
    daga_program, shark_directory, level, opening, daga_side = job
    if SHARK is None:
        SHARK = StoneShark(shark_directory)
    random.seed(f"{' '.join(opening)} {daga_side}")
    daga = Daga(daga_program)
    disagreements = Disagreements()
    result, plies, score = play_game(daga, SHARK, opening, daga_side, level, disagreements)
    daga.close()
    line = (f"{' '.join(opening)} daga={daga_side} result={result} plies={plies} "
            f"captured={score[0]}-{score[1]}")
    if result is None:
        line += " stopped: StoneShark chose a move Daga's rules refuse"
    return result, line, disagreements


SHARK = None


def main():
    if len(sys.argv) not in (3, 4, 5) or not all(word.isdigit() for word in sys.argv[3:]):
        sys.exit(__doc__)
    daga_program, shark_directory = sys.argv[1], sys.argv[2]
    level = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    max_imbalance = int(sys.argv[4]) if len(sys.argv) > 4 else 300
    judge = Daga(daga_program)
    openings = balanced_openings(judge, max_imbalance)
    judge.close()
    print(f"{len(openings)} two-ply openings within {max_imbalance}", flush=True)
    if not openings:
        sys.exit("no opening to play: give a larger MAX-IMBALANCE")
    jobs = [(daga_program, shark_directory, level, opening, side)
            for opening, side in itertools.product(openings, ("south", "north"))]
    total = Disagreements()
    results = []
    started = time.monotonic()
    with multiprocessing.Pool(os.cpu_count()) as pool:
        for result, line, disagreements in pool.imap(play_one, jobs):
            if result is not None:
                results.append(result)
            total.add(disagreements)
            print(line, flush=True)
    wins, draws = results.count(1.0), results.count(0.5)
    losses, score = results.count(0.0), sum(results)
    print(f"moves compared {total.checked}: legal moves differ {total.legal} "
          f"(and {total.endless} more where StoneShark allows a sowing Daga calls endless), "
          f"outcome differs {total.outcome}")
    for example in total.examples:
        print(f"  {example}")
    print(f"games stopped because StoneShark chose a move Daga's rules refuse: "
          f"{len(jobs) - len(results)}")
    if not results:
        return
    print(f"Daga level {level}: +{wins} ={draws} -{losses} of {len(results)}, "
          f"{100 * score / len(results):.1f} %, Wilson lower bound "
          f"{100 * MATCH.wilson_lower(score, len(results)):.1f} %, {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
