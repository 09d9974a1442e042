//! The settings file. Each part of the app that keeps a setting (the volume, the speed, the
//! coordinates, the menu's choices) registers its own typed fields with [`keep`]; this file
//! reads them all at start-up, sets aside a file that cannot be used, and writes the file again
//! whenever one of them changes. It knows none of the parts.

use std::fmt;

use bevy::prelude::*;

use crate::json_error::JsonError;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::{FileNotice, FileNotices, Storage, StorageError};

/// The settings' name in the storage.
pub const SETTINGS_FILE: &str = "settings.json";

/// The first field of the settings, so that another program's file is told apart.
// not the player's: the file's format, read by programs
const FORMAT: &str = "daga settings";
/// The newest layout this version reads and the one it writes. Version 1 had no format and
/// version fields, and wrote some values as words and numbers that are typed values now.
const VERSION: u64 = 2;

/// The fields of the file: one JSON object that every part's fields share.
pub type Fields = serde_json::Map<String, Value>;

/// A setting that a part of the app keeps in the file, as its own typed fields.
pub trait Setting: Resource + Default {
    /// Its fields in the file; fields left out take their defaults (`#[serde(default)]`).
    type Fields: Serialize + DeserializeOwned;

    fn to_fields(&self) -> Self::Fields;

    /// The setting from its fields, or which value cannot be used.
    fn from_fields(fields: Self::Fields) -> Result<Self, BadValue>;

    /// Rewrites version 1's words and numbers for these fields as today's typed values.
    fn upgrade_version_1(_fields: &mut Fields) -> Result<(), BadValue> {
        Ok(())
    }
}

/// A value that reads but that no setting takes: "the volume 3 (0 to 1)".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadValue {
    /// The setting's name: "volume", "seeds per hole".
    pub setting: &'static str,
    /// The value as the file wrote it.
    pub value: String,
    /// What it may be: "0 to 1".
    pub allowed: &'static str,
}

/// Why a settings text cannot be used.
#[derive(Clone, Debug, PartialEq)]
pub enum SettingsError {
    /// Not JSON, or a field of the wrong kind.
    Unreadable(JsonError),
    /// JSON of some other program.
    Foreign,
    /// Written by a newer version of Daga.
    TooNew(u64),
    /// A version number no version of Daga wrote.
    UnknownVersion,
    BadValue(BadValue),
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
            SettingsError::BadValue(BadValue {
                setting,
                value,
                allowed,
            }) => write!(f, "the settings have the {setting} {value} ({allowed})"),
        }
    }
}

impl std::error::Error for SettingsError {}

impl From<BadValue> for SettingsError {
    fn from(bad: BadValue) -> Self {
        SettingsError::BadValue(bad)
    }
}

fn unreadable(e: serde_json::Error) -> SettingsError {
    SettingsError::Unreadable(e.into())
}

/// One registered setting, by its type's functions.
#[derive(Copy, Clone)]
struct Part {
    upgrade_version_1: fn(&mut Fields) -> Result<(), BadValue>,
    /// Checks the setting's fields and, when asked, puts the setting in the world.
    load: fn(&mut World, &Fields, bool) -> Result<(), SettingsError>,
    save: fn(&World, &mut Fields),
}

/// Every setting kept in the file.
#[derive(Resource, Default)]
struct Parts(Vec<Part>);

/// A setting changed since the file was last written.
#[derive(Resource, Default)]
struct Changed(bool);

/// The fields last read or written, and whether writing has failed (said once).
#[derive(Resource, Default)]
struct Kept {
    fields: Option<Fields>,
    failed_once: bool,
}

/// The settings file's reading and writing; the parts register with [`keep`].
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Parts>()
        .init_resource::<Changed>()
        .init_resource::<Kept>()
        .init_resource::<FileNotices>()
        .add_systems(Startup, load_settings.run_if(resource_exists::<Storage>))
        .add_systems(
            Last,
            keep_settings.run_if(resource_exists::<Storage>.and_then(settings_changed)),
        );
}

/// Keeps `T` in the settings file: read at start-up, written when it changes.
pub fn keep<T: Setting>(app: &mut App) {
    app.init_resource::<T>()
        .init_resource::<Parts>()
        .init_resource::<Changed>();
    app.world_mut().resource_mut::<Parts>().0.push(Part {
        upgrade_version_1: T::upgrade_version_1,
        load: load_part::<T>,
        save: save_part::<T>,
    });
    app.add_systems(
        Last,
        (|mut changed: ResMut<Changed>| changed.0 = true)
            .run_if(resource_changed::<T>)
            .before(keep_settings),
    );
}

fn load_part<T: Setting>(
    world: &mut World,
    fields: &Fields,
    apply: bool,
) -> Result<(), SettingsError> {
    let typed: T::Fields =
        serde_json::from_value(Value::Object(fields.clone())).map_err(unreadable)?;
    let setting = T::from_fields(typed)?;
    if apply {
        world.insert_resource(setting);
    }
    Ok(())
}

fn save_part<T: Setting>(world: &World, fields: &mut Fields) {
    let Some(setting) = world.get_resource::<T>() else {
        return;
    };
    // Plain fields always serialize.
    if let Ok(Value::Object(own)) = serde_json::to_value(setting.to_fields()) {
        fields.extend(own);
    }
}

/// The fields of a settings text of any version, as today's version writes them.
fn read_fields(text: &str, parts: &[Part]) -> Result<Fields, SettingsError> {
    let Value::Object(mut fields) = serde_json::from_str(text).map_err(unreadable)? else {
        return Err(SettingsError::Foreign);
    };
    match fields.get("format") {
        None => {
            for part in parts {
                (part.upgrade_version_1)(&mut fields)?;
            }
        }
        Some(format) if format.as_str() == Some(FORMAT) => {
            match fields.get("version").and_then(Value::as_u64) {
                Some(VERSION) => {}
                Some(version) if version > VERSION => return Err(SettingsError::TooNew(version)),
                _ => return Err(SettingsError::UnknownVersion),
            }
        }
        Some(_) => return Err(SettingsError::Foreign),
    }
    Ok(fields)
}

/// Every part's fields with the format and version: the file's text.
fn gather(world: &World, parts: &[Part]) -> Fields {
    let mut fields = Fields::new();
    fields.insert("format".into(), FORMAT.into());
    fields.insert("version".into(), VERSION.into());
    for part in parts {
        (part.save)(world, &mut fields);
    }
    fields
}

/// Reads the stored settings into every part, all or none: a file that is there but cannot be
/// used is first set aside, so that it is never overwritten unseen, and the player is told so in
/// plain words (the log has the details); the parts keep their defaults.
fn load_settings(world: &mut World) {
    let storage = world.resource::<Storage>().clone();
    let parts = world.resource::<Parts>().0.clone();
    let place = storage.describe(SETTINGS_FILE);
    let problem = match storage.read(SETTINGS_FILE) {
        Ok(None) => {
            info!("no settings at {place} yet: using the defaults");
            None
        }
        Ok(Some(text)) => apply_text(world, &parts, &text)
            .err()
            .map(|e| e.to_string()),
        // Bytes that are not text are a damaged file like any other.
        Err(e @ StorageError::NotText { .. }) => Some(e.to_string()),
        Err(e) => {
            warn!("{e}: using the default settings");
            let notice = FileNotice::SettingsNotRead;
            world.resource_mut::<FileNotices>().0.push(notice);
            None
        }
    };
    if let Some(problem) = problem {
        warn!("{place}: {problem}");
        let notice = match storage.set_aside(SETTINGS_FILE) {
            Ok(aside) => FileNotice::SettingsPutAside { aside },
            Err(e) => {
                warn!("the settings were not put aside: {e}");
                FileNotice::SettingsNotPutAside
            }
        };
        world.resource_mut::<FileNotices>().0.push(notice);
    }
    let now = gather(world, &parts);
    world.resource_mut::<Kept>().fields = Some(now);
}

/// Reads a settings text into every part, or into none.
fn apply_text(world: &mut World, parts: &[Part], text: &str) -> Result<(), SettingsError> {
    let fields = read_fields(text, parts)?;
    load_all(world, parts, &fields)
}

/// Checks every part's fields, then applies them all.
fn load_all(world: &mut World, parts: &[Part], fields: &Fields) -> Result<(), SettingsError> {
    for part in parts {
        (part.load)(world, fields, false)?;
    }
    for part in parts {
        (part.load)(world, fields, true)?;
    }
    Ok(())
}

fn settings_changed(changed: Res<Changed>) -> bool {
    changed.0
}

/// Writes the settings when they differ from the ones last read or written; a failure is said
/// once, and the game goes on.
fn keep_settings(world: &mut World) {
    world.resource_mut::<Changed>().0 = false;
    let parts = world.resource::<Parts>().0.clone();
    let now = gather(world, &parts);
    let storage = world.resource::<Storage>().clone();
    let mut kept = world.resource_mut::<Kept>();
    if kept.fields.as_ref() == Some(&now) {
        return;
    }
    let text = serde_json::to_string_pretty(&now).unwrap_or_default();
    match storage.write(SETTINGS_FILE, &text) {
        Ok(()) => kept.failed_once = false,
        Err(e) if !kept.failed_once => {
            warn!("the settings are not kept: {e}");
            kept.failed_once = true;
        }
        Err(_) => {}
    }
    kept.fields = Some(now);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A setting of the tests' own: a number from 0 to 10 and a word.
    #[derive(Resource, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    #[serde(default)]
    struct Dial {
        turns: u8,
        label: String,
    }

    impl Default for Dial {
        fn default() -> Self {
            Dial {
                turns: 3,
                label: "dial".into(),
            }
        }
    }

    impl Setting for Dial {
        type Fields = Dial;
        fn to_fields(&self) -> Dial {
            self.clone()
        }
        fn from_fields(fields: Dial) -> Result<Dial, BadValue> {
            match fields.turns <= 10 {
                true => Ok(fields),
                false => Err(BadValue {
                    setting: "turns",
                    value: fields.turns.to_string(),
                    allowed: "0 to 10",
                }),
            }
        }
        /// Version 1 called the turns "spins".
        fn upgrade_version_1(fields: &mut Fields) -> Result<(), BadValue> {
            if let Some(spins) = fields.remove("spins") {
                fields.insert("turns".into(), spins);
            }
            Ok(())
        }
    }

    /// A second setting, to see that a file is used whole or not at all.
    #[derive(Resource, Default, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    #[serde(default)]
    struct Switch {
        on: bool,
    }

    impl Setting for Switch {
        type Fields = Switch;
        fn to_fields(&self) -> Switch {
            self.clone()
        }
        fn from_fields(fields: Switch) -> Result<Switch, BadValue> {
            Ok(fields)
        }
    }

    fn scratch(test: &str) -> Storage {
        let folder = std::env::temp_dir().join(format!("daga-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        Storage::in_folder(folder)
    }

    /// An app with the settings file and the two settings, started on `file` (if any).
    fn started(test: &str, file: Option<&[u8]>) -> (App, Storage) {
        let storage = scratch(test);
        if let Some(bytes) = file {
            storage.write(SETTINGS_FILE, "").unwrap();
            std::fs::write(storage.describe(SETTINGS_FILE), bytes).unwrap();
        }
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(storage.clone())
            .add_plugins(plugin);
        keep::<Dial>(&mut app);
        keep::<Switch>(&mut app);
        app.update();
        (app, storage)
    }

    fn notices(app: &App) -> Vec<String> {
        let words = crate::words::english();
        let notices = &app.world().resource::<FileNotices>().0;
        notices.iter().map(|notice| notice.words(words)).collect()
    }

    #[test]
    fn a_missing_file_gives_the_defaults_quietly_and_is_not_written_until_a_change() {
        let (mut app, storage) = started("settings-missing", None);
        assert_eq!(*app.world().resource::<Dial>(), Dial::default());
        assert!(notices(&app).is_empty());
        app.update();
        assert_eq!(storage.read(SETTINGS_FILE).unwrap(), None);
        app.world_mut().resource_mut::<Dial>().turns = 7;
        app.update();
        let text = storage.read(SETTINGS_FILE).unwrap().unwrap();
        assert!(text.contains("\"turns\": 7"), "{text}");
        assert!(text.contains("\"format\": \"daga settings\""), "{text}");
        assert!(text.contains("\"version\": 2"), "{text}");
    }

    #[test]
    fn every_part_reads_its_own_fields_back() {
        let text = r#"{"format": "daga settings", "version": 2, "turns": 9, "on": true}"#;
        let (app, _) = started("settings-stored", Some(text.as_bytes()));
        assert_eq!(app.world().resource::<Dial>().turns, 9);
        assert_eq!(app.world().resource::<Dial>().label, "dial", "a default");
        assert!(app.world().resource::<Switch>().on);
        assert!(notices(&app).is_empty());
    }

    #[test]
    fn a_version_1_file_is_upgraded_by_each_part() {
        let (app, _) = started("settings-v1", Some(br#"{"spins": 4, "on": true}"#));
        assert_eq!(app.world().resource::<Dial>().turns, 4);
        assert!(app.world().resource::<Switch>().on);
    }

    #[test]
    fn a_file_that_cannot_be_used_is_set_aside_whole_and_the_player_told() {
        let truncated = br#"{"format": "daga settings", "version": 2, "tur"#.to_vec();
        for (test, bytes, why) in [
            ("settings-truncated", truncated, "do not read"),
            (
                "settings-garbage",
                b"\x01\x02not json".to_vec(),
                "do not read",
            ),
            ("settings-binary", vec![0xff, 0xfe, 0x00, 0x9c], "not text"),
            ("settings-array", b"[1, 2]".to_vec(), "not Daga's"),
            (
                "settings-newer",
                br#"{"format": "daga settings", "version": 3}"#.to_vec(),
                "version 3, newer",
            ),
            (
                "settings-unknown",
                br#"{"format": "daga settings", "version": 0}"#.to_vec(),
                "no version",
            ),
            (
                "settings-foreign",
                br#"{"format": "a spreadsheet", "version": 2}"#.to_vec(),
                "not Daga's",
            ),
            (
                "settings-bad-value",
                br#"{"format": "daga settings", "version": 2, "on": true, "turns": 11}"#.to_vec(),
                "turns 11 (0 to 10)",
            ),
            (
                "settings-bad-kind",
                br#"{"format": "daga settings", "version": 2, "on": 5}"#.to_vec(),
                "do not read",
            ),
        ] {
            let (mut app, storage) = started(test, Some(&bytes));
            assert_eq!(*app.world().resource::<Dial>(), Dial::default(), "{test}");
            assert_eq!(
                *app.world().resource::<Switch>(),
                Switch::default(),
                "{test}"
            );
            let notice = notices(&app).join("\n");
            assert!(
                notice.starts_with("Your settings could not be read, so they were put aside as "),
                "{test}: {notice}"
            );
            assert_eq!(storage.read(SETTINGS_FILE).unwrap(), None, "{test}");
            let aside = notice.split("put aside as ").nth(1).unwrap();
            let aside = aside.split(". The game").next().unwrap();
            assert_eq!(std::fs::read(aside).unwrap(), bytes, "{test}");
            // The reason goes to the log; the player's words stay plain.
            assert!(!notice.contains(why), "{test}: {notice}");
            let parts = app.world().resource::<Parts>().0.clone();
            let reason = match std::str::from_utf8(&bytes) {
                Ok(text) => apply_text(app.world_mut(), &parts, text).unwrap_err(),
                Err(_) => continue,
            };
            let reason = reason.to_string();
            assert!(reason.contains(why), "{test}: {reason}");
        }
    }
}
