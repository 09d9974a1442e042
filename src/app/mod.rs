//! The game window (feature `gui`): menus, boards, input, animation and the computer opponent.

mod animation;
mod audio;
mod board_keys;
mod board_layout;
mod computer;
mod frame_pace;
mod frame_times;
mod games;
mod hud;
mod keyboard;
mod launch;
mod match_play;
mod menu;
mod narration;
mod picking;
pub mod saved_game;
mod screens;
mod screenshot;
mod selection;
mod session;
mod settings;
mod sounds;
mod spots;
mod storage;
mod theme;
mod view;
#[cfg(target_arch = "wasm32")]
mod web_log;
mod window;
mod window_title;

use std::process::ExitCode;

use bevy::prelude::*;

pub use animation::{AnimationPace, FinishAnimation, Flight, Shown, TokenLook};
pub use audio::SoundSettings;
pub use computer::{ComputerPace, Thinking};
pub use games::{GameView, click_path, view};
pub use keyboard::KeyboardCursor;
pub use launch::{Launch, LaunchError, ScreenshotRequest};
pub use match_play::Streak;
pub use narration::{News, phase_line, status_line};
pub use saved_game::{
    NewGameAsked, ReplaceAnswer, ReplaceQuestion, SAVED_GAME_FILE, SaveError, SavedGame,
};
pub use screens::{Screen, Turn};
pub use selection::{PickAction, Selection, SpotClicked};
pub use session::{GameRequest, MoveApplied, MoveChosen, Opponent, Session, Setup};
pub use settings::{SETTINGS_FILE, Settings};
pub use sounds::{PlaySound, SoundKind};
pub use spots::{Spot, SpotContents, contents_from_rules};
pub use storage::{Storage, StorageError};

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
        screens::plugin,
        session::plugin,
        spots::plugin,
        selection::plugin,
        computer::plugin,
        animation::plugin,
        narration::plugin,
        keyboard::plugin,
        sounds::plugin,
        saved_game::plugin,
        board_layout::plugin,
    ));
}

/// Opens the window and runs the game until it is closed.
pub fn run(launch: Launch) -> ExitCode {
    let mut app = App::new();
    let plugins = DefaultPlugins.set(WindowPlugin {
        primary_window: Some(window::primary_window(launch.size)),
        ..default()
    });
    // The browser logs through `web_log`, which spares the page Bevy's filter parser.
    #[cfg(target_arch = "wasm32")]
    let plugins = {
        web_log::install();
        plugins.disable::<bevy::log::LogPlugin>()
    };
    app.add_plugins(plugins)
        .add_plugins(bevy_egui::EguiPlugin::default())
        .insert_resource(ClearColor(view::palette::BACKGROUND))
        .add_plugins((
            core_plugin,
            view::plugin,
            picking::plugin,
            board_keys::plugin,
            frame_pace::plugin,
            audio::plugin,
            theme::plugin,
            window::plugin,
            window_title::plugin,
            menu::plugin,
            hud::plugin,
            settings::plugin,
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
    launch::apply(&mut app, launch);
    app.add_plugins(screenshot::plugin);
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
