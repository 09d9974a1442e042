//! The look: the palette, egui's theme and font, the flat-colour and relief materials, wood, the camera's
//! ten-bit target and the pipelines warmed up under the menu.

pub mod flat_colour;
pub mod looks;
pub mod palette;
pub mod relief;
pub mod ten_bit_target;
pub mod text_size;
pub mod theme;
mod warm_up;
pub mod wood;

use bevy::prelude::*;

/// Everything here draws: the app adds it only with a window.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        flat_colour::plugin,
        relief::plugin,
        looks::plugin,
        ten_bit_target::plugin,
        warm_up::plugin,
        theme::plugin,
        text_size::plugin,
    ));
}
