//! The bar below the board: the latest moves, then undo and redo (or "Start again" in a
//! lesson), a hint, the record and the link, the "don't remove" choice after a jare, and the
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
use crate::app::play::screens::Turn;
use crate::app::play::selection::{PickAction, Selection};
use crate::app::play::session::{GameRequest, Opponent, Session};
use crate::app::storage::page_address::page_link;
use crate::app::ui::icons::Icon;
use crate::app::ui::records::{RecordDialog, record_of};
use crate::app::ui::widgets::{IconLabel, icon_button};
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
}

/// What the bar's buttons ask for.
#[derive(SystemParam)]
pub(super) struct BarActions<'w> {
    requests: MessageWriter<'w, GameRequest>,
    picks: MessageWriter<'w, PickAction>,
    lessons: MessageWriter<'w, LessonRequest>,
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
                let list = move_list(game, settings.coordinates_shown(), &state.hinted.0, room);
                ui.add(egui::Label::new(RichText::new(list).monospace()).extend());
            });
        ui.horizontal_wrapped(|ui| {
            // A press while a move is shown counts: the showing ends at once and the press is
            // carried out on the board at rest (a busy machine shows moves for longer).
            let showing = matches!(state.turn.get(), Turn::Animating);
            let mut asked = false;
            if state.session.lesson().is_none() {
                asked = game_buttons(ui, &state, &mut actions);
            } else if button(
                ui,
                Icon::Again,
                "Start again",
                "Start the lesson again",
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
                decline_removal(ui, &mut actions);
            }
            ui.separator();
            // The settings fold into one button, so that a phone's bar keeps to two rows.
            if button(ui, Icon::Settings, "Settings", "Sound, speed, look", true) {
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

/// A game's buttons: undo, redo, hint, the record, and in the browser the link. True when one
/// that needs the board at rest was pressed (undo, redo, hint).
fn game_buttons(ui: &mut egui::Ui, state: &BarState, actions: &mut BarActions) -> bool {
    let session = &state.session;
    let mut asked = false;
    if button(
        ui,
        Icon::Undo,
        "Undo",
        "Undo (U)",
        session.moves_to_take_back() > 0,
    ) {
        actions.requests.write(GameRequest::Undo);
        asked = true;
    }
    if button(ui, Icon::Redo, "Redo", "Redo (R)", !session.redo.is_empty()) {
        actions.requests.write(GameRequest::Redo);
        asked = true;
    }
    let can = hints_allowed(session);
    let label = if state.hint.is_searching() {
        "Thinking…"
    } else {
        "Hint"
    };
    if button(
        ui,
        Icon::Hint,
        label,
        "A good move (H); again to see it whole",
        can,
    ) {
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
            "Record",
            "The game on one line, to copy",
            true,
        )
    {
        *actions.record_dialog = RecordDialog::Showing {
            title: "The game's record",
            line,
            copied: false,
        };
    }
    // In the browser the page's address follows the game: a link to it. In a game for two it
    // is how a move goes to a friend far away; online it is the room's, to join by.
    let online = session.setup.online_side().is_some();
    let friends = session.setup.opponent() == Opponent::Friend && session.game.ply() > 0;
    let (label, tooltip, title) = match (online, friends) {
        (true, _) => (
            "Room link",
            "A link to this room: your friend opens it to join",
            "Your friend opens this link to join the game",
        ),
        (false, true) => (
            "Send my move",
            "A link with your move, for your friend",
            "Send this link to your friend: it holds your move",
        ),
        (false, false) => (
            "Link",
            "A link to this game at this move",
            "A link to this game at this move",
        ),
    };
    if let Some(link) = page_link()
        && button(ui, Icon::Link, label, tooltip, true)
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
fn decline_removal(ui: &mut egui::Ui, actions: &mut BarActions) {
    let words = RichText::new("Don't remove").strong();
    let button = egui::Button::new(words)
        .fill(colors::DECLINE)
        .min_size(egui::vec2(0.0, 44.0));
    if ui.add(button).clicked() {
        actions.picks.write(PickAction::DeclineRemoval);
    }
    ui.label("or pick a piece to remove");
}

/// The latest moves in the notation ("11. d2  12. xg7"), or only how many when the board shows no
/// coordinates for the names to point at. Only the moves on screen are copied and written out:
/// whole ones that fit in `room` characters, after "…" when older ones are left out (the row
/// showed the end of a cut move, "f (hint) 10. C").
fn move_list(game: &AnyMatch, named: bool, hinted: &[usize], room: usize) -> String {
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
        let all = move_list(&game, true, &[], 200);
        assert_eq!(all, "1. d2  2. d6  3. b4  4. f4  5. c3  6. e5");
        let short = move_list(&game, true, &[4], 24);
        assert_eq!(short, "… 5. c3 (hint)  6. e5");
        assert!(short.chars().count() <= 24);
        assert_eq!(
            move_list(&game, true, &[], 3),
            "… 6. e5",
            "the newest always"
        );
    }
}
