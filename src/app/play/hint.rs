//! Hints: "Hint" (or H) asks the level-5 search, running as a task beside the frames like the
//! computer's, for the best move; the first press marks the piece or hole to move, the second
//! the whole move. The moves made after a hint are remembered for the move list.

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::answer::Answer;

use super::computer::search_in_slices;
use super::screens::{Screen, Turn};
use super::session::{MoveApplied, Session};
use crate::ai::endgame::{self, Exact};
use crate::ai::{AnySearch, ThinkOptions};
use crate::app::AppSystems;
use crate::rules::{AnyMove, Player};

/// A press of "Hint".
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct HintAsked;

/// How much of the hinted move the board shows.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum HintShown {
    /// Nothing yet (the search may be running).
    #[default]
    Nothing,
    /// The piece or hole to move.
    Start,
    /// The whole move.
    Move,
}

/// The hint for the position on the board.
#[derive(Resource, Default)]
pub struct Hint {
    /// The moves played when it was asked for.
    at_ply: usize,
    task: Option<Answer<Option<AnyMove>>>,
    /// The best move, once found.
    pub best: Option<AnyMove>,
    /// What the player asked to see (shown once the move is found).
    pub asked: HintShown,
    /// South's result with best play, where the endgame tables know the position.
    pub south_best_play: Option<Exact>,
}

impl Hint {
    /// What the board shows now.
    pub fn shown(&self) -> HintShown {
        match self.best {
            Some(_) => self.asked,
            None => HintShown::Nothing,
        }
    }

    /// Whether the search is running.
    pub fn is_searching(&self) -> bool {
        self.task.is_some()
    }
}

/// The plies (moves counted from the start) played after a hint, for the move list.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct HintedMoves(pub Vec<usize>);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HintAsked>()
        .init_resource::<Hint>()
        .init_resource::<HintedMoves>()
        .add_systems(
            Update,
            (
                ask.run_if(in_state(Screen::Playing)),
                collect.run_if(|hint: Res<Hint>| hint.task.is_some()),
                note_hinted_moves,
            )
                .chain()
                .run_if(resource_exists::<Session>)
                .in_set(AppSystems::Select),
        );
}

/// Whether a hint may be asked for: a person is to move (in a puzzle, its solver), outside
/// lessons (they mark their own)
/// and outside games online (where the friend has no computer at their side).
pub fn hints_allowed(session: &Session) -> bool {
    session.lesson().is_none()
        && session.puzzle().is_none_or(|puzzle| {
            puzzle.finished.is_none() && session.game.turn() == Some(puzzle.solver())
        })
        && session.online.is_none()
        && !session.far_side_to_move()
        && session
            .game
            .turn()
            .is_some_and(|player| !session.setup.is_computer(player))
}

/// Starts the search for a hint, or shows more of the one found. A press while the
/// computer's answer is shown waits for the board at rest (the press finishes the showing).
fn ask(
    mut asked: MessageReader<HintAsked>,
    mut waiting: Local<bool>,
    turn: Res<State<Turn>>,
    session: Res<Session>,
    mut hint: ResMut<Hint>,
    event_loop: Option<Res<EventLoopProxyWrapper>>,
) {
    *waiting |= asked.read().count() > 0;
    match turn.get() {
        Turn::Animating => return,
        Turn::AwaitingInput if *waiting => *waiting = false,
        _ => {
            *waiting = false;
            return;
        }
    }
    if !hints_allowed(&session) {
        return;
    }
    let ply = session.game.ply();
    if hint.at_ply == ply && (hint.best.is_some() || hint.task.is_some()) {
        // A second press shows the whole move.
        hint.asked = HintShown::Move;
        return;
    }
    // A puzzle's hint is its own move: the one that keeps the win, found by the tables.
    if let Some(puzzle) = session.puzzle() {
        *hint = Hint {
            at_ply: ply,
            best: puzzle.run.expected(),
            asked: HintShown::Start,
            ..Hint::default()
        };
        return;
    }
    let options = ThinkOptions::judging();
    let game = session.game.clone();
    // The found move wakes the sleeping window, so that the hint shows at once.
    let work = async move {
        match AnySearch::new(&game, &options) {
            Some(search) => search_in_slices(search, options).await,
            None => None,
        }
    };
    let task = Answer::spawn(work, event_loop.as_deref());
    *hint = Hint {
        at_ply: ply,
        task: Some(task),
        best: None,
        asked: HintShown::Start,
        south_best_play: None,
    };
}

/// Takes the search's move when it is ready, if the position is still the one it was asked for.
fn collect(mut hint: ResMut<Hint>, session: Res<Session>) {
    let Some(task) = &hint.task else {
        return;
    };
    let Some(found) = task.take() else {
        return;
    };
    hint.task = None;
    if hint.at_ply == session.game.ply() {
        // Read now, as the tables may have been built while the search ran: where they know
        // the position, the hint is their move.
        let perfect = endgame::best_move(&session.game);
        hint.best = perfect.map(|(mv, _)| mv).or(found);
        hint.south_best_play = perfect.map(|(_, value)| match session.game.turn() {
            Some(Player::North) => value.flipped(),
            _ => value,
        });
    }
}

/// The hinted move, when it is played while its hint is shown, is remembered (another move
/// made after a hint is the player's own); the hint is then gone.
fn note_hinted_moves(
    mut applied: MessageReader<MoveApplied>,
    session: Res<Session>,
    mut hint: ResMut<Hint>,
    mut hinted: ResMut<HintedMoves>,
) {
    for played in applied.read() {
        let ply = session.game.ply().saturating_sub(1);
        if hint.at_ply == ply && hint.shown() != HintShown::Nothing && hint.best == Some(played.mv)
        {
            hinted.0.push(ply);
        }
        *hint = Hint::default();
    }
    // Undo, redo or a new game: a hint for another position is gone, and so are the marks of
    // moves no longer in the game.
    if hint.at_ply != session.game.ply() && (hint.best.is_some() || hint.task.is_some()) {
        *hint = Hint::default();
    }
    let ply = session.game.ply();
    hinted.0.retain(|&hinted_ply| hinted_ply < ply);
}
