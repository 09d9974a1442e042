//! A box to type a move in the game's notation ("d2", "c", "b2"), opened by "/" during a game:
//! a screen reader's user types a move rather than finding its spots. Enter plays it (through
//! `spoken::MoveTyped`, which refuses a move that does not read or is not legal, saying why);
//! the box stays open and shows what was said, and Esc closes it.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::input::keyboard::DialogsOpen;
use crate::app::paint::palette::egui as colors;
use crate::app::paint::theme::ThemeReady;
use crate::app::play::screens::Screen;
use crate::app::play::session::Session;
use crate::app::ui::spoken::{Announcement, MoveTyped};
use crate::app::ui::widgets::size;
use crate::app::words::Words;

/// The box, while open: what is typed, and whether its field still has to take the focus.
#[derive(Resource, Default, Debug)]
pub struct TypedMoveBox {
    open: bool,
    text: String,
    focus: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TypedMoveBox>()
        .add_systems(
            Update,
            (
                open_on_slash.run_if(in_state(Screen::Playing)),
                keys_to_the_box.run_if(resource_changed::<TypedMoveBox>),
            )
                .chain(),
        )
        .add_systems(
            OnExit(Screen::Playing),
            |mut typed: ResMut<TypedMoveBox>| {
                *typed = TypedMoveBox::default();
            },
        )
        .add_systems(
            EguiPrimaryContextPass,
            show.run_if(
                resource_exists::<ThemeReady>
                    .and_then(resource_exists::<Session>)
                    .and_then(|typed: Res<TypedMoveBox>| typed.open),
            ),
        );
}

fn open_on_slash(
    keys: Res<ButtonInput<KeyCode>>,
    dialogs: Res<DialogsOpen>,
    mut typed: ResMut<TypedMoveBox>,
) {
    if !dialogs.any() && keys.any_just_pressed([KeyCode::Slash, KeyCode::NumpadDivide]) {
        *typed = TypedMoveBox {
            open: true,
            text: String::new(),
            focus: true,
        };
    }
}

/// While the box is open its field takes the keys (the board's and the reading keys wait).
fn keys_to_the_box(typed: Res<TypedMoveBox>, mut dialogs: ResMut<DialogsOpen>) {
    if dialogs.typed_move != typed.open {
        dialogs.typed_move = typed.open;
    }
}

fn show(
    mut contexts: EguiContexts,
    mut typed: ResMut<TypedMoveBox>,
    session: Res<Session>,
    announcement: Res<Announcement>,
    words: Res<Words>,
    mut moves: MessageWriter<MoveTyped>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let example = session
        .game
        .legal_moves()
        .first()
        .map_or_else(String::new, |mv| mv.to_string());
    let typed = &mut *typed;
    let modal = egui::Modal::new("typed-move-box".into())
        .backdrop_color(colors::DIALOG_BACKDROP)
        .show(ctx, |ui| {
            ui.set_width(260.0);
            let title = words.with("typed-move-example", &[("example", example.into())]);
            ui.label(RichText::new(title).size(size::BODY));
            let field = ui.add(
                egui::TextEdit::singleline(&mut typed.text)
                    .hint_text(words.get("typed-move-label"))
                    .desired_width(f32::INFINITY),
            );
            if std::mem::take(&mut typed.focus) {
                field.request_focus();
            }
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if entered && !typed.text.trim().is_empty() {
                moves.write(MoveTyped(std::mem::take(&mut typed.text)));
                // Back to the field for the next move.
                typed.focus = true;
            }
            // What was said last: the move's news, or why it was refused.
            ui.label(RichText::new(&announcement.text).size(size::BODY));
        });
    if modal.should_close() {
        typed.open = false;
    }
    Ok(())
}
