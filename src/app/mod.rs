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

use std::process::ExitCode;

use bevy::prelude::*;

// What the integration tests and `main.rs` use; everything else stays inside the app.
pub use board::animation::{AnimationPace, FinishAnimation, Flight, Shown, TokenLook};
pub use board::marks::KeyboardCursor;
pub use board::spots::{Spot, SpotContents, contents_from_rules};
pub use games::{board as game_board, click_path};
pub use play::computer::{ComputerPace, Thinking};
pub use play::match_play::Streak;
pub use play::screens::{Screen, Turn};
pub use play::selection::{PickAction, Selection, SpotClicked};
pub use play::session::{GameRequest, Opponent, Session, Setup};
pub use shell::launch::Launch;
pub use sound::sounds::{PlaySound, SoundKind};
pub use storage::Storage;
pub use storage::saved_game::{
    self, NewGameAsked, ReplaceAnswer, ReplaceQuestion, SAVED_GAME_FILE, SavedGame,
};
pub use ui::narration::{News, phase_line, status_line};

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
