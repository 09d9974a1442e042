//! What is read: the menu, the HUD while playing, the narration their words come from, and the
//! news said at the spots it concerns.

#[cfg(not(target_arch = "wasm32"))]
pub mod access;
pub mod choices;
pub mod game_cards;
pub mod how_to_play;
pub mod hud;
pub mod icons;
pub mod language;
pub mod learn;
pub mod links;
pub mod menu;
pub mod narration;
pub mod online_menu;
pub mod puzzles;
pub mod record_problems;
pub mod records;
pub mod screen_controls;
#[cfg(test)]
pub(crate) mod screens_for_tests;
#[cfg(test)]
mod sentence_tests;
pub mod spoken;
pub mod spot_news;
#[cfg(test)]
mod tap_tests;
pub mod widgets;
pub mod your_games;

use bevy::prelude::*;

/// The narration (its news and lines are tested without a window).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        language::plugin,
        narration::plugin,
        spot_news::plugin,
        spoken::plugin,
        learn::plugin,
        links::plugin,
    ));
}

/// The menu and the HUD, drawn by egui.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((
        menu::plugin,
        online_menu::plugin,
        hud::plugin,
        how_to_play::plugin,
        your_games::plugin,
        records::plugin,
        spot_news::window_plugin,
        screen_controls::plugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(access::window_plugin);
}
