//! The progress as a file: typed, versioned JSON (`{"format": "daga progress", "version": 1,
//! "games": […], "puzzles": […]}`), read all or nothing, each value checked.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::Progress;
use crate::ai::Level;
use crate::json_error::JsonError;

/// The first field, so that another program's file is told apart.
const FORMAT: &str = "daga progress";
/// The layout this version reads and writes.
const VERSION: u64 = 1;

/// Why a progress text cannot be used.
#[derive(Clone, Debug, PartialEq)]
pub enum ProgressFileError {
    /// Not JSON, or a field of the wrong kind.
    Unreadable(JsonError),
    /// JSON of some other program.
    Foreign,
    /// Written by a newer version of Daga.
    TooNew(u64),
    /// A game against a level no version has (from 1 to 5).
    Level(u8),
    /// A puzzle's difficulty out of 1 to 5.
    Difficulty(u8),
}

impl fmt::Display for ProgressFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressFileError::Unreadable(e) => write!(f, "the progress does not read: {e}"),
            ProgressFileError::Foreign => f.write_str("the file is not Daga's progress"),
            ProgressFileError::TooNew(v) => write!(
                f,
                "the progress is of version {v}, newer than this program reads ({VERSION})"
            ),
            ProgressFileError::Level(level) => {
                write!(f, "a game against level {level} (there are levels 1 to 5)")
            }
            ProgressFileError::Difficulty(d) => {
                write!(f, "a puzzle of difficulty {d} (they are 1 to 5)")
            }
        }
    }
}

impl std::error::Error for ProgressFileError {}

/// The file's layout.
#[derive(Serialize, Deserialize)]
struct ProgressFile {
    format: String,
    version: u64,
    #[serde(flatten)]
    progress: Progress,
}

/// Only the header, read first: a newer version's fields may not read as this one's.
#[derive(Deserialize)]
struct Header {
    format: Option<String>,
    version: Option<u64>,
}

impl Progress {
    /// The progress as the file holds it.
    pub fn to_file_text(&self) -> String {
        let file = ProgressFile {
            format: FORMAT.to_string(),
            version: VERSION,
            progress: self.clone(),
        };
        serde_json::to_string(&file).unwrap_or_default()
    }

    /// Reads a progress file; any value it cannot use refuses the whole.
    pub fn from_file_text(text: &str) -> Result<Progress, ProgressFileError> {
        let unreadable = |e: serde_json::Error| ProgressFileError::Unreadable(e.into());
        let header: Header = serde_json::from_str(text).map_err(unreadable)?;
        match (header.format.as_deref(), header.version) {
            (Some(FORMAT), Some(VERSION)) => {}
            (Some(FORMAT), Some(newer)) if newer > VERSION => {
                return Err(ProgressFileError::TooNew(newer));
            }
            _ => return Err(ProgressFileError::Foreign),
        }
        let file: ProgressFile = serde_json::from_str(text).map_err(unreadable)?;
        let progress = file.progress;
        if let Some(bad) = progress
            .games
            .iter()
            .find(|played| Level::from_number(played.level).is_none())
        {
            return Err(ProgressFileError::Level(bad.level));
        }
        if let Some(bad) = progress
            .puzzles
            .iter()
            .find(|tried| !(1..=5).contains(&tried.difficulty))
        {
            return Err(ProgressFileError::Difficulty(bad.difficulty));
        }
        Ok(progress)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{Outcome, PlayedGame, TriedPuzzle};
    use crate::puzzles::Theme;
    use crate::rules::GameId;

    fn some_progress() -> Progress {
        Progress {
            games: vec![PlayedGame {
                game: GameId::Shax,
                level: 2,
                outcome: Outcome::Won,
                helped: false,
                day: 20_794,
                theme: Some(Theme::TwoPieces),
            }],
            puzzles: vec![TriedPuzzle {
                game: GameId::Sadeqa,
                difficulty: 3,
                clean: true,
                day: 20_794,
                number: 12,
                daily: true,
            }],
        }
    }

    #[test]
    fn the_file_reads_back_what_it_wrote() {
        let progress = some_progress();
        let text = progress.to_file_text();
        assert!(
            text.starts_with(r#"{"format":"daga progress","version":1"#),
            "{text}"
        );
        assert_eq!(Progress::from_file_text(&text), Ok(progress));
    }

    #[test]
    fn a_file_that_cannot_be_used_is_refused_with_why() {
        let text = some_progress().to_file_text();
        let cases = [
            ("{".to_string(), None),
            (
                r#"{"volume": 1}"#.to_string(),
                Some(ProgressFileError::Foreign),
            ),
            (
                text.replace(r#""version":1"#, r#""version":7"#),
                Some(ProgressFileError::TooNew(7)),
            ),
            (
                text.replace(r#""level":2"#, r#""level":9"#),
                Some(ProgressFileError::Level(9)),
            ),
            (
                text.replace(r#""difficulty":3"#, r#""difficulty":0"#),
                Some(ProgressFileError::Difficulty(0)),
            ),
            (text.replace(r#""won""#, r#""resigned""#), None),
        ];
        for (bad, expected) in cases {
            let error = Progress::from_file_text(&bad).unwrap_err();
            match expected {
                Some(expected) => assert_eq!(error, expected, "{bad}"),
                None => assert!(
                    matches!(error, ProgressFileError::Unreadable(_)),
                    "{bad}: {error}"
                ),
            }
        }
    }
}
