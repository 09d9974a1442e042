//! The colours of the game: a warm wooden board and two clearly different piece colours.

use bevy::prelude::*;

use crate::rules::Player;

pub const BACKGROUND: Color = Color::srgb(0.16, 0.11, 0.08);
pub const BOARD: Color = Color::srgb(0.70, 0.47, 0.26);
pub const BOARD_EDGE: Color = Color::srgb(0.45, 0.28, 0.14);
pub const BOARD_LINE: Color = Color::srgb(0.30, 0.18, 0.09);
/// A player's store: a tray of darker wood beside the board.
pub const STORE: Color = Color::srgb(0.32, 0.20, 0.11);
pub const HOLE: Color = Color::srgb(0.36, 0.22, 0.11);
pub const SEED: Color = Color::srgb(0.93, 0.86, 0.70);
pub const SEED_SHADE: Color = Color::srgb(0.55, 0.45, 0.32);
/// The soft shadow a piece casts on the board.
pub const PIECE_SHADOW: Color = Color::srgba(0.10, 0.05, 0.02, 0.55);
pub const COUNT_TEXT: Color = Color::srgb(1.0, 0.96, 0.86);
/// The board's coordinates: dark ink on the wood, quieter than the pieces.
pub const COORDINATE_TEXT: Color = Color::srgba(0.22, 0.12, 0.05, 0.75);
/// Spots that continue a legal move.
pub const CHOICE: Color = Color::srgba(1.0, 0.83, 0.30, 0.6);
/// Spots already picked: violet, apart from the green of a line just made.
pub const PICKED: Color = Color::srgb(0.58, 0.46, 1.0);
/// The keyboard cursor.
pub const CURSOR: Color = Color::srgb(0.35, 0.75, 1.0);
/// The opposing pieces a jare may remove.
pub const REMOVABLE: Color = Color::srgba(0.95, 0.25, 0.20, 0.85);
/// The spots of the move a lesson shows.
pub const LESSON_MARK: Color = Color::srgb(0.20, 0.95, 0.75);
/// A spot whose click was refused: magenta, apart from the red of what can be taken.
pub const REFUSED: Color = Color::srgb(0.86, 0.24, 0.90);
/// What the choice under the pointer (or a first tap) would do: cream, apart from the teal of
/// a move the lesson or a hint suggests.
pub const PREVIEW: Color = Color::srgb(1.0, 0.97, 0.88);
/// The flash of a line just made.
pub const JARE_FLASH: Color = Color::srgb(0.75, 1.0, 0.55);
/// The burst where a capture happens, before what it took flies to the store.
pub const CAPTURE_BURST: Color = Color::srgb(1.0, 0.62, 0.25);
/// A celebration's sparks: gold, cream and orange.
pub const SPARKS: [Color; 3] = [
    Color::srgb(1.0, 0.80, 0.28),
    Color::srgb(1.0, 0.96, 0.82),
    Color::srgb(1.0, 0.55, 0.22),
];
/// The line a jare just formed.
pub const JARE: Color = Color::srgba(0.45, 0.95, 0.55, 0.9);
/// The last move's spots: rose, apart from the red of what can be taken.
pub const LAST_MOVE: Color = Color::srgba(1.0, 0.55, 0.70, 0.9);

/// The egui side: menus, the HUD and the menu's miniature boards.
pub mod egui {
    use bevy_egui::egui::Color32;

    pub const PANEL: Color32 = Color32::from_rgb(41, 28, 20);
    pub const WINDOW: Color32 = Color32::from_rgb(52, 36, 26);
    pub const FIELD: Color32 = Color32::from_rgb(30, 20, 14);
    pub const SELECTION: Color32 = Color32::from_rgb(150, 96, 30);
    pub const LINK: Color32 = Color32::from_rgb(240, 190, 110);
    /// The HUD's bars over the board, nearly opaque.
    pub const BAR: Color32 = Color32::from_rgba_premultiplied(28, 19, 13, 235);
    /// A game card: chosen, not chosen, and its outline.
    pub const CARD_CHOSEN: Color32 = Color32::from_rgb(92, 64, 38);
    pub const CARD: Color32 = Color32::from_rgb(52, 38, 28);
    pub const CARD_EDGE: Color32 = Color32::from_rgb(230, 190, 120);
    /// The button that starts a game.
    pub const PLAY: Color32 = Color32::from_rgb(40, 110, 60);
    /// "Learn", offered to someone new to a game (scripts/page-colours.mjs looks for it).
    pub const LEARN: Color32 = Color32::from_rgb(36, 92, 122);
    /// "Today's puzzle", until it is solved (scripts/page-colours.mjs looks for it).
    pub const PUZZLE: Color32 = Color32::from_rgb(112, 58, 132);
    /// The button that declines a removal.
    pub const DECLINE: Color32 = Color32::from_rgb(120, 70, 30);
    /// A message that something went wrong (a saved game that does not read).
    /// The ring around the widget that has the keyboard's focus: near white, apart from the
    /// board cursor's blue (the browser check finds that by its colour) and the cards' amber.
    pub const FOCUS: Color32 = Color32::from_rgb(248, 246, 236);
    /// Behind a dialog: the board stays visible, a little darker.
    pub const DIALOG_BACKDROP: Color32 = Color32::from_black_alpha(70);
    pub const WARNING: Color32 = Color32::from_rgb(255, 168, 132);
    /// The name of the player to move.
    pub const ACTIVE_PLAYER: Color32 = Color32::from_rgb(255, 214, 120);
    /// A lesson's stars, earned and not.
    pub const STAR: Color32 = Color32::from_rgb(255, 205, 70);
    pub const STAR_EMPTY: Color32 = Color32::from_rgb(90, 70, 50);
    /// The move a picture of the rules shows (as `LESSON_MARK` on the board).
    pub const LESSON_MARK: Color32 = Color32::from_rgb(51, 242, 191);
    /// Running text: brighter than egui's grey, 9:1 or more on every panel (`looks.rs` tests).
    pub const TEXT: Color32 = Color32::from_rgb(226, 216, 200);
    /// The high-contrast look's selection (a chosen level, a selected move): white text on it.
    pub const HIGH_CONTRAST_SELECTION: Color32 = Color32::from_rgb(0, 90, 200);
    /// Words that matter less (the keys' line), still easy to read on the panel.
    pub const QUIET_TEXT: Color32 = Color32::from_rgb(200, 184, 160);
    /// The status line: whose move, the result.
    pub const STATUS: Color32 = Color32::from_rgb(255, 226, 160);
    pub const CHIP_EDGE: Color32 = Color32::from_gray(90);
    /// The miniature boards on the menu's cards.
    pub const MINI_WOOD: Color32 = Color32::from_rgb(178, 120, 66);
    pub const MINI_HOLE: Color32 = Color32::from_rgb(77, 46, 23);
    pub const MINI_SEED: Color32 = Color32::from_rgb(236, 220, 180);
    /// The review's marks of moves that lost ground (lichess's colours, told apart by the
    /// colour-blind too).
    pub const INACCURACY: Color32 = Color32::from_rgb(86, 180, 233);
    pub const MISTAKE: Color32 = Color32::from_rgb(230, 159, 0);
    pub const BLUNDER: Color32 = Color32::from_rgb(223, 83, 83);
    /// The review's chart: South's share of the winning chances (light, like South's pieces)
    /// over North's (dark), the even line and the position shown.
    pub const CHART_SOUTH: Color32 = Color32::from_rgb(236, 226, 204);
    pub const CHART_NORTH: Color32 = Color32::from_rgb(62, 44, 34);
    pub const CHART_EVEN: Color32 = Color32::from_gray(150);
    pub const CHART_NOW: Color32 = Color32::from_rgb(255, 214, 120);
}

/// Fill and rim of a player's pieces.
pub fn piece(player: Player) -> (Color, Color) {
    match player {
        Player::South => (Color::srgb(0.96, 0.91, 0.80), Color::srgb(0.62, 0.52, 0.38)),
        Player::North => (Color::srgb(0.17, 0.10, 0.07), Color::srgb(0.05, 0.03, 0.02)),
    }
}

/// A colour for egui, with its transparency.
pub fn to_egui(color: Color) -> bevy_egui::egui::Color32 {
    let [r, g, b, a] = color.to_srgba().to_u8_array();
    bevy_egui::egui::Color32::from_rgba_unmultiplied(r, g, b, a)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_panel_is_the_window_background_so_the_menu_need_not_paint_it() {
        assert_eq!(to_egui(BACKGROUND), egui::PANEL);
    }
}
