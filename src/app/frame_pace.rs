//! Frames only when something moves: the window sleeps on the menu and while a person thinks,
//! and draws every frame while a move is shown, the computer thinks or a spot shakes.

use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;
use bevy::window::RequestRedraw;
use bevy::winit::WinitSettings;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

use super::picking::Shake;
use super::screens::{Screen, Turn};

pub(super) fn plugin(app: &mut App) {
    // Input, window events and egui's own repaint requests wake the app; nothing else needs to.
    app.insert_resource(WinitSettings::desktop_app())
        .add_systems(Last, keep_drawing.run_if(something_moves))
        .add_systems(
            PreUpdate,
            drop_repeated_modifiers
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        );
}

/// True while the screen changes by itself: an animation, the computer's search (polled each
/// frame), a shaking spot, or a state change that takes effect next frame.
fn something_moves(
    turn: Option<Res<State<Turn>>>,
    next_turn: Option<Res<NextState<Turn>>>,
    next_screen: Res<NextState<Screen>>,
    shaking: Query<(), With<Shake>>,
) -> bool {
    let busy = turn.is_some_and(|t| matches!(t.get(), Turn::Animating | Turn::ComputerThinking));
    busy || next_turn.is_some_and(|next| is_pending(&next))
        || is_pending(&next_screen)
        || !shaking.is_empty()
}

fn is_pending<S: FreelyMutableState>(next: &NextState<S>) -> bool {
    !matches!(next, NextState::Unchanged)
}

fn keep_drawing(mut redraw: MessageWriter<RequestRedraw>) {
    redraw.write(RequestRedraw);
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
