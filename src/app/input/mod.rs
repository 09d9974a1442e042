//! The player's hands: keys, pointer and touch become clicks on spots and requests.

pub mod board_keys;
pub mod keyboard;
pub mod picking;

use bevy::prelude::*;

/// Keys (tests press them without a window).
pub(super) fn plugin(app: &mut App) {
    // Kept with the other settings even where no finger can tap (the settings file holds it).
    crate::app::storage::settings::keep::<picking::TouchPlaysAtOnce>(app);
    app.add_plugins(keyboard::plugin);
}

/// The pointer and touch on the board, and the board's keys beside egui's.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((picking::plugin, board_keys::plugin));
}
