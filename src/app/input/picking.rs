//! Mouse and touch on the board: a press and a release on the same spot make a `SpotClicked`,
//! hovering lights a choice up, a finger's first tap on a move worth seeing shows it until the
//! next tap, and a refused click shakes its spot.
//!
//! Spots are found from the pointer's own position and the spots' layout (no mesh picking):
//! a tap, or a click right after the mouse moved, is seen in the frame it arrives.

use bevy::prelude::*;

use crate::app::board::marks::{Hovered, Shake, TouchPreview};
use bevy::window::{CursorMoved, PrimaryWindow};
use bevy_egui::{EguiContexts, egui};

use crate::app::AppSystems;
use crate::app::board::animation::FinishAnimation;
use crate::app::board::spots::Spot;
use crate::app::games;
use crate::app::play::screens::Turn;
use crate::app::play::selection::{ClickRefused, MovePaths, Selection, SpotClicked};
use crate::app::play::session::Session;
use crate::app::storage::settings::{BadValue, Setting};

/// How far from a spot's centre a tap still picks it (world units; spots are 74 or more apart).
const TAP_RADIUS: f32 = 40.0;

/// Where each press began: the mouse's, or a touch's by its id.
#[derive(Resource, Default)]
struct Presses {
    mouse: Option<u8>,
    touches: Vec<(u64, Option<u8>)>,
}

/// Whether a finger's tap on a move worth seeing plays it at once (a setting; off by default:
/// the first tap shows the move, as the pointer over it would, and a second tap plays it).
#[derive(Resource, Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct TouchPlaysAtOnce(pub bool);

/// The setting's field in the settings file: `"touch_plays_at_once": false`.
#[derive(serde::Serialize, serde::Deserialize, Default)]
#[serde(default)]
pub struct TouchPlaysAtOnceField {
    touch_plays_at_once: bool,
}

impl Setting for TouchPlaysAtOnce {
    type Fields = TouchPlaysAtOnceField;

    fn to_fields(&self) -> TouchPlaysAtOnceField {
        TouchPlaysAtOnceField {
            touch_plays_at_once: self.0,
        }
    }

    fn from_fields(fields: TouchPlaysAtOnceField) -> Result<TouchPlaysAtOnce, BadValue> {
        Ok(TouchPlaysAtOnce(fields.touch_plays_at_once))
    }
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
    (mut hovered, mut preview): (ResMut<Hovered>, ResMut<TouchPreview>),
    mut clicked: MessageWriter<SpotClicked>,
    (paths, selection, at_once): (
        Res<MovePaths>,
        Res<Selection>,
        Option<Res<TouchPlaysAtOnce>>,
    ),
    mut mouse_moved: MessageReader<CursorMoved>,
) {
    let egui = contexts.ctx_mut().ok().cloned();
    // A press on the HUD or a menu is egui's, not the board's: asked at the press's own place,
    // not where egui last saw the pointer, so that a click right after the mouse left a button
    // (Hint) counts on the board.
    let on_egui = |at: Vec2| egui.as_ref().is_some_and(|ctx| egui_at(ctx, at));
    let view = games::board(session.setup.game);
    let (camera, camera_transform) = *camera;
    let spot_under = |screen: Vec2| {
        if on_egui(screen) {
            return None;
        }
        let world = camera.viewport_to_world_2d(camera_transform, screen).ok()?;
        spot_at(view, world)
    };
    // A finger's preview lasts until the next tap; a mouse that moves, or a new position, ends it.
    if mouse_moved.read().count() > 0 || paths.is_changed() || selection.is_changed() {
        set_if_new(&mut preview, None);
    }
    let cursor = window.cursor_position();
    let under_cursor = preview.0.or_else(|| cursor.and_then(spot_under));
    // Written only on a change, so that a still pointer leaves the board still.
    if hovered.0 != under_cursor {
        hovered.0 = under_cursor;
    }
    if mouse.just_pressed(MouseButton::Left) {
        presses.mouse = cursor.and_then(spot_under);
    }
    if mouse.just_released(MouseButton::Left) {
        let pressed = presses.mouse.take();
        if let Some(spot) = pressed.filter(|&spot| cursor.and_then(spot_under) == Some(spot)) {
            clicked.write(SpotClicked(spot));
        }
    }
    for touch in touches.iter_just_pressed() {
        presses
            .touches
            .push((touch.id(), spot_under(touch.position())));
    }
    let shows_first = !at_once.is_some_and(|at_once| at_once.0);
    for tapped in lifted_taps(&touches, &mut presses, spot_under) {
        let Some(spot) = tapped else {
            // A tap beside the board, or a finger that slid off its spot, takes the preview away.
            set_if_new(&mut preview, None);
            continue;
        };
        let worth_showing = paths.shown_before_played(&session.game, &selection.picked, spot);
        match tap_outcome(preview.0, spot, shows_first, worth_showing) {
            TapOutcome::Shows(spot) => {
                preview.0 = Some(spot);
                hovered.0 = Some(spot);
            }
            TapOutcome::Plays(spot) => {
                set_if_new(&mut preview, None);
                clicked.write(SpotClicked(spot));
            }
        }
    }
    for touch in touches.iter_just_canceled() {
        presses.touches.retain(|(id, _)| *id != touch.id());
    }
}

/// The taps of the fingers lifted this frame: the spot each pressed and lifted on, or `None` for
/// a tap beside the board or a finger that slid off its spot.
fn lifted_taps(
    touches: &Touches,
    presses: &mut Presses,
    spot_under: impl Fn(Vec2) -> Option<u8>,
) -> Vec<Option<u8>> {
    touches
        .iter_just_released()
        .filter_map(|touch| {
            let index = presses
                .touches
                .iter()
                .position(|(id, _)| *id == touch.id())?;
            let (_, pressed) = presses.touches.swap_remove(index);
            Some(pressed.filter(|&spot| spot_under(touch.position()) == Some(spot)))
        })
        .collect()
}

/// What a finger's tap on a spot does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum TapOutcome {
    /// Shows the move it would play, until the next tap.
    Shows(u8),
    /// Clicks the spot, as a mouse would.
    Plays(u8),
}

/// A tap on `spot` while `preview` is shown: a move worth seeing is shown by its first tap
/// (unless the player chose to play at once) and played by a second tap on the same spot.
fn tap_outcome(
    preview: Option<u8>,
    spot: u8,
    shows_first: bool,
    worth_showing: bool,
) -> TapOutcome {
    match shows_first && worth_showing && preview != Some(spot) {
        true => TapOutcome::Shows(spot),
        false => TapOutcome::Plays(spot),
    }
}

/// Whether egui has a window, bar or dialog at `at` (logical pixels, which are egui's points).
/// The background layer (egui's root, under the whole window) is the board's: the app draws no
/// panels there while a game is on.
fn egui_at(ctx: &egui::Context, at: Vec2) -> bool {
    ctx.layer_id_at(egui::pos2(at.x, at.y))
        .is_some_and(|layer| layer.order != egui::Order::Background)
}

/// Writes the preview only when it changes, so that change detection sees only real changes.
fn set_if_new(preview: &mut ResMut<TouchPreview>, spot: Option<u8>) {
    if preview.0 != spot {
        preview.0 = spot;
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

    /// A click on the board right after the pointer left the HUD's Hint button: egui last saw
    /// the pointer over the button (the first click after Hint did nothing), but the press is
    /// judged where it was made.
    #[test]
    fn a_press_on_the_board_just_after_hint_is_the_boards() {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::app::paint::theme::fonts());
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 800.0));
        let mut hint = egui::Rect::from_center_size(egui::pos2(20.0, 740.0), egui::Vec2::ZERO);
        for _ in 0..4 {
            ctx.begin_pass(egui::RawInput {
                screen_rect: Some(screen),
                events: vec![egui::Event::PointerMoved(hint.center())],
                ..Default::default()
            });
            hint = egui::Area::new("hud bottom".into())
                .fixed_pos(egui::pos2(0.0, 730.0))
                .show(&ctx, |ui| ui.button("Hint").rect)
                .inner;
            ctx.end_pass().textures_delta.clear();
        }
        let last_seen = ctx.input(|input| input.pointer.latest_pos());
        assert_eq!(
            last_seen,
            Some(hint.center()),
            "egui saw the pointer last on Hint"
        );
        assert!(egui_at(&ctx, Vec2::new(hint.center().x, hint.center().y)));
        assert!(
            !egui_at(&ctx, Vec2::new(400.0, 300.0)),
            "a press on the board is the board's"
        );
    }

    #[test]
    fn a_first_tap_shows_a_sowing_until_a_second_tap_on_it_plays_it() {
        use TapOutcome::*;
        assert_eq!(tap_outcome(None, 3, true, true), Shows(3));
        assert_eq!(tap_outcome(Some(3), 3, true, true), Plays(3));
        // Another sowing tapped while one is shown: that one is shown instead.
        assert_eq!(tap_outcome(Some(3), 5, true, true), Shows(5));
        // A plain placement plays at once, and so does everything when the player chose so.
        assert_eq!(tap_outcome(None, 3, true, false), Plays(3));
        assert_eq!(tap_outcome(None, 3, false, true), Plays(3));
    }

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
