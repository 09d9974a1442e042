//! A puzzle being solved: its position on the board, the player's moves judged by the puzzle (a
//! move that lets the win go is not played, and after a second such try the move that keeps it
//! is ringed), the other side's forced replies, hints as in a game, and the stars when it is
//! solved. The puzzle's data and judging are `crate::puzzles`.

use std::time::Duration;

use bevy::prelude::*;

use super::hint::{Hint, HintShown};
use super::lesson::{SUMMARY_AFTER, board_is_still};
use super::screens::{Screen, Turn};
use super::session::{MoveChosen, Opponent, Session, SessionMode, Setup, in_a_puzzle};
use super::wake::WakeUp;
use crate::app::AppSystems;
use crate::lessons::Stars;
use crate::puzzles::{self, PuzzleRun, PuzzleVerdict};
use crate::rules::{AnyMove, GameId, GameOptions, Player};

/// The puzzle on the board (the session's mode in a puzzle).
#[derive(Clone, Debug)]
pub struct ActivePuzzle {
    pub game: GameId,
    /// Its number among the game's puzzles, from 1.
    pub number: usize,
    /// How many puzzles the game has.
    pub count: usize,
    /// The day whose puzzle it is, if it is the day's.
    pub daily: Option<u64>,
    pub run: PuzzleRun,
    /// The other side's forced reply, waiting to be played once the player's move is shown.
    reply_due: Option<AnyMove>,
    /// The move that keeps the win, ringed after a second wrong try until it is played.
    pub ringed: Option<AnyMove>,
    /// The ply at which a hint was last counted (a hint's second press counts no more).
    hinted_at: Option<usize>,
    /// Set once it is solved.
    pub finished: Option<Stars>,
    /// When it was solved, on the real clock.
    finished_at: Option<Duration>,
}

impl ActivePuzzle {
    /// Whether the solved puzzle's panel stands over the board at `now` (real time): the last
    /// move is seen first.
    pub fn summary_due(&self, now: Duration) -> bool {
        self.finished_at
            .is_some_and(|done| now >= done + SUMMARY_AFTER)
    }

    /// The side that solves it.
    pub fn solver(&self) -> Player {
        self.run.puzzle.solver()
    }

    /// Whether `mover` may play `mv` now; a wrong move of the solver's is counted and refused.
    fn admits(&mut self, mover: Player, mv: AnyMove) -> PuzzleAdmission {
        if self.finished.is_some() {
            return PuzzleAdmission::Refused;
        }
        if mover != self.solver() {
            return match self.reply_due == Some(mv) {
                true => {
                    self.reply_due = None;
                    PuzzleAdmission::Played
                }
                false => PuzzleAdmission::Refused,
            };
        }
        if self.reply_due.is_some() {
            return PuzzleAdmission::Refused;
        }
        match self.run.judge(mv) {
            PuzzleVerdict::Right { reply, .. } => {
                self.reply_due = reply;
                self.ringed = None;
                PuzzleAdmission::Played
            }
            PuzzleVerdict::Wrong { better } => {
                self.ringed = better.or(self.ringed);
                PuzzleAdmission::Wrong { better }
            }
        }
    }
}

/// What a puzzle says of a chosen move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum PuzzleAdmission {
    Played,
    /// Legal, but it lets the win go: not played.
    Wrong {
        better: Option<AnyMove>,
    },
    /// Not this side's move now.
    Refused,
}

/// Asks for a puzzle.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub enum PuzzleRequest {
    /// Puzzle `number` (from 1) of `game`; `daily`: the day whose puzzle it is.
    Start {
        game: GameId,
        number: usize,
        daily: Option<u64>,
    },
    /// The puzzle on the board again, from its start.
    Again,
}

/// A move of the solver's that lets the win go: not played (the narration says so); `better`
/// is the move that keeps it, given at the second wrong try.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct WrongPuzzleMove {
    pub mv: AnyMove,
    pub better: Option<AnyMove>,
}

/// A puzzle solved, with its stars (kept by the player's progress).
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct PuzzleDone {
    pub game: GameId,
    pub number: usize,
    pub daily: Option<u64>,
    pub stars: Stars,
    pub difficulty: u8,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PuzzleRequest>()
        .add_message::<WrongPuzzleMove>()
        .add_message::<PuzzleDone>()
        .add_systems(
            Update,
            (
                start_puzzles.in_set(AppSystems::Apply),
                (count_hints, play_reply)
                    .run_if(in_a_puzzle.and_then(in_state(Turn::AwaitingInput)))
                    .in_set(AppSystems::Select),
                finish_puzzle
                    .run_if(in_a_puzzle)
                    .in_set(AppSystems::Present),
            ),
        );
}

/// Why a puzzle cannot be opened: the game has no puzzle of that number.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NoSuchPuzzle {
    pub game: GameId,
    pub number: usize,
}

impl std::fmt::Display for NoSuchPuzzle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let count = puzzles::shipped_once(self.game).len();
        write!(
            f,
            "{} has no puzzle {} (it has {count})",
            self.game.title(),
            self.number
        )
    }
}

impl std::error::Error for NoSuchPuzzle {}

/// The session of puzzle `number` (from 1) of `game`, the day's puzzle of `daily` if given.
pub fn puzzle_session(
    game: GameId,
    number: usize,
    daily: Option<u64>,
) -> Result<Session, NoSuchPuzzle> {
    let shipped = puzzles::shipped_once(game);
    let puzzle = number
        .checked_sub(1)
        .and_then(|index| shipped.get(index))
        .ok_or(NoSuchPuzzle { game, number })?;
    let (run, position) = PuzzleRun::start(puzzle.clone());
    let options = GameOptions {
        first: run.puzzle.solver(),
        ..GameOptions::default()
    };
    let setup = Setup::new(game, options, Opponent::Friend);
    let puzzle = ActivePuzzle {
        game,
        number,
        count: shipped.len(),
        daily,
        run,
        reply_due: None,
        ringed: None,
        hinted_at: None,
        finished: None,
        finished_at: None,
    };
    Ok(Session {
        game: position,
        mode: SessionMode::Puzzle(Box::new(puzzle)),
        ..Session::new(setup)
    })
}

/// The day's puzzle: its game and number (from 1), or `None` when no game has a puzzle.
pub fn daily_puzzle(day: u64) -> Option<(GameId, usize)> {
    puzzles::daily(day, &puzzles::shipped_counts()).map(|(game, index)| (game, index + 1))
}

fn start_puzzles(
    mut requests: MessageReader<PuzzleRequest>,
    session: Option<Res<Session>>,
    mut commands: Commands,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let active = session.as_ref().and_then(|session| session.puzzle());
    for request in requests.read() {
        let (game, number, daily) = match (request, active) {
            (
                &PuzzleRequest::Start {
                    game,
                    number,
                    daily,
                },
                _,
            ) => (game, number, daily),
            (PuzzleRequest::Again, Some(on)) => (on.game, on.number, on.daily),
            (PuzzleRequest::Again, None) => continue,
        };
        match puzzle_session(game, number, daily) {
            Ok(session) => {
                commands.insert_resource(session);
                // `set` re-runs OnEnter even when a board is on screen: a fresh board.
                next_screen.set(Screen::Playing);
            }
            Err(e) => warn!("{e}"),
        }
    }
}

/// Whether the session may play `mv` by `mover` now (always, outside puzzles); tells the
/// narration of a move that lets the win go.
pub fn admit(
    puzzle: Option<&mut ActivePuzzle>,
    mover: Player,
    mv: AnyMove,
    wrong: &mut MessageWriter<WrongPuzzleMove>,
) -> bool {
    let Some(puzzle) = puzzle else {
        return true;
    };
    match puzzle.admits(mover, mv) {
        PuzzleAdmission::Played => true,
        PuzzleAdmission::Wrong { better } => {
            wrong.write(WrongPuzzleMove { mv, better });
            false
        }
        PuzzleAdmission::Refused => false,
    }
}

/// A hint shown in a puzzle counts once for the position it was asked in (its move is the
/// puzzle's own, `hint.rs`).
fn count_hints(hint: Res<Hint>, mut session: ResMut<Session>) {
    let ply = session.game.ply();
    let shown = hint.shown() != HintShown::Nothing;
    let counted = session
        .bypass_change_detection()
        .puzzle()
        .is_some_and(|puzzle| puzzle.hinted_at == Some(ply));
    if shown
        && !counted
        && let Some(puzzle) = session.puzzle_mut()
    {
        puzzle.run.hinted();
        puzzle.hinted_at = Some(ply);
    }
}

/// The other side's forced reply, once the player's move has been shown.
fn play_reply(session: Res<Session>, mut chosen: MessageWriter<MoveChosen>) {
    let Some(puzzle) = session.puzzle() else {
        return;
    };
    if let Some(mv) = puzzle.reply_due
        && session.game.turn() == Some(puzzle.solver().opponent())
    {
        chosen.write(MoveChosen {
            mv,
            at_ply: session.game.ply(),
        });
    }
}

/// The puzzle solved once its last move (and any reply) has been shown whole: its stars; the
/// panel comes a moment later, and the window is woken for it.
fn finish_puzzle(
    mut session: ResMut<Session>,
    time: Res<Time<Real>>,
    (turn, next_turn): (Option<Res<State<Turn>>>, Option<Res<NextState<Turn>>>),
    mut wake: ResMut<WakeUp>,
    mut done: MessageWriter<PuzzleDone>,
) {
    let Some(puzzle) = session.bypass_change_detection().puzzle() else {
        return;
    };
    if let Some(solved_at) = puzzle.finished_at {
        if !puzzle.summary_due(time.elapsed()) {
            wake.at(solved_at + SUMMARY_AFTER);
        }
        return;
    }
    let solved_now =
        puzzle.run.is_solved() && puzzle.reply_due.is_none() && board_is_still(turn, next_turn);
    if let Some(puzzle) = session.puzzle_mut().filter(|_| solved_now) {
        let stars = puzzle.run.stars();
        puzzle.finished = Some(stars);
        puzzle.finished_at = Some(time.elapsed());
        wake.at(time.elapsed() + SUMMARY_AFTER);
        done.write(PuzzleDone {
            game: puzzle.game,
            number: puzzle.number,
            daily: puzzle.daily,
            stars,
            difficulty: puzzle.run.puzzle.difficulty,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle_on_board(game: GameId, number: usize) -> ActivePuzzle {
        let session = puzzle_session(game, number, None).unwrap();
        let SessionMode::Puzzle(puzzle) = session.mode else {
            panic!("a puzzle");
        };
        *puzzle
    }

    /// A wrong move is refused twice, the second time with the move that keeps the win, which
    /// is then ringed until played; the reply is the other side's only admitted move.
    #[test]
    fn wrong_moves_are_refused_and_the_better_move_is_ringed_at_the_second() {
        // The first with a reply of the other side's.
        let number = 1 + puzzles::shipped_once(GameId::Sadeqa)
            .iter()
            .position(|puzzle| puzzle.line.len() >= 3)
            .unwrap();
        let mut puzzle = puzzle_on_board(GameId::Sadeqa, number);
        let solver = puzzle.solver();
        let right = puzzle.run.expected().unwrap();
        let wrong = puzzle
            .run
            .puzzle
            .start
            .legal_moves()
            .into_iter()
            .find(|&mv| mv != right)
            .unwrap();
        assert_eq!(
            puzzle.admits(solver, wrong),
            PuzzleAdmission::Wrong { better: None }
        );
        assert_eq!(puzzle.ringed, None);
        assert_eq!(
            puzzle.admits(solver, wrong),
            PuzzleAdmission::Wrong {
                better: Some(right)
            }
        );
        assert_eq!(puzzle.ringed, Some(right));
        assert_eq!(puzzle.admits(solver, right), PuzzleAdmission::Played);
        assert_eq!(puzzle.ringed, None);
        let reply = puzzle.run.puzzle.line[1];
        assert_eq!(
            puzzle.admits(solver, right),
            PuzzleAdmission::Refused,
            "the reply is due first"
        );
        assert_eq!(
            puzzle.admits(solver.opponent(), reply),
            PuzzleAdmission::Played
        );
    }

    #[test]
    fn a_puzzle_that_is_not_there_is_refused() {
        let count = puzzles::shipped_once(GameId::Shax).len();
        assert!(puzzle_session(GameId::Shax, count, None).is_ok());
        for number in [0, count + 1] {
            let error = puzzle_session(GameId::Shax, number, None).unwrap_err();
            assert_eq!(error.number, number);
        }
    }
}
