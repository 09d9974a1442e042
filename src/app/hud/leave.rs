//! Leaving a game in progress asks first: until games are kept, the menu would lose it.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use crate::app::session::{GameRequest, Session};

/// The player pressed "Menu" during a game and has not answered yet.
#[derive(Resource, Default)]
pub struct AskingToLeave(pub bool);

/// "Menu" pressed: go, or ask first when a game is in progress.
pub(super) fn request_menu(
    session: &Session,
    asking: &mut AskingToLeave,
    requests: &mut MessageWriter<GameRequest>,
) {
    if session.game_in_progress() {
        asking.0 = true;
    } else {
        requests.write(GameRequest::BackToMenu);
    }
}

pub(super) fn show(
    mut contexts: EguiContexts,
    mut asking: ResMut<AskingToLeave>,
    mut requests: MessageWriter<GameRequest>,
) -> Result {
    if !asking.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Leave this game?")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.label(RichText::new("The game in progress will be lost.").size(16.0));
            ui.horizontal(|ui| {
                if ui.button("Keep playing").clicked() {
                    asking.0 = false;
                }
                if ui.button("Leave").clicked() {
                    asking.0 = false;
                    requests.write(GameRequest::BackToMenu);
                }
            });
        });
    Ok(())
}
