//! The looks a player can choose in Settings: warm wood, or high contrast (text at 4.5:1 or
//! more against what is behind it, as WCAG AA asks, and a plain light board with black lines).

use bevy::prelude::*;

use super::flat_colour::FlatColour;
use super::palette;
use super::relief::Relief;
use crate::rules::Player;

/// The look of the whole app, kept in the settings file as `"look": "wood"` or
/// `"look": "high contrast"` (serde names).
#[derive(
    Resource, Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize,
)]
pub enum Look {
    #[default]
    #[serde(rename = "wood")]
    Wood,
    #[serde(rename = "high contrast")]
    HighContrast,
}

impl Look {
    pub const ALL: [Look; 2] = [Look::Wood, Look::HighContrast];

    /// Its name's message id (`assets/words`).
    pub fn word(self) -> &'static str {
        match self {
            Look::Wood => "look-wood",
            Look::HighContrast => "look-high-contrast",
        }
    }
}

/// What a colour on the board is for: each look gives each its own colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    Background,
    Board,
    /// The board's grain, two shades.
    Grain(usize),
    /// The frame's slopes towards the light and away from it.
    FrameLit,
    FrameShaded,
    Line,
    Hole,
    /// The seeds' three tints.
    Seed(usize),
    Piece(Player),
    Store,
}

impl Look {
    /// The colour of `role` in this look.
    pub fn colour(self, role: Role) -> Color {
        match (self, role) {
            (Look::Wood, Role::Background) => palette::BACKGROUND,
            (Look::Wood, Role::Board) => palette::BOARD,
            (Look::Wood, Role::Grain(shade)) => {
                palette::BOARD.mix(&palette::BOARD_EDGE, [0.12, 0.2][shade.min(1)])
            }
            (Look::Wood, Role::FrameLit) => palette::BOARD_EDGE.mix(&palette::BOARD, 0.45),
            (Look::Wood, Role::FrameShaded) => palette::BOARD_EDGE.mix(&Color::BLACK, 0.3),
            (Look::Wood, Role::Line) => palette::BOARD_LINE,
            (Look::Wood, Role::Hole) => palette::HOLE,
            (Look::Wood, Role::Seed(tint)) => {
                palette::SEED.mix(&palette::SEED_SHADE, [0.0, 0.35, 1.0][tint.min(2)])
            }
            (Look::Wood, Role::Piece(player)) => palette::piece(player).0,
            (Look::Wood, Role::Store) => palette::STORE,
            // A mid grey board, where white and black pieces each stand out at 4.5:1 or more,
            // black lines and dark holes with bright seeds.
            (Look::HighContrast, Role::Background) => Color::srgb(0.0, 0.0, 0.0),
            (Look::HighContrast, Role::Board) => Color::srgb(0.462, 0.462, 0.462),
            // No grain: the board is one plain colour.
            (Look::HighContrast, Role::Grain(_)) => Look::HighContrast.colour(Role::Board),
            (Look::HighContrast, Role::FrameLit) => Color::srgb(0.30, 0.30, 0.30),
            (Look::HighContrast, Role::FrameShaded) => Color::srgb(0.15, 0.15, 0.15),
            (Look::HighContrast, Role::Line) => Color::srgb(0.0, 0.0, 0.0),
            (Look::HighContrast, Role::Hole) => Color::srgb(0.16, 0.16, 0.16),
            (Look::HighContrast, Role::Seed(tint)) => [
                Color::srgb(1.0, 1.0, 1.0),
                Color::srgb(1.0, 0.92, 0.55),
                Color::srgb(1.0, 0.78, 0.35),
            ][tint.min(2)],
            (Look::HighContrast, Role::Piece(Player::South)) => Color::srgb(1.0, 1.0, 1.0),
            (Look::HighContrast, Role::Piece(Player::North)) => Color::srgb(0.0, 0.0, 0.0),
            // The board's grey: dark captured stones vanished on a near-black tray.
            (Look::HighContrast, Role::Store) => Look::HighContrast.colour(Role::Board),
        }
    }
}

impl Look {
    /// A text's colour on the board in this look: as it is in wood; pure black or white (by
    /// which it is nearer) in high contrast.
    pub fn text(self, colour: Color) -> Color {
        match self {
            Look::Wood => colour,
            Look::HighContrast if colour.luminance() < 0.25 => Color::BLACK,
            Look::HighContrast => Color::WHITE,
        }
    }
}

/// The board's materials with the role of each, so that a new look recolours them in place
/// (the board on screen changes at once, nothing is rebuilt).
#[derive(Resource, Default)]
pub struct LookMaterials {
    reliefs: Vec<(Handle<Relief>, Role)>,
    flats: Vec<(Handle<FlatColour>, Role)>,
}

impl LookMaterials {
    /// A new shape with depth in `role`'s colour of the look; `make` builds it from the colour.
    pub fn relief(
        &mut self,
        reliefs: &mut Assets<Relief>,
        look: Look,
        role: Role,
        make: impl FnOnce(Color) -> Relief,
    ) -> Handle<Relief> {
        let handle = reliefs.add(make(look.colour(role)));
        self.reliefs
            .retain(|(known, _)| reliefs.contains(known.id()));
        self.reliefs.push((handle.clone(), role));
        handle
    }

    /// A new flat colour in `role`'s colour of the look.
    pub fn flat(
        &mut self,
        flats: &mut Assets<FlatColour>,
        look: Look,
        role: Role,
    ) -> Handle<FlatColour> {
        let handle = flats.add(look.colour(role));
        self.flats.retain(|(known, _)| flats.contains(known.id()));
        self.flats.push((handle.clone(), role));
        handle
    }
}

/// A new look recolours every registered material and the window's background.
fn recolour(
    look: Res<Look>,
    known: Res<LookMaterials>,
    mut reliefs: ResMut<Assets<Relief>>,
    mut flats: ResMut<Assets<FlatColour>>,
    mut clear: ResMut<ClearColor>,
) {
    for (handle, role) in &known.reliefs {
        if let Some(mut relief) = reliefs.get_mut(handle) {
            relief.set_colour(look.colour(*role));
        }
    }
    for (handle, role) in &known.flats {
        if let Some(mut flat) = flats.get_mut(handle) {
            *flat = FlatColour::from(look.colour(*role));
        }
    }
    clear.0 = look.colour(Role::Background);
}

/// The look is kept in the settings file by the settings dialog (`ui/hud/settings_dialog.rs`),
/// as the paint room comes before the storage room.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Look>()
        .init_resource::<LookMaterials>()
        .add_systems(Update, recolour.run_if(resource_changed::<Look>));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The contrast of two colours, as WCAG 2 measures it (1 to 21).
    fn contrast(a: Color, b: Color) -> f32 {
        let luminance = |c: Color| c.to_linear().luminance();
        let (light, dark) = {
            let (x, y) = (luminance(a), luminance(b));
            (x.max(y), x.min(y))
        };
        (light + 0.05) / (dark + 0.05)
    }

    #[test]
    fn contrast_runs_from_one_to_twenty_one() {
        assert!((contrast(Color::WHITE, Color::BLACK) - 21.0).abs() < 0.01);
        assert!((contrast(Color::WHITE, Color::WHITE) - 1.0).abs() < 0.01);
    }

    #[test]
    fn high_contrast_pieces_lines_and_words_stand_out_from_the_board() {
        let look = Look::HighContrast;
        let board = look.colour(Role::Board);
        // The coordinates: dark ink on the board; the counts: light words in a hole.
        let ink = look.text(palette::COORDINATE_TEXT);
        assert!(contrast(ink, board) >= 4.5, "{ink:?}");
        let count = look.text(palette::COUNT_TEXT);
        assert!(contrast(count, look.colour(Role::Hole)) >= 4.5, "{count:?}");
        for role in [
            Role::Piece(Player::South),
            Role::Piece(Player::North),
            Role::Line,
        ] {
            let ratio = contrast(look.colour(role), board);
            assert!(ratio >= 4.5, "{role:?} on the board: {ratio:.2}:1");
        }
        for tint in 0..3 {
            let ratio = contrast(look.colour(Role::Seed(tint)), look.colour(Role::Hole));
            assert!(ratio >= 4.5, "seed {tint} in a hole: {ratio:.2}:1");
        }
        // Captured stones of either colour, and the store's words, on their store.
        let store = look.colour(Role::Store);
        for player in Player::BOTH {
            let ratio = contrast(look.colour(Role::Piece(player)), store);
            assert!(ratio >= 3.0, "{player:?}'s stones on a store: {ratio:.2}:1");
        }
        let words = contrast(look.text(palette::COUNT_TEXT), store);
        assert!(words >= 4.5, "a store's count: {words:.2}:1");
    }

    /// In high contrast every drawn part of a control stands out from the dialog behind it at
    /// 3:1 (the volume slider's rail was black on black): its rail or box, its outline, its
    /// text and mark, and the selection.
    #[test]
    fn high_contrast_controls_stand_out_from_their_dialog() {
        let visuals = crate::app::paint::theme::visuals(Look::HighContrast);
        let behind = of(visuals.window_fill);
        let widgets = &visuals.widgets;
        let parts = [
            ("a rail or box", widgets.inactive.bg_fill),
            ("an outline", widgets.inactive.bg_stroke.color),
            ("a mark", widgets.inactive.fg_stroke.color),
            ("the hovered rail", widgets.hovered.bg_fill),
            ("the selection", visuals.selection.bg_fill),
        ];
        for (part, colour) in parts {
            let ratio = contrast(of(colour), behind);
            assert!(ratio >= 3.0, "{part}: {ratio:.2}:1");
        }
        // A check box's tick, drawn in the mark's colour on its box, reads too.
        let tick = contrast(
            of(widgets.inactive.fg_stroke.color),
            of(widgets.inactive.bg_fill),
        );
        assert!(tick >= 3.0, "a tick on its box: {tick:.2}:1");
    }

    fn of(colour: bevy_egui::egui::Color32) -> Color {
        let [r, g, b, _] = colour.to_array();
        Color::srgb_u8(r, g, b)
    }

    #[test]
    fn every_text_stands_out_from_every_panel_at_4_5_to_1() {
        use palette::egui as ui;
        let fills = [
            ui::PANEL,
            ui::WINDOW,
            ui::BAR,
            ui::CARD,
            ui::CARD_CHOSEN,
            ui::FIELD,
        ];
        let words = [
            ui::TEXT,
            ui::STATUS,
            ui::ACTIVE_PLAYER,
            ui::WARNING,
            ui::CARD_EDGE,
            ui::QUIET_TEXT,
            ui::LINK,
        ];
        for fill in fills {
            for text in words {
                let ratio = contrast(of(text), of(fill));
                assert!(ratio >= 4.5, "{text:?} on {fill:?}: {ratio:.2}:1");
            }
        }
        // High contrast: white words, on the panels and on the coloured buttons too.
        let white = bevy_egui::egui::Color32::WHITE;
        let buttons = [
            ui::PLAY,
            ui::LEARN,
            ui::PUZZLE,
            ui::DECLINE,
            ui::HIGH_CONTRAST_SELECTION,
        ];
        for fill in fills.into_iter().chain(buttons) {
            let ratio = contrast(of(white), of(fill));
            assert!(ratio >= 4.5, "white on {fill:?}: {ratio:.2}:1");
        }
    }
}
