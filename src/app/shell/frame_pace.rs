//! Frames only when something moves: the window sleeps on the menu and while a person thinks,
//! draws every frame while a move is shown or a spot shakes, a few a second while the computer
//! thinks (its indicator's dots; the finished search wakes the window at once), and wakes when
//! something timed is due (`play::wake`).

use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, EguiRenderOutput, egui};
use std::time::Duration;

use super::launch::ScreenshotRequest;
use crate::app::board::celebration::Spark;
use crate::app::board::marks::Shake;
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::wake::WakeUp;

pub(super) fn plugin(app: &mut App) {
    // Input, window events and egui's own repaint requests wake the app; nothing else needs to.
    app.insert_resource(WinitSettings::desktop_app())
        .add_systems(
            Last,
            (
                keep_drawing.run_if(something_moves),
                // The screenshot mode counts frames and draws them without waiting.
                sleep_until_due.run_if(not(resource_exists::<ScreenshotRequest>)),
            ),
        )
        .add_systems(
            PostUpdate,
            draw_again_after_new_glyphs.after(EguiPostUpdateSet::ProcessOutput),
        )
        .add_systems(
            PreUpdate,
            drop_repeated_modifiers
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        );
}

/// How long the window sleeps without input: until the next thing timed is due, and while the
/// computer thinks, no longer than a step of its indicator's dots (six frames a second rather
/// than sixty: on a slow, software renderer a frame takes most of the time it has, time the
/// search on the web then gets). Otherwise as a desktop app, until input comes.
fn pace(computer_thinks: bool, due_in: Option<Duration>) -> WinitSettings {
    let dots = computer_thinks.then(|| Duration::from_secs_f32(DOTS_SECONDS));
    match dots.into_iter().chain(due_in).min() {
        // Focused or not: a window behind another still counts down.
        Some(wait) => WinitSettings {
            focused_mode: UpdateMode::reactive(wait),
            unfocused_mode: UpdateMode::reactive(wait),
        },
        None => WinitSettings::desktop_app(),
    }
}

/// Sets the sleep after this frame from the turn and this frame's deadlines.
fn sleep_until_due(
    turn: Option<Res<State<Turn>>>,
    time: Res<Time<Real>>,
    mut wake: ResMut<WakeUp>,
    mut settings: ResMut<WinitSettings>,
) {
    let thinking = turn.is_some_and(|turn| *turn.get() == Turn::ComputerThinking);
    let wanted = pace(thinking, wake.take_wait(time.elapsed()));
    // Written only when it changes, so that nothing watching it is told of every frame.
    if (settings.focused_mode, settings.unfocused_mode)
        != (wanted.focused_mode, wanted.unfocused_mode)
    {
        *settings = wanted;
    }
}

/// Time between frames while the computer thinks: half a step of the indicator's dots
/// (`hud::top_bar`), so each step shows within a sixth of a second.
const DOTS_SECONDS: f32 = 1.0 / 6.0;

/// True while the screen changes by itself: an animation, a shaking spot, a celebration's
/// sparks, or a state change that takes effect next frame.
fn something_moves(
    turn: Option<Res<State<Turn>>>,
    next_turn: Option<Res<NextState<Turn>>>,
    next_screen: Res<NextState<Screen>>,
    shaking: Query<(), With<Shake>>,
    sparks: Query<(), With<Spark>>,
) -> bool {
    let busy = turn.is_some_and(|t| *t.get() == Turn::Animating);
    busy || next_turn.is_some_and(|next| is_pending(&next))
        || is_pending(&next_screen)
        || !shaking.is_empty()
        || !sparks.is_empty()
}

fn is_pending<S: FreelyMutableState>(next: &NextState<S>) -> bool {
    !matches!(next, NextState::Unchanged)
}

fn keep_drawing(mut redraw: MessageWriter<RequestRedraw>) {
    redraw.write(RequestRedraw);
}

/// A frame that adds glyphs to egui's texture (a text at a new size: the board's labels after
/// a resize) is followed by another, so that a glyph the renderer had not received in time is
/// drawn at once rather than missing until the window next wakes.
fn draw_again_after_new_glyphs(
    outputs: Query<&EguiRenderOutput>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if outputs
        .iter()
        .any(|output| !output.textures_delta.set.is_empty())
    {
        redraw.write(RequestRedraw);
    }
}

/// bevy_egui reports the modifier keys to egui every frame, and egui repaints at once after any
/// event, so the app never slept. Only a change of the modifiers is news.
fn drop_repeated_modifiers(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(modifiers) => {
                let changed = *last != Some(*modifiers);
                *last = Some(*modifiers);
                changed
            }
            _ => true,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::state::app::StatesPlugin;

    fn update_mode(app: &App) -> UpdateMode {
        app.world().resource::<WinitSettings>().focused_mode
    }

    /// The frame pace alone, with the screens and turns it reads.
    fn paced_app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .add_message::<RequestRedraw>()
            .init_state::<Screen>()
            .add_sub_state::<Turn>()
            .init_resource::<WakeUp>();
        app
    }

    fn go_to(app: &mut App, turn: Turn) {
        app.world_mut().resource_mut::<NextState<Turn>>().set(turn);
        app.update();
    }

    #[test]
    fn the_window_draws_a_few_frames_a_second_only_while_the_computer_thinks() {
        let mut app = paced_app();
        app.add_plugins(plugin);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        app.update();
        let resting = WinitSettings::desktop_app().focused_mode;
        assert_eq!(update_mode(&app), resting);

        go_to(&mut app, Turn::ComputerThinking);
        let UpdateMode::Reactive { wait, .. } = update_mode(&app) else {
            panic!("thinking: {:?}", update_mode(&app));
        };
        assert!(
            wait.as_secs_f32() <= 1.0 / 3.0,
            "each step of the dots shows"
        );
        assert_eq!(
            app.world().resource::<WinitSettings>().unfocused_mode,
            update_mode(&app)
        );

        go_to(&mut app, Turn::Animating);
        assert_eq!(update_mode(&app), resting, "a move is shown frame by frame");
    }

    #[test]
    fn a_deadline_wakes_the_window_on_time_focused_or_not() {
        let soon = Duration::from_millis(700);
        let woken = pace(false, Some(soon));
        assert_eq!(woken.focused_mode, UpdateMode::reactive(soon));
        assert_eq!(woken.unfocused_mode, UpdateMode::reactive(soon));
        let thinking = pace(true, Some(soon));
        assert_eq!(
            thinking.focused_mode,
            UpdateMode::reactive(Duration::from_secs_f32(DOTS_SECONDS))
        );
        let later = pace(true, Some(Duration::from_secs(3)));
        assert_eq!(later.focused_mode, thinking.focused_mode);
        let resting = WinitSettings::desktop_app();
        assert_eq!(pace(false, None).unfocused_mode, resting.unfocused_mode);
    }

    #[test]
    fn the_screenshot_mode_keeps_drawing_without_input() {
        let mut app = paced_app();
        app.insert_resource(ScreenshotRequest {
            path: "shot.png".into(),
            picks: Vec::new(),
            mid_move: None,
            waits_for_review: false,
        })
        .add_plugins(plugin)
        .insert_resource(WinitSettings::game());
        app.update();
        app.update();
        assert_eq!(update_mode(&app), WinitSettings::game().focused_mode);
    }
}
