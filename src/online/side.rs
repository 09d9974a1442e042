//! A whole online game held by a program without a session of its own (`daga duel`, the
//! tests): the game, how it ended beside the board, and this side's line to the other.

use super::clock::TimeControl;
use super::message::Message;
use super::peer::{Ending, Peer, Received, Table};
use crate::rules::{AnyMatch, AnyMove, GameOptions, NoEvents, Player, Status};

/// The game and this side's line, owned together.
#[derive(Clone, Debug)]
pub struct Side {
    pub game: AnyMatch,
    pub ending: Option<Ending>,
    pub peer: Peer,
}

impl Side {
    /// `game` as it stands, `me` played here.
    pub fn new(
        game: AnyMatch,
        options: GameOptions,
        me: Player,
        clock: TimeControl,
        now_ms: u64,
    ) -> Side {
        let peer = Peer::new(&game, options, me, clock, now_ms);
        Side {
            game,
            ending: None,
            peer,
        }
    }

    /// The game as this side has it, for the other to agree with.
    pub fn hello(&self) -> Message {
        self.peer.hello(&self.game, self.ending)
    }

    /// A message from the other side, arrived at `now_ms`.
    pub fn receive(&mut self, bytes: &[u8], now_ms: u64) -> Received {
        let table = Table {
            game: &mut self.game,
            ending: &mut self.ending,
        };
        self.peer.receive(table, bytes, now_ms, &mut NoEvents)
    }

    /// Plays a move made here at `now_ms` and gives the message that tells the other side;
    /// `None` when it is not this side's turn, the game is over or the move is not legal
    /// (nothing changes then).
    pub fn play(&mut self, mv: AnyMove, now_ms: u64) -> Option<Message> {
        if self.game.turn() != Some(self.peer.me) || self.ending.is_some() {
            return None;
        }
        self.game.play(mv).ok()?;
        self.peer.played_here(&self.game, self.ending, now_ms)
    }

    /// The game's state: over by the rules, or by how it ended beside them.
    pub fn status(&self) -> Status {
        match self.ending {
            Some(ending) if !self.game.status().is_over() => ending.status(),
            _ => self.game.status(),
        }
    }
}
