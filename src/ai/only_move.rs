//! A move that alone keeps the win by a search, where no table knows the position (Bao la
//! Kimasai's puzzles): a search of every move puts its winning chances (on −1 … +1) at least
//! [`GAP`] above every other move's, and at [`WINNING`] or more.

use super::chances::winning_chances;
use super::{AnySearch, Level, ThinkOptions};
use crate::rules::{AnyMatch, AnyMove};

/// How far the best move's winning chances stand above every other move's.
pub const GAP: f64 = 0.3;
/// The chances the best move must keep, at least: the solver is winning after it.
pub const WINNING: f64 = 0.4;

/// Why no move alone keeps the win.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum NoOnlyMove {
    /// Fewer than three legal moves: no two wrong ones.
    FewMoves,
    /// No move stands `GAP` above the others, or the best does not win.
    NoneStandsOut,
}

/// The one move whose winning chances, by a search of every move with `nodes`, stand `GAP`
/// above every other's and leave the side to move winning.
pub fn only_move(position: &AnyMatch, nodes: u64) -> Result<AnyMove, NoOnlyMove> {
    let legal = position.legal_moves();
    if legal.len() < 3 {
        return Err(NoOnlyMove::FewMoves);
    }
    let options = ThinkOptions {
        nodes: Some(nodes),
        ..ThinkOptions::at_level(Level::Expert)
    };
    let mut search =
        AnySearch::comparing(position, &options, &legal).ok_or(NoOnlyMove::FewMoves)?;
    while !search.step(50_000) {}
    let mut chances: Vec<(AnyMove, f64)> = search
        .root_scores()
        .into_iter()
        .map(|(mv, score)| (mv, winning_chances(position.game(), score)))
        .collect();
    chances.sort_by(|a, b| b.1.total_cmp(&a.1));
    match chances[..] {
        [(best, top), (_, second), ..] if top - second >= GAP && top >= WINNING => Ok(best),
        _ => Err(NoOnlyMove::NoneStandsOut),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameId;

    #[test]
    fn the_opening_has_no_only_move_and_two_moves_are_too_few() {
        let start = AnyMatch::new(GameId::Kimasai, &Default::default());
        let moves = start.legal_moves().len();
        let expected = match moves {
            0..=2 => NoOnlyMove::FewMoves,
            _ => NoOnlyMove::NoneStandsOut,
        };
        assert_eq!(only_move(&start, 5_000), Err(expected), "{moves} moves");
        // A Sadeqa III board where South has two holes to sow: two moves are too few.
        let two = AnyMatch::load("sadeqa-iii 1,1,0,0,0,0,0,0/1,1,1,0,0,0,0,0 south 45 45").unwrap();
        assert_eq!(two.legal_moves().len(), 2);
        assert_eq!(only_move(&two, 5_000), Err(NoOnlyMove::FewMoves));
    }
}
