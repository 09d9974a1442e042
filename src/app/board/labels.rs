//! Numbers and letters on the board (seed counts, store counts, coordinates), painted by egui
//! where they lie in the world: upright on a turned board, sharp at any size, and without a
//! second text engine (Bevy's would add its own fonts and shaper to the web download).

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, FontId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::paint::looks::Look;
use crate::app::paint::palette;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::screens::Screen;

/// A text on the board, centred on its entity; `size` is in world units, so it scales with the
/// board.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Visibility)]
pub struct BoardLabel {
    pub text: String,
    pub size: f32,
    pub color: Color,
    /// The least size it is painted at, in screen points, however small the board is drawn.
    pub least: f32,
}

impl BoardLabel {
    pub fn new(text: impl Into<String>, size: f32, color: Color) -> BoardLabel {
        BoardLabel {
            text: text.into(),
            size,
            color,
            least: 1.0,
        }
    }

    /// Never painted smaller than `points` on the screen: words a player must read on a phone,
    /// where the board is drawn small (the stores' owners were 6 points tall there).
    pub fn at_least(self, points: f32) -> BoardLabel {
        BoardLabel {
            least: points,
            ..self
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        paint_labels.run_if(in_state(Screen::Playing).and_then(resource_exists::<ThemeReady>)),
    );
}

/// Paints every visible label under the HUD (egui's background layer), at its place on the
/// screen.
fn paint_labels(
    mut contexts: EguiContexts,
    camera: Single<(&Camera, &GlobalTransform, &Projection)>,
    labels: Query<(&BoardLabel, &GlobalTransform, &InheritedVisibility)>,
    look: Option<Res<Look>>,
) {
    let look = look.map(|look| *look).unwrap_or_default();
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let (camera, camera_transform, projection) = *camera;
    let Projection::Orthographic(ortho) = projection else {
        return;
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("board labels"),
    ));
    for (label, transform, visible) in &labels {
        if !visible.get() {
            continue;
        }
        let Ok(at) = camera.world_to_viewport(camera_transform, transform.translation()) else {
            continue;
        };
        // Whole points only: every size is its own set of glyphs in egui's texture, and a
        // window dragged wider would otherwise fill it with sizes used for one frame each.
        // egui's points are the window's pixels over the text size's zoom; the board's
        // labels keep the board's scale (they fit its holes).
        let zoom = ctx.zoom_factor();
        let size = (label.size / ortho.scale / zoom).round().max(label.least);
        painter.text(
            egui::pos2(at.x, at.y) / zoom,
            Align2::CENTER_CENTER,
            &label.text,
            FontId::proportional(size),
            palette::to_egui(look.text(label.color)),
        );
    }
}
