"""Plays the desktop app as a screen reader's user does: from the AT-SPI tree alone (AccessKit's,
through egui), with keys sent by xdotool. Run by scripts/screen-reader-check.sh, inside a D-Bus
session with AT-SPI's bus and an X server; needs Debian's python3-pyatspi (/usr/bin/python3).

usage: screen-reader.py whole-game   the app shows a Sadeqa III game for two: play it to its end
       screen-reader.py one-move N   the app shows a game of N spots: check its names, play a move
       screen-reader.py pressed GAME N   the app shows its menu: start GAME (of N spots) against
                                     level 1 and play it to its end by pressing the tree's buttons
                                     (AT-SPI's click action, as a screen reader presses them)
"""

import re
import subprocess
import sys
import time

import pyatspi

SPOT = re.compile(r"^[A-Za-z]+\d*( \([^)]*\))?, ")


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


def named(app, role, name, seconds=30):
    """The node of `role` named `name`, once the tree has it."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        for node in nodes(app):
            if node.getRoleName() == role and node.name == name:
                return node
        time.sleep(0.2)
    sys.exit(f"no {role} named {name!r} in the tree")


def press(node):
    """A screen reader's press: the node's own click action, not keys or a place on the screen."""
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == "click":
            action.doAction(i)
            return
    sys.exit(f"{node.name!r} has no click action")


def pressed_game(app, game, count):
    """From the menu to the game's end, by the tree's buttons alone: the game, the computer at
    level 1, Play; then each turn a spot that can be picked (a different one each time, as a
    player trying things would) until "Play again" shows the game is over."""
    for role, name in [("radio button", game), ("radio button", "The computer"),
                       ("toggle button", "1 Beginner"), ("push button", f"Play {game}")]:
        node = named(app, role, name) if role != "toggle button" else level_button(app, name)
        press(node)
        time.sleep(0.4)
    spots, _ = wait_for(app, f"{count} spots", 60, lambda s, _: len(s) == count)
    print(f"{game} chosen and started from the menu by presses; the tree names {count} spots")
    picks, heard, misses = 0, [], 0
    while picks < 2000:
        spots, live = wait_for(app, "a spot to pick or the game's end", 60,
                               lambda s, _: any(e for _, e in s) or game_over(app))
        choices = [name for name, enabled in spots if enabled]
        if not choices:
            return picks, heard
        choice = choices[picks * 7 % len(choices)]
        node = next((n for n in nodes(app)
                     if n.getRoleName() == "push button" and n.name == choice), None)
        if node is None:
            # The board changed between reading it and pressing (the computer moved): read again.
            misses += 1
            if misses > 50:
                sys.exit(f"{game}: {choice!r}, picked from the tree, is never there to press")
            continue
        press(node)
        picks += 1
        # A pick that starts a move changes what can be picked; one that ends it is heard.
        _, said = wait_for(app, f"what pressing {choice} did", 30,
                           lambda s, l: l != live or s != spots)
        if len(heard) < 3:
            heard.append(f"{choice} -> {said!r}")
    sys.exit(f"{game}: no end after {picks} picks")


def game_over(app):
    return any(n.getRoleName() == "push button" and n.name == "Play again" for n in nodes(app))


def level_button(app, name):
    """A level is a selectable button: AT-SPI calls it a toggle button or a push button."""
    for role in ("toggle button", "push button"):
        for node in nodes(app):
            if node.getRoleName() == role and node.name == name:
                return node
    return named(app, "toggle button", name)


if __name__ == "__main__":
    app = the_app()
    if sys.argv[1] == "whole-game":
        moves, heard = whole_game(app)
        print(f"a whole Sadeqa III game played from the AT-SPI tree by keys: {moves} moves")
        for line in heard:
            print(f"  heard: {line}")
    elif sys.argv[1] == "pressed":
        game, count = sys.argv[2], int(sys.argv[3])
        picks, heard = pressed_game(app, game, count)
        print(f"a whole game of {game} against level 1 played by pressing the tree's buttons: {picks} picks")
        for line in heard:
            print(f"  heard: {line}")
    else:
        one_move(app, int(sys.argv[2]))
