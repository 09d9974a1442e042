//! The size of the app's words, 100–200 %, for players who see less well: egui's zoom, so the
//! menu, the HUD and the dialogs grow together and lay themselves out again. A small window
//! keeps room for its layouts (320 × 400 points, the smallest screen they are tested on), so a
//! phone shows the words as large as fits; the board's own labels grow with the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The words' size in percent of the usual, kept in the settings file as `"text size": 150`.
#[derive(Resource, Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TextSize(pub u16);

impl Default for TextSize {
    fn default() -> Self {
        TextSize(100)
    }
}

/// The smallest window, in points, that every screen's layout is tested on.
const LEAST_POINTS: (f32, f32) = (320.0, 400.0);

impl TextSize {
    /// The sizes the settings offer.
    pub const ALL: [TextSize; 5] = [
        TextSize(100),
        TextSize(125),
        TextSize(150),
        TextSize(175),
        TextSize(200),
    ];

    /// Whether the settings file may hold it.
    pub fn is_offered(self) -> bool {
        TextSize::ALL.contains(&self)
    }

    /// egui's zoom in a window `width` × `height` logical pixels: the size asked for, less
    /// where the window would be left fewer points than its layouts need (never below 100 %).
    pub fn zoom_in(self, width: f32, height: f32) -> f32 {
        let asked = f32::from(self.0) / 100.0;
        let room = (width / LEAST_POINTS.0).min(height / LEAST_POINTS.1);
        asked.min(room).max(1.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TextSize>()
        .add_systems(EguiPrimaryContextPass, follow_the_text_size);
}

/// Sets egui's zoom from the setting and the window's size (each frame: a window turned or
/// resized changes the room).
fn follow_the_text_size(mut contexts: EguiContexts, size: Res<TextSize>, windows: Query<&Window>) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let Some(window) = windows.iter().next() else {
        return;
    };
    let zoom = size.zoom_in(window.width(), window.height());
    if (ctx.zoom_factor() - zoom).abs() > 0.001 {
        ctx.set_zoom_factor(zoom);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_grow_as_asked_where_the_window_has_room_and_as_far_as_it_has_elsewhere() {
        let double = TextSize(200);
        assert_eq!(double.zoom_in(1280.0, 800.0), 2.0, "a laptop");
        assert_eq!(double.zoom_in(1280.0, 720.0), 1.8, "720 / 400");
        assert_eq!(double.zoom_in(1920.0, 1080.0), 2.0);
        assert_eq!(double.zoom_in(390.0, 844.0), 390.0 / 320.0, "a phone");
        assert_eq!(
            double.zoom_in(300.0, 400.0),
            1.0,
            "never smaller than usual"
        );
        assert_eq!(TextSize(150).zoom_in(2560.0, 1440.0), 1.5);
        assert_eq!(TextSize::default().zoom_in(1920.0, 1080.0), 1.0);
    }

    #[test]
    fn every_window_keeps_the_room_its_layouts_are_tested_in() {
        for (width, height) in [
            (1280.0, 800.0),
            (1280.0, 720.0),
            (390.0, 844.0),
            (844.0, 390.0),
        ] {
            for size in TextSize::ALL {
                let zoom = size.zoom_in(width, height);
                let points = (width / zoom, height / zoom);
                let smallest = points.0 >= LEAST_POINTS.0 && points.1 >= LEAST_POINTS.1;
                assert!(
                    smallest || zoom == 1.0,
                    "{size:?} in {width}×{height}: {points:?}"
                );
            }
        }
    }
}
