//! While a game is played, the keys that drive the board never reach egui: Tab would give
//! egui's keyboard focus to a HUD button, and Enter or Space would then press it.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiInput, EguiPreUpdateSet};

use super::keyboard::{DialogsOpen, KeysGoTo};
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::wake::WakeUp;

/// The keys the board answers to (see `keyboard.rs`).
const BOARD_KEYS: [egui::Key; 8] = [
    egui::Key::Tab,
    egui::Key::Enter,
    egui::Key::Space,
    egui::Key::Escape,
    egui::Key::ArrowUp,
    egui::Key::ArrowDown,
    egui::Key::ArrowLeft,
    egui::Key::ArrowRight,
];

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TabForEgui>()
        .add_systems(
            PreUpdate,
            (
                keep_board_keys_from_egui.run_if(board_has_the_keys),
                give_egui_the_tab,
            )
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(OnEnter(Screen::Playing), drop_egui_focus)
        .add_systems(
            PostUpdate,
            (
                focus_follows_the_keys.run_if(resource_changed::<KeysGoTo>),
                keys_back_when_nothing_has_focus,
            )
                .chain()
                .run_if(in_state(Screen::Playing)),
        );
}

/// True while a game is on screen and not over (the game-over panel's buttons take keys), and
/// no settings dialog is open over it (its controls take them).
fn board_has_the_keys(
    turn: Option<Res<State<Turn>>>,
    dialogs: Res<DialogsOpen>,
    keys_go_to: Option<Res<KeysGoTo>>,
) -> bool {
    turn.is_some_and(|turn| *turn.get() != Turn::GameOver)
        && !dialogs.any()
        && keys_go_to.is_none_or(|to| *to == KeysGoTo::Board)
}

/// A Tab for egui in its next pass: the keys have just gone to the bars.
#[derive(Resource, Default)]
struct TabForEgui(Option<egui::Modifiers>);

/// The keys have gone to the bars: egui is given a Tab (Shift+Tab from the board's first spot)
/// in its next pass, which focuses the bars' first button (or last); back on the board, whatever
/// button had the focus lets go.
fn focus_follows_the_keys(
    mut contexts: EguiContexts,
    keys_go_to: Res<KeysGoTo>,
    mut tab: ResMut<TabForEgui>,
    mut wake: ResMut<WakeUp>,
    time: Res<Time<Real>>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    match *keys_go_to {
        KeysGoTo::Board => ctx.memory_mut(|memory| {
            if let Some(id) = memory.focused() {
                memory.surrender_focus(id);
            }
        }),
        KeysGoTo::Bars { backwards } => {
            tab.0 = Some(match backwards {
                false => egui::Modifiers::NONE,
                true => egui::Modifiers::SHIFT,
            });
            // A sleeping window must have that pass.
            wake.at(time.elapsed());
        }
    }
}

fn give_egui_the_tab(
    mut tab: ResMut<TabForEgui>,
    mut inputs: Query<&mut EguiInput>,
    mut wake: ResMut<WakeUp>,
    time: Res<Time<Real>>,
) {
    let Some(modifiers) = tab.0.take() else {
        return;
    };
    // The focus ring is drawn in the pass after the focus has moved.
    wake.at(time.elapsed());
    if let Some(mut input) = inputs.iter_mut().next() {
        input.events.push(egui::Event::Key {
            key: egui::Key::Tab,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers,
        });
    }
}

/// A button pressed with the mouse, or one that closed, leaves egui without focus: the keys
/// go back to the board then (after a frame, in which a move of focus is still on its way).
fn keys_back_when_nothing_has_focus(
    mut contexts: EguiContexts,
    mut keys_go_to: ResMut<KeysGoTo>,
    mut frames_without_focus: Local<u8>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    if *keys_go_to == KeysGoTo::Board || ctx.memory(|memory| memory.focused()).is_some() {
        *frames_without_focus = 0;
        return;
    }
    *frames_without_focus += 1;
    if *frames_without_focus > 2 {
        *keys_go_to = KeysGoTo::Board;
    }
}

fn is_board_key(event: &egui::Event) -> bool {
    matches!(event, egui::Event::Key { key, .. } if BOARD_KEYS.contains(key))
}

fn keep_board_keys_from_egui(mut inputs: Query<&mut EguiInput>) {
    for mut input in &mut inputs {
        input.events.retain(|event| !is_board_key(event));
    }
}

/// A button focused on the menu must not stay focused under the board. (When the app starts
/// straight into a game, egui has no context yet, and so no focus either.)
fn drop_egui_focus(mut contexts: EguiContexts) {
    if let Ok(ctx) = contexts.ctx_mut() {
        ctx.memory_mut(|memory| {
            if let Some(id) = memory.focused() {
                memory.surrender_focus(id);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;

    fn key(key: egui::Key) -> egui::Event {
        egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        }
    }

    fn keys_egui_sees(turn: Turn) -> Vec<egui::Event> {
        keys_egui_sees_with(turn, DialogsOpen::default())
    }

    fn keys_egui_sees_with(turn: Turn, settings: DialogsOpen) -> Vec<egui::Event> {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(settings)
            .init_state::<Screen>()
            .add_sub_state::<Turn>()
            .add_systems(
                PreUpdate,
                keep_board_keys_from_egui.run_if(board_has_the_keys),
            );
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        app.update();
        app.world_mut().resource_mut::<NextState<Turn>>().set(turn);
        app.update();
        let events = vec![
            key(egui::Key::Tab),
            key(egui::Key::Enter),
            key(egui::Key::U),
        ];
        let input = app
            .world_mut()
            .spawn(EguiInput(egui::RawInput {
                events,
                ..default()
            }))
            .id();
        app.update();
        app.world().get::<EguiInput>(input).unwrap().events.clone()
    }

    #[test]
    fn tab_and_enter_drive_the_board_not_the_hud_buttons() {
        assert_eq!(keys_egui_sees(Turn::AwaitingInput), vec![key(egui::Key::U)]);
        assert_eq!(keys_egui_sees(Turn::ComputerThinking).len(), 1);
    }

    #[test]
    fn the_game_over_panel_keeps_its_keys() {
        assert_eq!(keys_egui_sees(Turn::GameOver).len(), 3);
    }

    #[test]
    fn the_settings_dialog_keeps_its_keys() {
        let open = DialogsOpen {
            settings: true,
            ..default()
        };
        assert_eq!(keys_egui_sees_with(Turn::AwaitingInput, open).len(), 3);
    }
}
