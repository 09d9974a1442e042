//! One side of an online game: the game as this program has it, what goes to the other side
//! when a move is made here, and what a message from there does. Both sides keep the rules: a
//! move from far away is played only if it is the far side's, in step, legal and ends in the
//! position its hash names; anything else is refused, and the two sides agree again from
//! their records.

use super::clock::{Clock, TimeControl};
use super::message::{Hello, Message, MessageError, MoveMessage};
use crate::rules::{AnyMatch, AnyMove, EndReason, GameOptions, MoveError, Player, Record, Status};

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
/// refusal, so that the two sides agree again; a pong for a ping).
#[derive(Clone, Debug, PartialEq)]
pub struct Received {
    pub outcome: Result<Event, Refusal>,
    pub reply: Option<Message>,
}

/// This program's side of an online game.
#[derive(Clone, Debug)]
pub struct Peer {
    pub game: AnyMatch,
    pub options: GameOptions,
    /// The side played here.
    pub me: Player,
    pub clock: Clock,
    pub ending: Option<Ending>,
    /// A take-back asked for here, to the game's first `ply` moves, awaiting its answer.
    takeback_asked: Option<usize>,
    /// Whether this side has answered a hello it cannot agree with (of another game, of its own
    /// side, with another history or an ending it cannot check) with its own hello: once, so
    /// that the other side learns it too (it had waited for ever), and not again until the two
    /// agree, so that two such sides do not greet each other for ever.
    told_mismatch: bool,
    /// Moves both sides have: every move before the other side's last move that came here (they
    /// had them when they made it), and those a hello showed in common. Nobody rewrites them.
    agreed: usize,
    /// A draw offered here, or there, and not yet answered.
    draw_offered: bool,
    their_draw_offer: bool,
    /// How long this side measured the other's current move, for the message being read.
    measured_ms: u64,
}

/// What the line's delay may take off the time this side measures the other's move took: a move
/// charged less than that, less this, was claimed short.
pub const LINE_ALLOWANCE_MS: u64 = 2_000;

impl Peer {
    /// A new game of `options` from its start, `me` played here.
    pub fn new(game: AnyMatch, options: GameOptions, me: Player, clock: TimeControl) -> Peer {
        Peer {
            game,
            options,
            me,
            clock: Clock::new(clock),
            ending: None,
            takeback_asked: None,
            told_mismatch: false,
            agreed: 0,
            draw_offered: false,
            their_draw_offer: false,
            measured_ms: 0,
        }
    }

    pub fn them(&self) -> Player {
        self.me.opponent()
    }

    /// The game as this side has it, for the other to agree with.
    pub fn hello(&self) -> Message {
        let record = Record {
            game: self.game.game(),
            options: self.options,
            tags: Vec::new(),
            moves: self.game.moves(),
        };
        Message::Hello(Box::new(Hello {
            record,
            game: self.game.clone(),
            side: self.me,
            clock: self.clock.control,
            used_ms: self.clock.used_ms,
            ending: self.ending,
        }))
    }

    /// The side that joins the game `hello` tells of: the other side of it, as it stands.
    pub fn joining(hello: &Hello) -> Peer {
        let mut peer = Peer::new(
            hello.game.clone(),
            hello.record.options,
            hello.side.opponent(),
            hello.clock,
        );
        peer.clock.used_ms = hello.used_ms;
        peer.count_moves_on_the_clock();
        peer.ending = hello.ending.filter(|&ending| peer.can_take(ending));
        peer.agreed = peer.game.ply();
        peer
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

    /// Offers a draw; the message to send.
    pub fn offer_draw(&mut self) -> Option<Message> {
        self.draw_offered = self.ending.is_none();
        self.draw_offered.then_some(Message::DrawOffer)
    }

    /// Answers their draw offer; when accepted the game is drawn here at once.
    pub fn answer_draw(&mut self, accepted: bool) -> Message {
        let offered = std::mem::take(&mut self.their_draw_offer);
        if accepted && offered && self.ending.is_none() {
            self.ending = Some(Ending::DrawAgreed);
        }
        Message::DrawAnswer { accepted }
    }

    /// Ends the game here by a claim (the other side left: their loss, or a draw); the hello
    /// that tells them when they come back.
    pub fn claim(&mut self, ending: Ending) -> Message {
        if self.ending.is_none() {
            self.ending = Some(ending);
        }
        self.hello()
    }

    /// Plays a move made here and gives the message that tells the other side; `None` when it
    /// is not this side's turn or the move is not legal (nothing changes then).
    pub fn play_here(&mut self, mv: AnyMove, used_ms: u64) -> Option<Message> {
        if self.game.turn() != Some(self.me) || self.ending.is_some() {
            return None;
        }
        let ply = self.game.ply();
        self.game.play(mv).ok()?;
        self.clock.moved(self.me, used_ms);
        Some(Message::Move(MoveMessage {
            ply,
            mv,
            hash: self.game.position().hash(),
            used_ms,
        }))
    }

    /// Asks to take back this side's last move; the message to send.
    pub fn ask_takeback(&mut self) -> Option<Message> {
        let ply = self.last_move_of(self.me)?;
        self.takeback_asked = Some(ply);
        Some(Message::TakebackRequest { ply })
    }

    /// Where `side`'s last move stands in the game (the ply a take-back of it goes back to).
    fn last_move_of(&self, side: Player) -> Option<usize> {
        (0..self.game.ply())
            .rev()
            .find(|&earlier| self.game.turn_at(earlier) == Some(side))
    }

    /// Answers their take-back request; when accepted the game here goes back at once.
    pub fn answer_takeback(&mut self, ply: usize, accepted: bool) -> Message {
        if accepted {
            self.take_back_to(ply);
        }
        Message::TakebackAnswer { accepted }
    }

    /// Resigns here: the game is over, and the message to send.
    pub fn resign(&mut self) -> Message {
        self.ending = Some(Ending::Resigned(self.me));
        Message::Resign
    }

    /// Reads and applies a message from the other side.
    pub fn receive(&mut self, bytes: &[u8]) -> Received {
        self.receive_timed(bytes, 0)
    }

    /// Reads and applies a message from the other side, `measured_ms` after their turn began
    /// here (from this side's own receipt of the move before, or the making of its own): their
    /// move is charged at least that, less [`LINE_ALLOWANCE_MS`] for the line's delay, whatever
    /// it claims — a program that says it thought no time at all does not stop its clock.
    pub fn receive_timed(&mut self, bytes: &[u8], measured_ms: u64) -> Received {
        self.measured_ms = measured_ms;
        match Message::decode(bytes, self.game.game()) {
            Ok(message) => self.apply(message),
            Err(error) => self.refuse(Refusal::Garbage(error)),
        }
    }

    /// A refusal, answered with the game here so that the two sides agree again — except a
    /// hello of another game or of this side, which no hello of ours can mend (answering it
    /// would only start an endless exchange).
    fn refuse(&mut self, refusal: Refusal) -> Received {
        let mismatch = matches!(
            refusal,
            Refusal::OtherGame
                | Refusal::SameSide
                | Refusal::Disputed { .. }
                | Refusal::UncheckedEnding(_)
        );
        let answer = !mismatch || !std::mem::replace(&mut self.told_mismatch, true);
        Received {
            reply: answer.then(|| self.hello()),
            outcome: Err(refusal),
        }
    }

    fn apply(&mut self, message: Message) -> Received {
        let event = match message {
            Message::Hello(hello) => return self.agree(&hello),
            Message::Move(m) => return self.their_move(m),
            Message::Resign => {
                self.ending.get_or_insert(Ending::Resigned(self.them()));
                Event::Resigned
            }
            Message::DrawOffer => {
                self.their_draw_offer = self.ending.is_none();
                Event::DrawOffered
            }
            Message::DrawAnswer { accepted } => {
                if !std::mem::take(&mut self.draw_offered) {
                    return self.refuse(Refusal::Unasked);
                }
                if accepted {
                    self.ending.get_or_insert(Ending::DrawAgreed);
                }
                Event::DrawAnswered(accepted)
            }
            Message::TakebackRequest { ply } if Some(ply) != self.last_move_of(self.them()) => {
                return self.refuse(Refusal::BadTakeback { ply });
            }
            Message::TakebackRequest { ply } => Event::TakebackAsked(ply),
            Message::TakebackAnswer { accepted } => {
                if let Some(ply) = self.takeback_asked.take().filter(|_| accepted) {
                    self.take_back_to(ply);
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

    fn their_move(&mut self, m: MoveMessage) -> Received {
        let ours = self.game.ply();
        if m.ply != ours {
            return self.refuse(Refusal::OutOfStep {
                theirs: m.ply,
                ours,
            });
        }
        if self.game.turn() != Some(self.them()) {
            return self.refuse(Refusal::NotTheirTurn);
        }
        if let Err(error) = self.game.play(m.mv) {
            return self.refuse(Refusal::Illegal(error));
        }
        if self.game.position().hash() != m.hash {
            self.game.undo();
            return self.refuse(Refusal::WrongHash);
        }
        let at_least = self.measured_ms.saturating_sub(LINE_ALLOWANCE_MS);
        self.clock.moved(self.them(), m.used_ms.max(at_least));
        // They had every move before theirs; an offer of a draw not taken up lapses.
        self.agreed = self.game.ply();
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
    fn agree(&mut self, hello: &Hello) -> Received {
        if hello.record.game != self.game.game() || hello.record.options != self.options {
            return self.refuse(Refusal::OtherGame);
        }
        if hello.side != self.them() {
            return self.refuse(Refusal::SameSide);
        }
        let ours = self.game.moves();
        let theirs = hello.game.moves();
        let common = ours.iter().zip(&theirs).take_while(|(a, b)| a == b).count();
        // A take-back this side asked for, accepted there (the answer lost on the way).
        let taken_back_there = self.takeback_asked == Some(common) && theirs.len() == common;
        if common < self.agreed && !taken_back_there {
            return self.refuse(Refusal::Disputed { from: common });
        }
        if let Some(ending) = hello
            .ending
            .filter(|&e| self.ending.is_none() && !self.can_take(e))
        {
            return self.refuse(Refusal::UncheckedEnding(ending));
        }
        if taken_back_there {
            self.takeback_asked = None;
            self.take_back_to(common);
        }
        let authority = hello.game.turn_at(common).or(self.game.turn_at(common));
        let (mut taken_back, mut added) = (0, 0);
        if authority == Some(self.them()) {
            taken_back = ours.len() - common;
            self.take_back_to(common);
            for (ply, &mv) in theirs.iter().enumerate().skip(common) {
                if hello.game.turn_at(ply) != Some(self.them()) || self.game.play(mv).is_err() {
                    break;
                }
                added += 1;
            }
        }
        self.count_moves_on_the_clock();
        self.agreed = self.agreed.max(common.min(self.game.ply()));
        self.told_mismatch = false;
        // A game ended while one side was away stays ended for both (as far as it is checked).
        if self.ending.is_none() {
            self.ending = hello.ending;
        }
        // Each side vouches for its own time, as for its own moves, but may not take back
        // time this side has already seen it use.
        let them = self.them().index();
        self.clock.used_ms[them] = self.clock.used_ms[them].max(hello.used_ms[them]);
        let ply = self.game.ply();
        let agreed = self.game.moves() == theirs;
        if taken_back == 0 && added == 0 && agreed {
            return Received {
                outcome: Ok(Event::Agreed {
                    ply,
                    taken_back,
                    added,
                }),
                reply: None,
            };
        }
        Received {
            outcome: Ok(Event::Agreed {
                ply,
                taken_back,
                added,
            }),
            // They must hear what this side has, unless it is what they sent.
            reply: (!agreed).then(|| self.hello()),
        }
    }

    fn take_back_to(&mut self, ply: usize) {
        while self.game.ply() > ply && self.game.undo() {}
        self.agreed = self.agreed.min(self.game.ply());
        self.count_moves_on_the_clock();
    }

    /// Each side's moves, counted again from the game (the increment is per move made).
    fn count_moves_on_the_clock(&mut self) {
        let mut moves = [0, 0];
        for ply in 0..self.game.ply() {
            if let Some(mover) = self.game.turn_at(ply) {
                moves[mover.index()] += 1;
            }
        }
        self.clock.moves = moves;
    }
}

#[cfg(test)]
#[path = "peer_referee_tests.rs"]
mod referee_tests;

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng, rngs::SmallRng};

    use super::*;
    use crate::rules::GameId;

    fn pair(game: GameId) -> (Peer, Peer) {
        let options = GameOptions::default();
        let start = AnyMatch::new(game, &options);
        let control = TimeControl::CHOICES[1];
        (
            Peer::new(start.clone(), options, Player::South, control),
            Peer::new(start, options, Player::North, control),
        )
    }

    /// Delivers `message` to `to`, then any replies back and forth, until quiet.
    fn deliver(message: Message, from: &mut Peer, to: &mut Peer) -> Vec<Result<Event, Refusal>> {
        let mut outcomes = Vec::new();
        let (mut next, mut towards_to) = (Some(message), true);
        for _ in 0..8 {
            let Some(message) = next.take() else { break };
            let receiver = if towards_to { &mut *to } else { &mut *from };
            let received = receiver.receive(&message.encode());
            outcomes.push(received.outcome);
            next = received.reply;
            towards_to = !towards_to;
        }
        outcomes
    }

    #[test]
    fn two_sides_play_whole_games_of_each_game_in_step() {
        let mut rng = SmallRng::seed_from_u64(7);
        for game in GameId::ALL {
            let (mut south, mut north) = pair(game);
            while let Some(mover) = south.game.turn() {
                let (here, there) = match mover {
                    Player::South => (&mut south, &mut north),
                    Player::North => (&mut north, &mut south),
                };
                let moves = here.game.legal_moves();
                let mv = moves[rng.random_range(0..moves.len())];
                let message = here.play_here(mv, 1500).unwrap();
                let outcomes = deliver(message, here, there);
                assert_eq!(outcomes, [Ok(Event::Moved(mv))]);
                assert_eq!(south.game.position(), north.game.position());
            }
            assert!(north.game.status().is_over(), "{game}");
            assert_eq!(south.clock, north.clock, "both keep both clocks");
        }
    }

    #[test]
    fn nothing_from_far_away_moves_this_sides_pieces() {
        let (mut south, mut north) = pair(GameId::Shax);
        // North pretends to move for South.
        let mv = north.game.legal_moves()[0];
        let mut fake = north.clone();
        fake.me = Player::South;
        let message = fake.play_here(mv, 1).unwrap();
        let outcomes = deliver(message, &mut north, &mut south);
        assert_eq!(outcomes[0], Err(Refusal::NotTheirTurn));
        assert_eq!(south.game.ply(), 0);
        // The other way round it is North's move: South's own record stands.
        let d2 = south.game.parse_move("d2").unwrap();
        let message = south.play_here(d2, 1).unwrap();
        deliver(message, &mut south, &mut north);
        assert_eq!(north.game.move_texts(), ["d2"]);
    }

    #[test]
    fn a_bad_move_is_refused_and_the_two_sides_agree_again() {
        let (mut south, mut north) = pair(GameId::Shax);
        let d2 = south.game.parse_move("d2").unwrap();
        let good = south.play_here(d2, 1).unwrap();
        let Message::Move(good) = good else {
            unreachable!()
        };
        // A stale ply, a wrong hash and an illegal move: each refused, then agreed again.
        let stale = MoveMessage { ply: 5, ..good };
        let wrong_hash = MoveMessage {
            hash: good.hash ^ 1,
            ..good
        };
        let illegal = MoveMessage {
            mv: north.game.parse_move("d2-d3").unwrap(),
            ..good
        };
        for (bad, refusal) in [
            (stale, Refusal::OutOfStep { theirs: 5, ours: 0 }),
            (wrong_hash, Refusal::WrongHash),
        ] {
            let outcomes = deliver(Message::Move(bad), &mut south, &mut north);
            assert_eq!(outcomes[0], Err(refusal));
            assert_eq!(
                north.game.move_texts(),
                ["d2"],
                "agreed from South's record"
            );
            north.take_back_to(0);
        }
        let outcomes = deliver(Message::Move(illegal), &mut south, &mut north);
        assert!(
            matches!(outcomes[0], Err(Refusal::Illegal(_))),
            "{outcomes:?}"
        );
        assert_eq!(north.game.move_texts(), ["d2"]);
        assert_eq!(south.game.position(), north.game.position());
    }

    #[test]
    fn garbage_is_refused_and_nothing_panics() {
        let (south, mut north) = pair(GameId::Kimasai);
        let mut rng = SmallRng::seed_from_u64(30);
        let good = south.hello().encode();
        for _ in 0..2_000 {
            let mut bytes = good.clone();
            for _ in 0..rng.random_range(1..6) {
                let at = rng.random_range(0..bytes.len());
                bytes[at] = rng.random();
            }
            let received = north.receive(&bytes);
            if received.outcome.is_err() {
                assert!(
                    received.reply.is_some(),
                    "a refusal answers with the game here"
                );
            }
        }
        assert_eq!(north.game.ply(), 0);
    }

    /// A hello of this side or of another game is refused and answered once with this side's
    /// hello, so that the other side learns it too (it had waited for ever), and never again, so
    /// that two such sides do not greet each other for ever.
    #[test]
    fn a_hello_of_this_side_or_another_game_is_refused_and_answered_once() {
        let (south, mut north) = pair(GameId::Shax);
        let mut other_north = north.clone();
        let received = north.receive(&other_north.hello().encode());
        assert_eq!(received.outcome, Err(Refusal::SameSide));
        let Some(answer) = received.reply else {
            panic!("the other is told");
        };
        let told = other_north.receive(&answer.encode());
        assert_eq!(told.outcome, Err(Refusal::SameSide), "it learns it too");
        let back = told.reply.expect("its own answer, once");
        assert_eq!(north.receive(&back.encode()).reply, None, "and no more");
        let (sadeqa_south, _) = pair(GameId::Sadeqa);
        let received = north.receive(&sadeqa_south.hello().encode());
        assert!(received.outcome.is_err() && received.reply.is_none());
        let received = north.receive(&south.hello().encode());
        assert!(matches!(received.outcome, Ok(Event::Agreed { .. })));
    }

    #[test]
    fn records_that_part_come_together_in_one_exchange() {
        let (mut south, mut north) = pair(GameId::Shax);
        for text in ["d2", "d6", "b4"] {
            let mv = south.game.parse_move(text).unwrap();
            let mover = if south.game.turn() == Some(Player::South) {
                &mut south
            } else {
                &mut north
            };
            let message = mover.play_here(mv, 1).unwrap();
            let (from, to) = match mover.me {
                Player::South => (&mut south, &mut north),
                Player::North => (&mut north, &mut south),
            };
            deliver(message, from, to);
        }
        // North missed b4 (it restarted from a game kept before it) and made a move of its own
        // there... which is not its turn to make: South's record wins, North agrees.
        north.take_back_to(2);
        let outcomes = deliver(north.hello(), &mut north, &mut south);
        assert!(
            matches!(outcomes[0], Ok(Event::Agreed { .. })),
            "{outcomes:?}"
        );
        assert_eq!(north.game.move_texts(), ["d2", "d6", "b4"]);
        assert_eq!(south.game.move_texts(), ["d2", "d6", "b4"]);
        // A made-up longer record with a move for South is not taken beyond North's own moves.
        let mut liar = north.clone();
        for text in ["f4", "c3"] {
            let mv = liar.game.parse_move(text).unwrap();
            liar.game.play(mv).unwrap();
        }
        let received = south.receive(&liar.hello().encode());
        assert_eq!(
            south.game.move_texts(),
            ["d2", "d6", "b4", "f4"],
            "North's f4, not a c3 for South"
        );
        assert!(received.reply.is_some(), "South tells North what it has");
    }
}
