//! The HUD while playing: whose turn, captures, phase and headline, undo/redo, the move list,
//! the "don't remove" choice and the game-over panel.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::computer::Thinking;
use super::narration::{Headline, phase_line, result_line};
use super::screens::{Screen, Turn};
use super::selection::{PickAction, Selection};
use super::session::{GameRequest, Session};
use super::view::palette;
use crate::rules::Player;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hud_ui.run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
}

fn player_chip(ui: &mut egui::Ui, player: Player, text: String, active: bool) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
        ui.painter()
            .circle_filled(rect.center(), 8.0, palette::egui_piece(player));
        ui.painter().circle_stroke(
            rect.center(),
            8.5,
            egui::Stroke::new(1.0, Color32::from_gray(90)),
        );
        let text = RichText::new(text).size(17.0);
        ui.label(if active {
            text.strong().color(Color32::from_rgb(255, 214, 120))
        } else {
            text
        });
    });
}

#[allow(clippy::too_many_arguments)]
fn hud_ui(
    mut contexts: EguiContexts,
    session: Res<Session>,
    turn: Res<State<Turn>>,
    headline: Res<Headline>,
    selection: Res<Selection>,
    thinking: Option<Res<Thinking>>,
    mut requests: MessageWriter<GameRequest>,
    mut actions: MessageWriter<PickAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setup = session.setup;
    let game = &session.game;
    let to_move = game.turn();
    let score = game.score();
    let width = ctx.viewport_rect().width();
    let bar = egui::Frame::new()
        .fill(Color32::from_rgba_unmultiplied(30, 20, 14, 235))
        .inner_margin(6.0);
    // Bars are areas, not panels: the pointer reaches the board everywhere else.
    egui::Area::new("hud top".into())
        .anchor(egui::Align2::LEFT_TOP, [0.0, 0.0])
        .show(ctx, |ui| {
            bar.show(ui, |ui| {
                ui.set_width(width - 12.0);
                ui.horizontal_wrapped(|ui| {
                    if ui.button("Menu").clicked() {
                        requests.write(GameRequest::BackToMenu);
                    }
                    ui.label(RichText::new(setup.game.title()).size(20.0).strong());
                    ui.separator();
                    for player in Player::BOTH {
                        let text = format!(
                            "{}: {} taken",
                            setup.side_name(player),
                            score[player.index()]
                        );
                        player_chip(ui, player, text, to_move == Some(player));
                    }
                });
                ui.horizontal_wrapped(|ui| {
                    let status = match (turn.get(), to_move) {
                        (Turn::ComputerThinking, _) => {
                            let dots = ".".repeat(
                                1 + (thinking.as_ref().map_or(0.0, |t| t.seconds()) * 3.0) as usize
                                    % 3,
                            );
                            format!("The computer is thinking{dots}")
                        }
                        (Turn::GameOver, _) | (_, None) => result_line(&setup, game.status()),
                        (_, Some(p)) if setup.is_computer(p.opponent()) => "Your move".into(),
                        (_, Some(p)) => format!("{} to move", setup.side_name(p)),
                    };
                    ui.label(
                        RichText::new(status)
                            .size(16.0)
                            .color(Color32::from_rgb(255, 226, 160)),
                    );
                    ui.separator();
                    ui.label(phase_line(game, &setup));
                });
                if !headline.0.is_empty() {
                    ui.label(RichText::new(&headline.0).italics());
                }
            })
        });
    egui::Area::new("hud bottom".into())
        .anchor(egui::Align2::LEFT_BOTTOM, [0.0, 0.0])
        .show(ctx, |ui| {
            bar.show(ui, |ui| {
                ui.set_width(width - 12.0);
                ui.horizontal_wrapped(|ui| {
                    let idle = !matches!(turn.get(), Turn::Animating);
                    if ui
                        .add_enabled(idle && game.ply() > 0, egui::Button::new("Undo (U)"))
                        .clicked()
                    {
                        requests.write(GameRequest::Undo);
                    }
                    if ui
                        .add_enabled(
                            idle && !session.redo.is_empty(),
                            egui::Button::new("Redo (R)"),
                        )
                        .clicked()
                    {
                        requests.write(GameRequest::Redo);
                    }
                    if selection.can_stop {
                        let button = egui::Button::new(RichText::new("Don't remove").strong())
                            .fill(Color32::from_rgb(120, 70, 30));
                        if ui.add(button).clicked() {
                            actions.write(PickAction::DeclineRemoval);
                        }
                        ui.label("or pick a piece to remove");
                    }
                    ui.separator();
                    let moves = game.moves();
                    let shown = moves.len().saturating_sub(10);
                    let list: Vec<String> = moves[shown..]
                        .iter()
                        .enumerate()
                        .map(|(i, m)| format!("{}. {m}", shown + i + 1))
                        .collect();
                    ui.label(
                        RichText::new(if list.is_empty() {
                            "No moves yet".into()
                        } else {
                            list.join("  ")
                        })
                        .monospace(),
                    );
                });
            })
        });
    if *turn.get() == Turn::GameOver {
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
                    if ui.button("Undo").clicked() {
                        requests.write(GameRequest::Undo);
                    }
                    if ui.button("Menu").clicked() {
                        requests.write(GameRequest::BackToMenu);
                    }
                });
            });
    }
    Ok(())
}
