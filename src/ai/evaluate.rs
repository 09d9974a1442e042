//! What the search needs to know about a game beyond its rules: a static score and move hints.

use super::endgame::Exact;
use crate::rules::Game;

/// Scores are from the point of view of the player who moves next, in hundredths of a piece or
/// seed (Bao la Kimasai's fitted evaluation: 400 to a logit of winning, a late stone about 160).
pub type Score = i32;

/// A won game scores this minus the plies it takes.
pub const WIN: Score = 1_000_000;
/// Scores beyond this (in absolute value) are wins or losses found by search.
pub const WIN_THRESHOLD: Score = WIN - 10_000;

/// A game the computer can play: an evaluation and hints for ordering moves.
pub trait Evaluate: Game {
    /// The static value of the position for the player to move (the game must not be over).
    fn evaluate(&self) -> Score;

    /// True for moves that capture (searched first and in quiescence).
    fn is_capture(&self, mv: Self::Move) -> bool;

    /// A small number naming the move for the history table (below [`MOVE_KEYS`]).
    fn move_key(mv: Self::Move) -> usize;

    /// Whether the search's score swings between odd and even depths (the player who makes the
    /// last move of the line looks better), so that a judgement of the position (the review,
    /// the winning chances) reads the mean of the last two depths rather than the last one.
    const JUDGED_OVER_TWO_DEPTHS: bool = false;

    /// The value with perfect play for the player to move, where an endgame table knows it.
    fn exact(&self) -> Option<Exact> {
        None
    }

    /// A search's score of this position, stored offline, seen from the position itself (a win
    /// counts its plies from here), for a search with `depth` plies left to look here: Shax's
    /// full boards, where that is no deeper than the stored search looked.
    fn stored_score(&self, _depth: i32) -> Option<Score> {
        None
    }
}

/// How far off a won margin is scored, in plies, when the table does not count them: beyond
/// any win the search finds itself, still a win.
const MARGIN_WIN_PLIES: Score = 1000;

/// The search's score of a value known exactly, `ply` plies from the search's root: a win
/// scores as a win found by search at the same distance; a won (lost) margin as a far win
/// (loss), by more seeds better.
pub fn exact_score(value: Exact, ply: usize) -> Score {
    match value {
        Exact::Win { plies } => WIN - (ply as Score + plies as Score),
        Exact::Loss { plies } => -(WIN - (ply as Score + plies as Score)),
        Exact::Draw | Exact::Margin { seeds: 0 } => 0,
        Exact::Margin { seeds } => {
            let far_win = WIN - ply as Score - MARGIN_WIN_PLIES;
            far_win * (seeds as Score).signum() + seeds as Score
        }
    }
}

/// The size of the history table indexed by [`Evaluate::move_key`].
pub const MOVE_KEYS: usize = 1024;
