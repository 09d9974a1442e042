# How to learn Daga's games in English: the lessons and the How to play pages.
# The source every other language follows (docs/TRANSLATING.md).

## shax's lessons

lesson-shax-placing = Placing
lesson-shax-placing-goal = Place a piece on the ringed point. In a game any empty point will do, and each player places 12 pieces, one a turn; here you place three.
lesson-shax-placing-learnt = Pieces go on any empty point where lines meet, one a turn, until all 24 are placed.

lesson-shax-line-while-placing = A line while placing
lesson-shax-line-while-placing-goal = Make a line of three with g1. While placing it takes nothing, but it decides who removes first.
lesson-shax-line-while-placing-learnt = A line made while placing takes nothing; whoever makes the first one removes first when the board is full. If nobody makes one, the second player removes first.

lesson-shax-removal-phase = The removal phase
lesson-shax-removal-phase-goal = The board is full, and you made the first line: take one of North's dark pieces.
lesson-shax-removal-phase-learnt = On a full board each player takes one opposing piece, the maker of the first line first; then pieces step, and the one who removed first steps first.

lesson-shax-stepping = Stepping
lesson-shax-stepping-goal = Step a piece along a line to the empty point next to it: a1 to d1, then b2 to d2.
lesson-shax-stepping-learnt = Once the removals are made, a piece steps along a line to an empty neighbouring point. Pieces only step: they never jump or fly, not even with three left.

lesson-shax-jare = Jare
lesson-shax-jare-goal = Step into a line of three (a jare) and take any dark piece with it.
lesson-shax-jare-learnt = A step that completes a line of three is a jare: it takes one opposing piece (or, with "Don't remove", none).

lesson-shax-hadig = Hadig
lesson-shax-hadig-goal = You play North. South cannot move (hadig): step so that South can move again.
lesson-shax-hadig-learnt = When a player is blocked, the other must open a way for them, and that step takes nothing. If no step can open a way, the game is a draw.

lesson-shax-winning = Winning
lesson-shax-winning-goal = North has three pieces left: make a jare and take one, and North is down to two.
lesson-shax-winning-learnt = A player left with two pieces loses. 100 turns without a piece taken, or one position three times, is a draw.

## sadeqa-iii's lessons

lesson-sadeqa-iii-sowing = Sowing
lesson-sadeqa-iii-sowing-goal = Sow from the glowing hole: its seeds are dropped one by one into the next holes, counter-clockwise.
lesson-sadeqa-iii-sowing-learnt = You sow from a hole of your own row, the one nearest you: one seed into each next hole, counter-clockwise.

lesson-sadeqa-iii-round-the-board = Round the board
lesson-sadeqa-iii-round-the-board-goal = Sow from h, the last hole of your row: the seeds go on into North's row.
lesson-sadeqa-iii-round-the-board-learnt = Sowing goes round both rows: from your row's end into North's row, and from North's row back into yours. A sowing long enough to go all the way round drops a seed into the hole it started from too.

lesson-sadeqa-iii-relay = Relay
lesson-sadeqa-iii-relay-goal = Sow from b: its last seed lands in d, which has seeds, so you lift them and sow on.
lesson-sadeqa-iii-relay-learnt = When the last seed falls into a hole with seeds, you lift them all and keep sowing from there.

lesson-sadeqa-iii-capture = Capture
lesson-sadeqa-iii-capture-goal = End your sowing in an empty hole of your own row, with seeds across from it, to capture them.
lesson-sadeqa-iii-capture-learnt = The last seed in an empty hole of your row captures the seeds in North's hole across from it. A last seed in an empty hole of North's row, or across from an empty hole, captures nothing: the sowing just ends.

lesson-sadeqa-iii-endless-sowing = A sowing without end
lesson-sadeqa-iii-endless-sowing-goal = One of your holes would relay round the board for ever, which is not allowed: sow from a hole that may.
lesson-sadeqa-iii-endless-sowing-learnt = A sowing that would never end may not be played; every other hole with seeds may.

lesson-sadeqa-iii-end-and-count = The end and the count
lesson-sadeqa-iii-end-and-count-goal = North has no seeds. Sow so that North cannot move: you take the seeds left, and most seeds wins.
lesson-sadeqa-iii-end-and-count-learnt = When a player cannot sow, the last to move takes the seeds left on the board; whoever has captured most seeds wins, and equal counts are a draw.

## bao-la-kimasai's lessons

lesson-bao-la-kimasai-your-path = Your path
lesson-bao-la-kimasai-your-path-goal = Your stones go round your two rows counter-clockwise: in your back row (1) they step from a towards l.
lesson-bao-la-kimasai-your-path-learnt = A stone steps one hole along its path: along your back row from a to l, into your front row at l, back along your front row to a, and into your back row again at a.

lesson-bao-la-kimasai-round-the-corner = Round the corner
lesson-bao-la-kimasai-round-the-corner-goal = At the end of your back row (l1) a stone steps into your front row (l2), and then along it towards a.
lesson-bao-la-kimasai-round-the-corner-learnt = Your path is a circle round your two rows; North's stones go round North's two rows the same way.

lesson-bao-la-kimasai-only-empty-holes = Only into an empty hole
lesson-bao-la-kimasai-only-empty-holes-goal = A stone steps only into an empty hole: a1 is blocked by b1. Step a stone that can move.
lesson-bao-la-kimasai-only-empty-holes-learnt = One step, into the next hole of the path, and only when it is empty.

lesson-bao-la-kimasai-capture-column = Capture a column
lesson-bao-la-kimasai-capture-column-goal = Step into your front row where North has a front stone and a stone behind it: both are taken.
lesson-bao-la-kimasai-capture-column-learnt = A stone that steps into a hole of your front row, along it or into it from your back row at l, takes North's front stone of that column and the one behind it.

lesson-bao-la-kimasai-front-alone = The front alone
lesson-bao-la-kimasai-front-alone-goal = Here North's column has only its front stone: step in and take it.
lesson-bao-la-kimasai-front-alone-learnt = With no stone behind it, the front stone alone is taken; with no front stone, nothing is.

lesson-bao-la-kimasai-winning = Winning
lesson-bao-la-kimasai-winning-goal = North has one stone left: take it and win.
lesson-bao-la-kimasai-winning-learnt = Whoever takes every opposing stone wins (and a player who cannot step loses).

## How to play: each game's rules in short steps, and where it comes from

how-to-play-shax-1 = Take turns placing your 12 pieces on empty points; lines made now take nothing, but whoever makes the first line will remove first.
how-to-play-shax-2 = When the board is full, each player removes one opposing piece.
how-to-play-shax-3 = Then step a piece along a line to an empty neighbour. Completing a line of three (a jare) lets you remove any opposing piece.
how-to-play-shax-4 = If your opponent cannot move (hadig), you must open a way for them. A player left with two pieces loses.
history-shax = Somalia's national game, also called jar: usually played on 24 holes dug in the ground, with pebbles, shells or date stones for pieces. Many Somali poems and proverbs speak of it.

how-to-play-sadeqa-1 = Pick a hole on your side (the line of holes nearest you is yours) and sow its seeds one by one, counter-clockwise.
how-to-play-sadeqa-2 = If the last seed lands in a hole that had seeds, take them all and keep sowing.
how-to-play-sadeqa-3 = If it lands in an empty hole on your own side, capture the seeds across.
how-to-play-sadeqa-4 = When a player cannot move, the last mover takes what is left. Most seeds wins; equal counts are a draw.
history-sadeqa = A pastime of young Oromo herders in Welega, western Ethiopia, recorded by Richard Pankhurst in 1971: played on a carved board (sadeqa) or on holes dug in the ground, each hole a mana, a house, and the stones daga.

how-to-play-kimasai-1 = Each of your stones steps one hole round your two rows, counter-clockwise, into an empty hole only.
how-to-play-kimasai-2 = Stepping into your front row captures the opposing front stone of that column, and the one behind it too.
how-to-play-kimasai-3 = Capture every opposing stone to win.
history-kimasai = Played by Maasai herders around Mpwapwa, in the Dodoma region of Tanzania, and described in 1911 by the missionary Martin Klamroth. Unlike other bao, no hole ever holds more than one stone.

# A step of How to play, numbered.
how-to-play-step = { $number }. { $text }

## The rings on the board, each colour one meaning

rings-title = The rings on the board
ring-lesson = the move a lesson asks for, or a hint's move: start at the bright ring
ring-preview = what the move under the pointer, or your first tap, would do
ring-choice = where you can pick next
ring-picked = what you have picked
ring-jare = a line of three just made
ring-removable = what can be taken, or would be
ring-refused = a move the rules refuse: the reason is said beside it
ring-last-move = the last move
ring-cursor = the keyboard's cursor (arrows or Tab move it)

## A lesson on the board

lesson-line = Lesson { $number } of { $count }, { $title }: { $goal }
lesson-wants-capture = { $move } is allowed, but it captures nothing, and this lesson asks for a capture.
lesson-wants-win = { $move } is allowed, but it does not win yet, and this lesson asks you to win.
lesson-wants-ringed = { $move } is allowed, but this lesson asks for the ringed move.
lesson-wants-goal = { $move } is allowed, but it is not what this lesson asks. { $goal }
