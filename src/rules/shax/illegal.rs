//! Why a Shax move is illegal, as a typed reason whose text a player understands.

use std::fmt;

use super::board::{NEIGHBOURS, Point, completes_line, point_name};
use super::{Phase, Shax, ShaxMove};
use crate::rules::{Game, Player};

/// Why a Shax move cannot be played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IllegalShaxMove {
    GameOver,
    Occupied(Point),
    /// Anything but a placement while pieces are placed.
    PlacingNow,
    /// A removal of a point without an opposing piece.
    NotAnOpposingPiece {
        mover: Player,
    },
    /// Anything but a removal in the removal phase.
    RemovingNow {
        mover: Player,
    },
    /// Anything but a step once all pieces are placed and the removals made.
    SteppingNow,
    NoPieceOn {
        mover: Player,
        point: Point,
    },
    NotNeighbours {
        from: Point,
        to: Point,
    },
    /// Hadig: the opponent is blocked and this step does not free them.
    MustFree {
        blocked: Player,
        mover: Player,
    },
    FreeingStepRemoves,
    NoJare {
        from: Point,
        to: Point,
    },
    NothingToRemoveOn {
        point: Point,
        opponent: Player,
    },
}

impl fmt::Display for IllegalShaxMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalShaxMove::GameOver => f.write_str("the game is over"),
            IllegalShaxMove::Occupied(p) => write!(f, "{} is occupied", point_name(p)),
            IllegalShaxMove::PlacingNow => {
                f.write_str("pieces are being placed: name an empty point, like d2")
            }
            IllegalShaxMove::NotAnOpposingPiece { mover } => {
                write!(f, "{mover} must remove a piece of {}", mover.opponent())
            }
            IllegalShaxMove::RemovingNow { mover } => {
                write!(
                    f,
                    "{mover} must remove a piece of {}, like xd5",
                    mover.opponent()
                )
            }
            IllegalShaxMove::SteppingNow => {
                f.write_str("pieces now step along the lines, like d2-d3")
            }
            IllegalShaxMove::NoPieceOn { mover, point } => {
                write!(f, "{mover} has no piece on {}", point_name(point))
            }
            IllegalShaxMove::NotNeighbours { from, to } => write!(
                f,
                "{} is not next to {} along a line",
                point_name(to),
                point_name(from)
            ),
            IllegalShaxMove::MustFree { blocked, mover } => write!(
                f,
                "hadig: {blocked} is blocked, and {mover} must play a step that frees them"
            ),
            IllegalShaxMove::FreeingStepRemoves => {
                f.write_str("a step that frees a blocked player never removes")
            }
            IllegalShaxMove::NoJare { from, to } => write!(
                f,
                "{}-{} forms no jare, so it removes nothing",
                point_name(from),
                point_name(to)
            ),
            IllegalShaxMove::NothingToRemoveOn { point, opponent } => {
                write!(f, "{} holds no piece of {opponent}", point_name(point))
            }
        }
    }
}

impl std::error::Error for IllegalShaxMove {}

/// `None` when `mv` is legal in `position`, else the reason it is not.
pub(super) fn reason(position: &Shax, mv: ShaxMove) -> Option<IllegalShaxMove> {
    if position.status().is_over() {
        return Some(IllegalShaxMove::GameOver);
    }
    let mover = position.mover();
    let owner = |p| position.owner(p);
    let reason = match (position.phase, mv) {
        (Phase::Placing, ShaxMove::Place(p)) => match owner(p) {
            Some(_) => IllegalShaxMove::Occupied(p),
            None => return None,
        },
        (Phase::Placing, _) => IllegalShaxMove::PlacingNow,
        (Phase::FirstRemoval | Phase::SecondRemoval, ShaxMove::Remove(p)) => {
            if owner(p) == Some(mover.opponent()) {
                return None;
            }
            IllegalShaxMove::NotAnOpposingPiece { mover }
        }
        (Phase::FirstRemoval | Phase::SecondRemoval, _) => IllegalShaxMove::RemovingNow { mover },
        (Phase::Moving, ShaxMove::Step { from, to, remove }) => {
            return step_reason(position, mover, from, to, remove);
        }
        (Phase::Moving, _) => IllegalShaxMove::SteppingNow,
    };
    Some(reason)
}

fn step_reason(
    position: &Shax,
    mover: Player,
    from: Point,
    to: Point,
    remove: Option<Point>,
) -> Option<IllegalShaxMove> {
    if position.owner(from) != Some(mover) {
        return Some(IllegalShaxMove::NoPieceOn { mover, point: from });
    }
    if NEIGHBOURS[from as usize] & (1 << to) == 0 {
        return Some(IllegalShaxMove::NotNeighbours { from, to });
    }
    if position.owner(to).is_some() {
        return Some(IllegalShaxMove::Occupied(to));
    }
    let blocked = position.is_blockade();
    if blocked {
        let mut after = *position;
        after.play_unchecked(ShaxMove::Step {
            from,
            to,
            remove: None,
        });
        if !after.can_step(position.to_move) {
            return Some(IllegalShaxMove::MustFree {
                blocked: position.to_move,
                mover,
            });
        }
    }
    let target = remove?;
    if blocked {
        return Some(IllegalShaxMove::FreeingStepRemoves);
    }
    let after = (position.pieces(mover) & !(1 << from)) | (1 << to);
    if !completes_line(after, to) {
        return Some(IllegalShaxMove::NoJare { from, to });
    }
    if position.owner(target) != Some(mover.opponent()) {
        return Some(IllegalShaxMove::NothingToRemoveOn {
            point: target,
            opponent: mover.opponent(),
        });
    }
    None
}
