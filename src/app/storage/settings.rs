//! Settings that last: volume, mute, animation speed, coordinates and the menu's last choices,
//! read at start-up and written whenever one changes.

use std::fmt;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{FileNotices, Storage, StorageError};
use crate::ai::Level;
use crate::app::board::animation::{AnimationPace, Speed};
use crate::app::board::coordinates::ShowCoordinates;
use crate::app::play::session::Opponent;
use crate::app::sound::audio::SoundSettings;
use crate::app::ui::menu::MenuChoices;
use crate::rules::{GameId, Player, SEED_CHOICES};

/// The settings' name in the storage.
pub const SETTINGS_FILE: &str = "settings.json";

/// Everything the player set, as the app uses it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Settings {
    pub sound: SoundSettings,
    pub pace: AnimationPace,
    pub coordinates: ShowCoordinates,
    pub menu: MenuChoices,
}

/// Why a settings text cannot be used: it does not read, or one of its values is none the
/// app knows (the value is kept, for the log).
#[derive(Clone, Debug, PartialEq)]
pub enum SettingsError {
    /// Not JSON, or not the fields of the settings (the parser's words).
    Unreadable(String),
    /// JSON of some other program.
    Foreign,
    /// Written by a newer version of Daga.
    TooNew(u64),
    /// A version number no version of Daga wrote.
    UnknownVersion,
    Volume(f32),
    Speed(String),
    Game(String),
    Opponent(String),
    Level(u8),
    FirstPlayer(String),
    Seeds(u8),
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::Unreadable(e) => write!(f, "the settings do not read: {e}"),
            SettingsError::Foreign => f.write_str("the file is not Daga's settings"),
            SettingsError::TooNew(v) => write!(
                f,
                "the settings are of version {v}, newer than this program reads ({VERSION})"
            ),
            SettingsError::UnknownVersion => f.write_str("the settings have no version Daga wrote"),
            SettingsError::Volume(v) => write!(f, "the settings have the volume {v} (0 to 1)"),
            SettingsError::Speed(s) => write!(f, "the settings have the speed {s}"),
            SettingsError::Game(g) => write!(f, "the settings have the game {g}"),
            SettingsError::Opponent(o) => write!(f, "the settings have the opponent {o}"),
            SettingsError::Level(l) => write!(f, "the settings have the level {l} (1 to 5)"),
            SettingsError::FirstPlayer(p) => write!(f, "the settings have the first player {p}"),
            SettingsError::Seeds(n) => write!(f, "the settings have seeds per hole {n}"),
        }
    }
}

impl std::error::Error for SettingsError {}

/// The first field of the settings, so that another program's file is told apart.
const FORMAT: &str = "daga settings";
/// The newest layout this version reads and the one it writes.
const VERSION: u32 = 2;

/// The file's form (version 2): typed values a person can still read and edit. Fields left out
/// take their defaults.
#[derive(Serialize, Deserialize)]
#[serde(default)]
struct SettingsFile {
    format: String,
    version: u32,
    volume: f32,
    muted: bool,
    speed: Speed,
    coordinates: bool,
    game: GameId,
    /// Who plays north, as in the saved game: "friend" or `{"computer": "Casual"}`.
    opponent: Opponent,
    /// The level the menu shows, kept also while a friend is chosen.
    level: Level,
    first: Player,
    seeds: u8,
}

impl Default for SettingsFile {
    fn default() -> Self {
        SettingsFile::from(&Settings::default())
    }
}

impl From<&Settings> for SettingsFile {
    fn from(settings: &Settings) -> Self {
        let menu = &settings.menu;
        SettingsFile {
            format: FORMAT.into(),
            version: VERSION,
            volume: settings.sound.volume,
            muted: settings.sound.muted,
            // A pace no player can choose (tests, screenshots) is kept as the usual speed.
            speed: Speed::of(settings.pace).unwrap_or(Speed::Normal),
            coordinates: settings.coordinates.0,
            game: menu.game,
            opponent: menu.setup().opponent,
            level: menu.level,
            first: menu.first,
            seeds: menu.seeds,
        }
    }
}

/// Version 1's form (before the format and version fields), still read: words and numbers.
#[derive(Deserialize)]
#[serde(default)]
struct SettingsFileV1 {
    volume: f32,
    muted: bool,
    speed: String,
    coordinates: bool,
    game: String,
    opponent: String,
    level: u8,
    first: String,
    seeds: u8,
}

impl Default for SettingsFileV1 {
    fn default() -> Self {
        let defaults = Settings::default();
        let menu = &defaults.menu;
        SettingsFileV1 {
            volume: defaults.sound.volume,
            muted: defaults.sound.muted,
            speed: Speed::Normal.name().into(),
            coordinates: defaults.coordinates.0,
            game: menu.game.id().into(),
            opponent: "computer".into(),
            level: menu.level.number(),
            first: menu.first.name().into(),
            seeds: menu.seeds,
        }
    }
}

impl Settings {
    /// The settings as the text of the file.
    pub fn to_text(&self) -> String {
        // Plain fields always serialize.
        serde_json::to_string_pretty(&SettingsFile::from(self)).unwrap_or_default()
    }

    /// Reads the file's text of either version; every value is checked.
    pub fn from_text(text: &str) -> Result<Settings, SettingsError> {
        let unreadable = |e: serde_json::Error| SettingsError::Unreadable(e.to_string());
        let value: serde_json::Value = serde_json::from_str(text).map_err(unreadable)?;
        let settings = match value.get("format") {
            None => Settings::from_version_1(serde_json::from_value(value).map_err(unreadable)?)?,
            Some(format) if format.as_str() == Some(FORMAT) => {
                match value.get("version").and_then(|v| v.as_u64()) {
                    Some(2) => {
                        Settings::from_version_2(serde_json::from_value(value).map_err(unreadable)?)
                    }
                    Some(version) if version > u64::from(VERSION) => {
                        return Err(SettingsError::TooNew(version));
                    }
                    _ => return Err(SettingsError::UnknownVersion),
                }
            }
            Some(_) => return Err(SettingsError::Foreign),
        };
        if !(0.0..=1.0).contains(&settings.sound.volume) {
            return Err(SettingsError::Volume(settings.sound.volume));
        }
        if !SEED_CHOICES.contains(&settings.menu.seeds) {
            return Err(SettingsError::Seeds(settings.menu.seeds));
        }
        Ok(settings)
    }

    fn from_version_2(file: SettingsFile) -> Settings {
        let (against_computer, level) = match file.opponent {
            Opponent::Computer(level) => (true, level),
            Opponent::Friend => (false, file.level),
        };
        Settings {
            sound: SoundSettings {
                volume: file.volume,
                muted: file.muted,
            },
            pace: file.speed.pace(),
            coordinates: ShowCoordinates(file.coordinates),
            menu: MenuChoices {
                game: file.game,
                against_computer,
                level,
                first: file.first,
                seeds: file.seeds,
            },
        }
    }

    fn from_version_1(file: SettingsFileV1) -> Result<Settings, SettingsError> {
        let speed = Speed::named(&file.speed).ok_or(SettingsError::Speed(file.speed.clone()))?;
        let game = file
            .game
            .parse::<GameId>()
            .map_err(|_| SettingsError::Game(file.game.clone()))?;
        let against_computer = match file.opponent.as_str() {
            "computer" => true,
            "friend" => false,
            other => return Err(SettingsError::Opponent(other.to_string())),
        };
        let level = Level::from_number(file.level).ok_or(SettingsError::Level(file.level))?;
        let first = Player::parse(&file.first)
            .ok_or_else(|| SettingsError::FirstPlayer(file.first.clone()))?;
        Ok(Settings {
            sound: SoundSettings {
                volume: file.volume,
                muted: file.muted,
            },
            pace: speed.pace(),
            coordinates: ShowCoordinates(file.coordinates),
            menu: MenuChoices {
                game,
                against_computer,
                level,
                first,
                seeds: file.seeds,
            },
        })
    }

    /// Reads the stored settings. A missing, unreadable or bad file gives the defaults; a file
    /// that is there but cannot be used is first set aside, so that it is never overwritten
    /// unseen, and the player is told so in plain words (the second value; the log has the
    /// details).
    pub fn load(storage: &Storage) -> (Settings, Option<String>) {
        let place = storage.describe(SETTINGS_FILE);
        let problem = match storage.read(SETTINGS_FILE) {
            Ok(None) => {
                info!("no settings at {place} yet: using the defaults");
                return (Settings::default(), None);
            }
            Ok(Some(text)) => match Settings::from_text(&text) {
                Ok(settings) => return (settings, None),
                Err(e) => e.to_string(),
            },
            // Bytes that are not text are a damaged file like any other.
            Err(e @ StorageError::NotText { .. }) => e.to_string(),
            Err(e) => {
                warn!("{e}: using the default settings");
                let notice = format!(
                    "Your settings could not be read ({e}), so the game uses its usual settings."
                );
                return (Settings::default(), Some(notice));
            }
        };
        warn!("{place}: {problem}");
        let notice = match storage.set_aside(SETTINGS_FILE) {
            Ok(aside) => format!(
                "Your settings could not be read, so they were put aside as {aside}. \
                 The game uses its usual settings."
            ),
            Err(e) => format!(
                "Your settings could not be read, nor put aside ({e}). \
                 The game uses its usual settings."
            ),
        };
        (Settings::default(), Some(notice))
    }

    fn gather(
        sound: &SoundSettings,
        pace: &AnimationPace,
        coordinates: &ShowCoordinates,
        menu: &MenuChoices,
    ) -> Settings {
        Settings {
            sound: *sound,
            pace: *pace,
            coordinates: *coordinates,
            menu: menu.clone(),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FileNotices>()
        .add_systems(Startup, load_settings.run_if(resource_exists::<Storage>))
        .add_systems(Last, keep_settings.run_if(resource_exists::<Storage>));
}

fn load_settings(
    storage: Res<Storage>,
    mut sound: ResMut<SoundSettings>,
    mut pace: ResMut<AnimationPace>,
    mut coordinates: ResMut<ShowCoordinates>,
    mut menu: ResMut<MenuChoices>,
    mut notices: ResMut<FileNotices>,
) {
    let (settings, notice) = Settings::load(&storage);
    notices.0.extend(notice);
    *sound = settings.sound;
    *pace = settings.pace;
    *coordinates = settings.coordinates;
    *menu = settings.menu;
}

/// Writes the settings when they differ from the ones last read or written; a failure is
/// said once, and the game goes on.
fn keep_settings(
    storage: Res<Storage>,
    sound: Res<SoundSettings>,
    pace: Res<AnimationPace>,
    coordinates: Res<ShowCoordinates>,
    menu: Res<MenuChoices>,
    mut kept: Local<Option<Settings>>,
    mut failed_once: Local<bool>,
) {
    let now = Settings::gather(&sound, &pace, &coordinates, &menu);
    let Some(before) = kept.as_ref() else {
        *kept = Some(now);
        return;
    };
    if *before == now {
        return;
    }
    match storage.write(SETTINGS_FILE, &now.to_text()) {
        Ok(()) => *failed_once = false,
        Err(e) if !*failed_once => {
            warn!("the settings are not kept: {e}");
            *failed_once = true;
        }
        Err(_) => {}
    }
    *kept = Some(now);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(test: &str) -> Storage {
        let folder = std::env::temp_dir().join(format!("daga-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        Storage::in_folder(folder)
    }

    fn changed() -> Settings {
        Settings {
            sound: SoundSettings {
                volume: 0.25,
                muted: true,
            },
            pace: Speed::Fast.pace(),
            coordinates: ShowCoordinates(true),
            menu: MenuChoices {
                game: GameId::Sadeqa,
                against_computer: false,
                level: Level::from_number(4).unwrap(),
                first: Player::North,
                seeds: 4,
            },
        }
    }

    #[test]
    fn settings_round_trip_through_their_text() {
        let settings = changed();
        assert_ne!(settings, Settings::default());
        assert_eq!(Settings::from_text(&settings.to_text()), Ok(settings));
    }

    #[test]
    fn settings_written_by_version_1_still_read() {
        let settings = Settings::from_text(include_str!("../../../tests/data/settings-v1.json"));
        let settings = settings.unwrap();
        assert_eq!(settings.sound.volume, 0.5);
        assert_eq!(settings.pace, Speed::Normal.pace());
        assert_eq!(settings.coordinates, ShowCoordinates(false));
        assert_eq!(
            settings.menu,
            MenuChoices {
                game: GameId::Shax,
                against_computer: true,
                level: Level::Casual,
                first: Player::South,
                seeds: 6,
            }
        );
        let text = settings.to_text();
        assert!(text.contains("\"version\": 2"), "{text}");
        assert!(text.contains("\"computer\": \"Casual\""), "{text}");
    }

    #[test]
    fn a_friend_keeps_the_level_chosen_before() {
        let mut settings = changed();
        settings.menu.level = Level::Expert;
        let text = settings.to_text();
        assert!(text.contains("\"opponent\": \"friend\""), "{text}");
        assert_eq!(
            Settings::from_text(&text).unwrap().menu.level,
            Level::Expert
        );
    }

    #[test]
    fn newer_unknown_and_foreign_files_are_refused() {
        for (text, says) in [
            (
                r#"{"format": "daga settings", "version": 3}"#,
                "version 3, newer",
            ),
            (r#"{"format": "daga settings", "version": 0}"#, "no version"),
            (r#"{"format": "daga settings"}"#, "no version"),
            (r#"{"format": "a spreadsheet", "version": 2}"#, "not Daga's"),
            (
                r#"{"format": "daga settings", "version": 2, "speed": "Warp"}"#,
                "do not read",
            ),
            (
                r#"{"format": "daga settings", "version": 2, "opponent": {"computer": "God"}}"#,
                "do not read",
            ),
            (
                r#"{"format": "daga settings", "version": 2, "volume": 2.0}"#,
                "volume 2",
            ),
        ] {
            let error = Settings::from_text(text).unwrap_err().to_string();
            assert!(error.contains(says), "{text}: {error}");
        }
    }

    #[test]
    fn missing_fields_take_their_defaults() {
        let settings = Settings::from_text(r#"{"muted": true}"#).unwrap();
        assert!(settings.sound.muted);
        assert_eq!(settings.menu, MenuChoices::default());
    }

    #[test]
    fn bad_values_are_refused_with_the_value() {
        for (text, says) in [
            (r#"{"volume": 3}"#, "volume 3"),
            (r#"{"speed": "warp"}"#, "speed warp"),
            (r#"{"game": "chess"}"#, "game chess"),
            (r#"{"level": 9}"#, "level 9"),
            (r#"{"first": "east"}"#, "first player east"),
            (r#"{"seeds": 5}"#, "seeds per hole 5"),
            (r#"{"opponent": "cat"}"#, "opponent cat"),
            (r#"{"volume": "#, "do not read"),
            ("", "do not read"),
            ("\u{0}garbage", "do not read"),
        ] {
            let error = Settings::from_text(text).unwrap_err().to_string();
            assert!(error.contains(says), "{text}: {error}");
        }
    }

    #[test]
    fn a_missing_file_gives_the_defaults_quietly() {
        let storage = scratch("settings-missing");
        assert_eq!(Settings::load(&storage), (Settings::default(), None));
    }

    #[test]
    fn a_stored_file_is_read_back() {
        let storage = scratch("settings-stored");
        storage.write(SETTINGS_FILE, &changed().to_text()).unwrap();
        assert_eq!(Settings::load(&storage), (changed(), None));
    }

    #[test]
    fn a_corrupt_truncated_or_binary_file_is_set_aside_and_the_player_told() {
        let truncated = changed().to_text().as_bytes()[..30].to_vec();
        for (test, bytes) in [
            ("settings-truncated", truncated),
            ("settings-garbage", b"\x01\x02not json at all".to_vec()),
            ("settings-binary", vec![0xff, 0xfe, 0x00, 0x9c, 0x80]),
        ] {
            let storage = scratch(test);
            storage.write(SETTINGS_FILE, "").unwrap();
            std::fs::write(storage.describe(SETTINGS_FILE), &bytes).unwrap();
            let (settings, notice) = Settings::load(&storage);
            assert_eq!(settings, Settings::default());
            let notice = notice.unwrap();
            assert!(
                notice.starts_with("Your settings could not be read, so they were put aside as "),
                "{notice}"
            );
            assert!(!notice.contains("line 1"), "no parser words: {notice}");
            assert_eq!(storage.read(SETTINGS_FILE).unwrap(), None);
            let aside = notice.split("put aside as ").nth(1).unwrap();
            let aside = aside.split(". The game").next().unwrap();
            assert_eq!(std::fs::read(aside).unwrap(), bytes, "{test}");
        }
    }
}
