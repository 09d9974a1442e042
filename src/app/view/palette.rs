//! The colours of the game: a warm wooden board and two clearly different piece colours.

use bevy::prelude::*;

use crate::rules::Player;

pub const BACKGROUND: Color = Color::srgb(0.16, 0.11, 0.08);
pub const BOARD: Color = Color::srgb(0.70, 0.47, 0.26);
pub const BOARD_EDGE: Color = Color::srgb(0.45, 0.28, 0.14);
pub const BOARD_LINE: Color = Color::srgb(0.30, 0.18, 0.09);
pub const HOLE: Color = Color::srgb(0.36, 0.22, 0.11);
pub const SEED: Color = Color::srgb(0.93, 0.86, 0.70);
pub const SEED_SHADE: Color = Color::srgb(0.55, 0.45, 0.32);
pub const COUNT_TEXT: Color = Color::srgb(1.0, 0.96, 0.86);
/// Spots that continue a legal move.
pub const CHOICE: Color = Color::srgba(1.0, 0.83, 0.30, 0.6);
/// Spots already picked.
pub const PICKED: Color = Color::srgb(0.35, 0.85, 0.45);
/// The keyboard cursor.
pub const CURSOR: Color = Color::srgb(0.35, 0.75, 1.0);
/// The last move's spots.
pub const LAST_MOVE: Color = Color::srgba(1.0, 0.45, 0.20, 0.9);

/// Fill and rim of a player's pieces.
pub fn piece(player: Player) -> (Color, Color) {
    match player {
        Player::South => (Color::srgb(0.96, 0.91, 0.80), Color::srgb(0.62, 0.52, 0.38)),
        Player::North => (Color::srgb(0.17, 0.10, 0.07), Color::srgb(0.05, 0.03, 0.02)),
    }
}

/// The same colours for egui.
pub fn egui_piece(player: Player) -> bevy_egui::egui::Color32 {
    let color = piece(player).0.to_srgba();
    bevy_egui::egui::Color32::from_rgb(
        (color.red * 255.0) as u8,
        (color.green * 255.0) as u8,
        (color.blue * 255.0) as u8,
    )
}
