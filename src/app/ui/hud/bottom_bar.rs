//! The bar below the board: the latest moves, then undo and redo (or "Start again" in a
//! lesson or a puzzle), a hint, the record and the link, the "don't remove" choice after a jare, and the
//! settings, each a drawn icon with its label.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use super::review_bar::best_play_words;
use super::settings_dialog::{SettingsParams, settings_dialog};
use super::{HudInsets, SteadyBars, bar};
use crate::app::board::animation::FinishAnimation;
use crate::app::input::keyboard::DialogsOpen;
use crate::app::paint::palette::egui as colors;
use crate::app::play::by_link::SendMyMove;
use crate::app::play::hint::{Hint, HintAsked, HintShown, HintedMoves, hints_allowed};
use crate::app::play::lesson::LessonRequest;
use crate::app::play::puzzle::PuzzleRequest;
use crate::app::play::screens::Turn;
use crate::app::play::selection::{PickAction, Selection};
use crate::app::play::session::{GameRequest, Opponent, Session};
use crate::app::storage::page_address::page_link;
use crate::app::ui::icons::Icon;
use crate::app::ui::records::{RecordDialog, record_of};
use crate::app::ui::widgets::{IconLabel, icon_button};
use crate::app::words::{Phrasebook, Words};
use crate::rules::AnyMatch;

/// Moves shown in the list; older ones scroll off.
const MOVES_SHOWN: usize = 10;

/// What the bar shows.
#[derive(SystemParam)]
pub(super) struct BarState<'w> {
    session: Res<'w, Session>,
    turn: Res<'w, State<Turn>>,
    selection: Res<'w, Selection>,
    hint: Res<'w, Hint>,
    hinted: Res<'w, HintedMoves>,
    words: Res<'w, Words>,
}

/// What the bar's buttons ask for.
#[derive(SystemParam)]
pub(super) struct BarActions<'w> {
    requests: MessageWriter<'w, GameRequest>,
    picks: MessageWriter<'w, PickAction>,
    lessons: MessageWriter<'w, LessonRequest>,
    puzzles: MessageWriter<'w, PuzzleRequest>,
    sent: MessageWriter<'w, SendMyMove>,
    hints: MessageWriter<'w, HintAsked>,
    finish: MessageWriter<'w, FinishAnimation>,
    dialogs: ResMut<'w, DialogsOpen>,
    record_dialog: ResMut<'w, RecordDialog>,
}

/// A button of this bar: its icon over its label.
fn button(ui: &mut egui::Ui, icon: Icon, label: &str, keys: &str, enabled: bool) -> bool {
    icon_button(ui, icon, label, keys, enabled, IconLabel::Below).clicked()
}

pub(super) fn show(
    mut contexts: EguiContexts,
    state: BarState,
    mut actions: BarActions,
    mut settings: SettingsParams,
    mut insets: ResMut<HudInsets>,
    mut steady: ResMut<SteadyBars>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = bar(ctx, "hud bottom", egui::Align2::LEFT_BOTTOM, |ui| {
        // The moves on a row of their own above the buttons, scrolled to the newest, so that a
        // growing list never wraps the bar taller (the board above would shrink under the
        // pointer) and the buttons keep their places at the window's foot.
        egui::ScrollArea::horizontal()
            .id_salt("move list")
            .stick_to_right(true)
            .show(ui, |ui| {
                let game = &state.session.game;
                let font = egui::TextStyle::Monospace.resolve(ui.style());
                let ten = ui
                    .painter()
                    .layout_no_wrap("0".repeat(10), font, egui::Color32::WHITE);
                let room = (10.0 * ui.available_width() / ten.size().x.max(1.0)) as usize;
                let named = settings.coordinates_shown();
                let list = move_list(game, named, &state.hinted.0, room, &state.words);
                ui.add(egui::Label::new(RichText::new(list).monospace()).extend());
            });
        ui.horizontal_wrapped(|ui| {
            // A press while a move is shown counts: the showing ends at once and the press is
            // carried out on the board at rest (a busy machine shows moves for longer).
            let showing = matches!(state.turn.get(), Turn::Animating);
            let mut asked = false;
            if state.session.puzzle().is_some() {
                asked = puzzle_buttons(ui, &state, &mut actions);
            } else if state.session.lesson().is_none() {
                asked = game_buttons(ui, &state, &mut actions);
            } else if button(
                ui,
                Icon::Again,
                &state.words.get("lesson-start-again"),
                &state.words.get("lesson-start-again-tooltip"),
                true,
            ) {
                // A lesson is not taken back move by move: it starts again.
                actions.lessons.write(LessonRequest::Again);
                asked = true;
            }
            if showing && asked {
                actions.finish.write(FinishAnimation);
            }
            if state.selection.can_stop {
                decline_removal(ui, &mut actions, &state.words);
            }
            ui.separator();
            // The settings fold into one button, so that a phone's bar keeps to two rows.
            let (label, tooltip) = (
                state.words.get("settings-title"),
                state.words.get("settings-tooltip"),
            );
            if button(ui, Icon::Settings, &label, &tooltip, true) {
                actions.dialogs.settings = true;
            }
        });
    });
    let height = steady.bottom(ctx.viewport_rect().size(), height);
    if (insets.bottom - height).abs() > 0.5 {
        insets.bottom = height;
    }
    if actions.dialogs.settings && !settings_dialog(ctx, &mut settings) {
        actions.dialogs.settings = false;
    }
    Ok(())
}

/// A puzzle's buttons: start it again, and a hint (its own move, a piece's then the whole).
/// True when one that needs the board at rest was pressed.
fn puzzle_buttons(ui: &mut egui::Ui, state: &BarState, actions: &mut BarActions) -> bool {
    let said = |id: &str| state.words.get(id);
    let mut asked = false;
    if button(
        ui,
        Icon::Again,
        &said("lesson-start-again"),
        &said("puzzle-start-again-tooltip"),
        true,
    ) {
        actions.puzzles.write(PuzzleRequest::Again);
        asked = true;
    }
    let can = hints_allowed(&state.session);
    if button(ui, Icon::Hint, &said("hint"), &said("hint-tooltip"), can) {
        actions.hints.write(HintAsked);
        asked = true;
    }
    asked
}

/// A game's buttons: undo, redo, hint, the record, and in the browser the link. True when one
/// that needs the board at rest was pressed (undo, redo, hint).
fn game_buttons(ui: &mut egui::Ui, state: &BarState, actions: &mut BarActions) -> bool {
    let session = &state.session;
    let said = |id: &str| state.words.get(id);
    let mut asked = false;
    if button(
        ui,
        Icon::Undo,
        &said("undo"),
        &said("undo-tooltip"),
        session.moves_to_take_back() > 0,
    ) {
        actions.requests.write(GameRequest::Undo);
        asked = true;
    }
    if button(
        ui,
        Icon::Redo,
        &said("redo"),
        &said("redo-tooltip"),
        !session.redo.is_empty(),
    ) {
        actions.requests.write(GameRequest::Redo);
        asked = true;
    }
    let can = hints_allowed(session);
    let label = said(if state.hint.is_searching() {
        "hint-thinking"
    } else {
        "hint"
    });
    if button(ui, Icon::Hint, &label, &said("hint-tooltip"), can) {
        actions.hints.write(HintAsked);
        asked = true;
    }
    // In an endgame the tables know, the hint also says how it ends with best play.
    if let Some(south) = state
        .hint
        .south_best_play
        .filter(|_| state.hint.shown() != HintShown::Nothing)
    {
        ui.label(best_play_words(south, &session.setup));
    }
    if let Some(line) = record_of(session)
        && button(
            ui,
            Icon::Record,
            &said("record"),
            &said("record-tooltip"),
            true,
        )
    {
        *actions.record_dialog = RecordDialog::Showing {
            title: "record-title",
            line,
            copied: false,
        };
    }
    // In the browser the page's address follows the game: a link to it. In a game for two it
    // is how a move goes to a friend far away; online it is the room's, to join by.
    let online = session.setup.online_side().is_some();
    let friends = session.setup.opponent() == Opponent::Friend && session.game.ply() > 0;
    let (label, tooltip, title) = match (online, friends) {
        (true, _) => ("room-link", "room-link-tooltip", "room-link-title"),
        (false, true) => ("send-my-move", "send-my-move-tooltip", "send-my-move-title"),
        (false, false) => ("link", "link-tooltip", "link-tooltip"),
    };
    if let Some(link) = page_link()
        && button(ui, Icon::Link, &said(label), &said(tooltip), true)
    {
        if friends && !online {
            actions.sent.write(SendMyMove);
        }
        *actions.record_dialog = RecordDialog::Showing {
            title,
            line: link,
            copied: false,
        };
    }
    asked
}

/// After a jare whose removal may be declined: "Don't remove", or pick a piece.
fn decline_removal(ui: &mut egui::Ui, actions: &mut BarActions, said: &Phrasebook) {
    let words = RichText::new(said.get("dont-remove")).strong();
    let button = egui::Button::new(words)
        .fill(colors::DECLINE)
        .min_size(egui::vec2(0.0, 44.0));
    if ui.add(button).clicked() {
        actions.picks.write(PickAction::DeclineRemoval);
    }
    ui.label(said.get("or-pick-to-remove"));
}

/// The latest moves in the notation ("11. d2  12. xg7"), or only how many when the board shows no
/// coordinates for the names to point at. Only the moves on screen are copied and written out:
/// whole ones that fit in `room` characters, after "…" when older ones are left out (the row
/// showed the end of a cut move, "f (hint) 10. C").
fn move_list(
    game: &AnyMatch,
    named: bool,
    hinted: &[usize],
    room: usize,
    words: &Phrasebook,
) -> String {
    let ply = game.ply();
    if ply == 0 {
        return words.get("no-moves-yet");
    }
    if !named {
        let args = [("count", ply.into()), ("hinted", hinted.len().into())];
        return words.with("moves-count", &args);
    }
    let moves = game.recent_moves(MOVES_SHOWN);
    let shown = ply - moves.len();
    let hint_mark = format!(" {}", words.get("hint-mark"));
    let list: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            // A move made after a hint says so.
            let mark = if hinted.contains(&(shown + i)) {
                hint_mark.as_str()
            } else {
                ""
            };
            format!("{}. {m}{mark}", shown + i + 1)
        })
        .collect();
    // The newest first, as many whole ones as fit (the newest always).
    let mut kept = 0;
    let mut used = 0;
    for item in list.iter().rev() {
        let more = item.chars().count() + if kept > 0 { 2 } else { 0 };
        let older_left = shown + list.len() - kept > 1;
        let ellipsis = if older_left { 3 } else { 0 };
        if kept > 0 && used + more + ellipsis > room {
            break;
        }
        used += more;
        kept += 1;
    }
    let newest = list[list.len() - kept..].join("  ");
    match shown + list.len() > kept {
        true => format!("… {newest}"),
        false => newest,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameId, GameOptions};

    /// The row shows whole moves that fit, the newest last, after "…" when older ones are left
    /// out; never the end of a cut move.
    #[test]
    fn the_move_list_shows_whole_moves_that_fit() {
        let mut game = AnyMatch::new(GameId::Shax, &GameOptions::default());
        for mv in ["d2", "d6", "b4", "f4", "c3", "e5"] {
            game.play_text(mv).unwrap();
        }
        let words = Phrasebook::new(crate::app::words::Language::English);
        let all = move_list(&game, true, &[], 200, &words);
        assert_eq!(all, "1. d2  2. d6  3. b4  4. f4  5. c3  6. e5");
        let short = move_list(&game, true, &[4], 24, &words);
        assert_eq!(short, "… 5. c3 (hint)  6. e5");
        assert!(short.chars().count() <= 24);
        assert_eq!(
            move_list(&game, true, &[], 3, &words),
            "… 6. e5",
            "the newest always"
        );
        let counted = move_list(&game, false, &[4], 200, &words);
        assert_eq!(counted, "6 moves, 1 after a hint");
    }

    /// The bar's buttons with their longest labels (a hint being thought, "Send my move"), in
    /// `words`, as `show` lays them out; the bar's height on a `width`-wide window.
    fn longest_bar_height(width: f32, words: &Phrasebook) -> f32 {
        let labels = [
            (Icon::Undo, "undo"),
            (Icon::Redo, "redo"),
            (Icon::Hint, "hint-thinking"),
            (Icon::Record, "record"),
            (Icon::Link, "send-my-move"),
        ];
        let id = egui::Id::new("hud bottom");
        let screen = (width, 800.0);
        crate::app::ui::screens_for_tests::laid_out(screen, id, |ctx| {
            bar(ctx, "hud bottom", egui::Align2::LEFT_BOTTOM, |ui| {
                ui.label("1. d2");
                ui.horizontal_wrapped(|ui| {
                    for (icon, label) in labels {
                        button(ui, icon, &words.get(label), "", true);
                    }
                    ui.separator();
                    button(ui, Icon::Settings, &words.get("settings-title"), "", true);
                });
            });
        })
        .height()
    }

    /// In every language the buttons keep to one row on a laptop and two on a phone, so the
    /// board keeps its room (a language's longer words wrapped the bar a row taller).
    #[test]
    fn the_bar_keeps_its_rows_in_every_language() {
        let english = Phrasebook::new(crate::app::words::Language::English);
        let (laptop, phone) = (
            longest_bar_height(1280.0, &english),
            longest_bar_height(390.0, &english),
        );
        let row = crate::app::ui::widgets::space::FINGER + 6.0;
        assert!(phone > laptop + row * 0.9, "English on a phone: two rows");
        for words in crate::app::ui::screens_for_tests::every_language() {
            assert_eq!(
                longest_bar_height(1280.0, &words),
                laptop,
                "{words:?} at 1280"
            );
            assert_eq!(longest_bar_height(390.0, &words), phone, "{words:?} at 390");
        }
    }
}
