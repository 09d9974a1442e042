//! Exhaustive proof of forced wins, to check puzzles and the search against.

use crate::rules::{Game, Match, Player, Status};

/// True if `attacker` can force a win within `plies` plies, whatever the defence.
pub fn wins_within<G: Game>(game: &mut Match<G>, attacker: Player, plies: u32) -> bool {
    if let Status::Over { winner, .. } = game.status() {
        return winner == Some(attacker);
    }
    if plies == 0 {
        return false;
    }
    let attacking = game.turn() == Some(attacker);
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    for mv in moves {
        game.play_unchecked(mv);
        let wins = wins_within(game, attacker, plies - 1);
        game.undo();
        if wins == attacking {
            return attacking;
        }
    }
    !attacking
}

/// The moves of the player to move that force a win within `plies` plies.
pub fn winning_moves<G: Game>(game: &Match<G>, plies: u32) -> Vec<G::Move> {
    let Some(attacker) = game.turn() else {
        return Vec::new();
    };
    let mut work = game.clone();
    let mut moves = Vec::new();
    work.legal_moves(&mut moves);
    moves
        .into_iter()
        .filter(|&mv| {
            work.play_unchecked(mv);
            let wins = wins_within(&mut work, attacker, plies.saturating_sub(1));
            work.undo();
            wins
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kimasai::Kimasai;

    #[test]
    fn a_last_capture_is_a_win_in_one() {
        let game = Match::from_position(
            Kimasai::from_position_text(
                "000000000000/001000000000/000100000000/000000000001 south",
            )
            .unwrap(),
        );
        let wins: Vec<String> = winning_moves(&game, 1)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(wins, ["d2-c2"]);
    }
}
