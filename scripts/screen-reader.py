"""Plays the desktop app as a screen reader's user does: from the AT-SPI tree alone (AccessKit's,
through egui), with keys sent by xdotool. Run by scripts/screen-reader-check.sh, inside a D-Bus
session with AT-SPI's bus and an X server; needs Debian's python3-pyatspi (/usr/bin/python3).

usage: screen-reader.py whole-game   the app shows a Sadeqa III game for two: play it to its end
       screen-reader.py one-move N   the app shows a game of N spots: check its names, play a move
"""

import re
import subprocess
import sys
import time

import pyatspi

SPOT = re.compile(r"^[A-Za-z]+\d*, ")


def the_app(seconds=60):
    desktop = pyatspi.Registry.getDesktop(0)
    for _ in range(seconds * 4):
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == "daga":
                return app
        time.sleep(0.25)
    sys.exit("no application named daga in the AT-SPI tree")


def nodes(node):
    yield node
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from nodes(child)


def read_tree(app):
    """The board's spot buttons (name, whether enabled) and the live region's words."""
    spots, live = [], None
    for node in nodes(app):
        role = node.getRoleName()
        if role == "push button" and SPOT.match(node.name or ""):
            # AT-SPI calls every button enabled: a spot that can be picked says so.
            enabled = node.description == "can be picked"
            spots.append((node.name, enabled))
        elif role == "label" and node.description == "News":
            live = node.name or ""
    return spots, live


def key(name):
    subprocess.run(["xdotool", "key", name], check=True)
    time.sleep(0.12)


def wait_for(app, what, seconds, test):
    deadline = time.time() + seconds
    while time.time() < deadline:
        spots, live = read_tree(app)
        if test(spots, live):
            return spots, live
        time.sleep(0.1)
    spots, live = read_tree(app)
    sys.exit(f"waited {seconds} s for {what}; the tree: {spots}; heard: {live!r}")


def choose(app, label, spots_count):
    """Tab until the live region says `label`, then Enter."""
    for _ in range(spots_count + 1):
        key("Tab")
        _, live = read_tree(app)
        if live == label:
            key("Return")
            return
    sys.exit(f"Tab never reached {label!r}; heard {live!r}; the tree: {read_tree(app)[0]}")


def seeds(label):
    number = label.split(", ")[1].split(" ")[0]
    return int(number) if number.isdigit() else 0


def whole_game(app):
    spots, live = wait_for(app, "16 holes", 60, lambda s, _: len(s) == 16)
    if live is None:
        sys.exit("no live region in the tree")
    print(f"the tree names 16 holes: {', '.join(name for name, _ in spots[:3])}, …")
    heard, moves = [], 0
    # The first move typed: "/" opens the box, the hole's letter and Enter play it, Esc closes.
    key("slash")
    time.sleep(0.5)
    subprocess.run(["xdotool", "type", "--delay", "120", "a"], check=True)
    key("Return")
    _, said = wait_for(app, "the typed move's news", 30, lambda s, l: "sowed a" in (l or ""))
    key("Escape")
    heard.append(f"typed 'a' in the box -> {said!r}")
    moves += 1
    while moves < 300:
        spots, live = wait_for(app, "a hole to pick or the end", 60,
                               lambda s, l: any(e for _, e in s) or "game is over" in (l or "").lower())
        open_holes = [name for name, enabled in spots if enabled]
        if not open_holes:
            print(f"the game's end, heard: {live!r}")
            return moves, heard
        fullest = max(open_holes, key=seeds)
        choose(app, fullest, len(spots))
        moves += 1
        after, said = wait_for(app, f"news of {fullest}", 30,
                               lambda s, l: l not in (fullest, live) and "sowed" in (l or ""))
        if len(heard) < 4:
            heard.append(f"{fullest} -> {said!r}")
    sys.exit(f"no end after {moves} moves")


def focused_button(app):
    for node in nodes(app):
        if node.getRoleName() == "push button" and node.getState().contains(pyatspi.STATE_FOCUSED):
            return node.name
    return None


def undo_from_the_bars(app, names_before):
    """F6 takes the keys to the HUD's bars; Tab to Undo and Enter takes the move back."""
    key("F6")
    for _ in range(12):
        time.sleep(0.3)
        if focused_button(app) == "Undo":
            break
        key("Tab")
    else:
        sys.exit(f"Tab in the bars never reached Undo (focused: {focused_button(app)!r})")
    key("Return")
    wait_for(app, "the move taken back", 20, lambda s, _: {n for n, _ in s} == names_before)
    key("Escape")
    print("F6, Tab to Undo, Enter: the move is taken back")


def one_move(app, count):
    """Picks spots that can be picked (a piece, then where it goes) until a move is played."""
    spots, _ = wait_for(app, f"{count} spots", 60, lambda s, _: len(s) == count)
    names = {name for name, _ in spots}
    print(f"the tree names {count} spots: {', '.join(name for name, _ in spots[:3])}, …")
    for _ in range(3):
        first = next(name for name, enabled in spots if enabled)
        choose(app, first, len(spots))
        time.sleep(1.5)
        spots, said = read_tree(app)
        if {name for name, _ in spots} != names:
            print(f"{first} -> heard {said!r}")
            undo_from_the_bars(app, names)
            return
    sys.exit(f"no move was played; the tree: {spots}")


if __name__ == "__main__":
    app = the_app()
    if sys.argv[1] == "whole-game":
        moves, heard = whole_game(app)
        print(f"a whole Sadeqa III game played from the AT-SPI tree by keys: {moves} moves")
        for line in heard:
            print(f"  heard: {line}")
    else:
        one_move(app, int(sys.argv[2]))
