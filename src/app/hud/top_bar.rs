//! The bar above the board: the menu button, the game, each player with their captures, whose
//! move it is (or the result), the phase and the latest headline.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use super::leave::{AskingToLeave, request_menu};
use super::{HudInsets, bar};
use crate::app::animation::Shown;
use crate::app::computer::Thinking;
use crate::app::games;
use crate::app::narration::{News, phase_line, result};
use crate::app::screens::Turn;
use crate::app::selection::Selection;
use crate::app::session::{GameRequest, Session};
use crate::app::view::palette;
use crate::app::view::palette::egui as colors;
use crate::rules::Player;

fn player_chip(ui: &mut egui::Ui, player: Player, text: String, active: bool) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
        ui.painter()
            .circle_filled(rect.center(), 8.0, palette::egui_piece(player));
        ui.painter().circle_stroke(
            rect.center(),
            8.5,
            egui::Stroke::new(1.0, colors::CHIP_EDGE),
        );
        let text = RichText::new(text).size(17.0);
        ui.label(if active {
            text.strong().color(colors::ACTIVE_PLAYER)
        } else {
            text
        });
    });
}

/// Below this width (logical pixels) the players' chips go on rows of their own.
const NARROW_WIDTH: f32 = 640.0;

pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    turn: Res<State<Turn>>,
    news: Res<News>,
    shown: Res<Shown>,
    selection: Res<Selection>,
    mut asking: ResMut<AskingToLeave>,
    mut insets: ResMut<HudInsets>,
    thinking: Option<Res<Thinking>>,
    mut requests: MessageWriter<GameRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setup = session.setup;
    let game = &session.game;
    let to_move = game.turn();
    // The board's stores as the animation shows them: the score changes when captures land.
    let score = shown.stores;
    let height = bar(ctx, "hud top", egui::Align2::LEFT_TOP, |ui| {
        let chip = |ui: &mut egui::Ui, player: Player| {
            let captures = games::view(setup.game).captures(score[player.index()]);
            let text = format!("{}: {captures}", setup.side_name(player));
            player_chip(ui, player, text, to_move == Some(player));
        };
        // A chip is laid out as one piece, so a narrow window (a phone) gives each its own row.
        let narrow = ui.available_width() < NARROW_WIDTH;
        ui.horizontal_wrapped(|ui| {
            if ui.button("Menu").clicked() {
                request_menu(&session, &mut asking, &mut requests);
            }
            ui.label(RichText::new(setup.game.title()).size(20.0).strong());
            if !narrow {
                ui.separator();
                for player in Player::BOTH {
                    chip(ui, player);
                }
            }
        });
        if narrow {
            for player in Player::BOTH {
                chip(ui, player);
            }
        }
        ui.horizontal_wrapped(|ui| {
            let status = match (turn.get(), to_move, shown.moving) {
                (Turn::AwaitingInput, Some(p), _) if selection.can_stop => format!(
                    "Jare! {} may remove one of {}'s pieces: pick it, or \"Don't remove\"",
                    setup.side_name(p),
                    setup.side_name(p.opponent())
                ),
                (Turn::Animating, _, Some((mover, mv))) if setup.is_computer(mover.opponent()) => {
                    format!("You play {mv}")
                }
                (Turn::Animating, _, Some((mover, mv))) => {
                    format!("{} plays {mv}", setup.side_name(mover))
                }
                (Turn::ComputerThinking, _, _) => {
                    let dots = ".".repeat(
                        1 + (thinking.as_ref().map_or(0.0, |t| t.seconds()) * 3.0) as usize % 3,
                    );
                    format!("The computer is thinking{dots}")
                }
                (Turn::GameOver, _, _) | (_, None, _) => result(&setup, game)
                    .map(|result| result.to_string())
                    .unwrap_or_default(),
                (_, Some(p), _) if setup.is_computer(p.opponent()) => "Your move".into(),
                (_, Some(p), _) => format!("{} to move", setup.side_name(p)),
            };
            ui.label(RichText::new(status).size(16.0).color(colors::STATUS));
            // The phase line counts the position after the move: it waits for the animation.
            if *turn.get() != Turn::Animating {
                ui.separator();
                ui.label(phase_line(game, &setup));
            }
        });
        for line in &news.0 {
            ui.label(RichText::new(line).italics());
        }
    });
    // Only a real change is written, so a still HUD does not keep the board being refitted.
    if (insets.top - height).abs() > 0.5 {
        insets.top = height;
    }
    Ok(())
}
