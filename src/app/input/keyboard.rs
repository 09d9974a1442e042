//! Playing by keyboard: arrows or Tab move a cursor over the spots that can be picked, Enter
//! picks, Esc drops the selection, U takes back and R replays a move. In a review the arrows
//! step through the game.

use bevy::prelude::*;

use crate::app::board::marks::KeyboardCursor;

use crate::app::AppSystems;
use crate::app::board::animation::FinishAnimation;
use crate::app::board::layout::BoardTurned;
use crate::app::games;
use crate::app::play::hint::HintAsked;
use crate::app::play::review::{ReviewRequest, ReviewStep};
use crate::app::play::screens::{Screen, Turn};
use crate::app::play::selection::{PickAction, Selection, SpotClicked};
use crate::app::play::session::{GameRequest, Session, in_a_review};

/// Where the keys go during a game: to the board (arrows, Tab and Enter pick spots), or to the
/// HUD's bars, whose buttons egui's Tab, Enter and Space work. F6 goes to the bars (as it goes
/// between a window's panes elsewhere; Tab keeps cycling the board's spots, which the keyboard
/// checks and players rely on); Esc or F6 comes back.
#[derive(Resource, Default, Copy, Clone, Debug, PartialEq, Eq)]
pub enum KeysGoTo {
    #[default]
    Board,
    /// To the bars' buttons, entered at the first (`backwards`: at the last).
    Bars { backwards: bool },
}

fn keys_on_the_board(keys_go_to: Res<KeysGoTo>) -> bool {
    *keys_go_to == KeysGoTo::Board
}

/// The dialogs open over the board: their keys (Esc closes them, Tab and Enter work their
/// controls, Ctrl+A selects their text) are not the board's then.
#[derive(Resource, Default, Copy, Clone, Debug, PartialEq, Eq)]
pub struct DialogsOpen {
    pub settings: bool,
    /// A record to copy or to open.
    pub record: bool,
    /// The box to type a move in (`ui/hud/typed_move.rs`).
    pub typed_move: bool,
}

impl DialogsOpen {
    pub fn any(&self) -> bool {
        self.settings || self.record || self.typed_move
    }
}

fn no_dialog_open(dialogs: Res<DialogsOpen>) -> bool {
    !dialogs.any()
}

pub(super) fn plugin(app: &mut App) {
    // The input plugin provides the keys in a window; headless tests press them directly.
    app.init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<KeyboardCursor>()
        .init_resource::<DialogsOpen>()
        .init_resource::<KeysGoTo>()
        .add_systems(OnEnter(Screen::Playing), |mut to: ResMut<KeysGoTo>| {
            *to = KeysGoTo::Board
        })
        .add_systems(
            Update,
            (
                (move_cursor, pick)
                    .chain()
                    .run_if(in_state(Turn::AwaitingInput).and_then(keys_on_the_board)),
                between_board_and_bars
                    .after(pick)
                    .run_if(in_state(Screen::Playing)),
                undo_redo.run_if(in_state(Screen::Playing)),
                finish_on_key.run_if(in_state(Turn::Animating)),
                review_keys.run_if(in_a_review),
            )
                .run_if(no_dialog_open)
                .in_set(AppSystems::Input),
        )
        .add_systems(
            OnExit(Screen::Playing),
            |mut dialogs: ResMut<DialogsOpen>| dialogs.settings = false,
        )
        .add_systems(
            OnExit(Turn::AwaitingInput),
            |mut cursor: ResMut<KeyboardCursor>| cursor.0 = None,
        );
}

/// F6 goes from the board to the bars (Shift+F6 to their last button) and back; Esc comes back
/// from the bars.
fn between_board_and_bars(keys: Res<ButtonInput<KeyCode>>, mut to: ResMut<KeysGoTo>) {
    let on_board = *to == KeysGoTo::Board;
    if keys.just_pressed(KeyCode::F6) {
        // Shift+F6 goes the other way round, to the last button first.
        let backwards = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        *to = match on_board {
            true => KeysGoTo::Bars { backwards },
            false => KeysGoTo::Board,
        };
    } else if !on_board && keys.just_pressed(KeyCode::Escape) {
        *to = KeysGoTo::Board;
    }
}

fn move_cursor(
    keys: Res<ButtonInput<KeyCode>>,
    selection: Res<Selection>,
    session: Res<Session>,
    turned: Res<BoardTurned>,
    mut cursor: ResMut<KeyboardCursor>,
) {
    let choices = &selection.next;
    if choices.is_empty() {
        cursor.0 = None;
        return;
    }
    let view = games::board(session.setup.game);
    if let Some(old) = cursor.0.filter(|c| !choices.contains(c)) {
        // A pick changed the choices (a piece's destinations, a removal): the cursor moves on
        // to the nearest of them, so Enter can go on picking.
        let here = view.spot_position(old);
        cursor.0 = choices.iter().copied().min_by(|&a, &b| {
            let distance = |s| view.spot_position(s).distance(here);
            distance(a).total_cmp(&distance(b))
        });
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let direction = if keys.just_pressed(KeyCode::ArrowRight) {
        Some(Vec2::X)
    } else if keys.just_pressed(KeyCode::ArrowLeft) {
        Some(-Vec2::X)
    } else if keys.just_pressed(KeyCode::ArrowUp) {
        Some(Vec2::Y)
    } else if keys.just_pressed(KeyCode::ArrowDown) {
        Some(-Vec2::Y)
    } else {
        None
    }
    // The arrows mean the screen's directions, also on a board turned upright.
    .map(|on_screen| turned.screen_to_world(on_screen));
    if keys.just_pressed(KeyCode::Tab) {
        let i = cursor.0.and_then(|c| choices.iter().position(|&s| s == c));
        let n = choices.len();
        let next = match (i, shift) {
            (None, _) => 0,
            (Some(i), false) => (i + 1) % n,
            (Some(i), true) => (i + n - 1) % n,
        };
        cursor.0 = Some(choices[next]);
    } else if let Some(direction) = direction {
        let Some(current) = cursor.0 else {
            cursor.0 = Some(choices[0]);
            return;
        };
        let here = view.spot_position(current);
        // The nearest choice that lies in the pressed direction.
        cursor.0 = choices
            .iter()
            .copied()
            .filter(|&s| s != current)
            .map(|s| (s, view.spot_position(s) - here))
            .filter(|(_, d)| d.normalize_or_zero().dot(direction) > 0.3)
            .min_by(|a, b| {
                let score = |d: Vec2| d.length() * (2.0 - d.normalize_or_zero().dot(direction));
                score(a.1).total_cmp(&score(b.1))
            })
            .map(|(s, _)| s)
            .or(Some(current));
    }
}

fn pick(
    keys: Res<ButtonInput<KeyCode>>,
    cursor: Res<KeyboardCursor>,
    selection: Res<Selection>,
    mut clicked: MessageWriter<SpotClicked>,
    mut actions: MessageWriter<PickAction>,
) {
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        match cursor.0 {
            Some(spot) => {
                clicked.write(SpotClicked(spot));
            }
            None if selection.can_stop => {
                actions.write(PickAction::DeclineRemoval);
            }
            None => {}
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        actions.write(PickAction::Cancel);
    }
    if keys.just_pressed(KeyCode::KeyN) && selection.can_stop {
        actions.write(PickAction::DeclineRemoval);
    }
}

fn undo_redo(
    keys: Res<ButtonInput<KeyCode>>,
    mut requests: MessageWriter<GameRequest>,
    mut hints: MessageWriter<HintAsked>,
) {
    if keys.just_pressed(KeyCode::KeyU) {
        requests.write(GameRequest::Undo);
    }
    if keys.just_pressed(KeyCode::KeyR) {
        requests.write(GameRequest::Redo);
    }
    if keys.just_pressed(KeyCode::KeyH) {
        hints.write(HintAsked);
    }
}

/// In a review: ← and → a move back or on, ↑ or Home to the start, ↓ or End to the end. A press
/// during a move's animation counts: the review follows once it is shown.
fn review_keys(keys: Res<ButtonInput<KeyCode>>, mut requests: MessageWriter<ReviewRequest>) {
    let steps = [
        (KeyCode::ArrowLeft, ReviewStep::Back),
        (KeyCode::ArrowRight, ReviewStep::Forward),
        (KeyCode::ArrowUp, ReviewStep::First),
        (KeyCode::Home, ReviewStep::First),
        (KeyCode::ArrowDown, ReviewStep::Last),
        (KeyCode::End, ReviewStep::Last),
    ];
    for (key, step) in steps {
        if keys.just_pressed(key) {
            requests.write(ReviewRequest::Step(step));
        }
    }
}

/// Any key while a move is shown finishes showing it.
fn finish_on_key(keys: Res<ButtonInput<KeyCode>>, mut finish: MessageWriter<FinishAnimation>) {
    if keys.get_just_pressed().next().is_some() {
        finish.write(FinishAnimation);
    }
}
