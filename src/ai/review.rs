//! A game looked back on with the computer's eye: every position scored by the search and
//! turned into winning chances, and every move judged by how much of them it gave away
//! (lichess's review: `modules/tree/.../Advice.scala`, `ui/chart/src/acpl.ts`).

use super::chances::{Judgement, winning_chances};
use super::endgame::{self, Exact};
use super::evaluate::Score;
use super::think::{AnySearch, ThinkOptions};
use crate::rules::{AnyMatch, AnyMove, Player, Status};

/// What the search said of one position.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// Winning chances for South, −1 (lost) … +1 (won).
    pub south_chances: f64,
    /// The search's move, or `None` when the game was over there.
    pub best: Option<AnyMove>,
    /// South's result with perfect play, where an endgame table knows the position.
    pub south_exact: Option<Exact>,
}

impl Evaluation {
    /// The evaluation of a finished position: its result.
    pub fn of_result(status: Status) -> Evaluation {
        let south_chances = match status.winner() {
            Some(Player::South) => 1.0,
            Some(Player::North) => -1.0,
            None => 0.0,
        };
        Evaluation {
            south_chances,
            best: None,
            south_exact: None,
        }
    }

    /// The evaluation of a searched position, once its search has finished.
    pub fn of_search(position: &AnyMatch, search: &AnySearch, options: &ThinkOptions) -> Self {
        let score: Score = search.analysis().map_or(0, |analysis| analysis.judged);
        let mover_chances = winning_chances(position.game(), score);
        Evaluation {
            south_chances: match position.turn() {
                Some(Player::North) => -mover_chances,
                _ => mover_chances,
            },
            best: search.chosen_move(options),
            south_exact: endgame::probe(position).map(|value| match position.turn() {
                Some(Player::North) => value.flipped(),
                _ => value,
            }),
        }
    }

    /// The chances from `player`'s side.
    pub fn chances_for(&self, player: Player) -> f64 {
        match player {
            Player::South => self.south_chances,
            Player::North => -self.south_chances,
        }
    }
}

/// What the review says of one move.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MoveVerdict {
    pub played: AnyMove,
    pub mover: Player,
    /// The mover's winning chances lost by it (negative when it gained).
    pub drop: f64,
    pub judgement: Option<Judgement>,
    /// The search's move in its place, when the move was judged (which it never is when it
    /// was the search's own move).
    pub better: Option<AnyMove>,
}

/// The review of a whole game, filled in position by position.
#[derive(Clone, Debug)]
pub struct GameReview {
    game: AnyMatch,
    evaluations: Vec<Option<Evaluation>>,
}

impl GameReview {
    /// A review of `game` from its first position to its last; a finished last position is
    /// judged by its result at once.
    pub fn new(game: AnyMatch) -> GameReview {
        let mut evaluations = vec![None; game.ply() + 1];
        if game.status().is_over() {
            evaluations[game.ply()] = Some(Evaluation::of_result(game.status()));
        }
        GameReview { game, evaluations }
    }

    /// The whole game reviewed, at its end.
    pub fn game(&self) -> &AnyMatch {
        &self.game
    }

    /// Moves in the game (its positions are one more).
    pub fn moves(&self) -> usize {
        self.game.ply()
    }

    /// The game after its first `ply` moves, with the history the rules need (repetitions).
    pub fn position(&self, ply: usize) -> AnyMatch {
        let mut position = self.game.clone();
        while position.ply() > ply && position.undo() {}
        position
    }

    /// The first position still to be searched, in order from the start.
    pub fn next_to_search(&self) -> Option<usize> {
        self.evaluations.iter().position(Option::is_none)
    }

    /// Positions evaluated so far.
    pub fn evaluated(&self) -> usize {
        self.evaluations.iter().filter(|e| e.is_some()).count()
    }

    pub fn is_complete(&self) -> bool {
        self.next_to_search().is_none()
    }

    /// Takes the evaluation of the position after `ply` moves.
    pub fn record(&mut self, ply: usize, evaluation: Evaluation) {
        if let Some(slot) = self.evaluations.get_mut(ply) {
            *slot = Some(evaluation);
        }
    }

    /// The evaluation of the position after `ply` moves, once searched.
    pub fn evaluation(&self, ply: usize) -> Option<Evaluation> {
        self.evaluations.get(ply).copied().flatten()
    }

    /// South's winning chances position by position (`None` where not yet searched).
    pub fn south_chances(&self) -> Vec<Option<f64>> {
        self.evaluations
            .iter()
            .map(|e| e.map(|e| e.south_chances))
            .collect()
    }

    /// The verdict on move `ply + 1` (from the position after `ply` moves), once both the
    /// positions around it are evaluated.
    pub fn verdict(&self, ply: usize) -> Option<MoveVerdict> {
        let played = *self.game.moves().get(ply)?;
        let mover = self.game.turn_at(ply)?;
        let before = self.evaluation(ply)?;
        let after = self.evaluation(ply + 1)?;
        let drop = before.chances_for(mover) - after.chances_for(mover);
        // The search's own move is never called a mistake: a drop after it is the search
        // seeing further one move on, not the player's fault.
        let judgement = Judgement::of_drop(drop).filter(|_| before.best != Some(played));
        let better = before.best.filter(|_| judgement.is_some());
        Some(MoveVerdict {
            played,
            mover,
            drop,
            judgement,
            better,
        })
    }

    /// Searches every position still unsearched, one after the other (the command line and
    /// tests; the app searches them as tasks between frames).
    pub fn complete(&mut self, options: &ThinkOptions) {
        while let Some(ply) = self.next_to_search() {
            let position = self.position(ply);
            let evaluation = match AnySearch::new(&position, options) {
                Some(mut search) => {
                    while !search.step(4096) {}
                    Evaluation::of_search(&position, &search, options)
                }
                None => Evaluation::of_result(position.status()),
            };
            self.record(ply, evaluation);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{GameId, GameOptions};

    fn quick() -> ThinkOptions {
        ThinkOptions {
            nodes: Some(20_000),
            ..ThinkOptions::at_level(Level::Expert)
        }
    }

    #[test]
    fn a_game_is_reviewed_position_by_position_and_its_end_by_its_result() {
        let mut game = AnyMatch::new(GameId::Sadeqa, &GameOptions::default());
        for _ in 0..6 {
            let mv = game.legal_moves()[0];
            game.play(mv).unwrap();
        }
        let mut review = GameReview::new(game.clone());
        assert_eq!(review.moves(), 6);
        assert_eq!(review.next_to_search(), Some(0));
        assert_eq!(review.position(2).moves(), game.moves()[..2].to_vec());
        review.complete(&quick());
        assert!(review.is_complete());
        assert_eq!(review.evaluated(), 7);
        for ply in 0..6 {
            let verdict = review.verdict(ply).expect("both sides evaluated");
            assert_eq!(verdict.played, game.moves()[ply]);
            assert_eq!(verdict.mover, game.turn_at(ply).unwrap());
            if verdict.judgement.is_none() {
                assert_eq!(verdict.better, None, "a good move has no better one shown");
            }
        }
        assert_eq!(review.verdict(6), None, "no seventh move");
    }

    #[test]
    fn moves_are_judged_from_the_movers_side_with_the_better_move() {
        let mut game = AnyMatch::new(GameId::Shax, &GameOptions::default());
        let [first, other] = [game.legal_moves()[0], game.legal_moves()[1]];
        game.play(first).unwrap();
        let reply = game.legal_moves()[0];
        game.play(reply).unwrap();
        let mut review = GameReview::new(game);
        let at = |south_chances, best| Evaluation {
            south_chances,
            best: Some(best),
            south_exact: None,
        };
        review.record(0, at(0.5, other));
        assert_eq!(
            review.verdict(0),
            None,
            "the position after it is not searched yet"
        );
        review.record(1, at(-0.1, reply));
        review.record(2, at(-0.15, first));
        let south = review.verdict(0).unwrap();
        assert_eq!(south.mover, Player::South);
        assert!((south.drop - 0.6).abs() < 1e-9);
        assert_eq!(south.judgement, Some(Judgement::Blunder));
        assert_eq!(south.better, Some(other), "the search's move instead");
        let north = review.verdict(1).unwrap();
        assert_eq!(north.mover, Player::North);
        assert!((north.drop + 0.05).abs() < 1e-9, "North gained a little");
        assert_eq!(north.judgement, None);
        assert_eq!(north.better, None);
        review.record(0, at(0.5, first));
        let own = review.verdict(0).unwrap();
        assert!((own.drop - 0.6).abs() < 1e-9);
        assert_eq!(
            (own.judgement, own.better),
            (None, None),
            "the search's own move is no mistake, whatever the drop"
        );
    }
}
