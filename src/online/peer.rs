//! One side of an online game's line: what goes to the other side when a move is made here, and
//! what a message from there does to the game. The game itself is its owner's (the app's
//! session, the duel), lent for each call as a [`Table`]; the peer keeps only the line's state.
//! Both sides keep the rules: a move from far away is played only if it is the far side's, in
//! step, legal and ends in the position its hash names; anything else is refused, and the two
//! sides agree again from their records.

use super::clock::{Clock, TimeControl};
use super::message::{Hello, Message, MessageError, MoveMessage};
use crate::rules::{
    AnyMatch, AnyMove, EndReason, EventSink, GameOptions, MoveError, Player, Record, Status,
};

/// How an online game ended besides the rules: by a resignation, an agreed draw, a fallen
/// flag, or a player who left and whose game the other claimed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    Resigned(Player),
    DrawAgreed,
    TimeUp(Player),
    Abandoned(Player),
}

impl Ending {
    /// The game's result in the rules' words.
    pub fn status(self) -> Status {
        let lost = |loser: Player, reason| Status::Over {
            winner: Some(loser.opponent()),
            reason,
        };
        match self {
            Ending::Resigned(loser) => lost(loser, EndReason::Resigned),
            Ending::TimeUp(loser) => lost(loser, EndReason::TimeUp),
            Ending::Abandoned(loser) => lost(loser, EndReason::Abandoned),
            Ending::DrawAgreed => Status::Over {
                winner: None,
                reason: EndReason::DrawAgreed,
            },
        }
    }
}

/// The online game as its owner holds it, lent to the line for one call: its moves and how it
/// ended beside the board. There is no other copy.
pub struct Table<'a> {
    pub game: &'a mut AnyMatch,
    pub ending: &'a mut Option<Ending>,
}

/// What a message from the other side did here.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Their move, played here.
    Moved(AnyMove),
    /// The two records agreed again: the game here now stands at `ply` moves, `taken_back` of
    /// ours taken back and `added` of theirs played (the board is set anew).
    Agreed {
        ply: usize,
        taken_back: usize,
        added: usize,
    },
    Resigned,
    DrawOffered,
    DrawAnswered(bool),
    /// They ask to take the game back to `ply` moves.
    TakebackAsked(usize),
    TakebackAnswered(bool),
    Ping(u64),
    Pong(u64),
}

/// Why a message from the other side was refused (nothing here changed).
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    Garbage(MessageError),
    /// A move while it is not their turn: nothing from far away moves this side's pieces.
    NotTheirTurn,
    /// A move for another position in the game than the one here.
    OutOfStep {
        theirs: usize,
        ours: usize,
    },
    Illegal(MoveError),
    /// The move is legal but ends in another position than theirs.
    WrongHash,
    /// A hello of another game or other options.
    OtherGame,
    /// A hello that claims this program's side.
    SameSide,
    /// A hello whose record parts from this side's before the move both sides had agreed on
    /// (`from` moves in common): a rewritten history is never taken silently.
    Disputed {
        from: usize,
    },
    /// An ending this side cannot check: the other side abandoned, its time ran out or a draw
    /// was agreed that this side never agreed to (only the other side's own resignation is
    /// taken from its word).
    UncheckedEnding(Ending),
    /// An answer to a draw offer this side never made.
    Unasked,
    /// A take-back of anything but the asker's last move (and the reply after it).
    BadTakeback {
        ply: usize,
    },
}

/// What a received message did, and the message to send back, if any (a hello after a
/// refusal, so that the two sides agree again, at most once a second; a pong for a ping).
#[derive(Clone, Debug, PartialEq)]
pub struct Received {
    pub outcome: Result<Event, Refusal>,
    pub reply: Option<Message>,
}

/// This program's side of an online game's line. Times are milliseconds on the owner's own
/// steady clock (`now_ms`), from any start it likes.
#[derive(Clone, Debug)]
pub struct Peer {
    pub options: GameOptions,
    /// The side played here.
    pub me: Player,
    pub clock: Clock,
    /// The ply the side to move is thinking on, and when its turn began here.
    turn: (usize, u64),
    /// A take-back asked for here, to the game's first `ply` moves, awaiting its answer.
    takeback_asked: Option<usize>,
    /// Whether this side has answered a hello it cannot agree with (of another game, of its own
    /// side, with another history or an ending it cannot check) with its own hello: once, so
    /// that the other side learns it too (it had waited for ever), and not again until the two
    /// agree, so that two such sides do not greet each other for ever.
    told_mismatch: bool,
    /// When a refused message was last answered: a flood is answered at most once a second.
    answered_refusal_ms: Option<u64>,
    /// Moves both sides have: every move before the other side's last move that came here (they
    /// had them when they made it), and those a hello showed in common. Nobody rewrites them.
    agreed: usize,
    /// A draw offered here, or there, and not yet answered.
    draw_offered: bool,
    their_draw_offer: bool,
}

/// What the line's delay may take off the time this side measures the other's move took: a move
/// charged less than that, less this, was claimed short.
pub const LINE_ALLOWANCE_MS: u64 = 2_000;

/// A flood of bad messages is answered with this side's game at most this often.
pub const ANSWER_REFUSALS_EVERY_MS: u64 = 1_000;

impl Peer {
    /// The line for a game of `options` standing as `game` does, `me` played here.
    pub fn new(
        game: &AnyMatch,
        options: GameOptions,
        me: Player,
        clock: TimeControl,
        now_ms: u64,
    ) -> Peer {
        let mut peer = Peer {
            options,
            me,
            clock: Clock::new(clock),
            turn: (game.ply(), now_ms),
            takeback_asked: None,
            told_mismatch: false,
            answered_refusal_ms: None,
            agreed: 0,
            draw_offered: false,
            their_draw_offer: false,
        };
        peer.count_moves_on_the_clock(game);
        peer
    }

    pub fn them(&self) -> Player {
        self.me.opponent()
    }

    /// The game as this side has it, for the other to agree with.
    pub fn hello(&self, game: &AnyMatch, ending: Option<Ending>) -> Message {
        let record = Record {
            game: game.game(),
            options: self.options,
            tags: Vec::new(),
            moves: game.moves(),
        };
        Message::Hello(Box::new(Hello {
            record,
            game: game.clone(),
            side: self.me,
            clock: self.clock.control,
            used_ms: self.clock.used_ms,
            ending,
        }))
    }

    /// The side that joins the game `hello` tells of: the other side of it, as it stands, with
    /// the game and its ending (as far as this side can take it from the other's word).
    pub fn joining(hello: &Hello, now_ms: u64) -> (Peer, AnyMatch, Option<Ending>) {
        let game = hello.game.clone();
        let mut peer = Peer::new(
            &game,
            hello.record.options,
            hello.side.opponent(),
            hello.clock,
            now_ms,
        );
        peer.clock.used_ms = hello.used_ms;
        peer.agreed = game.ply();
        let ending = hello.ending.filter(|&ending| peer.can_take(ending));
        (peer, game, ending)
    }

    /// Whether an ending the other side tells of can be taken from its word: its own
    /// resignation, or a draw this side offered (its acceptance lost on the way).
    fn can_take(&self, ending: Ending) -> bool {
        match ending {
            Ending::Resigned(loser) => loser == self.them(),
            Ending::DrawAgreed => self.draw_offered,
            Ending::TimeUp(_) | Ending::Abandoned(_) => false,
        }
    }

    /// Milliseconds the side to move has used on its current move, by this side's clock.
    pub fn running_ms(&self, now_ms: u64) -> u64 {
        now_ms.saturating_sub(self.turn.1)
    }

    /// The side to move and what it has left by this side's own clock (`None` without a clock
    /// or once the game is over): at 0 its flag has fallen, and this side may claim the game.
    pub fn time_left(
        &self,
        game: &AnyMatch,
        ending: Option<Ending>,
        now_ms: u64,
    ) -> Option<(Player, u64)> {
        let to_move = game.turn().filter(|_| ending.is_none())?;
        let left = self.clock.left_ms(to_move, self.running_ms(now_ms))?;
        Some((to_move, left))
    }

    /// Offers a draw; the message to send.
    pub fn offer_draw(&mut self, ending: Option<Ending>) -> Option<Message> {
        self.draw_offered = ending.is_none();
        self.draw_offered.then_some(Message::DrawOffer)
    }

    /// Answers their draw offer; when accepted the game is drawn here at once.
    pub fn answer_draw(&mut self, ending: &mut Option<Ending>, accepted: bool) -> Message {
        let offered = std::mem::take(&mut self.their_draw_offer);
        if accepted && offered && ending.is_none() {
            *ending = Some(Ending::DrawAgreed);
        }
        Message::DrawAnswer { accepted }
    }

    /// Ends the game here by a claim (the other side left: their loss, or a draw; a flag that
    /// fell here); the hello that tells them when they come back.
    pub fn claim(&self, table: Table, ending: Ending) -> Message {
        let ending = *table.ending.get_or_insert(ending);
        self.hello(table.game, Some(ending))
    }

    /// The message that tells the other side of the move just played here (the game's last,
    /// this side's): `None` when the last move is not this side's or the game ended beside
    /// the board. The move is charged the time since this side's turn began.
    pub fn played_here(
        &mut self,
        game: &AnyMatch,
        ending: Option<Ending>,
        now_ms: u64,
    ) -> Option<Message> {
        let ply = game.ply().checked_sub(1)?;
        if game.turn_at(ply) != Some(self.me) || ending.is_some() {
            return None;
        }
        let used_ms = self.running_ms(now_ms);
        self.clock.moved(self.me, used_ms);
        self.turn = (game.ply(), now_ms);
        Some(Message::Move(MoveMessage {
            ply,
            mv: game.last_move()?,
            hash: game.position().hash(),
            used_ms,
        }))
    }

    /// Asks to take back this side's last move; the message to send.
    pub fn ask_takeback(&mut self, game: &AnyMatch) -> Option<Message> {
        let ply = last_move_of(game, self.me)?;
        self.takeback_asked = Some(ply);
        Some(Message::TakebackRequest { ply })
    }

    /// Answers their take-back request; when accepted the game here goes back at once.
    pub fn answer_takeback(
        &mut self,
        table: Table,
        ply: usize,
        accepted: bool,
        now_ms: u64,
    ) -> Message {
        if accepted {
            self.take_back_to(table.game, ply, now_ms);
        }
        Message::TakebackAnswer { accepted }
    }

    /// The player here chose the other side's game in a dispute (their record parts from this
    /// side's before the agreed moves): it replaces the game here whole, its ending taken as far
    /// as this side can check it. The hello that tells them the two agree; `None` for a hello of
    /// another game or of this side, which no choice mends.
    pub fn take_theirs(&mut self, table: Table, hello: &Hello, now_ms: u64) -> Option<Message> {
        let same_game =
            hello.record.game == table.game.game() && hello.record.options == self.options;
        if !same_game || hello.side != self.them() {
            return None;
        }
        *table.game = hello.game.clone();
        self.agreed = table.game.ply();
        self.turn = (table.game.ply(), now_ms);
        self.takeback_asked = None;
        self.told_mismatch = false;
        self.count_moves_on_the_clock(table.game);
        let them = self.them().index();
        self.clock.used_ms[them] = self.clock.used_ms[them].max(hello.used_ms[them]);
        if table.ending.is_none() {
            *table.ending = hello.ending.filter(|&ending| self.can_take(ending));
        }
        Some(self.hello(table.game, *table.ending))
    }

    /// Resigns here: the game is over, and the message to send.
    pub fn resign(&mut self, ending: &mut Option<Ending>) -> Message {
        *ending = Some(Ending::Resigned(self.me));
        Message::Resign
    }

    /// Reads and applies a message from the other side, arrived at `now_ms`. Their move is
    /// charged at least the time this side saw it take (from when their turn began here), less
    /// [`LINE_ALLOWANCE_MS`] for the line's delay, whatever it claims: a program that says it
    /// thought no time at all does not stop its clock. What the move did on the board is told
    /// to `events`.
    pub fn receive(
        &mut self,
        table: Table,
        bytes: &[u8],
        now_ms: u64,
        events: &mut impl EventSink,
    ) -> Received {
        let ply = table.game.ply();
        let received = match Message::decode(bytes, table.game.game()) {
            Ok(message) => self.apply(table.game, table.ending, message, now_ms, events),
            Err(error) => self.refuse(table.game, *table.ending, Refusal::Garbage(error), now_ms),
        };
        if table.game.ply() != ply {
            self.turn = (table.game.ply(), now_ms);
        }
        received
    }

    /// A refusal, answered with the game here so that the two sides agree again (at most once
    /// a second: a flood is not answered in kind) — except a hello of another game or of this
    /// side, which no hello of ours can mend: that is answered once, so the other learns it too.
    fn refuse(
        &mut self,
        game: &AnyMatch,
        ending: Option<Ending>,
        refusal: Refusal,
        now_ms: u64,
    ) -> Received {
        let mismatch = matches!(
            refusal,
            Refusal::OtherGame
                | Refusal::SameSide
                | Refusal::Disputed { .. }
                | Refusal::UncheckedEnding(_)
        );
        let answer = match mismatch {
            true => !std::mem::replace(&mut self.told_mismatch, true),
            false => {
                let lately = self
                    .answered_refusal_ms
                    .is_some_and(|at| now_ms.saturating_sub(at) < ANSWER_REFUSALS_EVERY_MS);
                if !lately {
                    self.answered_refusal_ms = Some(now_ms);
                }
                !lately
            }
        };
        Received {
            reply: answer.then(|| self.hello(game, ending)),
            outcome: Err(refusal),
        }
    }

    fn apply(
        &mut self,
        game: &mut AnyMatch,
        ending: &mut Option<Ending>,
        message: Message,
        now_ms: u64,
        events: &mut impl EventSink,
    ) -> Received {
        let event = match message {
            Message::Hello(hello) => return self.agree(game, ending, &hello, now_ms),
            Message::Move(m) => return self.their_move(game, *ending, m, now_ms, events),
            Message::Resign => {
                ending.get_or_insert(Ending::Resigned(self.them()));
                Event::Resigned
            }
            Message::DrawOffer => {
                self.their_draw_offer = ending.is_none();
                Event::DrawOffered
            }
            Message::DrawAnswer { accepted } => {
                if !std::mem::take(&mut self.draw_offered) {
                    return self.refuse(game, *ending, Refusal::Unasked, now_ms);
                }
                if accepted {
                    ending.get_or_insert(Ending::DrawAgreed);
                }
                Event::DrawAnswered(accepted)
            }
            Message::TakebackRequest { ply } if Some(ply) != last_move_of(game, self.them()) => {
                return self.refuse(game, *ending, Refusal::BadTakeback { ply }, now_ms);
            }
            Message::TakebackRequest { ply } => Event::TakebackAsked(ply),
            Message::TakebackAnswer { accepted } => {
                if let Some(ply) = self.takeback_asked.take().filter(|_| accepted) {
                    self.take_back_to(game, ply, now_ms);
                }
                Event::TakebackAnswered(accepted)
            }
            Message::Ping { id } => {
                return Received {
                    outcome: Ok(Event::Ping(id)),
                    reply: Some(Message::Pong { id }),
                };
            }
            Message::Pong { id } => Event::Pong(id),
        };
        Received {
            outcome: Ok(event),
            reply: None,
        }
    }

    fn their_move(
        &mut self,
        game: &mut AnyMatch,
        ending: Option<Ending>,
        m: MoveMessage,
        now_ms: u64,
        events: &mut impl EventSink,
    ) -> Received {
        let ours = game.ply();
        if m.ply != ours {
            let refusal = Refusal::OutOfStep {
                theirs: m.ply,
                ours,
            };
            return self.refuse(game, ending, refusal, now_ms);
        }
        if game.turn() != Some(self.them()) || ending.is_some() {
            return self.refuse(game, ending, Refusal::NotTheirTurn, now_ms);
        }
        // Heard first, told only once the move ends where they say: what the owner's board
        // is told is never taken back.
        let mut heard = Vec::new();
        if let Err(error) = game.play_recording(m.mv, &mut heard) {
            return self.refuse(game, ending, Refusal::Illegal(error), now_ms);
        }
        if game.position().hash() != m.hash {
            game.undo();
            return self.refuse(game, ending, Refusal::WrongHash, now_ms);
        }
        heard.into_iter().for_each(|event| events.event(event));
        let at_least = self.running_ms(now_ms).saturating_sub(LINE_ALLOWANCE_MS);
        self.clock.moved(self.them(), m.used_ms.max(at_least));
        // They had every move before theirs; an offer of a draw not taken up lapses.
        self.agreed = game.ply();
        (self.draw_offered, self.their_draw_offer) = (false, false);
        self.told_mismatch = false;
        Received {
            outcome: Ok(Event::Moved(m.mv)),
            reply: None,
        }
    }

    /// Agrees with their record: the two records are the same up to where they part (or one
    /// ends); from there the side to move there vouches for its own moves, so the side whose
    /// turn it was keeps its moves there (while they are its own) and the other takes them.
    /// Both sides reckon the same, so one exchange of hellos brings them together.
    fn agree(
        &mut self,
        game: &mut AnyMatch,
        ending: &mut Option<Ending>,
        hello: &Hello,
        now_ms: u64,
    ) -> Received {
        if hello.record.game != game.game() || hello.record.options != self.options {
            return self.refuse(game, *ending, Refusal::OtherGame, now_ms);
        }
        if hello.side != self.them() {
            return self.refuse(game, *ending, Refusal::SameSide, now_ms);
        }
        let ours = game.moves();
        let theirs = hello.game.moves();
        let common = ours.iter().zip(&theirs).take_while(|(a, b)| a == b).count();
        // A take-back this side asked for, accepted there (the answer lost on the way).
        let taken_back_there = self.takeback_asked == Some(common) && theirs.len() == common;
        if common < self.agreed && !taken_back_there {
            let refusal = Refusal::Disputed { from: common };
            return self.refuse(game, *ending, refusal, now_ms);
        }
        if let Some(claimed) = hello
            .ending
            .filter(|&e| ending.is_none() && !self.can_take(e))
        {
            let refusal = Refusal::UncheckedEnding(claimed);
            return self.refuse(game, *ending, refusal, now_ms);
        }
        if taken_back_there {
            self.takeback_asked = None;
            self.take_back_to(game, common, now_ms);
        }
        let (taken_back, added) = self.take_their_moves(game, hello, common, now_ms);
        self.agreed = self.agreed.max(common.min(game.ply()));
        self.told_mismatch = false;
        // A game ended while one side was away stays ended for both (as far as it is checked).
        if ending.is_none() {
            *ending = hello.ending;
        }
        // Each side vouches for its own time, as for its own moves, but may not take back
        // time this side has already seen it use.
        let them = self.them().index();
        self.clock.used_ms[them] = self.clock.used_ms[them].max(hello.used_ms[them]);
        let agreed = game.moves() == theirs;
        let outcome = Ok(Event::Agreed {
            ply: game.ply(),
            taken_back,
            added,
        });
        // They must hear what this side has, unless it is what they sent.
        let reply = (!agreed).then(|| self.hello(game, *ending));
        Received { outcome, reply }
    }

    /// Where the records part at `common`, the side whose turn it was there vouches for its
    /// moves: when that is the other side, this side's moves from there are taken back and
    /// theirs played (while they are their own). How many were taken back and added.
    fn take_their_moves(
        &mut self,
        game: &mut AnyMatch,
        hello: &Hello,
        common: usize,
        now_ms: u64,
    ) -> (usize, usize) {
        let authority = hello.game.turn_at(common).or(game.turn_at(common));
        if authority != Some(self.them()) {
            return (0, 0);
        }
        let taken_back = game.ply() - common;
        self.take_back_to(game, common, now_ms);
        let mut added = 0;
        for (ply, &mv) in hello.game.moves().iter().enumerate().skip(common) {
            if hello.game.turn_at(ply) != Some(self.them()) || game.play(mv).is_err() {
                break;
            }
            added += 1;
        }
        self.count_moves_on_the_clock(game);
        (taken_back, added)
    }

    fn take_back_to(&mut self, game: &mut AnyMatch, ply: usize, now_ms: u64) {
        while game.ply() > ply && game.undo() {}
        self.agreed = self.agreed.min(game.ply());
        self.turn = (game.ply(), now_ms);
        self.count_moves_on_the_clock(game);
    }

    /// Each side's moves, counted again from the game (the increment is per move made).
    fn count_moves_on_the_clock(&mut self, game: &AnyMatch) {
        let mut moves = [0, 0];
        for ply in 0..game.ply() {
            if let Some(mover) = game.turn_at(ply) {
                moves[mover.index()] += 1;
            }
        }
        self.clock.moves = moves;
    }
}

/// Where `side`'s last move stands in the game (the ply a take-back of it goes back to).
fn last_move_of(game: &AnyMatch, side: Player) -> Option<usize> {
    (0..game.ply())
        .rev()
        .find(|&earlier| game.turn_at(earlier) == Some(side))
}

#[cfg(test)]
#[path = "peer_tests.rs"]
mod peer_tests;

#[cfg(test)]
#[path = "peer_referee_tests.rs"]
mod referee_tests;
