//! A shipped puzzle judged by the tables: each of the solver's moves is the only one that keeps
//! the win (the last blow of a Shax puzzle may be any move that wins at once), the first throws
//! it away in at least two other ways, and a Shax puzzle ends in the solver's win.

use std::fmt;

use crate::puzzles::Puzzle;
use crate::rules::{AnyMatch, AnyMove, GameId, Status};

use super::{Exact, best_value, keeps_the_win, move_values, wins};

/// What is wrong with a puzzle, by the tables.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleFault {
    /// The tables do not hold a position on the way (or are not installed).
    Unknown { ply: usize },
    /// The solver's move at `ply` is not the only one that keeps the win: these do.
    NotTheOnlyMove { ply: usize, keeping: Vec<AnyMove> },
    /// Fewer than two first moves throw the win away.
    TooFewWrongMoves(usize),
    /// A move of the line the rules refuse.
    Illegal { ply: usize },
    /// A Shax puzzle whose line does not end the game in the solver's win.
    NoWinAtTheEnd,
}

impl fmt::Display for PuzzleFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleFault::Unknown { ply } => {
                write!(f, "the tables do not know the position at ply {ply}")
            }
            PuzzleFault::NotTheOnlyMove { ply, keeping } => {
                let moves: Vec<String> = keeping.iter().map(|mv| mv.to_string()).collect();
                write!(f, "at ply {ply} these keep the win: {}", moves.join(" "))
            }
            PuzzleFault::TooFewWrongMoves(count) => {
                write!(f, "only {count} first moves throw the win away")
            }
            PuzzleFault::Illegal { ply } => write!(f, "the move at ply {ply} is illegal"),
            PuzzleFault::NoWinAtTheEnd => write!(f, "the line does not end in the solver's win"),
        }
    }
}

/// Replays the puzzle through the rules and judges each of the solver's moves by the tables.
pub fn check_puzzle(puzzle: &Puzzle) -> Result<(), PuzzleFault> {
    let solver = puzzle.solver();
    let mut playing: AnyMatch = puzzle.start.clone();
    for (ply, &mv) in puzzle.line.iter().enumerate() {
        if playing.turn() == Some(solver) {
            let values = move_values(&playing).ok_or(PuzzleFault::Unknown { ply })?;
            let best = best_value(&values).ok_or(PuzzleFault::Unknown { ply })?;
            let keeping: Vec<AnyMove> = values
                .iter()
                .filter(|&&(_, value)| keeps_the_win(value, best))
                .map(|&(kept, _)| kept)
                .collect();
            // The last blow may be any move that wins at once.
            let final_blow = best == Exact::Win { plies: 1 } && keeping.contains(&mv);
            if keeping != [mv] && !final_blow {
                return Err(PuzzleFault::NotTheOnlyMove { ply, keeping });
            }
            if ply == 0 {
                let wrong = values.iter().filter(|&&(_, value)| !wins(value)).count();
                if wrong < 2 {
                    return Err(PuzzleFault::TooFewWrongMoves(wrong));
                }
            }
        }
        playing.play(mv).map_err(|_| PuzzleFault::Illegal { ply })?;
    }
    let won = matches!(playing.status(), Status::Over { winner, .. } if winner == Some(solver));
    match puzzle.game() {
        GameId::Shax if !won => Err(PuzzleFault::NoWinAtTheEnd),
        _ => Ok(()),
    }
}
