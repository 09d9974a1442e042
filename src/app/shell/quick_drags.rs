//! A drag pressed and released between two frames reaches egui over two frames.
//!
//! egui reads all of a frame's input at once, and a press, a move and a release in one frame
//! look to it like a press that never became a drag: the volume slider stayed where it was
//! after a quick flick (on a busy machine, or in a browser, a frame takes long enough for one).
//! So what came after the press waits for the next frame, which is asked for at once.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::egui;
use bevy_egui::{EguiInput, EguiPreUpdateSet, PrimaryEguiContext};

/// The events held back from the last frame, for the next.
#[derive(Resource, Default)]
struct HeldBack(Vec<egui::Event>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeldBack>().add_systems(
        PreUpdate,
        one_drag_over_two_frames
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

fn one_drag_over_two_frames(
    mut input: Query<&mut EguiInput, With<PrimaryEguiContext>>,
    mut held: ResMut<HeldBack>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok(mut input) = input.single_mut() else {
        return;
    };
    let events = &mut input.0.events;
    // What was held back came first.
    if !held.0.is_empty() {
        let newer = std::mem::take(events);
        events.append(&mut held.0);
        events.extend(newer);
    }
    held.0 = later_half_of_a_quick_drag(events);
    if !held.0.is_empty() {
        redraw.write(RequestRedraw);
    }
}

/// Splits `events` after the press of a drag that also moves and ends in them: returns the
/// moves, the release and everything after (left for the next frame; egui starts a drag only
/// from a press it saw in an earlier frame), or nothing when no press is both moved and released
/// here. A tap (a press and a release where it was pressed) is left whole: egui reads it as the
/// click it is.
pub fn later_half_of_a_quick_drag(events: &mut Vec<egui::Event>) -> Vec<egui::Event> {
    let mut press = None;
    let mut moved = false;
    for (at, event) in events.iter().enumerate() {
        match event {
            egui::Event::PointerButton { pressed: true, .. } => (press, moved) = (Some(at), false),
            egui::Event::PointerMoved(_) if press.is_some() => moved = true,
            egui::Event::PointerButton { pressed: false, .. } => match press {
                Some(press) if moved => return events.split_off(press + 1),
                _ => press = None,
            },
            _ => {}
        }
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn button(x: f32, pressed: bool) -> egui::Event {
        egui::Event::PointerButton {
            pos: egui::pos2(x, 60.0),
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Default::default(),
        }
    }

    fn moved(x: f32) -> egui::Event {
        egui::Event::PointerMoved(egui::pos2(x, 60.0))
    }

    /// One frame of a window 400 points wide with a slider 200 wide at x 100–300.
    fn frame(ctx: &egui::Context, events: Vec<egui::Event>, value: &mut f32) {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(400.0, 200.0));
        let input = egui::RawInput {
            screen_rect: Some(screen),
            events,
            ..Default::default()
        };
        ctx.begin_pass(input);
        let mut ui = egui::Ui::new(
            ctx.clone(),
            "frame".into(),
            egui::UiBuilder::new().max_rect(screen),
        );
        let rect = egui::Rect::from_min_size(egui::pos2(100.0, 50.0), egui::vec2(200.0, 20.0));
        ui.put(rect, egui::Slider::new(value, 0.0..=1.0).show_value(false));
        // No renderer takes the font's texture here.
        ctx.end_pass().textures_delta.clear();
    }

    /// The slider after a flick from its middle to near its right end within one frame.
    fn flicked(split: bool) -> f32 {
        let ctx = egui::Context::default();
        let mut value = 0.5;
        frame(&ctx, Vec::new(), &mut value);
        let mut events = vec![
            moved(200.0),
            button(200.0, true),
            moved(280.0),
            button(280.0, false),
        ];
        let later = match split {
            true => later_half_of_a_quick_drag(&mut events),
            false => Vec::new(),
        };
        frame(&ctx, events, &mut value);
        frame(&ctx, later, &mut value);
        value
    }

    #[test]
    fn a_flick_within_one_frame_moves_the_slider() {
        assert_eq!(flicked(false), 0.5, "egui alone loses it");
        assert!(flicked(true) > 0.85, "{}", flicked(true));
    }

    #[test]
    fn only_a_drag_ended_in_the_same_frame_is_split() {
        let mut tap = vec![moved(200.0), button(200.0, true), button(200.0, false)];
        assert!(later_half_of_a_quick_drag(&mut tap).is_empty());
        assert_eq!(tap.len(), 3);
        let mut still_down = vec![button(200.0, true), moved(280.0)];
        assert!(later_half_of_a_quick_drag(&mut still_down).is_empty());
        let mut flick = vec![
            button(200.0, true),
            moved(280.0),
            button(280.0, false),
            moved(300.0),
        ];
        let later = later_half_of_a_quick_drag(&mut flick);
        assert_eq!(flick, vec![button(200.0, true)]);
        assert_eq!(
            later,
            vec![moved(280.0), button(280.0, false), moved(300.0)]
        );
        // A move before the press is no drag.
        let mut moved_then_tapped = vec![moved(100.0), button(200.0, true), button(200.0, false)];
        assert!(later_half_of_a_quick_drag(&mut moved_then_tapped).is_empty());
    }
}
