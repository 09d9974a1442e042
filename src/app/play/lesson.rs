//! A lesson being played: its position on the board, the player's moves judged by the lesson
//! (a move that is not the lesson's is not played), the other side's scripted replies, and the
//! stars when it is done. The lesson's data and judging are `crate::lessons`.

use std::time::Duration;

use bevy::prelude::*;

use super::screens::{Screen, Turn};
use super::session::{MoveChosen, Opponent, Session, SessionMode, Setup, in_a_lesson};
use super::wake::{WakeUp, next_tick};
use crate::app::AppSystems;
use crate::lessons::{self, LessonRun, NoSuchLesson, Stars, Verdict};
use crate::rules::{AnyMove, GameId, GameOptions, Player};

/// The lesson on the board (the session's mode in a lesson).
#[derive(Clone, Debug)]
pub struct ActiveLesson {
    pub game: GameId,
    /// From 1.
    pub number: usize,
    /// How many lessons the game has.
    pub count: usize,
    pub run: LessonRun,
    /// The other side's answer, waiting to be played once the player's move is shown.
    reply_due: Option<AnyMove>,
    /// Set once the lesson is done.
    pub finished: Option<Stars>,
    /// When it was done, on the real clock: the next lesson follows `NEXT_LESSON_AFTER` later.
    finished_at: Option<Duration>,
    /// The player chose to stay on the summary: the next lesson waits for them.
    stays: bool,
}

/// How long after a lesson is done the next one starts by itself: its summary stands for ten
/// seconds of it, time to read what the lesson taught (a play-test missed it in Somali at
/// four; "Next lesson" goes on at once).
pub const NEXT_LESSON_AFTER: Duration = Duration::from_secs(12);

/// How long a done lesson's board stands alone before its summary comes over it: the summary
/// came within a fraction of a second and hid what the lesson's last move had just done.
pub const SUMMARY_AFTER: Duration = Duration::from_secs(2);

impl ActiveLesson {
    /// Whether this is the game's last lesson.
    pub fn is_last(&self) -> bool {
        self.number >= self.count
    }

    /// The time until the next lesson starts by itself (None: not done, or the last).
    pub fn next_lesson_in(&self, now: Duration) -> Option<Duration> {
        let done = self
            .finished_at
            .filter(|_| !self.is_last() && !self.stays)?;
        Some((done + NEXT_LESSON_AFTER).saturating_sub(now))
    }

    /// Whether the done lesson's summary stands over the board at `now` (real time).
    pub fn summary_due(&self, now: Duration) -> bool {
        self.stays
            || self
                .finished_at
                .is_some_and(|done| now >= done + SUMMARY_AFTER)
    }

    /// Whether `mover` may play `mv` now; the player's moves count as tries.
    fn admits(&mut self, mover: Player, mv: AnyMove) -> Admission {
        if self.finished.is_some() {
            return Admission::Refused;
        }
        if mover != self.run.player {
            return match self.reply_due == Some(mv) {
                true => {
                    self.reply_due = None;
                    Admission::Played
                }
                false => Admission::Refused,
            };
        }
        match self.run.judge(mv) {
            Verdict::Solves => Admission::Played,
            Verdict::NotTheLesson => Admission::NotTheLesson,
        }
    }
}

/// What a lesson says of a chosen move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Admission {
    Played,
    /// The rules allow it, but the lesson asks for another move: it is not played.
    NotTheLesson,
    /// Not this side's move now (a click while the other side's answer is due).
    Refused,
}

/// Asks for a lesson.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub enum LessonRequest {
    Start {
        game: GameId,
        number: usize,
    },
    /// The lesson on the board again, from its start.
    Again,
    /// The lesson after the one on the board.
    Next,
    /// Stay on the done lesson's summary: the next lesson does not start by itself.
    Stay,
}

/// A move the lesson did not take although the rules allow it (the narration says why).
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct NotTheLessonsMove(pub AnyMove);

/// A lesson done, with its stars (kept by the menu's progress).
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct LessonDone {
    pub game: GameId,
    pub number: usize,
    pub stars: Stars,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LessonRequest>()
        .add_message::<NotTheLessonsMove>()
        .add_message::<LessonDone>()
        .add_systems(
            Update,
            (
                start_lessons.in_set(AppSystems::Apply),
                stay_on_the_summary
                    .run_if(in_a_lesson)
                    .in_set(AppSystems::Apply),
                play_reply
                    .run_if(in_a_lesson.and_then(in_state(Turn::AwaitingInput)))
                    .in_set(AppSystems::Select),
                (
                    finish_lesson.run_if(board_is_still),
                    // Right after, so that the frame that ends the lesson asks for the
                    // countdown's first second.
                    next_lesson_by_itself,
                )
                    .chain()
                    .run_if(in_a_lesson)
                    .in_set(AppSystems::Present),
            ),
        );
}

/// The session of lesson `number` of `game`.
pub fn lesson_session(game: GameId, number: usize) -> Result<Session, NoSuchLesson> {
    let lesson = lessons::lesson(game, number)?;
    let count = lessons::course(game).lessons.len();
    // The course's files are checked by tests/lessons.rs: their positions always load.
    let (run, position) = LessonRun::start(lesson).map_err(|_| NoSuchLesson {
        game,
        number,
        count,
    })?;
    let options = GameOptions {
        first: run.player,
        ..GameOptions::default()
    };
    let setup = Setup::new(game, options, Opponent::Friend);
    let lesson = ActiveLesson {
        game,
        number,
        count,
        run,
        reply_due: None,
        finished: None,
        finished_at: None,
        stays: false,
    };
    Ok(Session {
        game: position,
        mode: SessionMode::Lesson(Box::new(lesson)),
        ..Session::new(setup)
    })
}

fn start_lessons(
    mut requests: MessageReader<LessonRequest>,
    session: Option<Res<Session>>,
    mut commands: Commands,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let active = session.as_ref().and_then(|session| session.lesson());
    for request in requests.read() {
        let (game, number) = match (request, active) {
            (LessonRequest::Start { game, number }, _) => (*game, *number),
            (LessonRequest::Again, Some(on)) => (on.game, on.number),
            (LessonRequest::Next, Some(on)) if on.number < on.count => (on.game, on.number + 1),
            (LessonRequest::Next, Some(_)) => {
                commands.remove_resource::<Session>();
                next_screen.set(Screen::Menu);
                continue;
            }
            (LessonRequest::Again | LessonRequest::Next, None) | (LessonRequest::Stay, _) => {
                continue;
            }
        };
        match lesson_session(game, number) {
            Ok(session) => {
                commands.insert_resource(session);
                // `set` re-runs OnEnter even when a board is on screen: a fresh board.
                next_screen.set(Screen::Playing);
            }
            Err(e) => warn!("{e}"),
        }
    }
}

/// "Stay": the done lesson's summary stays until the player goes on.
fn stay_on_the_summary(mut requests: MessageReader<LessonRequest>, mut session: ResMut<Session>) {
    if requests
        .read()
        .any(|request| *request == LessonRequest::Stay)
        && let Some(lesson) = session.lesson_mut()
    {
        lesson.stays = true;
    }
}

/// Whether the session may play `mv` by `mover` now (always, outside lessons); tells the
/// narration when the lesson wants another move.
pub fn admit(
    lesson: Option<&mut ActiveLesson>,
    mover: Player,
    mv: AnyMove,
    not_the_lesson: &mut MessageWriter<NotTheLessonsMove>,
) -> bool {
    let Some(lesson) = lesson else {
        return true;
    };
    match lesson.admits(mover, mv) {
        Admission::Played => true,
        Admission::NotTheLesson => {
            not_the_lesson.write(NotTheLessonsMove(mv));
            false
        }
        Admission::Refused => false,
    }
}

/// After the player's move: notes the reply due (called by the session once it is played).
pub fn after_move(lesson: Option<&mut ActiveLesson>, mover: Player) {
    if let Some(lesson) = lesson
        && mover == lesson.run.player
    {
        lesson.reply_due = lesson.run.solved();
    }
}

/// The other side's scripted answer, once the player's move has been shown.
fn play_reply(session: Res<Session>, mut chosen: MessageWriter<MoveChosen>) {
    let Some(lesson) = session.lesson() else {
        return;
    };
    if let Some(mv) = lesson.reply_due
        && session.game.turn() == Some(lesson.run.player.opponent())
    {
        chosen.write(MoveChosen {
            mv,
            at_ply: session.game.ply(),
        });
    }
}

/// True when no move is shown or about to be: a move applied this frame turns to `Animating`
/// only at the next state transition.
pub(super) fn board_is_still(
    turn: Option<Res<State<Turn>>>,
    next: Option<Res<NextState<Turn>>>,
) -> bool {
    turn.is_some_and(|turn| *turn.get() != Turn::Animating)
        && next.is_some_and(|next| matches!(*next, NextState::Unchanged))
}

/// The next lesson starts by itself a few seconds after one is done, input or not: the window is
/// woken at each second of the countdown and at its end.
fn next_lesson_by_itself(
    session: Res<Session>,
    time: Res<Time<Real>>,
    mut wake: ResMut<WakeUp>,
    mut requests: MessageWriter<LessonRequest>,
) {
    let Some(lesson) = session.lesson() else {
        return;
    };
    // The summary comes by itself too (after the game's last lesson, with no countdown).
    if let Some(done) = lesson.finished_at
        && !lesson.summary_due(time.elapsed())
    {
        wake.at(done + SUMMARY_AFTER);
    }
    let (Some(left), Some(done)) = (lesson.next_lesson_in(time.elapsed()), lesson.finished_at)
    else {
        return;
    };
    if left.is_zero() {
        requests.write(LessonRequest::Next);
        // The request is taken up in the next frame, which must not wait for input.
        wake.at(time.elapsed());
    } else {
        wake.at(next_tick(done, time.elapsed(), NEXT_LESSON_AFTER));
    }
}

/// The lesson done once its last step (and answer) has been shown whole: its stars.
fn finish_lesson(
    mut session: ResMut<Session>,
    time: Res<Time<Real>>,
    mut done: MessageWriter<LessonDone>,
) {
    // Read first: the session is marked changed only when the lesson is done.
    let done_now = session.lesson().is_some_and(|lesson| {
        lesson.finished.is_none() && lesson.reply_due.is_none() && lesson.run.is_done(&session.game)
    });
    if let Some(lesson) = session.lesson_mut().filter(|_| done_now) {
        let stars = lesson.run.stars();
        lesson.finished = Some(stars);
        lesson.finished_at = Some(time.elapsed());
        done.write(LessonDone {
            game: lesson.game,
            number: lesson.number,
            stars,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A done lesson's board stands alone a moment before the summary comes over it (it came
    /// at once and hid what the last move did); a player who stays keeps it.
    #[test]
    fn the_summary_waits_for_the_last_move_to_be_seen() {
        let session = lesson_session(GameId::Sadeqa, 1).unwrap();
        let SessionMode::Lesson(mut lesson) = session.mode else {
            panic!("a lesson");
        };
        let done = Duration::from_secs(100);
        lesson.finished = Some(Stars(3));
        lesson.finished_at = Some(done);
        assert!(!lesson.summary_due(done));
        assert!(!lesson.summary_due(done + SUMMARY_AFTER / 2));
        assert!(lesson.summary_due(done + SUMMARY_AFTER));
        assert!(
            SUMMARY_AFTER < NEXT_LESSON_AFTER,
            "the summary is read before the next lesson"
        );
        lesson.stays = true;
        assert!(lesson.summary_due(done));
    }
}
