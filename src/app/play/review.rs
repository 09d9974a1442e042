//! Looking back on a game: the board steps through its moves (each step forward shown as the
//! move it was), while the level-5 search scores every position as a task beside the frames,
//! one position after another from the start, so the chart fills in as it goes.

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::answer::Answer;

use super::computer::finish_in_slices;
use super::screens::{Screen, Turn};
use super::session::{BoardReset, GameRequest, MoveApplied, Opponent, Session, SessionKind, Setup};
use crate::ai::review::{Evaluation, GameReview};
use crate::ai::{AnySearch, ThinkOptions};
use crate::app::AppSystems;

/// The game under review and how far its analysis has come.
#[derive(Resource)]
pub struct Review {
    /// The whole game with the computer's evaluations, filled in as they come.
    pub analysis: GameReview,
    /// The position asked for, in moves from the start; the board catches up with it.
    pub target: usize,
    /// The game to go back to when the review closes (`None`: the menu).
    pub came_from: Option<Box<Session>>,
    /// The position being searched, and its search's answer.
    task: Option<(usize, Answer<Evaluation>)>,
    started: Instant,
    /// Seconds the whole analysis took, once done.
    pub analysis_seconds: Option<f32>,
}

impl Review {
    /// The game from the position on the board, to be played on (the review's "Play from
    /// here"): the moves before it kept, so that undo still works.
    pub fn session_from_here(&self, shown: &Session, opponent: Opponent) -> Session {
        Session {
            game: self.analysis.position(shown.game.ply()),
            streak_before: shown.streak_before,
            ..Session::new(Setup {
                opponent,
                ..shown.setup
            })
        }
    }
}

/// What the review is asked to do.
#[derive(Message, Clone, Debug)]
pub enum ReviewRequest {
    /// Review `game` (at its end), starting at the position after `at` moves.
    Open {
        game: Box<Session>,
        at: usize,
        came_from: Option<Box<Session>>,
    },
    /// Show another position.
    Step(ReviewStep),
    /// Close the review: back to the game it came from, or the menu.
    Close,
}

/// A step through the game under review.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    First,
    Back,
    Forward,
    Last,
    /// The position after this many moves.
    To(usize),
}

impl ReviewStep {
    /// The position this step asks for, from `target` in a game of `moves` moves.
    pub fn from(self, target: usize, moves: usize) -> usize {
        match self {
            ReviewStep::First => 0,
            ReviewStep::Back => target.saturating_sub(1),
            ReviewStep::Forward => (target + 1).min(moves),
            ReviewStep::Last => moves,
            ReviewStep::To(ply) => ply.min(moves),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReviewRequest>()
        .add_systems(
            Update,
            (
                open_and_close,
                step.run_if(resource_exists::<Review>),
                catch_up.run_if(
                    resource_exists::<Review>
                        .and_then(resource_exists::<Session>)
                        .and_then(in_state(Turn::Reviewing)),
                ),
            )
                .chain()
                .in_set(AppSystems::Apply),
        )
        .add_systems(Update, analyse.run_if(resource_exists::<Review>))
        .add_systems(
            Update,
            forget_the_review_when_a_game_is_played.run_if(resource_exists_and_changed::<Session>),
        )
        .add_systems(OnEnter(Screen::Menu), |mut commands: Commands| {
            commands.remove_resource::<Review>()
        });
}

fn open_and_close(
    mut requests: MessageReader<ReviewRequest>,
    mut commands: Commands,
    review: Option<Res<Review>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut games: MessageWriter<GameRequest>,
) {
    for request in requests.read() {
        match request {
            ReviewRequest::Open {
                game,
                at,
                came_from,
            } => {
                let analysis = GameReview::new(game.game.clone());
                let target = (*at).min(analysis.moves());
                commands.insert_resource(Session {
                    game: analysis.position(target),
                    redo: Vec::new(),
                    far_side: None,
                    kind: SessionKind::Review,
                    ..(**game).clone()
                });
                commands.insert_resource(Review {
                    analysis,
                    target,
                    came_from: came_from.clone(),
                    task: None,
                    started: Instant::now(),
                    analysis_seconds: None,
                });
                // A fresh board even when one is on screen (after a game).
                next_screen.set(Screen::Playing);
            }
            ReviewRequest::Close => {
                let back = review.as_ref().and_then(|review| review.came_from.clone());
                commands.remove_resource::<Review>();
                games.write(match back {
                    Some(session) => GameRequest::Continue(session),
                    None => GameRequest::BackToMenu,
                });
            }
            ReviewRequest::Step(_) => {}
        }
    }
}

/// Steps move the target; the board follows in `catch_up` (a step asked for during a move's
/// animation counts too: it is followed once the move has been shown).
fn step(mut requests: MessageReader<ReviewRequest>, mut review: ResMut<Review>) {
    for request in requests.read() {
        if let ReviewRequest::Step(step) = request {
            let moves = review.analysis.moves();
            let target = step.from(review.target, moves);
            review.target = target;
        }
    }
}

/// Brings the board to the target: one move forward is played as a move (animated, heard),
/// any other jump sets the position at once.
fn catch_up(
    review: Res<Review>,
    mut session: ResMut<Session>,
    mut applied: MessageWriter<MoveApplied>,
    mut board_reset: MessageWriter<BoardReset>,
    mut next_turn: ResMut<NextState<Turn>>,
) {
    let ply = session.game.ply();
    if review.target == ply {
        return;
    }
    let next = review.analysis.game().moves().get(ply).copied();
    if let Some(mv) = next.filter(|_| review.target == ply + 1)
        && let Some(shown) = MoveApplied::play(&mut session.game, mv)
    {
        applied.write(shown);
        next_turn.set(Turn::Animating);
        return;
    }
    session.game = review.analysis.position(review.target);
    board_reset.write(BoardReset);
}

/// Searches the positions one after another, each as a task (sliced between frames on the
/// web), and takes each evaluation as it comes.
fn analyse(mut review: ResMut<Review>, event_loop: Option<Res<EventLoopProxyWrapper>>) {
    let review = &mut *review;
    if let Some((ply, task)) = &review.task {
        let Some(evaluation) = task.take() else {
            return;
        };
        let ply = *ply;
        review.task = None;
        review.analysis.record(ply, evaluation);
    }
    let Some(ply) = review.analysis.next_to_search() else {
        if review.analysis_seconds.is_none() {
            let seconds = review.started.elapsed().as_secs_f32();
            review.analysis_seconds = Some(seconds);
            let positions = review.analysis.moves() + 1;
            info!(
                "review: {positions} positions searched at level 5 in {seconds:.1} s, \
                 {:.2} s a position",
                seconds / positions as f32
            );
        }
        return;
    };
    let position = review.analysis.position(ply);
    let options = ThinkOptions::judging();
    // Each finished search wakes the sleeping window, so that the chart fills in as it goes.
    let work = async move {
        match AnySearch::new(&position, &options) {
            Some(search) => {
                let search = finish_in_slices(search).await;
                Evaluation::of_search(&position, &search, &options)
            }
            // `next_to_search` never offers a finished position: its result is its evaluation.
            None => Evaluation::of_result(position.status()),
        }
    };
    let task = Answer::spawn(work, event_loop.as_deref());
    review.task = Some((ply, task));
}

/// A game played (a new one, "Play from here", a game continued) ends the review.
fn forget_the_review_when_a_game_is_played(session: Res<Session>, mut commands: Commands) {
    if !session.is_review() {
        commands.remove_resource::<Review>();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_inside_the_game() {
        assert_eq!(ReviewStep::Back.from(0, 10), 0);
        assert_eq!(ReviewStep::Forward.from(10, 10), 10);
        assert_eq!(ReviewStep::Forward.from(3, 10), 4);
        assert_eq!(ReviewStep::To(99).from(3, 10), 10);
        assert_eq!(ReviewStep::Last.from(3, 10), 10);
        assert_eq!(ReviewStep::First.from(3, 10), 0);
    }
}
