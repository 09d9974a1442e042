//! The game-over panel: the result, the final score, and what to do next.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use crate::app::board::layout::BoardTurned;
use crate::app::games;
use crate::app::paint::palette::egui as colors;
use crate::app::play::match_play::streak_line;
use crate::app::play::review::ReviewRequest;
use crate::app::play::session::{GameRequest, Session};
use crate::app::ui::narration::{session_result, side_label};
use crate::app::ui::widgets::{action_button, plain_button, size, space};
use crate::rules::Player;

/// Set when the game-over panel appears: its first choice, "Play again", takes the keyboard's
/// focus, so that Enter plays again and Tab goes on to "Undo", "Review" and "Menu".
#[derive(Resource, Default)]
pub(super) struct FocusPlayAgain(pub bool);

pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut focus: ResMut<FocusPlayAgain>,
    mut requests: MessageWriter<GameRequest>,
    mut reviews: MessageWriter<ReviewRequest>,
    turned: Res<BoardTurned>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setup = session.setup;
    let game = &session.game;
    let score = game.score();
    egui::Window::new("Game over")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            if let Some(result) = session_result(&session) {
                ui.label(
                    RichText::new(result.headline)
                        .size(size::TITLE + 2.0)
                        .strong(),
                );
                ui.label(RichText::new(sentence(&result.reason)).size(17.0));
            }
            if let Some(line) = streak_line(setup.game, session.streak(), |p| setup.side_name(p)) {
                let next = format!("{line}. The winner places first next.");
                ui.label(RichText::new(next).size(17.0).strong());
            }
            let narrator = games::narrator(setup.game);
            for player in Player::BOTH {
                let captures = narrator.captures(score[player.index()]);
                let line = format!("{}: {captures}", side_label(&setup, player, *turned));
                ui.label(RichText::new(line).size(16.0));
            }
            ui.add_space(space::GAP);
            ui.horizontal(|ui| {
                // Online, a new game is a new invitation, from the menu.
                let online = session.online.is_some();
                let words = if online { "Menu" } else { "Play again" };
                let again = action_button(ui, words, Some(colors::PLAY), 140.0);
                if std::mem::take(&mut focus.0) {
                    again.request_focus();
                }
                if again.clicked() {
                    requests.write(match online {
                        true => GameRequest::BackToMenu,
                        false => GameRequest::PlayAgain,
                    });
                }
                let can_undo = session.moves_to_take_back() > 0;
                let undo = ui.add_enabled_ui(can_undo, |ui| plain_button(ui, "Undo", 80.0));
                if undo.inner.clicked() {
                    requests.write(GameRequest::Undo);
                }
                if plain_button(ui, "Review", 90.0).clicked() {
                    reviews.write(ReviewRequest::Open {
                        game: Box::new(session.clone()),
                        at: session.game.ply(),
                        came_from: Some(Box::new(session.clone())),
                    });
                }
                if !online && plain_button(ui, "Menu", 80.0).clicked() {
                    requests.write(GameRequest::BackToMenu);
                }
            });
        });
    Ok(())
}

/// `reason` as a sentence: a capital first letter and a full stop.
fn sentence(reason: &str) -> String {
    let mut chars = reason.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}
