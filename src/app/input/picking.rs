//! Mouse and touch on the board: a press and a release on the same spot make a `SpotClicked`,
//! hovering lights a choice up, and a refused click shakes its spot.
//!
//! Spots are found from the pointer's own position and the spots' layout (no mesh picking):
//! a tap, or a click right after the mouse moved, is seen in the frame it arrives.

use bevy::prelude::*;

use crate::app::board::marks::{Hovered, Shake};
use bevy::window::PrimaryWindow;
use bevy_egui::EguiContexts;

use crate::app::AppSystems;
use crate::app::board::animation::FinishAnimation;
use crate::app::board::spots::Spot;
use crate::app::games;
use crate::app::play::screens::Turn;
use crate::app::play::selection::{ClickRefused, MovePaths, Selection, SpotClicked};
use crate::app::play::session::Session;

/// How far from a spot's centre a tap still picks it (world units; spots are 74 or more apart).
const TAP_RADIUS: f32 = 40.0;

/// Where each press began: the mouse's, or a touch's by its id.
#[derive(Resource, Default)]
struct Presses {
    mouse: Option<u8>,
    touches: Vec<(u64, Option<u8>)>,
    /// A finger cannot hover: its first tap on a move worth seeing shows it, as the pointer
    /// over it would; a second tap there plays it.
    touch_preview: Option<u8>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<Presses>()
        .add_systems(
            Update,
            (
                tap_spots.run_if(resource_exists::<Session>),
                finish_on_press.run_if(in_state(Turn::Animating)),
            )
                .in_set(AppSystems::Input),
        )
        .add_systems(Update, shake_refused.in_set(AppSystems::Present));
}

/// The spot within reach of `world`, the nearest if two are.
pub fn spot_at(view: &dyn games::AnyBoard, world: Vec2) -> Option<u8> {
    (0..view.spot_count())
        .map(|spot| (spot, view.spot_position(spot).distance(world)))
        .filter(|&(_, distance)| distance <= TAP_RADIUS)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(spot, _)| spot)
}

/// Mouse and touch presses and releases on spots.
fn tap_spots(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    session: Res<Session>,
    mut contexts: EguiContexts,
    mut presses: ResMut<Presses>,
    mut hovered: ResMut<Hovered>,
    mut clicked: MessageWriter<SpotClicked>,
    (paths, selection): (Res<MovePaths>, Res<Selection>),
) {
    // A press on the HUD or a menu is egui's, not the board's.
    let over_egui = contexts
        .ctx_mut()
        .is_ok_and(|ctx| ctx.is_pointer_over_egui());
    let view = games::board(session.setup.game);
    let (camera, camera_transform) = *camera;
    let spot_under = |screen: Vec2| {
        let world = camera.viewport_to_world_2d(camera_transform, screen).ok()?;
        spot_at(view, world)
    };
    let cursor = window.cursor_position();
    let under_cursor = cursor.filter(|_| !over_egui).and_then(spot_under);
    // Written only on a change, so that a still pointer leaves the board still.
    if hovered.0 != under_cursor {
        hovered.0 = under_cursor;
    }
    if mouse.just_pressed(MouseButton::Left) {
        presses.mouse = cursor.filter(|_| !over_egui).and_then(spot_under);
    }
    if mouse.just_released(MouseButton::Left) {
        let pressed = presses.mouse.take();
        if let Some(spot) = pressed.filter(|&spot| cursor.and_then(spot_under) == Some(spot)) {
            clicked.write(SpotClicked(spot));
        }
    }
    for touch in touches.iter_just_pressed() {
        let spot = Some(touch.position())
            .filter(|_| !over_egui)
            .and_then(spot_under);
        presses.touches.push((touch.id(), spot));
    }
    for touch in touches.iter_just_released() {
        let Some(index) = presses.touches.iter().position(|(id, _)| *id == touch.id()) else {
            continue;
        };
        let (_, pressed) = presses.touches.swap_remove(index);
        if let Some(spot) = pressed.filter(|&spot| spot_under(touch.position()) == Some(spot)) {
            let first_look = presses.touch_preview != Some(spot)
                && paths.shown_before_played(&session.game, &selection.picked, spot);
            if first_look {
                presses.touch_preview = Some(spot);
                hovered.0 = Some(spot);
            } else {
                presses.touch_preview = None;
                clicked.write(SpotClicked(spot));
            }
        }
    }
    for touch in touches.iter_just_canceled() {
        presses.touches.retain(|(id, _)| *id != touch.id());
    }
}

/// A click or tap while a move is shown finishes showing it.
fn finish_on_press(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    mut finish: MessageWriter<FinishAnimation>,
) {
    if mouse.get_just_pressed().next().is_some() || touches.any_just_pressed() {
        finish.write(FinishAnimation);
    }
}

fn shake_refused(
    mut commands: Commands,
    mut refused: MessageReader<ClickRefused>,
    spots: Query<(Entity, &Spot)>,
) {
    for ClickRefused { spot, .. } in refused.read() {
        if let Some((entity, _)) = spots.iter().find(|(_, s)| s.0 == *spot) {
            commands.entity(entity).insert(Shake(0.35));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameId;

    #[test]
    fn a_tap_near_a_spot_picks_it_and_a_tap_between_spots_picks_none() {
        for game in GameId::ALL {
            let view = games::board(game);
            for spot in 0..view.spot_count() {
                let centre = view.spot_position(spot);
                assert_eq!(spot_at(view, centre), Some(spot), "{game} {spot}");
                assert_eq!(spot_at(view, centre + Vec2::new(25.0, 20.0)), Some(spot));
            }
            assert_eq!(spot_at(view, Vec2::new(2000.0, 0.0)), None, "{game}");
        }
    }
}
