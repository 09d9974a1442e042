//! A move or a position of whichever game is played, as small typed values (the way shakmaty's
//! `VariantPosition` wraps one chess variant's position).

use std::fmt;

use super::kimasai::{Kimasai, KimasaiMove};
use super::sadeqa::{Sadeqa, SadeqaMove};
use super::shax::{Shax, ShaxMove};
use super::{BoardView, Game, GameId, MoveParseError, Player, Status};

/// A move of one of the three games; `Display` writes it in that game's notation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    Shax(ShaxMove),
    Sadeqa(SadeqaMove),
    Kimasai(KimasaiMove),
}

impl GameId {
    /// Reads a move in this game's notation (legal or not: a move reads the same wherever it
    /// is played).
    pub fn parse_move(self, text: &str) -> Result<AnyMove, MoveParseError> {
        Ok(match self {
            GameId::Shax => AnyMove::Shax(text.parse()?),
            GameId::Sadeqa => AnyMove::Sadeqa(text.parse()?),
            GameId::Kimasai => AnyMove::Kimasai(text.parse()?),
        })
    }
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

    /// The position's Zobrist hash: two sides that agree on it stand in the same position.
    pub fn hash(&self) -> u64 {
        with_position!(self, p => p.zobrist())
    }
}

/// A game with an arm in [`AnyMove`] and [`AnyPosition`]: its own typed values, in and out.
/// Code written for one game (`G::Move`, `G`) is reached from the `Any*` values through this.
pub trait InAny: Game {
    /// The game's move inside `mv`, or `None` when `mv` is another game's.
    fn move_in(mv: AnyMove) -> Option<Self::Move>;

    /// The game's position inside `position`, or `None` when it is another game's.
    fn position_in(position: &AnyPosition) -> Option<&Self>;
}

/// Implements [`InAny`] for a game by its arm's name.
macro_rules! in_any {
    ($game:ident) => {
        impl InAny for $game {
            fn move_in(mv: AnyMove) -> Option<Self::Move> {
                match mv {
                    AnyMove::$game(mv) => Some(mv),
                    _ => None,
                }
            }

            fn position_in(position: &AnyPosition) -> Option<&Self> {
                match position {
                    AnyPosition::$game(p) => Some(p),
                    _ => None,
                }
            }
        }
    };
}

in_any!(Shax);
in_any!(Sadeqa);
in_any!(Kimasai);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameOptions;

    #[test]
    fn a_game_finds_its_own_values_and_not_another_games() {
        let shax = Shax::start(&GameOptions::default());
        let mut moves = Vec::new();
        shax.legal_moves(&mut moves);
        let mv = AnyMove::from(moves[0]);
        assert_eq!(Shax::move_in(mv), Some(moves[0]));
        assert_eq!(Sadeqa::move_in(mv), None);
        let position = AnyPosition::Shax(shax);
        assert_eq!(Shax::position_in(&position), Some(&shax));
        assert!(Kimasai::position_in(&position).is_none());
    }
}
