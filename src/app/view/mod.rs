//! Drawing: the camera, each game's board, what lies on each spot, highlights and flights.

mod board_painting;
pub mod palette;
mod spot_art;
pub mod wood;

use bevy::camera::ScalingMode;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera)
        .add_plugins((board_painting::plugin, spot_art::plugin));
}

/// The board's world is about 1000 × 800; the camera keeps all of it in view at any window size.
fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("camera"),
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: 1060.0,
                min_height: 930.0,
            },
            ..OrthographicProjection::default_2d()
        }),
        // Lift the view a little: the HUD's top bar is taller than its bottom bar.
        Transform::from_xyz(0.0, 20.0, 0.0),
    ));
}
