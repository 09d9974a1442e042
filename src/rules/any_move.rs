//! A move or a position of whichever game is played, as small typed values (the way shakmaty's
//! `VariantPosition` wraps one chess variant's position).

use std::fmt;

use super::kimasai::{Kimasai, KimasaiMove};
use super::sadeqa::{Sadeqa, SadeqaMove};
use super::shax::{Shax, ShaxMove};
use super::{BoardView, Game, GameId, Player, Status};

/// A move of one of the three games; `Display` writes it in that game's notation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    Shax(ShaxMove),
    Sadeqa(SadeqaMove),
    Kimasai(KimasaiMove),
}

impl AnyMove {
    /// The game this move belongs to.
    pub fn game(self) -> GameId {
        match self {
            AnyMove::Shax(_) => GameId::Shax,
            AnyMove::Sadeqa(_) => GameId::Sadeqa,
            AnyMove::Kimasai(_) => GameId::Kimasai,
        }
    }
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMove::Shax(mv) => mv.fmt(f),
            AnyMove::Sadeqa(mv) => mv.fmt(f),
            AnyMove::Kimasai(mv) => mv.fmt(f),
        }
    }
}

impl From<ShaxMove> for AnyMove {
    fn from(mv: ShaxMove) -> AnyMove {
        AnyMove::Shax(mv)
    }
}

impl From<SadeqaMove> for AnyMove {
    fn from(mv: SadeqaMove) -> AnyMove {
        AnyMove::Sadeqa(mv)
    }
}

impl From<KimasaiMove> for AnyMove {
    fn from(mv: KimasaiMove) -> AnyMove {
        AnyMove::Kimasai(mv)
    }
}

/// One position of one of the three games: a small `Copy` value, for showing what a move
/// started from without the match's history.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AnyPosition {
    Shax(Shax),
    Sadeqa(Sadeqa),
    Kimasai(Kimasai),
}

macro_rules! with_position {
    ($any:expr, $p:ident => $body:expr) => {
        match $any {
            AnyPosition::Shax($p) => $body,
            AnyPosition::Sadeqa($p) => $body,
            AnyPosition::Kimasai($p) => $body,
        }
    };
}

impl AnyPosition {
    pub fn game(&self) -> GameId {
        match self {
            AnyPosition::Shax(_) => GameId::Shax,
            AnyPosition::Sadeqa(_) => GameId::Sadeqa,
            AnyPosition::Kimasai(_) => GameId::Kimasai,
        }
    }

    pub fn turn(&self) -> Option<Player> {
        with_position!(self, p => p.turn())
    }

    pub fn status(&self) -> Status {
        with_position!(self, p => p.status())
    }

    pub fn score(&self) -> [u32; 2] {
        with_position!(self, p => p.score())
    }

    /// What a player sees: each spot's contents and each player's store.
    pub fn board_view(&self) -> BoardView {
        with_position!(self, p => p.board_view())
    }
}
