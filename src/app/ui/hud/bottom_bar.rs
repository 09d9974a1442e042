//! The bar below the board: undo and redo, the "don't remove" choice after a jare, and the
//! latest moves.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use super::{HudInsets, SteadyBars, bar};
use crate::app::board::animation::{AnimationPace, Speed};
use crate::app::board::coordinates::ShowCoordinates;
use crate::app::input::keyboard::DialogsOpen;
use crate::app::paint::palette::egui as colors;
use crate::app::play::hint::{Hint, HintAsked, HintedMoves, hints_allowed};
use crate::app::play::lesson::{ActiveLesson, LessonRequest};
use crate::app::play::screens::Turn;
use crate::app::play::selection::{PickAction, Selection};
use crate::app::play::session::{GameRequest, Opponent, Session};
use crate::app::sound::audio::SoundSettings;
use crate::app::storage::page_address::page_link;
use crate::app::ui::links::SendMyMove;
use crate::app::ui::records::{RecordDialog, record_of};
use crate::rules::AnyMatch;

/// Moves shown in the list; older ones scroll off.
const MOVES_SHOWN: usize = 10;

/// Undo and redo, each when there is something to take back or play again.
fn undo_redo(
    ui: &mut egui::Ui,
    session: &Session,
    idle: bool,
    requests: &mut MessageWriter<GameRequest>,
) {
    let undo = egui::Button::new("Undo (U)");
    if ui
        .add_enabled(idle && session.moves_to_take_back() > 0, undo)
        .clicked()
    {
        requests.write(GameRequest::Undo);
    }
    let redo = egui::Button::new("Redo (R)");
    if ui
        .add_enabled(idle && !session.redo.is_empty(), redo)
        .clicked()
    {
        requests.write(GameRequest::Redo);
    }
}

pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    turn: Res<State<Turn>>,
    selection: Res<Selection>,
    mut requests: MessageWriter<GameRequest>,
    mut actions: MessageWriter<PickAction>,
    mut sound: ResMut<SoundSettings>,
    mut pace: ResMut<AnimationPace>,
    mut coordinates: ResMut<ShowCoordinates>,
    mut insets: ResMut<HudInsets>,
    mut steady: ResMut<SteadyBars>,
    mut dialogs: ResMut<DialogsOpen>,
    (lesson, mut lessons, mut sent): (
        Option<Res<ActiveLesson>>,
        MessageWriter<LessonRequest>,
        MessageWriter<SendMyMove>,
    ),
    (hint, hinted, mut hints): (Res<Hint>, Res<HintedMoves>, MessageWriter<HintAsked>),
    mut record_dialog: ResMut<RecordDialog>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &session.game;
    let height = bar(ctx, "hud bottom", egui::Align2::LEFT_BOTTOM, |ui| {
        // The moves on a row of their own above the buttons, scrolled to the newest, so that a
        // growing list never wraps the bar taller (the board above would shrink under the
        // pointer) and the buttons keep their places at the window's foot.
        egui::ScrollArea::horizontal()
            .id_salt("move list")
            .stick_to_right(true)
            .show(ui, |ui| {
                let list = RichText::new(move_list(game, coordinates.0, &hinted.0)).monospace();
                ui.add(egui::Label::new(list).extend());
            });
        ui.horizontal_wrapped(|ui| {
            let idle = !matches!(turn.get(), Turn::Animating);
            if lesson.is_some() {
                // A lesson is not taken back move by move: it starts again.
                if ui
                    .add_enabled(idle, egui::Button::new("Start again"))
                    .clicked()
                {
                    lessons.write(LessonRequest::Again);
                }
            } else {
                undo_redo(ui, &session, idle, &mut requests);
                let can = idle && hints_allowed(&session, None);
                let words = match hint.is_searching() {
                    true => "Hint: thinking…",
                    false => "Hint (H)",
                };
                if ui.add_enabled(can, egui::Button::new(words)).clicked() {
                    hints.write(HintAsked);
                }
                if let Some(line) = record_of(&session)
                    && ui.button("Record").clicked()
                {
                    *record_dialog = RecordDialog::Showing {
                        title: "The game's record",
                        line,
                        copied: false,
                    };
                }
                // In the browser the page's address follows the game: a link to it. In a game
                // for two it is how a move goes to a friend far away.
                let friends = session.setup.opponent == Opponent::Friend && game.ply() > 0;
                let words = if friends { "Send my move" } else { "Link" };
                if let Some(link) = page_link()
                    && ui.button(words).clicked()
                {
                    if friends {
                        sent.write(SendMyMove);
                    }
                    *record_dialog = RecordDialog::Showing {
                        title: if friends {
                            "Send this link to your friend: it holds your move"
                        } else {
                            "A link to this game at this move"
                        },
                        line: link,
                        copied: false,
                    };
                }
            }
            if selection.can_stop {
                let button =
                    egui::Button::new(RichText::new("Don't remove").strong()).fill(colors::DECLINE);
                if ui.add(button).clicked() {
                    actions.write(PickAction::DeclineRemoval);
                }
                ui.label("or pick a piece to remove");
            }
            ui.separator();
            // The settings fold into one button, so that a phone's bar keeps to two rows.
            if ui.button("Settings").clicked() {
                dialogs.settings = true;
            }
        });
    });
    let height = steady.bottom(ctx.viewport_rect().size(), height);
    if (insets.bottom - height).abs() > 0.5 {
        insets.bottom = height;
    }
    if dialogs.settings {
        // Edited as copies and written back only when changed: a setting marked changed in
        // every frame would redo its work (the coordinates' labels) in every frame.
        let (mut new_sound, mut new_pace, mut new_coordinates) = (*sound, *pace, *coordinates);
        let open = settings_dialog(ctx, &mut new_sound, &mut new_pace, &mut new_coordinates);
        sound.set_if_neq(new_sound);
        pace.set_if_neq(new_pace);
        coordinates.set_if_neq(new_coordinates);
        if !open {
            dialogs.settings = false;
        }
    }
    Ok(())
}

/// The settings, in a dialog over the middle of the board (neither store lies there): it stays
/// open while things are changed, and "Done", Esc or a click beside it closes it. Returns
/// whether it stays open.
fn settings_dialog(
    ctx: &egui::Context,
    sound: &mut SoundSettings,
    pace: &mut AnimationPace,
    coordinates: &mut ShowCoordinates,
) -> bool {
    let dialog = egui::Modal::new("settings".into())
        .backdrop_color(colors::DIALOG_BACKDROP)
        .show(ctx, |ui| {
            ui.label(RichText::new("Settings").size(20.0).strong());
            ui.add_space(4.0);
            sound_controls(ui, sound);
            speed_controls(ui, pace);
            // Compared before writing, so that the labels are only redrawn on a change.
            let mut shown = coordinates.0;
            if ui
                .checkbox(&mut shown, "Coordinates on the board")
                .changed()
            {
                coordinates.0 = shown;
            }
            ui.add_space(4.0);
            ui.button("Done").clicked()
        });
    !(dialog.inner || dialog.should_close())
}

/// The latest moves in the notation ("11. d2  12. xg7"), or only how many when the board shows no
/// coordinates for the names to point at. Only the moves on screen are copied and written out.
fn move_list(game: &AnyMatch, named: bool, hinted: &[usize]) -> String {
    let ply = game.ply();
    if !named {
        let after_hints = match hinted.len() {
            0 => String::new(),
            1 => ", 1 after a hint".into(),
            n => format!(", {n} after a hint"),
        };
        return match ply {
            0 => "No moves yet".into(),
            1 => format!("1 move{after_hints}"),
            n => format!("{n} moves{after_hints}"),
        };
    }
    let moves = game.recent_moves(MOVES_SHOWN);
    let shown = ply - moves.len();
    if moves.is_empty() {
        return "No moves yet".into();
    }
    let list: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            // A move made after a hint says so.
            let mark = if hinted.contains(&(shown + i)) {
                " (hint)"
            } else {
                ""
            };
            format!("{}. {m}{mark}", shown + i + 1)
        })
        .collect();
    list.join("  ")
}

/// Sound on or off, and how loud.
fn sound_controls(ui: &mut egui::Ui, sound: &mut SoundSettings) {
    ui.horizontal(|ui| {
        let mut on = !sound.muted;
        if ui.checkbox(&mut on, "Sound").changed() {
            sound.muted = !on;
        }
        ui.add_enabled(
            on,
            egui::Slider::new(&mut sound.volume, 0.0..=1.0).show_value(false),
        );
    });
}

/// How fast moves are shown: one button a speed.
fn speed_controls(ui: &mut egui::Ui, pace: &mut AnimationPace) {
    ui.horizontal(|ui| {
        ui.label("Speed:");
        for speed in Speed::ALL {
            ui.selectable_value(pace, speed.pace(), speed.name());
        }
    });
}
