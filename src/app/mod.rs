//! The game window (feature `gui`): menus, boards, input, animation and the computer opponent.

mod board;
mod games;
mod input;
mod paint;
mod play;
mod shell;
mod sound;
mod storage;
mod ui;
pub mod words;

use std::process::ExitCode;

use bevy::prelude::*;

// What the integration tests and `main.rs` use; everything else stays inside the app.
pub use board::animation::{AnimationPace, FinishAnimation, Flight, Shown, TokenLook};
pub use board::celebration::{SPARKS, Spark};
pub use board::effects::Effects;
pub use board::marks::{KeyboardCursor, RefusedSpot};
pub use board::spots::{Spot, SpotContents, contents_from_rules};
pub use games::{board as game_board, click_path};
pub use input::keyboard::KeysGoTo;
pub use play::computer::{ComputerPace, Thinking};
pub use play::hint::{Hint, HintAsked, HintShown, HintedMoves};
pub use play::lesson::{ActiveLesson, LessonRequest, NEXT_LESSON_AFTER};
pub use play::match_play::Streak;
pub use play::online::{OnlineRequest, OnlineRoom, PendingInvite};
pub use play::puzzle::{ActivePuzzle, PuzzleDone, PuzzleRequest, daily_puzzle};
pub use play::review::{Review, ReviewRequest, ReviewStep};
pub use play::screens::{Screen, Turn};
pub use play::selection::{PickAction, Selection, SpotClicked};
pub use play::session::{GameRequest, MoveApplied, Opponent, Seat, Session, SessionMode, Setup};
pub use play::today::today;
pub use play::wake::WakeUp;
pub use shell::launch::Launch;
pub use shell::window_title::plugin as window_title_plugin;
pub use sound::sounds::{PlaySound, SoundKind};
pub use storage::page_address::OpenLink;
pub use storage::progress::{PROGRESS_FILE, PlayerProgress};
pub use storage::saved_game::{
    self, NewGameAsked, ReplaceAnswer, ReplaceQuestion, SAVED_GAME_FILE, SavedGame,
};
pub use storage::{FileNotice, FileNotices, SavedGameProblem, Storage};
pub use ui::learn::LessonProgress;
pub use ui::narration::{News, phase_line, status_line};
pub use ui::records::RecordDialog;
pub use ui::spoken::{Announcement, MoveTyped, ReadAloud, SpokenBoard, SpokenSpot};
pub use ui::spot_news::SpotNews;
pub use ui::your_games::{game_lines, puzzle_lines};

/// The order of the app's work in a frame, set once here: input becomes clicks, clicks become
/// a chosen move, the rules apply it, and the board, animation and texts present the result.
#[derive(SystemSet, Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Keys, pointer and touch become clicks on spots and requests.
    Input,
    /// Clicks (or the computer's search) become a chosen move.
    Select,
    /// The rules play the chosen move; undo and redo; screens change.
    Apply,
    /// The board, animation, sounds and texts show what happened.
    Present,
}

/// The rules-facing part of the app: states, session, selection, computer turns and the
/// board as entities. It needs no window, so tests run it with `MinimalPlugins`.
pub fn core_plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::Input,
            AppSystems::Select,
            AppSystems::Apply,
            AppSystems::Present,
        )
            .chain(),
    );
    app.add_plugins((
        words::plugin,
        play::plugin,
        board::plugin,
        ui::plugin,
        input::plugin,
        sound::plugin,
        storage::plugin,
    ));
}

/// Opens the window and runs the game until it is closed.
pub fn run(launch: Launch) -> ExitCode {
    let mut app = App::new();
    let plugins = DefaultPlugins.set(WindowPlugin {
        primary_window: Some(shell::window::primary_window(launch.size)),
        ..default()
    });
    // The browser logs through `web_log`, which spares the page Bevy's filter parser.
    #[cfg(target_arch = "wasm32")]
    let plugins = {
        shell::web_log::install();
        plugins.disable::<bevy::log::LogPlugin>()
    };
    app.add_plugins(plugins)
        .add_plugins(bevy_egui::EguiPlugin::default())
        .insert_resource(ClearColor(paint::palette::BACKGROUND))
        .add_plugins((
            core_plugin,
            paint::plugin,
            board::window_plugin,
            input::window_plugin,
            sound::window_plugin,
            ui::window_plugin,
            storage::window_plugin,
            shell::plugin,
        ));
    // The screenshot mode neither reads nor writes the player's settings and saved game.
    if launch.screenshot.is_none() {
        match Storage::for_player() {
            Ok(storage) => {
                info!(
                    "settings and the game in progress are kept in {}",
                    storage.describe("")
                );
                app.insert_resource(storage);
            }
            Err(e) => warn!("nothing is kept between sessions: {e}"),
        }
    }
    shell::launch(&mut app, launch);
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The settings file as the app's parts write and read it together: each part owns its fields,
/// so only here are they all at hand.
#[cfg(test)]
mod settings_file_tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::board::coordinates::ShowCoordinates;
    use crate::app::sound::audio::SoundSettings;
    use crate::app::storage::FileNotices;
    use crate::app::storage::settings::{self, SETTINGS_FILE};
    use crate::app::ui::choices::MenuChoices;
    use crate::rules::{GameId, Player};

    /// An app with every part that keeps a setting, started on the settings text `file`.
    fn started(test: &str, file: &str) -> (App, Storage) {
        let folder = std::env::temp_dir().join(format!("daga-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let storage = Storage::in_folder(folder);
        storage.write(SETTINGS_FILE, file).unwrap();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(storage.clone())
            .add_plugins(storage::window_plugin);
        settings::keep::<SoundSettings>(&mut app);
        settings::keep::<AnimationPace>(&mut app);
        settings::keep::<ShowCoordinates>(&mut app);
        settings::keep::<MenuChoices>(&mut app);
        app.update();
        (app, storage)
    }

    fn notices(app: &App) -> Vec<String> {
        let words = crate::words::english();
        let notices = &app.world().resource::<FileNotices>().0;
        notices.iter().map(|notice| notice.words(words)).collect()
    }

    #[test]
    fn settings_written_by_version_1_still_read() {
        let (app, _) = started(
            "settings-v1",
            include_str!("../../tests/data/settings-v1.json"),
        );
        assert!(notices(&app).is_empty(), "{:?}", notices(&app));
        let world = app.world();
        assert_eq!(world.resource::<SoundSettings>().volume, 0.5);
        assert_eq!(*world.resource::<AnimationPace>(), AnimationPace::default());
        assert_eq!(*world.resource::<ShowCoordinates>(), ShowCoordinates(false));
        assert_eq!(
            *world.resource::<MenuChoices>(),
            MenuChoices {
                game: GameId::Shax,
                against_computer: true,
                level: Level::Casual,
                first: Player::South,
                seeds: 6,
                ..MenuChoices::default()
            }
        );
    }

    #[test]
    fn settings_written_by_version_2_still_read_and_are_written_back_alike() {
        let (mut app, storage) = started(
            "settings-v2",
            include_str!("../../tests/data/settings-v2.json"),
        );
        assert!(notices(&app).is_empty(), "{:?}", notices(&app));
        let world = app.world();
        assert!(world.resource::<SoundSettings>().muted);
        assert_eq!(world.resource::<SoundSettings>().volume, 0.25);
        assert_eq!(*world.resource::<ShowCoordinates>(), ShowCoordinates(true));
        let menu = world.resource::<MenuChoices>().clone();
        assert_eq!(
            menu,
            MenuChoices {
                game: GameId::Sadeqa,
                against_computer: false,
                level: Level::Expert,
                first: Player::North,
                seeds: 4,
                ..MenuChoices::default()
            }
        );
        // A friend keeps the level chosen before; a change writes the file with every part.
        app.world_mut().resource_mut::<SoundSettings>().volume = 0.5;
        app.update();
        let text = storage.read(SETTINGS_FILE).unwrap().unwrap();
        for field in [
            "\"volume\": 0.5",
            "\"muted\": true",
            "\"speed\": \"Fast\"",
            "\"coordinates\": true",
            "\"game\": \"sadeqa-iii\"",
            "\"opponent\": \"friend\"",
            "\"level\": \"Expert\"",
            "\"first\": \"north\"",
            "\"seeds\": 4",
            "\"version\": 2",
        ] {
            assert!(text.contains(field), "{field} in {text}");
        }
    }

    #[test]
    fn a_bad_value_of_any_part_sets_the_file_aside_and_keeps_every_default() {
        for text in [
            r#"{"volume": 3}"#,
            r#"{"speed": "warp"}"#,
            r#"{"game": "chess"}"#,
            r#"{"level": 9}"#,
            r#"{"first": "east"}"#,
            r#"{"seeds": 5}"#,
            r#"{"opponent": "cat"}"#,
            r#"{"format": "daga settings", "version": 2, "opponent": {"computer": "God"}}"#,
        ] {
            let (app, _) = started("settings-bad", text);
            let put_aside = app
                .world()
                .resource::<FileNotices>()
                .0
                .iter()
                .any(|notice| matches!(notice, FileNotice::SettingsPutAside { .. }));
            assert!(put_aside, "{text}: {:?}", notices(&app));
            assert_eq!(
                *app.world().resource::<MenuChoices>(),
                MenuChoices::default()
            );
            assert_eq!(
                *app.world().resource::<SoundSettings>(),
                SoundSettings::default()
            );
        }
    }
}
