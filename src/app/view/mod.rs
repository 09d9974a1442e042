//! Drawing: the camera, each game's board, what lies on each spot, highlights and flights.

mod board_painting;
pub mod coordinates;
pub mod palette;
mod spot_art;
mod streak_stones;
pub mod wood;

use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::AppSystems;
use super::games;
use super::hud::HudInsets;
use super::screens::Screen;
use super::session::Session;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            fit_board
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>))
                .in_set(AppSystems::Present),
        )
        .add_plugins((
            board_painting::plugin,
            coordinates::plugin,
            spot_art::plugin,
            streak_stones::plugin,
        ));
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

/// Logical pixels kept free around the board.
const BOARD_MARGIN: f32 = 12.0;
/// The board's edge, in world units, around the size a game's view gives.
const BOARD_EDGE: f32 = 28.0;

/// Scales and moves the camera so that the board fills the window between the HUD's bars, at
/// any window size (a large monitor, a laptop, a phone either way up).
fn fit_board(
    window: Single<&Window, With<PrimaryWindow>>,
    insets: Res<HudInsets>,
    session: Res<Session>,
    camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let board = games::view(session.setup.game).board_size() + Vec2::splat(BOARD_EDGE);
    let (width, height) = (window.width(), window.height());
    let free = Vec2::new(width - insets.left, height - insets.top - insets.bottom)
        - Vec2::splat(2.0 * BOARD_MARGIN);
    // World units per logical pixel: the larger of what the width and the height need.
    let scale = (board.x / free.x.max(50.0)).max(board.y / free.y.max(50.0));
    // The free band's centre lies (top − bottom) / 2 pixels below the window's centre and
    // left / 2 pixels right of it: the camera looks that far the other way.
    let lift = (insets.top - insets.bottom) / 2.0 * scale;
    let shift = -insets.left / 2.0 * scale;
    let (mut projection, mut transform) = camera.into_inner();
    // Written only when it changes: a still window stays still.
    let fitted = matches!(&*projection, Projection::Orthographic(ortho)
        if matches!(ortho.scaling_mode, ScalingMode::WindowSize) && (ortho.scale - scale).abs() < 1e-4);
    if !fitted && let Projection::Orthographic(ortho) = projection.as_mut() {
        ortho.scaling_mode = ScalingMode::WindowSize;
        ortho.scale = scale;
    }
    if (transform.translation.y - lift).abs() > 0.01
        || (transform.translation.x - shift).abs() > 0.01
    {
        transform.translation.y = lift;
        transform.translation.x = shift;
    }
}
