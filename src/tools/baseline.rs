//! A plain opponent to measure against: full-width minimax on Sadeqa III to a fixed depth,
//! valuing positions by captured seeds alone.

use daga::rules::sadeqa::{Sadeqa, SadeqaMove};
use daga::rules::{Match, Player};

/// Captured seeds (with the end-of-game awards once the game is over), mover minus opponent.
fn captured_difference(game: &Match<Sadeqa>, mover: Player) -> i32 {
    let score = game.score();
    score[mover.index()] as i32 - score[mover.opponent().index()] as i32
}

/// The minimax value for `mover` (whoever moves here), searching every move to `depth` plies
/// with no pruning.
fn minimax(
    game: &mut Match<Sadeqa>,
    depth: u32,
    mover: Player,
    moves: &mut Vec<Vec<SadeqaMove>>,
) -> i32 {
    let Some(turn) = game.turn() else {
        return captured_difference(game, mover);
    };
    if depth == 0 {
        return captured_difference(game, mover);
    }
    let level = moves.len();
    moves.push(Vec::new());
    game.legal_moves(&mut moves[level]);
    let mut best = i32::MIN;
    for i in 0..moves[level].len() {
        let mv = moves[level][i];
        game.play_unchecked(mv);
        let value = minimax(game, depth - 1, turn, moves);
        game.undo();
        best = best.max(value);
    }
    moves.pop();
    if turn == mover { best } else { -best }
}

/// The baseline's move: the first of the moves with the best minimax value.
pub fn minimax_move(game: &Match<Sadeqa>, depth: u32) -> Option<SadeqaMove> {
    let mover = game.turn()?;
    let mut work = game.clone();
    let mut moves = Vec::new();
    work.legal_moves(&mut moves);
    let mut scratch = Vec::new();
    let mut best: Option<(i32, SadeqaMove)> = None;
    for mv in moves {
        work.play_unchecked(mv);
        let value = minimax(&mut work, depth.saturating_sub(1), mover, &mut scratch);
        work.undo();
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use daga::rules::Game;

    #[test]
    fn takes_the_bigger_capture() {
        // a (2) relays via c into e and takes D's 5; b (1) lands in c... which holds one: relay.
        let game = Match::from_position(
            Sadeqa::from_position_text("2,0,1,0,0,0,0,0/0,1,0,5,0,0,0,0 south 0 0").unwrap(),
        );
        assert_eq!(minimax_move(&game, 1), Some(SadeqaMove(0)));
        assert_eq!(
            minimax_move(&game, 3).map(|m| m.to_string()),
            Some("a".to_string())
        );
    }
}
