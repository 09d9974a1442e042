# Daga's words in English: the source every other language follows (docs/TRANSLATING.md).
# Game terms keep their own words where the rule texts give them (jare, hadig, gal, gabad).

## The app

app-title = Daga — Shax, Sadeqa III, Bao la Kimasai
app-tagline = Three board games from East Africa
language-draft = { $language } (draft)

## The menu

menu-keys = Keys: arrows or Tab choose, Enter picks, Esc cancels, U undoes, R redoes.
menu-continue = Continue
menu-review = Review
menu-opponent = Opponent
menu-levels = The computer's level
menu-friend-here = A friend on this screen
menu-friend-online = A friend online
menu-computer = The computer
menu-level = { $number } { $name }
menu-who-starts = Who starts:
menu-you = You
menu-south = South
menu-north = North
menu-side-marked = { $side } — { $marks }
# A side on the board with what it has captured: "You — light pieces: captured 3 pieces".
side-captured = { $side }: { $captured }
menu-seeds = Seeds per hole ({ $games }):
menu-seeds-short = 4, a shorter game played across Welega
menu-learn-it = Learn it
menu-learn-lessons = Learn it: { $count } short lessons
menu-lessons-stars = Lessons ({ $stars ->
    [one] 1 star
   *[other] { $stars } stars
})
menu-lesson-of = Lesson { $number } of { $count }
menu-learn-lesson-of = Learn: lesson { $number } of { $count }
menu-invite = Invite a friend
menu-invite-game = Invite a friend: { $game }
menu-play-game = Play { $game }
menu-how-to-play = How to play
menu-open-record = Open a record
menu-quit = Quit

## The game cards

card-lessons-to-learn = { $count ->
    [one] 1 lesson to learn it
   *[other] { $count } lessons to learn it
}
card-lessons-all-done = All { $count } lessons done, { $stars ->
    [one] 1 star
   *[other] { $stars } stars
}
card-lessons-done = Lessons: { $done } of { $count } done

## The computer's levels

level-1 = Beginner
level-2 = Casual
level-3 = Club
level-4 = Strong
level-5 = Expert

## The kept game and the question before it is replaced

kept-against-computer = { $game } against the computer ({ $level }), { $progress }
kept-against-friend = { $game } against a friend, { $progress }
kept-against-friend-online = { $game } against a friend online, { $progress }
moves-played = { $count ->
    [one] 1 move played
   *[other] { $count } moves played
}
not-started = not started
kept-for-continue = Your game is kept for "Continue": { $game }.
keep-my-game = Keep my game
start-new-game = Start a new game?
new-game-replaces = A new game of { $game } replaces it, and it cannot be continued.
new-game = New game
join-friends-game = Join your friend's game?
friends-game-replaces = Your friend's game replaces it, and it cannot be continued.
join-anyway = Join anyway

## Settings

settings-title = Settings
settings-sound = Sound
settings-speed = Speed:
settings-effects = Effects:
settings-look = Look:
settings-text-size = Text size:
settings-language = Language:
settings-coordinates = Coordinates on the board
settings-touch-at-once = Touch: play a move on the first tap (else a first tap shows a move that sows, captures or makes a line, and a second plays it)
settings-done = Done

## A game's end and the bar over the board

game-over = Game over
play-again = Play again
undo = Undo
menu = Menu
menu-tooltip = Back to the menu; the game is kept for Continue
winner-places-first = { $streak }. The winner places first next.

## The window's title

title-review-progress = Review { $percent } %
title-lesson-done = Lesson { $number } done
title-lesson-of = Lesson { $number } of { $count }
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant
effects-full = Full
effects-calm = Calm
look-wood = Wood
look-high-contrast = High contrast
play-on-from-here = Play on from here?
played-on-replaces = This game, played on from the move shown, replaces it, and it cannot be continued.
replace-and-play = Replace it and play
open-this-game = Open this game?
open-it = Open it
kimasai-origin = Maasai, Dodoma, Tanzania
kimasai-summary = Single stones step round your two rows; step into your front row to capture a whole column.
sadeqa-origin = Oromo, Welega, Ethiopia
sadeqa-summary = Sow seeds around two rows and keep sowing; end in your own empty hole to capture across.
shax-origin = Somalia
shax-summary = Place twelve pieces each, then step along the lines: three in a row (a jare) takes a piece.
how-to-play-game = How to play { $game }
where-it-comes-from = Where it comes from: { $origin }

## The web page, before the game has loaded (scripts/page-words.py: one line each)

page-loading = Loading Daga…
page-starting = Starting…
page-received = { $received } of { $total }
page-needs-webgl2 = Daga needs WebGL2, which this browser does not offer (or has switched off). A current Firefox, Chrome, Edge or Safari runs it.
page-needs-simd = Daga needs WebAssembly SIMD, which this browser does not offer. A current Firefox, Chrome, Edge or Safari (16.4 or later) runs it.
page-could-not-start = Daga could not start: { $error }

## A game online

online-invitation = Play Daga with me online: room { $code } on { $server }
online-reaching = Room { $code }: reaching the server…
online-room = Room { $code }
online-waiting = Waiting for your friend: tell them the code, or send the invitation.
online-copy-invitation = Copy the invitation
copied = Copied
online-friend-here = Room { $code } · your friend is here
online-friend-left = Your friend has left.
online-trying-again = { $why } Trying again…
online-dropped = Your friend's connection dropped — waiting… { $left }
online-not-back = Your friend has not come back. You may claim the game, or keep waiting.
online-claim-win = Claim the win
online-call-draw = Call it a draw
online-clock-you = You { $left }
online-clock-friend = Friend { $left }
online-offers-draw = Your friend offers a draw.
online-asks-takeback = Your friend asks to take back their last move.
online-dispute = Your friend's app has another game from move { $move }.
online-take-theirs = Take theirs
online-keep-mine = Keep mine
online-accept = Accept
online-decline = Decline
online-resign-question = Resign this game?
online-resign-yes = Yes, resign
online-resign-no = No
online-offer-draw = Offer a draw
online-ask-takeback = Ask to take back
online-resign = Resign
online-waiting-answer = Waiting for your friend's answer…
online-friend-agreed = Your friend agreed.
online-friend-said-no = Your friend said no.
online-friend-resigned = Your friend resigned.
online-friend-back = Your friend is back.
online-friend-claimed = Your friend's app says the game ended ({ $ending }); it goes on here.
online-claimed-resignation = a resignation
online-claimed-draw = a draw agreed
online-claimed-time-up = time up
online-claimed-you-left = you left
online-mismatch-other-game = The room holds another game: ask your friend for a new code.
online-mismatch-same-side = Someone else in this room plays your side: ask your friend for a new code.
online-mismatch-other-version = Your friend plays another version of Daga: both need the same one.
line-room-full = The room is full: two players are in it already.
line-unreachable = The server cannot be reached (is the address right, and is it running?)
line-no-answer = The server did not answer: the network may be slow or blocked.
online-clock = Clock:
online-server = Server:
clock-none = no clock
clock-increment = { $minutes }+{ $seconds }
clock-days-a-move = { $days ->
    [one] a day a move
   *[other] { $days } days a move
}
online-ice-header = Far away: STUN and TURN servers
online-ice-servers = Servers:
online-turn-user = TURN user:
online-turn-password = password:
online-ice-none = None: fine on one network; friends far away need at least a STUN server.
online-ice-used = { $count ->
    [one] Used for the next game: 1 server.
   *[other] Used for the next game: { $count } servers.
}
online-hosting = Hosting: friends on your network use { $server }
online-hosting-no-address = Hosting: this computer has no network address
online-host-here = Host on this computer
online-join-title = Join a friend's game
online-join-hint = their code, like kamu-tevo-bada-sini, or their link
online-join = Join
online-not-a-code = '{ $text }' is no room code: a code is four words like kamu-tevo-bada-sini
online-cannot-host = Cannot host: { $why }
online-joining = Joining { $code }: reaching the server…
online-joining-waiting = In room { $code }: waiting for your friend…
online-joining-met = Your friend is here: their game is coming…
online-cancel = Cancel

## The bar under the board, and the record's dialog

lesson-start-again = Start again
lesson-start-again-tooltip = Start the lesson again
settings-tooltip = Sound, speed, look
undo-tooltip = Undo (U)
redo = Redo
redo-tooltip = Redo (R)
hint = Hint
hint-thinking = Thinking…
hint-tooltip = A good move (H); again to see it whole
hint-mark = (hint)
record = Record
record-tooltip = The game on one line, to copy
record-title = The game's record
room-link = Room link
room-link-tooltip = A link to this room: your friend opens it to join
room-link-title = Your friend opens this link to join the game
send-my-move = Send my move
send-my-move-tooltip = A link with your move, for your friend
send-my-move-title = Send this link to your friend: it holds your move
link = Link
link-tooltip = A link to this game at this move
dont-remove = Don't remove
or-pick-to-remove = or pick a piece to remove
no-moves-yet = No moves yet
moves-count = { $count ->
    [one] 1 move
   *[other] { $count } moves
}{ $hinted ->
    [0] {""}
    [one] , 1 after a hint
   *[other] , { $hinted } after a hint
}
record-holds-the-game = It holds the whole game: copy it, keep it, send it.
record-copy = Copy
record-close = Close
record-paste = Paste a game's record or a link to a game (from "Record" or "Link"):
record-open = Open
record-review-it = Review it
record-does-not-open = This record does not open

## A lesson's end

lesson-done = Lesson done
lesson-tried-needed = { $tried ->
    [one] 1 move tried
   *[other] { $tried } moves tried
}, { $needed } needed
lesson-next-in = The next lesson starts in { $seconds } s.
lesson-stay = Stay here
lesson-was-last = That was the last lesson of this game.
lesson-next-waits = The next lesson waits for you.
lesson-play-a-game = Play a game
lesson-next = Next lesson
lesson-again = Again

## The sides and what marks them, what they captured; the levels in a line

side-light-pieces = light pieces
side-dark-pieces = dark pieces
side-light-stones = light stones
side-dark-stones = dark stones
side-lower-row = lower row
side-upper-row = upper row
side-left-column = left column
side-right-column = right column
side-computer = Computer ({ $level })
side-friend = Friend
captured-pieces = captured { $count ->
    [one] 1 piece
   *[other] { $count } pieces
}
captured-seeds = captured { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}
captured-stones = captured { $count ->
    [one] 1 stone
   *[other] { $count } stones
}
level-description = { $name }: { $sees }, { $errs }, { $time }
level-sees = { $depth ->
    [one] sees one move ahead
   *[other] sees { $depth } moves ahead
}
level-searches-deep = searches deep
level-errs-never = plays the best move it finds
level-errs-now-and-then = now and then picks a slightly weaker move
level-errs-sometimes = sometimes picks a weaker move
level-errs-often = often picks a weaker move
level-errs-often-much = often picks a much weaker move
level-thinks = thinks a second or two
level-answers-at-once = answers at once
side-computer-short = Computer

## Whose move it is, and who won

status-plays-move = { $who ->
    [you] You play { $move }
   *[other] { $side } plays { $move }
}
status-plays = { $who ->
    [you] You play
   *[other] { $side } plays
}
status-review-start = Review: the start of the game
status-review-first = Review: after the first move
status-review-after = Review: after move { $move }
status-computer-thinking = The computer is thinking
status-friend-move = Your friend's move: waiting for it
status-far-move = { $side } to move, far away: waiting for their link
status-your-move = Your move
status-to-move = { $side } to move
result-computer-wins = The computer wins
result-friend-wins = Your friend wins
result-you-win = You win!
result-side-wins = { $side } wins
result-draw = A draw

## What the games say: phases, moves, endings ($who: "you" for the player spoken to)

tap-again = Tap again to play it
sadeqa-tap-again = Tap again to sow
kimasai-tap-again = Tap again to step
take-or-not = { $who ->
    [you] You may
   *[other] { $side } may
} take one of { $who2 ->
    [you] your
   *[other] { $side2 }'s
} pieces: pick it, or "Don't remove"
end-no-moves = { $who ->
    [you] You have
   *[other] { $side } has
} no move left
end-repetition = the same position came back
end-resigned = { $who ->
    [you] You resigned
   *[other] { $side } resigned
}
end-draw-agreed = both players agreed
end-time-up = { $who ->
    [you] You ran out of time
   *[other] { $side } ran out of time
}
end-abandoned = { $who ->
    [you] You left the game
   *[other] { $side } left the game
}
end-lost = { $who ->
    [you] You lost: { $reason }
   *[other] { $side } lost: { $reason }
}
shax-phase-placing = Placing — in hand: { $south } { $south-count }, { $north } { $north-count }
shax-phase-removing = Removing — take one of the opponent's pieces
shax-phase-moving = Moving — step along a line; three in a row removes a piece
shax-phase-quiet = { $turns ->
    [one] Moving — 1 turn without a piece removed ({ $limit } in a row is a draw)
   *[other] Moving — { $turns } turns in a row without a piece removed ({ $limit } is a draw)
}
shax-hadig = Hadig — { $who ->
    [you] You are
   *[other] { $side } is
} blocked; { $side2 } must open a way.
shax-jare-removes = Jare! { $who ->
    [you] You remove
   *[other] { $side } removes
} a piece.
shax-jare-removes-from = Jare! { $who ->
    [you] You remove
   *[other] { $side } removes
} a piece from { $point }.
shax-removes = { $who ->
    [you] You remove
   *[other] { $side } removes
} a piece.
shax-removes-from = { $who ->
    [you] You remove
   *[other] { $side } removes
} a piece from { $point }.
shax-first-jare = { $who ->
    [you] You form the first jare: you will remove first.
   *[other] { $side } forms the first jare: { $side } will remove first.
}
shax-placed = { $who ->
    [you] You placed a piece.
   *[other] { $side } placed a piece.
}
shax-placed-move = { $who ->
    [you] You placed a piece on { $move }.
   *[other] { $side } placed a piece on { $move }.
}
shax-moved = { $who ->
    [you] You moved.
   *[other] { $side } moved.
}
shax-moved-move = { $who ->
    [you] You moved { $move }.
   *[other] { $side } moved { $move }.
}
shax-take-or-not = Jare! { $who ->
    [you] You may
   *[other] { $side } may
} remove one of { $who2 ->
    [you] your
   *[other] { $side2 }'s
} pieces: pick it, or "Don't remove"
shax-end-two-pieces = { $who ->
    [you] You have
   *[other] { $side } has
} only two pieces left
shax-end-hadig = hadig: a blocked player that no step can free
shax-end-quiet = { $limit } turns in a row without a piece removed
sadeqa-phase = { $seeds ->
    [one] 1 seed on the board
   *[other] { $seeds } seeds on the board
}
sadeqa-sowed = { $who ->
    [you] You sowed.
   *[other] { $side } sowed.
}
sadeqa-sowed-move = { $who ->
    [you] You sowed { $move }.
   *[other] { $side } sowed { $move }.
}
sadeqa-sowed-captured = { $who ->
    [you] You
   *[other] { $side }
} sowed and captured { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}.
sadeqa-sowed-move-captured = { $who ->
    [you] You
   *[other] { $side }
} sowed { $move } and captured { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}.
sadeqa-repetition-after = The same position came back: each player takes the seeds of their row.
sadeqa-over-takes-left = The game is over: { $who ->
    [you] you take
   *[other] { $side } takes
} the { $count ->
    [one] 1 seed
   *[other] { $count } seeds
} left on the board.
sadeqa-end-no-moves = { $who ->
    [you] You cannot
   *[other] { $side } cannot
} sow, so { $who2 ->
    [you] you take
   *[other] { $side2 } takes
} the seeds left; most seeds wins
sadeqa-end-repetition = the same position came back three times; each player takes their row's seeds
kimasai-phase = Stones: { $south } { $south-count }, { $north } { $north-count }
kimasai-stepped = { $who ->
    [you] You stepped.
   *[other] { $side } stepped.
}
kimasai-stepped-move = { $who ->
    [you] You stepped { $move }.
   *[other] { $side } stepped { $move }.
}
kimasai-captured = { $who ->
    [you] You
   *[other] { $side }
} captured { $count ->
    [one] 1 stone
   *[other] { $count } stones
}!
kimasai-end-no-stones = { $who ->
    [you] You have
   *[other] { $side } has
} no stones left

## Why a move is not played

refusal-friends-move = It is your friend's move: it comes here by itself.
refusal-far-move = It is { $side }'s move, far away: send them this game's link, and open theirs when it comes.
refusal-not-allowed = Not allowed by the rules — { $why }.
refusal-not-possible = Not possible — { $why }.
refusal-nothing-here = Nothing to do on { $spot }: the highlighted spots are the choices.
refusal-not-legal-now = { $move } is not a legal move now.
refusal-game-over = the game is over
hint-start-here = Hint: start here
hint-move = Hint: { $move }
hint-start-at = Hint: start at { $spot }
hint-this-move = Hint: this move
shax-refuse-hemmed = every point next to { $from } already has a piece, so this one cannot step
shax-refuse-step-occupied = { $point } already has a piece: step to an empty point next to { $from }
shax-refuse-place-occupied = { $point } already has a piece: place yours on an empty point
shax-refuse-placing = pieces are still being placed: put one on an empty point
shax-refuse-removal = it is the removal phase: take one of { $who ->
    [you] your
   *[other] { $side }'s
} pieces
shax-refuse-stepping = pieces now step along the lines: pick one of yours, then an empty point next to it
shax-refuse-no-piece = { $point } holds none of { $who ->
    [you] your
   *[other] { $side }'s
} pieces: pick one of them to step
shax-refuse-not-next = { $to } is not next to { $from } along a line: a piece steps to a neighbouring point
shax-refuse-must-free = hadig: { $who ->
    [you] you are
   *[other] { $side } is
} blocked, so { $who2 ->
    [you] you
   *[other] { $side2 }
} must step to free them
shax-refuse-freeing-removes = a step that frees a blocked player takes nothing
shax-refuse-no-jare = { $from }-{ $to } makes no line of three (no jare), so it takes nothing
shax-refuse-nothing-on = jare: take one of { $who ->
    [you] your
   *[other] { $side }'s
} pieces; { $point } holds none
sadeqa-refuse-others-row = { $hole } is on { $who ->
    [you] your
   *[other] { $side }'s
} side: sow from a hole on { $who2 ->
    [you] your
   *[other] { $side2 }'s
} own side
sadeqa-refuse-empty = { $hole } is empty: sow from a hole with seeds in it
sadeqa-refuse-endless = that sowing would never end: the seeds from { $hole } go round for ever
kimasai-refuse-no-stone = { $hole } holds none of { $who ->
    [you] your
   *[other] { $side }'s
} stones
kimasai-refuse-not-next = a stone steps only to the next hole counter-clockwise: from { $from } that is { $next }
kimasai-refuse-occupied = a stone steps only counter-clockwise, and { $hole } is not empty

## The review, and a match's wins in a row

review-play-from-here = Play from here:
review-against-computer = against the computer ({ $level })
review-with-friend = with a friend
review-close = Close review
review-start = Start
review-start-keys = Home or the up arrow
review-back = Back
review-back-keys = The left arrow
review-next = Next
review-next-keys = The right arrow
review-end = End
review-end-keys = End or the down arrow
review-of = of { $moves }
review-chances = { $south } { $south-share } % · { $north } { $north-share } %
review-looking = The computer is looking at this position…
review-progress = (computer's review: { $done } of { $total } positions)
review-legend = { $legend }: a move that cost its player 5, 10 or 15 points of winning chances
judgement-inaccuracy = inaccuracy
judgement-mistake = mistake
judgement-blunder = blunder
review-move-number = Move { $number }
review-verdict-judgement-inaccuracy = { $move } was an inaccuracy: { $who ->
    [you] your
   *[other] { $side }'s
} chances fell by { $points } points.
review-verdict-judgement-mistake = { $move } was a mistake: { $who ->
    [you] your
   *[other] { $side }'s
} chances fell by { $points } points.
review-verdict-judgement-blunder = { $move } was a blunder: { $who ->
    [you] your
   *[other] { $side }'s
} chances fell by { $points } points.
review-better-named = Better was { $move }, marked on the board.
review-better = The better move is marked on the board.
best-play-win = { $who ->
    [you] You win
   *[other] { $side } wins
} in { $plies } with best play
best-play-draw = A draw with best play
best-play-margin = { $who ->
    [you] You win
   *[other] { $side } wins
} by { $seeds ->
    [one] 1 seed
   *[other] { $seeds } seeds
} with best play
match-streak = { $wins ->
    [one] Match: { $side }, 1 win
   *[other] Match: { $side }, { $wins } wins in a row
}
match-gal = Gal — four wins in a row for { $side }!
match-gabad = Gabad — five wins in a row for { $side }!

## Why a record or a link does not open

link-does-not-open = This link's game does not open
record-problem = { $what }: { $why }.
record-empty = it is empty
record-unknown-game = “{ $word }” is no game here (the games are { $games })
record-unknown-tag = “{ $word }” is neither an option nor a tag (date=, south=, north=, result=)
record-tag-twice = “{ $word }” is given twice
record-no-moves = it has no “moves” before its moves
record-unknown-option = “{ $word }” is no option (first=south or first=north, seeds=4 or seeds=6)
record-bad-first = “{ $word }” is not a side that can begin (first=south or first=north)
record-bad-seeds = seeds={ $word } is no choice (seeds=4 or seeds=6)
record-seeds-not-here = only Sadeqa III is played with seeds=
record-move-refused = move { $number }, “{ $move }”, is not allowed — { $why }
record-move-unreadable = move { $number }, “{ $move }”, is not a move of this game
record-rules-refuse = the rules do not allow it there

## Opening a link over the kept game

link-another-game = This link is another game: opening it replaces your kept game ({ $game }, { $played ->
    [one] 1 move played
   *[other] { $played } moves played
}).
link-older = This link is older than your game: it stops at move { $stops }, and your game is at move { $played }. Opening it takes your game back there.
link-leaves-at = This link leaves your game at move { $number }: opening it replaces your game ({ $game }, { $played ->
    [one] 1 move played
   *[other] { $played } moves played
}).

## The player's files, when one could not be used

notice-settings-not-read = Your settings could not be read, so the game uses its usual settings.
notice-settings-put-aside = Your settings could not be read, so they were put aside as { $aside }. The game uses its usual settings.
notice-settings-not-put-aside = Your settings could not be read, nor put aside. The game uses its usual settings.
notice-game-not-read = Your saved game could not be read.
notice-game-put-aside = Your saved game could not be read ({ $why }), so it was put aside as { $aside }.
notice-game-not-put-aside = Your saved game could not be read ({ $why }), nor put aside.
problem-damaged = the file is damaged
problem-foreign = it is not a Daga saved game
problem-too-new = a newer version of Daga saved it
problem-no-version = no version of Daga saved it
problem-unknown-game = it is of a game this version does not know
problem-unknown-settings = its settings are not ones this version knows
problem-move = its move { $number } cannot be played
notice-progress-not-read = Your progress could not be read: this session's games count, but are not kept.
notice-progress-put-aside = Your progress could not be read, so it was put aside as { $aside }. It starts again from here.
notice-progress-not-put-aside = Your progress could not be read, nor put aside. It starts again from here.

## Puzzles: the day's puzzle, a game's puzzles, the goal above the board and the panel at the end
menu-daily-puzzle = Today's puzzle
menu-daily-puzzle-streak = Today's puzzle · { $days ->
    [one] 1 day in a row
   *[other] { $days } days in a row
}
menu-puzzles = { $game } puzzles · { $solved }/{ $count }
menu-next-puzzle = You lost your last game. Try a puzzle: { $theme }
menu-next-level = Next: play { $level }, the level that fits your rating ({ $rating })
menu-your-games = Your games
puzzle-line = Puzzle { $number } of { $count } · { $theme } · { $goal }
puzzle-daily-line = Today's puzzle · { $theme } · { $goal }
puzzle-goal-win = { $side } to move and win in { $moves }
puzzle-goal-keep = { $side } to move, winning: { $moves ->
    [one] find the one move that keeps the win
   *[other] find the { $moves } moves that keep the win
}
puzzle-theme-hadig = Hadig: leave no move
puzzle-theme-two-pieces = Down to two pieces
puzzle-theme-win-the-count = Win the count
puzzle-theme-capture = Capture
puzzle-theme-two-columns = Two columns at once
puzzle-theme-quiet-move = A quiet move
puzzle-wrong = After { $move } you no longer win. Try another move.
puzzle-wrong-ringed = After { $move } you no longer win either. The ringed move keeps the win.
puzzle-solved = Puzzle solved
puzzle-daily-solved = Today's puzzle solved
puzzle-solved-clean = At the first try, with no hint.
puzzle-solved-hinted = Solved with a hint.
puzzle-solved-after = { $tries ->
    [one] Solved after one wrong try.
   *[other] Solved after { $tries } wrong tries.
}
puzzle-solved-open = From here on, more than one move keeps the win.
puzzle-streak = { $days ->
    [one] 1 day in a row
   *[other] { $days } days in a row
}
puzzle-next = Next puzzle
puzzle-again = Again
puzzle-start-again-tooltip = Start the puzzle again
title-puzzle-solved = Puzzle solved
title-puzzle-daily = Today's puzzle
title-puzzle-of = Puzzle { $number } of { $count }

## Your games: results against the computer, ratings and puzzles
your-games = Your games
your-games-none = No games against the computer yet.
your-games-rating = Rating against the computer: { $rating } ({ $change })
your-games-level = { $level }: { $won } won, { $drawn } drawn, { $lost } lost
your-games-puzzles = Puzzles
your-games-puzzles-solved = { $solved } solved, { $clean } at the first try
your-games-puzzle-rating = Puzzle rating: { $rating } ({ $change })
your-games-chart = The rating after each game or puzzle, from the left; the thin lines: how sure it is.

## The board in words, for a screen reader (src/app/ui/spoken.rs)
# A spot's name and what lies on it: "d2, light piece", "k3, empty".
spot-said-light-piece = { $spot }, light piece
spot-said-dark-piece = { $spot }, dark piece
spot-said-light-stone = { $spot }, light stone
spot-said-dark-stone = { $spot }, dark stone
spot-said-light-seed = { $spot }, light seed
spot-said-dark-seed = { $spot }, dark seed
spot-said-empty = { $spot }, empty
spot-said-in-row = { $spot } ({ $side }'s row)
# A hole's name and its seeds: "c, 5 seeds".
spot-said-seeds = { $spot }, { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}
# One row of the board read aloud, from the top: "Row 1: a7, empty; d7, dark piece; g7, empty."
said-row = Row { $row }: { $spots }.
said-no-move-yet = No move has been played yet.
said-last-move = The last move: { $move }.
said-no-cursor = No spot is chosen: move the cursor with the arrows or Tab first.
said-moves-from = Moves from { $spot }: { $moves }.
said-no-moves-from = No move starts at { $spot }.
typed-not-your-turn = It is not your turn to move.
typed-refused = “{ $move }” is not a move here: expected { $expected }.
# The typed-move box and the screen reader's names of the board and its keys.
typed-move-label = Type a move
typed-move-example = Type a move, as { $example }, then Enter
access-board = Board
access-news = News
access-keys = Keys: arrows or Tab choose a spot, Enter plays it, Esc lets it go; F6 goes to the buttons, Esc or F6 comes back; B reads the board, T whose turn it is and the score, L the last move, M the moves from the chosen spot, K these keys; U takes back, H gives a hint. / opens a box to type a move in.
access-read-board = Read the board
access-read-turn = Whose turn and the score
access-read-last = The last move
access-can-pick = can be picked
