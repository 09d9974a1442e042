//! The board on screen: its spots as entities, its layout and camera, the animation of moves,
//! and the art of spots, stores, coordinates and labels.

pub mod animation;
pub mod camera;
pub mod celebration;
pub mod coordinates;
mod cues;
pub mod effects;
pub mod labels;
pub mod layout;
pub mod marks;
mod painting;
pub mod ring_shapes;
mod spot_art;
pub mod spots;
pub mod stores;
mod streak_stones;

use bevy::prelude::*;

/// The board as entities and its animation: what tests run without a window.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        spots::plugin,
        animation::plugin,
        effects::plugin,
        celebration::plugin,
        layout::plugin,
        marks::plugin,
    ));
}

/// The board drawn in a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((
        camera::plugin,
        painting::plugin,
        coordinates::plugin,
        labels::plugin,
        spot_art::plugin,
        stores::plugin,
        streak_stones::plugin,
    ));
}
