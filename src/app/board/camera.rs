//! The camera: it fits the board and its stores into the window between the HUD's bars.

use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};

use super::layout::{BoardTurned, StorePlacement, scene_rect};
use crate::app::AppSystems;
use crate::app::games::{self, AnyBoard};
use crate::app::play::screens::Screen;
use crate::app::play::session::Session;
use crate::rules::Player;

/// How much of the window the HUD's bars take (the HUD writes it), in logical pixels: the board is fitted into the
/// rest, so that no bar covers it.
#[derive(Resource, Default, Copy, Clone, Debug, PartialEq)]
pub struct HudInsets {
    pub top: f32,
    pub bottom: f32,
    /// The side panel's width, when the HUD stands left of the board.
    pub left: f32,
    /// The HUD measures in egui's points: pixels per point beyond the window's own scale
    /// (the text size's zoom, `paint::text_size`); 0 is read as 1.
    pub zoom: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudInsets>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            fit_board
                .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>))
                .in_set(AppSystems::Present),
        );
}

/// The board's world is about 1000 × 800; the camera keeps all of it in view at any window size.
fn spawn_camera(mut commands: Commands) {
    let mut camera = commands.spawn((
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
    // In the browser, multisampling is the costliest part of a frame on a weak or software GPU
    // (`scripts/web-timing.sh`); the desktop keeps its smoother edges. The board is drawn into a
    // 10-bit linear target rather than Bevy's half-float or 8-bit sRGB ones, which a software
    // rasteriser blends into far slower (`scripts/web-anatomy.sh`; see `ten_bit_target`).
    #[cfg(target_arch = "wasm32")]
    camera.insert((Msaa::Off, crate::app::paint::ten_bit_target::TenBitTarget));
    #[cfg(not(target_arch = "wasm32"))]
    let _ = &mut camera;
}

/// Logical pixels kept free around the board.
const BOARD_MARGIN: f32 = 12.0;

/// How much larger a turned board must be drawn before the board is turned upright.
const TURN_GAIN: f32 = 1.15;

/// How much larger a board must be drawn with its stores beside it, in a window without the
/// HUD beside it, before they leave their places above and below.
const BESIDE_GAIN: f32 = 1.1;

/// World units per logical pixel that fit `scene` (with the screen's width and height) into
/// `free`.
fn scale_to_fit(scene: Vec2, free: Vec2) -> f32 {
    (scene.x / free.x.max(50.0)).max(scene.y / free.y.max(50.0))
}

/// Where the stores stand, the scale (world units per logical pixel) and whether the board is
/// turned upright, for the board `view` in `free` room, with the HUD beside it or not.
fn board_fit(view: &dyn AnyBoard, free: Vec2, hud_beside: bool) -> (StorePlacement, f32, bool) {
    let fits = |placement| {
        let size = scene_rect(view, placement).size();
        (scale_to_fit(size, free), scale_to_fit(size.yx(), free))
    };
    let below = fits(StorePlacement::BelowAndAbove);
    let beside = fits(StorePlacement::Beside);
    // With the HUD beside a square board there is room to its right for the stores; in a wide,
    // short window (a phone on its side) stores beside a wide board leave it the height, and
    // draw it clearly larger than stores above and below it would.
    let wanted = if hud_beside || beside.0 * BESIDE_GAIN < below.0.min(below.1 * TURN_GAIN) {
        StorePlacement::Beside
    } else {
        StorePlacement::BelowAndAbove
    };
    let (flat, upright) = match wanted {
        StorePlacement::BelowAndAbove => below,
        // Stores beside a board turned upright would stand above and below it, their tokens
        // across: the board turns only with the HUD beside it, as before.
        StorePlacement::Beside if hud_beside => beside,
        StorePlacement::Beside => (beside.0, f32::INFINITY),
    };
    let turn = upright * TURN_GAIN < flat;
    (wanted, if turn { upright } else { flat }, turn)
}

/// Scales, turns and moves the camera so that the board and its stores fill the window between
/// the HUD's parts, at any window size (a large monitor, a laptop, a phone either way up): a
/// wide board in a tall window is turned upright when that draws it clearly larger.
fn fit_board(
    window: Single<&Window, With<PrimaryWindow>>,
    insets: Res<HudInsets>,
    session: Res<Session>,
    mut placement: ResMut<StorePlacement>,
    mut turned: ResMut<BoardTurned>,
    camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (width, height) = (window.width(), window.height());
    let zoom = if insets.zoom > 0.0 { insets.zoom } else { 1.0 };
    let (top, bottom, left) = (insets.top * zoom, insets.bottom * zoom, insets.left * zoom);
    let free = Vec2::new(width - left, height - top - bottom) - Vec2::splat(2.0 * BOARD_MARGIN);
    let view = games::board(session.setup.game);
    let (wanted, scale, upright) = board_fit(view, free, left > 0.0);
    placement.set_if_neq(wanted);
    let scene = scene_rect(view, wanted);
    turned.set_if_neq(BoardTurned {
        upright,
        from_north: session.setup.seen_from() == Player::North,
    });
    // The free band's centre lies (top − bottom) / 2 pixels below the window's centre and
    // left / 2 pixels right of it: the camera looks that far the other way, from the scene's
    // centre, along the screen's axes.
    let offset = Vec2::new(-left / 2.0, (top - bottom) / 2.0) * scale;
    let look_at = scene.center() + turned.screen_to_world(offset);
    let (mut projection, mut transform) = camera.into_inner();
    // Written only when it changes: a still window stays still.
    let fitted = matches!(&*projection, Projection::Orthographic(ortho)
        if matches!(ortho.scaling_mode, ScalingMode::WindowSize) && (ortho.scale - scale).abs() < 1e-4);
    let mut moved = false;
    if !fitted && let Projection::Orthographic(ortho) = projection.as_mut() {
        ortho.scaling_mode = ScalingMode::WindowSize;
        ortho.scale = scale;
        moved = true;
    }
    if transform.translation.truncate().distance(look_at) > 0.01
        || transform.rotation != turned.rotation()
    {
        transform.translation = look_at.extend(transform.translation.z);
        transform.rotation = turned.rotation();
        moved = true;
    }
    // The labels painted on the board (the stores' counts) follow the camera a frame late: one
    // more frame puts them in place rather than leaving them clipped until the next input.
    if moved {
        redraw.write(RequestRedraw);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameId;

    /// The room a window leaves the board under a bar above it and one below.
    fn free(width: f32, height: f32) -> Vec2 {
        Vec2::new(width, height - 100.0 - 80.0) - Vec2::splat(2.0 * BOARD_MARGIN)
    }

    /// A phone on its side puts the stores beside a wide board (it was a third of the screen),
    /// upright it turns the board, and a square board in a tall window keeps them above and below.
    #[test]
    fn the_stores_stand_where_the_board_is_drawn_largest() {
        let kimasai = games::board(GameId::Kimasai);
        let (placement, beside, turned) = board_fit(kimasai, free(844.0, 390.0), false);
        assert_eq!((placement, turned), (StorePlacement::Beside, false));
        let below = scale_to_fit(
            scene_rect(kimasai, StorePlacement::BelowAndAbove).size(),
            free(844.0, 390.0),
        );
        assert!(below > beside * BESIDE_GAIN, "{below} against {beside}");
        let (placement, _, turned) = board_fit(kimasai, free(390.0, 844.0), false);
        assert_eq!((placement, turned), (StorePlacement::BelowAndAbove, true));
        let shax = games::board(GameId::Shax);
        let (placement, _, turned) = board_fit(shax, free(800.0, 1100.0), false);
        assert_eq!((placement, turned), (StorePlacement::BelowAndAbove, false));
        let (placement, _, _) = board_fit(shax, free(1024.0, 700.0), true);
        assert_eq!(
            placement,
            StorePlacement::Beside,
            "the HUD beside leaves room for them"
        );
    }
}
