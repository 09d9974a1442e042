//! A puzzle being solved: the player's moves judged against the solution, the other side's
//! replies, mistakes and hints, and the stars at the end.

use super::Puzzle;
use crate::lessons::Stars;
use crate::rules::{AnyMatch, AnyMove};

/// What the puzzle says of a move the player chose.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PuzzleVerdict {
    /// The solution's move (or, for the last blow, any move that wins at once): it is played,
    /// then `reply` (the other side's), if any; `solved` once it was the last.
    Right {
        reply: Option<AnyMove>,
        solved: bool,
    },
    /// Not the move that keeps the win: it is not played. After a second wrong try the board
    /// shows `better`.
    Wrong { better: Option<AnyMove> },
}

/// A puzzle in play.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    pub puzzle: Puzzle,
    /// The position the player is to move in.
    position: AnyMatch,
    /// The index in the line of the next move the player is to find.
    at: usize,
    /// Wrong moves tried since the last right one (the better move is shown at the second).
    wrong_here: u32,
    /// Wrong moves tried in all.
    pub mistakes: u32,
    /// Hints asked for.
    pub hints: u32,
}

impl PuzzleRun {
    /// The puzzle from its start, and its position.
    pub fn start(puzzle: Puzzle) -> (PuzzleRun, AnyMatch) {
        let game = puzzle.start.clone();
        let run = PuzzleRun {
            position: game.clone(),
            puzzle,
            at: 0,
            wrong_here: 0,
            mistakes: 0,
            hints: 0,
        };
        (run, game)
    }

    /// The move the player is to find now (a hint's, and the better move shown after a second
    /// wrong try); `None` once solved.
    pub fn expected(&self) -> Option<AnyMove> {
        self.puzzle.line.get(self.at).copied()
    }

    /// Judges the player's move; a right one moves the puzzle on past the other side's reply.
    pub fn judge(&mut self, mv: AnyMove) -> PuzzleVerdict {
        let Some(expected) = self.expected() else {
            return PuzzleVerdict::Wrong { better: None };
        };
        if mv != expected && !self.wins_at_once(mv) {
            self.mistakes += 1;
            self.wrong_here += 1;
            let better = (self.wrong_here >= 2).then_some(expected);
            return PuzzleVerdict::Wrong { better };
        }
        self.wrong_here = 0;
        let _ = self.position.play(mv);
        let reply = self.puzzle.line.get(self.at + 1).copied();
        if self.position.status().is_over() {
            self.at = self.puzzle.line.len();
            return PuzzleVerdict::Right {
                reply: None,
                solved: true,
            };
        }
        if let Some(reply) = reply {
            let _ = self.position.play(reply);
        }
        self.at += if reply.is_some() { 2 } else { 1 };
        PuzzleVerdict::Right {
            reply,
            solved: self.is_solved(),
        }
    }

    /// Whether `mv` ends the game at once in the solver's win (the rules judge it).
    fn wins_at_once(&self, mv: AnyMove) -> bool {
        let mut aside = self.position.clone();
        let solver = self.puzzle.solver();
        aside.play(mv).is_ok() && aside.status().winner() == Some(solver)
    }

    /// A hint was shown.
    pub fn hinted(&mut self) {
        self.hints += 1;
    }

    pub fn is_solved(&self) -> bool {
        self.at >= self.puzzle.line.len()
    }

    /// Three stars at the first try without a hint, two with hints, one after a mistake.
    pub fn stars(&self) -> Stars {
        Stars(match (self.mistakes, self.hints) {
            (0, 0) => 3,
            (0, _) => 2,
            _ => 1,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::Theme;
    use crate::rules::GameId;

    /// South to move sows a, North answers A, South sows b.
    fn puzzle() -> Puzzle {
        let start = AnyMatch::new(GameId::Sadeqa, &Default::default());
        let mut game = start.clone();
        let line = ["a", "A", "b"]
            .map(|text| game.play_text(text).unwrap())
            .to_vec();
        Puzzle {
            start,
            line,
            theme: Theme::WinTheCount,
            difficulty: 2,
        }
    }

    fn mv(game: &AnyMatch, text: &str) -> AnyMove {
        game.parse_move(text).unwrap()
    }

    #[test]
    fn right_moves_bring_the_replies_and_solve_it_with_three_stars() {
        let (mut run, game) = PuzzleRun::start(puzzle());
        let line = run.puzzle.line.clone();
        assert_eq!(run.expected(), Some(mv(&game, "a")));
        let first = run.judge(line[0]);
        assert_eq!(
            first,
            PuzzleVerdict::Right {
                reply: Some(line[1]),
                solved: false
            }
        );
        assert_eq!(run.expected(), Some(line[2]));
        assert_eq!(
            run.judge(line[2]),
            PuzzleVerdict::Right {
                reply: None,
                solved: true
            }
        );
        assert!(run.is_solved());
        assert_eq!(run.stars(), Stars(3));
    }

    #[test]
    fn a_second_wrong_try_shows_the_better_move_and_costs_stars() {
        let (mut run, game) = PuzzleRun::start(puzzle());
        let wrong = mv(&game, "c");
        assert_eq!(run.judge(wrong), PuzzleVerdict::Wrong { better: None });
        let better = run.expected();
        assert_eq!(run.judge(wrong), PuzzleVerdict::Wrong { better });
        assert_eq!(run.expected(), better, "nothing was played");
        let line = run.puzzle.line.clone();
        run.judge(line[0]);
        // Wrong again at the next move: the count starts afresh there.
        assert_eq!(run.judge(wrong), PuzzleVerdict::Wrong { better: None });
        run.judge(line[2]);
        assert!(run.is_solved());
        assert_eq!(run.stars(), Stars(1));
    }

    /// Shax: South takes North down to two pieces; either removal wins at once, though the
    /// line holds one.
    #[test]
    fn any_move_that_wins_at_once_solves_the_last_blow() {
        let start = AnyMatch::load("shax .SS..N.S/.......N/N....... south move 0 0 - 0").unwrap();
        let mut game = start.clone();
        let held = game.play_text("a4-a1xc3").unwrap();
        assert!(game.status().is_over());
        let puzzle = Puzzle {
            start: start.clone(),
            line: vec![held],
            theme: Theme::TwoPieces,
            difficulty: 2,
        };
        let (mut run, _) = PuzzleRun::start(puzzle);
        let other = mv(&start, "a4-a1xb4");
        assert_eq!(
            run.judge(other),
            PuzzleVerdict::Right {
                reply: None,
                solved: true
            }
        );
    }

    #[test]
    fn a_hint_leaves_two_stars() {
        let (mut run, _) = PuzzleRun::start(puzzle());
        run.hinted();
        let line = run.puzzle.line.clone();
        run.judge(line[0]);
        run.judge(line[2]);
        assert_eq!(run.stars(), Stars(2));
    }
}
