//! The game-over panel: the result, the final score, and what to do next.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use crate::app::narration::result_line;
use crate::app::session::{GameRequest, Session};
use crate::rules::Player;

pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    mut requests: MessageWriter<GameRequest>,
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
            ui.label(
                RichText::new(result_line(&setup, game.status()))
                    .size(22.0)
                    .strong(),
            );
            ui.label(format!(
                "{} {} — {} {}",
                setup.side_name(Player::South),
                score[0],
                score[1],
                setup.side_name(Player::North)
            ));
            ui.horizontal(|ui| {
                if ui.button("Play again").clicked() {
                    requests.write(GameRequest::Start(setup));
                }
                let undo = egui::Button::new("Undo");
                if ui
                    .add_enabled(session.moves_to_take_back() > 0, undo)
                    .clicked()
                {
                    requests.write(GameRequest::Undo);
                }
                if ui.button("Menu").clicked() {
                    requests.write(GameRequest::BackToMenu);
                }
            });
        });
    Ok(())
}
