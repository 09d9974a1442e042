//! Where the settings and the game in progress are kept: files in the user's configuration
//! folder on the desktop, the browser's local storage on the web (and, there, the page's
//! address, which holds the game on the board).

#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(not(target_arch = "wasm32"))]
mod folder;
pub mod page_address;
pub mod progress;
pub mod saved_game;
pub mod settings;

use std::fmt;

use bevy::prelude::*;

use crate::app::play::opening::Opening;
use crate::app::words::{Arg, Phrasebook};

#[cfg(target_arch = "wasm32")]
use browser::Place;
#[cfg(not(target_arch = "wasm32"))]
use folder::Place;

/// The saved game (tests keep and continue games without a window).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((saved_game::plugin, page_address::plugin, progress::plugin));
}

/// Opens the kept game (`--continue`) or a link's game (`--open`) when the app starts there;
/// the other openings are `play::opening`'s.
pub fn open_at_start(app: &mut App, opening: &Opening) {
    match opening {
        Opening::Continue { .. } => saved_game::continue_at_start(app),
        Opening::Link(link) => {
            app.world_mut()
                .write_message(page_address::OpenLink(link.clone()));
        }
        _ => {}
    }
}

/// The settings, which only a windowed game reads and keeps.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(settings::plugin);
}

/// The place for the player's files. Absent in the screenshot mode and in tests that do not
/// ask for one, so that they never touch the player's own settings or game.
#[derive(Resource, Clone, Debug)]
pub struct Storage {
    place: Place,
}

/// What the menu tells the player about their files: one that could not be read and was put
/// aside, worded when shown.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct FileNotices(pub Vec<FileNotice>);

/// A file of the player's that could not be used, as the menu tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileNotice {
    /// The settings could not be read where they are kept (the log says where, and the
    /// system's reason: words no message file has); the game uses its usual settings.
    SettingsNotRead,
    /// The settings did not read, and were put aside as `aside`.
    SettingsPutAside { aside: String },
    /// The settings did not read, nor could they be put aside.
    SettingsNotPutAside,
    /// The saved game could not be read where it is kept.
    SavedGameNotRead,
    /// The saved game was refused for `why`, and put aside as `aside`.
    SavedGamePutAside {
        why: SavedGameProblem,
        aside: String,
    },
    /// The saved game was refused for `why`, nor could it be put aside.
    SavedGameNotPutAside { why: SavedGameProblem },
    /// The progress could not be read where it is kept: this run's is counted but not written
    /// over it.
    ProgressNotRead,
    /// The progress did not read, and was put aside as `aside`.
    ProgressPutAside { aside: String },
    /// The progress did not read, nor could it be put aside.
    ProgressNotPutAside,
}

/// Why a saved game could not be continued, in a few plain words (the log has the details).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SavedGameProblem {
    Damaged,
    Foreign,
    TooNew,
    NoVersion,
    UnknownGame,
    UnknownSettings,
    /// Its move `0` (from 1) cannot be played.
    Move(usize),
}

impl FileNotice {
    /// The notice in the player's words.
    pub fn words(&self, words: &Phrasebook) -> String {
        let text = |name: &'static str, value: &str| (name, Arg::from(value.to_string()));
        match self {
            FileNotice::SettingsNotRead => words.get("notice-settings-not-read"),
            FileNotice::SettingsPutAside { aside } => {
                words.with("notice-settings-put-aside", &[text("aside", aside)])
            }
            FileNotice::SettingsNotPutAside => words.get("notice-settings-not-put-aside"),
            FileNotice::SavedGameNotRead => words.get("notice-game-not-read"),
            FileNotice::SavedGamePutAside { why, aside } => words.with(
                "notice-game-put-aside",
                &[("why", why.words(words).into()), text("aside", aside)],
            ),
            FileNotice::SavedGameNotPutAside { why } => words.with(
                "notice-game-not-put-aside",
                &[("why", why.words(words).into())],
            ),
            FileNotice::ProgressNotRead => words.get("notice-progress-not-read"),
            FileNotice::ProgressPutAside { aside } => {
                words.with("notice-progress-put-aside", &[text("aside", aside)])
            }
            FileNotice::ProgressNotPutAside => words.get("notice-progress-not-put-aside"),
        }
    }
}

impl SavedGameProblem {
    fn words(self, words: &Phrasebook) -> String {
        match self {
            SavedGameProblem::Damaged => words.get("problem-damaged"),
            SavedGameProblem::Foreign => words.get("problem-foreign"),
            SavedGameProblem::TooNew => words.get("problem-too-new"),
            SavedGameProblem::NoVersion => words.get("problem-no-version"),
            SavedGameProblem::UnknownGame => words.get("problem-unknown-game"),
            SavedGameProblem::UnknownSettings => words.get("problem-unknown-settings"),
            SavedGameProblem::Move(number) => {
                words.with("problem-move", &[("number", number.into())])
            }
        }
    }
}

/// A file that could not be read, written or moved, with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The desktop has no configuration folder (no home folder).
    NoFolder,
    /// The browser gives this page no local storage (turned off, or a private window).
    NoLocalStorage,
    /// The stored bytes are not text: a damaged file, set aside like one that does not read.
    NotText { place: String },
    /// The system refused an operation ("read", "write", "move", …) on a place, and why.
    Refused {
        operation: &'static str,
        place: String,
        reason: String,
    },
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::NoFolder => {
                f.write_str("there is no configuration folder (is HOME set?)")
            }
            StorageError::NoLocalStorage => {
                f.write_str("the browser gives this page no local storage")
            }
            StorageError::NotText { place } => write!(f, "{place} is not text"),
            StorageError::Refused {
                operation,
                place,
                reason,
            } => write!(f, "could not {operation} {place}: {reason}"),
        }
    }
}

impl std::error::Error for StorageError {}

impl Storage {
    /// The player's own place, or an error saying why there is none (then nothing is kept).
    pub fn for_player() -> Result<Storage, StorageError> {
        Place::for_player().map(|place| Storage { place })
    }

    /// Files in `folder` (tests, and `DAGA_CONFIG_DIR`).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn in_folder(folder: impl Into<std::path::PathBuf>) -> Storage {
        Storage {
            place: Place::in_folder(folder.into()),
        }
    }

    /// The text stored under `name`, `None` when there is none.
    pub fn read(&self, name: &str) -> Result<Option<String>, StorageError> {
        self.place.read(name)
    }

    /// Stores `text` under `name` so that an interruption leaves either the old or the new
    /// text, never a mix.
    pub fn write(&self, name: &str, text: &str) -> Result<(), StorageError> {
        self.place.write(name, text)
    }

    /// Moves the text under `name` out of the way, keeping it for the player to look at, and
    /// says where it went.
    pub fn set_aside(&self, name: &str) -> Result<String, StorageError> {
        self.place.set_aside(name)
    }

    /// Forgets the text under `name` (nothing to do when there is none).
    pub fn remove(&self, name: &str) -> Result<(), StorageError> {
        self.place.remove(name)
    }

    /// Where `name` is kept, for messages.
    pub fn describe(&self, name: &str) -> String {
        self.place.describe(name)
    }
}
