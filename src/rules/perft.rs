//! Perft: the number of move sequences of a given length, to pin the move generator down.

use super::{Game, Match};

/// Counts the leaf nodes of the move tree `depth` plies deep (a finished game is a leaf).
pub fn perft<G: Game>(game: &mut Match<G>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for mv in moves {
        game.play_unchecked(mv);
        nodes += perft(game, depth - 1);
        game.undo();
    }
    nodes
}
