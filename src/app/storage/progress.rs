//! The player's progress kept in its own file (`progress.json`, beside the settings, so that a
//! damaged one loses nothing else): read at start-up, a file that cannot be used set aside with
//! a notice; each game finished against the computer and each puzzle solved added, and the file
//! written again.

use bevy::prelude::*;

use super::{FileNotice, FileNotices, Storage, StorageError};
use crate::app::play::hint::HintedMoves;
use crate::app::play::puzzle::PuzzleDone;
use crate::app::play::screens::Turn;
use crate::app::play::session::{Seat, Session};
use crate::app::play::today::today;
use crate::lessons::Stars;
use crate::progress::{Outcome, PlayedGame, Progress, TriedPuzzle};
use crate::puzzles::Theme;
use crate::rules::{Player, Status};

/// The progress's name in the storage.
pub const PROGRESS_FILE: &str = "progress.json";

/// The progress file could not be read (not a damaged file: the system refused): it is not
/// written over.
#[derive(Resource)]
struct ProgressUnread;

/// Everything the player did that counts (`crate::progress`).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PlayerProgress(pub Progress);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerProgress>()
        .init_resource::<FileNotices>()
        .add_systems(Startup, read_progress.run_if(resource_exists::<Storage>))
        .add_systems(OnEnter(Turn::GameOver), count_the_result)
        .add_systems(Update, count_solved_puzzles)
        .add_systems(
            Last,
            keep_progress.run_if(
                resource_exists::<Storage>
                    .and_then(not(resource_exists::<ProgressUnread>))
                    .and_then(resource_changed::<PlayerProgress>)
                    // Not for its first frame: nothing has changed it yet.
                    .and_then(not(resource_added::<PlayerProgress>)),
            ),
        );
}

/// Reads the progress; one that cannot be used is set aside and the player told.
fn read_progress(
    mut commands: Commands,
    storage: Res<Storage>,
    mut progress: ResMut<PlayerProgress>,
    mut notices: ResMut<FileNotices>,
) {
    let problem = match storage.read(PROGRESS_FILE) {
        Ok(None) => return,
        Ok(Some(text)) => match Progress::from_file_text(&text) {
            Ok(read) => {
                // Read as it was: not written again for it.
                *progress.bypass_change_detection() = PlayerProgress(read);
                return;
            }
            Err(e) => e.to_string(),
        },
        Err(e @ StorageError::NotText { .. }) => e.to_string(),
        Err(e) => {
            warn!("the progress was not read: {e}");
            notices.0.push(FileNotice::ProgressNotRead);
            commands.insert_resource(ProgressUnread);
            return;
        }
    };
    warn!("{}: {problem}", storage.describe(PROGRESS_FILE));
    notices.0.push(match storage.set_aside(PROGRESS_FILE) {
        Ok(aside) => FileNotice::ProgressPutAside { aside },
        Err(e) => {
            warn!("the progress was not put aside: {e}");
            FileNotice::ProgressNotPutAside
        }
    });
}

/// Writes the progress after it changed; a failure is said once in the log.
fn keep_progress(
    storage: Res<Storage>,
    progress: Res<PlayerProgress>,
    mut failed_once: Local<bool>,
) {
    if let Err(e) = storage.write(PROGRESS_FILE, &progress.0.to_file_text())
        && !std::mem::replace(&mut *failed_once, true)
    {
        warn!("the progress was not kept: {e}");
    }
}

/// A game of the player's own against the computer, finished: its result counted once (a take
/// back after the end and another end count no more), helped if a move was taken back or a
/// hinted move played.
fn count_the_result(
    mut session: ResMut<Session>,
    hinted: Res<HintedMoves>,
    mut progress: ResMut<PlayerProgress>,
) {
    if let Some(played) = result_of(&session, !hinted.0.is_empty()) {
        session.result_counted = true;
        progress.0.games.push(played);
    }
}

/// The result a finished game adds to the progress, if it counts: a game of the player's own,
/// on this screen against the computer, not counted yet.
pub fn result_of(session: &Session, hinted: bool) -> Option<PlayedGame> {
    let setup = &session.setup;
    let level = setup.computer_level()?;
    let counts = session.is_kept()
        && !session.result_counted
        && setup.far_side().is_none()
        && session.status().is_over();
    let person = Player::BOTH
        .into_iter()
        .find(|&player| counts && setup.seat(player) == Seat::Here)?;
    let theme = match session.status() {
        Status::Over { reason, .. } => Theme::of_ending(reason),
        Status::Ongoing => None,
    };
    let outcome = match session.status().winner() {
        None => Outcome::Drawn,
        Some(winner) if winner == person => Outcome::Won,
        Some(_) => Outcome::Lost,
    };
    Some(PlayedGame {
        game: setup.game,
        level: level.number(),
        outcome,
        helped: session.took_back || hinted,
        day: today(),
        theme,
    })
}

/// A solved puzzle rates the player the first time; the day's puzzle also counts for the
/// streak on its day, even one solved before.
fn count_solved_puzzles(mut done: MessageReader<PuzzleDone>, mut progress: ResMut<PlayerProgress>) {
    for solved in done.read() {
        let number = solved.number as u32;
        let day = solved.daily.unwrap_or_else(today);
        let new = !progress.0.solved_puzzle(solved.game, number);
        let new_day = solved.daily.is_some() && !progress.0.daily_days().contains(&day);
        if new || new_day {
            progress.0.puzzles.push(TriedPuzzle {
                game: solved.game,
                difficulty: solved.difficulty,
                clean: solved.stars == Stars(3),
                day,
                number,
                daily: solved.daily.is_some(),
            });
        }
    }
}
