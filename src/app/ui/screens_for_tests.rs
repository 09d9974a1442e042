//! Screens from a small phone to a large monitor, upright and turned, for tests that lay a
//! dialog out on each and check that it stands whole (its title and its buttons on screen).

use bevy_egui::egui;

/// Widths 320–2560 and heights 568–1440 (points), as phones, tablets and monitors have them.
pub const SCREENS: [(f32, f32); 9] = [
    (320.0, 568.0),
    (568.0, 320.0),
    (390.0, 844.0),
    (844.0, 390.0),
    (768.0, 1024.0),
    (1280.0, 720.0),
    (1280.0, 800.0),
    (1920.0, 1080.0),
    (2560.0, 1440.0),
];

/// The place of the area `id` once `draw` has laid it out, and laid it out again until it has
/// settled, on a `width`×`height` screen with the app's fonts.
pub fn laid_out(
    (width, height): (f32, f32),
    id: egui::Id,
    mut draw: impl FnMut(&egui::Context),
) -> egui::Rect {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
    let ctx = egui::Context::default();
    ctx.set_fonts(crate::app::paint::theme::fonts());
    // Fonts take effect in the pass after they are set; areas settle on their size over the
    // passes after they first appear.
    for _ in 0..6 {
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(screen),
            ..Default::default()
        });
        draw(&ctx);
        ctx.end_pass().textures_delta.clear();
    }
    ctx.memory(|m| m.area_rect(id))
        .unwrap_or_else(|| panic!("nothing was laid out as {id:?}"))
}

/// Asserts that the area `id` that `draw` lays out stands whole on every screen.
pub fn fits_every_screen(what: &str, id: egui::Id, mut draw: impl FnMut(&egui::Context)) {
    for (width, height) in SCREENS {
        let shown = laid_out((width, height), id, &mut draw);
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
        assert!(
            screen.expand(0.5).contains_rect(shown),
            "{what} at {width}×{height} takes {shown:?}"
        );
    }
}

/// Every language the app speaks, and English made 40 % longer: each screen must fit them all.
pub fn every_language() -> Vec<crate::app::words::Phrasebook> {
    use crate::app::words::{Language, Phrasebook};
    let mut books: Vec<Phrasebook> = Language::ALL.map(Phrasebook::new).into();
    books.push(Phrasebook::longer_english());
    books
}
