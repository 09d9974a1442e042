//! What the tables say of each legal move: the value for the player who makes it, with perfect
//! play after it. Puzzles are mined and checked with it (a move that keeps the win, one that
//! throws it away).

use crate::rules::{AnyMatch, AnyMove, Status};

use super::{Exact, probe};

/// Each legal move of the game's position with its value for the mover (Shax: a win or loss in
/// so many plies from here, or a draw; Sadeqa III: the seeds the mover ends ahead), where the
/// installed tables know every position the moves lead to; `None` when they do not, when the
/// game is over, and in Bao la Kimasai.
pub fn move_values(game: &AnyMatch) -> Option<Vec<(AnyMove, Exact)>> {
    let mover = game.turn()?;
    game.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut after = game.clone();
            after.play(mv).ok()?;
            let value = match (after.status(), &after) {
                (Status::Over { .. }, AnyMatch::Sadeqa(_)) => {
                    let [south, north] = after.score();
                    let ahead = south as i16 - north as i16;
                    let seeds = if mover == crate::rules::Player::South {
                        ahead
                    } else {
                        -ahead
                    };
                    return Some((mv, Exact::Margin { seeds }));
                }
                (Status::Over { winner: None, .. }, _) => Exact::Draw,
                (Status::Over { winner, .. }, _) if winner == Some(mover) => {
                    Exact::Win { plies: 0 }
                }
                (Status::Over { .. }, _) => Exact::Loss { plies: 0 },
                (Status::Ongoing, _) => {
                    let seen = probe(&after)?;
                    if after.turn() == Some(mover) {
                        seen
                    } else {
                        seen.flipped()
                    }
                }
            };
            Some((mv, value.one_ply_earlier()))
        })
        .collect()
}

/// Whether `value` keeps the win that `best` (the best of the moves' values) holds: the same
/// quickest win in Shax, any margin above nothing in Sadeqa III. False when `best` is no win.
pub fn keeps_the_win(value: Exact, best: Exact) -> bool {
    match (value, best) {
        (Exact::Win { plies }, Exact::Win { plies: quickest }) => plies == quickest,
        (Exact::Margin { seeds }, Exact::Margin { seeds: most }) => seeds > 0 && most > 0,
        _ => false,
    }
}

/// Whether `value` is a win at all, however slow.
pub fn wins(value: Exact) -> bool {
    match value {
        Exact::Win { .. } => true,
        Exact::Margin { seeds } => seeds > 0,
        Exact::Loss { .. } | Exact::Draw => false,
    }
}

/// The best of the moves' values for the mover.
pub fn best_value(values: &[(AnyMove, Exact)]) -> Option<Exact> {
    values
        .iter()
        .map(|&(_, value)| value)
        .max_by_key(|value| value.preference())
}
