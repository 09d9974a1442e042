//! Looking back on a game: the board steps through its moves (each step forward shown as the
//! move it was), while the level-5 search scores every position as a task beside the frames,
//! one position after another from the start, so the chart fills in as it goes.

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::answer::Answer;

use super::computer::finish_in_slices;
use super::endgame::EndgameTables;
use super::screens::{Screen, Turn};
use super::session::{
    BoardReset, GameRequest, MoveApplied, Opponent, Session, SessionMode, in_a_review,
};
use crate::ai::review::{Evaluation, GameReview};
use crate::ai::{AnySearch, ThinkOptions};
use crate::app::AppSystems;
use crate::rules::AnyPosition;

/// The game under review and how far its analysis has come (the session's mode in a review).
#[derive(Clone, Debug)]
pub struct Review {
    /// The whole game with the computer's evaluations, filled in as they come.
    pub analysis: GameReview,
    /// The position asked for, in moves from the start; the board catches up with it.
    pub target: usize,
    /// The game to go back to when the review closes (`None`: the menu).
    pub came_from: Option<Box<Session>>,
    started: Instant,
    /// Seconds the whole analysis took, once done.
    pub analysis_seconds: Option<f32>,
}

/// The review's position being searched, and its search's answer (dropped, and the search
/// with it, when the review ends).
#[derive(Resource)]
struct ReviewSearch {
    ply: usize,
    /// The position searched: an answer for another review's game is not taken.
    position: AnyPosition,
    answer: Answer<Evaluation>,
}

impl Review {
    /// The review of `analysis`'s game, asked to show the position after `target` moves.
    pub fn new(analysis: GameReview, target: usize, came_from: Option<Box<Session>>) -> Review {
        Review {
            target: target.min(analysis.moves()),
            analysis,
            came_from,
            started: Instant::now(),
            analysis_seconds: None,
        }
    }

    /// The game from the position on the board, to be played on (the review's "Play from
    /// here"): the moves before it kept, so that undo still works.
    pub fn session_from_here(&self, shown: &Session, opponent: Opponent) -> Session {
        Session {
            game: self.analysis.position(shown.game.ply()),
            streak_before: shown.streak_before,
            ..Session::new(shown.setup.played_on_against(opponent))
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
                step.run_if(in_a_review),
                catch_up.run_if(in_a_review.and_then(in_state(Turn::Reviewing))),
            )
                .chain()
                .in_set(AppSystems::Apply),
        )
        .add_systems(Update, analyse.run_if(in_a_review))
        .add_systems(
            Update,
            stop_searching_when_the_review_ends.run_if(resource_exists::<ReviewSearch>),
        );
}

fn open_and_close(
    mut requests: MessageReader<ReviewRequest>,
    mut commands: Commands,
    session: Option<Res<Session>>,
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
                let review = Review::new(analysis.clone(), *at, came_from.clone());
                let target = review.target;
                commands.remove_resource::<ReviewSearch>();
                commands.insert_resource(Session {
                    game: analysis.position(target),
                    redo: Vec::new(),
                    mode: SessionMode::Review(Box::new(review)),
                    ..(**game).clone()
                });
                // A fresh board even when one is on screen (after a game).
                next_screen.set(Screen::Playing);
            }
            ReviewRequest::Close => {
                let review = session.as_ref().and_then(|session| session.review());
                let back = review.and_then(|review| review.came_from.clone());
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
fn step(mut requests: MessageReader<ReviewRequest>, mut session: ResMut<Session>) {
    for request in requests.read() {
        if let ReviewRequest::Step(step) = request
            && let Some(review) = session.review_mut()
        {
            let moves = review.analysis.moves();
            let target = step.from(review.target, moves);
            review.target = target;
        }
    }
}

/// Brings the board to the target: one move forward is played as a move (animated, heard),
/// any other jump sets the position at once.
fn catch_up(
    mut session: ResMut<Session>,
    mut applied: MessageWriter<MoveApplied>,
    mut board_reset: MessageWriter<BoardReset>,
    mut next_turn: ResMut<NextState<Turn>>,
) {
    let ply = session.game.ply();
    let Some(review) = session.review().filter(|review| review.target != ply) else {
        return;
    };
    let target = review.target;
    let next = review.analysis.game().moves().get(ply).copied();
    let position = review.analysis.position(target);
    if let Some(mv) = next.filter(|_| target == ply + 1)
        && let Some(shown) = MoveApplied::play(&mut session.game, mv)
    {
        applied.write(shown);
        next_turn.set(Turn::Animating);
        return;
    }
    session.game = position;
    board_reset.write(BoardReset);
}

/// Searches the positions one after another, each as a task (sliced between frames on the
/// web), and takes each evaluation as it comes.
fn analyse(
    mut session: ResMut<Session>,
    search: Option<Res<ReviewSearch>>,
    tables: Res<EndgameTables>,
    mut commands: Commands,
    event_loop: Option<Res<EventLoopProxyWrapper>>,
) {
    if let Some(search) = &search {
        // The session is marked changed only when an evaluation comes in.
        let Some(evaluation) = search.answer.take() else {
            return;
        };
        if let Some(review) = session.review_mut()
            && review.analysis.position(search.ply).position() == search.position
        {
            review.analysis.record(search.ply, evaluation);
        }
    }
    let Some(review) = session.review() else {
        return;
    };
    let Some(ply) = review.analysis.next_to_search() else {
        if search.is_some() {
            commands.remove_resource::<ReviewSearch>();
        }
        if review.analysis_seconds.is_none() {
            let seconds = review.started.elapsed().as_secs_f32();
            let positions = review.analysis.moves() + 1;
            info!(
                "review: {positions} positions searched at level 5 in {seconds:.1} s, \
                 {:.2} s a position",
                seconds / positions as f32
            );
            if let Some(review) = session.review_mut() {
                review.analysis_seconds = Some(seconds);
            }
        }
        return;
    };
    // The next position's search starts in the frame the last one's answer came in: the
    // window may sleep after it, and the answer of this one is what wakes it.
    let position = review.analysis.position(ply);
    // A position the endgame tables will know waits for them (their end wakes the window).
    if tables.pending_for(&position) {
        if search.is_some() {
            commands.remove_resource::<ReviewSearch>();
        }
        return;
    }
    let searched = position.position();
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
    let answer = Answer::spawn(work, event_loop.as_deref());
    // Replaces the search just answered, if any.
    commands.insert_resource(ReviewSearch {
        ply,
        position: searched,
        answer,
    });
}

/// A review left (a game played, "Play from here", the menu) stops its search.
fn stop_searching_when_the_review_ends(session: Option<Res<Session>>, mut commands: Commands) {
    if !session.is_some_and(|session| session.is_review()) {
        commands.remove_resource::<ReviewSearch>();
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
